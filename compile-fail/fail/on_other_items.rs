use mlsysim_core::{InputError, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A count.
pub struct Release {
    /// A count.
    pub count: u32,
}

/// Not a struct: a function that builds the scenario.
#[scenario(family = TESTING)]
pub fn eight() -> Result<Release, InputError> {
    Ok(Release { count: 8 })
}

/// Not a struct: the struct's methods.
#[scenario(family = TESTING)]
impl Release {
    pub fn twice(&self) -> u32 {
        self.count * 2
    }
}

/// Not a struct: another name for one.
#[scenario(family = TESTING)]
pub type Canary = Release;

fn main() {}
