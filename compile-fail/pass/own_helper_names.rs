#![deny(warnings)]
//! An author's own function named like an equation helper: a bare `max(..)` in an equation is
//! always the library's, and `self::max(..)` the author's, so neither can stand in for the
//! other. A text input takes its default in quotes.
use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// The author's own `max`: deliberately not the larger value.
fn max(a: f64, b: f64) -> f64 {
    a + b
}

/// Two readings of `max`.
#[scenario(family = TESTING)]
pub struct Both {
    /// A number.
    pub a: f64,
    /// Another.
    pub b: f64,
    /// A label with a text default.
    #[input(default = "fp16_dense")]
    pub precision: String,
    /// The library's larger-of-two.
    #[property(max(a, b))]
    pub larger: f64,
    /// The author's own function, by its path.
    #[property(self::max(a, b))]
    pub own: f64,
}

fn main() {
    let s = Both::builder().a(2.0).b(3.0).build().unwrap();
    assert_eq!(s.larger(), Ok(3.0));
    assert_eq!(s.own(), Ok(5.0));
    assert_eq!(s.precision, "fp16_dense");
}
