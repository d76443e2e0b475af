use mlsysim_core::scenario;
const RELIABILITY: mlsysim_core::Family = mlsysim_core::Family::new("reliability", "Reliability", "Scenarios of the test suite.");
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// The family given twice.
#[scenario(family = TESTING, family = RELIABILITY)]
pub struct Release {
    /// A count.
    #[input(positive, positive)]
    pub count: u32,
}

fn main() {}
