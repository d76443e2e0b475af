use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A member with no equation.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Twice the count.
    #[property]
    pub twice: i64,
    /// Thrice the count, in words only.
    #[property(equation = "three times the count")]
    pub thrice: i64,
    /// Four times, in code only.
    #[property(body = count * 4)]
    pub four: i64,
}

fn main() {}
