use super::SUSTAINABILITY;
use mlsysim_core::registry::Fleet;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::units::hours;
use mlsysim_core::{Energy, InputError, Named, Power, Time, preset, scenario};

/// Accelerator energy spent again when a fleet rolls back to its last checkpoint, for each of
/// several amounts of lost work.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "Every accelerator of the fleet runs at its rated power while the lost work is redone.",
    excludes = "Hosts, network and facility overhead (multiply by the IT ratio and PUE for those).",
    derivation = "The reference's RepeatedWorkEnergyModel.",
)]
pub struct RepeatedWorkEnergy {
    /// The fleet that rolls back, every accelerator of it.
    pub fleet: &'static Fleet,
    /// Work lost to each rollback, by name.
    #[input(non_negative, unit = HOUR)]
    pub rollbacks: Named<Time>,

    /// Accelerators in the fleet.
    #[property(fleet.count * fleet.node.accelerators_per_node)]
    pub devices: i64,
    /// Rated power of one of the fleet's accelerators.
    #[property(from_registry(fleet.node.accelerator.tdp, "rated power", fleet.node.accelerator.path)?, unit = WATT)]
    pub device_power: Power,
    /// Accelerator energy repeated for each rollback.
    #[property(each!(r in rollbacks, devices * device_power * rollbacks[r]), unit = MEGAWATT_HOUR)]
    pub energy: Named<Energy>,
}

/// The 10,000-GPU training fleet losing 30 to 60 minutes of work to its last checkpoint after a
/// cooling failure.
#[preset(name = "Training10KCoolingRollback")]
pub fn training10k_cooling_rollback() -> Result<RepeatedWorkEnergy, InputError> {
    RepeatedWorkEnergy::builder()
        .fleet(&Clusters::Training_10K)
        .rollbacks(Named::from_iter([
            ("low", hours(0.5)),
            ("high", hours(1.0)),
        ]))
        .build()
}
