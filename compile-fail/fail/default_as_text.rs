use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A default written as text.
#[scenario(family = TESTING)]
pub struct Release {
    /// Accelerators a run holds.
    #[input(default = "four")]
    pub run: u32,
}

fn main() {}
