use mlsysim_core::{Workload, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A range on a model.
#[scenario(family = TESTING)]
pub struct Release {
    /// The model.
    #[input(range = 0.0..=1.0)]
    pub model: &'static Workload,
}

fn main() {}
