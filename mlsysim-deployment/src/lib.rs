//! Deployment scenarios of mlsysim-rs: where a model can run (the cloud, the edge, a phone, a
//! microcontroller) and what it costs there in latency, bandwidth, energy, heat and battery; how
//! the ML lifecycle budgets requirements, iterations and uploads; how on-device learning and
//! federated rounds are sized; and how a team decides from benchmark measurements. One file per
//! scenario (its presets beside it), a folder per section of the reference whose `mod.rs`
//! declares the section's family, each scenario declared once with
//! [`#[scenario]`](mlsysim_core::scenario). Everything here is in the catalog as soon as this
//! crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// Deploying a model: where it runs, what it costs there, and how it is updated and measured.
pub const DEPLOYMENT: Family = Family::new(
    "deployment",
    "Deployment",
    "Where a model can run and what it costs there, the lifecycle that gets it there, learning on the device, and deciding from benchmarks.",
);

pub mod benchmarking;
pub mod lifecycle;
pub mod on_device;
pub mod placement;

pub(crate) use mlsysim_core::error::derived;

/// Bytes of one value of `precision`, for presets that state a width by its format (the
/// reference's BYTES_FP32 and the like).
pub(crate) fn width(
    precision: mlsysim_core::Precision,
) -> Result<mlsysim_core::Information, mlsysim_core::InputError> {
    derived(
        "bytes_per_param",
        mlsysim_core::laws::precision_storage_width(precision),
    )
}
