use super::SUSTAINABILITY;
use mlsysim_core::{InputError, preset, scenario};

/// The development behind a reported run: how many final runs' worth of compute a sweep of
/// candidate runs consumes first.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "Every candidate costs the same share of the final run.",
    excludes = "Failed and restarted runs outside the sweep.",
    derivation = "The reference's DevelopmentSweepModel.",
)]
pub struct DevelopmentSweep {
    /// Candidate runs in the sweep.
    #[input(non_negative)]
    pub candidates: f64,
    /// Cost of one candidate as a share of the final run.
    #[input(non_negative)]
    pub relative_cost: f64,

    /// Final runs' worth of compute the sweep consumes.
    #[property(candidates * relative_cost)]
    pub final_run_equivalents: f64,
}

/// Fifty candidates, each at a tenth of the final run's scale.
#[preset(name = "CandidateSweep50")]
pub fn candidate_sweep_50() -> Result<DevelopmentSweep, InputError> {
    DevelopmentSweep::builder()
        .candidates(50.0)
        .relative_cost(0.1)
        .build()
}
