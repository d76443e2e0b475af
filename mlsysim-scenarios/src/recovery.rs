//! Failure-recovery scenarios: repairing or rebuilding, irreversible changes, runaway loops,
//! retries and admission under a hung dependency.

use crate::families::RECOVERY;
use mlsysim_core::units::{per_second, seconds, usd, usd_per_hour, usd_per_mtoken};
use mlsysim_core::{Frequency, InputError, Time, Usd, preset, scenario};

/// One bounded repair attempt against the fallback of undoing the work and rebuilding it, in
/// seconds and in token dollars.
#[scenario(
    family = RECOVERY,
    equation = "expected = repair + (1 − assumed_success) × fallback, for time and for money; break-even = repair ÷ fallback",
    assumption = "A failed repair is followed by the full fallback (unwind, then rebuild).",
    assumption = "Token prices are per token in both directions; counts are whole tokens.",
    excludes = "The value of the time a person waits, and a repair that fails more than once.",
    derivation = "With success probability p the expected cost is repair + (1 − p) × fallback; repairing first pays while p exceeds repair ÷ fallback.",
    example = r#"
// Repair first, or rebuild?
use mlsysim_scenarios::recovery::test_config_repair_vs_rebuild;

let s = test_config_repair_vs_rebuild()?;
assert_eq!(s.one_in()?, 16);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RepairBreakEven {
    /// Time to undo the failed work.
    #[input(non_negative, unit = SECOND)]
    pub unwind_time: Time,
    /// Time to rebuild from scratch.
    #[input(non_negative, unit = SECOND)]
    pub rebuild_time: Time,
    /// Input tokens of the rebuild.
    pub rebuild_input: u32,
    /// Output tokens of the rebuild.
    pub rebuild_output: u32,
    /// Input tokens of the repair.
    pub repair_input: u32,
    /// Output tokens of the repair.
    pub repair_output: u32,
    /// Time to start the repair.
    #[input(non_negative, unit = SECOND)]
    pub startup_time: Time,
    /// Tokens the model writes per second.
    #[input(positive, unit = PER_SECOND)]
    pub output_rate: Frequency,
    /// Time to check the repaired result.
    #[input(non_negative, unit = SECOND)]
    pub validation_time: Time,
    /// Price of an input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Price of an output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,
    /// Chance that the repair succeeds.
    #[input(range = 0.0..=1.0)]
    pub assumed_success: f64,

    /// Time of the fallback.
    #[property(unwind_time + rebuild_time, unit = SECOND)]
    pub fallback_time: Time,
    /// Token cost of the fallback.
    #[property(rebuild_input * input_price + rebuild_output * output_price, unit = USD)]
    pub fallback_cost: Usd,
    /// Time of one repair attempt.
    #[property(startup_time + repair_output / output_rate + validation_time, unit = SECOND)]
    pub repair_time: Time,
    /// Token cost of one repair attempt.
    #[property(repair_input * input_price + repair_output * output_price, unit = USD)]
    pub repair_cost: Usd,
    /// Success chance above which repairing first saves time.
    #[property(repair_time / fallback_time)]
    pub break_even_time: f64,
    /// Success chance above which repairing first saves money.
    #[property(repair_cost / fallback_cost)]
    pub break_even_cost: f64,
    /// Expected time when repairing first.
    #[property(repair_time + (1.0 - assumed_success) * fallback_time, unit = SECOND)]
    pub expected_time: Time,
    /// Expected token cost when repairing first.
    #[property(repair_cost + (1.0 - assumed_success) * fallback_cost, unit = USD)]
    pub expected_cost: Usd,
    /// Share of the fallback's time that repairing first saves.
    #[property(1.0 - expected_time / fallback_time)]
    pub time_saved_fraction: f64,
    /// Share of the fallback's cost that repairing first saves.
    #[property(1.0 - expected_cost / fallback_cost)]
    pub cost_saved_fraction: f64,
    /// Repairing first pays while at least one attempt in this many succeeds.
    #[property(floor(1.0 / max(break_even_time, break_even_cost))?)]
    pub one_in: i64,
}

/// Repairing a broken test configuration (2390 tokens in, 180 out) against unwinding and
/// rebuilding it (38,500 in, 3,100 out), at $3 and $15 per million tokens, even odds.
#[preset(name = "TestConfigRepairVsRebuild")]
pub fn test_config_repair_vs_rebuild() -> Result<RepairBreakEven, InputError> {
    RepairBreakEven::builder()
        .unwind_time(seconds(40.6))
        .rebuild_time(seconds(46.0))
        .rebuild_input(38_500)
        .rebuild_output(3_100)
        .repair_input(2_390)
        .repair_output(180)
        .startup_time(seconds(0.09))
        .output_rate(per_second(50.0))
        .validation_time(seconds(0.4))
        .input_price(usd_per_mtoken(3.0))
        .output_price(usd_per_mtoken(15.0))
        .assumed_success(0.5)
        .build()
}

/// Expected loss from wrong changes that cannot be undone, with and without a canary check
/// ahead of the point of no return, and what one more step of catch rate is worth.
#[scenario(
    family = RECOVERY,
    equation = "without check: p × I; with check: caught = p × v × I × (1 − ρ), missed = p × (1 − v) × I; a step Δv saves p × I × ρ × Δv",
    assumption = "A caught wrong change still costs the share it could not recover (1 − ρ of its impact); a missed one costs all of it.",
    assumption = "The reference reads the nine rates and costs from a remediation workload of its agent registry, which this port does not carry; they are inputs here.",
    rule = "`canary_catch_rate` + `catch_step` is at most 1 (the reference lets the raised catch rate exceed 1, and the missed loss turns negative)",
    excludes = "The cost of running the canary itself beyond each attempt's cost.",
    derivation = "Expected loss is probability × impact, split by whether the canary catches the change.",
    example = r#"
// What the canary saves
use mlsysim_scenarios::recovery::remediation_canary_pivot_loss;

let s = remediation_canary_pivot_loss()?;
assert!((s.reduction()? - 3.571428571428572).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::catch_rate_stays_a_share,
)]
pub struct IrreversibleLoss {
    /// Model cost of one remediation attempt.
    #[input(non_negative, unit = USD)]
    pub model_cost_per_attempt: Usd,
    /// Environment cost of one attempt.
    #[input(non_negative, unit = USD)]
    pub environment_cost_per_attempt: Usd,
    /// Assessment cost of one attempt.
    #[input(non_negative, unit = USD)]
    pub assessment_cost_per_attempt: Usd,
    /// Time a person spends approving one attempt.
    #[input(non_negative, unit = MINUTE)]
    pub approver_review_time: Time,
    /// What that person's time costs.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub approver_hourly_rate: mlsysim_core::MoneyRate,
    /// Chance that a change is wrong.
    #[input(range = 0.0..=1.0)]
    pub wrong_change_probability: f64,
    /// Cost of a wrong change that goes through.
    #[input(non_negative, unit = USD)]
    pub wrong_change_impact: Usd,
    /// Share of wrong changes the canary catches.
    #[input(range = 0.0..=1.0)]
    pub canary_catch_rate: f64,
    /// Share of a caught change's impact that is recovered.
    #[input(range = 0.0..=1.0)]
    pub canary_recovery_fraction: f64,
    /// A step up in the catch rate to price.
    #[input(range = 0.0..=1.0)]
    pub catch_step: f64,

    /// Cost of one attempt, approval included.
    #[property(model_cost_per_attempt + environment_cost_per_attempt + assessment_cost_per_attempt + approver_review_time * approver_hourly_rate, unit = USD)]
    pub attempt_cost: Usd,
    /// Expected loss with no canary.
    #[property(wrong_change_probability * wrong_change_impact * (1.0 - 0.0), unit = USD)]
    pub loss_without_check: Usd,
    /// Expected loss from wrong changes the canary catches at `catch_rate`.
    #[method(wrong_change_probability * catch_rate * wrong_change_impact * (1.0 - canary_recovery_fraction), unit = USD, samples(catch_rate = [canary_catch_rate, raised_catch_rate]))]
    pub caught_at: fn(catch_rate: f64) -> Usd,
    /// Expected loss from wrong changes the canary misses at `catch_rate`.
    #[method(wrong_change_probability * (1.0 - catch_rate) * wrong_change_impact * (1.0 - 0.0), unit = USD, samples(catch_rate = [canary_catch_rate, raised_catch_rate]))]
    pub missed_at: fn(catch_rate: f64) -> Usd,
    /// Expected loss from caught changes.
    #[property(caught_at(canary_catch_rate)?, unit = USD)]
    pub loss_caught: Usd,
    /// Expected loss from missed changes.
    #[property(missed_at(canary_catch_rate)?, unit = USD)]
    pub loss_missed: Usd,
    /// Expected loss with the canary.
    #[property(loss_caught + loss_missed, unit = USD)]
    pub loss_with_check: Usd,
    /// How many times smaller the loss is with the canary.
    #[property(loss_without_check / loss_with_check)]
    pub reduction: f64,
    /// Share of the remaining loss that comes from missed changes.
    #[property(loss_missed / loss_with_check)]
    pub missed_share: f64,
    /// Loss saved by raising the catch rate by `catch_step`.
    #[property(wrong_change_probability * wrong_change_impact * canary_recovery_fraction * catch_step, unit = USD)]
    pub loss_per_catch_step: Usd,
    /// The catch rate after the step.
    #[property(canary_catch_rate + catch_step)]
    pub raised_catch_rate: f64,
    /// Loss from caught changes at the raised rate.
    #[property(caught_at(raised_catch_rate)?, unit = USD)]
    pub loss_caught_raised: Usd,
    /// Loss from missed changes at the raised rate.
    #[property(missed_at(raised_catch_rate)?, unit = USD)]
    pub loss_missed_raised: Usd,
    /// Loss with the canary at the raised rate.
    #[property(loss_caught_raised + loss_missed_raised, unit = USD)]
    pub loss_with_check_raised: Usd,
    /// Expected loss with the canary, in attempts' worth.
    #[property(loss_with_check / attempt_cost)]
    pub loss_vs_attempt: f64,
    /// The catch step's saving, in attempts' worth.
    #[property(loss_per_catch_step / attempt_cost)]
    pub step_vs_attempt: f64,
}

impl IrreversibleLoss {
    fn catch_rate_stays_a_share(&self) -> Result<(), InputError> {
        let raised = self.canary_catch_rate + self.catch_step;
        if raised > 1.0 {
            return Err(InputError::Invalid {
                input: "catch_step",
                reason: format!(
                    "canary_catch_rate + catch_step is {raised}; a catch rate cannot exceed 1"
                )
                .into(),
            });
        }
        Ok(())
    }
}

/// An on-call remediation agent whose wrong changes (4% of them, $12,000 each) pass a canary
/// that catches 80% and recovers 90% of what it catches.
#[preset(name = "RemediationCanaryPivotLoss")]
pub fn remediation_canary_pivot_loss() -> Result<IrreversibleLoss, InputError> {
    IrreversibleLoss::builder()
        .model_cost_per_attempt(usd(0.15))
        .environment_cost_per_attempt(usd(0.1))
        .assessment_cost_per_attempt(usd(0.2))
        .approver_review_time(seconds(600.0))
        .approver_hourly_rate(usd_per_hour(120.0))
        .wrong_change_probability(0.04)
        .wrong_change_impact(usd(12_000.0))
        .canary_catch_rate(0.8)
        .canary_recovery_fraction(0.9)
        .catch_step(0.1)
        .build()
}

/// Tokens and time of an append-only model-call loop that resends its whole history every
/// turn, run to its turn ceiling or stopped early.
#[scenario(
    family = RECOVERY,
    equation = "sent(h) = h × first_input + (output + observation) × ⌊h(h − 1) ÷ 2⌋; cost(h) = sent(h) × input_price + h × output × output_price",
    assumption = "Each turn appends its output and one observation to the history, and resends all of it.",
    rule = "`stop_after` is at most `ceiling`",
    excludes = "Prompt caching, which would price resent tokens lower.",
    derivation = "Turn t sends first_input + (t − 1) × appended tokens; summing over h turns gives h × first_input + appended × h(h − 1) ÷ 2.",
    example = r#"
// A loop run to its ceiling
use mlsysim_scenarios::recovery::repair_loop_to_turn_ceiling;

let s = repair_loop_to_turn_ceiling()?;
assert_eq!(s.ceiling_input()?, 1_397_500);
assert!(s.fits_context()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::stop_within_ceiling,
)]
pub struct UndetectedLoop {
    /// Tokens of the first request.
    pub first_input: u32,
    /// Tokens the model writes each turn.
    pub output_per_turn: u32,
    /// Tokens of the observation appended each turn.
    pub observation_per_turn: u32,
    /// Time of one turn.
    #[input(non_negative, unit = SECOND)]
    pub turn_time: Time,
    /// Turn limit of the loop (at most 100,000: the per-turn list holds one entry a turn).
    #[input(range = 2..=100_000)]
    pub ceiling: u32,
    /// Turn after which a detector would stop the loop.
    #[input(range = 1..)]
    pub stop_after: u32,
    /// Tokens the model accepts in one request.
    pub context_window: u32,
    /// Price of an input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Price of an output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,

    /// Tokens added to the history each turn.
    #[property(output_per_turn + observation_per_turn)]
    pub appended_per_turn: i64,
    /// Input tokens sent over `turns` turns.
    #[method(turns * first_input + appended_per_turn * floor_div(turns * (turns - 1), 2)?, samples(turns = [stop_after, ceiling]))]
    pub sent: fn(turns: i64) -> i64,
    /// Token cost of `turns` turns.
    #[method(sent(turns)? * input_price + turns * output_per_turn * output_price, unit = USD, samples(turns = [stop_after, ceiling]))]
    pub charge: fn(turns: i64) -> Usd,
    /// Input tokens sent by the loop run to its ceiling.
    #[property(sent(i64::from(ceiling))?)]
    pub ceiling_input: i64,
    /// Input tokens sent when stopped early.
    #[property(sent(i64::from(stop_after))?)]
    pub stop_input: i64,
    /// Cost of the loop run to its ceiling.
    #[property(charge(i64::from(ceiling))?, unit = USD)]
    pub ceiling_cost: Usd,
    /// Cost when stopped early.
    #[property(charge(i64::from(stop_after))?, unit = USD)]
    pub stop_cost: Usd,
    /// Time of the loop run to its ceiling.
    #[property(ceiling * turn_time, unit = SECOND)]
    pub ceiling_time: Time,
    /// Time when stopped early.
    #[property(stop_after * turn_time, unit = SECOND)]
    pub stop_time: Time,
    /// How many times more the full loop costs.
    #[property(ceiling_cost / stop_cost)]
    pub cost_ratio: f64,
    /// Money the early stop saves.
    #[property(ceiling_cost - stop_cost, unit = USD)]
    pub avoided_cost: Usd,
    /// Tokens of the largest request (the last turn's input and output).
    #[property(first_input + appended_per_turn * (ceiling - 1) + output_per_turn)]
    pub peak_request: i64,
    /// Whether the largest request fits the context window.
    #[property(peak_request <= i64::from(context_window))]
    pub fits_context: bool,
    /// Half the ceiling, rounded down.
    #[property(floor_div(ceiling, 2)?)]
    pub half_turns: i64,
    /// How many times more input the full loop sends than half of it.
    #[property(ceiling_input / sent(half_turns)?)]
    pub half_ratio: f64,
    /// Input tokens sent after each number of turns, from 0 to the ceiling.
    #[property((0..=i64::from(ceiling)).map(&sent).collect::<Result<Vec<i64>, _>>()?)]
    pub input_by_turn: Vec<i64>,
}

impl UndetectedLoop {
    fn stop_within_ceiling(&self) -> Result<(), InputError> {
        if self.stop_after > self.ceiling {
            return Err(InputError::Invalid {
                input: "stop_after",
                reason: format!(
                    "{} is past the ceiling of {} turns",
                    self.stop_after, self.ceiling
                )
                .into(),
            });
        }
        Ok(())
    }
}

/// A repair loop resending 1,000 tokens plus 1,100 more each turn, run to 50 turns versus
/// stopped after 4.
#[preset(name = "RepairLoopToTurnCeiling")]
pub fn repair_loop_to_turn_ceiling() -> Result<UndetectedLoop, InputError> {
    UndetectedLoop::builder()
        .first_input(1_000)
        .output_per_turn(300)
        .observation_per_turn(800)
        .turn_time(seconds(10.0))
        .ceiling(50)
        .stop_after(4)
        .context_window(64_000)
        .input_price(usd_per_mtoken(3.0))
        .output_price(usd_per_mtoken(15.0))
        .build()
}

/// Attempts that reach a dependency when each of several nested layers retries on its own.
#[scenario(
    family = RECOVERY,
    equation = "attempts through L layers = a^L; one coordinated retry budget = a",
    assumption = "Every layer retries the full allowance on every failure below it.",
    excludes = "Timeouts that cut retries short, and backoff between attempts.",
    derivation = "Each layer multiplies the attempts of the layer below by a, so L layers give a^L.",
    example = r#"
// Three layers of retries
use mlsysim_scenarios::recovery::three_layer_retry_amplification;

let s = three_layer_retry_amplification()?;
assert_eq!(s.by_layer()?, [1, 3, 9, 27]);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetryAmplification {
    /// The layers that retry, outermost first.
    pub layer_names: Vec<String>,
    /// Attempts each layer makes.
    #[input(range = 1..)]
    pub attempts_per_layer: u32,

    /// Number of layers.
    #[property(len(&layer_names))]
    pub layers: i64,
    /// Attempts reaching the dependency with the first k layers retrying, k = 0 to all.
    #[property((0..=layers).map(|k| pow(attempts_per_layer, k)).collect::<Result<Vec<i64>, _>>()?)]
    pub by_layer: Vec<i64>,
    /// Attempts reaching the dependency with every layer retrying.
    #[property(pow(attempts_per_layer, layers)?)]
    pub layered: i64,
    /// Attempts with one coordinated retry budget.
    #[property(i64::from(attempts_per_layer))]
    pub coordinated: i64,
}

/// An agent loop, a gateway and a client library, each retrying three times.
#[preset(name = "ThreeLayerRetryAmplification")]
pub fn three_layer_retry_amplification() -> Result<RetryAmplification, InputError> {
    RetryAmplification::builder()
        .layer_names(vec![
            "agent loop".into(),
            "gateway".into(),
            "client library".into(),
        ])
        .attempts_per_layer(3)
        .build()
}

/// A burst of blocking requests against a hung dependency, admitted without a limit and then
/// with a cap on occupied workers and a bounded queue.
#[scenario(
    family = RECOVERY,
    equation = "occupied = min(arrivals, worker_cap, workers); queued = min(arrivals − occupied, queue_cap); rejected = the rest",
    assumption = "Every admitted request holds its worker until the dependency recovers.",
    excludes = "Arrivals after the burst, and requests that time out of the queue.",
    derivation = "A bulkhead bounds what one dependency can hold: the workers outside the cap stay free for other work.",
    example = r#"
// A bulkhead keeps workers free
use mlsysim_scenarios::recovery::blocking_call_bulkhead;

let s = blocking_call_bulkhead()?;
assert_eq!(s.protected_workers()?, 236);
assert_eq!(s.rejected()?, 160);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BulkheadAdmission {
    /// Requests in the burst.
    pub arrivals: u32,
    /// Workers of the service.
    pub workers: u32,
    /// Workers the bulkhead lets the dependency hold.
    pub worker_cap: u32,
    /// Requests that may wait for a worker.
    pub queue_cap: u32,

    /// Workers held without a bulkhead.
    #[property(i64::from(min(arrivals, workers)))]
    pub uncapped_occupied: i64,
    /// Workers left free without a bulkhead.
    #[property(workers - uncapped_occupied)]
    pub uncapped_free: i64,
    /// Workers held with the bulkhead.
    #[property(i64::from(min(min(arrivals, worker_cap), workers)))]
    pub occupied: i64,
    /// Requests waiting in the queue.
    #[property(min(arrivals - occupied, i64::from(queue_cap)))]
    pub queued: i64,
    /// Requests turned away.
    #[property(arrivals - occupied - queued)]
    pub rejected: i64,
    /// Workers the bulkhead keeps free for other work.
    #[property(workers - occupied)]
    pub protected_workers: i64,
}

/// 256 blocking calls on 300 workers, capped at 64 workers and a queue of 32.
#[preset(name = "BlockingCallBulkhead")]
pub fn blocking_call_bulkhead() -> Result<BulkheadAdmission, InputError> {
    BulkheadAdmission::builder()
        .arrivals(256)
        .workers(300)
        .worker_cap(64)
        .queue_cap(32)
        .build()
}

/// Arrival rate of retries released together in a short window, against the same retries
/// spread evenly over a jitter span.
#[scenario(
    family = RECOVERY,
    equation = "synchronized = retries ÷ burst_window; jittered = retries ÷ jitter_span; expected in one window = retries × burst_window ÷ jitter_span",
    assumption = "Jittered retries are spread uniformly over the span.",
    excludes = "Retries of retries, and the dependency's own recovery time.",
    derivation = "A uniform spread over J puts a share w ÷ J of the cohort in any window of length w.",
    example = r#"
// Jitter spreads a retry cohort
use mlsysim_scenarios::recovery::retry_cohort_jitter;

let s = retry_cohort_jitter()?;
assert!((s.spread_ratio()? - 1000.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetryJitter {
    /// Retries in the cohort.
    pub retries: u32,
    /// Window the synchronized retries arrive in.
    #[input(positive, unit = MILLISECOND)]
    pub burst_window: Time,
    /// Span the jittered retries are spread over.
    #[input(positive, unit = SECOND)]
    pub jitter_span: Time,

    /// Arrival rate when synchronized.
    #[property(retries / burst_window, unit = PER_SECOND)]
    pub synchronized_rate: Frequency,
    /// Mean arrival rate when jittered.
    #[property(retries / jitter_span, unit = PER_SECOND)]
    pub jittered_mean_rate: Frequency,
    /// How many times the jitter lowers the arrival rate.
    #[property(synchronized_rate / jittered_mean_rate)]
    pub spread_ratio: f64,
    /// Jittered retries expected in one burst window.
    #[property(retries * burst_window / jitter_span)]
    pub expected_in_window: f64,
}

/// 128 retries released within 2 ms, against the same spread over 2 s.
#[preset(name = "RetryCohortJitter")]
pub fn retry_cohort_jitter() -> Result<RetryJitter, InputError> {
    RetryJitter::builder()
        .retries(128)
        .burst_window(seconds(0.002))
        .jitter_span(seconds(2.0))
        .build()
}
