use super::AT_SCALE;
use crate::profile::ResNet50H100;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A batch's service time as a fixed cost plus a cost per request, and the batch where the two
/// are equal.
///
/// Serving a batch of B requests takes S(B) = t₀ + B·t_req: t₀ is paid once a batch (launches,
/// one read of the weights), t_req for each request. Throughput B ÷ S(B) climbs toward its
/// ceiling 1 ÷ t_req; at the knee B = t₀ ÷ t_req the two costs are equal and it reaches half
/// the ceiling. Per batch size the scenario gives the service time, the throughput, the time
/// per request, and the shares of the ceiling reached and of the time that is fixed.
#[scenario(
    family = AT_SCALE,
    assumption = "The service time is affine in the batch size: no memory or compute limit bends it.",
    assumption = "A batch holds at least one request: the methods refuse smaller batches, which the reference evaluates (a service time for an empty batch, a throughput of zero).",
    assumption = "The per-request time is above zero; the fixed time is not negative.",
    excludes = "Waiting for a batch to fill (see BatchCapChoice and BatchWindow).",
    derivation = "B·t_req = t₀ at B = t₀ ÷ t_req, where B ÷ S(B) = 1 ÷ (2·t_req), half of the ceiling 1 ÷ t_req.",
    example = r#"
// The knee of the eager ResNet-50 service on an H100
use mlsysim_serving::at_scale::resnet50_eager_fp16_batching_h100;

let s = resnet50_eager_fp16_batching_h100()?;
assert!((s.knee()? - 106.36338745622044).abs() < 1e-9);
assert!(s.throughput(128)? > s.throughput(32)?);
assert!(s.fixed_share(128)? < 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BatchingKnee {
    /// Time a batch costs once, whatever its size.
    #[input(non_negative, unit = MILLISECOND)]
    pub fixed_time: Time,
    /// Time each request of a batch adds.
    #[input(positive, unit = MILLISECOND)]
    pub per_request_time: Time,
    /// Batch sizes at which to report the service.
    #[input(default = vec![], range = 1..)]
    pub batch_sizes: Vec<i64>,

    /// The batch at which the per-request time equals the fixed time.
    #[property(batch_knee(fixed_time, per_request_time)?)]
    pub knee: f64,
    /// Throughput at `batch_size` as a share of its ceiling 1 ÷ t_req.
    #[method(batch_throughput_share(batch_size, fixed_time, per_request_time)?, args(batch_size(positive)), samples(batch_size = batch_sizes))]
    pub throughput_share: fn(batch_size: i64) -> f64,
    /// Time to serve one batch of `batch_size`.
    #[method(batch_service_time(fixed_time, per_request_time, batch_size)?, unit = MILLISECOND, args(batch_size(positive)), samples(batch_size = batch_sizes))]
    pub service_time: fn(batch_size: i64) -> Time,
    /// Requests a second when batches of `batch_size` run back to back.
    #[method(batch_size / service_time(batch_size)?, unit = REQUESTS_PER_SECOND, args(batch_size(positive)), samples(batch_size = batch_sizes))]
    pub throughput: fn(batch_size: i64) -> Frequency,
    /// A batch's service time divided among its requests.
    #[method(service_time(batch_size)? / batch_size, unit = MILLISECOND, args(batch_size(positive)), samples(batch_size = batch_sizes))]
    pub time_per_request: fn(batch_size: i64) -> Time,
    /// Share of a batch's service time that does not depend on its size.
    #[method(fixed_time / service_time(batch_size)?, args(batch_size(positive)), samples(batch_size = batch_sizes))]
    pub fixed_share: fn(batch_size: i64) -> f64,
}

/// A compute-bound vision model: 2 ms a batch plus 1 ms an image. Like the reference, it lists
/// no batch sizes, so reports give only the knee.
#[preset(name = "VisionBatchingKnee")]
pub fn vision_batching_knee() -> Result<BatchingKnee, InputError> {
    BatchingKnee::builder()
        .fixed_time(milliseconds(2.0))
        .per_request_time(milliseconds(1.0))
        .build()
}

/// A 70B model's decode step on one H100: about 40 ms to stream the FP16 weights, plus 0.5 ms
/// to read one sequence's own key-value state.
#[preset(name = "LlmDecodeBatchingKnee")]
pub fn llm_decode_batching_knee() -> Result<BatchingKnee, InputError> {
    vision_batching_knee()?
        .variant()
        .fixed_time(milliseconds(40.0))
        .per_request_time(milliseconds(0.5))
        .build()
}

/// ResNet-50 in eager FP16 on one H100, from the serving profile ([`crate::profile`]): the
/// fixed time is a pass of no images (174 kernels' host and device floors and one weight read,
/// 3.495 ms), the per-request time one image's device time (32.86 µs).
#[preset(name = "ResNet50EagerFp16BatchingH100")]
pub fn resnet50_eager_fp16_batching_h100() -> Result<BatchingKnee, InputError> {
    let profile = ResNet50H100::new()?;
    BatchingKnee::builder()
        .fixed_time(profile.eager_fp16(0.0))
        .per_request_time(profile.per_image_fp16)
        .batch_sizes(vec![1, 8, 32, 128])
        .build()
}
