use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// An equation that reads a method as if it were a value.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Copies times the count.
    #[method(copies * count, samples(copies = 0..=2))]
    pub held: fn(copies: u32) -> i64,
    /// Reads `held` without arguments.
    #[property(held + 1)]
    pub more: i64,
}

fn main() {}
