use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Members named like what the macro generates.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Collides with `Release::builder()`.
    #[property(count * 2)]
    pub builder: i64,
    /// Collides with `Release::variant()`.
    #[property(count * 3)]
    pub variant: i64,
    /// Collides with `Release::evaluate()`.
    #[property(count * 4)]
    pub evaluate: i64,
    /// Collides with the computed values' `scenario()`.
    #[property(count * 5)]
    pub scenario: i64,
    /// Would hide the `Scenario` trait's `report()`.
    #[property(count * 6)]
    pub report: i64,
}

fn main() {}
