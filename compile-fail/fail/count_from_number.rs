use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A count declared over an equation that computes a plain number.
#[scenario(family = TESTING)]
pub struct Release {
    /// Copies wanted.
    pub wanted: u32,
    /// Declared a count, computes a number.
    #[property(2.0 * 3.0)]
    pub copies: i64,
}

fn main() {}
