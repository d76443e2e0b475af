use mlsysim_core::{InputError, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A family and a rule named in quotes.
#[scenario(family = "testing", equation = "none", check = "Self::rules")]
pub struct Release {
    /// A count.
    pub count: u32,
}

/// A rule written in place rather than named.
#[scenario(family = TESTING, equation = "none", check = |s: &Self| s.check_count())]
pub struct Retrain {
    /// A count.
    pub count: u32,
}

impl Release {
    fn rules(&self) -> Result<(), InputError> {
        Ok(())
    }
}

fn main() {}
