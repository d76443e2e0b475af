use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A default of the wrong type.
#[scenario(family = TESTING)]
pub struct Release {
    /// Accelerators on a node.
    #[input(default = 8.5)]
    pub node: u32,
}

fn main() {}
