use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Keys spelled wrong.
#[scenario(family = TESTING, equaton = "a + b", assumptons = "none", equation = "a + b")]
pub struct Release {
    /// A count.
    pub count: u32,
}

fn main() {}
