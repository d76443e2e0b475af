//! Privacy and leakage: the noise of the Laplace mechanism, the most a membership test can
//! learn from a pure differentially private release, and the bits a choice among levels
//! carries.

use crate::law;

/// The scale b of the Laplace noise that makes a query `epsilon`-differentially private when
/// one protected record can move it by at most `sensitivity`: b = Δ/ε. One draw's expected
/// absolute error is b. The sensitivity is in the query's own unit.
#[law(
    reference = "mlsysim.physics.privacy.calc_laplace_scale",
    samples(sensitivity = [1.0, 200000.0], epsilon = [0.1, 1.0, 8.0])
)]
pub fn laplace_scale(sensitivity: f64, epsilon: f64) -> f64 {
    {
        require(epsilon > 0.0, "epsilon is positive")?;
        sensitivity / epsilon
    }
}

/// The highest true-positive rate a membership test can reach at false-positive rate `fpr`
/// against a pure `epsilon`-DP release (δ = 0): min(e^ε · FPR, 1 − e^−ε (1 − FPR)), the DP
/// inequality applied to the test's verdict and to its complement.
#[law(
    reference = "mlsysim.physics.privacy.calc_membership_tpr_ceiling",
    samples(fpr = [0.0, 0.01, 0.3, 0.9], epsilon = [0.5, 1.0, 4.0])
)]
pub fn membership_tpr_ceiling(fpr: f64, epsilon: f64) -> f64 {
    min(exp(epsilon)? * fpr, 1.0 - exp(-epsilon)? * (1.0 - fpr))
}

/// Bits carried by one choice among `levels` equally likely values: log₂(levels).
#[law(
    reference = "mlsysim.physics.privacy.calc_level_bits",
    samples(levels = [2.0, 101.0, 10000.0])
)]
pub fn level_bits(levels: f64) -> f64 {
    {
        require(levels > 0.0, "the levels are a positive count")?;
        levels.log2()
    }
}
