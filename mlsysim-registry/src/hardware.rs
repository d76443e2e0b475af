//! The hardware registry: accelerators and systems, with typed capacities, bandwidths, peak
//! rates by precision, power and cost, each keeping the unit the registry states it in.

use crate::error::{EvalError, UnknownName};
use crate::units::{ByteUnit, DataRate, DataSize, FlopRate, Power, Usd};

use super::{Precision, Provenance};

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

    /// Every tier, in the order the registry pages list them.
    pub const ALL: [Tier; 5] = [
        Tier::Cloud,
        Tier::Workstation,
        Tier::Edge,
        Tier::Mobile,
        Tier::Tiny,
    ];
}

/// A peak rate at one precision, as the registry states it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PrecisionRate {
    pub precision: Precision,
    pub rate: FlopRate,
    /// The unit the registry states it in (`TFLOPs/s`, `TOPS`).
    pub unit: &'static str,
}

/// The units the registry states a node's rates and power in, for display.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NodeUnits {
    pub memory_bandwidth: &'static str,
    pub peak_flops: &'static str,
    pub tdp: Option<&'static str>,
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
    pub memory_bandwidth: DataRate,
    pub flash_capacity: Option<DataSize>,
    /// The headline peak rate.
    pub peak_flops: FlopRate,
    /// Peak rates by precision, where the registry states them.
    pub precision_flops: &'static [PrecisionRate],
    /// Thermal design power.
    pub tdp: Option<Power>,
    pub unit_cost: Option<Usd>,
    pub unit_cost_max: Option<Usd>,
    /// Accelerators in one registry entry, where the entry is a multi-accelerator system.
    pub accelerator_count: Option<u32>,
    /// The units the registry states the rates and the power in.
    pub stated: NodeUnits,
    pub provenance: Provenance,
}

include!(concat!(env!("OUT_DIR"), "/hardware_table.rs"));

/// Every node of the hardware registry, sorted by path.
pub fn hardware() -> &'static [HardwareNode] {
    &NODES
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

    /// The memory bandwidth as the registry states it (3.35 TB/s).
    pub fn bandwidth_shown(&self) -> Value {
        mlsysim_eval::report::stated(self.memory_bandwidth, self.stated.memory_bandwidth)
    }

    /// The headline peak rate as the registry states it (989 TFLOP/s, 26 TOPS).
    pub fn peak_shown(&self) -> Value {
        mlsysim_eval::report::stated(self.peak_flops, self.stated.peak_flops)
    }

    /// The thermal design power as the registry states it (700 W, 120 kW).
    pub fn tdp_shown(&self) -> Option<Value> {
        Some(mlsysim_eval::report::stated(self.tdp?, self.stated.tdp?))
    }

    /// The peak rate at each precision, as the registry states them.
    pub fn rates_shown(&self) -> Vec<(Precision, Value)> {
        self.precision_flops
            .iter()
            .map(|r| (r.precision, mlsysim_eval::report::stated(r.rate, r.unit)))
            .collect()
    }

    /// The unit cost in US dollars.
    pub fn cost_shown(&self) -> Option<Value> {
        Some(mlsysim_eval::report::stated(self.unit_cost?, "USD"))
    }

    /// The peak rate at `precision`, where the registry states one.
    pub fn rate_at(&self, precision: Precision) -> Option<FlopRate> {
        self.precision_flops
            .iter()
            .find(|r| r.precision == precision)
            .map(|r| r.rate)
    }

    /// The peak rate at `precision`, or an error naming the precisions the registry has for
    /// this node.
    pub fn peak_at(&self, precision: Precision) -> Result<FlopRate, EvalError> {
        self.rate_at(precision).ok_or_else(|| {
            let known: Vec<&str> = self
                .precision_flops
                .iter()
                .map(|r| r.precision.label())
                .collect();
            EvalError::domain(format!(
                "`{}` has no peak rate at {} in the registry; it has {}",
                self.path,
                precision.label(),
                if known.is_empty() {
                    "only its headline peak".to_string()
                } else {
                    known.join(", ")
                }
            ))
        })
    }
}

// How the evaluation runtime reads, checks and shows an entry given as a scenario input.

use mlsysim_eval::input::{InputValue, expected};
use mlsysim_eval::report::Value;
use mlsysim_units::UnitLabel;

impl mlsysim_eval::FromInput for &'static HardwareNode {
    const EXPECTED: &'static str = "a device by registry path or short name (Cloud.H100, h100)";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        match value {
            InputValue::Text(t) => HardwareNode::find(t).map_err(|e| e.to_string()),
            _ => Err(expected::<Self>(value)),
        }
    }
}

impl mlsysim_eval::report::ToValue for HardwareNode {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Entry(self.path)
    }
}

impl mlsysim_eval::validate::Finiteness for HardwareNode {
    fn is_finite_input(&self) -> bool {
        true
    }
}

impl HardwareNode {
    /// The node's fields beyond its headline figures: compute and memory details, links, local
    /// storage, power range, battery, embodied carbon, dispatch tax and partitions.
    pub fn detail(&self) -> &'static crate::HardwareDetail {
        let path = self.path;
        crate::records::HARDWARE_DETAILS
            .iter()
            .find(|d| d.path.strip_prefix("Hardware.") == Some(path))
            .expect("every hardware node has its detail (the registry test checks it)")
    }

    /// Bandwidth of the accelerator-to-accelerator link (NVLink) in one direction, where the
    /// node has one.
    pub fn nvlink_bandwidth_per_direction(&self) -> Option<DataRate> {
        self.detail().nvlink.map(|l| l.bandwidth_per_direction())
    }

    /// Bandwidth of the host link (PCIe) in one direction, where the node has one.
    pub fn interconnect_bandwidth_per_direction(&self) -> Option<DataRate> {
        self.detail()
            .interconnect
            .map(|l| l.bandwidth_per_direction())
    }
}

impl crate::Link {
    /// The link's bandwidth in one direction: half the stated figure where it counts both
    /// directions together (`bidirectional_total`), the figure itself otherwise.
    pub fn bandwidth_per_direction(&self) -> DataRate {
        if self.direction == "bidirectional_total" {
            self.bandwidth / 2.0
        } else {
            self.bandwidth
        }
    }
}
