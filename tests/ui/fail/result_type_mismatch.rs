use mlsysim_core::{Information, Time, scenario};

/// Declares a time but computes bytes.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// Bytes of one copy.
    pub copy: Information,
    /// Twice the copy, declared as a time.
    #[property(copy * 2.0)]
    pub twice: Time,
}

fn main() {}
