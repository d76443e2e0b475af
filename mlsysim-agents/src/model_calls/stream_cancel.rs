use super::MODEL_CALLS;
use mlsysim_core::{InputError, Time, preset, scenario};
use mlsysim_serving::forward::{Decode, llama3_70b_int8_decode_h100};

/// A streamed reply that a monitor rejects part way through its output allowance: the decode
/// steps an honored cancel skips, and the time the whole allowance would take.
///
/// Each output token costs one decode step at the weight-transfer floor. Canceling at the
/// rejected step saves the steps left in the allowance; the allowance's whole decode time is
/// also the longest one admitted call holds back the next turn when control waits for its
/// reply.
#[scenario(
    family = MODEL_CALLS,
    assumption = "Every decode step takes the weight-transfer floor of the decode scenario.",
    assumption = "The cancel is honored at once: no step runs after the rejection.",
    excludes = "Prefill, batching with other streams, and network time.",
    rule(reject_step <= output_allowance, "`reject_step` lies within the `output_allowance`"),
    example = r#"
// Rejecting at step 96 of 4,096 saves almost all of the decode time
use mlsysim_agents::model_calls::canceled_stream_decode_savings;

let s = canceled_stream_decode_savings()?;
assert_eq!(s.skipped_steps()?, 4_000);
assert!(s.decode_time_avoided()? > s.allowance_decode_time()? * 0.97);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct StreamCancel {
    /// The per-token floors: a Decode preset or its inputs (its memory time is one decode step).
    pub floors: Decode,
    /// Tokens the call may generate.
    pub output_allowance: u32,
    /// The decode step at which the monitor rejects the reply.
    pub reject_step: u32,

    /// Decode steps the cancel skips.
    #[property(output_allowance - reject_step, unit = STEPS)]
    pub skipped_steps: i64,
    /// Decode time the cancel saves.
    #[property(skipped_steps * floors.memory_time()?, unit = SECOND)]
    pub decode_time_avoided: Time,
    /// Decode time of the whole allowance: the longest one admitted call postpones the next
    /// turn when control waits for its reply.
    #[property(output_allowance * floors.memory_time()?, unit = SECOND)]
    pub allowance_decode_time: Time,
}

/// A streamed reply rejected at step 96 of a 4,096-token allowance, at the 8-bit decode floor
/// of Llama 3.1 70B on one H100.
#[preset(name = "CanceledStreamDecodeSavings")]
pub fn canceled_stream_decode_savings() -> Result<StreamCancel, InputError> {
    StreamCancel::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .output_allowance(4_096)
        .reject_step(96)
        .build()
}
