//! The economics of owning a fleet: when cumulative rent overtakes an owned fleet, the
//! utilization at which owning and renting cost the same, what a period of ownership is charged,
//! and a carbon price in the same currency.

use crate::law;
use crate::units::{CarbonPrice, Emissions, TONNE_CO2E, Time, USD_PER_TONNE_CO2E, Usd};

/// Periods until cumulative rent overtakes owning: C_up / (r_rent − r_own), for owning that
/// pays `upfront_cost` at once and then `owned_cost_rate` a period, against renting at
/// `rent_cost_rate` a period from the start. Both rates are amounts per period of the same
/// length; rent that never overtakes (its rate at most the owned running cost) is an error,
/// where the reference returns nothing.
#[law(
    reference = "mlsysim.physics.economics.calc_rent_crossover",
    samples(upfront_cost = ["350000 USD", "100000000 USD"], owned_cost_rate = ["1000 USD", "125000 USD"], rent_cost_rate = ["160000 USD", "3000000 USD"])
)]
pub fn rent_crossover(upfront_cost: Usd, owned_cost_rate: Usd, rent_cost_rate: Usd) -> f64 {
    {
        let gap = rent_cost_rate - owned_cost_rate;
        require(
            gap > usd(0.0),
            "rent never overtakes owning: the owned running cost is at least the rent",
        )?;
        upfront_cost / gap
    }
}

/// The sustained utilization u* at which owning and renting cost the same over `years`:
/// (C_up + Y F) / (Y (R − E)), with F the running cost paid whether or not the fleet is busy,
/// E the running cost that scales with use (both a year at full use), and R the rent of every
/// hour of a year.
#[law(
    reference = "mlsysim.physics.economics.calc_ownership_breakeven_utilization",
    samples(upfront_cost = ["350000 USD", "480000000 USD"], fixed_cost_per_year = ["0 USD", "12000000 USD"], rent_per_year_full = ["280320 USD", "350400000 USD"], years = [3.0], use_cost_per_year_full = ["0 USD", "6000 USD"])
)]
pub fn ownership_breakeven_utilization(
    upfront_cost: Usd,
    fixed_cost_per_year: Usd,
    rent_per_year_full: Usd,
    years: f64,
    use_cost_per_year_full: Usd,
) -> f64 {
    (upfront_cost + years * fixed_cost_per_year)
        / (years * (rent_per_year_full - use_cost_per_year_full))
}

/// The part of a purchase of `capex` charged to a period of `duration`: straight-line
/// depreciation over `amortization_years` years of 365 days, capex ÷ years × days ÷ 365.
#[law(samples(capex = ["204800000 USD", "25000 USD"], amortization_years = [3.0, 5.0], duration = ["111.786 d", "1 d"]))]
pub fn amortized_capex(capex: Usd, amortization_years: f64, duration: Time) -> Usd {
    capex / amortization_years * (duration / days(365.0))
}

/// Maintenance over a period of `duration` of an asset bought for `capex`: the annual share
/// `annual_ratio` of the whole purchase (not of its amortized part), prorated to the period's
/// days over a 365-day year.
#[law(samples(capex = ["204800000 USD", "25000 USD"], annual_ratio = [0.05, 0.1], duration = ["111.786 d", "1 d"]))]
pub fn maintenance_cost(capex: Usd, annual_ratio: f64, duration: Time) -> Usd {
    capex * annual_ratio * (duration / days(365.0))
}

/// What `emissions` cost at a carbon `price`: the emissions in tonnes times the price a tonne,
/// in the currency of the other costs (in tonnes, as the reference computes it, so the
/// charge is the reference's to the last digit).
#[law(samples(emissions = ["4300 tCO2e", "200 kgCO2e"], price = ["100 USD/tCO2e", "0 USD/tCO2e", "51 USD/tCO2e"]))]
pub fn carbon_charge(emissions: Emissions, price: CarbonPrice) -> Usd {
    usd(TONNE_CO2E.in_unit(emissions) * USD_PER_TONNE_CO2E.in_unit(price))
}
