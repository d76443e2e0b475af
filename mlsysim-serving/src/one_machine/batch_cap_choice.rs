use super::ONE_MACHINE;
use crate::at_scale::{BatchingKnee, resnet50_eager_fp16_batching_h100};
use mlsysim_core::units::per_second;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Two batch caps at one arrival rate when batches wait until full: the larger raises the
/// saturated throughput but makes requests wait longer for the batch to fill.
#[scenario(
    family = ONE_MACHINE,
    assumption = "Batches wait until full, and arrivals come at a steady rate.",
    rule(small_cap <= large_cap, "`small_cap` is at most `large_cap`"),
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
)]
pub struct BatchCapChoice {
    /// The batch service time, as a BatchingKnee preset or its inputs.
    pub service: BatchingKnee,
    /// Requests arriving.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
    pub arrival_rate: Frequency,
    /// The smaller batch cap.
    #[input(range = 1..)]
    pub small_cap: i64,
    /// The larger batch cap.
    #[input(range = 1..)]
    pub large_cap: i64,

    /// Mean time a request waits for a batch of `cap` to fill.
    #[method(batch_formation_wait(cap, arrival_rate)?, unit = MILLISECOND, args(cap(positive)), samples(cap = [small_cap, large_cap]))]
    pub formation_wait: fn(cap: i64) -> Time,
    /// Share by which the large cap raises the saturated throughput.
    #[property(service.throughput(large_cap)? / service.throughput(small_cap)? - 1.0)]
    pub throughput_gain: f64,
    /// Saturated throughput at the small cap over the arrival rate.
    #[property(service.throughput(small_cap)? / arrival_rate)]
    pub capacity_over_load: f64,
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
