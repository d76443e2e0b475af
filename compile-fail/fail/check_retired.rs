use mlsysim_core::{InputError, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A rollout declaring its rule the old way, as a `check` function that returns an error.
#[scenario(
    family = TESTING,
    assumption = "Every stage sends a share of the traffic.",
    check = Self::rules,
)]
pub struct Rollout {
    /// Traffic shares of the stages, canary first.
    #[input(range = 0.0..=1.0)]
    pub ramp: Vec<f64>,

    /// Stages of the rollout.
    #[property(len(&ramp))]
    pub stages: i64,
}

impl Rollout {
    fn rules(&self) -> Result<(), InputError> {
        if self.ramp.windows(2).any(|w| w[1] < w[0]) {
            return Err(InputError::Invalid {
                input: "ramp",
                reason: "shares must never decrease".into(),
            });
        }
        Ok(())
    }
}

fn main() {}
