use super::EXPANSION;
use mlsysim_core::registry::Systems;
use mlsysim_core::{InputError, Time, preset, scenario};
use mlsysim_fleet::reliability::{CheckpointInterval, gpt3_checkpoint_interval_10k};

/// A synchronous job grown from one device count to `factor` times as many on the same
/// checkpoint tier: how much more of its time checkpoints and rework take, and the step speedup
/// the larger job needs to finish sooner, and to use fewer accelerator-hours.
///
/// The held checkpoint scenario gives the write path; at each size its MTBF becomes the GPU-only
/// interval `component_mtbf` ÷ N, and the overhead is the checkpoint-and-rework waste at Young's
/// interval. For fixed work the run time is the step time over the share of time retained (one
/// less the overhead), so the larger job shortens the run only when its step speedup exceeds
/// `breakeven_speedup`. The reference's `at(n)`, a copy of the checkpoint scenario at n devices'
/// interval, is read here through its figures: `mtbf`, `interval` and `overhead` at each size.
#[scenario(
    family = EXPANSION,
    assumption = "Only the GPUs fail, independently and at one rate: the interval falls as 1/N.",
    assumption = "The checkpoint's write time is the same at both sizes (the same tier, the same state).",
    assumption = "The expanded count is N × factor rounded half to even, as the reference's `round` does.",
    rule(round_half_even(n_devices * factor).is_ok_and(|n| n >= 1), "`n_devices` × `factor` rounds to at least one device"),
    excludes = "Restart time after a failure (see RecoveryBudget), and parts other than the GPUs.",
    derivation = "Young (1974) for the interval and its waste; fixed work over the retained share of time for the break-even speedup.",
    example = r#"
// Doubling a 1,024-GPU job needs a step speedup above 1.007
use mlsysim_cluster::expansion::gpt3_cluster_doubling_1k;

let s = gpt3_cluster_doubling_1k()?;
assert_eq!(s.expanded_devices()?, 2048);
assert!((s.overhead_growth()? - 2f64.sqrt()).abs() < 1e-12);
assert!((s.breakeven_speedup()? - 1.0070829390049778).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ClusterExpansion {
    /// The checkpoint scenario whose write path both sizes share; its MTBF is replaced at each
    /// size.
    pub checkpoint: CheckpointInterval,
    /// Mean life of one GPU.
    #[input(positive, unit = HOUR)]
    pub component_mtbf: Time,
    /// Devices of the job before it grows.
    #[input(range = 1..)]
    pub n_devices: u32,
    /// How many times the devices the job grows to.
    #[input(positive)]
    pub factor: f64,

    /// Devices of the grown job.
    #[property(round_half_even(n_devices * factor)?)]
    pub expanded_devices: i64,
    /// GPU-only MTBF of the job before it grows.
    #[property(mtbf_cluster(component_mtbf, n_devices)?, unit = HOUR)]
    pub mtbf: Time,
    /// GPU-only MTBF of the grown job.
    #[property(mtbf_cluster(component_mtbf, expanded_devices)?, unit = HOUR)]
    pub expanded_mtbf: Time,
    /// Young's interval before the job grows.
    #[property(young_daly_interval(checkpoint.t_write()?, mtbf)?, unit = SECOND)]
    pub interval: Time,
    /// Young's interval of the grown job.
    #[property(young_daly_interval(checkpoint.t_write()?, expanded_mtbf)?, unit = SECOND)]
    pub expanded_interval: Time,
    /// Share of time checkpoints and rework take before the job grows.
    #[property(checkpoint_waste(checkpoint.t_write()?, interval, mtbf)?)]
    pub overhead: f64,
    /// Share of time checkpoints and rework take in the grown job.
    #[property(checkpoint_waste(checkpoint.t_write()?, expanded_interval, expanded_mtbf)?)]
    pub expanded_overhead: f64,
    /// How many times the overhead grows.
    #[property(expanded_overhead / overhead)]
    pub overhead_growth: f64,
    /// Share of time left for training before the job grows.
    #[property(1.0 - overhead)]
    pub retained: f64,
    /// Share of time left for training in the grown job.
    #[property(1.0 - expanded_overhead)]
    pub expanded_retained: f64,
    /// Step speedup at which the grown job finishes the fixed work in the same time.
    #[property(retained / expanded_retained)]
    pub breakeven_speedup: f64,
    /// Step speedup above which the grown job also uses fewer accelerator-hours.
    #[property(factor * breakeven_speedup)]
    pub superlinear_threshold: f64,
    /// Change of the run's wall-clock time at a measured `step_speedup` (negative is sooner).
    #[method(
        breakeven_speedup / step_speedup - 1.0,
        args(step_speedup(positive)),
        samples(step_speedup = [1.0, 1.8, 2.0, 2.2])
    )]
    pub run_time_change: fn(step_speedup: f64) -> f64,
    /// Change of the accelerator-hours (devices × run time) at a measured `step_speedup`.
    #[method(
        superlinear_threshold / step_speedup - 1.0,
        args(step_speedup(positive)),
        samples(step_speedup = [1.0, 1.8, 2.0, 2.2])
    )]
    pub accelerator_hours_change: fn(step_speedup: f64) -> f64,
}

/// GPT-3's 175B job doubled from the 1,024 GPUs of the training cluster to 2,048 on the same
/// checkpoint tier: the 14-byte-per-parameter checkpoint at the per-job write bandwidth
/// (the fleet family's `Gpt3CheckpointInterval10K`, its write path only), priced by Young's
/// checkpoint-and-rework overhead against the GPU-only interval at each size.
#[preset(name = "Gpt3ClusterDoubling1K")]
pub fn gpt3_cluster_doubling_1k() -> Result<ClusterExpansion, InputError> {
    let fleet = &Systems::Clusters::Training_1K;
    ClusterExpansion::builder()
        .checkpoint(gpt3_checkpoint_interval_10k()?)
        .component_mtbf(Systems::Reliability::Gpu.mttf_hours)
        .n_devices(fleet.node.accelerators_per_node * fleet.count)
        .factor(2.0)
        .build()
}
