use mlsysim_core::{InputError, preset, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// One mistake in the declaration; the code using it, a preset included, still type-checks.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Reads a name that does not exist.
    #[property(cuont * 2)]
    pub twice: i64,
}

/// A preset of the broken scenario.
#[preset]
pub fn eight() -> Result<Release, InputError> {
    Release::builder().count(8).build()
}

fn use_it(r: &Release) -> Result<i64, mlsysim_core::EvalError> {
    let _ = r.count;
    r.twice()
}

fn main() {
    let _ = use_it;
}
