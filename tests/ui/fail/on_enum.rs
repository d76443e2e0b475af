use mlsysim_core::scenario;

/// Not a struct.
#[scenario(family = "testing", equation = "none")]
pub enum Release {
    Canary,
    Shadow,
}

fn main() {}
