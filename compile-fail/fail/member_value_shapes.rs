use mlsysim_core::{Time, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Member keys given values of the wrong shape.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Share of a node, with its range given without its key.
    #[input(0.0..=1.0)]
    pub node_share: f64,
    /// How long a run lasts, with its unit left out.
    #[input(unit)]
    pub run: Time,
    /// The count times a factor, sampled as if `samples` took a count.
    #[method(count * factor, samples = 3)]
    pub times: fn(factor: u32) -> i64,
}

fn main() {}
