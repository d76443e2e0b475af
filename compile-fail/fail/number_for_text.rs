use mlsysim_core::scenario;

/// A number where text belongs.
#[scenario(family = 3)]
pub struct Release {
    /// A count.
    pub count: u32,
}

fn main() {}
