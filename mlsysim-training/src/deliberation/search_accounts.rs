use super::DELIBERATION;
use super::output_ceiling_three_allocations;
use mlsysim_core::units::{milliseconds, seconds, usd_per_mtoken};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};
use mlsysim_serving::forward::{Decode, llama3_70b_int8_decode_h100};

/// Flat best-of-N sampling against beam search on one task, kept as separate accounts: tokens,
/// waves of generation, scoring, tests, time and bill.
///
/// Flat: N complete candidates of L segments of s tokens, each request billed the task's prompt.
/// Beam: each kept prefix proposes e extensions a stage and the best w survive; every extension
/// request resends the prompt and its prefix, and a scorer reads each full prefix. Generation
/// runs in waves of the stated concurrency at the decode floor; scoring and the final tests add
/// fixed times. The break-even input share is the share of the input price at which the beam's
/// output saving, less its scoring, pays for its repeated input.
#[scenario(
    family = DELIBERATION,
    assumption = "Streams run concurrently at an unchanged per-token rate; no prefix is reused from a cache.",
    excludes = "Prefill time and queueing for the generator.",
    example = r#"
// The beam generates fewer output tokens than 16 flat candidates, and pays for it in input
use mlsysim_training::deliberation::flat_vs_beam_search;

let s = flat_vs_beam_search()?;
assert!(s.beam_output_tokens()? < s.flat_output_tokens()?);
assert!(s.beam_prompt_tokens()? > s.flat_prompt_tokens()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SearchAccounts {
    /// The decode step whose weight-read time floors each generated token.
    pub floors: Decode,
    /// Equal segments of one candidate, L.
    #[input(range = 1..=1_000_000)]
    pub segments: i64,
    /// Tokens of one segment, s.
    #[input(range = 1..)]
    pub segment_tokens: i64,
    /// Tokens of the task's prompt, S.
    #[input(range = 0..)]
    pub prompt_tokens: i64,
    /// Complete candidates of flat sampling, N.
    #[input(range = 1..)]
    pub flat_candidates: i64,
    /// Prefixes the beam keeps, w.
    #[input(range = 1..)]
    pub beam_width: i64,
    /// Extensions each kept prefix proposes, e.
    #[input(range = 1..)]
    pub extensions: i64,
    /// Streams generated at once at an unchanged rate.
    #[input(range = 1..)]
    pub generation_slots: i64,
    /// Final tests run at once.
    #[input(range = 1..)]
    pub test_slots: i64,
    /// Time to score one full prefix.
    #[input(non_negative, unit = MILLISECOND)]
    pub score_time: Time,
    /// Time of one final test.
    #[input(non_negative, unit = SECOND)]
    pub test_time: Time,
    /// Price of one input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Price of one output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,
    /// Price of one token the scorer reads.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub scorer_price: Usd,

    /// Time of one generated token: the decode step's weight read.
    #[property(floors.memory_time()?, unit = SECOND)]
    pub token_time: Time,
    /// Extensions the beam generates at each stage.
    #[property(beam_frontier(segments, extensions, beam_width)?)]
    pub frontier_counts: Vec<i64>,
    /// Segments the beam generates in all.
    #[property(sum!(f in frontier_counts, f))]
    pub beam_segments: i64,
    /// Prefixes the beam keeps at the end, for the final tests.
    #[property(min(beam_width, frontier_counts[segments - 1]))]
    pub retained: i64,
    /// Output tokens of flat sampling.
    #[property(flat_candidates * segments * segment_tokens)]
    pub flat_output_tokens: i64,
    /// Output tokens of the beam.
    #[property(beam_segments * segment_tokens)]
    pub beam_output_tokens: i64,
    /// Input tokens of flat sampling: a prompt per candidate.
    #[property(flat_candidates * prompt_tokens)]
    pub flat_prompt_tokens: i64,
    /// Input tokens of the beam: every extension resends the prompt and its prefix.
    #[property(sum!(d in 0..segments, frontier_counts[d] * (prompt_tokens + d * segment_tokens)))]
    pub beam_prompt_tokens: i64,
    /// The part of the beam's input that is the task's prompt.
    #[property(beam_segments * prompt_tokens)]
    pub beam_common_prompt_tokens: i64,
    /// Tokens the scorer reads: every extension's full prefix.
    #[property(sum!(d in 0..segments, frontier_counts[d] * (d + 1) * segment_tokens))]
    pub scorer_tokens: i64,
    /// Waves of generation for flat sampling.
    #[property(ceil(flat_candidates / generation_slots)?)]
    pub flat_waves: i64,
    /// Waves of generation for the beam, stage by stage.
    #[property(sum!(f in frontier_counts, ceil(f / generation_slots)?))]
    pub beam_waves: i64,
    /// Waves of final tests for flat sampling.
    #[property(ceil(flat_candidates / test_slots)?)]
    pub flat_test_waves: i64,
    /// Waves of final tests for the beam.
    #[property(ceil(retained / test_slots)?)]
    pub beam_test_waves: i64,
    /// Time the beam spends scoring.
    #[property(beam_segments * score_time, unit = SECOND)]
    pub beam_scoring_time: Time,
    /// Elapsed time of flat sampling.
    #[property(flat_waves * segments * segment_tokens * token_time + flat_test_waves * test_time, unit = SECOND)]
    pub flat_elapsed: Time,
    /// Elapsed time of the beam.
    #[property(beam_waves * segment_tokens * token_time + beam_scoring_time + beam_test_waves * test_time, unit = SECOND)]
    pub beam_elapsed: Time,
    /// Bill of flat sampling.
    #[property(flat_prompt_tokens * input_price + flat_output_tokens * output_price, unit = USD)]
    pub flat_token_cost: Usd,
    /// Bill of the beam, scoring included.
    #[property(beam_prompt_tokens * input_price + beam_output_tokens * output_price + scorer_tokens * scorer_price, unit = USD)]
    pub beam_token_cost: Usd,
    /// Share of flat sampling's output the beam saves.
    #[property(1.0 - beam_output_tokens / flat_output_tokens)]
    pub output_saving: f64,
    /// Value of that output saving.
    #[property((flat_output_tokens - beam_output_tokens) * output_price, unit = USD)]
    pub output_saving_cost: Usd,
    /// Bill of the scoring.
    #[property(scorer_tokens * scorer_price, unit = USD)]
    pub scorer_cost: Usd,
    /// Bill of the beam's input beyond flat sampling's.
    #[property((beam_prompt_tokens - flat_prompt_tokens) * input_price, unit = USD)]
    pub input_premium_cost: Usd,
    /// Share of the input price at which the beam's net output saving pays for its input.
    #[property((output_saving_cost - scorer_cost) / input_premium_cost)]
    pub breakeven_input_share: f64,
}

/// Sixteen flat candidates against a width-4 beam extending each prefix 3 ways, over four
/// 128-token segments and a 4,096-token prompt at Llama 3 70B's 8-bit decode floor: 8
/// concurrent streams and 8 test slots, 15 ms a full-prefix score and 0.5 s a final test, $3,
/// $15 and $0.50 per million input, output and scorer tokens.
#[preset(name = "FlatVsBeamSearch")]
pub fn flat_vs_beam_search() -> Result<SearchAccounts, InputError> {
    let allocations = output_ceiling_three_allocations()?;
    SearchAccounts::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .segments(4)
        .segment_tokens(128)
        .prompt_tokens(allocations.prompt)
        .flat_candidates(16)
        .beam_width(4)
        .extensions(3)
        .generation_slots(8)
        .test_slots(8)
        .score_time(milliseconds(15.0))
        .test_time(seconds(0.5))
        .input_price(allocations.input_price)
        .output_price(allocations.output_price)
        .scorer_price(usd_per_mtoken(0.50))
        .build()
}
