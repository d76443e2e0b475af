//! The whole catalog of mlsysim-rs, linked: this crate names every family crate, so that a
//! program which says `use mlsysim_catalog as _;` has every scenario, preset and law of the
//! project in `mlsysim_core::catalog` (the entries are collected with `inventory`, which
//! gathers nothing from a crate the program never names).
//!
//! It holds no scenario of its own. Each family lives in its own crate, so that an edit to one
//! family re-expands only that family's scenarios; a new family crate is added here and nowhere
//! else. The families are also reachable by name: `mlsysim_catalog::serving::kv_cache::...`.

pub use mlsysim_agents as agents;
pub use mlsysim_cluster as cluster;
pub use mlsysim_compute as compute;
pub use mlsysim_data as data;
pub use mlsysim_deployment as deployment;
pub use mlsysim_fleet as fleet;
pub use mlsysim_motion as motion;
pub use mlsysim_responsible as responsible;
pub use mlsysim_scenarios as operations;
pub use mlsysim_serving as serving;
pub use mlsysim_training as training;
