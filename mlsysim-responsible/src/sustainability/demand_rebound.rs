use super::SUSTAINABILITY;
use mlsysim_core::{InputError, preset, scenario};

/// Fleet energy after an efficiency gain per unit of work and a change in how much work is
/// asked for: the rebound (Jevons) effect.
///
/// Energy per unit scales by one factor and volume by another, so fleet energy scales by their
/// product. When the per-unit factor is not given, energy per unit is taken to follow the unit
/// price, and the factor is the price after over the price before.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "Without a per-unit factor, energy per unit of work is proportional to its price.",
    excludes = "Changes in the mix of work that rising volume brings.",
    derivation = "The reference's DemandReboundModel.",
    requires_one_of(per_unit_factor, (unit_price_before, unit_price_after)),
)]
pub struct DemandRebound {
    /// How many times the volume of work grows.
    #[input(non_negative)]
    pub volume_factor: f64,
    /// How many times the energy per unit of work changes, when it is known directly.
    #[input(non_negative)]
    pub per_unit_factor: Option<f64>,
    /// Price of a unit of work before the change, when the factor follows price.
    #[input(positive)]
    pub unit_price_before: Option<f64>,
    /// Price of a unit of work after the change.
    #[input(non_negative)]
    pub unit_price_after: Option<f64>,

    /// The factor energy per unit of work changes by: as given, else the price ratio.
    #[property(if given(per_unit_factor) { per_unit_factor } else { unit_price_after / unit_price_before })]
    pub unit_factor: f64,
    /// The factor fleet energy changes by (above 1, the efficiency gain is more than eaten up).
    #[property(unit_factor * volume_factor)]
    pub net_factor: f64,
}

/// A token price cut thirtyfold (from $0.06 to $0.002 per thousand tokens) while query volume
/// grows a hundredfold, with energy per query taken proportional to price.
#[preset(name = "TokenPriceRebound")]
pub fn token_price_rebound() -> Result<DemandRebound, InputError> {
    DemandRebound::builder()
        .unit_price_before(0.06)
        .unit_price_after(0.002)
        .volume_factor(100.0)
        .build()
}
