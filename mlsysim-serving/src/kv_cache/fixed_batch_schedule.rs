use super::KV_CACHE;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

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
    assumption = "One token per request per iteration, all requests of a batch advancing together.",
    assumption = "Request by request, the waiting requests form one second batch.",
    assumption = "`decode_time` is the batch's longest answer at `iteration_time` an iteration; the reference records the iteration time but reads it nowhere.",
    rule(!output_lengths.is_empty(), "`output_lengths` lists at least one request (the reference takes an empty batch)"),
    rule(waiting_lengths.len() <= output_lengths.len(), "`waiting_lengths` lists at most as many requests as `output_lengths` has slots (the reference runs more at once, above the slot count: a utilization above 1)"),
    rule(prompt_lengths.len() == output_lengths.len(), "`prompt_lengths`, when given, has one length for each of `output_lengths` (the reference pairs mismatched lists up to the shorter)"),
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

/// Four concurrent requests answering in 50 to 200 tokens at one token per 20 ms iteration.
#[preset(name = "FourRequestDecodeBatch")]
pub fn four_request_decode_batch() -> Result<FixedBatchSchedule, InputError> {
    FixedBatchSchedule::builder()
        .output_lengths(vec![50, 200, 100, 150])
        .prompt_lengths(vec![100, 80, 120, 90])
        .iteration_time(milliseconds(20.0))
        .build()
}
