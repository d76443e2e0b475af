use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Members that read each other.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Reads b.
    #[property(b + count)]
    pub a: i64,
    /// Reads c.
    #[property(c + 1)]
    pub b: i64,
    /// Reads a.
    #[property(a + 1)]
    pub c: i64,
}

fn main() {}
