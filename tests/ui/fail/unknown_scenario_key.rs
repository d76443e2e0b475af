use mlsysim_core::scenario;

/// Keys spelled wrong.
#[scenario(family = "testing", equaton = "a + b", assumptons = "none", equation = "a + b")]
pub struct Release {
    /// A count.
    pub count: u32,
}

fn main() {}
