use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Ranges that admit nothing.
#[scenario(family = TESTING)]
pub struct Release {
    /// Share of traffic.
    #[input(range = 1.0..=0.0)]
    pub share: f64,
    /// Accelerators on a node.
    #[input(range = 4..4)]
    pub node: u32,
}

fn main() {}
