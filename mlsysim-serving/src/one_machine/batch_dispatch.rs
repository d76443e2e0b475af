use super::ONE_MACHINE;
use crate::at_scale::{BatchingKnee, resnet50_eager_fp16_batching_h100};
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A dual-trigger batch (a size cap or a timeout) that never fills: it leaves when the timeout
/// after its oldest request runs out, then waits for a busy worker.
///
/// The oldest request's latency is the dispatch time plus the batch's service time plus the
/// response path, from its arrival; the slack is what the deadline leaves. The estimate "timeout
/// plus service" ignores both the busy worker and the response path.
#[scenario(
    family = ONE_MACHINE,
    assumption = "The batch holds every listed arrival and never reaches its size cap, so the timeout closes it.",
    assumption = "The batch's service time is the BatchingKnee's at the number of arrivals.",
    rule(!arrivals.is_empty(), "`arrivals` lists at least one arrival"),
    rule(arrivals.is_sorted(), "`arrivals` are listed oldest first: no offset is below the one before it"),
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
