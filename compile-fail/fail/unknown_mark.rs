use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A mark that is neither a limit nor an optimum.
#[scenario(family = TESTING)]
pub struct Marked {
    /// Accelerators on a node.
    #[input(default = 8, mark = best)]
    pub node: u32,
    /// Twice the node.
    #[property(2 * node, mark = "limit")]
    pub twice: i64,
    /// A method marked as a level.
    #[method(node * k, mark = limit, samples(k = 0..=2))]
    pub times: fn(k: u32) -> i64,
}

fn main() {}
