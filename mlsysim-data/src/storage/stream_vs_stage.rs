use super::STORAGE;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::units::{TB, months};
use mlsysim_core::{DataPrice, Information, InputError, StoragePrice, Time, Usd, preset, scenario};

/// Streaming every epoch from remote object storage against staging the dataset on local
/// storage once per run, over a year.
///
/// Both keep the dataset in object storage as the source of truth. Streaming pays egress for
/// every epoch of every run; staging adds a year of local capacity and pays egress once per
/// run. They break even at the epoch count where a run's streaming egress equals staging's
/// extra cost.
#[scenario(
    family = STORAGE,
    assumption = "Every epoch reads the whole dataset across the boundary when streaming; staging copies it once per run.",
    excludes = "Request fees, the time staging takes, and local capacity bought rather than rented.",
    derivation = "Two bills over the same year; the break-even solves stream = stage for the epochs per run.",
    example = r#"
// Staging a 50 TB corpus saves money at 20 epochs a run
use mlsysim_data::storage::vision_corpus_stream_vs_stage;

let s = vision_corpus_stream_vs_stage()?;
assert!(s.savings()?.value > 0.0);
assert!(s.break_even_epochs()? < 20.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct StreamVsStage {
    /// Bytes of the dataset.
    #[input(positive, unit = TB)]
    pub dataset_bytes: Information,
    /// Epochs of one run.
    #[input(range = 0..)]
    pub epochs: i64,
    /// Runs in a year.
    #[input(range = 1..)]
    pub runs_per_year: i64,
    /// Price of object-storage capacity.
    #[input(non_negative, unit = USD_PER_TB_MONTH)]
    pub object_rate: StoragePrice,
    /// Price of local capacity.
    #[input(non_negative, unit = USD_PER_TB_MONTH)]
    pub local_rate: StoragePrice,
    /// Price of a byte leaving the region.
    #[input(positive, unit = USD_PER_GB)]
    pub egress_rate: DataPrice,
    /// The period priced: one year.
    #[input(positive, unit = MONTH)]
    pub year: Time,

    /// A year of the source copy in object storage, paid either way.
    #[property(dataset_bytes * object_rate * year, unit = USD)]
    pub source_storage_cost: Usd,
    /// Egress of one streamed run.
    #[property(dataset_bytes * epochs * egress_rate, unit = USD)]
    pub stream_egress_per_run: Usd,
    /// Egress of every streamed run in the year.
    #[property(runs_per_year * stream_egress_per_run, unit = USD)]
    pub stream_egress_cost: Usd,
    /// The year's bill when streaming.
    #[property(source_storage_cost + stream_egress_cost, unit = USD)]
    pub stream_cost: Usd,
    /// A year of the local copy.
    #[property(dataset_bytes * local_rate * year, unit = USD)]
    pub local_storage_cost: Usd,
    /// Egress of one copy per run.
    #[property(dataset_bytes * runs_per_year * egress_rate, unit = USD)]
    pub stage_egress_cost: Usd,
    /// The year's bill when staging.
    #[property(source_storage_cost + local_storage_cost + stage_egress_cost, unit = USD)]
    pub stage_cost: Usd,
    /// What staging saves over streaming.
    #[property(stream_cost - stage_cost, unit = USD)]
    pub savings: Usd,
    /// Epochs per run at which the two bills are equal.
    #[property((local_storage_cost + stage_egress_cost) / (runs_per_year * (dataset_bytes * egress_rate)))]
    pub break_even_epochs: f64,
}

/// A 50 TB vision corpus read for 20 epochs a run, four runs a year, at the registry's low
/// S3 Standard, low NVMe and egress prices.
#[preset(name = "VisionCorpusStreamVsStage")]
pub fn vision_corpus_stream_vs_stage() -> Result<StreamVsStage, InputError> {
    StreamVsStage::builder()
        .dataset_bytes(TB.of(50.0))
        .epochs(20)
        .runs_per_year(4)
        .object_rate(Pricing::Storage::S3StandardLowPerTbMonth.value)
        .local_rate(Pricing::Storage::NvmeLowPerTbMonth.value)
        .egress_rate(Pricing::Cloud::EgressPerGB.value)
        .year(months(12.0))
        .build()
}
