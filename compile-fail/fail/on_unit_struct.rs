use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// No inputs at all.
#[scenario(family = TESTING)]
pub struct Release;

fn main() {}
