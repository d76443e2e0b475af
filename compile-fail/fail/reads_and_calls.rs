use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Members and arguments read as what they are not.
#[scenario(family = TESTING)]
pub struct Release {
    /// A count.
    pub count: u32,
    /// Twice the count.
    #[property(count * 2)]
    pub twice: i64,
    /// Reads a property through `optional(..)`, as if it might be absent.
    #[property(optional(twice).unwrap_or(0) + 1)]
    pub more: i64,
    /// Reads an argument through `optional(..)`.
    #[method(optional(extra).unwrap_or(0) + count, samples(extra = 0..=2))]
    pub with_extra: fn(extra: u32) -> i64,
    /// Calls an input as if it were a method.
    #[property(count(2) + 1)]
    pub called: i64,
    /// Calls a method through `self`.
    #[property(self.with_extra(1)? + 1)]
    pub through_self: i64,
    /// Passes the whole scenario to a helper.
    #[property(self::doubled(self))]
    pub by_helper: i64,
}

fn doubled(r: &Release) -> i64 {
    i64::from(r.count) * 2
}

fn main() {}
