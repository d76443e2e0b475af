use super::SUSTAINABILITY;
use mlsysim_core::registry::Hardware;
use mlsysim_core::registry::RackProfile;
use mlsysim_core::registry::Systems::{Clusters, Racks};
use mlsysim_core::units::watts;
use mlsysim_core::{InputError, Power, preset, scenario};

/// The power chain from the accelerators to the facility meter: accelerators, the racks' IT
/// load around them, and the facility at its PUE.
///
/// The IT load multiplies the accelerators' power by the rack's IT-to-accelerator ratio (hosts,
/// switches, network adapters and the conversion losses inside the IT boundary); the facility
/// draws the IT load times PUE. The facility figure is what the grid connection must supply at
/// every instant.
#[scenario(
    family = SUSTAINABILITY,
    equation = "accelerator power = devices × device power; IT power = accelerator power × IT ratio; facility power = IT power × PUE",
    assumption = "Every accelerator draws `device_power` the whole time: a rated-power planning bound, not a meter reading.",
    assumption = "Every rack has the IT-to-accelerator ratio of `rack`: its accelerators, hosts, network, switches and conversion losses, less the cooling it is allocated.",
    assumption = "PUE is applied once, at the facility boundary.",
    excludes = "Accelerators idling or partly loaded below their rated power.",
    excludes = "Power a rack's own fans or coolant pumps draw beyond the rack profile.",
    derivation = "The reference's FacilityPowerModel and its rack IT-to-accelerator ratio.",
    example = r#"
// A 100,000-H100 cluster needs well over 100 MW at the meter
use mlsysim_responsible::sustainability::mega100k_facility_power;

let s = mega100k_facility_power()?;
assert!(s.facility_power()? > s.it_power()?);
assert!(s.it_power()? > s.accelerator_power()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FacilityPower {
    /// Accelerators in the cluster.
    #[input(non_negative)]
    pub devices: f64,
    /// Power of one accelerator (its rated power, for a planning bound).
    #[input(non_negative, unit = WATT)]
    pub device_power: Power,
    /// The rack profile whose IT-to-accelerator ratio every rack follows.
    pub rack: &'static RackProfile,
    /// Power usage effectiveness of the facility: facility power over IT power.
    #[input(range = 1.0..)]
    pub pue: f64,

    /// The rack's IT load over its accelerators' power: (accelerators + the rest of the rack −
    /// its cooling allocation) ÷ accelerators.
    #[property(rack_it_ratio(
        rack.nodes_per_rack * rack.node.accelerators_per_node
            * from_registry(rack.node.accelerator.tdp, "rated power", rack.node.accelerator.path)?,
        rack.non_accelerator_power,
        rack.cooling_allocation_power,
    )?)]
    pub it_ratio: f64,
    /// Power of the accelerators alone.
    #[property(devices * device_power, unit = MEGAWATT)]
    pub accelerator_power: Power,
    /// The IT load: the accelerators and the rest of their racks.
    #[property(accelerator_power * it_ratio, unit = MEGAWATT)]
    pub it_power: Power,
    /// What the facility draws from the grid.
    #[property(facility_power_at_pue(it_power, pue)?, unit = MEGAWATT)]
    pub facility_power: Power,
    /// IT power beyond the accelerators: hosts, network, switches, conversion.
    #[property(it_power - accelerator_power, unit = MEGAWATT)]
    pub support_power: Power,
    /// Facility power beyond the IT load: cooling and power distribution.
    #[property(facility_power - it_power, unit = MEGAWATT)]
    pub overhead_power: Power,
}

/// The 100,000-H100 mega cluster at the H100's rated power, through the DGX H100 rack profile,
/// at the cluster's PUE.
#[preset(name = "Mega100KFacilityPower")]
pub fn mega100k_facility_power() -> Result<FacilityPower, InputError> {
    FacilityPower::builder()
        .devices(f64::from(Clusters::Mega_100K.total_accelerators()))
        .device_power(Hardware::Cloud::H100.tdp.unwrap_or(watts(f64::NAN)))
        .rack(&Racks::DGX_H100_4Node)
        .pue(Clusters::Mega_100K.effective_pue())
        .build()
}

/// The 25,000-H100 reference fleet through the same rack profile, at that fleet's PUE.
#[preset(name = "Reference25KFacilityPower")]
pub fn reference25k_facility_power() -> Result<FacilityPower, InputError> {
    mega100k_facility_power()?
        .variant()
        .devices(f64::from(Clusters::Reference_25K_H100.total_accelerators()))
        .pue(Clusters::Reference_25K_H100.effective_pue())
        .build()
}
