use super::RECOVERY;
use mlsysim_core::{InputError, preset, scenario};

/// A burst of blocking requests against a hung dependency, admitted without a limit and then
/// with a cap on occupied workers and a bounded queue.
#[scenario(
    family = RECOVERY,
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
