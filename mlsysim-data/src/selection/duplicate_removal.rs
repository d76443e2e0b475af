use super::SELECTION;
use super::{CorpusRepetition, gpt2_xl_web_text_corpus};
use crate::stated;
use mlsysim_core::units::bytes;
use mlsysim_core::{
    DataRate, Energy, HardwareNode, Information, InputError, Named, Time, preset, scenario,
};

/// Near-duplicate shares removed from a run's corpus: the training time and energy each share
/// gives back, against one read of the corpus and the MinHash signatures of its documents.
#[scenario(
    family = SELECTION,
    assumption = "Removing a share of the documents removes the same share of the run's work.",
    excludes = "The quality effect of deduplication, and the compute of hashing.",
    derivation = "Work scales with tokens; an exhaustive search compares every pair once.",
    example = r#"
// RealNews-level duplication is an eighth of the run
use mlsysim_data::selection::gpt2_web_text_near_duplicates;

let s = gpt2_web_text_near_duplicates()?;
assert!(s.time_saved("RealNews".into())? > s.time_saved("C4".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DuplicateRemoval {
    /// The run and its corpus.
    pub run: CorpusRepetition,
    /// Share of documents removed, by corpus whose duplication rate is applied.
    #[input(range = 0.0..=1.0)]
    pub duplicate_shares: Named<f64>,
    /// Documents in the corpus.
    #[input(non_negative)]
    pub documents: f64,
    /// MinHash values per document signature.
    #[input(range = 1..)]
    pub signature_hashes: i64,
    /// Bytes of one hash value.
    #[input(positive, unit = BYTE)]
    pub hash_bytes: Information,
    /// Bandwidth the corpus is read at.
    #[input(positive, unit = GB_PER_SECOND)]
    pub read_bandwidth: DataRate,

    /// Training time the `corpus` share gives back.
    #[method(duplicate_shares[corpus] * run.run_time()?, unit = HOUR, samples(corpus = duplicate_shares))]
    pub time_saved: fn(corpus: String) -> Time,
    /// Training energy the `corpus` share gives back.
    #[method(duplicate_shares[corpus] * run.run_energy()?, unit = KILOWATT_HOUR, samples(corpus = duplicate_shares))]
    pub energy_saved: fn(corpus: String) -> Energy,
    /// Bytes of every document's signature.
    #[property(documents * signature_hashes * hash_bytes, unit = GB)]
    pub signature_bytes: Information,
    /// Time to read the corpus once.
    #[property(run.corpus_bytes()? / read_bandwidth, unit = SECOND)]
    pub read_time: Time,
    /// Comparisons an exhaustive pairwise search would make.
    #[property(documents * (documents - 1.0) / 2.0)]
    pub all_pairs: f64,
}

/// Lee et al. (2022)'s near-duplicate shares of C4 (3.04%) and RealNews (13.63%) applied to
/// GPT-2 XL's eight-H100 run; one read of WebText from the H100 node's NVMe; 128 32-bit
/// MinHash values for each of about 8 million documents.
#[preset(name = "Gpt2WebTextNearDuplicates")]
pub fn gpt2_web_text_near_duplicates() -> Result<DuplicateRemoval, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    let storage = stated(h100.detail().storage, "read_bandwidth", "H100 node storage")?;
    DuplicateRemoval::builder()
        .run(gpt2_xl_web_text_corpus()?)
        .duplicate_shares(Named::from_iter([
            ("C4", 3.04 / 100.0),
            ("RealNews", 13.63 / 100.0),
        ]))
        .documents(8_000_000.0)
        .signature_hashes(128)
        .hash_bytes(bytes(4.0))
        .read_bandwidth(storage.bandwidth)
        .build()
}
