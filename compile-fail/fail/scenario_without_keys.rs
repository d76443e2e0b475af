use mlsysim_core::scenario;

/// A scenario whose attribute is left bare.
#[scenario]
pub struct Release {
    /// A count.
    pub count: u32,
}

fn main() {}
