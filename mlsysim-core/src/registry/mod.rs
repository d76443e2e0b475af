//! The reference's hardware and model registries, generated at build time from `data/*.json`.

mod hardware;
mod models;
mod precision;

pub use hardware::{HardwareNode, NodeUnits, PrecisionRate, Tier, hardware, hardware_aliases};
pub use models::{
    Cnn, Diffusion, Embodied, MixtureOfExperts, StateSpace, Training, Transformer, Workload,
    WorkloadClass, models,
};
pub use precision::Precision;

use crate::error::UnknownName;

/// Where a registry fact comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Provenance {
    pub kind: &'static str,
    pub ref_id: Option<&'static str>,
    pub url: Option<&'static str>,
    pub verified: &'static str,
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
        None => Err(UnknownName::new(
            registry,
            wanted,
            entries.map(|(path, _)| path),
        )),
    }
}
