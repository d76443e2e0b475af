use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Members whose equation, result type or attribute is written in the wrong form.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Twice the count, with the equation in words beside the expression.
    #[property(count * 2, equation = "twice the count")]
    pub twice: i64,
    /// The count times a factor, with no result type.
    #[method(count * factor, samples(factor = 0..=2))]
    pub times: fn(factor: u32),
    /// Thrice the count, with the equation after a key.
    #[property(mark = limit, count * 3)]
    pub thrice: i64,
    /// Five times the count, with the equation after a key and opening with a number.
    #[property(mark = limit, 5 * count)]
    pub five: i64,
    /// Four times the count, written as the attribute's value.
    #[property = "count * 4"]
    pub four: i64,
}

fn main() {}
