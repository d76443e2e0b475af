use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A family named in quotes.
#[scenario(family = "testing")]
pub struct Release {
    /// A count.
    pub count: u32,
}

/// A rule's condition written as text.
#[scenario(family = TESTING, rule("count <= 8", "`count` is at most 8"))]
pub struct Retrain {
    /// A count.
    pub count: u32,
}

fn main() {}
