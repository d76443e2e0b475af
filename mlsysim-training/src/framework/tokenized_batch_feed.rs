use super::FRAMEWORK;
use crate::{derived, width};
use mlsysim_compute::single_machine::gpt2_xl_run_on_one_h100;
use mlsysim_core::units::per_second;
use mlsysim_core::{DataRate, Frequency, HardwareNode, Information, InputError, Time, preset, scenario};

/// A host that tokenizes each batch and copies it to the accelerator before every step, without
/// prefetching: how much of the time the device computes.
///
/// Host and device run back to back, so the device is busy for its step out of every
/// preparation plus step. Several loader workers divide the tokenization among them.
#[scenario(
    family = FRAMEWORK,
    assumption = "One host core tokenizes at a steady rate; workers split the batch evenly.",
    excludes = "Prefetching, which overlaps the preparation with the previous step.",
    example = r#"
// Tokenizing GPT-2 XL's batch on one core leaves the H100 idle most of the time
use mlsysim_training::framework::gpt2_xl_single_core_tokenizer_feed;

let s = gpt2_xl_single_core_tokenizer_feed()?;
assert!(s.busy_fraction()? < 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TokenizedBatchFeed {
    /// The device's compute time of one step.
    #[input(positive, unit = SECOND)]
    pub compute_time: Time,
    /// Tokens of one batch.
    #[input(range = 0..)]
    pub tokens_per_batch: i64,
    /// Tokens a second one host core tokenizes.
    #[input(positive, unit = TOKENS_PER_SECOND)]
    pub token_rate: Frequency,
    /// Bytes of one token id as copied.
    #[input(positive, unit = BYTE)]
    pub bytes_per_token: Information,
    /// Bandwidth of the host link.
    #[input(positive, unit = GB_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// Loader workers tokenizing in parallel.
    #[input(default = 1, range = 1..)]
    pub workers: i64,

    /// Time one core takes to tokenize a batch.
    #[property(tokens_per_batch / token_rate, unit = SECOND)]
    pub tokenization_time: Time,
    /// Time the workers take to tokenize a batch together.
    #[property(tokenization_time / workers, unit = SECOND)]
    pub parallel_tokenization_time: Time,
    /// Bytes of one batch of token ids.
    #[property(tokens_per_batch * bytes_per_token, unit = KB)]
    pub batch_bytes: Information,
    /// Time to copy the batch over the host link.
    #[property(mlsysim_core::laws::transfer_time(batch_bytes, link_bandwidth)?, unit = SECOND)]
    pub transfer_time: Time,
    /// One core's preparation: tokenizing and copying.
    #[property(tokenization_time + transfer_time, unit = SECOND)]
    pub prep_time: Time,
    /// Share of the time the device computes when preparation and compute alternate.
    #[property(compute_time / (prep_time + compute_time))]
    pub busy_fraction: f64,
}

/// GPT-2 XL's batch of 32 sequences tokenized on one host core at 50,000 tokens a second and
/// copied as 64-bit ids over an H100's PCIe link before every step, against the step of GPT-2
/// XL's training run on one H100; eight workers in the parallel case.
#[preset(name = "Gpt2XlSingleCoreTokenizerFeed")]
pub fn gpt2_xl_single_core_tokenizer_feed() -> Result<TokenizedBatchFeed, InputError> {
    let run = gpt2_xl_run_on_one_h100()?;
    TokenizedBatchFeed::builder()
        .compute_time(derived("compute_time", run.step_time())?)
        .tokens_per_batch(run.tokens_per_step.ok_or(InputError::Invalid {
            input: "tokens_per_batch",
            reason: "the GPT-2 XL run states no tokens per step".into(),
        })?)
        .token_rate(per_second(50_000.0))
        .bytes_per_token(width::int64())
        .link_bandwidth(crate::host_link(HardwareNode::find("Cloud.H100")?, "link_bandwidth")?)
        .workers(8)
        .build()
}
