use super::LAYERS;
use mlsysim_core::{InputError, Workload, preset, scenario};

/// One kernel class's multiply-adds as a share of a whole model's, per example.
#[scenario(
    family = LAYERS,
    assumption = "Both counts are multiply-adds of one example.",
    assumption = "`workload` names the model; no member reads it (the counts are given).",
    rule(kernel_macs <= total_macs, "`kernel_macs` is at most `total_macs`: the kernel's multiply-adds are part of the total (the reference accepts shares above 1)"),
    excludes = "How long each kernel class takes, which depends on its intensity as well as its work.",
    derivation = "A share of a sum is the part over the whole.",
    example = r#"
// ResNet-50's 3×3 convolutions
use mlsysim_compute::layers::resnet50_conv_kernel_share;

let s = resnet50_conv_kernel_share()?;
assert!((s.share()? - 0.4794455391723857).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct KernelShare {
    /// The model the counts describe.
    pub workload: &'static Workload,
    /// Multiply-adds of the kernel class per example.
    #[input(non_negative)]
    pub kernel_macs: f64,
    /// Multiply-adds of the whole model per example.
    #[input(positive)]
    pub total_macs: f64,

    /// The kernel class's share of the multiply-adds.
    #[property(kernel_macs / total_macs)]
    pub share: f64,
}

/// ResNet-50's 3×3 convolutions as a share of its multiply-adds per 224×224 image, both counted
/// from the architecture of He et al. (2016), Table 1 (stride on the first 1×1 of a
/// downsampling block, as in the original network).
#[preset(name = "ResNet50ConvKernelShare")]
pub fn resnet50_conv_kernel_share() -> Result<KernelShare, InputError> {
    let macs = mlsysim_core::laws::resnet_bottleneck_macs(
        vec![64, 128, 256, 512],
        vec![3, 4, 6, 3],
        224,
        1000,
        false,
    )
    .map_err(|e| InputError::Invalid {
        input: "kernel_macs",
        reason: e.to_string().into(),
    })?;
    let count = |kind: &str| -> Result<f64, InputError> {
        macs.get(kind)
            .map(|&m| m as f64)
            .ok_or(InputError::Invalid {
                input: "kernel_macs",
                reason: "the ResNet count has no such kernel class".into(),
            })
    };
    KernelShare::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .kernel_macs(count("3x3")?)
        .total_macs(count("total")?)
        .build()
}
