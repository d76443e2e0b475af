use super::SELECTION;
use mlsysim_core::registry::Infrastructure::{Grids, Pricing};
use mlsysim_core::registry::Literature::Training;
use mlsysim_core::registry::ReferenceStats::CarbonPlacementProfile;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::registry::{Fleet, Grid, Registered};
use mlsysim_core::units::usd_per_tonne_co2e;
use mlsysim_core::{
    CarbonPrice, Emissions, Energy, EnergyPrice, EvalError, InputError, Named, Power, Time, Usd,
    preset, scenario,
};

/// One training run placed in the region of least total cost, once with a carbon price and once
/// without, to see whether pricing carbon moves it.
///
/// The run is a fixed amount of IT energy on a fleet. Its length is that energy over the
/// fleet's IT power at the run's MFU (30% of each accelerator's rated power whatever the load,
/// the other 70% in proportion to MFU). In each region the run costs the fleet's purchase
/// amortized over the run, maintenance on the whole purchase, and the facility energy (the IT
/// energy at the region's PUE) at the cloud electricity price; the carbon price adds the
/// facility energy's emissions on the region's grid, in tonnes, times the price. The best region
/// is the one of least total (the first listed, on a tie).
#[scenario(
    family = SELECTION,
    assumption = "Every accelerator draws 30% of its rated power idle and the rest in proportion to MFU, for the whole run.",
    assumption = "Electricity costs the registry's cloud price in every region; only PUE and carbon intensity differ between regions.",
    assumption = "The purchase is written off straight-line over `amortization_years` years of 365 days, and maintenance is a yearly share of the whole purchase.",
    excludes = "Embodied carbon, water, networking and staff beyond `infrastructure_multiplier`, and differences in electricity price or capacity between regions.",
    derivation = "The reference's CarbonPricedPlacementModel, through its EconomicsModel, PlacementOptimizer and SustainabilityModel.",
    rule(!regions.is_empty(), "`regions` names at least one grid (the reference fails on none)"),
    rule(regions.iter().all(|r| Grid::find(r).is_ok()), "every name in `regions` is a grid of the registry (the reference skips an unknown name without a word)"),
    rule(all!(r in regions, count!(s in regions, s == r) == 1), "`regions` names each grid once (the results are maps by region)"),
    example = r#"
// A $100/t carbon price keeps the run in Quebec
use mlsysim_data::selection::carbon_priced_region_placement;

let s = carbon_priced_region_placement()?;
assert_eq!(s.best_region()?, "Quebec");
assert_eq!(s.best_region_untaxed()?, "Quebec");
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CarbonPricedPlacement {
    /// The fleet the run uses: its accelerators' count, rated power and unit cost.
    pub fleet: &'static Fleet,
    /// IT energy of the run.
    #[input(positive, unit = MEGAWATT_HOUR)]
    pub it_energy: Energy,
    /// The candidate regions, by their names in the registry's grids (`US_Avg`, `Quebec`).
    pub regions: Vec<String>,
    /// Carbon price: what a tonne of CO2e costs.
    #[input(non_negative, unit = USD_PER_TONNE_CO2E)]
    pub carbon_price_per_ton: CarbonPrice,
    /// Model FLOP utilization of the run, which sets the dynamic part of each device's power.
    #[input(range = 0.0..=1.0)]
    pub mfu: f64,
    /// The grid the reference sizes a day of the run on. The run's IT energy a day does not
    /// depend on the grid; `reference_pue` and `reference_daily_cost` read it.
    pub reference_grid: &'static Grid,
    /// Years over which the purchase is written off (the reference economics model's default).
    #[input(default = 3.0, positive)]
    pub amortization_years: f64,
    /// Purchase multiplier for networking, cooling, facility and staff; 1 counts the
    /// accelerators alone (the reference economics model's default).
    #[input(default = 1.0, positive)]
    pub infrastructure_multiplier: f64,

    /// Accelerators in the fleet.
    #[property(fleet.count * fleet.node.accelerators_per_node)]
    pub devices: i64,
    /// Rated power of one accelerator.
    #[property(from_registry(fleet.node.accelerator.tdp, "rated power", fleet.node.accelerator.path)?, unit = WATT)]
    pub rated_power: Power,
    /// Power one accelerator draws at `mfu`.
    #[property(utilized_power(rated_power, mfu)?, unit = WATT)]
    pub device_power: Power,
    /// IT power of the fleet.
    #[property(devices * device_power, unit = MEGAWATT)]
    pub it_power: Power,
    /// IT energy of one day of the run, the same in every region.
    #[property(it_power * days(1.0), unit = MEGAWATT_HOUR)]
    pub it_energy_per_day: Energy,
    /// Length of the run: its IT energy over a day's.
    #[property(it_energy / it_energy_per_day * days(1.0), unit = DAY)]
    pub duration_days: Time,
    /// Power usage effectiveness of each region's grid.
    #[property(
        equation = "each region's PUE",
        body = regions.iter().map(|r| Ok((r.as_str(), Grid::find(r).map_err(|e| EvalError::bad_call(e.to_string()))?.pue))).collect::<Result<Named<f64>, EvalError>>()?,
    )]
    pub pue: Named<f64>,
    /// Facility energy of the run in each region: the IT energy at the region's PUE.
    #[property(each!(r in pue, it_energy * pue[r]), unit = MEGAWATT_HOUR)]
    pub facility_energy: Named<Energy>,
    /// Price of electricity in every region (the registry's cloud price).
    #[property(Pricing::Cloud::ElectricityPerKwh.value, unit = USD_PER_KWH)]
    pub electricity_price: EnergyPrice,
    /// Cost of the facility energy in each region.
    #[property(each!(r in facility_energy, facility_energy[r] * electricity_price), unit = USD)]
    pub energy_cost: Named<Usd>,
    /// Emissions of the facility energy on each region's grid.
    #[property(
        equation = "carbon_from_energy(E_fac, CI), for each region",
        body = facility_energy.iter().map(|(r, &e)| Ok((r, carbon_from_energy(e, Grid::find(r).map_err(|e| EvalError::bad_call(e.to_string()))?.carbon_intensity_g_kwh)?))).collect::<Result<Named<Emissions>, EvalError>>()?,
        unit = TONNE_CO2E,
    )]
    pub carbon: Named<Emissions>,
    /// What the carbon price charges in each region.
    #[property(each!(r in carbon, carbon_charge(carbon[r], carbon_price_per_ton)?), unit = USD)]
    pub carbon_cost: Named<Usd>,
    /// Purchase of the fleet: accelerators at their unit cost, times the infrastructure
    /// multiplier.
    #[property(
        devices * from_registry(fleet.node.accelerator.unit_cost, "unit cost", fleet.node.accelerator.path)? * infrastructure_multiplier,
        unit = USD,
    )]
    pub capex: Usd,
    /// The part of the purchase charged to the run.
    #[property(amortized_capex(capex, amortization_years, duration_days)?, unit = USD)]
    pub capex_for_run: Usd,
    /// Maintenance over the run, on the whole purchase.
    #[property(maintenance_cost(capex, Pricing::Capital::AnnualMaintenanceRatio.value, duration_days)?, unit = USD)]
    pub maintenance: Usd,
    /// Total cost of ownership of the run in each region: its purchase share, energy and
    /// maintenance.
    #[property(each!(r in energy_cost, capex_for_run + energy_cost[r] + maintenance), unit = USD)]
    pub tco: Named<Usd>,
    /// What the run costs in each region with the carbon price: TCO plus the carbon charge.
    #[property(each!(r in tco, tco[r] + carbon_cost[r]), unit = USD)]
    pub objective: Named<Usd>,
    /// What the run costs in each region without a carbon price: its TCO (the carbon charge at
    /// a price of zero).
    #[property(each!(r in tco, tco[r]), unit = USD)]
    pub objective_untaxed: Named<Usd>,
    /// The region of least cost with the carbon price (the first listed, on a tie).
    #[property(name_of_min(&objective)?)]
    pub best_region: String,
    /// The region of least cost without a carbon price (the first listed, on a tie).
    #[property(name_of_min(&objective_untaxed)?)]
    pub best_region_untaxed: String,
    /// The least cost with the carbon price: the best region's objective.
    #[property(objective[&best_region], unit = USD)]
    pub objective_value: Usd,
    /// Whether the carbon price moves the run to another region.
    #[property(best_region != best_region_untaxed)]
    pub price_moves_run: bool,
    /// PUE of the reference grid.
    #[property(reference_grid.pue)]
    pub reference_pue: f64,
    /// Total cost of ownership of one day of the run on the reference grid.
    #[property(
        amortized_capex(capex, amortization_years, days(1.0))?
            + it_energy_per_day * reference_pue * electricity_price
            + maintenance_cost(capex, Pricing::Capital::AnnualMaintenanceRatio.value, days(1.0))?,
        unit = USD,
    )]
    pub reference_daily_cost: Usd,
}

/// The carbon-placement reference run's IT energy on the 8,192-GPU frontier fleet at the
/// literature's high MFU, ranked by total cost on the US-average, Quebec and Iowa grids with and
/// without a carbon price of $100 a tonne, a day of it sized on the US-average grid.
#[preset(name = "CarbonPricedRegionPlacement")]
pub fn carbon_priced_region_placement() -> Result<CarbonPricedPlacement, InputError> {
    CarbonPricedPlacement::builder()
        .fleet(&Clusters::Frontier_8K)
        .it_energy(CarbonPlacementProfile::TrainingRunEnergy.value)
        .regions(vec!["US_Avg".into(), "Quebec".into(), "Iowa".into()])
        // A policy assumption of the reference's preset, as stated there.
        .carbon_price_per_ton(usd_per_tonne_co2e(100.0))
        .mfu(Training::MfuHigh.value)
        .reference_grid(&Grids::US_Avg)
        .build()
}
