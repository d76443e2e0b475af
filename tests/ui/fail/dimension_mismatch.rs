use mlsysim_core::{Information, Time, scenario};

/// Adds bytes to hours.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// Bytes of one copy.
    pub copy: Information,
    /// How long a run lasts.
    pub run: Time,
    /// Nonsense: bytes plus time.
    #[property(copy + run)]
    pub total: Information,
}

fn main() {}
