use super::RETRIEVAL;
use mlsysim_core::{InputError, preset, scenario};

/// One query term scored by BM25 in a short document that holds it once and a long document
/// that holds it several times, in one corpus.
///
/// The same inverse document frequency multiplies both scores; term-frequency saturation (k₁)
/// and length normalization (b) decide their order, so a short document with one match can
/// outrank a long one with six.
#[scenario(
    family = RETRIEVAL,
    assumption = "Lengths and frequencies are counts of analyzer terms, not model tokens.",
    excludes = "Other query terms and field weights.",
    derivation = "Okapi BM25 with the inverse document frequency that is never negative.",
    rule(matching_documents <= documents, "the `matching_documents` are some of the `documents`"),
    example = r#"
// One match in a short file outranks six in a long one
use mlsysim_agents::retrieval::bm25_short_against_long_file;

let s = bm25_short_against_long_file()?;
assert!(s.short_score()? > s.long_score()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Bm25Pair {
    /// Documents in the corpus.
    #[input(range = 1..)]
    pub documents: u32,
    /// Documents that hold the term.
    pub matching_documents: u32,
    /// Mean document length, in analyzer terms.
    #[input(positive)]
    pub average_length: f64,
    /// Length of the short document.
    #[input(non_negative)]
    pub short_length: f64,
    /// Occurrences of the term in the short document.
    #[input(non_negative)]
    pub short_frequency: f64,
    /// Length of the long document.
    #[input(non_negative)]
    pub long_length: f64,
    /// Occurrences of the term in the long document.
    #[input(non_negative)]
    pub long_frequency: f64,
    /// Term-frequency saturation, k₁.
    #[input(non_negative)]
    pub k1: f64,
    /// Length normalization, b.
    #[input(range = 0.0..=1.0)]
    pub b: f64,

    /// The term's inverse document frequency.
    #[property(bm25_idf(documents, matching_documents)?)]
    pub idf: f64,
    /// The short document's length term.
    #[property(bm25_length_normalizer(short_length, average_length, k1, b)?)]
    pub short_normalizer: f64,
    /// The long document's length term.
    #[property(bm25_length_normalizer(long_length, average_length, k1, b)?)]
    pub long_normalizer: f64,
    /// The term's score in the short document.
    #[property(bm25_term_score(idf, short_frequency, short_length, average_length, k1, b)?)]
    pub short_score: f64,
    /// The term's score in the long document.
    #[property(bm25_term_score(idf, long_frequency, long_length, average_length, k1, b)?)]
    pub long_score: f64,
}

/// One rare term in 5 of 100,000 documents of mean length 400: once in an 80-term file and six
/// times in a 4,000-term file; k₁ = 1.2 and b = 0.75.
#[preset(name = "Bm25ShortAgainstLongFile")]
pub fn bm25_short_against_long_file() -> Result<Bm25Pair, InputError> {
    Bm25Pair::builder()
        .documents(100_000)
        .matching_documents(5)
        .average_length(400.0)
        .short_length(80.0)
        .short_frequency(1.0)
        .long_length(4_000.0)
        .long_frequency(6.0)
        .k1(1.2)
        .b(0.75)
        .build()
}
