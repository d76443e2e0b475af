use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A default on an optional input.
#[scenario(family = TESTING)]
pub struct Release {
    /// Accelerators on a node.
    #[input(default = 8)]
    pub node: Option<u32>,
}

fn main() {}
