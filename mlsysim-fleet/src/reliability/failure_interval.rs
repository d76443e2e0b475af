use super::RELIABILITY;
use mlsysim_core::registry::Systems::{Clusters, Reliability};
use mlsysim_core::units::days;
use mlsysim_core::{InputError, Time, preset, scenario};

/// How often some component fails among many identical ones, and how many failures a run of a
/// given length meets.
///
/// Each of `n_components` fails on average once per `component_mtbf`; the first of them fails
/// `n_components` times sooner, and a run meets its length divided by that interval of
/// failures.
#[scenario(
    family = RELIABILITY,
    equation = "interval = MTBF / N; expected failures = run ÷ interval; a day's failures = expected ÷ run in days",
    assumption = "Failures are independent and exponentially distributed, so their rates add.",
    excludes = "Correlated failures, infant mortality and wear-out (the bathtub curve's ends).",
    derivation = "The minimum of N independent exponential lifetimes is exponential with N times the rate.",
    example = r#"
// Ten thousand GPUs fail about every five hours
use mlsysim_fleet::reliability::gpu_failures_training_10k;

let s = gpu_failures_training_10k()?;
assert!((s.interval()?.value / 3600.0 - 5.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FailureInterval {
    /// Mean time between failures of one component.
    #[input(positive, unit = HOUR)]
    pub component_mtbf: Time,
    /// Identical components the job depends on.
    #[input(range = 1..)]
    pub n_components: u32,
    /// Length of the run.
    #[input(positive, unit = DAY)]
    pub run_duration: Time,

    /// Mean time between failures of any one of the components.
    #[property(mtbf_cluster(component_mtbf, n_components)?, unit = HOUR)]
    pub interval: Time,
    /// Failures expected over the run.
    #[property(run_duration / interval)]
    pub expected_failures: f64,
    /// Failures expected a day.
    #[property(expected_failures / (run_duration / days(1.0)))]
    pub failures_per_day: f64,
}

/// Every GPU of the 10,000-GPU reference cluster at the registry's per-GPU MTTF, over a
/// two-week run.
#[preset(name = "GpuFailuresTraining10K")]
pub fn gpu_failures_training_10k() -> Result<FailureInterval, InputError> {
    FailureInterval::builder()
        .component_mtbf(Reliability::Gpu.mttf_hours)
        .n_components(Clusters::Training_10K.total_accelerators())
        .run_duration(days(14.0))
        .build()
}

/// Every GPU of the 1,024-GPU reference cluster, over a two-week run.
#[preset(name = "GpuFailuresTraining1K")]
pub fn gpu_failures_training_1k() -> Result<FailureInterval, InputError> {
    gpu_failures_training_10k()?
        .variant()
        .n_components(Clusters::Training_1K.total_accelerators())
        .build()
}

/// The 128 nodes of the 1,024-GPU reference cluster at the registry's composite DGX node MTTF
/// (GPUs, host, power and links together), over a two-week run.
#[preset(name = "NodeFailuresTraining1K")]
pub fn node_failures_training_1k() -> Result<FailureInterval, InputError> {
    FailureInterval::builder()
        .component_mtbf(Reliability::DgxNodeComposite.mttf_hours)
        .n_components(Clusters::Training_1K.count)
        .run_duration(days(14.0))
        .build()
}
