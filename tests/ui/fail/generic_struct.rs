use mlsysim_core::scenario;

/// Generic over its count type.
#[scenario(family = "testing", equation = "none")]
pub struct Release<'a, T> {
    /// A count.
    pub count: T,
    /// A name.
    pub name: &'a str,
}

fn main() {}
