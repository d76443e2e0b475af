use super::{RETRIEVAL, exact_scan_ten_million_vectors};
use mlsysim_core::error::derived;
use mlsysim_core::laws::precision_width;
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, Precision, preset, scenario};

/// Resident bytes of two approximate indexes over one corpus of vectors: a navigable
/// small-world graph, and product-quantization codes with their lookup table.
///
/// A graph index keeps every vector at full precision plus M links a node, so it is larger
/// than the vectors themselves; product quantization replaces each vector with m one-byte
/// codes and scores through a table of m × centroids entries built per query, compressing the
/// corpus by d·b/m.
#[scenario(
    family = RETRIEVAL,
    assumption = "Every node keeps exactly M links and every vector m codes.",
    excludes = "The graph's upper layers, the codebooks, and the accuracy each index gives up.",
    rule(subvectors <= dimension, "`subvectors` split the `dimension`: at most one a value"),
    example = r#"
// Product quantization shrinks the corpus 24 times
use mlsysim_agents::retrieval::ann_indexes_ten_million_vectors;

let s = ann_indexes_ten_million_vectors()?;
assert_eq!(s.compression()?, 24.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AnnFootprint {
    /// Vectors of the corpus.
    pub vectors: u32,
    /// Values per vector.
    #[input(range = 1..)]
    pub dimension: u32,
    /// Bytes of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Links a graph node keeps, M.
    pub links_per_node: u32,
    /// Bytes of one link: a neighbor's id.
    #[input(non_negative, unit = BYTE)]
    pub link_bytes: Information,
    /// Subvectors a vector is cut into, m.
    #[input(range = 1..)]
    pub subvectors: u32,
    /// Centroids of each subvector's codebook.
    pub centroids: u32,
    /// Bytes of one code.
    #[input(positive, unit = BYTE)]
    pub code_bytes: Information,
    /// Bytes of one lookup-table entry.
    #[input(non_negative, unit = BYTE)]
    pub table_entry_bytes: Information,

    /// Bytes of the vectors at full precision.
    #[property(vectors * dimension * bytes_per_value, unit = GB)]
    pub raw: Information,
    /// Bytes of the graph's links.
    #[property(vectors * links_per_node * link_bytes, unit = GB)]
    pub graph: Information,
    /// Bytes of the graph index: vectors and links.
    #[property(raw + graph, unit = GB)]
    pub graph_total: Information,
    /// Bytes of the codes.
    #[property(vectors * subvectors * code_bytes, unit = MB)]
    pub codes: Information,
    /// How many times smaller the codes are than the vectors.
    #[property(raw / codes)]
    pub compression: f64,
    /// Bytes of one query's lookup table.
    #[property(subvectors * centroids * table_entry_bytes, unit = KB)]
    pub lookup_table: Information,
    /// Values of one subvector.
    #[property(floor_div(dimension, subvectors)?)]
    pub sub_dim: i64,
    /// Bytes of one vector at full precision.
    #[property(dimension * bytes_per_value, unit = BYTE)]
    pub bytes_per_vector: Information,
    /// Bytes of one vector's codes.
    #[property(subvectors * code_bytes, unit = BYTE)]
    pub code_bytes_per_vector: Information,
}

/// HNSW links and IVF-PQ codes over the exact scan's 10 million vectors: 32 eight-byte links a
/// node; 64 one-byte subvector codes of 256 centroids each and an FP32 lookup table.
#[preset(name = "AnnIndexesTenMillionVectors")]
pub fn ann_indexes_ten_million_vectors() -> Result<AnnFootprint, InputError> {
    let scan = exact_scan_ten_million_vectors()?;
    AnnFootprint::builder()
        .vectors(scan.vectors)
        .dimension(scan.dimension)
        .bytes_per_value(scan.bytes_per_value)
        .links_per_node(32)
        .link_bytes(bytes(8.0))
        .subvectors(64)
        .centroids(256)
        .code_bytes(bytes(1.0))
        .table_entry_bytes(derived(
            "table_entry_bytes",
            precision_width(Precision::Fp32),
        )?)
        .build()
}
