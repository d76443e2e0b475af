use mlsysim_core::scenario;

/// An equation that reads a method as if it were a value.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Copies times the count.
    #[method(copies * count)]
    pub held: fn(copies: u32) -> i64,
    /// Reads `held` without arguments.
    #[property(held + 1)]
    pub more: i64,
}

fn main() {}
