use mlsysim_core::{InputError, preset, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A count.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
}

/// Eight, unwrapped: the preset returns the scenario itself.
#[preset]
pub fn eight() -> Release {
    Release::builder().count(8).build().unwrap()
}

/// Nine, with the error dropped.
#[preset]
pub fn nine() -> Option<Release> {
    Release::builder().count(9).build().ok()
}

/// Ten, built with no result type at all.
#[preset]
pub fn ten() {
    let _ = Release::builder().count(10).build();
}

/// Eleven, as a constant.
#[preset]
pub const ELEVEN: u32 = 11;

fn main() {
    let _: Result<Release, InputError> = Release::builder().count(1).build();
}
