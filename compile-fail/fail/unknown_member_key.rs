use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A member key spelled wrong.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Twice the count.
    #[method(count * times, sample(times = 0..=2))]
    pub twice: fn(times: u32) -> i64,
}

fn main() {}
