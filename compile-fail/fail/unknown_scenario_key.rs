use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Keys spelled wrong.
#[scenario(family = TESTING, sumary(twice), assumptons = "none")]
pub struct Release {
    /// A count.
    pub count: u32,
}

fn main() {}
