use super::HARNESS;
use crate::registry_figure;
use mlsysim_core::registry::Agents;
use mlsysim_core::units::hours;
use mlsysim_core::{Frequency, Information, InputError, Time, preset, scenario};

/// What waiting for a human's approval holds for a long-running workload and an urgent one:
/// for a repair agent, the workspaces its waiting trajectories keep; for an on-call remediation
/// agent, the time to mitigate.
///
/// Little's law gives the trajectories waiting for a decision, L = λ·W. Each repair trajectory
/// waiting keeps its workspace lease, so escrow binds on retained memory; fewer than one
/// remediation waits at a time, and its decision binds on the time to mitigate, diagnosis
/// plus decision plus applying and verifying the change.
#[scenario(
    family = HARNESS,
    assumption = "Means only: a stable system at steady rates.",
    excludes = "Bursts and batched reviews, which hold more for as long as they last.",
    derivation = "Little's law, L = λ·W, for the trajectories waiting on a decision.",
    example = r#"
// Twelve repair workspaces wait on review; the on-call decision is half the time to mitigate
use mlsysim_agents::harness::repair_remediation_approval_escrow;

let s = repair_remediation_approval_escrow()?;
assert!((s.held()? - 12.0).abs() < 1e-9);
assert!(s.approval_share()? == 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ApprovalEscrow {
    /// Review requests of the repair workload.
    #[input(non_negative, unit = PER_HOUR)]
    pub repair_rate: Frequency,
    /// Mean time to a review decision.
    #[input(non_negative, unit = HOUR)]
    pub repair_wait: Time,
    /// The workspace each waiting repair trajectory keeps.
    #[input(non_negative, unit = MIB)]
    pub lease: Information,
    /// Approval requests of the remediation workload.
    #[input(non_negative, unit = PER_HOUR)]
    pub remediation_rate: Frequency,
    /// Diagnosis before the proposal.
    #[input(non_negative, unit = MINUTE)]
    pub diagnosis: Time,
    /// Mean time to an on-call decision.
    #[input(non_negative, unit = MINUTE)]
    pub remediation_wait: Time,
    /// Applying and verifying the change after approval.
    #[input(non_negative, unit = MINUTE)]
    pub apply_verify: Time,

    /// Repair trajectories waiting for review.
    #[property(littles_law_occupancy(repair_rate, repair_wait)?)]
    pub held: f64,
    /// Workspace memory the waiting repair trajectories keep.
    #[property(held * lease, unit = GIB)]
    pub retained_memory: Information,
    /// Remediation trajectories waiting for a decision.
    #[property(littles_law_occupancy(remediation_rate, remediation_wait)?)]
    pub remediation_held: f64,
    /// Time from the incident to the verified change.
    #[property(diagnosis + remediation_wait + apply_verify, unit = MINUTE)]
    pub time_to_mitigate: Time,
    /// The decision's share of the time to mitigate.
    #[property(remediation_wait / time_to_mitigate)]
    pub approval_share: f64,
}

/// Repair review requests at 6 an hour with decisions in 2 h on average, each holding the
/// SWE-bench coding harness's workspace; remediation at the on-call profile's request rate,
/// diagnosis, decision and apply times.
#[preset(name = "RepairRemediationApprovalEscrow")]
pub fn repair_remediation_approval_escrow() -> Result<ApprovalEscrow, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    let on_call = &Agents::Remediation::OnCall;
    ApprovalEscrow::builder()
        .repair_rate(mlsysim_core::units::PER_HOUR.of(6.0))
        .repair_wait(hours(2.0))
        .lease(registry_figure(
            "lease",
            harness.sandbox_memory_footprint,
            "sandbox_memory_footprint",
            harness.path,
        )?)
        .remediation_rate(on_call.approval_request_rate)
        .diagnosis(on_call.diagnosis_time)
        .remediation_wait(on_call.approval_decision_time)
        .apply_verify(on_call.apply_verify_time)
        .build()
}
