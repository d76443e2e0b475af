use super::FINE_TUNING;
use mlsysim_core::{InputError, preset, scenario};

/// One serialized training example by segment: which positions are targets under a mask with
/// or without the reviewed rationale, and how thin the targets spread over the whole example.
///
/// The example stores a prompt, a task, an optional rationale, the policy's responses and the
/// observations. The targets are the responses the policy should learn, less the unselected
/// ones kept only as context, with or without the rationale. The first stored position has no
/// position before it, so an unmasked token average divides over stored − 1 predictions; a
/// masked average gives each target (stored − 1) ÷ targets times that weight.
#[scenario(
    family = FINE_TUNING,
    rule(unselected_response < response, "`unselected_response` is fewer than all of `response`: some response is selected"),
    assumption = "Every segment is counted in tokens as stored; the prompt includes the initial boundary position.",
    excludes = "The learning dynamics of the trained network.",
    example = r#"
// A 16,384-token recovery record selects 800 of its response tokens
use mlsysim_training::fine_tuning::recovery_record_target_mask;

let s = recovery_record_target_mask()?;
assert_eq!(s.stored()?, 16_384);
assert_eq!(s.selected_response()?, 800);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TargetMask {
    /// Tokens of the prompt, including the initial boundary position.
    #[input(range = 0..)]
    pub prompt: i64,
    /// Tokens of the task.
    #[input(range = 0..)]
    pub task: i64,
    /// Tokens of the reviewed rationale (0 when there is none).
    #[input(range = 0..)]
    pub rationale: i64,
    /// Tokens of the policy's responses, with their stop tokens.
    #[input(range = 1..)]
    pub response: i64,
    /// Tokens of the observations.
    #[input(range = 0..)]
    pub observation: i64,
    /// Response tokens kept as context only, not as targets.
    #[input(range = 0..)]
    pub unselected_response: i64,

    /// Tokens the example stores.
    #[property(prompt + task + rationale + response + observation)]
    pub stored: i64,
    /// Positions that predict a next token: all but the first.
    #[property(stored - 1)]
    pub predicted: i64,
    /// Response tokens that are targets.
    #[property(response - unselected_response)]
    pub selected_response: i64,
    /// Targets when the rationale is learned too.
    #[property(selected_response + rationale)]
    pub targets_with_rationale: i64,
    /// Targets when only the selected responses are learned.
    #[property(selected_response)]
    pub targets_without_rationale: i64,
    /// Share of the stored tokens that are observations.
    #[property(observation / stored)]
    pub observation_share: f64,
    /// Share of the stored tokens that are targets, with the rationale.
    #[property(targets_with_rationale / stored)]
    pub share_with_rationale: f64,
    /// Share of the stored tokens that are targets, without the rationale.
    #[property(targets_without_rationale / stored)]
    pub share_without_rationale: f64,
    /// Tokens that are context only, with the rationale learned.
    #[property(stored - targets_with_rationale)]
    pub context_with_rationale: i64,
    /// Tokens that are context only, without the rationale.
    #[property(stored - targets_without_rationale)]
    pub context_without_rationale: i64,
    /// Share of the stored tokens that are context other than observations.
    #[property((stored - observation - selected_response) / stored)]
    pub other_context_share: f64,
    /// Predictions per target without the rationale: how far masking concentrates the weight.
    #[property(predicted / targets_without_rationale)]
    pub dilution_without_rationale: f64,
    /// Predictions per target with the rationale.
    #[property(predicted / targets_with_rationale)]
    pub dilution_with_rationale: f64,
    /// Unselected response tokens over selected ones.
    #[property(unselected_response / selected_response)]
    pub unselected_vs_selected: f64,
    /// Share of the response tokens left unselected.
    #[property(unselected_response / response)]
    pub unselected_share_of_responses: f64,
}

/// One serialized repair recovery record of 16,384 tokens: 1,200 of prompt, 184 of task, 1,400
/// of reviewed rationale, 960 of policy response and 12,640 of observation; the refused
/// proposal's 160 response tokens stay context.
#[preset(name = "RecoveryRecordTargetMask")]
pub fn recovery_record_target_mask() -> Result<TargetMask, InputError> {
    TargetMask::builder()
        .prompt(1_200)
        .task(184)
        .rationale(1_400)
        .response(960)
        .observation(12_640)
        .unselected_response(160)
        .build()
}

/// The same record with its observations doubled, every other segment unchanged.
#[preset(name = "RecoveryRecordTargetMaskDoubledObservations")]
pub fn recovery_record_target_mask_doubled_observations() -> Result<TargetMask, InputError> {
    let record = recovery_record_target_mask()?;
    record
        .variant()
        .observation(2 * record.observation)
        .build()
}

/// The same record with 30,000 observation tokens.
#[preset(name = "RecoveryRecordTargetMaskLongObservations")]
pub fn recovery_record_target_mask_long_observations() -> Result<TargetMask, InputError> {
    recovery_record_target_mask()?
        .variant()
        .observation(30_000)
        .build()
}
