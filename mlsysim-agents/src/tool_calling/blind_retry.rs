use super::TOOL_CALLING;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// Mutating tool calls retried once after any timeout, when requests and replies are each lost
/// independently: how often a call times out, how often the blind retry applies the change a
/// second time, and what that costs against settling each timeout by a status lookup.
///
/// A timeout cannot tell a lost request (nothing applied) from a lost reply (applied): the
/// retry is harmless in the first case and a duplicate in the second. Most timeouts come from
/// the likelier of the two losses; a runtime that takes a timeout for success closes every
/// lost request as done though nothing was applied.
#[scenario(
    family = TOOL_CALLING,
    assumption = "Lost messages never arrive later; every delivered request executes; each timeout triggers exactly one retry of a call that is not idempotent and has no deduplication.",
    excludes = "Delayed packets, retries of retries, and a retry's own losses beyond the one it duplicates.",
    rule(request_loss > 0.0 || reply_loss > 0.0, "some messages are lost: `request_loss` and `reply_loss` are not both 0"),
    example = r#"
// At 2% loss each way, a fleet's blind retries duplicate thousands of changes a day
use mlsysim_agents::tool_calling::blind_retry_two_percent_loss;

let s = blind_retry_two_percent_loss()?;
assert!(s.duplicates()? > 3_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct BlindRetry {
    /// Chance a request is lost.
    #[input(range = 0.0..=1.0)]
    pub request_loss: f64,
    /// Chance a reply is lost.
    #[input(range = 0.0..=1.0)]
    pub reply_loss: f64,
    /// Workers making calls.
    pub workers: u32,
    /// Mutating calls each worker makes a day.
    pub calls_per_worker: u32,
    /// What one duplicated change costs.
    #[input(non_negative, unit = USD)]
    pub duplicate_cost: Option<Usd>,
    /// What one read-only status query costs.
    #[input(non_negative, unit = USD)]
    pub status_lookup_cost: Option<Usd>,

    /// Mutating calls a day.
    #[property(workers * calls_per_worker, unit = CALLS)]
    pub calls: i64,
    /// Chance one attempt times out.
    #[property(mlsysim_core::laws::timeout_probability(request_loss, reply_loss)?)]
    pub timeout_probability: f64,
    /// Chance the blind retry applies the change a second time.
    #[property(blind_retry_duplicate_probability(request_loss, reply_loss)?)]
    pub duplicate_probability: f64,
    /// Expected timeouts a day.
    #[property(calls * timeout_probability)]
    pub timeouts: f64,
    /// Expected duplicated changes a day.
    #[property(calls * duplicate_probability)]
    pub duplicates: f64,
    /// Share of timeouts whose request never arrived, so nothing was applied.
    #[property(request_loss / timeout_probability)]
    pub lost_request_share: f64,
    /// Calls a day that a runtime taking timeouts for success closes though nothing applied.
    #[property(calls * request_loss)]
    pub unapplied_closures: f64,
    /// What the duplicated changes cost a day.
    #[property(duplicates * duplicate_cost, unit = USD)]
    pub duplicate_cost_per_day: Usd,
    /// What one status query on every timeout costs a day.
    #[property(timeouts * status_lookup_cost, unit = USD)]
    pub lookup_cost_per_day: Usd,
}

/// One blind retry per timeout at 2% request and 2% reply loss: 50 workers making 4,000
/// mutating calls a day each.
#[preset(name = "BlindRetryTwoPercentLoss")]
pub fn blind_retry_two_percent_loss() -> Result<BlindRetry, InputError> {
    BlindRetry::builder()
        .request_loss(0.02)
        .reply_loss(0.02)
        .workers(50)
        .calls_per_worker(4_000)
        .build()
}

/// A lost reply on 25,000 mutating calls a day, counted as one fleet: requests lost 0.1% of the
/// time and replies 0.4%; a duplicated change costs $2,000 and a status query $0.01.
#[preset(name = "BlindRetryAgainstStatusLookup")]
pub fn blind_retry_against_status_lookup() -> Result<BlindRetry, InputError> {
    BlindRetry::builder()
        .request_loss(0.001)
        .reply_loss(0.004)
        .workers(1)
        .calls_per_worker(25_000)
        .duplicate_cost(usd(2_000.0))
        .status_lookup_cost(usd(0.01))
        .build()
}
