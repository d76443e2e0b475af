use super::ONE_MACHINE;
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
    #[method(arrival_rate * window, args(arrival_rate(non_negative)), samples(arrival_rate = arrival_rates))]
    pub mean_arrivals: fn(arrival_rate: Frequency) -> f64,
    /// Standard deviation of the arrivals in one window.
    #[method(sqrt(mean_arrivals(arrival_rate)?)?, args(arrival_rate(non_negative)), samples(arrival_rate = arrival_rates))]
    pub arrival_spread: fn(arrival_rate: Frequency) -> f64,
    /// Share of windows that close empty.
    #[method(exp(-mean_arrivals(arrival_rate)?)?, args(arrival_rate(non_negative)), samples(arrival_rate = arrival_rates))]
    pub empty_share: fn(arrival_rate: Frequency) -> f64,
    /// Chance that a window collects at least `at_least` arrivals.
    #[method(
        poisson_tail(mean_arrivals(arrival_rate)?, at_least)?,
        samples(arrival_rate = arrival_rates, at_least = [0, 1, 2, 5, 10, 15]),
        args(arrival_rate(non_negative)),
    )]
    pub count_at_least: fn(arrival_rate: Frequency, at_least: u32) -> f64,
    /// Mean time a request waits for its window to close.
    #[property(window / 2.0, unit = MILLISECOND)]
    pub mean_wait: Time,
    /// The mean wait as a share of the latency budget.
    #[property(mean_wait / latency_budget)]
    pub budget_share: f64,
    /// Mean size of the batch a request finds itself in.
    #[method(1.0 + mean_arrivals(arrival_rate)?, args(arrival_rate(non_negative)), samples(arrival_rate = arrival_rates))]
    pub seen_batch_mean: fn(arrival_rate: Frequency) -> f64,
    /// The `tail_quantile` of the batch a request finds itself in: the smallest size that many
    /// windows' counts reach with probability below 1 − q.
    #[method(poisson_reserve(mean_arrivals(arrival_rate)?, 1.0 - tail_quantile)?, args(arrival_rate(non_negative)), samples(arrival_rate = arrival_rates))]
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
