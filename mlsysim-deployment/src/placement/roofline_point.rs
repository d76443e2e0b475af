use super::PLACEMENT;
use crate::derived;
use mlsysim_core::laws::{precision_storage_width, weight_bytes};
use mlsysim_compute::acceleration::gpt2_xl_layer_norm_prefill;
use mlsysim_compute::layers::resnet50_classifier_head_batch32;
use mlsysim_core::registry::{Hardware, Models};
use mlsysim_core::units::{FLOP_PER_BYTE, TB_PER_SECOND, TFLOP_PER_SECOND};
use mlsysim_core::{
    DataRate, FlopRate, HardwareNode, InputError, Intensity, Precision, preset, scenario,
};

/// A workload of a given intensity on a device's roofline: the rate the roofline allows and its
/// share of the peak; or a measured kernel placed by its counter readings.
///
/// Below the ridge, where the compute roof meets the memory roof, a workload is bound by the
/// bandwidth; above it, by the peak. A profiled kernel's intensity is its achieved rate over its
/// achieved bandwidth, and its bandwidth utilization the achieved bandwidth's share of the
/// device's.
#[scenario(
    family = PLACEMENT,
    assumption = "The peak is the device's headline rate, or its rate at `precision` when one is given; memory streams at its full bandwidth.",
    excludes = "Caches, the SRAM roof, and the time to launch the kernel.",
    derivation = "The roofline (Williams, Waterman and Patterson, 2009).",
    requires_one_of(intensity, (achieved_rate, achieved_bandwidth)),
    rule(hardware.rate_at(precision).is_some(), "`hardware` states a peak rate at `precision`"),
    example = r#"
// A 200 FLOP/B kernel is compute bound on an A100 and bandwidth bound on an H100
use mlsysim_deployment::placement::{kernel_at200_flop_per_byte_a100, kernel_at200_flop_per_byte_h100};

assert_eq!(kernel_at200_flop_per_byte_a100()?.peak_fraction()?, 1.0);
assert!(kernel_at200_flop_per_byte_h100()?.peak_fraction()? < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RooflinePoint {
    /// The device; its peak rates and memory bandwidth are read.
    pub hardware: &'static HardwareNode,
    /// Work per byte of the workload.
    #[input(positive, unit = FLOP_PER_BYTE)]
    pub intensity: Option<Intensity>,
    /// The precision whose peak is the compute roof; absent, the headline peak.
    pub precision: Option<Precision>,
    /// A measured kernel's achieved rate.
    #[input(non_negative, unit = TFLOP_PER_SECOND)]
    pub achieved_rate: Option<FlopRate>,
    /// A measured kernel's achieved memory bandwidth.
    #[input(positive, unit = TB_PER_SECOND)]
    pub achieved_bandwidth: Option<DataRate>,

    /// The workload's intensity: as stated, or the measured rate over the measured bandwidth.
    #[property(if given(intensity) { intensity } else { achieved_rate / achieved_bandwidth })]
    pub point_intensity: Intensity,
    /// The measured bandwidth's share of the device's.
    #[property(achieved_bandwidth / hardware.memory_bandwidth)]
    pub bandwidth_utilization: f64,
    /// The compute roof.
    #[property(if given(precision) { hardware.peak_at(precision)? } else { hardware.peak_flops }, unit = TFLOP_PER_SECOND)]
    pub peak: FlopRate,
    /// The intensity at which the compute roof meets the memory roof.
    #[property(ridge_point(peak, hardware.memory_bandwidth)?)]
    pub ridge: Intensity,
    /// The rate the roofline allows at the workload's intensity.
    #[property(min(peak, hardware.memory_bandwidth * point_intensity), unit = TFLOP_PER_SECOND)]
    pub attainable: FlopRate,
    /// The attainable rate's share of the peak.
    #[property(attainable / peak)]
    pub peak_fraction: f64,
}

/// GPT-2 XL decoding one token at batch one on the H100's roofline: two operations per
/// parameter against every FP16 weight read once.
#[preset(name = "Gpt2XlDecodeH100Roofline")]
pub fn gpt2_xl_decode_h100_roofline() -> Result<RooflinePoint, InputError> {
    let gpt2 = Models::Language::GPT2;
    let work = derived("intensity", gpt2.forward_flops())?;
    let weights = derived(
        "intensity",
        precision_storage_width(Precision::Fp16).and_then(|w| weight_bytes(gpt2, w)),
    )?;
    RooflinePoint::builder()
        .hardware(Hardware::Cloud::H100)
        .intensity(work / weights.quantity())
        .build()
}

/// GPT-2 XL's unfused LayerNorm at prefill on the H100's roofline (the compute family's
/// elementwise preset gives its intensity).
#[preset(name = "Gpt2XlLayerNormH100Roofline")]
pub fn gpt2_xl_layer_norm_h100_roofline() -> Result<RooflinePoint, InputError> {
    let layer_norm = gpt2_xl_layer_norm_prefill()?;
    gpt2_xl_decode_h100_roofline()?
        .variant()
        .intensity(derived("intensity", layer_norm.intensity())?)
        .build()
}

/// ResNet-50's classifier head at batch 32 on the H100's roofline (the compute family's dense
/// layer preset gives its intensity).
#[preset(name = "ResNet50ClassifierHeadH100Roofline")]
pub fn res_net50_classifier_head_h100_roofline() -> Result<RooflinePoint, InputError> {
    let head = resnet50_classifier_head_batch32()?;
    gpt2_xl_decode_h100_roofline()?
        .variant()
        .intensity(derived("intensity", head.traffic_intensity())?)
        .build()
}

/// A kernel of 200 FLOP/B on the A100's roofline: above its ridge, so bound by its peak.
#[preset(name = "KernelAt200FlopPerByteA100")]
pub fn kernel_at200_flop_per_byte_a100() -> Result<RooflinePoint, InputError> {
    RooflinePoint::builder()
        .hardware(Hardware::Cloud::A100)
        .intensity(FLOP_PER_BYTE.of(200.0))
        .build()
}

/// The same 200 FLOP/B kernel on the H100's roofline: below its ridge, so bound by bandwidth.
#[preset(name = "KernelAt200FlopPerByteH100")]
pub fn kernel_at200_flop_per_byte_h100() -> Result<RooflinePoint, InputError> {
    kernel_at200_flop_per_byte_a100()?
        .variant()
        .hardware(Hardware::Cloud::H100)
        .build()
}

/// A profiled LayerNorm kernel placed on the H100's roofline from illustrative counter
/// readings: 5 TFLOP/s achieved at 2.8 TB/s of HBM.
#[preset(name = "LayerNormMeasuredH100")]
pub fn layer_norm_measured_h100() -> Result<RooflinePoint, InputError> {
    RooflinePoint::builder()
        .hardware(Hardware::Cloud::H100)
        .achieved_rate(TFLOP_PER_SECOND.of(5.0))
        .achieved_bandwidth(TB_PER_SECOND.of(2.8))
        .build()
}
