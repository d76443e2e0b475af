use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Optional inputs read in ways the macro refuses.
#[scenario(family = TESTING)]
pub struct Release {
    /// Accelerators on a node, always given.
    pub node: u32,
    /// Accelerators a retraining run holds.
    pub retrain: Option<u32>,
    /// Reads a required input as if it were optional.
    #[property(optional(node).unwrap_or(0) + 1)]
    pub a: i64,
    /// Reads an input through `self`.
    #[property(self.node + 1)]
    pub b: i64,
    /// Reads one input both ways.
    #[property(retrain + optional(retrain).unwrap_or(0))]
    pub c: i64,
}

fn main() {}
