use super::SUSTAINABILITY;
use mlsysim_core::registry::Infrastructure::{FacilityCooling, Pricing};
use mlsysim_core::units::{MEGAWATT, hours};
use mlsysim_core::{Energy, EnergyPrice, InputError, Power, Time, Usd, preset, scenario};

/// What lowering a facility's PUE saves under a fixed IT load: power, energy over a period, and
/// its cost.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "The IT load is fixed and constant over the period.",
    assumption = "Electricity has one price over the period.",
    excludes = "The retrofit's own cost and embodied carbon.",
    derivation = "The reference's PueRetrofitModel.",
)]
pub struct PueRetrofit {
    /// The IT load.
    #[input(non_negative, unit = MEGAWATT)]
    pub it_power: Power,
    /// PUE before the retrofit.
    #[input(range = 1.0..)]
    pub pue_before: f64,
    /// PUE after the retrofit.
    #[input(range = 1.0..)]
    pub pue_after: f64,
    /// The period the saving is counted over.
    #[input(non_negative, unit = HOUR)]
    pub period: Time,
    /// Price of electricity.
    #[input(non_negative, unit = USD_PER_KWH)]
    pub electricity_price: EnergyPrice,

    /// Facility power before the retrofit.
    #[property(facility_power_at_pue(it_power, pue_before)?, unit = MEGAWATT)]
    pub facility_power_before: Power,
    /// Facility power after it.
    #[property(facility_power_at_pue(it_power, pue_after)?, unit = MEGAWATT)]
    pub facility_power_after: Power,
    /// Power saved (negative if the PUE rose).
    #[property(facility_power_before - facility_power_after, unit = MEGAWATT)]
    pub saved_power: Power,
    /// Energy saved over the period.
    #[property(saved_power * period, unit = MEGAWATT_HOUR)]
    pub saved_energy: Energy,
    /// What the saved energy would have cost.
    #[property(saved_energy * electricity_price, unit = USD)]
    pub saved_cost: Usd,
}

/// A 2 MW IT load (about 3,000 H100s) moved from the legacy air-cooled tier's PUE to the
/// state-of-the-art tier's for a year, at the on-premises electricity price.
#[preset(name = "PueRetrofit2MW")]
pub fn pue_retrofit_2mw() -> Result<PueRetrofit, InputError> {
    PueRetrofit::builder()
        .it_power(MEGAWATT.of(2.0))
        .pue_before(FacilityCooling::Legacy.pue)
        .pue_after(FacilityCooling::StateOfArt.pue)
        .period(hours(8760.0))
        .electricity_price(Pricing::OnPremises::ElectricityPerKwh.value)
        .build()
}
