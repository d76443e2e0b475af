use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Not a struct.
#[scenario(family = TESTING)]
pub enum Release {
    Canary,
    Shadow,
}

fn main() {}
