use super::STORAGE;
use mlsysim_core::registry::ReferenceStats::StorageTrainingCorpus as corpus;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A batch delivered in `io_time` against `compute_time` of compute, run one after the other
/// or overlapped.
///
/// In sequence a step costs delivery plus compute. Overlapped, the loader fetches the next
/// batch while the accelerator computes, so a step costs the longer of the two. The stall is
/// the share of the step the accelerator spends not computing; speeding compute up alone can
/// never push throughput past the plateau that delivery sets.
#[scenario(
    family = STORAGE,
    assumption = "Delivery time per batch stays fixed as compute speeds up.",
    assumption = "Overlap is perfect: one batch in flight hides delivery entirely when it is the shorter stage.",
    excludes = "Variance of delivery time (see PrefetchDepth for tail reads).",
    derivation = "A pipeline of two stages runs at the pace of its slower stage; run in sequence, their times add.",
    example = r#"
// Delivery bounds an overlapped pipeline
use mlsysim_data::storage::overlapped_input_stall;

let s = overlapped_input_stall()?;
assert!((s.overlapped_stall()? - 0.2).abs() < 1e-12);
assert!((s.plateau()? - 1.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DataStall {
    /// Compute time of one batch.
    #[input(positive, unit = MILLISECOND)]
    pub compute_time: Time,
    /// Delivery time of one batch.
    #[input(positive, unit = MILLISECOND)]
    pub io_time: Time,

    /// A step with delivery and compute in sequence.
    #[property(io_time + compute_time, unit = MILLISECOND)]
    pub sequential_step: Time,
    /// Share of a sequential step spent waiting for data.
    #[property(io_time / sequential_step)]
    pub sequential_stall: f64,
    /// A step with delivery overlapped with compute.
    #[property(max(compute_time, io_time), unit = MILLISECOND)]
    pub overlapped_step: Time,
    /// Share of an overlapped step spent waiting for data.
    #[property((overlapped_step - compute_time) / overlapped_step)]
    pub overlapped_stall: f64,
    /// Overlapped throughput when compute runs `compute_speedup` times faster and delivery
    /// stays as it is, relative to today.
    #[method(
        max(compute_time, io_time) / max(compute_time / compute_speedup, io_time),
        samples(compute_speedup = [1.0, 2.0, 10.0]),
        args(compute_speedup(positive)),
    )]
    pub relative_throughput: fn(compute_speedup: f64) -> f64,
    /// The most any compute speedup can give: the limit of the relative throughput.
    #[property(max(compute_time, io_time) / io_time)]
    pub plateau: f64,
}

/// Storage that delivers each batch in 250 ms against the running example's 200 ms step.
#[preset(name = "OverlappedInputStall")]
pub fn overlapped_input_stall() -> Result<DataStall, InputError> {
    DataStall::builder()
        .compute_time(corpus::StepTime.value)
        .io_time(milliseconds(250.0))
        .build()
}

/// Python threads that hold the interpreter lock preparing each batch: 250 ms of host
/// preparation run in sequence with 12 ms of accelerator compute.
#[preset(name = "GilThreadedLoaderStall")]
pub fn gil_threaded_loader_stall() -> Result<DataStall, InputError> {
    DataStall::builder()
        .compute_time(milliseconds(12.0))
        .io_time(milliseconds(250.0))
        .build()
}
