use super::TOKEN_STREAM;
use mlsysim_core::units::{GIB, bytes, milliseconds, per_second, usd_per_hour};
use mlsysim_core::{
    DataRate, DataSize, Frequency, HardwareNode, Information, InputError, MoneyRate, Precision,
    Time, Usd, Workload, preset, scenario,
};

/// An LLM chat service on one accelerator: latency, how many requests the cache reserve holds,
/// the request rate, and what a token costs.
///
/// The model side follows the reference's serving model: the time to first token is the
/// prompt's prefill work at a share of the prefill peak plus a dispatch tax, and the weights
/// take their precision's width. A token after the first costs a read of the weights and one
/// request's whole cache at the memory bandwidth, plus the model's per-layer framework tax. The
/// cache reserve over the cache a token holds gives the resident tokens, and whole resident
/// requests. Requests are admitted at the lesser of two rates: prefill's (prompt tokens a
/// second over the prompt) and the residency's (resident requests over one request's time, by
/// Little's law). Tokens an hour count the prompt and the answer; the hourly price spread over
/// them is the cost of a million tokens.
#[scenario(
    family = TOKEN_STREAM,
    assumption = "One request at a time is modelled (batch one): its decode steps read the weights and its own cache, and the serving model's prefill peak, weights and dispatch tax apply.",
    assumption = "The serving model prefills at the accelerator's rate at `precision` where the registry states one, else at its headline peak (an H100 states no int4 rate, so 4-bit prefill runs at the dense FP16 peak), and counts attention with the hidden width over the query heads.",
    assumption = "A request's time prefills the whole conversation (prompt and answer tokens), as the reference computes it; `ttft` prefills the prompt alone.",
    assumption = "`dispatch_cost` is the serving model's step time less its bandwidth term, where the model keeps its cache at the weight precision; the difference is the per-layer tax.",
    assumption = "The dispatch tax is an input; the presets take the device's own from the hardware registry (0.01 ms for an H100).",
    assumption = "The latency targets are context: no member checks them (as in the reference).",
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput"),
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(weight_bytes(workload, precision_width(precision)?)? + kv_reserve <= hardware.memory_capacity, "the weights at `precision` and `kv_reserve` fit the memory of `hardware` together (the reference does not check this)"),
    excludes = "Batching several requests into one decode step, queueing, and the memory the runtime reserves beside the weights and the cache.",
    derivation = "A decode step streams its bytes at the memory bandwidth; Little's law turns resident requests and their residence time into a rate; the price per hour over the tokens per hour is the price per token.",
    example = r#"
// An 8B model at 4 bits on one H100
use mlsysim_serving::token_stream::llama3_8b_int4_chat_service_h100;

let s = llama3_8b_int4_chat_service_h100()?;
assert_eq!(s.resident_requests()?, 469);
assert!((s.request_rate()?.value - 10.0).abs() < 1e-12); // prefill admits 10 a second
assert!(s.cost_per_million_tokens()?.value < 0.07);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SingleAcceleratorLlmService {
    /// The transformer served.
    pub workload: &'static Workload,
    /// The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    /// Storage format of the weights, which the serving model also prefills at.
    pub precision: Precision,
    /// Storage width of one cached key or value number.
    #[input(positive, unit = BYTE)]
    pub kv_bytes_per_value: Information,
    /// Tokens of the prompt.
    #[input(range = 1..)]
    pub prompt_tokens: u32,
    /// Tokens of the answer.
    pub decode_tokens: u32,
    /// Share of the prefill peak prefill sustains.
    #[input(positive, range = 0.0..=1.0)]
    pub prefill_efficiency: f64,
    /// Memory set aside for the key-value cache.
    #[input(positive, unit = GIB)]
    pub kv_reserve: Information,
    /// Prompt tokens a second prefill admits.
    #[input(positive, unit = TOKENS_PER_SECOND)]
    pub prefill_rate: Frequency,
    /// Hourly price of the accelerator.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub price: MoneyRate,
    /// Host time to dispatch a prefill, which the reference's hardware registry states per
    /// accelerator.
    #[input(non_negative, unit = MILLISECOND)]
    pub dispatch_tax: Time,
    /// Framework time per layer of every decode step (the reference's calibration constant).
    #[input(default = milliseconds(0.01), non_negative, unit = MILLISECOND)]
    pub layer_tax: Time,
    /// Target time to first token; context only.
    #[input(positive, unit = MILLISECOND)]
    pub ttft_target: Option<Time>,
    /// Target time per output token; context only.
    #[input(positive, unit = MILLISECOND)]
    pub tpot_target: Option<Time>,

    /// Tokens of one conversation: prompt and answer.
    #[property(prompt_tokens + decode_tokens)]
    pub total_tokens: i64,
    /// Time to first token for the prompt alone.
    #[property(serving_model_ttft(workload, hardware, precision, prompt_tokens, 1, prefill_efficiency, dispatch_tax)?, unit = MILLISECOND)]
    pub ttft: Time,
    /// Bytes of the weights at `precision`.
    #[property(weight_bytes(workload, precision_storage_width(precision)?)?, unit = GB)]
    pub weights: DataSize,
    /// The accelerator's memory bandwidth.
    #[property(hardware.memory_bandwidth)]
    pub bandwidth: DataRate,
    /// Cache one token holds.
    #[property(model_kv_cache(workload, 1, 1, kv_bytes_per_value)?, unit = BYTE)]
    pub kv_per_token: Information,
    /// Cache one whole conversation holds.
    #[property(model_kv_cache(workload, total_tokens, 1, kv_bytes_per_value)?, unit = BYTE)]
    pub kv_per_request: Information,
    /// Time to read the weights once.
    #[property(transfer_time(weights, bandwidth)?, unit = SECOND)]
    pub weight_floor: Time,
    /// The serving model's step time beyond its bandwidth term.
    #[property(
        serving_model_itl(workload, hardware, precision, total_tokens, 1, layer_tax)?
            - transfer_time(serving_model_memory(workload, precision, total_tokens, 1)?, bandwidth)?,
        unit = MILLISECOND,
    )]
    pub dispatch_cost: Time,
    /// Time per output token: the weights and one conversation's cache read once, plus the
    /// dispatch cost.
    #[property(transfer_time(weights + kv_per_request, bandwidth)? + dispatch_cost, unit = SECOND)]
    pub tpot: Time,
    /// Time to generate the answer.
    #[property(decode_tokens * tpot, unit = SECOND)]
    pub decode_time: Time,
    /// Tokens the cache reserve holds, to the nearest whole token.
    #[property(round_half_even(kv_reserve / kv_per_token)?)]
    pub kv_capacity_tokens: i64,
    /// Whole conversations the cache reserve holds.
    #[property(floor_div(kv_capacity_tokens, total_tokens)?)]
    pub resident_requests: i64,
    /// Time one request holds its cache: a prefill of the whole conversation, then the answer.
    #[property(serving_model_ttft(workload, hardware, precision, total_tokens, 1, prefill_efficiency, dispatch_tax)? + decode_time, unit = SECOND)]
    pub request_time: Time,
    /// Requests a second prefill admits.
    #[property(prefill_rate / prompt_tokens, unit = REQUESTS_PER_SECOND)]
    pub prefill_request_rate: Frequency,
    /// Requests a second the resident caches turn over, by Little's law.
    #[property(littles_law_rate(resident_requests, request_time)?, unit = REQUESTS_PER_SECOND)]
    pub residency_request_rate: Frequency,
    /// Requests a second the service sustains: the lesser of the two.
    #[property(min(prefill_request_rate, residency_request_rate), unit = REQUESTS_PER_SECOND)]
    pub request_rate: Frequency,
    /// Prompt and answer tokens an hour.
    #[property(request_rate * hours(1.0) * total_tokens)]
    pub tokens_per_hour: f64,
    /// Cost of a million tokens at the hourly price.
    #[property(price * hours(1.0) / (tokens_per_hour / 1e6), unit = USD)]
    pub cost_per_million_tokens: Usd,
    /// Memory left beside the weights, which holds the cache reserve.
    #[property(hardware.memory_capacity - weights, unit = GB)]
    pub remaining_memory: DataSize,
}

/// An 8B Llama 3 chat service on one H100 with 4-bit (AWQ) weights and a 16-bit cache:
/// 1,000-token prompts and 256-token answers, a 72 GiB cache reserve, prefill admitting 10,000
/// prompt tokens a second, $3 an H100-hour; the TTFT and TPOT targets (200 ms, 20 ms) are
/// stated, not checked.
#[preset(name = "Llama3_8BInt4ChatServiceH100")]
pub fn llama3_8b_int4_chat_service_h100() -> Result<SingleAcceleratorLlmService, InputError> {
    SingleAcceleratorLlmService::builder()
        .workload(Workload::find("Language.Llama3_8B")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .precision(Precision::Int4)
        .kv_bytes_per_value(bytes(2.0))
        .prompt_tokens(1000)
        .decode_tokens(256)
        .prefill_efficiency(0.4)
        .kv_reserve(GIB.of(72.0))
        .prefill_rate(per_second(10_000.0))
        .price(usd_per_hour(3.0))
        .dispatch_tax(HardwareNode::find("Cloud.H100")?.detail().dispatch_tax)
        .ttft_target(milliseconds(200.0))
        .tpot_target(milliseconds(20.0))
        .build()
}
