//! The ResNet-50 serving profile on one H100, from which several presets take their times.
//!
//! A forward pass of a batch of images costs, added up: a host cost for every kernel launch
//! (Python dispatch and the driver's launch, or the launch alone once the graph is compiled), a
//! least device time for every kernel, one read of the FP16 weights at the memory bandwidth,
//! and a device time per image. The per-image time is the image's forward work at the H100's
//! dense FP16 peak times a sustained share of peak; that share is what an A100 sustains when it
//! trains ResNet-50 at its measured rate (a training step is three forward passes of work).
//! The reference computes the same profile in `engine/serving_profile.py`; the measured rates
//! and host costs below are the values of its benchmark and runtime registries, which the
//! registry of this port does not carry.

use mlsysim_core::laws::{compute_time, transfer_time};
use mlsysim_core::units::bytes;
use mlsysim_core::{
    EvalError, Frequency, HardwareNode, InputError, Precision, Time, Workload, units,
};

use mlsysim_core::registry::{Literature::Benchmarks, Ops::RuntimeOverheads};
/// Least device time one kernel takes at batch one, in µs (the profile's `KERNEL_FLOOR`).
const KERNEL_FLOOR_US: f64 = 5.0;
/// Kernels of an eager ResNet-50 pass: 53 convolutions, 53 batch norms, 49 ReLUs, 16 residual
/// adds, 2 pools and the classifier (the profile's `EAGER_KERNELS`).
const EAGER_KERNELS: f64 = 53.0 + 53.0 + 49.0 + 16.0 + 2.0 + 1.0;

/// The ResNet-50 H100 serving profile: the per-image device time and the weight read of FP16
/// inference, and the measured INT8 offline rate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ResNet50H100 {
    /// Device time of one image at FP16: its forward work at the dense FP16 peak times the
    /// sustained share.
    pub per_image_fp16: Time,
    /// One read of the FP16 weights at the H100's memory bandwidth.
    pub weight_read_fp16: Time,
    /// The MLPerf INT8 Offline rate of one H100.
    pub int8_offline_rate: Frequency,
}

impl ResNet50H100 {
    /// The profile, from the registry's ResNet-50, H100 and A100.
    pub fn new() -> Result<Self, InputError> {
        let resnet = Workload::find("Vision.ResNet50")?;
        let h100 = HardwareNode::find("Cloud.H100")?;
        let a100 = HardwareNode::find("Cloud.A100")?;
        let work = derived("per_image_fp16", resnet.forward_flops())?;
        // A training step is three forward passes of work, so an A100 training at this rate
        // sustains this share of its peak.
        let sustained =
            Benchmarks::ResNet50A100TrainThroughput.value * 3.0 * work / a100.peak_flops;
        let fp16_dense = derived("per_image_fp16", h100.peak_at(Precision::Fp16Dense))?;
        let per_image_fp16 = derived(
            "per_image_fp16",
            compute_time(work, fp16_dense * sustained.value),
        )?;
        let weights = derived(
            "weight_read_fp16",
            resnet
                .size_in_bytes(bytes(2.0))
                .ok_or_else(|| EvalError::domain("ResNet-50 has no parameter count")),
        )?;
        let weight_read_fp16 = derived(
            "weight_read_fp16",
            transfer_time(weights, h100.memory_bandwidth),
        )?;
        Ok(ResNet50H100 {
            per_image_fp16,
            weight_read_fp16,
            int8_offline_rate: Benchmarks::ResNet50H100InferenceOfflinePerGpu.value,
        })
    }

    /// A pass of `batch` images in eager FP16: every kernel pays a Python dispatch and a
    /// launch on the host and its least device time, plus the weight read and the images.
    pub fn eager_fp16(&self, batch: f64) -> Time {
        self.pass(
            RuntimeOverheads::PythonDispatch.value + RuntimeOverheads::KernelLaunch.value,
            batch,
        )
    }

    /// A pass of `batch` images from a TorchScript graph in FP16: as eager, without the
    /// per-operator Python dispatch.
    pub fn torchscript_fp16(&self, batch: f64) -> Time {
        self.pass(RuntimeOverheads::KernelLaunch.value, batch)
    }

    fn pass(&self, host_per_launch: Time, batch: f64) -> Time {
        let us = units::MICROSECOND;
        host_per_launch * EAGER_KERNELS
            + us.of(EAGER_KERNELS * KERNEL_FLOOR_US)
            + self.weight_read_fp16
            + self.per_image_fp16 * batch
    }
}

pub(crate) use mlsysim_core::error::derived;
