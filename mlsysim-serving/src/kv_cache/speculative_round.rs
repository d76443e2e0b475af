use super::{KV_CACHE, derived, llama3_70b_replica_decode_budget};
use mlsysim_core::laws::{transfer_time, weight_bytes};
use mlsysim_core::units::{bytes, milliseconds};
use mlsysim_core::{HardwareNode, InputError, Time, Workload, preset, scenario};

/// One round of speculative decoding: a small draft model proposes tokens and the target model
/// verifies them all in one step.
///
/// Each proposed token is accepted with probability α until the first rejection, and the
/// verification always yields one token of its own, so a round of K proposals yields
/// (1 − α^(K+1)) ÷ (1 − α) tokens on average. A round costs the drafting plus one verification;
/// the gain is the verification time (what one token costs without speculation) over the time
/// per token with it.
#[scenario(
    family = KV_CACHE,
    assumption = "Proposals are accepted independently with the same probability, and a rejection ends the round.",
    assumption = "The drafting is given either as the whole round's draft time or as the time of one draft step (then K steps).",
    assumption = "The acceptance lies in [0, 1); the reference checks it only where the expected tokens are read.",
    rule(optional(draft_time).is_none() || optional(draft_step).is_none(), "`draft_time` and `draft_step` are not both given (the reference takes both and silently uses the round's time)"),
    excludes = "Batching effects on the verification step, and the draft model's own cache.",
    derivation = "Token j (j = 1..K) of the draft is kept with probability α^j; summing 1 + Σ α^j gives the geometric series.",
    example = r#"
// Speculation on the tuned 70B replica
use mlsysim_serving::kv_cache::llama3_70b_replica_speculation;

let s = llama3_70b_replica_speculation()?;
assert!((s.expected_tokens()? - 3.5218199968).abs() < 1e-12);
assert!(s.tpot_gain()? > 3.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    requires_one_of(draft_time, draft_step),
)]
pub struct SpeculativeRound {
    /// Probability that a proposed token is accepted.
    #[input(range = 0.0..1.0)]
    pub acceptance: f64,
    /// Tokens the draft proposes per round.
    pub draft_length: u32,
    /// Time of all the draft steps of one round.
    #[input(non_negative, unit = MILLISECOND)]
    pub draft_time: Option<Time>,
    /// Time of the target's verification step.
    #[input(positive, unit = MILLISECOND)]
    pub verify_time: Time,
    /// Time of one draft step.
    #[input(non_negative, unit = MILLISECOND)]
    pub draft_step: Option<Time>,

    /// Time the round spends drafting.
    #[property(
        match optional(draft_time) {
            Some(round) => round,
            None => draft_length * draft_step,
        },
        unit = MILLISECOND,
    )]
    pub draft_cost: Time,
    /// Tokens one round yields on average.
    #[property(speculative_expected_tokens(acceptance, draft_length)?)]
    pub expected_tokens: f64,
    /// Time of one round.
    #[property(draft_cost + verify_time, unit = MILLISECOND)]
    pub round_time: Time,
    /// Time per token with speculation.
    #[property(round_time / expected_tokens, unit = MILLISECOND)]
    pub per_token_time: Time,
    /// How many times faster tokens come than one per verification step.
    #[property(verify_time / per_token_time)]
    pub tpot_gain: f64,
}

/// Speculative decoding on the tuned 70B replica: 5 draft tokens in 4 ms, each accepted with
/// probability 0.78, verified in the decode-budget preset's step after fusion.
#[preset(name = "Llama3_70B_ReplicaSpeculation")]
pub fn llama3_70b_replica_speculation() -> Result<SpeculativeRound, InputError> {
    let totals = derived("verify_time", llama3_70b_replica_decode_budget()?.totals())?;
    let tuned = derived("verify_time", mlsysim_core::equation::at(&totals, &2usize))?;
    SpeculativeRound::builder()
        .acceptance(0.78)
        .draft_length(5)
        .draft_time(milliseconds(4.0))
        .verify_time(tuned)
        .build()
}

/// GPT-2 XL verified on one H100 with a GPT-2 Small draft, both bound by reading their FP16
/// weights at batch one; acceptance 0.7, 4 draft tokens a round.
#[preset(name = "Gpt2XlSpeculativeGpt2SmallH100")]
pub fn gpt2_xl_speculative_gpt2_small_h100() -> Result<SpeculativeRound, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    let read = |input, path| -> Result<Time, InputError> {
        let weights = derived(input, weight_bytes(Workload::find(path)?, bytes(2.0)))?;
        derived(input, transfer_time(weights, h100.memory_bandwidth))
    };
    SpeculativeRound::builder()
        .acceptance(0.7)
        .draft_length(4)
        .draft_step(read("draft_step", "Language.GPT2_Small")?)
        .verify_time(read("verify_time", "Language.GPT2")?)
        .build()
}
