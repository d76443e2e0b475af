use super::{RETRIEVAL, ann_indexes_ten_million_vectors};
use mlsysim_core::error::derived;
use mlsysim_core::laws::precision_width;
use mlsysim_core::units::{bytes, per_second};
use mlsysim_core::{Frequency, Information, InputError, Precision, Time, preset, scenario};

/// Auxiliary bytes and re-index time of two stores over the same files: postings plus
/// structural edges, against postings plus dense vectors and their graph-index links.
///
/// Both keep postings. The first adds a few edges a file and re-parses edited files; the
/// second cuts the files into chunks, stores one vector and its links a chunk, and re-embeds
/// the edited chunks, many times the bytes and the time of the first.
#[scenario(
    family = RETRIEVAL,
    assumption = "Every file has the same tokens, bytes and edges; throughputs are steady.",
    excludes = "Compaction of the postings and the graph index's upper layers.",
    example = r#"
// The dense store keeps over twenty times the auxiliary bytes of the graph store
use mlsysim_agents::retrieval::lexical_graph_against_dense_store;

let s = lexical_graph_against_dense_store()?;
assert!(s.bytes_ratio()? > 20.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct StorageAmplification {
    /// Files of the corpus.
    pub files: u32,
    /// Tokens of one file.
    pub tokens_per_file: u32,
    /// Bytes of one file.
    #[input(non_negative, unit = BYTE)]
    pub bytes_per_file: Information,
    /// Bytes of postings a token.
    #[input(non_negative, unit = BYTE)]
    pub postings_per_token: Information,
    /// Structural edges of one file.
    pub edges_per_file: u32,
    /// Bytes of one edge.
    #[input(non_negative, unit = BYTE)]
    pub edge_bytes: Information,
    /// Tokens of one dense chunk.
    #[input(range = 1..)]
    pub passage_tokens: u32,
    /// Values of one vector.
    pub dimension: u32,
    /// Bytes of one value.
    #[input(non_negative, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Graph-index links a vector keeps.
    pub links_per_node: u32,
    /// Bytes of one link.
    #[input(non_negative, unit = BYTE)]
    pub link_bytes: Information,
    /// Files the edit changes.
    pub edited_files: u32,
    /// Files the lexical index updates a second.
    #[input(positive, unit = PER_SECOND)]
    pub lexical_rate: Frequency,
    /// Files the structural parser handles a second.
    #[input(positive, unit = PER_SECOND)]
    pub parse_rate: Frequency,
    /// Chunks the encoder embeds a second.
    #[input(positive, unit = PER_SECOND)]
    pub embed_rate: Frequency,

    /// Bytes of the source files.
    #[property(files * bytes_per_file, unit = MB)]
    pub raw: Information,
    /// Bytes of the postings.
    #[property(files * tokens_per_file * postings_per_token, unit = MB)]
    pub postings: Information,
    /// Bytes of the structural edges.
    #[property(files * edges_per_file * edge_bytes, unit = MB)]
    pub graph: Information,
    /// Dense chunks of the corpus.
    #[property(floor_div(files * tokens_per_file, passage_tokens)?)]
    pub chunks: i64,
    /// Bytes of the dense vectors.
    #[property(chunks * dimension * bytes_per_value, unit = MB)]
    pub vectors: Information,
    /// Bytes of the vectors' graph-index links.
    #[property(chunks * links_per_node * link_bytes, unit = MB)]
    pub vector_links: Information,
    /// Auxiliary bytes of the lexical-plus-graph store.
    #[property(postings + graph, unit = MB)]
    pub aux_lexical_graph: Information,
    /// Auxiliary bytes of the lexical-plus-dense store.
    #[property(postings + vectors + vector_links, unit = MB)]
    pub aux_lexical_dense: Information,
    /// The graph store's auxiliary bytes over the source.
    #[property(aux_lexical_graph / raw)]
    pub ratio_lexical_graph: f64,
    /// The dense store's auxiliary bytes over the source.
    #[property(aux_lexical_dense / raw)]
    pub ratio_lexical_dense: f64,
    /// Dense chunks of the edited files.
    #[property(floor_div(edited_files * tokens_per_file, passage_tokens)?)]
    pub edited_chunks: i64,
    /// Re-index time of the graph store.
    #[property(edited_files / lexical_rate + edited_files / parse_rate, unit = MILLISECOND)]
    pub reindex_lexical_graph: Time,
    /// Re-index time of the dense store.
    #[property(edited_files / lexical_rate + edited_chunks / embed_rate, unit = MILLISECOND)]
    pub reindex_lexical_dense: Time,
    /// How many times the graph store's auxiliary bytes the dense store's are.
    #[property(aux_lexical_dense / aux_lexical_graph)]
    pub bytes_ratio: f64,
    /// How many times the graph store's re-index time the dense store's is.
    #[property(reindex_lexical_dense / reindex_lexical_graph)]
    pub time_ratio: f64,
}

/// A lexical-plus-graph store against a lexical-plus-dense store over 50,000 files of 200
/// tokens and 800 bytes: 0.8 bytes of postings a token, four 32-byte edges a file, 100-token
/// chunks of 768 FP32 values with the ANN graph's links, 15 edited files, and stipulated
/// throughputs.
#[preset(name = "LexicalGraphAgainstDenseStore")]
pub fn lexical_graph_against_dense_store() -> Result<StorageAmplification, InputError> {
    let ann = ann_indexes_ten_million_vectors()?;
    StorageAmplification::builder()
        .files(50_000)
        .tokens_per_file(200)
        .bytes_per_file(bytes(800.0))
        .postings_per_token(bytes(0.8))
        .edges_per_file(4)
        .edge_bytes(bytes(32.0))
        .passage_tokens(100)
        .dimension(768)
        .bytes_per_value(derived(
            "bytes_per_value",
            precision_width(Precision::Fp32),
        )?)
        .links_per_node(ann.links_per_node)
        .link_bytes(ann.link_bytes)
        .edited_files(15)
        .lexical_rate(per_second(1_250.0))
        .parse_rate(per_second(680.0))
        .embed_rate(per_second(50.0))
        .build()
}
