use mlsysim_core::{Time, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Keys given values of the wrong shape.
#[scenario(family = TESTING, equation = count * 2, assumption)]
pub struct Release {
    /// A count, declared positive as if the flag took a value.
    #[input(positive = true, default(8))]
    pub count: u32,
    /// Share of traffic, with its bounds as a pair.
    #[input(range = (0.0, 1.0))]
    pub share: f64,
}

fn main() {}
