//! Tool calling: a mediated call whose request or reply may be lost, one blind retry after a
//! timeout, a model that polls a pending job, and a tool catalog staged on every call.

use crate::law;
use crate::units::Time;

/// The chance that one attempt times out when its request and its reply are each lost
/// independently: 1 − (1 − q)(1 − r), written q + r − q·r so that small losses keep their
/// digits.
#[law(
    reference = "mlsysim.physics.tool_calls.calc_timeout_probability",
    samples(request_loss = [0.02, 0.001, 0.5], reply_loss = [0.02, 0.004])
)]
pub fn timeout_probability(request_loss: f64, reply_loss: f64) -> f64 {
    {
        self::check_losses(request_loss, reply_loss)?;
        request_loss + reply_loss - request_loss * reply_loss
    }
}

/// The chance that one blind retry after a timeout applies the effect a second time: the
/// original request arrives, its reply is lost, and the retry arrives, (1 − q)·r·(1 − q).
/// A lost request alone leaves a harmless timeout; lost messages never arrive later.
#[law(
    reference = "mlsysim.physics.tool_calls.calc_blind_retry_duplicate_probability",
    samples(request_loss = [0.02, 0.001, 0.5], reply_loss = [0.02, 0.004])
)]
pub fn blind_retry_duplicate_probability(request_loss: f64, reply_loss: f64) -> f64 {
    {
        self::check_losses(request_loss, reply_loss)?;
        (1.0 - request_loss) * reply_loss * (1.0 - request_loss)
    }
}

/// Status checks that find a job still pending: checks start one interval after dispatch and
/// stop at completion, and a check landing exactly at completion already sees the result, so
/// ⌈T/Δt⌉ − 1 checks see the job pending.
#[law(
    reference = "mlsysim.physics.tool_calls.calc_pending_polls",
    samples(job_duration = ["300 s", "301 s", "2 s"], poll_interval = ["5 s", "1 min"])
)]
pub fn pending_polls(job_duration: Time, poll_interval: Time) -> i64 {
    {
        require(poll_interval > seconds(0.0), "the poll interval is above 0")?;
        require(job_duration > seconds(0.0), "the job takes some time")?;
        ceil(job_duration / poll_interval)? - 1
    }
}

/// Unused descriptors selection must leave out before it saves context: selection pays once
/// (N_reg − N_sel)·s_desc exceeds its overhead, at s_over / s_desc descriptors.
#[law(
    reference = "mlsysim.physics.tool_calls.calc_selection_break_even",
    samples(selection_overhead = [400.0, 0.0], descriptor_tokens = [300.0, 50.0])
)]
pub fn selection_break_even(selection_overhead: f64, descriptor_tokens: f64) -> f64 {
    {
        require(
            descriptor_tokens > 0.0,
            "a descriptor takes at least one token",
        )?;
        selection_overhead / descriptor_tokens
    }
}

/// Both loss probabilities lie in [0, 1].
fn check_losses(request_loss: f64, reply_loss: f64) -> Result<(), crate::error::EvalError> {
    crate::equation::require(
        (0.0..=1.0).contains(&request_loss) && (0.0..=1.0).contains(&reply_loss),
        "the request and reply losses are probabilities in [0, 1]",
    )
}
