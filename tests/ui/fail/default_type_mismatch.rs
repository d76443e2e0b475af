use mlsysim_core::scenario;

/// A default of the wrong type.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// Accelerators on a node.
    #[input(default = 8.5)]
    pub node: u32,
}

fn main() {}
