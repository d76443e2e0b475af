use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A member of a quantity the catalog cannot show.
#[scenario(family = TESTING, equation = "none")]
pub struct Release {
    /// A count.
    pub count: u32,
    /// A data rate as a bare `uom` type, which the catalog has no display for.
    #[property(mlsysim_core::uom::si::f64::InformationRate::new::<mlsysim_core::uom::si::information_rate::byte_per_second>(f64::from(count)))]
    pub rate: mlsysim_core::uom::si::f64::InformationRate,
}

fn main() {}
