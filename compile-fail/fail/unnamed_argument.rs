use mlsysim_core::{DataSize, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A method whose argument has no name.
#[scenario(family = TESTING)]
pub struct Release {
    /// A size.
    pub size: DataSize,
    /// The size times a count.
    #[method(size * copies, samples(copies = 0..=2))]
    pub held: fn(u32) -> DataSize,
    /// Reads the method; no further error is reported for it.
    #[property(held(2)?)]
    pub two: DataSize,
}

fn main() {}
