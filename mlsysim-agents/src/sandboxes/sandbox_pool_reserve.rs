use super::SANDBOXES;
use crate::registry_figure;
use mlsysim_core::registry::Agents;
use mlsysim_core::units::{MB, per_second, seconds};
use mlsysim_core::{Frequency, Information, InputError, Time, preset, scenario};

/// A warm pool of sandboxes under steady arrivals: the leases active at once, the standby
/// reserve that keeps a request from finding the pool empty, and the memory each way of
/// keeping it.
///
/// Active leases follow Little's law, λ·T_hold. Each lease taken is replaced by restoring an
/// instance from its snapshot, so with s standby instances a request misses when at least s
/// earlier replacements are still restoring: P(N ≥ s) for N Poisson with mean λ·T_restore.
/// Memory is a private guest image per lease, or under copy-on-write one shared image plus the
/// pages each lease dirties and the state of each standby instance. A cold boot many times
/// slower than a restore needs a far larger reserve.
#[scenario(
    family = SANDBOXES,
    assumption = "Arrivals are Poisson at a steady rate and every restore takes the same time.",
    excludes = "Contention among restores on one host, and queueing inside it.",
    derivation = "Little's law for the active leases; the Poisson tail for the replacements still restoring.",
    example = r#"
// A handful of standby instances hold the miss rate under 0.1%
use mlsysim_agents::sandboxes::coding_sandbox_pool_two_per_second;

let s = coding_sandbox_pool_two_per_second()?;
assert!(s.reserve()? <= 3);
assert!(s.reserve_miss()? < 1e-3);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SandboxPoolReserve {
    /// Trajectories that arrive a second.
    #[input(positive, unit = PER_SECOND)]
    pub arrival_rate: Frequency,
    /// How long a lease is held: the whole trajectory.
    #[input(non_negative, unit = SECOND)]
    pub hold: Time,
    /// Time to restore one clean instance from its snapshot.
    #[input(non_negative, unit = MILLISECOND)]
    pub restore: Time,
    /// A full private guest image.
    #[input(non_negative, unit = MIB)]
    pub guest_memory: Information,
    /// Private pages written per active lease.
    #[input(non_negative, unit = MB)]
    pub dirty: Information,
    /// Private state per standby instance.
    #[input(non_negative, unit = MB)]
    pub standby: Information,
    /// The chance of finding the pool empty that the reserve must stay below.
    #[input(positive, range = 0.0..=1.0)]
    pub target_miss: f64,
    /// A reserve to evaluate before the smallest one that meets the target.
    #[input(default = 1, range = 0..=1000)]
    pub initial_reserve: u32,
    /// How many times slower than a restore a cold boot is.
    #[input(default = 10.0, positive)]
    pub slow_factor: f64,

    /// Leases active at once, on average.
    #[property(littles_law_occupancy(arrival_rate, hold)?)]
    pub active: f64,
    /// Arrivals during one restore: the Poisson mean of replacements outstanding.
    #[property(arrival_rate * restore)]
    pub restore_arrivals: f64,
    /// The chance a request finds the initial reserve empty.
    #[property(poisson_tail(restore_arrivals, initial_reserve)?)]
    pub initial_miss: f64,
    /// The smallest reserve whose miss chance is below the target.
    #[property(poisson_reserve(restore_arrivals, target_miss)?)]
    pub reserve: i64,
    /// The chance a request finds that reserve empty.
    #[property(poisson_tail(restore_arrivals, reserve)?)]
    pub reserve_miss: f64,
    /// Memory when every active lease has a private image.
    #[property(active * guest_memory, unit = GB)]
    pub private_memory: Information,
    /// Memory under copy-on-write: one image, the dirty pages and the standby state.
    #[property(guest_memory + active * dirty + reserve * standby, unit = GB)]
    pub pool_memory: Information,
    /// How many times the pooled memory the private images take.
    #[property(private_memory / pool_memory)]
    pub memory_ratio: f64,
    /// The longest restore the reserve tolerates at the target.
    #[property(poisson_mean_for_reserve(reserve, target_miss)? / arrival_rate, unit = MILLISECOND)]
    pub max_restore: Time,
    /// Arrivals during a cold boot.
    #[property(restore_arrivals * slow_factor)]
    pub slow_arrivals: f64,
    /// The reserve a cold boot needs at the target.
    #[property(poisson_reserve(slow_arrivals, target_miss)?)]
    pub slow_reserve: i64,
}

/// A coding sandbox pool at 2 trajectories a second holding 300 s leases, restored from the
/// SWE-bench coding harness's snapshot into its guest image; 64 MB written per lease, 8 MB per
/// standby instance, a 0.1% miss target.
#[preset(name = "CodingSandboxPoolTwoPerSecond")]
pub fn coding_sandbox_pool_two_per_second() -> Result<SandboxPoolReserve, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    SandboxPoolReserve::builder()
        .arrival_rate(per_second(2.0))
        .hold(seconds(300.0))
        .restore(registry_figure(
            "restore",
            harness.sandbox_snapshot_restore_latency,
            "sandbox_snapshot_restore_latency",
            harness.path,
        )?)
        .guest_memory(registry_figure(
            "guest_memory",
            harness.sandbox_memory_footprint,
            "sandbox_memory_footprint",
            harness.path,
        )?)
        .dirty(MB.of(64.0))
        .standby(MB.of(8.0))
        .target_miss(1e-3)
        .initial_reserve(1)
        .slow_factor(10.0)
        .build()
}
