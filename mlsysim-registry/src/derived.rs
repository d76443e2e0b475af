//! What the reference derives from a record's own figures (its properties), written once here
//! so that a scenario reading one does not restate it. The registry test checks each against
//! the value the reference computes (`derived` in the data files).

use crate::{
    Datacenter, Dataset, Fleet, NodeStorage, RackProfile, RemediationAgentWorkload, ServerNode,
};
use mlsysim_units::quantity::f64::{DataRate, Information, Power, Usd};

impl Fleet {
    /// Accelerators in the fleet: nodes times accelerators per node.
    pub fn total_accelerators(&self) -> u32 {
        self.count * self.node.accelerators_per_node
    }

    /// The PUE the fleet runs at: its datacenter's, else its grid's, else the best air-cooled
    /// tier's.
    pub fn effective_pue(&self) -> f64 {
        match (self.datacenter, self.region) {
            (Some(dc), _) => dc.pue(),
            (None, Some(grid)) => grid.pue,
            (None, None) => crate::Infrastructure::FacilityCooling::BestAir.pue,
        }
    }
}

impl Datacenter {
    /// The facility's PUE: its own figure where it has one, else its grid's.
    pub fn pue(&self) -> f64 {
        self.pue_override.unwrap_or(self.grid.pue)
    }
}

impl ServerNode {
    /// Power supplies whose single failure stops the node: none when it has a spare supply
    /// (an outage then needs two failures inside one repair), every supply otherwise.
    pub fn series_psus(&self) -> u32 {
        if self.psu_redundancy > 0 {
            0
        } else {
            self.psus_per_node
        }
    }
}

impl NodeStorage {
    /// Bandwidth of the node's devices together.
    pub fn aggregate_bandwidth(&self) -> DataRate {
        self.device.bandwidth * f64::from(self.devices_per_node)
    }
}

impl RackProfile {
    /// Accelerators in the rack.
    pub fn accelerator_count(&self) -> u32 {
        self.nodes_per_rack * self.node.accelerators_per_node
    }

    /// Power of the rack's accelerators at their TDP, where the accelerator has one.
    pub fn accelerator_power(&self) -> Option<Power> {
        Some(self.node.accelerator.tdp? * f64::from(self.accelerator_count()))
    }

    /// Power of the whole rack: the accelerators and everything else. (The reference's rack
    /// may lack the breakdown; every rack of its registry gives it, so the field is typed as
    /// always present.)
    pub fn total_power(&self) -> Option<Power> {
        Some(self.accelerator_power()? + self.non_accelerator_power)
    }

    /// Power of the rack's IT equipment: the whole rack less its cooling allocation.
    pub fn it_power(&self) -> Option<Power> {
        Some(self.total_power()? - self.cooling_allocation_power)
    }
}

impl Dataset {
    /// Bytes of one training example as distributed: the training archive over its examples,
    /// where both are given.
    pub fn mean_compressed_image_size(&self) -> Option<Information> {
        let examples = self.training_examples?;
        Some(self.training_archive_size? / examples as f64)
    }
}

impl RemediationAgentWorkload {
    /// What the approver's review of one attempt costs: review time at the approver's rate.
    pub fn approval_cost_per_attempt(&self) -> Usd {
        self.approver_review_time * self.approver_hourly_rate
    }

    /// What one attempt costs: model calls, environment, assessment and the approval.
    pub fn attempt_cost(&self) -> Usd {
        self.model_cost_per_attempt
            + self.environment_cost_per_attempt
            + self.assessment_cost_per_attempt
            + self.approval_cost_per_attempt()
    }

    /// The approval's share of what one attempt costs.
    pub fn approval_share(&self) -> f64 {
        (self.approval_cost_per_attempt() / self.attempt_cost()).value
    }
}
