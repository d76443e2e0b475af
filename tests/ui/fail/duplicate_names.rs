use mlsysim_core::scenario;

/// Names used twice.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// A count.
    pub count: u32,
    /// The same count again, as a member.
    #[property(count + 0)]
    pub count: i64,
    /// Twice the count.
    #[property(count * 2)]
    pub twice: i64,
    /// Twice again.
    #[property(count * 2)]
    pub twice: i64,
}

fn main() {}
