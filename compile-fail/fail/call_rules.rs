use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Calls a property, and samples from a name that is not there.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Twice the count.
    #[property(count * 2)]
    pub twice: i64,
    /// Calls a property as if it were a method.
    #[property(twice(1)? + 1)]
    pub more: i64,
    /// Samples from an unknown input.
    #[method(count * k, samples(k = kount))]
    pub times: fn(k: u32) -> i64,
}

fn main() {}
