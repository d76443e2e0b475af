use super::FINE_TUNING;
use mlsysim_core::{InputError, preset, scenario};

/// A long trajectory split into records and batched with short examples: its weight in the
/// loss under token averaging and under example averaging.
///
/// Token averaging weights each example by its selected targets, so splitting the trajectory
/// changes nothing. Example averaging weights each record once, so a trajectory split into k
/// records among B − 1 others rises from 1/B of the loss to k/(B − 1 + k).
#[scenario(
    family = FINE_TUNING,
    assumption = "Each record of the trajectory selects every turn's response once; the other examples are alike.",
    excludes = "Learning dynamics: weights in one batch's loss only.",
    example = r#"
// 8,192 targets against 256: 97 percent of a token-averaged loss, half of an example-averaged one
use mlsysim_training::fine_tuning::repair_trace_with_lookup_weighting;

let s = repair_trace_with_lookup_weighting()?;
assert!(s.focus_token_share()? > 0.96);
assert_eq!(s.focus_example_share()?, 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct LossNormalization {
    /// Selected targets of the long trajectory.
    #[input(range = 0..)]
    pub focus_targets: i64,
    /// Other examples in the batch.
    #[input(range = 0..=1_000_000)]
    pub other_examples: i64,
    /// Selected targets of each other example.
    #[input(range = 0..)]
    pub other_targets: i64,
    /// Records the trajectory is split into.
    #[input(default = 1, range = 1..)]
    pub focus_pieces: i64,

    /// Records in the batch.
    #[property(focus_pieces + other_examples)]
    pub examples: i64,
    /// Selected targets in the batch.
    #[property(focus_targets + other_examples * other_targets)]
    pub total_targets: i64,
    /// Each example's targets, the trajectory first.
    #[property(each!(e in 0..other_examples + 1, if e == 0 { focus_targets } else { other_targets }))]
    pub target_counts: Vec<i64>,
    /// The trajectory's share of a token-averaged loss.
    #[property(token_average_shares(target_counts)?[0])]
    pub focus_token_share: f64,
    /// One other example's share of a token-averaged loss.
    #[property(token_average_shares(target_counts)?[1])]
    pub other_token_share: f64,
    /// The trajectory's share of an example-averaged loss.
    #[property(example_average_share(focus_pieces, examples)?)]
    pub focus_example_share: f64,
    /// One other example's share of an example-averaged loss.
    #[property(example_average_share(1, examples)?)]
    pub other_example_share: f64,
    /// The trajectory's targets over one other example's.
    #[property(focus_targets / other_targets)]
    pub focus_over_other: f64,
}

/// A long repair trace of 8,192 selected targets and a one-turn file lookup of 256 in one batch.
#[preset(name = "RepairTraceWithLookupWeighting")]
pub fn repair_trace_with_lookup_weighting() -> Result<LossNormalization, InputError> {
    LossNormalization::builder()
        .focus_targets(8_192)
        .other_examples(1)
        .other_targets(256)
        .build()
}
