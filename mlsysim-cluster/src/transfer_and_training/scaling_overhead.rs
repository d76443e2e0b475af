use super::TRANSFER_AND_TRAINING;
use mlsysim_core::{InputError, preset, scenario};

/// A planned speedup when communication and coordination take a share of the scaled step.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "The overhead is a share of the scaled step that does no useful work.",
    excludes = "Any change of the overhead with scale: it is one stated share.",
    derivation = "Useful work is the step less its overhead, so the speedup shrinks by the same share.",
    example = r#"
// A 3× plan at 40% overhead realizes 1.8×
use mlsysim_cluster::transfer_and_training::coordination_overhead_example;

let s = coordination_overhead_example()?;
assert!((s.realized_speedup()? - 1.8).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ScalingOverhead {
    /// The speedup planned from adding devices.
    #[input(positive)]
    pub planned_speedup: f64,
    /// Share of the scaled step that communication and coordination take.
    #[input(range = 0.0..=1.0)]
    pub overhead_fraction: f64,

    /// The speedup that remains once the overhead is paid.
    #[property(planned_speedup * (1.0 - overhead_fraction))]
    pub realized_speedup: f64,
}

/// A planned threefold speedup with communication and coordination taking 40% of the scaled
/// step.
#[preset(name = "CoordinationOverheadExample")]
pub fn coordination_overhead_example() -> Result<ScalingOverhead, InputError> {
    ScalingOverhead::builder()
        .planned_speedup(3.0)
        .overhead_fraction(0.40)
        .build()
}
