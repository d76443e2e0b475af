use mlsysim_core::{Energy, Power, Time, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Energy of a run, given directly or from its devices: groups of one alternative, of an
/// expression, of a required input and of a misspelled one.
#[scenario(
    family = TESTING,
    requires_one_of((power, duration)),
    requires_one_of(energy, devices * power * duration),
    requires_one_of(energy, (devices, powr, duration)),
)]
pub struct Release {
    /// The energy, when known directly.
    pub energy: Option<Energy>,
    /// Devices drawing power, always given.
    pub devices: u32,
    /// Power one device draws.
    pub power: Option<Power>,
    /// How long the devices run.
    pub duration: Option<Time>,
}

fn main() {}
