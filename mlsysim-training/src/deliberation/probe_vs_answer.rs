use super::DELIBERATION;
use mlsysim_core::units::{milliseconds, usd_per_mtoken};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};
use mlsysim_serving::forward::{Decode, llama3_70b_int8_decode_h100};

/// A generated explanation of so many tokens against a prepared test that observes the running
/// program: the time and the bill of asking the model against looking.
///
/// Generation runs at the decode floor, one weight read a token; the bill is the output tokens
/// at the output price.
#[scenario(
    family = DELIBERATION,
    assumption = "Each token takes the decode step's weight-read time, the floor of a batch-one step.",
    excludes = "Prefill, queueing, and preparing the test.",
    example = r#"
// A 1,024-token explanation takes longer than a prepared 40 ms test
use mlsysim_training::deliberation::probe_vs_generated_explanation;

let s = probe_vs_generated_explanation()?;
assert!(s.time_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ProbeVsAnswer {
    /// The decode step whose weight-read time floors each generated token.
    pub floors: Decode,
    /// Output tokens of the explanation.
    #[input(range = 0..)]
    pub answer_tokens: i64,
    /// Time of the prepared test.
    #[input(positive, unit = MILLISECOND)]
    pub probe_time: Time,
    /// Price of one output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,

    /// Time of one generated token: the decode step's weight read.
    #[property(floors.memory_time()?, unit = SECOND)]
    pub token_time: Time,
    /// Time to generate the explanation.
    #[property(answer_tokens * token_time, unit = SECOND)]
    pub answer_time: Time,
    /// Bill of the explanation's output tokens.
    #[property(answer_tokens * output_price, unit = USD)]
    pub answer_cost: Usd,
    /// The explanation's time over the test's.
    #[property(answer_time / probe_time)]
    pub time_ratio: f64,
}

/// A 1,024-token explanation at Llama 3 70B's 8-bit decode floor on an H100 and a hypothetical
/// $15 per million output tokens, against a prepared 40 ms test.
#[preset(name = "ProbeVsGeneratedExplanation")]
pub fn probe_vs_generated_explanation() -> Result<ProbeVsAnswer, InputError> {
    ProbeVsAnswer::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .answer_tokens(1024)
        .probe_time(milliseconds(40.0))
        .output_price(usd_per_mtoken(15.0))
        .build()
}
