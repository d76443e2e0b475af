use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// An input key spelled wrong.
#[scenario(family = TESTING)]
pub struct Release {
    /// Share of traffic.
    #[input(rnage = 0.0..=1.0)]
    pub share: f64,
}

fn main() {}
