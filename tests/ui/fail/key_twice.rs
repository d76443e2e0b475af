use mlsysim_core::scenario;

/// The family given twice.
#[scenario(family = "testing", family = "reliability", equation = "none")]
pub struct Release {
    /// A count.
    #[input(positive, positive)]
    pub count: u32,
}

fn main() {}
