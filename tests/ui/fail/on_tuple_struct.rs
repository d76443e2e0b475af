use mlsysim_core::scenario;

/// Inputs without names.
#[scenario(family = "testing", equation = "none")]
pub struct Release(u32, f64);

fn main() {}
