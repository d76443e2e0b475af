//! Queues: Little's law, one server (M/M/1), and the Poisson tail a standby pool is sized
//! against.

use crate::law;
use crate::units::{Frequency, Time};

/// Mean requests inside a stable system: the arrival rate times the mean time each spends
/// inside (Little's law; it needs stability, not a distribution).
#[law(
    reference = "mlsysim.physics.serving.calc_littles_law_occupancy",
    samples(arrival_rate = ["100 1/s", "2000 1/s"], time_in_system = ["50 ms", "2 s"])
)]
pub fn littles_law_occupancy(arrival_rate: Frequency, time_in_system: Time) -> f64 {
    arrival_rate * time_in_system
}

/// The rate a system of `occupied` slots sustains when each is held for `residence` (Little's
/// law solved for the rate).
#[law(
    reference = "mlsysim.physics.serving.calc_littles_law_rate",
    samples(occupied = [64.0, 8.0], residence = ["2 s", "250 ms"])
)]
pub fn littles_law_rate(occupied: f64, residence: Time) -> Frequency {
    occupied / residence
}

/// Mean time in an M/M/1 server, waiting plus service: the service time over the idle share.
/// It grows without bound as the utilization nears 1 (the queueing knee).
#[law(
    reference = "mlsysim.physics.serving.calc_mm1_time_in_system",
    samples(service_time = ["10 ms"], utilization = [0.0, 0.5, 0.9])
)]
pub fn mm1_time_in_system(service_time: Time, utilization: f64) -> Time {
    {
        require(
            (0.0..1.0).contains(&utilization),
            "the utilization must lie in [0, 1): at 1 or more the queue grows without bound",
        )?;
        service_time / (1.0 - utilization)
    }
}

/// The chance that at least `at_least` events fall in an interval whose expected count is
/// `mean`: 1 minus the Poisson probabilities of 0 to `at_least − 1` events, summed as the
/// reference sums them.
#[law(
    reference = "mlsysim.physics.statistics.calc_poisson_tail",
    samples(mean = [0.5, 4.0], at_least = [0, 1, 3, 8])
)]
pub fn poisson_tail(mean: f64, at_least: i64) -> f64 {
    {
        require(mean >= 0.0, "a Poisson mean is at least 0")?;
        require(
            at_least <= 1000,
            "the tail is summed term by term; at most 1000 terms",
        )?;
        if at_least <= 0 {
            1.0
        } else {
            1.0 - sum((0..at_least).map(|k| poisson_term(mean, k)))?
        }
    }
}

/// The smallest reserve whose Poisson tail is below `target`: standby capacity that misses a
/// request with less than that probability.
#[law(
    reference = "mlsysim.physics.statistics.calc_poisson_reserve",
    samples(mean = [0.5, 4.0], target = [0.01, 0.001])
)]
pub fn poisson_reserve(mean: f64, target: f64) -> i64 {
    {
        require(
            target > 0.0 && target <= 1.0,
            "the target is a probability in (0, 1]",
        )?;
        let mut reserve = 0i64;
        while poisson_tail(mean, reserve)? >= target {
            reserve += 1;
        }
        reserve
    }
}

/// The mean wait in an M/G/1 queue as a multiple of the mean service time (the
/// Pollaczek-Khinchine formula): ρ/(1 − ρ) × (1 + C²)/2, a load factor that grows without
/// bound as the utilization ρ nears 1, times a variability factor set by the coefficient of
/// variation C of the service time (1 for exponential service). The reference returns
/// infinity at ρ ≥ 1; here that is an error.
#[law(
    reference = "mlsysim.physics.serving.calc_mg1_wait_ratio",
    samples(utilization = [0.0, 0.5, 0.8, 0.95], service_cv = [0.0, 1.0, 2.0])
)]
pub fn mg1_wait_ratio(utilization: f64, service_cv: f64) -> f64 {
    {
        require(
            (0.0..1.0).contains(&utilization),
            "the utilization lies in [0, 1): at 1 or more the queue grows without bound",
        )?;
        require(
            service_cv >= 0.0,
            "the coefficient of variation is at least 0",
        )?;
        utilization / (1.0 - utilization) * (1.0 + service_cv * service_cv) / 2.0
    }
}
