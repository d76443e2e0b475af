use super::SUSTAINABILITY;
use mlsysim_core::registry::Infrastructure::{Grids, Pricing};
use mlsysim_core::registry::ReferenceStats::MidScaleTrainingCarbonProfile;
use mlsysim_core::registry::Systems::{Clusters, Racks};
use mlsysim_core::registry::{Grid, Hardware, RackProfile};
use mlsysim_core::units::{DAY, HOUR, SECONDS_PER_YEAR};
use mlsysim_core::{
    Emissions, Energy, EvalError, HardwareNode, InputError, Named, Power, Time, Volume,
    WaterIntensity, preset, scenario,
};

/// One training run's energy, operational carbon on each of several grids, embodied carbon,
/// and water.
///
/// Energy follows the power chain over the run's device-hours: the accelerators at their rated
/// power, the IT load at the rack's ratio, the facility at PUE. Each grid's intensity applies to
/// the facility energy. A device's embodied carbon is charged to the run in proportion to the
/// time the run uses it of its service life. Water applies each WUE to the IT energy (WUE's
/// denominator is IT energy).
#[scenario(
    family = SUSTAINABILITY,
    equation = "E_acc = device-hours × P; E_IT = E_acc × IT ratio; E_fac = E_IT × PUE; carbon = E_fac × CI; embodied charged = device-hours × embodied ÷ service life; water = E_IT × WUE",
    assumption = "Every device runs at its rated power for all of the run's device-hours.",
    assumption = "Embodied carbon is charged evenly over the service life.",
    assumption = "Each grid's annual-average carbon intensity holds for the whole run.",
    excludes = "Idle power between jobs, networking outside the racks, and the development runs before this one (see DevelopmentSweep).",
    derivation = "The reference's RunFootprintModel.",
    rule(devices > 0.0, "`devices` is positive: the run's length is its device-hours over its devices (the reference divides by zero)"),
)]
pub struct RunFootprint {
    /// Device-hours of the run.
    #[input(non_negative, unit = HOUR)]
    pub device_hours: Time,
    /// Devices the run uses.
    #[input(non_negative)]
    pub devices: f64,
    /// The device: its rated power and embodied carbon.
    pub device: &'static HardwareNode,
    /// The rack profile whose IT-to-accelerator ratio every rack follows.
    pub rack: &'static RackProfile,
    /// Power usage effectiveness of the facility.
    #[input(range = 1.0..)]
    pub pue: f64,
    /// The grids, by name.
    pub grids: Named<&'static Grid>,
    /// Service life the embodied carbon is spread over.
    #[input(positive, unit = HOUR)]
    pub service_life: Time,
    /// Water usage effectiveness, by name (none by default).
    #[input(default = Named::default(), non_negative, unit = LITRE_PER_KWH)]
    pub wue: Named<WaterIntensity>,

    /// The rack's IT load over its accelerators' power.
    #[property(rack_it_ratio(
        rack.nodes_per_rack * rack.node.accelerators_per_node
            * from_registry(rack.node.accelerator.tdp, "rated power", rack.node.accelerator.path)?,
        rack.non_accelerator_power,
        rack.cooling_allocation_power,
    )?)]
    pub it_ratio: f64,
    /// The device's rated power.
    #[property(from_registry(device.tdp, "rated power", device.path)?, unit = WATT)]
    pub device_power: Power,
    /// Power of the run's accelerators.
    #[property(devices * device_power, unit = MEGAWATT)]
    pub accelerator_power: Power,
    /// The run's IT load.
    #[property(accelerator_power * it_ratio, unit = MEGAWATT)]
    pub it_power: Power,
    /// What the run's facility draws.
    #[property(facility_power_at_pue(it_power, pue)?, unit = MEGAWATT)]
    pub facility_power: Power,
    /// IT power beyond the accelerators: hosts, network, switches, conversion.
    #[property(it_power - accelerator_power, unit = MEGAWATT)]
    pub support_power: Power,
    /// Facility power beyond the IT load: cooling and power distribution.
    #[property(facility_power - it_power, unit = MEGAWATT)]
    pub overhead_power: Power,
    /// Wall-clock length of the run.
    #[property(device_hours / devices, unit = HOUR)]
    pub duration: Time,
    /// Energy of the accelerators.
    #[property(device_hours * device_power, unit = MEGAWATT_HOUR)]
    pub accelerator_energy: Energy,
    /// Energy of the IT load.
    #[property(accelerator_energy * it_ratio, unit = MEGAWATT_HOUR)]
    pub it_energy: Energy,
    /// Energy the facility draws.
    #[property(it_energy * pue, unit = MEGAWATT_HOUR)]
    pub facility_energy: Energy,
    /// Operational carbon on each grid.
    #[property(
        equation = "carbon_from_energy(facility energy, CI), for each grid",
        body = grids.iter().map(|(k, g)| Ok((k, carbon_from_energy(facility_energy, g.carbon_intensity_g_kwh)?))).collect::<Result<Named<Emissions>, EvalError>>()?,
        unit = TONNE_CO2E,
    )]
    pub carbon: Named<Emissions>,
    /// The carbon of making one device.
    #[property(from_registry(device.detail().embodied_carbon_kg, "embodied carbon", device.path)?, unit = KILOGRAM_CO2E)]
    pub embodied_per_device: Emissions,
    /// The carbon of making all the run's devices.
    #[property(devices * embodied_per_device, unit = TONNE_CO2E)]
    pub embodied_manufactured: Emissions,
    /// The embodied carbon charged to the run: its share of the devices' service life.
    #[property(embodied_allocation(device_hours, embodied_per_device, service_life)?, unit = TONNE_CO2E)]
    pub embodied_allocated: Emissions,
    /// The embodied charge's share of the run's carbon on each grid.
    #[property(
        equation = "embodied allocated ÷ (carbon + embodied allocated), for each grid",
        body = carbon.iter().map(|(k, &c)| Ok((k, (embodied_allocated / (c + embodied_allocated)).value))).collect::<Result<Named<f64>, EvalError>>()?,
    )]
    pub embodied_share: Named<f64>,
    /// Water consumed at each WUE.
    #[property(
        equation = "water_use(IT energy, WUE), for each WUE",
        body = wue.iter().map(|(k, &w)| Ok((k, water_use(it_energy, w)?))).collect::<Result<Named<Volume>, EvalError>>()?,
        unit = LITRE,
    )]
    pub water: Named<Volume>,
}

/// A 7B model trained for the mid-scale profile's two weeks on the 64-A100 lab cluster, through
/// the DGX rack ratio at the US-average grid's PUE, on the US-average and Quebec grids, with
/// embodied carbon spread over the registry's extended service life (in 365-day years, as the
/// reference counts it).
#[preset(name = "Lab64A100TrainingFootprint")]
pub fn lab64_a100_training_footprint() -> Result<RunFootprint, InputError> {
    let devices = f64::from(Clusters::Lab_64_A100.total_accelerators());
    let training_hours = HOUR.in_unit(MidScaleTrainingCarbonProfile::TrainingDays.value);
    let life_years = Pricing::Capital::AcceleratorExtendedServiceLifeYears
        .value
        .value
        / SECONDS_PER_YEAR;
    RunFootprint::builder()
        .device_hours(HOUR.of(devices * training_hours))
        .devices(devices)
        .device(Hardware::Cloud::A100)
        .rack(&Racks::DGX_H100_4Node)
        .pue(Grids::US_Avg.pue)
        .grids(Named::from_iter([
            ("US average", &Grids::US_Avg),
            ("Quebec", &Grids::Quebec),
        ]))
        .service_life(DAY.of(life_years * 365.0))
        .build()
}
