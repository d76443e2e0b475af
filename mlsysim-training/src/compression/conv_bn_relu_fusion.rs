use super::COMPRESSION;
use crate::width;
use mlsysim_core::{HardwareNode, Information, InputError, Precision, Time, preset, scenario};

/// A convolution, a batch norm and a ReLU on one feature map, run as three kernels or fused
/// into one: the bytes each way and the time they take at the device's memory bandwidth.
///
/// Unfused, each kernel reads its input from device memory and writes its output back, six
/// feature-map trips, and the convolution and the norm also read their parameters. Fused, the
/// norm is folded into the convolution's weights and bias and the ReLU applied before the
/// write: one read and one write of the feature map remain, with the convolution's weights.
#[scenario(
    family = COMPRESSION,
    assumption = "The layer maps C channels to C channels at the same height and width.",
    assumption = "Time is traffic over the memory bandwidth: a lower bound that ignores compute.",
    excludes = "The convolution's arithmetic and any caching of the feature map between kernels.",
    example = r#"
// Fusing a ResNet-50 3x3 layer with its norm and ReLU removes four feature-map trips
use mlsysim_training::compression::res_net50_conv256_fusion_h100;

let s = res_net50_conv256_fusion_h100()?;
assert!(s.time_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ConvBnReluFusion {
    /// Channels of the feature map, in and out.
    #[input(range = 1..)]
    pub channels: i64,
    /// Height of the feature map.
    #[input(range = 1..)]
    pub height: i64,
    /// Width of the feature map.
    #[input(range = 1..)]
    pub width: i64,
    /// Side of the square convolution kernel.
    #[input(range = 1..)]
    pub kernel_size: i64,
    /// Bytes of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Parameters the norm keeps a channel (its folded scale and shift).
    #[input(range = 0..)]
    pub norm_params_per_channel: i64,
    /// The accelerator; its memory bandwidth is read.
    pub hardware: &'static HardwareNode,

    /// One feature map.
    #[property(channels * height * width * bytes_per_value, unit = KB)]
    pub feature_map: Information,
    /// The convolution's weights.
    #[property(channels * channels * kernel_size * kernel_size * bytes_per_value, unit = MB)]
    pub conv_weights: Information,
    /// The norm's parameters.
    #[property(channels * norm_params_per_channel * bytes_per_value, unit = KB)]
    pub norm_params: Information,
    /// The convolution's traffic: the map in and out and its weights.
    #[property(2 * feature_map + conv_weights, unit = MB)]
    pub conv_traffic: Information,
    /// The norm's traffic: the map in and out and its parameters.
    #[property(2 * feature_map + norm_params, unit = MB)]
    pub norm_traffic: Information,
    /// The ReLU's traffic: the map in and out.
    #[property(2 * feature_map, unit = MB)]
    pub relu_traffic: Information,
    /// Feature-map trips unfused.
    #[property(6)]
    pub unfused_trips: i64,
    /// Feature-map trips fused.
    #[property(2)]
    pub fused_trips: i64,
    /// Traffic of the three kernels.
    #[property(conv_traffic + norm_traffic + relu_traffic, unit = MB)]
    pub unfused_traffic: Information,
    /// Traffic of the fused kernel: the convolution's alone.
    #[property(conv_traffic, unit = MB)]
    pub fused_traffic: Information,
    /// Feature-map traffic fusion removes.
    #[property((unfused_trips - fused_trips) * feature_map, unit = MB)]
    pub eliminated_activation_traffic: Information,
    /// Share of the unfused traffic fusion removes.
    #[property(1.0 - fused_traffic / unfused_traffic)]
    pub traffic_cut: f64,
    /// Time of the three kernels at the memory bandwidth.
    #[property(transfer_time(unfused_traffic, hardware.memory_bandwidth)?, unit = MICROSECOND)]
    pub unfused_time: Time,
    /// Time of the fused kernel at the memory bandwidth.
    #[property(transfer_time(fused_traffic, hardware.memory_bandwidth)?, unit = MICROSECOND)]
    pub fused_time: Time,
    /// Unfused time over fused time.
    #[property(unfused_time / fused_time)]
    pub time_ratio: f64,
}

/// One ResNet-50 stage-2 3×3 layer (256 channels at 28 by 28) in FP32 with batch norm and
/// ReLU, fused or not, on an H100.
#[preset(name = "ResNet50Conv256FusionH100")]
pub fn res_net50_conv256_fusion_h100() -> Result<ConvBnReluFusion, InputError> {
    ConvBnReluFusion::builder()
        .channels(256)
        .height(28)
        .width(28)
        .kernel_size(3)
        .bytes_per_value(width::of(Precision::Fp32))
        .norm_params_per_channel(2)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .build()
}
