use super::FRAMEWORK;
use crate::width;
use mlsysim_core::registry::Datasets;
use mlsysim_core::units::{milliseconds, per_second};
use mlsysim_core::{
    DataRate, Frequency, HardwareNode, Information, InputError, Named, Precision, Time, preset,
    scenario,
};

/// A data loader feeding one accelerator over its host link: the bytes it decodes and copies,
/// and how long a serial copy takes against a step's compute.
///
/// Loader processes each prepare a few batches ahead. A sample is one size as decoded pixels on
/// the host and another as the tensor copied to the device; the accelerator consumes samples at
/// a steady rate. Copy times are bandwidth-only lower bounds.
#[scenario(
    family = FRAMEWORK,
    assumption = "The copy runs at the link's full stated bandwidth with no overhead.",
    excludes = "Decoding and augmentation time on the host, and overlap of the copy with compute.",
    example = r#"
// An FP32 batch of 64 ImageNet images crosses PCIe in under 3 ms
use mlsysim_training::framework::image_net_batch64_host_feed;

let s = image_net_batch64_host_feed()?;
assert_eq!(s.batches_in_flight()?, 8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct HostInputPipeline {
    /// Samples of one batch.
    #[input(range = 1..)]
    pub batch_size: i64,
    /// Loader processes.
    #[input(range = 1..)]
    pub workers: i64,
    /// Batches each loader prepares ahead.
    #[input(range = 0..)]
    pub prefetch_factor: i64,
    /// Bytes of one decoded sample on the host.
    #[input(positive, unit = KB)]
    pub raw_sample: Information,
    /// Bytes of one sample as the tensor copied to the device.
    #[input(positive, unit = KB)]
    pub model_sample: Information,
    /// Samples a second the accelerator consumes.
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub consume_rate: Frequency,
    /// Bandwidth of the host link.
    #[input(positive, unit = GB_PER_SECOND)]
    pub host_link: DataRate,
    /// Bandwidth of the device's memory.
    #[input(positive, unit = TB_PER_SECOND)]
    pub device_memory: DataRate,
    /// Compute time of one step, by the name of the model it trains.
    #[input(positive, unit = MILLISECOND)]
    pub step_times: Named<Time>,

    /// Batches prepared ahead across the loaders.
    #[property(workers * prefetch_factor)]
    pub batches_in_flight: i64,
    /// Decoded bytes a second the accelerator's consumption needs.
    #[property(consume_rate * raw_sample, unit = MB_PER_SECOND)]
    pub raw_feed: DataRate,
    /// Bytes of one batch as copied to the device.
    #[property(batch_size * model_sample, unit = MB)]
    pub batch_bytes: Information,
    /// Time to copy one batch over the host link.
    #[property(transfer_time(batch_bytes, host_link)?, unit = MILLISECOND)]
    pub copy_time: Time,
    /// Time to move one batch through the device's memory.
    #[property(transfer_time(batch_bytes, device_memory)?, unit = MICROSECOND)]
    pub device_copy_time: Time,
    /// A serial copy as a share of the named step's compute time.
    #[method(copy_time / step_times[step], samples(step = step_times))]
    pub copy_share: fn(step: String) -> f64,
}

/// A data loader feeding 224×224 RGB ImageNet images to one H100 at batch 64: four workers
/// prefetching two batches each, 8-bit pixels decoded on the host, FP32 tensors copied over
/// PCIe, against a large and a small model's step.
#[preset(name = "ImageNetBatch64HostFeed")]
pub fn image_net_batch64_host_feed() -> Result<HostInputPipeline, InputError> {
    let imagenet = &Datasets::ImageNet;
    let pixels = |input| -> Result<f64, InputError> {
        let side = |d: Option<u32>| crate::stated(d, input, "ImageNet image shape");
        Ok(f64::from(side(imagenet.image_width)?)
            * f64::from(side(imagenet.image_height)?)
            * f64::from(side(imagenet.image_channels)?))
    };
    let h100 = HardwareNode::find("Cloud.H100")?;
    HostInputPipeline::builder()
        .batch_size(64)
        .workers(4)
        .prefetch_factor(2)
        .raw_sample(pixels("raw_sample")? * width::of(Precision::Int8))
        .model_sample(pixels("model_sample")? * width::of(Precision::Fp32))
        .consume_rate(per_second(1000.0))
        .host_link(crate::host_link(h100, "host_link")?)
        .device_memory(h100.memory_bandwidth)
        .step_times(
            [
                ("large model", milliseconds(5.0)),
                ("small model", milliseconds(0.5)),
            ]
            .into_iter()
            .collect(),
        )
        .build()
}
