use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Names used twice.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// The same count again, as a member.
    #[property(count + 0)]
    pub count: i64,
    /// Twice the count.
    #[property(count * 2)]
    pub twice: i64,
    /// Twice again.
    #[property(count * 2)]
    pub twice: i64,
    /// The count times a number of copies, whose argument takes the input's name.
    #[method(count * 2, samples(count = 0..=2))]
    pub copies: fn(count: u32) -> i64,
}

fn main() {}
