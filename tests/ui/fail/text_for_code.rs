use mlsysim_core::scenario;

/// Text where code belongs.
#[scenario(family = "testing", equation = "none")]
pub struct Release {
    /// Share of traffic.
    #[input(range = "0.0..=1.0", unit = "h")]
    pub share: f64,
}

fn main() {}
