use crate::error::UnknownName;
use crate::units::{ByteUnit, DataSize, Stated};

use super::Provenance;

/// Where a node sits in the reference's hardware taxonomy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tier {
    Cloud,
    Edge,
    Mobile,
    Tiny,
    Workstation,
}

impl Tier {
    pub const fn name(self) -> &'static str {
        match self {
            Tier::Cloud => "Cloud",
            Tier::Edge => "Edge",
            Tier::Mobile => "Mobile",
            Tier::Tiny => "Tiny",
            Tier::Workstation => "Workstation",
        }
    }
}

/// One accelerator (or one system, for racks) of the hardware registry.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HardwareNode {
    /// Registry path, e.g. `Cloud.H100`.
    pub path: &'static str,
    pub tier: Tier,
    /// Display name, e.g. `NVIDIA H100`.
    pub name: &'static str,
    pub release_year: Option<u16>,
    /// Memory one node holds, in the unit the registry declares (GiB for an H100).
    pub memory_capacity: DataSize,
    pub memory_bandwidth: Stated,
    pub flash_capacity: Option<DataSize>,
    pub peak_flops: Stated,
    /// Throughput per precision label (`fp16_dense`, `int8`, ...), as declared.
    pub precision_flops: &'static [(&'static str, Stated)],
    pub tdp: Option<Stated>,
    pub unit_cost: Option<Stated>,
    pub unit_cost_max: Option<Stated>,
    /// Accelerators in one registry entry, where the entry is a multi-accelerator system.
    pub accelerator_count: Option<u32>,
    pub provenance: Provenance,
}

include!(concat!(env!("OUT_DIR"), "/hardware_table.rs"));

/// Every node of the hardware registry, sorted by path.
pub fn hardware() -> &'static [HardwareNode] {
    NODES
}

/// Alias paths (`Embodied.Coral`) and the path of the node each one names (`Edge.Coral`).
pub fn hardware_aliases() -> &'static [(&'static str, &'static str)] {
    ALIASES
}

impl HardwareNode {
    /// Looks a node up by path (`Cloud.H100`), alias path (`Embodied.Coral`) or short name
    /// (`h100`), ignoring case.
    pub fn find(name: &str) -> Result<&'static HardwareNode, UnknownName> {
        let target = ALIASES
            .iter()
            .find(|(alias, _)| alias.eq_ignore_ascii_case(name.trim()))
            .map_or(name, |(_, path)| *path);
        super::find("hardware", NODES.iter().map(|n| (n.path, n)), target)
            .map_err(|e| e.with_extra_candidates(ALIASES.iter().map(|(alias, _)| *alias)))
    }
}
