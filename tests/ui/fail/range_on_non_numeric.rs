use mlsysim_core::{Workload, scenario};

/// A range on a model.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// The model.
    #[input(range = 0.0..=1.0)]
    pub model: &'static Workload,
}

fn main() {}
