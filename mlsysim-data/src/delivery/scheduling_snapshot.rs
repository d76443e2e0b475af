use super::DELIVERY;
use mlsysim_core::registry::ReferenceStats::FleetUtilizationSnapshot as snapshot;
use mlsysim_core::{InputError, preset, scenario};

/// One snapshot of a shared pool's capacity at the scheduling boundary: how much of it can
/// run a synchronous step.
///
/// Capacity assigned to jobs includes gangs still waiting for members; only complete
/// allocations can step, so scheduling goodput is the assigned share less the incomplete-gang
/// share. Complete allocations waiting for input pass this boundary: their loss is runtime
/// goodput's.
#[scenario(
    family = DELIVERY,
    assumption = "Shares are of the pool's in-service capacity at one instant.",
    rule(incomplete_gang_share <= assigned_share, "`incomplete_gang_share` is at most `assigned_share`"),
    rule(input_wait_share <= assigned_share - incomplete_gang_share, "`input_wait_share` is at most the complete allocations' share, `assigned_share` − `incomplete_gang_share`"),
    excludes = "How the shares move over time; a snapshot is not an average.",
    derivation = "ML productivity goodput charges each lost interval at the first boundary it fails (Wongpanich et al. 2025).",
    example = r#"
// Two thirds of the pool can step
use mlsysim_data::delivery::shared_pool_scheduling_snapshot;

let s = shared_pool_scheduling_snapshot()?;
assert!((s.scheduling_goodput()? - 0.65).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SchedulingSnapshot {
    /// Share of the pool assigned to jobs.
    #[input(range = 0.0..=1.0)]
    pub assigned_share: f64,
    /// Share held by gangs still waiting for members.
    #[input(range = 0.0..=1.0)]
    pub incomplete_gang_share: f64,
    /// Share in complete allocations waiting for input.
    #[input(range = 0.0..=1.0)]
    pub input_wait_share: f64,

    /// Scheduling goodput: the share in complete allocations.
    #[property(assigned_share - incomplete_gang_share)]
    pub scheduling_goodput: f64,
    /// The share lost at the scheduling boundary.
    #[property(1.0 - scheduling_goodput)]
    pub scheduling_loss: f64,
    /// The share assigned to nothing.
    #[property(1.0 - assigned_share)]
    pub unassigned_share: f64,
    /// The share executing steps.
    #[property(scheduling_goodput - input_wait_share)]
    pub executing_share: f64,
    /// The input-wait share as a share of held time (complete allocations).
    #[property(input_wait_share / scheduling_goodput)]
    pub input_wait_of_held: f64,
    /// Scheduling goodput if every device freed from a partial gang joined a complete one.
    #[property(scheduling_goodput + incomplete_gang_share)]
    pub partial_hold_ceiling: f64,
}

/// The reference fleet-utilization snapshot of a shared pool.
#[preset(name = "SharedPoolSchedulingSnapshot")]
pub fn shared_pool_scheduling_snapshot() -> Result<SchedulingSnapshot, InputError> {
    SchedulingSnapshot::builder()
        .assigned_share(snapshot::AssignedShare.value)
        .incomplete_gang_share(snapshot::IncompleteGangShare.value)
        .input_wait_share(snapshot::InputWaitShare.value)
        .build()
}
