use super::RLVR;
use mlsysim_core::units::seconds;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Verification workers for a steady stream of completed trajectories, each verified by
/// repeated trials: the busy workers and the pool that holds them at a target utilization.
///
/// By Little's law the busy workers are the arrival rate times each trajectory's service time;
/// the pool is that demand over the target utilization, rounded up.
#[scenario(
    family = RLVR,
    assumption = "Arrivals are stationary and every trial runs (none stops early on a failure).",
    excludes = "Queueing delay: the pool is sized for throughput, not for latency.",
    example = r#"
// 512 trajectories every 16 s, three 8 s trials each: 768 busy workers, 960 at 80 percent
use mlsysim_training::rlvr::repair_verifier_pool;

let s = repair_verifier_pool()?;
assert_eq!(s.slots()?, 960);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct VerifierPool {
    /// Trajectories completed each interval.
    #[input(range = 0..)]
    pub trajectories: i64,
    /// The interval they complete in.
    #[input(positive, unit = SECOND)]
    pub interval: Time,
    /// Verification trials of one trajectory.
    #[input(range = 0..)]
    pub trials: i64,
    /// Time of one trial.
    #[input(non_negative, unit = SECOND)]
    pub trial_time: Time,
    /// Utilization the pool is sized for.
    #[input(range = 0.0..=1.0)]
    pub target_utilization: f64,

    /// Trajectories arriving a second.
    #[property(trajectories / interval, unit = PER_SECOND)]
    pub arrival_rate: Frequency,
    /// Workers busy if each trajectory took one trial.
    #[property(littles_law_occupancy(arrival_rate, trial_time)?)]
    pub one_trial_busy: f64,
    /// Workers busy with every trial.
    #[property(littles_law_occupancy(arrival_rate, trials * trial_time)?)]
    pub busy: f64,
    /// Workers the pool needs at the target utilization.
    #[property(ceil(busy / target_utilization)?)]
    pub slots: i64,
    /// The pool's utilization.
    #[property(busy / slots)]
    pub utilization: f64,
}

/// 512 completed trajectories every 16 s, three 8 s verification trials each, for an
/// illustrative 80 percent utilization target.
#[preset(name = "RepairVerifierPool")]
pub fn repair_verifier_pool() -> Result<VerifierPool, InputError> {
    VerifierPool::builder()
        .trajectories(512)
        .interval(seconds(16.0))
        .trials(3)
        .trial_time(seconds(8.0))
        .target_utilization(0.8)
        .build()
}
