use super::SECURITY;
use mlsysim_core::registry::Models;
use mlsysim_core::units::bytes;
use mlsysim_core::{
    DataSize, HardwareNode, Information, InputError, Precision, Workload, preset, scenario,
};

/// A model's weights against the protected memory of a trusted execution environment (an
/// enclave page cache), before any activation.
///
/// The reference's `weight_bytes` is `weight_footprint` here: `weight_bytes` names the law the
/// bytes are computed with.
#[scenario(
    family = SECURITY,
    assumption = "The whole protected memory is free for the weights.",
    excludes = "Activations, the runtime inside the enclave, and paging out of protected memory (which works, slowly).",
    derivation = "Weights take their parameter count times their width.",
    example = r#"
// ResNet-50 in FP32 overflows a 128 MiB enclave page cache
use mlsysim_fleet::security::res_net50_fp32_in_sgx_enclave;

assert!(res_net50_fp32_in_sgx_enclave()?.capacity_share()? > 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ProtectedMemoryFit {
    /// The model whose weights are protected.
    pub workload: &'static Workload,
    /// The device whose protected memory holds them.
    pub hardware: &'static HardwareNode,
    /// Bytes of one weight.
    #[input(positive)]
    pub bytes_per_weight: Information,

    /// Bytes of the weights (the reference's `weight_bytes`, renamed: that name is the law's).
    #[property(weight_bytes(workload, bytes_per_weight)?)]
    pub weight_footprint: DataSize,
    /// The protected memory.
    #[property(hardware.memory_capacity)]
    pub capacity: DataSize,
    /// The weights as a share of the protected memory.
    #[property(weight_footprint / capacity)]
    pub capacity_share: f64,
}

/// Bytes of one value of `precision`.
fn width(precision: Precision) -> Result<Information, InputError> {
    precision
        .storage_bytes()
        .map(bytes)
        .ok_or_else(|| InputError::Invalid {
            input: "bytes_per_weight",
            reason: format!("{} has no storage width", precision.label()).into(),
        })
}

/// ResNet-50's FP32 weights against the 128 MiB enclave page cache of an older SGX
/// configuration.
#[preset(name = "ResNet50Fp32InSgxEnclave")]
pub fn res_net50_fp32_in_sgx_enclave() -> Result<ProtectedMemoryFit, InputError> {
    ProtectedMemoryFit::builder()
        .workload(Models::Vision::ResNet50)
        .hardware(HardwareNode::find("Cloud.IntelSGX")?)
        .bytes_per_weight(width(Precision::Fp32)?)
        .build()
}

/// ResNet-50's INT8 weights in the same enclave page cache.
#[preset(name = "ResNet50Int8InSgxEnclave")]
pub fn res_net50_int8_in_sgx_enclave() -> Result<ProtectedMemoryFit, InputError> {
    res_net50_fp32_in_sgx_enclave()?
        .variant()
        .bytes_per_weight(width(Precision::Int8)?)
        .build()
}

/// ResNet-18's FP32 weights in the same enclave page cache.
#[preset(name = "ResNet18Fp32InSgxEnclave")]
pub fn res_net18_fp32_in_sgx_enclave() -> Result<ProtectedMemoryFit, InputError> {
    res_net50_fp32_in_sgx_enclave()?
        .variant()
        .workload(Models::Vision::ResNet18)
        .build()
}

/// ResNet-18's INT8 weights in the same enclave page cache.
#[preset(name = "ResNet18Int8InSgxEnclave")]
pub fn res_net18_int8_in_sgx_enclave() -> Result<ProtectedMemoryFit, InputError> {
    res_net18_fp32_in_sgx_enclave()?
        .variant()
        .bytes_per_weight(width(Precision::Int8)?)
        .build()
}
