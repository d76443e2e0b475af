use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Rules written wrong: words alone, words not in quotes, empty words, an unknown name.
#[scenario(
    family = TESTING,
    rule("`count` is at most 8"),
    rule(count <= 8, count),
    rule(count <= 8, " "),
    rule(cuont <= 8, "`count` is at most 8"),
)]
pub struct Release {
    /// A count.
    pub count: u32,
}

fn main() {}
