use super::DELIBERATION;
use super::probe_vs_generated_explanation;
use mlsysim_core::units::{seconds, usd_per_mtoken};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};
use mlsysim_serving::forward::{Decode, llama3_70b_int8_decode_h100};

/// One output ceiling spent three ways: as one long chain (depth), as concurrent candidates
/// (breadth) or as rounds of a candidate and a check (feedback), in time and in tokens billed.
///
/// Depth generates the whole ceiling in one chain. Breadth runs N candidates at once, each
/// billed its own copy of the S-token prompt, so it re-reads (N − 1)·S tokens. Feedback runs H
/// rounds; every later request appends the earlier candidates and check reports, so its input
/// is H·S + (K + R)·H·(H − 1)/2. Times are generation at the decode floor plus the checks;
/// bills count model tokens only.
#[scenario(
    family = DELIBERATION,
    assumption = "Breadth's candidates run concurrently at the same per-token rate.",
    excludes = "Prefix caching (no discount on re-read input), prefill time and queueing.",
    example = r#"
// Breadth finishes first and bills the most input
use mlsysim_training::deliberation::output_ceiling_three_allocations;

let s = output_ceiling_three_allocations()?;
assert!(s.breadth_time()? < s.depth_time()?);
assert!(s.breadth_input()? > s.depth_input()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AllocationAxes {
    /// The decode step whose weight-read time floors each generated token.
    pub floors: Decode,
    /// Tokens of the initial prompt, S.
    #[input(range = 0..)]
    pub prompt: i64,
    /// Generated tokens the ceiling allows, C.
    #[input(range = 0..)]
    pub ceiling: i64,
    /// Concurrent candidates of breadth, N, each billed its own prompt.
    #[input(range = 1..)]
    pub candidates: i64,
    /// Generated tokens of one breadth or feedback candidate, K.
    #[input(range = 0..)]
    pub candidate_tokens: i64,
    /// Feedback rounds, H.
    #[input(range = 1..)]
    pub rounds: i64,
    /// Tokens of the check report appended after each round, R.
    #[input(range = 0..)]
    pub report_tokens: i64,
    /// Time of one feedback check.
    #[input(non_negative, unit = SECOND)]
    pub check_time: Time,
    /// Price of one input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Price of one output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,
    /// A factor the prompt grows by, to price breadth's re-read prompts again.
    #[input(range = 1..)]
    pub context_growth: Option<i64>,

    /// Time of one generated token: the decode step's weight read.
    #[property(floors.memory_time()?, unit = SECOND)]
    pub token_time: Time,
    /// Input tokens of depth.
    #[property(prompt)]
    pub depth_input: i64,
    /// Output tokens of depth.
    #[property(ceiling)]
    pub depth_output: i64,
    /// Time of depth: the whole ceiling in one chain.
    #[property(depth_output * token_time, unit = SECOND)]
    pub depth_time: Time,
    /// Bill of depth.
    #[property(depth_input * input_price + depth_output * output_price, unit = USD)]
    pub depth_cost: Usd,
    /// Input tokens of breadth: a prompt per candidate.
    #[property(candidates * prompt)]
    pub breadth_input: i64,
    /// Output tokens of breadth.
    #[property(candidates * candidate_tokens)]
    pub breadth_output: i64,
    /// Time of breadth: one candidate's length, the candidates running at once.
    #[property(candidate_tokens * token_time, unit = SECOND)]
    pub breadth_time: Time,
    /// Bill of breadth.
    #[property(breadth_input * input_price + breadth_output * output_price, unit = USD)]
    pub breadth_cost: Usd,
    /// Input tokens of feedback: every round resends the prompt and what came before.
    #[property(append_only_context(prompt, candidate_tokens + report_tokens, rounds)?[1])]
    pub feedback_input: i64,
    /// Output tokens of feedback.
    #[property(rounds * candidate_tokens)]
    pub feedback_output: i64,
    /// Time of feedback: each round's candidate and check.
    #[property(rounds * (candidate_tokens * token_time + check_time), unit = SECOND)]
    pub feedback_time: Time,
    /// Bill of feedback.
    #[property(feedback_input * input_price + feedback_output * output_price, unit = USD)]
    pub feedback_cost: Usd,
    /// Depth's time over breadth's.
    #[property(depth_time / breadth_time)]
    pub path_ratio: f64,
    /// Breadth's bill over depth's.
    #[property(breadth_cost / depth_cost)]
    pub bill_ratio: f64,
    /// Input tokens breadth re-reads beyond depth's.
    #[property(breadth_input - depth_input)]
    pub breadth_premium: i64,
    /// Time of breadth's candidates run one after another.
    #[property(candidates * candidate_tokens * token_time, unit = SECOND)]
    pub serial_breadth_time: Time,
    /// Breadth's re-read input once the prompt has grown by `context_growth`.
    #[property((candidates - 1) * prompt * context_growth)]
    pub grown_premium: i64,
    /// Bill of that re-read input.
    #[property(grown_premium * input_price, unit = USD)]
    pub grown_premium_cost: Usd,
}

/// One 4,096-token output ceiling over a 4,096-token prompt at Llama 3 70B's 8-bit decode
/// floor: depth in one chain; breadth as four concurrent 1,024-token candidates; feedback as
/// three 1,024-token rounds, each followed by a 1.5 s check returning 340 tokens; $3 and $15 per
/// million input and output tokens, no cache discount; a repository context grown eightfold.
#[preset(name = "OutputCeilingThreeAllocations")]
pub fn output_ceiling_three_allocations() -> Result<AllocationAxes, InputError> {
    AllocationAxes::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .prompt(4096)
        .ceiling(4096)
        .candidates(4)
        .candidate_tokens(1024)
        .rounds(3)
        .report_tokens(340)
        .check_time(seconds(1.5))
        .input_price(usd_per_mtoken(3.0))
        .output_price(probe_vs_generated_explanation()?.output_price)
        .context_growth(8)
        .build()
}
