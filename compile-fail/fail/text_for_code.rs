use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Text where code belongs.
#[scenario(family = TESTING)]
pub struct Release {
    /// Share of traffic.
    #[input(range = "0.0..=1.0", unit = "h")]
    pub share: f64,
}

fn main() {}
