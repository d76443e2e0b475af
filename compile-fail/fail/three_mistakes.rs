use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Three mistakes at once, reported together.
#[scenario(family = TESTING, excludse = "nothing")]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Reads a name that does not exist.
    #[property(cuont * 2)]
    pub twice: i64,
    /// Has no equation.
    #[property]
    pub thrice: i64,
}

fn main() {}
