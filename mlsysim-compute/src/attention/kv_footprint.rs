use super::{ATTENTION, context_length};
use mlsysim_core::units::bytes;
use mlsysim_core::{DataSize, HardwareNode, Information, InputError, Workload, preset, scenario};

/// A transformer's key-value cache for a number of kept tokens, beside its weights; with a
/// device and the share of it set aside for the cache, how many tokens and requests fit.
///
/// The cache per token is the registry model's (latent attention where it has it, else a key
/// and a value per key-value head per layer), scaled by a width factor (one half for half the
/// key-value heads). The budget is the share of the device's labeled memory.
#[scenario(
    family = ATTENTION,
    assumption = "The cache is the registry transformer's: a latent and a rotary key per layer for latent attention, else a key and a value of the head width per key-value head per layer, at `bytes_per_value` each; the weights use the same width.",
    assumption = "The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference.",
    assumption = "`kv_budget`, `tokens_in_budget` and `requests` need both `hardware` and `kv_share`, and are an error naming the one missing, as the reference fails for both presets.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer (the reference fails on others, except for `weights`)"),
    excludes = "Activations, fragmentation of the cache and memory the runtime reserves.",
    derivation = "The cache holds the same bytes for every token; a budget of M bytes holds M ÷ per-token tokens.",
    example = r#"
// GPT-2 XL's cache at its window, and on half an H100
use mlsysim_compute::attention::gpt2_xl_kv_full_window;
use mlsysim_core::HardwareNode;

let s = gpt2_xl_kv_full_window()?;
assert_eq!(s.per_token()?.value, 307_200.0);
assert_eq!(s.kv_budget().unwrap_err().missing_input(), Some("hardware"));
let s = s.variant().hardware(HardwareNode::find("Cloud.H100")?).kv_share(0.5).build()?;
assert!((s.requests()? - 127.15657552083333).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct KvFootprint {
    /// The transformer whose cache is counted.
    pub workload: &'static Workload,
    /// Tokens the cache keeps.
    #[input(range = 1..)]
    pub tokens: u32,
    /// Storage width of one cached value and of one weight.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// The device whose memory holds the cache.
    pub hardware: Option<&'static HardwareNode>,
    /// Share of the device's labeled memory set aside for the cache.
    #[input(positive, range = 0.0..=1.0)]
    pub kv_share: Option<f64>,
    /// Factor on the cached width (one half: half the key-value heads).
    #[input(default = 1.0, positive)]
    pub kv_width_factor: f64,

    /// Cache of one token.
    #[property(model_kv_cache(workload, 1, 1, bytes_per_value)? * kv_width_factor, unit = BYTE)]
    pub per_token: Information,
    /// Cache of all kept tokens.
    #[property(per_token * tokens, unit = GB)]
    pub total: Information,
    /// Bytes of the model's weights.
    #[property(weight_bytes(workload, bytes_per_value)?, unit = GB)]
    pub weights: DataSize,
    /// Memory set aside for the cache.
    #[property(labeled_memory_capacity(hardware)? * kv_share, unit = GB)]
    pub kv_budget: Information,
    /// Tokens the budget holds.
    #[property(kv_budget / per_token)]
    pub tokens_in_budget: f64,
    /// Requests of `tokens` tokens the budget holds.
    #[property(kv_budget / total)]
    pub requests: f64,
}

/// GPT-2 XL's FP16 cache at its 1,024-token window: 2 × 48 layers × 1,600 × 2 bytes a token.
#[preset(name = "Gpt2XlKvFullWindow")]
pub fn gpt2_xl_kv_full_window() -> Result<KvFootprint, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    KvFootprint::builder()
        .workload(gpt2)
        .tokens(context_length(gpt2, "tokens")?)
        .bytes_per_value(bytes(2.0))
        .build()
}

/// Llama 2 7B's FP16 cache for one 2,048-token request: 32 layers of 32 key-value heads of 128.
#[preset(name = "Llama2_7BKvAt2048Tokens")]
pub fn llama2_7b_kv_at_2048_tokens() -> Result<KvFootprint, InputError> {
    gpt2_xl_kv_full_window()?
        .variant()
        .workload(Workload::find("Language.Llama2_7B")?)
        .tokens(2048)
        .build()
}
