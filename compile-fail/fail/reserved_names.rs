use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Inputs named like what the macro generates.
#[scenario(family = TESTING)]
pub struct Release {
    /// Collides with the builder's `build()`.
    pub build: u32,
    /// Collides with the builder's `set_input`.
    pub set_input: u32,
    /// Collides with `without_build()`, the builder's way to leave an optional input absent.
    pub without_build: Option<u32>,
    /// Named like the macro's own hidden items.
    pub __count: u32,
}

fn main() {}
