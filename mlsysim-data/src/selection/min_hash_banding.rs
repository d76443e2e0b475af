use super::SELECTION;
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, preset, scenario};

/// A MinHash signature cut into bands of rows for near-duplicate search: the chance that a
/// pair of a given similarity becomes a candidate, the similarity where the S-curve is
/// steepest, the estimate's standard error, and the bytes of the raw signatures.
#[scenario(
    family = SELECTION,
    assumption = "Hash functions are independent, so each agrees on a pair with chance equal to its Jaccard similarity.",
    excludes = "Buckets' collisions between unrelated bands, and the index's overhead beyond the raw values.",
    derivation = "Leskovec, Rajaraman and Ullman, Mining of Massive Datasets, section 3.4.",
    example = r#"
// 32 bands of 4 rows catch near-duplicates
use mlsysim_data::selection::trajectory_min_hash_screen;

let s = trajectory_min_hash_screen()?;
assert!(s.candidate_probability(0.8)? > 0.99);
assert!(s.candidate_probability(0.5)? < s.candidate_probability(0.8)?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct MinHashBanding {
    /// Bands the signature is cut into.
    #[input(range = 1..)]
    pub bands: i64,
    /// Hashes in one band.
    #[input(range = 1..)]
    pub rows: i64,
    /// Words per shingle, when the features are word shingles.
    #[input(range = 1..)]
    pub shingle_words: Option<i64>,
    /// Jaccard similarities at which to read the candidate chance.
    #[input(default = Vec::new(), range = 0.0..=1.0)]
    pub probe_similarities: Vec<f64>,
    /// Bytes of one hash value, for the raw signature matrix.
    #[input(positive, unit = BYTE)]
    pub hash_bytes: Option<Information>,
    /// Records indexed.
    #[input(range = 0..)]
    pub records: Option<i64>,

    /// Largest standard error of the Jaccard estimate from the full signature (at J = 0.5).
    #[property(minhash_standard_error(0.5, hashes)?)]
    pub max_standard_error: f64,
    /// Bytes of one record's signature.
    #[property(hashes * hash_bytes, unit = BYTE)]
    pub signature_bytes: Information,
    /// Bytes of every record's signature.
    #[property(records * signature_bytes, unit = BYTE)]
    pub index_bytes: Information,
    /// Hashes in the signature.
    #[property(bands * rows)]
    pub hashes: i64,
    /// Similarity where the S-curve is steepest.
    #[property(lsh_threshold(bands, rows)?)]
    pub threshold: f64,
    /// Chance a pair of Jaccard `similarity` becomes a candidate.
    #[method(lsh_candidate_probability(similarity, bands, rows)?, samples(similarity = probe_similarities), args(similarity(range = 0.0..=1.0)))]
    pub candidate_probability: fn(similarity: f64) -> f64,
}

/// A 128-hash MinHash screen in 32 bands of 4 rows over 100,000 agent trajectory records
/// (command n-grams and code-tree features), 32-bit values stored raw, read at a loose (0.5)
/// and a near-duplicate (0.8) pair.
#[preset(name = "TrajectoryMinHashScreen")]
pub fn trajectory_min_hash_screen() -> Result<MinHashBanding, InputError> {
    MinHashBanding::builder()
        .bands(32)
        .rows(4)
        .probe_similarities(vec![0.5, 0.8])
        .hash_bytes(bytes(4.0))
        .records(100_000)
        .build()
}
