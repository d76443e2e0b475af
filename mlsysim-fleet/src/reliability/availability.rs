use super::RELIABILITY;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A job that needs every one of its components up at once, and a service that stays up while
/// any one of its replicas is.
///
/// Each component is up a share `availability` of the time, independently of the others. In
/// series (a synchronous job, a request that waits for every leaf) the chance that all are up
/// is that share to the power of the count; in parallel (replicas behind a balancer) the chance
/// that at least one is up is one minus the chance that all are down.
#[scenario(
    family = RELIABILITY,
    equation = "all up = aᴺ; any up = 1 − (1 − a)ᵏ; downtime in T = (1 − availability) × T",
    assumption = "Components fail and recover independently of one another.",
    assumption = "A year of downtime is counted over 365 days.",
    excludes = "Correlated failures (a shared power feed, a bad software push) and the time to fail over between replicas.",
    derivation = "Independent events multiply: the product of N availabilities for all of them, the product of k unavailabilities for none of the replicas.",
    example = r#"
// Ten thousand nodes at three nines are rarely all up
use mlsysim_fleet::reliability::node_availability_10k;

let s = node_availability_10k()?;
assert!(s.all_up()? < 5e-5);
assert!((s.downtime_per_year()?.value - 31_536.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct Availability {
    /// Share of the time one component is up.
    #[input(range = 0.0..=1.0)]
    pub availability: f64,
    /// Components the job needs up at once.
    #[input(range = 1..)]
    pub n_components: u32,
    /// Independent replicas of the service, any one of which keeps it up.
    #[input(default = 1, range = 1..)]
    pub replicas: u32,

    /// The chance that all `n_components` are up at once.
    #[property(all_up_availability(availability, n_components)?)]
    pub all_up: f64,
    /// Expected time one component is down in a 365-day year.
    #[property(downtime(days(365.0))?, unit = MINUTE)]
    pub downtime_per_year: Time,
    /// The chance that at least one of the `replicas` is up.
    #[property(availability_stacked(availability, replicas)?)]
    pub any_up: f64,
    /// Expected time all the replicas are down at once in a 365-day year.
    #[property(expected_downtime(any_up, days(365.0))?, unit = MINUTE)]
    pub replicated_downtime_per_year: Time,
    /// The availability each component needs for all of them to be up a share `all_up_target`
    /// of the time: the Nth root of the target.
    #[method(
        powf(all_up_target, 1.0 / n_components)?,
        samples(all_up_target = [0.99, 0.9]),
        args(all_up_target(range = 0.0..=1.0))
    )]
    pub required_availability: fn(all_up_target: f64) -> f64,
    /// Expected time one component is down in `interval`.
    #[method(
        expected_downtime(availability, interval)?,
        unit = MINUTE,
        samples(interval = ["30 d", "365 d"]),
        args(interval(non_negative))
    )]
    pub downtime: fn(interval: Time) -> Time,
}

/// 1,000 nodes, each up 99.9% of the time, failing independently (illustrative).
#[preset(name = "NodeAvailability1K")]
pub fn node_availability_1k() -> Result<Availability, InputError> {
    Availability::builder()
        .availability(0.999)
        .n_components(1000)
        .build()
}

/// The same nodes, ten thousand of them.
#[preset(name = "NodeAvailability10K")]
pub fn node_availability_10k() -> Result<Availability, InputError> {
    node_availability_1k()?
        .variant()
        .n_components(10_000)
        .build()
}

/// Ten thousand nodes at four nines.
#[preset(name = "FourNinesAvailability10K")]
pub fn four_nines_availability_10k() -> Result<Availability, InputError> {
    node_availability_1k()?
        .variant()
        .availability(0.9999)
        .n_components(10_000)
        .build()
}

/// Every GPU of the 10,000-GPU reference cluster at four nines (illustrative per-GPU
/// availability); a synchronous job needs all of them up.
#[preset(name = "GpuAvailability10K")]
pub fn gpu_availability_10k() -> Result<Availability, InputError> {
    four_nines_availability_10k()?
        .variant()
        .n_components(Clusters::Training_10K.total_accelerators())
        .build()
}

/// A training step that reads from 100 storage servers, each slow 1% of the time; `all_up` is
/// the chance that none of them is slow.
#[preset(name = "StorageTailFanout100")]
pub fn storage_tail_fanout_100() -> Result<Availability, InputError> {
    Availability::builder()
        .availability(0.99)
        .n_components(100)
        .build()
}

/// A synchronous step on 1,000 workers, each late 1% of the time: the step is on time only when
/// every worker is.
#[preset(name = "StragglerFreeStep1K")]
pub fn straggler_free_step_1k() -> Result<Availability, InputError> {
    Availability::builder()
        .availability(0.99)
        .n_components(1000)
        .build()
}

/// One serving replica, up 99% of the time.
#[preset(name = "ServingReplica99")]
pub fn serving_replica_99() -> Result<Availability, InputError> {
    Availability::builder()
        .availability(0.99)
        .n_components(1)
        .replicas(1)
        .build()
}

/// Two independent serving replicas at 99%.
#[preset(name = "ServingReplicas99x2")]
pub fn serving_replicas_99x2() -> Result<Availability, InputError> {
    serving_replica_99()?.variant().replicas(2).build()
}

/// Three independent serving replicas at 99%.
#[preset(name = "ServingReplicas99x3")]
pub fn serving_replicas_99x3() -> Result<Availability, InputError> {
    serving_replica_99()?.variant().replicas(3).build()
}

/// A request that waits for 100 independent leaves, each fast 99% of the time (its own p99);
/// one minus `all_up` is the share of slow requests.
#[preset(name = "ServingFanout100Leaves")]
pub fn serving_fanout_100_leaves() -> Result<Availability, InputError> {
    Availability::builder()
        .availability(0.99)
        .n_components(100)
        .build()
}
