//! Reliability of a fleet: how often some part of it fails, how checkpoints trade writes against
//! rework, how availability composes in series and in parallel, and how long a probe takes to
//! notice a crash.

use crate::law;
use crate::units::{Frequency, Time};

/// The interval between failures of `n_components` identical parts that fail independently,
/// each once per `component_mtbf` on average: MTBF / N (the first of N exponential lifetimes
/// ends N times sooner).
#[law(
    reference = "mlsysim.physics.reliability.calc_mtbf_cluster",
    unit = HOUR,
    samples(component_mtbf = ["50000 h", "2000000 h"], n_components = [1, 1024, 25000])
)]
pub fn mtbf_cluster(component_mtbf: Time, n_components: i64) -> Time {
    {
        require(n_components >= 1, "a cluster has at least one component")?;
        component_mtbf / n_components
    }
}

/// The checkpoint interval that wastes the least time, to first order (Young 1974):
/// √(2 δ M) for a write of `write_time` δ against failures every `mtbf` M. It assumes δ is
/// small beside M.
#[law(
    reference = "mlsysim.physics.reliability.calc_young_daly_interval",
    unit = MINUTE,
    samples(write_time = ["2 s", "5 min"], mtbf = ["10 min", "5 h", "2000 h"])
)]
pub fn young_daly_interval(write_time: Time, mtbf: Time) -> Time {
    {
        require(
            write_time > seconds(0.0) && mtbf > seconds(0.0),
            "the write time and the MTBF are positive",
        )?;
        sqrt_time(2.0 * write_time * mtbf)?
    }
}

/// The share of wall time lost when checkpointing every `interval`: a write of `write_time`
/// per interval, plus half an interval of work redone after each failure (one per `mtbf`):
/// δ/τ + τ/(2M). At the Young interval the two terms are equal.
#[law(
    reference = "mlsysim.physics.reliability.calc_checkpoint_waste",
    samples(write_time = ["5 min"], interval = ["30 min", "4 h"], mtbf = ["10 h", "200 h"])
)]
pub fn checkpoint_waste(write_time: Time, interval: Time, mtbf: Time) -> f64 {
    {
        require(
            interval > seconds(0.0) && mtbf > seconds(0.0),
            "the interval and the MTBF are positive",
        )?;
        write_time / interval + interval / (2.0 * mtbf)
    }
}

/// The chance that all of `n_components` independent parts are up at once, each up a share
/// `availability` of the time: aᴺ. A synchronous job that needs every part sees this.
#[law(
    reference = "mlsysim.physics.reliability.calc_all_up_availability",
    samples(availability = [0.999, 0.9999], n_components = [1, 1000, 10000])
)]
pub fn all_up_availability(availability: f64, n_components: i64) -> f64 {
    {
        require(n_components >= 1, "a job needs at least one component")?;
        powf(availability, n_components as f64)?
    }
}

/// The chance that at least one of `replicas` independent copies is up, each up a share
/// `availability` of the time: 1 − (1 − a)ᵏ.
#[law(
    reference = "mlsysim.physics.reliability.calc_availability_stacked",
    samples(availability = [0.99, 0.9], replicas = [1, 2, 3])
)]
pub fn availability_stacked(availability: f64, replicas: i64) -> f64 {
    1.0 - powf(1.0 - availability, replicas as f64)?
}

/// The expected time down within `interval` at a steady-state `availability`: (1 − a) × T.
#[law(
    reference = "mlsysim.physics.reliability.calc_downtime",
    unit = MINUTE,
    samples(availability = [0.999, 0.9999], interval = ["365 day", "30 day"])
)]
pub fn expected_downtime(availability: f64, interval: Time) -> Time {
    (1.0 - availability) * interval
}

/// The chance that at least one of `n_devices` meets an event in one step of `step_time`, each
/// meeting events at `rate` per device-hour: 1 − (1 − r·1 h)^(N·step/1 h), the step exposing
/// N × step device-hours.
#[law(
    reference = "mlsysim.physics.reliability.calc_step_event_probability",
    samples(rate = ["0.000001 1/h", "0.0001 1/h"], n_devices = [10000, 100000], step_time = ["2 s", "1 min"])
)]
pub fn step_event_probability(rate: Frequency, n_devices: i64, step_time: Time) -> f64 {
    {
        let per_device_hour = (rate * hours(1.0)).value;
        require(
            (0.0..=1.0).contains(&per_device_hour),
            "the event rate is a probability per device-hour, from 0 to 1",
        )?;
        let exposure = n_devices * (step_time / hours(1.0));
        1.0 - powf(1.0 - per_device_hour, exposure)?
    }
}

/// The earliest and the latest time from a crash to a replica's removal by a probe every
/// `interval` that fails after `timeout` and removes after `failure_threshold` misses in a
/// row: (k − 1) × interval + timeout, and one interval more for a crash just after a probe.
#[law(
    reference = "mlsysim.physics.reliability.calc_probe_detection_window",
    unit = SECOND,
    samples(interval = ["5 s", "10 s"], timeout = ["1 s", "2 s"], failure_threshold = [1, 3])
)]
pub fn probe_detection_window(interval: Time, timeout: Time, failure_threshold: i64) -> Vec<Time> {
    {
        require(
            failure_threshold >= 1,
            "a probe removes after at least one miss",
        )?;
        let earliest = (failure_threshold - 1) * interval + timeout;
        vec![earliest, earliest + interval]
    }
}

/// The chance that at least one of `attempts` independent tries succeeds, each with
/// probability `probability`: 1 − (1 − p)ᵏ. Read as false alarms, the chance that k tests of a
/// process with nothing to find raise at least one.
#[law(
    reference = "mlsysim.physics.agents.calc_independent_success",
    samples(probability = [0.05, 0.003], attempts = [1, 20, 288])
)]
pub fn independent_success(probability: f64, attempts: i64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&probability),
            "the probability of one try lies in [0, 1]",
        )?;
        require(attempts >= 0, "the tries are a count of at least 0")?;
        1.0 - powf(1.0 - probability, attempts as f64)?
    }
}
