use super::DISTRIBUTED_TRAINING;
use mlsysim_core::registry::Infrastructure;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, MoneyRate, Time, Usd, preset, scenario};

/// Data-parallel training to a fixed target under one synchronization strategy.
///
/// The iterations to the target and the communication overhead are stated: each iteration
/// costs the one-worker iteration time times 1 + overhead, so the speedup over one worker is
/// base iterations ÷ (iterations × (1 + overhead)). Stale synchronous updates (a staleness
/// bound s) damp the learning rate by 1/√(1 + s).
#[scenario(
    family = DISTRIBUTED_TRAINING,
    assumption = "Iterations to the target and the communication overhead are measured inputs, not derived.",
    assumption = "A staleness of 0 is bulk-synchronous.",
    excludes = "Failures, and any change of the iteration time with the global batch.",
    derivation = "Ho et al. (2013), stale synchronous parallel; the learning-rate damping 1/√(1 + s).",
    example = r#"
// Stale updates at s = 4 damp the learning rate to 0.45
use mlsysim_cluster::distributed::transformer_ssp64_workers;

let s = transformer_ssp64_workers()?;
assert!((s.stale_lr_factor()? - 0.4472135954999579).abs() < 1e-15);
assert_eq!(s.global_batch()?, 2048);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SyncStrategy {
    /// Workers.
    #[input(range = 1..)]
    pub workers: u32,
    /// Examples each worker takes an iteration.
    #[input(range = 1..)]
    pub per_worker_batch: u32,
    /// Iterations to the target.
    #[input(range = 1..)]
    pub iterations: u32,
    /// Communication time an iteration, as a share of the one-worker iteration.
    #[input(non_negative)]
    pub communication_overhead: f64,
    /// Iterations to the same target on one worker.
    #[input(range = 1..)]
    pub base_iterations: u32,
    /// Time of one iteration on one worker.
    #[input(positive, unit = SECOND)]
    pub base_iteration_time: Time,
    /// Price of one device-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,
    /// Staleness bound of stale synchronous updates; 0 is bulk-synchronous.
    #[input(default = 0)]
    pub staleness: u32,

    /// Examples an iteration across every worker.
    #[property(workers * per_worker_batch)]
    pub global_batch: i64,
    /// Iterations if scaling were perfect.
    #[property(base_iterations / workers)]
    pub ideal_iterations: f64,
    /// Time of one iteration with its communication.
    #[property(base_iteration_time * (1.0 + communication_overhead), unit = SECOND)]
    pub iteration_time: Time,
    /// Speedup over one worker.
    #[property(base_iterations / (iterations * (1.0 + communication_overhead)))]
    pub speedup: f64,
    /// Ideal iterations over actual ones.
    #[property(ideal_iterations / iterations)]
    pub sample_efficiency: f64,
    /// Allocated device cost of the run.
    #[property(iterations * iteration_time * workers * device_hour_rate, unit = USD)]
    pub cost: Usd,
    /// Learning-rate damping for stale updates.
    #[property(1.0 / powf(1.0 + f64::from(staleness), 0.5)?)]
    pub stale_lr_factor: f64,
}

/// Eight workers, bulk synchronous, 32 examples each: 12,800 iterations to the target at 15%
/// communication overhead, against 100,000 iterations of 0.4 s on one worker (hypothetical
/// inputs), priced at the fleet GPU-hour rate.
#[preset(name = "TransformerBsp8Workers")]
pub fn transformer_bsp8_workers() -> Result<SyncStrategy, InputError> {
    SyncStrategy::builder()
        .workers(8)
        .per_worker_batch(32)
        .iterations(12_800)
        .communication_overhead(0.15)
        .base_iterations(100_000)
        .base_iteration_time(seconds(0.4))
        .device_hour_rate(Infrastructure::Pricing::Fleet::GpuHourRef.value)
        .build()
}

/// 64 workers, bulk synchronous: 1,720 iterations at 45% communication overhead.
#[preset(name = "TransformerBsp64Workers")]
pub fn transformer_bsp64_workers() -> Result<SyncStrategy, InputError> {
    transformer_bsp8_workers()?
        .variant()
        .workers(64)
        .iterations(1_720)
        .communication_overhead(0.45)
        .build()
}

/// 64 workers, stale synchronous with a staleness of 4: less waiting, 25% overhead, but stale
/// updates need 2,100 iterations.
#[preset(name = "TransformerSsp64Workers")]
pub fn transformer_ssp64_workers() -> Result<SyncStrategy, InputError> {
    transformer_bsp8_workers()?
        .variant()
        .workers(64)
        .iterations(2_100)
        .communication_overhead(0.25)
        .staleness(4)
        .build()
}
