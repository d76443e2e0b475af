use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A family name with a typo.
#[scenario(family = TESTIGN)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Twice the count.
    #[property(count * 2)]
    pub twice: i64,
}

fn main() {
    let _ = TESTING;
}
