//! The decode side: a decode step's budget cut interval by interval, speculative rounds,
//! serial reasoning tokens, and a batch of fixed membership against continuous batching.

use super::{derived, invalid};
use crate::families::KV_CACHE;
use mlsysim_core::laws::{transfer_time, weight_bytes};
use mlsysim_core::units::{GB_PER_SECOND, MICROSECOND, bytes, milliseconds};
use mlsysim_core::{
    DataRate, EvalError, HardwareNode, Information, InputError, Time, Workload, preset, scenario,
};

/// A constructed decode step of a tensor-parallel replica at batch one, split into five
/// intervals and cut one measure at a time, beside the floor of streaming the weights.
///
/// The step is split by shares into GEMM, attention, element-wise, AllReduce and launch
/// intervals, in that order. Lower-precision weights remove a share of the GEMM time; a fused
/// attention kernel removes a share of the attention time, fused element-wise kernels take a
/// stated time, and graph replay replaces the launch overhead with a stated time. Beside the
/// budget: the floor of reading one device's share of the weights, the AllReduce time per
/// collective the baseline implies, and an estimate of one collective (its launch plus moving
/// one activation over the accelerator link).
#[scenario(
    family = KV_CACHE,
    equation = "baseline_k = step × share_k; after precision: GEMM × (1 − gemm_cut); after fusion: attention × (1 − attention_cut), element-wise = fused, launch = replay; floor = weights ÷ tp ÷ bandwidth; collective ≈ launch + 2 × hidden × 2 B ÷ link bandwidth",
    assumption = "The five intervals are, in order, GEMM, attention, element-wise, AllReduce and launch; the shares are read by position whatever `intervals` says, as in the reference.",
    assumption = "A batch-one AllReduce moves twice the hidden width in FP16 activations over the link, at its bandwidth in one direction; the link's bandwidth per direction is an input here, as the registry does not carry NVLink.",
    assumption = "The budget after fusion is compared with the per-token latency target (`meets_target`); the reference records the target but reads it nowhere.",
    rule = "`workload` is a transformer",
    rule = "`workload` has a parameter count or a declared size in the registry",
    rule = "`intervals` names exactly five intervals",
    rule = "`baseline_shares` gives exactly five shares (the reference fails on fewer and keeps a sixth)",
    rule = "`baseline_shares` sum to 1, within 1e-9",
    excludes = "Overlap between intervals, and how the cuts were measured: they are stated.",
    derivation = "A step is the sum of its intervals; each measure rescales or replaces its own.",
    example = r#"
// The decode step after every cut
use mlsysim_serving::kv_cache::llama3_70b_replica_decode_budget;

let s = llama3_70b_replica_decode_budget()?;
let totals = s.totals()?;
assert!((mlsysim_core::units::MILLISECOND.in_unit(totals[2]) - 49.6).abs() < 1e-9);
assert!(s.meets_target()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct DecodeBudget {
    /// The transformer served.
    pub workload: &'static Workload,
    /// Devices the model is split over.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// The accelerator type.
    pub accelerator: &'static HardwareNode,
    /// Bandwidth of the link between accelerators, in one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Per-token latency the step should meet.
    #[input(positive, unit = MILLISECOND)]
    pub tpot_target: Time,
    /// Time of the constructed baseline step.
    #[input(positive, unit = MILLISECOND)]
    pub baseline_step: Time,
    /// Names of the five intervals, in the order of the shares.
    pub intervals: Vec<String>,
    /// Share of the baseline step each interval takes.
    #[input(range = 0.0..=1.0)]
    pub baseline_shares: Vec<f64>,
    /// Share of the GEMM time lower-precision weights remove.
    #[input(range = 0.0..=1.0)]
    pub gemm_cut: f64,
    /// Share of the attention time a fused kernel removes.
    #[input(range = 0.0..=1.0)]
    pub attention_cut: f64,
    /// Time of the element-wise work once fused.
    #[input(non_negative, unit = MILLISECOND)]
    pub fused_elementwise: Time,
    /// Launch overhead left with graph replay.
    #[input(non_negative, unit = MILLISECOND)]
    pub replay_overhead: Time,
    /// Launch latency of one collective.
    #[input(non_negative, unit = MICROSECOND)]
    pub collective_launch: Time,
    /// AllReduce collectives per layer.
    #[input(default = 2, range = 1..)]
    pub allreduces_per_layer: u32,

    /// The baseline intervals.
    #[property(
        baseline_shares.iter().map(|&share| baseline_step * share).collect::<Vec<Time>>(),
        unit = MILLISECOND,
    )]
    pub baseline: Vec<Time>,
    /// The intervals once lower-precision weights cut GEMM.
    #[property(
        baseline
            .iter()
            .enumerate()
            .map(|(k, &t)| if k == 0 { t * (1.0 - gemm_cut) } else { t })
            .collect::<Vec<Time>>(),
        unit = MILLISECOND,
    )]
    pub after_precision: Vec<Time>,
    /// The intervals once attention, element-wise work and launches are fused or replayed too.
    #[property(
        after_precision
            .iter()
            .enumerate()
            .map(|(k, &t)| match k {
                1 => t * (1.0 - attention_cut),
                2 => fused_elementwise,
                4 => replay_overhead,
                _ => t,
            })
            .collect::<Vec<Time>>(),
        unit = MILLISECOND,
    )]
    pub after_fusion: Vec<Time>,
    /// The step at the baseline, after precision and after fusion.
    #[property(
        {
            let step = |intervals: &[Time]| -> Result<Time, EvalError> {
                Ok(seconds(sum(intervals.iter().map(|t| t.value))?))
            };
            [step(&baseline)?, step(&after_precision)?, step(&after_fusion)?].to_vec()
        },
        unit = MILLISECOND,
    )]
    pub totals: Vec<Time>,
    /// Whether the step after fusion meets the per-token target.
    #[property(totals[2] <= tpot_target)]
    pub meets_target: bool,
    /// One device's share of the weights.
    #[property(weight_bytes(workload, weight_bytes_per_param)?.quantity() / tp_size, unit = GB)]
    pub weight_shard: Information,
    /// Time to stream one device's share of the weights from its memory.
    #[property(transfer_time(weight_shard, accelerator.memory_bandwidth)?, unit = MILLISECOND)]
    pub floor: Time,
    /// AllReduce collectives of one step.
    #[property(allreduces_per_layer * workload.geometry()?.layers)]
    pub allreduces_per_step: i64,
    /// Time of one collective, as the baseline's AllReduce interval implies.
    #[property(baseline[3] / allreduces_per_step, unit = MICROSECOND)]
    pub allreduce_per_collective: Time,
    /// Estimate of one collective: its launch plus moving one batch-one activation over the link.
    #[property(
        collective_launch + transfer_time(2 * workload.geometry()?.hidden_dim * bytes(2.0), link_bandwidth)?,
        unit = MICROSECOND,
    )]
    pub collective_estimate: Time,
}

impl DecodeBudget {
    fn rules(&self) -> Result<(), InputError> {
        let workload = |e: EvalError| invalid("workload", e.to_string());
        self.workload.geometry().map_err(workload)?;
        self.weight_shard().map_err(workload)?;
        if self.intervals.len() != 5 {
            return Err(invalid(
                "intervals",
                format!(
                    "{} intervals; name the five: GEMM, attention, element-wise, AllReduce, launch",
                    self.intervals.len()
                ),
            ));
        }
        if self.baseline_shares.len() != 5 {
            return Err(invalid(
                "baseline_shares",
                format!(
                    "{} shares; give one for each of the five intervals",
                    self.baseline_shares.len()
                ),
            ));
        }
        let total: f64 = self.baseline_shares.iter().sum();
        if (total - 1.0).abs() > 1e-9 {
            return Err(invalid(
                "baseline_shares",
                format!("the shares sum to {total}, not 1"),
            ));
        }
        Ok(())
    }
}

/// An 85 ms constructed batch-one decode step of a 70B replica on 8 H100s, cut by INT4 weights,
/// then by a fused attention kernel, fused element-wise kernels and graph replay, against a
/// 50 ms target. The model is Llama 2 70B, as in the reference's preset despite its name.
#[preset(name = "Llama3_70B_ReplicaDecodeBudget")]
pub fn llama3_70b_replica_decode_budget() -> Result<DecodeBudget, InputError> {
    DecodeBudget::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        // The reference's serving profile: 8-way tensor parallelism.
        .tp_size(8)
        .accelerator(HardwareNode::find("Cloud.H100")?)
        // The H100's NVLink: 900 GB/s in both directions together, 450 GB/s each way.
        .link_bandwidth(GB_PER_SECOND.of(450.0))
        .weight_bytes_per_param(bytes(2.0))
        .tpot_target(milliseconds(50.0))
        .baseline_step(milliseconds(85.0))
        .intervals(
            ["GEMM", "attention", "element-wise", "AllReduce", "launch"]
                .map(String::from)
                .to_vec(),
        )
        .baseline_shares(vec![0.40, 0.24, 0.12, 0.12, 0.12])
        .gemm_cut(0.45)
        .attention_cut(0.25)
        .fused_elementwise(milliseconds(3.4))
        .replay_overhead(milliseconds(2.0))
        .collective_launch(MICROSECOND.of(5.0))
        .build()
}

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
    equation = "E[tokens] = (1 − α^(K+1)) ÷ (1 − α); round = draft + verify; per token = round ÷ E[tokens]; gain = verify ÷ per token",
    assumption = "Proposals are accepted independently with the same probability, and a rejection ends the round.",
    assumption = "The drafting is given either as the whole round's draft time or as the time of one draft step (then K steps).",
    assumption = "The acceptance lies in [0, 1); the reference checks it only where the expected tokens are read.",
    rule = "`draft_time` and `draft_step` are not both given (the reference takes both and silently uses the round's time)",
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
    check = Self::rules,
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

impl SpeculativeRound {
    fn rules(&self) -> Result<(), InputError> {
        if self.draft_time.is_some() && self.draft_step.is_some() {
            return Err(invalid(
                "draft_step",
                "give the round's draft_time or one draft_step, not both",
            ));
        }
        Ok(())
    }
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

/// Reasoning tokens generated one after another before the answer, each at a fixed time.
///
/// The wait before the answer is the count of reasoning tokens times the time per token; next
/// to one token's time, the latency grows by the token count.
#[scenario(
    family = KV_CACHE,
    equation = "reasoning time = per_token_time × reasoning_tokens; expansion = reasoning_tokens",
    assumption = "Reasoning tokens are strictly serial, each at the same time.",
    excludes = "Prefill of the prompt and the answer's own tokens.",
    derivation = "Serial steps add: n steps of t take n·t.",
    example = r#"
// 128 reasoning tokens at 100 ms
use mlsysim_serving::kv_cache::reasoning_token_latency;

let s = reasoning_token_latency()?;
assert!((s.reasoning_time()?.value - 12.8).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ReasoningLatency {
    /// Time of one reasoning token.
    #[input(positive, unit = MILLISECOND)]
    pub per_token_time: Time,
    /// Reasoning tokens before the answer.
    pub reasoning_tokens: u32,

    /// Time spent reasoning before the answer.
    #[property(per_token_time * reasoning_tokens, unit = SECOND)]
    pub reasoning_time: Time,
    /// How many times one token's time the wait is.
    #[property(i64::from(reasoning_tokens))]
    pub expansion: i64,
}

/// 128 serial reasoning tokens at a round 100 ms each.
#[preset(name = "ReasoningTokenLatency")]
pub fn reasoning_token_latency() -> Result<ReasoningLatency, InputError> {
    ReasoningLatency::builder()
        .per_token_time(milliseconds(100.0))
        .reasoning_tokens(128)
        .build()
}

/// A decode batch whose membership is fixed until its longest request ends, against one whose
/// freed slots take waiting requests at once (continuous batching).
///
/// Every request decodes one token per iteration. With fixed membership each slot stays taken
/// until the longest request of the batch ends, so shorter requests leave their slots idle; the
/// idle share is 1 − mean ÷ longest. Requests waiting from the start are admitted in order:
/// request by request, the next batch starts only when the whole first one has ended; with
/// continuous batching the slot that frees first takes the next waiting request.
#[scenario(
    family = KV_CACHE,
    equation = "idle share = 1 − mean(L) ÷ max(L); request-level: waiting request j runs [max(L), max(L) + W_j]; continuous: each waiting request starts when the first slot frees; utilization = Σ lengths ÷ (slots × iterations)",
    assumption = "One token per request per iteration, all requests of a batch advancing together.",
    assumption = "Request by request, the waiting requests form one second batch.",
    assumption = "`decode_time` is the batch's longest answer at `iteration_time` an iteration; the reference records the iteration time but reads it nowhere.",
    rule = "`output_lengths` lists at least one request (the reference takes an empty batch)",
    rule = "`waiting_lengths` lists at most as many requests as `output_lengths` has slots (the reference runs more at once, above the slot count: a utilization above 1)",
    rule = "`prompt_lengths`, when given, has one length for each of `output_lengths` (the reference pairs mismatched lists up to the shorter)",
    excludes = "Prefill of the prompts: the prompt lengths only add to the tokens each request holds.",
    derivation = "With fixed membership a batch of n slots spends n × max(L) slot iterations on Σ L useful ones.",
    example = r#"
// Four requests, fixed membership
use mlsysim_serving::kv_cache::four_request_decode_batch;

let s = four_request_decode_batch()?;
assert_eq!(s.idle_share()?, 0.375);
let with_waiting = s.variant().waiting_lengths(vec![80, 120, 60, 40]).build()?;
assert_eq!(with_waiting.continuous_iterations()?, 220);
assert_eq!(with_waiting.request_level_iterations()?, 320);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct FixedBatchSchedule {
    /// Tokens each request of the batch generates.
    #[input(range = 1..)]
    pub output_lengths: Vec<u32>,
    /// Tokens of each request's prompt, in the same order.
    pub prompt_lengths: Option<Vec<u32>>,
    /// Time of one decode iteration.
    #[input(positive, unit = MILLISECOND)]
    pub iteration_time: Option<Time>,
    /// Tokens each waiting request generates, in admission order.
    #[input(range = 1..)]
    pub waiting_lengths: Option<Vec<u32>>,

    /// Tokens each request holds at its end: prompt plus answer.
    #[property(
        prompt_lengths
            .iter()
            .zip(&output_lengths)
            .map(|(&prompt, &output)| prompt + output)
            .collect::<Vec<i64>>()
    )]
    pub total_tokens: Vec<i64>,
    /// Tokens of the longest answer: the batch's iterations.
    #[property(i64::from(output_lengths.iter().copied().max().unwrap_or(0)))]
    pub max_output: i64,
    /// Mean tokens of an answer.
    #[property(useful_iterations / len(&output_lengths))]
    pub mean_output: f64,
    /// Slot iterations the batch holds.
    #[property(len(&output_lengths) * max_output)]
    pub slot_iterations: i64,
    /// Slot iterations that produce a token.
    #[property(total(&output_lengths.iter().map(|&n| i64::from(n)).collect::<Vec<i64>>())?)]
    pub useful_iterations: i64,
    /// Share of slot iterations left idle.
    #[property(padding_waste_fraction(output_lengths)?)]
    pub idle_share: f64,
    /// Requests served in the same iterations when every slot freed early is refilled once.
    #[property(len(&output_lengths) + output_lengths.iter().filter(|&&n| i64::from(n) < max_output).count() as i64)]
    pub requests_advanced: i64,
    /// Answer lengths of the batch, then of the waiting requests.
    #[property(
        output_lengths
            .iter()
            .chain(optional(waiting_lengths).unwrap_or_default().iter())
            .map(|&n| i64::from(n))
            .collect::<Vec<i64>>()
    )]
    pub all_lengths: Vec<i64>,
    /// Useful slot iterations of all requests.
    #[property(total(&all_lengths)?)]
    pub all_useful_iterations: i64,
    /// [start, end] iteration of every request when the waiting ones start after the whole batch.
    #[property(
        output_lengths
            .iter()
            .map(|&n| [0, i64::from(n)].to_vec())
            .chain(
                optional(waiting_lengths)
                    .unwrap_or_default()
                    .iter()
                    .map(|&n| [max_output, max_output + n].to_vec()),
            )
            .collect::<Vec<Vec<i64>>>()
    )]
    pub request_level_spans: Vec<Vec<i64>>,
    /// [start, end] iteration of every request when freed slots take waiting requests at once.
    #[property(continuous_batching_spans(output_lengths, optional(waiting_lengths).unwrap_or_default())?)]
    pub continuous_spans: Vec<Vec<i64>>,
    /// Iterations until the last request ends, request by request.
    #[property(request_level_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0))]
    pub request_level_iterations: i64,
    /// Iterations until the last request ends, continuously batched.
    #[property(continuous_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0))]
    pub continuous_iterations: i64,
    /// Share of slot iterations that produce a token, request by request.
    #[property(all_useful_iterations / (len(&output_lengths) * request_level_iterations))]
    pub request_level_utilization: f64,
    /// Share of slot iterations that produce a token, continuously batched.
    #[property(all_useful_iterations / (len(&output_lengths) * continuous_iterations))]
    pub continuous_utilization: f64,
    /// Time the batch takes to decode its longest answer.
    #[property(max_output * iteration_time, unit = MILLISECOND)]
    pub decode_time: Time,
}

impl FixedBatchSchedule {
    fn rules(&self) -> Result<(), InputError> {
        if self.output_lengths.is_empty() {
            return Err(invalid("output_lengths", "give at least one request"));
        }
        if let Some(waiting) = &self.waiting_lengths
            && waiting.len() > self.output_lengths.len()
        {
            return Err(invalid(
                "waiting_lengths",
                format!(
                    "{} waiting requests for {} slots; request by request they form one second batch of at most the slots",
                    waiting.len(),
                    self.output_lengths.len()
                ),
            ));
        }
        if let Some(prompts) = &self.prompt_lengths
            && prompts.len() != self.output_lengths.len()
        {
            return Err(invalid(
                "prompt_lengths",
                format!(
                    "{} prompt lengths for {} requests",
                    prompts.len(),
                    self.output_lengths.len()
                ),
            ));
        }
        Ok(())
    }
}

/// Four concurrent requests answering in 50 to 200 tokens at one token per 20 ms iteration.
#[preset(name = "FourRequestDecodeBatch")]
pub fn four_request_decode_batch() -> Result<FixedBatchSchedule, InputError> {
    FixedBatchSchedule::builder()
        .output_lengths(vec![50, 200, 100, 150])
        .prompt_lengths(vec![100, 80, 120, 90])
        .iteration_time(milliseconds(20.0))
        .build()
}
