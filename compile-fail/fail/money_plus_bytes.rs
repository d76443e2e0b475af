use mlsysim_core::{Information, Usd, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Adds dollars to bytes, and dollars to a count.
#[scenario(family = TESTING)]
pub struct Release {
    /// A price.
    pub price: Usd,
    /// Bytes of one copy.
    pub copy: Information,
    /// A count.
    pub copies: u32,
    /// Nonsense: money plus bytes.
    #[property(price + copy)]
    pub total: Usd,
    /// Nonsense: money plus a count.
    #[property(price + copies)]
    pub more: Usd,
}

fn main() {}
