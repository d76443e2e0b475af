use super::RELIABILITY;
use mlsysim_core::registry::Systems::Reliability;
use mlsysim_core::{EvalError, InputError, Named, Time, preset, scenario};

/// The interval between failures of a job at each of several sizes, all built of the same
/// component.
#[scenario(
    family = RELIABILITY,
    assumption = "Failures are independent and exponentially distributed, so their rates add.",
    excludes = "Components other than the one swept (hosts, links, power).",
    derivation = "The minimum of N independent exponential lifetimes is exponential with N times the rate.",
    rule(!sizes.is_empty(), "`sizes` names at least one job size"),
    example = r#"
// From eight GPUs to 25,000
use mlsysim_fleet::reliability::gpu_failure_ladder;

let s = gpu_failure_ladder()?;
let intervals = s.intervals()?;
assert_eq!(intervals.len(), 7);
assert!((intervals.get("1000").unwrap().value / 3600.0 - 50.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FailureIntervalSweep {
    /// Mean time between failures of one component.
    #[input(positive, unit = HOUR)]
    pub component_mtbf: Time,
    /// Job sizes, in components.
    #[input(range = 1..)]
    pub sizes: Vec<u32>,

    /// The interval between failures at each size.
    #[property(
        sizes
            .iter()
            .map(|&n| Ok((n.to_string(), mtbf_cluster(component_mtbf, n)?)))
            .collect::<Result<Named<Time>, EvalError>>()?,
        unit = HOUR
    )]
    pub intervals: Named<Time>,
    /// Failures a day at each size.
    #[property(
        each!(n in intervals, days(1.0) / intervals[n])
    )]
    pub failures_per_day: Named<f64>,
}

/// GPU-only failures at the registry's per-GPU MTTF, from 8 to 25,000 GPUs (illustrative job
/// sizes).
#[preset(name = "GpuFailureLadder")]
pub fn gpu_failure_ladder() -> Result<FailureIntervalSweep, InputError> {
    FailureIntervalSweep::builder()
        .component_mtbf(Reliability::Gpu.mttf_hours)
        .sizes(vec![8, 64, 512, 1000, 4000, 10_000, 25_000])
        .build()
}
