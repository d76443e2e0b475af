use mlsysim_core::scenario;

/// A default on an optional input.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// Accelerators on a node.
    #[input(default = 8)]
    pub node: Option<u32>,
}

fn main() {}
