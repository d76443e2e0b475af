use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A method that reports could not evaluate.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// The count times `copies`.
    #[method(count * copies)]
    pub held: fn(copies: u32) -> i64,
    /// Samples for one argument only.
    #[method(count * copies + spare, samples(copies = 0..=2))]
    pub with_spare: fn(copies: u32, spare: u32) -> i64,
}

fn main() {}
