use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Generic over its count type.
#[scenario(family = TESTING)]
pub struct Release<'a, T> {
    /// A count.
    pub count: T,
    /// A name.
    pub name: &'a str,
}

fn main() {}
