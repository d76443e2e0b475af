use super::ECONOMICS;
use mlsysim_core::registry::Infrastructure::{FacilityCooling, Pricing};
use mlsysim_core::registry::ReferenceStats::ClusterTcoProfile;
use mlsysim_core::registry::Systems::{Clusters, Nodes, Orchestration, Racks};
use mlsysim_core::units::{YEAR, usd};
use mlsysim_core::{
    EnergyPrice, HardwareNode, InputError, MoneyRate, Power, Time, Usd, preset, scenario,
};

/// Owning accelerators against renting the same number for the share of every hour they are
/// busy, over their service life: the up-front and running costs of owning, the rent, the month
/// rent overtakes owning, and the utilization at which the two cost the same.
///
/// Owning pays the nodes, the network and the facility up front, then a fixed running cost a
/// year (operations and staff) and electricity for `power` at `pue`. Electricity is paid every
/// hour, or only while busy when `energy_scales_with_use`. A year is 8,760 hours and a month a
/// twelfth of it, the reference's convention; the yearly and monthly amounts are money per such
/// a period. The reference files this class under its section "Neural computation: dense
/// networks, activations, losses, and number formats".
#[scenario(
    family = ECONOMICS,
    assumption = "A year is 8,760 hours and a month a twelfth of it.",
    assumption = "Rented capacity is paid only for the share of hours it is busy; owned capacity is paid whether busy or not.",
    assumption = "Rent that never overtakes owning has no crossover month: an error here, where the reference answers nothing.",
    excludes = "Maintenance, financing, resale value and price changes over the years.",
    derivation = "Cumulative costs of each option, equal at the crossover and, over the whole life, at the break-even utilization.",
    rule(optional(power).is_none() || optional(electricity_price).is_some(), "`electricity_price` is given whenever `power` is"),
    example = r#"
// Owning 1,024 H100s pays off in a little over two years
use mlsysim_scenarios::economics::own_vs_rent_h100_cluster_1k;

let s = own_vs_rent_h100_cluster_1k()?;
assert!((s.crossover_months()? - 26.4).abs() < 0.1);
assert!(s.breakeven_utilization()? < 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct OwnVsRent {
    /// Accelerators owned or rented.
    pub gpus: u32,
    /// Accelerators in one node.
    #[input(range = 1..)]
    pub gpus_per_node: u32,
    /// Price of one node.
    #[input(non_negative, unit = USD)]
    pub node_price: Usd,
    /// Rent of one accelerator-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub rent_rate: MoneyRate,
    /// Share of every hour the accelerators are busy.
    #[input(range = 0.0..=1.0)]
    pub utilization: f64,
    /// Years of service.
    #[input(range = 1..)]
    pub years: u32,
    /// Network bought up front.
    #[input(non_negative, unit = USD, default = usd(0.0))]
    pub network_capex: Usd,
    /// Facility built up front.
    #[input(non_negative, unit = USD, default = usd(0.0))]
    pub facility_capex: Usd,
    /// Fixed operating cost a year.
    #[input(non_negative, unit = USD, default = usd(0.0))]
    pub opex_per_year: Usd,
    /// Staff cost a year.
    #[input(non_negative, unit = USD, default = usd(0.0))]
    pub staffing_per_year: Usd,
    /// Power the owned accelerators draw at full use.
    #[input(non_negative, unit = KILOWATT)]
    pub power: Option<Power>,
    /// Power usage effectiveness of the facility.
    #[input(default = 1.0, range = 1.0..)]
    pub pue: f64,
    /// Price of electricity.
    #[input(non_negative, unit = USD_PER_KWH)]
    pub electricity_price: Option<EnergyPrice>,
    /// Whether electricity is drawn only while busy, rather than every hour.
    #[input(default = false)]
    pub energy_scales_with_use: bool,

    /// Hours in a year: 8,760.
    #[property(hours(8760.0), unit = HOUR)]
    pub hours_per_year: Time,
    /// Nodes bought.
    #[property(floor_div(gpus, gpus_per_node)?)]
    pub nodes: i64,
    /// What the nodes cost.
    #[property(nodes * node_price, unit = USD)]
    pub hardware_capex: Usd,
    /// What owning costs up front: nodes, network and facility.
    #[property(hardware_capex + network_capex + facility_capex, unit = USD)]
    pub upfront: Usd,
    /// Electricity for a year of full use, facility overhead included.
    #[property(
        if given(power) && given(electricity_price) {
            power * hours_per_year * pue * electricity_price
        } else {
            usd(0.0)
        },
        unit = USD
    )]
    pub electricity_per_year_full: Usd,
    /// Running cost a year paid whether or not the accelerators are busy.
    #[property(
        if energy_scales_with_use {
            opex_per_year + staffing_per_year
        } else {
            opex_per_year + staffing_per_year + electricity_per_year_full
        },
        unit = USD
    )]
    pub fixed_cost_per_year: Usd,
    /// Running cost a year at full use that scales with use.
    #[property(if energy_scales_with_use { electricity_per_year_full } else { usd(0.0) }, unit = USD)]
    pub use_cost_per_year_full: Usd,
    /// Running cost of owning a year at this utilization.
    #[property(fixed_cost_per_year + utilization * use_cost_per_year_full, unit = USD)]
    pub owned_cost_per_year: Usd,
    /// The up-front cost spread evenly over the years, plus a year's running cost.
    #[property(upfront / years + owned_cost_per_year, unit = USD)]
    pub owned_cost_per_year_amortized: Usd,
    /// Rent of every hour of a year.
    #[property(gpus * rent_rate * hours_per_year, unit = USD)]
    pub rent_per_year_full: Usd,
    /// Rent a year at this utilization.
    #[property(rent_per_year_full * utilization, unit = USD)]
    pub rent_per_year: Usd,
    /// Rent a month.
    #[property(rent_per_year / 12.0, unit = USD)]
    pub rent_per_month: Usd,
    /// Running cost of owning a month.
    #[property(owned_cost_per_year / 12.0, unit = USD)]
    pub owned_cost_per_month: Usd,
    /// Months until cumulative rent overtakes owning.
    #[property(rent_crossover(upfront, owned_cost_per_month, rent_per_month)?)]
    pub crossover_months: f64,
    /// What owning costs over the whole life.
    #[property(upfront + years * owned_cost_per_year, unit = USD)]
    pub owned_total: Usd,
    /// What renting costs over the whole life.
    #[property(years * rent_per_year, unit = USD)]
    pub rented_total: Usd,
    /// What owning saves over renting, over the whole life.
    #[property(rented_total - owned_total, unit = USD)]
    pub savings: Usd,
    /// Rent of every hour of the whole life.
    #[property(years * rent_per_year_full, unit = USD)]
    pub rent_lifetime_full: Usd,
    /// Hours of the whole life.
    #[property(years * hours_per_year, unit = HOUR)]
    pub lifetime_hours: Time,
    /// Utilization at which owning and renting cost the same over the whole life.
    #[property(ownership_breakeven_utilization(upfront, fixed_cost_per_year, rent_per_year_full, years, use_cost_per_year_full)?)]
    pub breakeven_utilization: f64,
}

/// The registry's service life, in whole years.
fn service_years() -> Result<u32, InputError> {
    let years = (Pricing::Capital::AcceleratorServiceLifeYears.value / YEAR.of(1.0)).value;
    if years.fract() == 0.0 && (1.0..=100.0).contains(&years) {
        Ok(years as u32)
    } else {
        Err(InputError::Invalid {
            input: "years",
            reason: format!("a service life of {years} years is not whole").into(),
        })
    }
}

/// Owning at the registry's node price, service life and target utilization, against the
/// registry's on-demand training GPU-hour.
fn registry_terms(gpus: u32) -> Result<OwnVsRentBuilder, InputError> {
    Ok(OwnVsRent::builder()
        .gpus(gpus)
        .gpus_per_node(Nodes::DGX_H100.accelerators_per_node)
        .node_price(Pricing::Capital::DgxH100NodeUsd.value)
        .rent_rate(Pricing::Cloud::GpuTrainingPerHour.value)
        .utilization(Orchestration.target_cluster_utilization)
        .years(service_years()?))
}

/// One DGX H100 node: its price over its service life plus facility electricity drawn while
/// busy (a quarter of the four-node reference rack's power, at a state-of-the-art PUE),
/// against on-demand GPU-hours.
#[preset(name = "OwnVsRentDgxH100Node")]
pub fn own_vs_rent_dgx_h100_node() -> Result<OwnVsRent, InputError> {
    let rack = &Racks::DGX_H100_4Node;
    let tdp = rack
        .node
        .accelerator
        .tdp
        .ok_or_else(|| InputError::Invalid {
            input: "power",
            reason: "the rack's accelerator has no TDP in the registry".into(),
        })?;
    let accelerators = f64::from(rack.nodes_per_rack * rack.node.accelerators_per_node);
    let rack_power = accelerators * tdp + rack.non_accelerator_power;
    registry_terms(Nodes::DGX_H100.accelerators_per_node)?
        .power(rack_power / f64::from(rack.nodes_per_rack))
        .pue(FacilityCooling::StateOfArt.pue)
        .electricity_price(Pricing::OnPremises::ElectricityPerKwh.value)
        .energy_scales_with_use(true)
        .build()
}

/// The 10,000-H100 reference cluster (1,250 DGX H100 nodes) with the reference fabric and
/// liquid-cooled hall, GPU-only electricity every hour and staffing; no maintenance or
/// financing.
#[preset(name = "OwnVsRentH100Cluster10K")]
pub fn own_vs_rent_h100_cluster_10k() -> Result<OwnVsRent, InputError> {
    let cluster = &Clusters::Training_10K;
    let gpus = cluster.count * cluster.node.accelerators_per_node;
    let tdp = HardwareNode::find("Cloud.H100")?
        .tdp
        .ok_or_else(|| InputError::Invalid {
            input: "power",
            reason: "the H100 has no TDP in the registry".into(),
        })?;
    registry_terms(gpus)?
        .network_capex(ClusterTcoProfile::Reference10KNetworkCapex.value)
        .facility_capex(ClusterTcoProfile::Reference10KFacilityCapex.value)
        .staffing_per_year(ClusterTcoProfile::Reference10KAnnualStaffing.value)
        .power(f64::from(gpus) * tdp)
        .pue(FacilityCooling::StateOfArt.pue)
        .electricity_price(Pricing::OnPremises::ElectricityPerKwh.value)
        .build()
}

/// The 1,024-H100 reference cluster (128 DGX H100 nodes) with the reference fabric and
/// facility and a fixed running cost a year, against on-demand GPU-hours.
#[preset(name = "OwnVsRentH100Cluster1K")]
pub fn own_vs_rent_h100_cluster_1k() -> Result<OwnVsRent, InputError> {
    let cluster = &Clusters::Training_1K;
    registry_terms(cluster.count * cluster.node.accelerators_per_node)?
        .network_capex(ClusterTcoProfile::Reference1KNetworkCapex.value)
        .facility_capex(ClusterTcoProfile::Reference1KFacilityCapex.value)
        .opex_per_year(ClusterTcoProfile::Reference1KAnnualOpex.value)
        .build()
}
