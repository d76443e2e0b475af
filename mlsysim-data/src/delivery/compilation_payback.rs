use super::DELIVERY;
use mlsysim_core::units::{MINUTE, hours, milliseconds, per_second};
use mlsysim_core::{Frequency, InputError, Named, Time, preset, scenario};
use mlsysim_fleet::reliability::llama2_70b_job_failures_128;

/// A compiled decode step and the generation that repays building it, on one replica, shared
/// by a pool, or rebuilt by every replica.
///
/// The eager step splits into shares (matrix multiplies, element-wise kernels, launch
/// overhead); compilation removes part of each share. A build is repaid after
/// `build ÷ saved per token` tokens; reused by every replica it is repaid in a fraction of that
/// time, and rebuilt by each it costs every replica's devices the build time.
#[scenario(
    family = DELIVERY,
    assumption = "Compilation changes only the step time; the tokens generated are the same.",
    assumption = "A share with no removal stated keeps all of its time.",
    rule(removed.names().all(|k| shares.get(k).is_some()), "every share named in `removed` is one of `shares`"),
    excludes = "Recompilation when shapes change, and the warm-up of caches.",
    derivation = "A payback period: a fixed cost over a saving per unit of work.",
    example = r#"
// A default build repays in minutes
use mlsysim_data::delivery::decode_13b_compilation_payback;

let s = decode_13b_compilation_payback()?;
assert!(s.speedup()? > 1.5);
assert!(s.time_to_repay("default".into())?.value < 3600.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CompilationPayback {
    /// Tokens a second the eager step generates.
    #[input(positive, unit = TOKENS_PER_SECOND)]
    pub token_rate: Frequency,
    /// Eager time per token.
    #[input(positive, unit = MILLISECOND)]
    pub step_time: Time,
    /// Shares of the eager step, by kind of work.
    #[input(range = 0.0..=1.0)]
    pub shares: Named<f64>,
    /// Share of each kind of work compilation removes.
    #[input(range = 0.0..=1.0)]
    pub removed: Named<f64>,
    /// Time of each build, by name.
    #[input(non_negative, unit = MINUTE)]
    pub builds: Named<Time>,
    /// Replicas served.
    #[input(range = 1..)]
    pub replicas: i64,
    /// Devices of one replica.
    #[input(default = 1, range = 1..)]
    pub gpus_per_replica: i64,
    /// Held time of a short-lived replica.
    #[input(positive, unit = HOUR)]
    pub replica_life: Option<Time>,

    /// The compiled step as a share of the eager one.
    #[property(sum(shares.iter().map(|(k, &v)| v * (1.0 - removed.get(k).copied().unwrap_or(0.0))))?)]
    pub step_fraction: f64,
    /// Time per token of the compiled step.
    #[property(step_time * step_fraction, unit = MILLISECOND)]
    pub compiled_step: Time,
    /// Time compilation saves per token.
    #[property(step_time - compiled_step, unit = MILLISECOND)]
    pub saved_per_token: Time,
    /// Tokens a second of the compiled step.
    #[property(1.0 / compiled_step, unit = TOKENS_PER_SECOND)]
    pub compiled_rate: Frequency,
    /// The compiled rate over the eager one.
    #[property(compiled_rate / token_rate)]
    pub speedup: f64,
    /// Tokens whose savings repay `build`.
    #[method(builds[build] / saved_per_token, samples(build = builds))]
    pub tokens_to_repay: fn(build: String) -> f64,
    /// Compiled generation time on one replica that repays `build`.
    #[method(tokens_to_repay(build)? / compiled_rate, unit = MINUTE, samples(build = builds))]
    pub time_to_repay: fn(build: String) -> Time,
    /// Pool time per replica when every replica reuses one build.
    #[method(time_to_repay(build)? / replicas, unit = SECOND, samples(build = builds))]
    pub shared_repay: fn(build: String) -> Time,
    /// Device time when every replica builds its own artifact.
    #[method(builds[build] * gpus_per_replica * replicas, unit = HOUR, samples(build = builds))]
    pub rollout_cost: fn(build: String) -> Time,
    /// The build as a share of a short-lived replica's held time.
    #[method(builds[build] / replica_life, samples(build = builds))]
    pub build_share: fn(build: String) -> f64,
}

/// A constructed decode budget for a 13B model on one H100 (120 eager tokens a second, carried
/// as 8.33 ms a token): compilation keeps the matrix multiplies and removes 70% of the
/// element-wise and 80% of the launch time; a 1-minute default and a 15-minute autotuning
/// build; one-GPU replicas filling the 128-GPU allocation of `Llama2_70BJobFailures128`, a burst
/// replica held an hour.
#[preset(name = "Decode13BCompilationPayback")]
pub fn decode_13b_compilation_payback() -> Result<CompilationPayback, InputError> {
    let job = llama2_70b_job_failures_128()?;
    CompilationPayback::builder()
        .token_rate(per_second(120.0))
        .step_time(milliseconds(8.33))
        .shares(Named::from_iter([
            ("matmul", 0.5),
            ("elementwise", 0.35),
            ("launch", 0.15),
        ]))
        .removed(Named::from_iter([("elementwise", 0.7), ("launch", 0.8)]))
        .builds(Named::from_iter([
            ("default", MINUTE.of(1.0)),
            ("autotune", MINUTE.of(15.0)),
        ]))
        .replicas(i64::from(job.n_devices))
        .gpus_per_replica(1)
        .replica_life(hours(1.0))
        .build()
}
