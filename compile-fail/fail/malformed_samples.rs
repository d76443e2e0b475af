use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Samples a report cannot evaluate.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// A property, given samples as if it were a method.
    #[property(count * 2, samples(count = 0..=8))]
    pub twice: i64,
    /// Sampled over a range of decimals.
    #[method(f64::from(count) * share, samples(share = 0.1..0.9))]
    pub part: fn(share: f64) -> f64,
    /// Sampled over a million values, and at a value computed in place.
    #[method(count * copies + spare, samples(copies = 0..1_000_000, spare = count / 2))]
    pub held: fn(copies: u32, spare: u32) -> i64,
    /// Sampled at an argument it does not have.
    #[method(count * copies, samples(copy = 0..=8))]
    pub times: fn(copies: u32) -> i64,
    /// Sampled with the argument's name left out.
    #[method(count + spare, samples(0..=8))]
    pub with_spare: fn(spare: u32) -> i64,
}

fn main() {}
