use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

#[scenario(family = TESTING)]
pub struct Release {
    pub count: u32,
    #[property(count * 2)]
    pub twice: i64,
}

fn main() {}
