use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Inputs without names.
#[scenario(family = TESTING)]
pub struct Release(u32, f64);

fn main() {}
