use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A rate of the author's own, with none of the traits the catalog needs to check and show it.
#[derive(Debug, Clone, Copy)]
pub struct Rate(pub f64);

/// A member of a type the catalog cannot show.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// A rate of the author's own type, which the catalog has no display for.
    #[property(Rate(f64::from(count)))]
    pub rate: Rate,
}

fn main() {}
