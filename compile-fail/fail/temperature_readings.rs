use mlsysim_core::{Temperature, TemperatureDifference, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Adds two temperature readings, and doubles one: neither is a temperature.
#[scenario(family = TESTING, equation = "none")]
pub struct Enclosure {
    /// Air around the enclosure.
    pub ambient: Temperature,
    /// The junction's rise above the air.
    pub rise: TemperatureDifference,
    /// A reading moved by a difference, and two readings' difference: both fine.
    #[property(ambient + rise - ambient)]
    pub fine: TemperatureDifference,
    /// Nonsense: the sum of two readings.
    #[property(ambient + ambient)]
    pub sum: Temperature,
    /// Nonsense: a multiple of a reading.
    #[property(ambient * 2.0)]
    pub double: Temperature,
}

fn main() {}
