use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// An equation with a misspelt name.
#[scenario(family = TESTING)]
pub struct Release {
    /// Accelerators a copy spans.
    pub accelerators_per_copy: u32,
    /// Accelerators the copies hold.
    #[method(copies * acelerators_per_copy)]
    pub held: fn(copies: u32) -> i64,
}

fn main() {}
