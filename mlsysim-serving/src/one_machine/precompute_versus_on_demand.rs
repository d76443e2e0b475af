use super::ONE_MACHINE;
use crate::profile::ResNet50H100;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A set of items answered one at a time on demand, against precomputing them all offline at
/// a large-batch rate.
///
/// On demand, each item takes the batch-one latency of the service; offline, the machine runs
/// at its large-batch rate. The totals are machine time, and their ratio is how many times
/// more machine time answering on demand takes. The on-demand latency budget is stated as
/// context: no member reads it.
#[scenario(
    family = ONE_MACHINE,
    assumption = "Every item is eventually asked for, so precomputing wastes nothing.",
    assumption = "At least one item; the on-demand time and the offline rate are above zero.",
    assumption = "The latency budget is context for the on-demand service (the reference keeps it without using it).",
    excludes = "Storage of the precomputed answers, and items that change after precomputing.",
    derivation = "n items at t₁ each take n·t₁; at r_offline items a second they take n ÷ r_offline.",
    example = r#"
// A photo library is 300 times cheaper to precompute
use mlsysim_serving::one_machine::photo_library_precompute_h100;

let s = photo_library_precompute_h100()?;
assert!((s.ratio()? - 315.6612842510343).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PrecomputeVersusOnDemand {
    /// Items to answer.
    #[input(range = 1..)]
    pub items: u32,
    /// Time to answer one item on demand, at batch one.
    #[input(positive, unit = MILLISECOND)]
    pub on_demand_time: Time,
    /// Items a second when precomputing in large batches.
    #[input(positive, unit = PER_SECOND)]
    pub offline_rate: Frequency,
    /// Deadline of the on-demand service; context only.
    #[input(positive, unit = MILLISECOND)]
    pub latency_budget: Time,

    /// Machine time to answer every item on demand.
    #[property(items * on_demand_time, unit = SECOND)]
    pub on_demand_total: Time,
    /// Machine time to precompute every item.
    #[property(items / offline_rate, unit = SECOND)]
    pub offline_total: Time,
    /// How many times more machine time on demand takes.
    #[property(on_demand_total / offline_total)]
    pub ratio: f64,
}

/// A 10,000-photo library on one H100: eager FP16 at batch one (from the serving profile)
/// against the MLPerf INT8 Offline rate; on demand would serve a 100 ms moderation deadline.
#[preset(name = "PhotoLibraryPrecomputeH100")]
pub fn photo_library_precompute_h100() -> Result<PrecomputeVersusOnDemand, InputError> {
    let profile = ResNet50H100::new()?;
    PrecomputeVersusOnDemand::builder()
        .items(10_000)
        .on_demand_time(profile.eager_fp16(1.0))
        .offline_rate(profile.int8_offline_rate)
        .latency_budget(milliseconds(100.0))
        .build()
}
