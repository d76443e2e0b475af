use mlsysim_core::{InputError, preset, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A count.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
}

#[preset(nmae = "One")]
pub fn one(count: u32) -> Result<Release, InputError> {
    Release::builder().count(count).build()
}

fn main() {}
