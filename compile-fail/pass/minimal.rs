#![deny(warnings)]
use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// The smallest scenario: one input, one property.
#[scenario(family = TESTING)]
pub struct Twice {
    /// A count.
    pub count: u32,
    /// Twice the count.
    #[property(count * 2)]
    pub twice: i64,
}

fn main() {
    let t = Twice::builder().count(21).build().unwrap();
    assert_eq!(t.twice(), Ok(42));
}
