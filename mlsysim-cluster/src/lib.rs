//! Cluster scenarios of mlsysim-rs: one file per scenario (its presets beside it), a folder per
//! section of the reference whose `mod.rs` declares the section's family, each scenario
//! declared once with [`#[scenario]`](mlsysim_core::scenario). Everything here is in the
//! catalog as soon as this crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// Training on many accelerators: moving bytes between them, the collectives that keep them in
/// step, the fabrics that carry it, and how a run divides its work.
pub const CLUSTER: Family = Family::new(
    "cluster",
    "Cluster",
    "Sizing a training cluster: what a transfer or a collective costs on each link, what a fabric's shape and cut allow, how tensor, pipeline and data parallelism split a run's work and state.",
);

pub mod collectives;
pub mod distributed;
pub mod expansion;
pub mod fabrics;
pub mod transfer_and_training;

use mlsysim_core::{DataRate, HardwareNode, InputError};

pub(crate) use mlsysim_core::error::derived;

/// One direction of the NVLink of the registry's `device`, for the input `input`.
fn nvlink(input: &'static str, device: &str) -> Result<DataRate, InputError> {
    let node = HardwareNode::find(device)?;
    node.nvlink_bandwidth_per_direction()
        .ok_or_else(|| InputError::Invalid {
            input,
            reason: format!("`{}` has no NVLink in the registry", node.path).into(),
        })
}

/// One direction of the host link (PCIe) of the registry's `device`, for the input `input`.
fn pcie(input: &'static str, device: &str) -> Result<DataRate, InputError> {
    let node = HardwareNode::find(device)?;
    node.interconnect_bandwidth_per_direction()
        .ok_or_else(|| InputError::Invalid {
            input,
            reason: format!("`{}` has no host link in the registry", node.path).into(),
        })
}

/// A count a preset derives, as the `u32` input `input` takes.
fn count(input: &'static str, n: i64) -> Result<u32, InputError> {
    u32::try_from(n).map_err(|_| InputError::Invalid {
        input,
        reason: format!("{n} is not a count from 0 to 4294967295").into(),
    })
}

/// The 16-bit weights of the registry's model `model` (its `size_in_bytes` at 2 bytes a
/// parameter), for the input `input`.
fn fp16_weights(input: &'static str, model: &str) -> Result<mlsysim_core::Information, InputError> {
    let model = mlsysim_core::Workload::find(model)?;
    let width = derived(
        input,
        mlsysim_core::laws::precision_width(mlsysim_core::Precision::Fp16),
    )?;
    Ok(derived(input, mlsysim_core::laws::weight_bytes(model, width))?.quantity())
}
