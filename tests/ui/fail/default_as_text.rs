use mlsysim_core::scenario;

/// A default written as text.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// Accelerators a run holds.
    #[input(default = "four")]
    pub run: u32,
}

fn main() {}
