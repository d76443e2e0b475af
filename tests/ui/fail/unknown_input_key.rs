use mlsysim_core::scenario;

/// An input key spelled wrong.
#[scenario(family = "testing", equation = "share of traffic")]
pub struct Release {
    /// Share of traffic.
    #[input(rnage = 0.0..=1.0)]
    pub share: f64,
}

fn main() {}
