use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A property that takes an argument, and a method that takes none.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Copies times the count.
    #[property(copies * count)]
    pub held: fn(copies: u32) -> i64,
    /// Twice the count.
    #[method(count * 2)]
    pub twice: fn() -> i64,
    /// Thrice, with a plain type.
    #[method(count * 3)]
    pub thrice: i64,
}

fn main() {}
