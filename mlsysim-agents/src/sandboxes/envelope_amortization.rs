use super::SANDBOXES;
use crate::registry_figure;
use mlsysim_core::registry::Agents;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// Sequential calls of equal useful work, each in a fresh isolation envelope or all in one
/// envelope kept for the trajectory: what setup costs each way, its share of a fresh call, and
/// the work per call that holds that share under a cap.
///
/// A fresh envelope per call pays N·(T_setup + W); one kept for the trajectory pays
/// T_setup + N·W. Setup is T_setup/(T_setup + W) of a fresh call, so holding it to a share φ
/// needs W ≥ T_setup·(1 − φ)/φ of work per call.
#[scenario(
    family = SANDBOXES,
    assumption = "Calls run one after another; setup never overlaps work.",
    excludes = "What a kept envelope risks: state leaking from one call to the next.",
    example = r#"
// Short parser calls spend most of a fresh envelope's time on setup
use mlsysim_agents::sandboxes::parser_calls_envelope_setup;

let s = parser_calls_envelope_setup()?;
assert!(s.setup_share()? > 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EnvelopeAmortization {
    /// Sequential calls of the trajectory.
    #[input(range = 1..)]
    pub calls: u32,
    /// Time from preparing an envelope to its readiness for useful work.
    #[input(non_negative, unit = MILLISECOND)]
    pub setup: Time,
    /// Useful work of one call.
    #[input(non_negative, unit = MILLISECOND)]
    pub work_per_call: Time,
    /// The largest acceptable share of setup in a fresh call.
    #[input(positive, range = 0.0..=1.0)]
    pub overhead_cap: f64,

    /// Useful work of every call.
    #[property(calls * work_per_call, unit = MILLISECOND)]
    pub useful_work: Time,
    /// Setup paid when every call gets a fresh envelope.
    #[property(calls * setup, unit = MILLISECOND)]
    pub per_call_setup: Time,
    /// Time with a fresh envelope per call.
    #[property(per_call_setup + useful_work, unit = MILLISECOND)]
    pub per_call_total: Time,
    /// Time with one envelope kept for the trajectory.
    #[property(setup + useful_work, unit = MILLISECOND)]
    pub per_trajectory_total: Time,
    /// Setup time keeping the envelope saves.
    #[property(per_call_setup - setup, unit = MILLISECOND)]
    pub setup_saved: Time,
    /// How many times faster keeping the envelope is.
    #[property(per_call_total / per_trajectory_total)]
    pub reuse_speedup: f64,
    /// Setup's share of a fresh call.
    #[property(mlsysim_core::laws::setup_share(setup, work_per_call)?)]
    pub setup_share: f64,
    /// Useful work per call that holds setup to the cap.
    #[property(work_for_setup_cap(setup, overhead_cap)?, unit = MILLISECOND)]
    pub work_for_cap: Time,
}

/// A hundred parser calls of 3 ms each, with the SWE-bench coding harness's snapshot restore as
/// setup, fresh for every call or once for the trajectory; setup capped at 10% of a fresh call.
#[preset(name = "ParserCallsEnvelopeSetup")]
pub fn parser_calls_envelope_setup() -> Result<EnvelopeAmortization, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    EnvelopeAmortization::builder()
        .calls(100)
        .setup(registry_figure(
            "setup",
            harness.sandbox_snapshot_restore_latency,
            "sandbox_snapshot_restore_latency",
            harness.path,
        )?)
        .work_per_call(milliseconds(3.0))
        .overhead_cap(0.10)
        .build()
}
