//! Forming batches on one machine: a batching window over Poisson arrivals, a batch that leaves
//! on a timeout behind a busy worker, and the choice of a batch cap.

use crate::at_scale::{BatchingKnee, resnet50_eager_fp16_batching_h100};
use crate::families::ONE_MACHINE;
use mlsysim_core::units::{milliseconds, per_second};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Requests arriving as a Poisson stream into a batching window.
///
/// A window of length W collects m = λW arrivals on average, with a spread √m, and is empty
/// with probability e^(−m). A request waits W ÷ 2 on average for its window to close. The batch
/// a request finds itself in is size-biased: it holds the request plus the others, 1 + m on
/// average, and its `tail_quantile` is the smallest s with P(N ≥ s) below 1 − q for a Poisson
/// count N of mean m.
#[scenario(
    family = ONE_MACHINE,
    equation = "m = λ·W; spread = √m; P(empty) = e^(−m); wait = W ÷ 2; seen batch = 1 + m; tail = min{s : P(N ≥ s) < 1 − q}, N ~ Poisson(m)",
    assumption = "Arrivals are a Poisson stream at a steady rate; the window closes after W whatever it holds.",
    assumption = "The tail quantile lies in [0, 1); at 1 no finite batch qualifies (the reference overflows).",
    assumption = "The Poisson tail is 1 minus the probabilities of fewer events, summed as the reference sums them; where a term leaves the range of doubles (a mean of about 120 or more) the tail is an error, as in the reference.",
    excludes = "A size cap that closes the window early (see BatchDispatch), and the time to serve the batch.",
    derivation = "A Poisson count over a window W has mean and variance λW and P(0) = e^(−λW); a request lands uniformly in its window, so it waits W ÷ 2 on average; the batch it sees is one plus the Poisson count of the others.",
    example = r#"
// A 10 ms window at 1000 requests a second
use mlsysim_core::units::per_second;
use mlsysim_serving::one_machine::batch_window_10ms;

let s = batch_window_10ms()?;
assert_eq!(s.mean_arrivals(per_second(1000.0))?, 10.0);
assert_eq!(s.seen_batch_tail(per_second(1000.0))?, 19);
assert!(s.budget_share().is_err()); // no latency budget is given
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BatchWindow {
    /// Length of the batching window.
    #[input(positive, unit = MILLISECOND)]
    pub window: Time,
    /// Arrival rates at which to report the window.
    #[input(default = vec![], non_negative, unit = PER_SECOND)]
    pub arrival_rates: Vec<Frequency>,
    /// The request's latency budget, to compare the mean wait with.
    #[input(positive, unit = MILLISECOND)]
    pub latency_budget: Option<Time>,
    /// Quantile of the batch a request sees.
    #[input(default = 0.99, range = 0.0..1.0)]
    pub tail_quantile: f64,

    /// Mean arrivals in one window at `arrival_rate`.
    #[method(arrival_rate * window, samples(arrival_rate = arrival_rates))]
    pub mean_arrivals: fn(arrival_rate: Frequency) -> f64,
    /// Standard deviation of the arrivals in one window.
    #[method(sqrt(mean_arrivals(arrival_rate)?)?, samples(arrival_rate = arrival_rates))]
    pub arrival_spread: fn(arrival_rate: Frequency) -> f64,
    /// Share of windows that close empty.
    #[method(exp(-mean_arrivals(arrival_rate)?)?, samples(arrival_rate = arrival_rates))]
    pub empty_share: fn(arrival_rate: Frequency) -> f64,
    /// Chance that a window collects at least `at_least` arrivals.
    #[method(
        poisson_tail(mean_arrivals(arrival_rate)?, at_least)?,
        samples(arrival_rate = arrival_rates, at_least = [0, 1, 2, 5, 10, 15]),
    )]
    pub count_at_least: fn(arrival_rate: Frequency, at_least: u32) -> f64,
    /// Mean time a request waits for its window to close.
    #[property(window / 2.0, unit = MILLISECOND)]
    pub mean_wait: Time,
    /// The mean wait as a share of the latency budget.
    #[property(mean_wait / latency_budget)]
    pub budget_share: f64,
    /// Mean size of the batch a request finds itself in.
    #[method(1.0 + mean_arrivals(arrival_rate)?, samples(arrival_rate = arrival_rates))]
    pub seen_batch_mean: fn(arrival_rate: Frequency) -> f64,
    /// The `tail_quantile` of the batch a request finds itself in: the smallest size that many
    /// windows' counts reach with probability below 1 − q.
    #[method(poisson_reserve(mean_arrivals(arrival_rate)?, 1.0 - tail_quantile)?, samples(arrival_rate = arrival_rates))]
    pub seen_batch_tail: fn(arrival_rate: Frequency) -> i64,
}

/// A 10 ms batching window at 50, 200, 500 and 1,000 requests a second. No latency budget is
/// given, so the budget share is unknown (the reference fails on it).
#[preset(name = "BatchWindow10ms")]
pub fn batch_window_10ms() -> Result<BatchWindow, InputError> {
    BatchWindow::builder()
        .window(milliseconds(10.0))
        .arrival_rates(
            [50.0, 200.0, 500.0, 1000.0]
                .into_iter()
                .map(per_second)
                .collect(),
        )
        .build()
}

/// A 20 ms batching window inside a 50 ms latency budget; as in the reference, no arrival rates
/// are listed, so reports give the mean wait and its share of the budget.
#[preset(name = "BatchWindow20msIn50msBudget")]
pub fn batch_window_20ms_in_50ms_budget() -> Result<BatchWindow, InputError> {
    batch_window_10ms()?
        .variant()
        .window(milliseconds(20.0))
        .arrival_rates(vec![])
        .latency_budget(milliseconds(50.0))
        .build()
}

/// A dual-trigger batch (a size cap or a timeout) that never fills: it leaves when the timeout
/// after its oldest request runs out, then waits for a busy worker.
///
/// The oldest request's latency is the dispatch time plus the batch's service time plus the
/// response path, from its arrival; the slack is what the deadline leaves. The estimate "timeout
/// plus service" ignores both the busy worker and the response path.
#[scenario(
    family = ONE_MACHINE,
    equation = "formed = a₀ + timeout; dispatch = max(formed, worker free); latency = dispatch + S(n) + response − a₀; slack = deadline − latency",
    assumption = "The batch holds every listed arrival and never reaches its size cap, so the timeout closes it.",
    assumption = "The batch's service time is the BatchingKnee's at the number of arrivals.",
    rule = "`arrivals` lists at least one arrival",
    rule = "`arrivals` are listed oldest first: no offset is below the one before it",
    excludes = "Requests arriving after the batch closes, and the queue behind the busy worker.",
    derivation = "A batch leaves at the later of its timeout and the worker becoming free; its oldest request then waits for the whole batch and the response path.",
    example = r#"
// A busy worker adds 6 ms to the oldest request
use mlsysim_serving::one_machine::dual_trigger_batch_four_requests;

let s = dual_trigger_batch_four_requests()?;
assert!((s.backlog_wait()?.value - 0.006).abs() < 1e-15);
assert!(s.slack()?.value > 0.0);
assert!(s.timer_only_latency()? < s.oldest_latency()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::arrivals_are_ordered,
)]
pub struct BatchDispatch {
    /// Arrival times of the batch's requests, as offsets, oldest first.
    #[input(non_negative, unit = MILLISECOND)]
    pub arrivals: Vec<Time>,
    /// Time after the oldest arrival at which the batch leaves.
    #[input(non_negative, unit = MILLISECOND)]
    pub timeout: Time,
    /// When the worker finishes its current batch.
    #[input(non_negative, unit = MILLISECOND)]
    pub worker_free: Time,
    /// Time from the end of the batch to the response reaching the client.
    #[input(non_negative, unit = MILLISECOND)]
    pub response_path: Time,
    /// The requests' deadline.
    #[input(positive, unit = MILLISECOND)]
    pub deadline: Time,
    /// The worker's batch service time, as a BatchingKnee preset or its inputs.
    pub service: BatchingKnee,

    /// When the timeout closes the batch.
    #[property(
        {
            let oldest: Time = arrivals[0];
            oldest + timeout
        },
        unit = MILLISECOND,
    )]
    pub formation_end: Time,
    /// When the batch starts: the later of its closing and the worker becoming free.
    #[property(max(formation_end, worker_free), unit = MILLISECOND)]
    pub dispatch: Time,
    /// Time the closed batch waits for the worker.
    #[property(dispatch - formation_end, unit = MILLISECOND)]
    pub backlog_wait: Time,
    /// Service time of the batch.
    #[property(service.service_time(len(&arrivals))?, unit = MILLISECOND)]
    pub batch_time: Time,
    /// Latency of the oldest request.
    #[property(
        {
            let oldest: Time = arrivals[0];
            dispatch + batch_time + response_path - oldest
        },
        unit = MILLISECOND,
    )]
    pub oldest_latency: Time,
    /// What the deadline leaves; negative when it is missed.
    #[property(deadline - oldest_latency, unit = MILLISECOND)]
    pub slack: Time,
    /// The estimate that ignores the busy worker and the response path.
    #[property(timeout + batch_time, unit = MILLISECOND)]
    pub timer_only_latency: Time,
}

impl BatchDispatch {
    /// At least one arrival, listed oldest first.
    fn arrivals_are_ordered(&self) -> Result<(), InputError> {
        let invalid = |reason: &'static str| {
            Err(InputError::Invalid {
                input: "arrivals",
                reason: reason.into(),
            })
        };
        if self.arrivals.is_empty() {
            return invalid("list at least one arrival");
        }
        if self.arrivals.windows(2).any(|w| w[1] < w[0]) {
            return invalid("list the arrivals oldest first: the first is taken as the oldest");
        }
        Ok(())
    }
}

/// Four requests at 0, 2, 5 and 9 ms under a 12 ms timeout, the worker busy until 18 ms, 4 ms
/// of response path and a 50 ms deadline, on the eager FP16 ResNet-50 service.
#[preset(name = "DualTriggerBatchFourRequests")]
pub fn dual_trigger_batch_four_requests() -> Result<BatchDispatch, InputError> {
    BatchDispatch::builder()
        .arrivals([0.0, 2.0, 5.0, 9.0].into_iter().map(milliseconds).collect())
        .timeout(milliseconds(12.0))
        .worker_free(milliseconds(18.0))
        .response_path(milliseconds(4.0))
        .deadline(milliseconds(50.0))
        .service(resnet50_eager_fp16_batching_h100()?)
        .build()
}

/// Two batch caps at one arrival rate when batches wait until full: the larger raises the
/// saturated throughput but makes requests wait longer for the batch to fill.
#[scenario(
    family = ONE_MACHINE,
    equation = "wait(B) = (B − 1) ÷ 2λ; gain = throughput(large) ÷ throughput(small) − 1; capacity over load = throughput(small) ÷ λ",
    assumption = "Batches wait until full, and arrivals come at a steady rate.",
    rule = "`small_cap` is at most `large_cap`",
    excludes = "A timeout that sends a partial batch (see BatchDispatch), and queueing behind a busy worker.",
    derivation = "The first request of a batch waits for B − 1 more arrivals, the last for none; on average (B − 1) ÷ 2λ.",
    example = r#"
// Cap 32 serves 77% more than cap 16, at 16 ms more wait
use mlsysim_serving::one_machine::batch_cap_16_or_32_at_500_qps;

let s = batch_cap_16_or_32_at_500_qps()?;
assert!((s.throughput_gain()? - 0.7687249453174514).abs() < 1e-9);
assert!((s.formation_wait(32)?.value - 0.031).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::caps_are_ordered,
)]
pub struct BatchCapChoice {
    /// The batch service time, as a BatchingKnee preset or its inputs.
    pub service: BatchingKnee,
    /// Requests arriving.
    #[input(positive, unit = PER_SECOND)]
    pub arrival_rate: Frequency,
    /// The smaller batch cap.
    #[input(range = 1..)]
    pub small_cap: i64,
    /// The larger batch cap.
    #[input(range = 1..)]
    pub large_cap: i64,

    /// Mean time a request waits for a batch of `cap` to fill.
    #[method(batch_formation_wait(cap, arrival_rate)?, unit = MILLISECOND, samples(cap = [small_cap, large_cap]))]
    pub formation_wait: fn(cap: i64) -> Time,
    /// Share by which the large cap raises the saturated throughput.
    #[property(service.throughput(large_cap)? / service.throughput(small_cap)? - 1.0)]
    pub throughput_gain: f64,
    /// Saturated throughput at the small cap over the arrival rate.
    #[property(service.throughput(small_cap)? / arrival_rate)]
    pub capacity_over_load: f64,
}

impl BatchCapChoice {
    /// The small cap is not the larger one.
    fn caps_are_ordered(&self) -> Result<(), InputError> {
        if self.small_cap > self.large_cap {
            return Err(InputError::Invalid {
                input: "small_cap",
                reason: format!(
                    "the small cap {} is above the large cap {}",
                    self.small_cap, self.large_cap
                )
                .into(),
            });
        }
        Ok(())
    }
}

/// Batch caps of 16 or 32 at 500 requests a second, batches waiting until full, on the eager
/// FP16 ResNet-50 service.
#[preset(name = "BatchCap16Or32At500Qps")]
pub fn batch_cap_16_or_32_at_500_qps() -> Result<BatchCapChoice, InputError> {
    BatchCapChoice::builder()
        .service(resnet50_eager_fp16_batching_h100()?)
        .arrival_rate(per_second(500.0))
        .small_cap(16)
        .large_cap(32)
        .build()
}
