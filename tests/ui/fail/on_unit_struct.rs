use mlsysim_core::scenario;

/// No inputs at all.
#[scenario(family = "testing", equation = "none")]
pub struct Release;

fn main() {}
