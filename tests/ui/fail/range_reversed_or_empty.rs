use mlsysim_core::scenario;

/// Ranges that admit nothing.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// Share of traffic.
    #[input(range = 1.0..=0.0)]
    pub share: f64,
    /// Accelerators on a node.
    #[input(range = 4..4)]
    pub node: u32,
}

fn main() {}
