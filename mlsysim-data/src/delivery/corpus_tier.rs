use super::DELIVERY;
use mlsysim_core::registry::{Dataset, Datasets, Infrastructure::Pricing, Systems};
use mlsysim_core::{
    DataRate, Information, InputError, MoneyRate, Named, StoragePrice, Time, preset, scenario,
};

/// An audio corpus kept on storage tiers: its bytes from the dataset's clip count, length,
/// sample rate and width, what a month of each tier costs, and how long one sequential read
/// of the whole corpus takes.
#[scenario(
    family = DELIVERY,
    assumption = "Every clip is stored raw at the dataset's sample rate and width, and every clip has the stated length.",
    excludes = "Compression, replication, and the request fees of reading clip by clip.",
    derivation = "Raw audio is samples times bytes a sample; cost and time scale with bytes.",
    example = r#"
// The Multilingual Spoken Words Corpus is under a terabyte raw
use mlsysim_data::delivery::mswc_corpus_storage_tiers;

let s = mswc_corpus_storage_tiers()?;
assert!((s.corpus_bytes()?.value - 748.8e9).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CorpusTier {
    /// The audio dataset: its clip count, clip length, sample rate and sample width are read.
    pub dataset: &'static Dataset,
    /// Price of capacity, by tier.
    #[input(non_negative, unit = USD_PER_TB_MONTH)]
    pub storage_rates: Named<StoragePrice>,
    /// Sequential read bandwidth, by tier.
    #[input(positive, unit = GB_PER_SECOND)]
    pub read_bandwidths: Named<DataRate>,

    /// Bytes of every clip at its sample rate and width.
    #[property(
        f64::from(from_registry(dataset.training_examples, "training examples", dataset.path)?)
            * from_registry(dataset.sample_duration, "clip length", dataset.path)?
            * from_registry(dataset.sample_rate, "sample rate", dataset.path)?
            * from_registry(dataset.sample_width, "sample width", dataset.path)?,
        unit = GB,
    )]
    pub corpus_bytes: Information,
    /// What a month of the corpus costs on `tier`.
    #[method(corpus_bytes * storage_rates[tier], unit = USD_PER_MONTH, samples(tier = storage_rates))]
    pub monthly_cost: fn(tier: String) -> MoneyRate,
    /// Time to read the whole corpus from `tier`.
    #[method(corpus_bytes / read_bandwidths[tier], unit = SECOND, samples(tier = read_bandwidths))]
    pub load_time: fn(tier: String) -> Time,
}

/// The Multilingual Spoken Words Corpus at 16 kHz and 16 bits, priced on object storage and
/// on low- and high-priced NVMe, and read by one object-storage stream or from typical local
/// NVMe.
#[preset(name = "MswcCorpusStorageTiers")]
pub fn mswc_corpus_storage_tiers() -> Result<CorpusTier, InputError> {
    CorpusTier::builder()
        .dataset(&Datasets::MSWC)
        .storage_rates(Named::from_iter([
            ("object store", Pricing::Storage::S3StandardPerTbMonth.value),
            ("NVMe low", Pricing::Storage::NvmeLowPerTbMonth.value),
            ("NVMe high", Pricing::Storage::NvmeHighPerTbMonth.value),
        ]))
        .read_bandwidths(Named::from_iter([
            (
                "object store",
                Systems::Storage::ObjectStoreSingleStream.bandwidth,
            ),
            ("NVMe", Systems::Storage::LocalNvmeTrainingTypical.bandwidth),
        ]))
        .build()
}
