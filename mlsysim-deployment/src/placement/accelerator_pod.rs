use super::PLACEMENT;
use mlsysim_core::registry::{Hardware, Pod, Systems};
use mlsysim_core::{FlopRate, HardwareNode, Information, InputError, preset, scenario};

/// A pod of many copies of one accelerator: its aggregate peak rate and accelerator memory.
#[scenario(
    family = PLACEMENT,
    assumption = "Every chip of the pod is the accelerator given, at its headline peak.",
    excludes = "Host memory, the interconnect, and any loss to communication: the aggregate is an upper bound.",
    example = r#"
// A TPU v4 pod of 4,096 chips: over an exaFLOP/s of BF16 and 128 TiB of HBM
use mlsysim_deployment::placement::tp_uv4_pod4096;

let s = tp_uv4_pod4096()?;
assert!(s.peak_flops()?.value > 1e18);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AcceleratorPod {
    /// The pod envelope; its chip count is read.
    pub pod: &'static Pod,
    /// The accelerator each chip is; its peak rate and memory are read.
    pub accelerator: &'static HardwareNode,

    /// The pod's aggregate peak rate.
    #[property(pod.chips * accelerator.peak_flops, unit = PFLOP_PER_SECOND)]
    pub peak_flops: FlopRate,
    /// The accelerator memory of all the pod's chips.
    #[property(pod.chips * accelerator.memory_capacity.quantity(), unit = TIB)]
    pub chip_memory_total: Information,
}

/// A Cloud TPU v4 pod of 4,096 TPU v4 chips.
#[preset(name = "TPUv4Pod4096")]
pub fn tp_uv4_pod4096() -> Result<AcceleratorPod, InputError> {
    AcceleratorPod::builder()
        .pod(&Systems::Pods::TPUv4_4096)
        .accelerator(Hardware::Cloud::TPUv4)
        .build()
}
