//! Energy and its emissions.

use crate::law;
use crate::units::{CarbonIntensity, Emissions, Energy, Frequency, Power};

/// Emissions of using `energy` on a grid of `intensity`: energy times the grid's carbon
/// intensity.
#[law(
    reference = "mlsysim.physics.quantities.carbon_from_energy",
    samples(energy = ["1287 MWh", "1 kWh"], intensity = ["429 gCO2e/kWh", "20 gCO2e/kWh"])
)]
pub fn carbon_from_energy(energy: Energy, intensity: CarbonIntensity) -> Emissions {
    energy * intensity
}

/// Power one accelerator of `rated_power` draws at a utilization of `utilization`, in the
/// reference's energy-proportionality model: 30% of the rated power whatever the load, and the
/// other 70% in proportion to the utilization (MFU).
#[law(samples(rated_power = ["700 W", "400 W"], utilization = [0.5, 0.0, 1.0]))]
pub fn utilized_power(rated_power: Power, utilization: f64) -> Power {
    rated_power * 0.3 + rated_power * 0.7 * utilization
}

/// Energy spent on each item when a device drawing `power` completes `rate` items a second.
#[law(samples(power = ["700 W", "70 W"], rate = ["1000 1/s", "5 1/s"]))]
pub fn energy_per_item(power: Power, rate: Frequency) -> Energy {
    power / rate
}
