use super::RELEASE_AND_DRIFT;
use mlsysim_core::units::bytes;
use mlsysim_core::{
    DataSize, HardwareNode, Headroom, Information, InputError, Time, Workload, preset, scenario,
};

/// Accelerators that the resident copies of a model hold on one node while it is released, and
/// what a retraining run on the same node leaves free.
///
/// Release controls keep extra copies of a model loaded: a canary, a shadow that mirrors live
/// traffic, the arms of an A/B test, the idle half of a blue-green pair, a hot standby. Each is
/// a whole copy of the weights no matter how little traffic it serves, so the cost of a control
/// is counted in copies, and a copy in whole accelerators. The traffic shares (`canary_share`,
/// `ramp`) describe the rollout but change no count.
#[scenario(
    family = RELEASE_AND_DRIFT,
    assumption = "Every resident copy holds the full weights; traffic share does not shrink it.",
    assumption = "A copy is split across whole accelerators by memory capacity alone; nothing else claims that memory.",
    assumption = "Retraining runs on the same node as serving and holds its accelerators for the whole run.",
    rule(!ramp.is_empty(), "`ramp`, when given, has at least one stage"),
    rule(ramp.is_sorted(), "`ramp` never decreases"),
    rule(ramp[0] == canary_share, "`ramp` starts at `canary_share` when both are given"),
    excludes = "Activations, KV caches, optimizer state and framework overhead beside the weights.",
    excludes = "Compute and bandwidth limits: only memory decides how many accelerators a copy needs.",
    excludes = "Copies on other nodes and the cost of moving traffic between stages.",
    derivation = "A copy of S bytes on devices of M bytes needs ⌈S / M⌉ of them (pigeonhole on memory); copies do not share devices, so counts add.",
    derivation = "The weights of a model of P parameters at w bytes each take P·w bytes; a model known only by its registry size takes that size.",
    example = r#"
// Size the DLRM release on an H100 node
use mlsysim_scenarios::release_and_drift::dlrm_release_footprint_h100;

let release = dlrm_release_footprint_h100()?;
assert_eq!(release.copy_bytes()?.to_string(), "100 GB");
assert_eq!(release.accelerators_per_copy()?, 2);
// a canary, a shadow and a hot standby beside the serving copy
assert_eq!(release.free_after(4)?, 0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    example = r#"
// Derive a variant: ResNet-50 at FP16 instead of DLRM
use mlsysim_core::{units::bytes, Workload};
use mlsysim_scenarios::release_and_drift::dlrm_release_footprint_h100;

let resnet = dlrm_release_footprint_h100()?
    .variant()
    .model(Workload::find("resnet50")?)
    .bytes_per_param(bytes(2.0))
    .build()?;
assert_eq!(resnet.copy_bytes()?.bytes(), 51_114_064.0);
assert_eq!(resnet.free_during_retrain()?, 3);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ReleaseFootprint {
    /// The model whose copies are held.
    pub model: &'static Workload,
    /// The accelerator that holds them; only its memory capacity is read.
    pub device: &'static HardwareNode,
    /// Storage width of one parameter; when absent, a copy is the model's registry size.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Option<Information>,
    /// Accelerators on one node.
    #[input(range = 1.., mark = limit)]
    pub node_accelerators: Option<u32>,
    /// Accelerators a retraining run holds on the same node.
    pub retrain_accelerators: Option<u32>,
    /// How long one retraining run lasts.
    #[input(non_negative, unit = HOUR)]
    pub retrain_time: Option<Time>,
    /// Share of traffic the canary receives.
    #[input(range = 0.0..=1.0)]
    pub canary_share: Option<f64>,
    /// Traffic shares of the rollout stages, canary first, never decreasing.
    #[input(positive, range = 0.0..=1.0)]
    pub ramp: Option<Vec<f64>>,

    /// Bytes of one resident copy of the model.
    #[property(
        if given(bytes_per_param) {
            weight_bytes(model, bytes_per_param)?
        } else {
            from_registry(model.model_size, "model_size (set `bytes_per_param` to size it from its parameter count)", model.path)?
        }
    )]
    pub copy_bytes: DataSize,
    /// One copy as a share of one accelerator's memory.
    #[property(copy_bytes / device.memory_capacity)]
    pub copy_fraction: f64,
    /// Accelerators one copy spans.
    #[property(ceil(copy_fraction))]
    pub accelerators_per_copy: i64,
    /// Accelerator time that one retraining run holds.
    #[property(retrain_accelerators * retrain_time, unit = HOUR)]
    pub retrain_accelerator_hours: Time,
    /// Accelerators left free while one copy serves and a retraining run holds its share;
    /// negative when the node is short.
    #[property(node_accelerators - accelerators_per_copy - retrain_accelerators)]
    pub free_during_retrain: Headroom,
    /// Accelerators that `copies` resident copies hold.
    #[method(copies * accelerators_per_copy, samples(copies = 0..=8))]
    pub accelerators_for: fn(copies: u32) -> i64,
    /// Accelerators left free on the node once `copies` resident copies are loaded; negative
    /// when the copies do not fit.
    #[method(node_accelerators - copies * accelerators_per_copy, samples(copies = 0..=8))]
    pub free_after: fn(copies: u32) -> Headroom,
}

/// DLRM (100 GB of weights) on an 8-accelerator H100 node, beside a 4-accelerator, 6-hour
/// retraining run, rolled out through a 5% canary.
#[preset(name = "DlrmReleaseFootprintH100")]
pub fn dlrm_release_footprint_h100() -> Result<ReleaseFootprint, InputError> {
    ReleaseFootprint::builder()
        .model(Workload::find("Recommendation.DLRM")?)
        .device(HardwareNode::find("Cloud.H100")?)
        .node_accelerators(8)
        .retrain_accelerators(4)
        .retrain_time(mlsysim_core::units::hours(6.0))
        .canary_share(0.05)
        .ramp(vec![0.05, 0.25, 0.5, 1.0])
        .build()
}

/// The DLRM release with ResNet-50 at FP16 (2 bytes a parameter) in its place: a model so small
/// that one accelerator holds a copy with room to spare.
#[preset(name = "ResNet50Fp16ReleaseFootprintH100")]
pub fn resnet50_fp16_release_footprint_h100() -> Result<ReleaseFootprint, InputError> {
    dlrm_release_footprint_h100()?
        .variant()
        .model(Workload::find("Vision.ResNet50")?)
        .bytes_per_param(bytes(2.0))
        .build()
}
