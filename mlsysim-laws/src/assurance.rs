//! Assurance of a physical AI system: the hazard rate a runtime safety shield leaves, and the
//! chance that a run of independent, unchecked steps all go right. The zero-failure bounds and
//! the confidence of arguments are among the statistics laws.

use crate::law;
use crate::units::Frequency;

/// Hazardous events a shielded system lets through per hour: the proposer's hazard rate
/// `brain_hazard_rate` times the share the shield misses, 1 − `shield_coverage`, plus the
/// shield's own (hardware and common-cause) failure rate `shield_hw_failure_rate`:
/// p_sys = p_brain·(1 − c) + p_hw.
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_shielded_system_hazard_rate",
    unit = PER_HOUR,
    samples(brain_hazard_rate = ["1.387e-6 1/h", "1e-3 1/h"], shield_coverage = [0.9999, 0.0, 1.0], shield_hw_failure_rate = ["0 1/h", "1e-9 1/h"])
)]
pub fn shielded_system_hazard_rate(
    brain_hazard_rate: Frequency,
    shield_coverage: f64,
    shield_hw_failure_rate: Frequency,
) -> Frequency {
    require(
        brain_hazard_rate > per_second(0.0),
        "the proposer's hazard rate is positive",
    )?;
    require(
        (0.0..=1.0).contains(&shield_coverage),
        "the shield's coverage lies in [0, 1]",
    )?;
    require(
        shield_hw_failure_rate >= per_second(0.0),
        "the shield's own failure rate is at least zero",
    )?;
    brain_hazard_rate * (1.0 - shield_coverage) + shield_hw_failure_rate
}
