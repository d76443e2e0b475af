//! Fairness gates: how a disparity passed at launch grows over retraining cycles, when it
//! crosses a release gate, and how many draws per group pin the gap between two groups.

use crate::law;

/// The disparity after `cycles` retraining cycles when each cycle multiplies it by `factor`:
/// gap(k) = gap(0) × factorᵏ. Above one the gap grows; below one it fades.
#[law(
    reference = "mlsysim.physics.fairness.calc_feedback_disparity",
    samples(launch_gap = [3.0, 25.0], factor = [1.1, 0.9], cycles = [0, 4, 6])
)]
pub fn feedback_disparity(launch_gap: f64, factor: f64, cycles: f64) -> f64 {
    launch_gap * powf(factor, cycles)?
}

/// The cycle count, not rounded, at which a gap multiplied by `factor` each cycle first equals
/// `gate`: k = ln(gate / gap(0)) / ln(factor). The gate first fails at the next whole cycle.
/// Only a growing gap (factor above one) that starts inside the gate (0 < gap(0) < gate)
/// crosses it.
#[law(
    reference = "mlsysim.physics.fairness.calc_cycles_to_gate",
    samples(launch_gap = [3.0, 1.0], factor = [1.1, 2.0], gate = [5.0, 10.0])
)]
pub fn cycles_to_gate(launch_gap: f64, factor: f64, gate: f64) -> f64 {
    {
        require(
            factor > 1.0 && launch_gap > 0.0 && launch_gap < gate,
            "a gap crosses its gate only when it grows (factor above 1) from inside it (0 < launch gap < gate)",
        )?;
        ln(gate / launch_gap)? / ln(factor)?
    }
}

/// Draws per group, two equal groups at `rate`, for the gap between their rates to have the
/// normal-approximation half-width `half_width`: the gap's variance is both groups' variances
/// summed, so n = ceil(2 z² p(1 − p) / h²), twice what one rate needs.
#[law(
    reference = "mlsysim.physics.fairness.calc_gap_samples_per_group",
    samples(rate = [0.5, 0.1], half_width = [0.035, 0.01], z_critical = [1.959963984540054, 2.5758293035489004])
)]
pub fn gap_samples_per_group(rate: f64, half_width: f64, z_critical: f64) -> i64 {
    {
        require((0.0..=1.0).contains(&rate), "a rate lies in [0, 1]")?;
        ceil(2.0 * (z_critical * z_critical) * rate * (1.0 - rate) / (half_width * half_width))?
    }
}
