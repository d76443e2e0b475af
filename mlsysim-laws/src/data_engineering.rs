//! Evidence from data: how much zero-event exposure bounds a rate of rare events.

use crate::law;
use crate::units::{Frequency, Time};

/// Exposure with no event observed that bounds an event rate at `target_rate` with one-sided
/// `confidence`: −ln(1 − C) ÷ rate (about 3 ÷ rate at 95%, the rule of three). Events are
/// taken to arrive as a Poisson process, so seeing none over T has chance exp(−rate × T).
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_empirical_testing_exposure",
    unit = HOUR,
    samples(target_rate = ["0.001 1/h", "1e-6 1/h"], confidence = [0.95, 0.99])
)]
pub fn empirical_testing_exposure(target_rate: Frequency, confidence: f64) -> Time {
    {
        require(
            confidence > 0.0 && confidence < 1.0,
            "the confidence lies strictly between 0 and 1",
        )?;
        require(
            target_rate > per_second(0.0),
            "the target rate is above zero",
        )?;
        // −ln(1 − C) as −ln_1p(−C), so that a small confidence keeps its digits.
        -(-confidence).ln_1p() / target_rate
    }
}
