//! Data scenarios of mlsysim-rs: one file per scenario (its presets beside it), a folder per
//! section of the reference whose `mod.rs` declares the section's family, each scenario
//! declared once with [`#[scenario]`](mlsysim_core::scenario). Everything here is in the
//! catalog as soon as this crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// The data path of training: storage, delivery, drift, labels and which data to keep.
pub const DATA: Family = Family::new(
    "data",
    "Data",
    "Whether storage can feed a training fleet, what a checkpoint costs, when drift is real, what labels cost and which data to keep.",
);

pub mod delivery;
pub mod engineering;
pub mod selection;
pub mod storage;

/// A figure a registry entry may leave out, for a preset: the value, or an error naming the
/// preset's input it was meant for.
pub(crate) fn stated<T>(
    value: Option<T>,
    input: &'static str,
    what: &str,
) -> Result<T, mlsysim_core::InputError> {
    value.ok_or_else(|| mlsysim_core::InputError::Invalid {
        input,
        reason: format!("the registry states no {what}").into(),
    })
}

pub(crate) use mlsysim_core::error::derived;
