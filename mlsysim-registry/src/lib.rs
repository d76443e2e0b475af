//! The reference's registries, generated at build time from `data/*.json`: every figure a
//! typed quantity in base units, with the unit the registry states it in kept for display.
//! Authors reach it as `mlsysim_core::registry` (and its entry types at `mlsysim_core`'s root).

// The paths the registry's files name, as they named them inside `mlsysim-core`.
use mlsysim_eval::{error, units};

mod derived;
mod embodied;
pub mod entry;
mod hardware;
mod models;
mod precision;
mod records;

pub use hardware::{HardwareNode, NodeUnits, PrecisionRate, Tier, hardware, hardware_aliases};
pub use models::{
    Cnn, Diffusion, EmbodiedPolicy, MixtureOfExperts, StateSpace, Training, Transformer, Workload,
    WorkloadClass, models,
};
pub use precision::Precision;

use crate::error::UnknownName;

pub use entry::{Entry, Figure, Measure, Registered, Registry, Tree};
pub use records::*;
// The entries at their reference paths, at the crate root: `registry::Systems::Fabrics::InfiniBand_NDR`.
pub use records::tree::{
    Actuators, AgentPlatforms, Agents, Datasets, Embodied, Hardware, Infrastructure, Literature,
    Models, Ops, ReferenceStats, Sensors, Systems,
};

/// The command that lists the entries of `registry`, for messages about a name it lacks.
pub fn listing_command(registry: &str) -> &'static str {
    match registry {
        "hardware" | "Hardware" => "`mlsysim zoo hardware`",
        "model" | "Models" => "`mlsysim zoo models`",
        _ => "`mlsysim zoo`",
    }
}

/// Where a registry fact comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Provenance {
    pub kind: &'static str,
    pub ref_id: Option<&'static str>,
    pub url: Option<&'static str>,
    pub verified: &'static str,
    /// The reference's short citation, where it gives one.
    pub source: Option<&'static str>,
}

/// Finds an entry by registry path (`Cloud.H100`) or by the last part of its path (`h100`),
/// ignoring case; on failure names the closest entries.
fn find<'a, T>(
    registry: &'static str,
    entries: impl Iterator<Item = (&'a str, T)> + Clone,
    name: &str,
) -> Result<T, UnknownName> {
    let wanted = name.trim();
    let short = |path: &str| path.rsplit('.').next().unwrap_or(path).to_ascii_lowercase();
    let hit = entries.clone().find(|(path, _)| {
        path.eq_ignore_ascii_case(wanted) || short(path) == wanted.to_ascii_lowercase()
    });
    match hit {
        Some((_, entry)) => Ok(entry),
        None => Err(
            UnknownName::new(registry, wanted, entries.map(|(path, _)| path)).listed_by(
                if registry == "hardware" {
                    "`mlsysim zoo hardware`"
                } else {
                    "`mlsysim zoo models`"
                },
            ),
        ),
    }
}
