//! Serving a stream of tokens on one machine: decode steps bound by memory bandwidth, the batch
//! a per-token latency target or the memory allows, a chat service's latency, rate and price,
//! and what a token costs in energy.

use crate::families::TOKEN_STREAM;
use mlsysim_core::units::{GIB, bytes, milliseconds, per_second, usd_per_hour, watts};
use mlsysim_core::{
    DataRate, DataSize, Energy, FlopCount, FlopRate, Frequency, HardwareNode, Information,
    InputError, Intensity, MoneyRate, Power, Precision, Time, Usd, Workload, preset, scenario,
};

/// Batched decode on one accelerator when every sequence also reads its own key-value cache.
///
/// Each decode step reads the weights once and, for every sequence of the batch, that
/// sequence's whole cache: a step moves W + B·m bytes and takes that over the memory
/// bandwidth, so the aggregate token rate B / step climbs toward bandwidth / m as the caches
/// come to dominate. A latency target per token caps the batch where the step reaches it, and
/// the memory caps it where the caches fill what the weights leave. The prompt is prefilled at a
/// share of the accelerator's peak at one precision.
#[scenario(
    family = TOKEN_STREAM,
    equation = "step(B) = (W + B·m) ÷ BW; rate(B) = B ÷ step(B) → BW ÷ m; B_max(t) = ⌊(t·BW − W) ÷ m⌋; B_mem = ⌊(M − W) ÷ m⌋; prefill = F·P ÷ (peak·η)",
    assumption = "Decode is bound by memory bandwidth: each step reads the weights once and every cache of the batch in full; compute and kernel overheads are left out.",
    assumption = "Every sequence holds a cache of the full context, one key and one value per key-value head per layer, at `kv_bytes_per_value` each.",
    assumption = "The prompt is prefilled at `prefill_efficiency` of the peak rate at `peak_precision`.",
    rule = "the registry states a peak rate of `hardware` at `peak_precision`",
    excludes = "Attention work over the cache during prefill, and any overlap of prefill with decode.",
    excludes = "Memory the runtime reserves beside the weights and caches.",
    derivation = "A step moves W + B·m bytes at BW bytes a second; B tokens come out of each step, so the rate is B·BW ÷ (W + B·m), which tends to BW ÷ m.",
    derivation = "The largest batch within a step time t solves W + B·m ≤ t·BW; the largest that fits solves W + B·m ≤ M.",
    example = r#"
// GPT-2 XL decode batches on an H100
use mlsysim_serving::token_stream::gpt2_xl_chat_decode_batches_h100;

let s = gpt2_xl_chat_decode_batches_h100()?;
assert_eq!(s.kv_per_token()?.value, 307_200.0);
assert_eq!(s.max_batch_in_memory()?, 263);
assert!(s.token_rate(128)? < s.rate_ceiling()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::precision_is_stated,
)]
pub struct KvDecodeBatch {
    /// The transformer served.
    pub workload: &'static Workload,
    /// The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Storage width of one cached key or value number.
    #[input(positive, unit = BYTE)]
    pub kv_bytes_per_value: Information,
    /// Tokens of context every sequence's cache holds.
    #[input(range = 1..)]
    pub context_tokens: u32,
    /// Batch sizes to compare.
    #[input(range = 1..)]
    pub batch_sizes: Vec<u32>,
    /// Tokens of the prompt to prefill.
    #[input(range = 1..)]
    pub prompt_tokens: u32,
    /// Share of the peak rate prefill sustains.
    #[input(positive, range = 0.0..=1.0)]
    pub prefill_efficiency: f64,
    /// The number format whose peak rate prefill runs at.
    #[input(default = Precision::Fp16Dense)]
    pub peak_precision: Precision,

    /// Bytes of the weights.
    #[property(weight_bytes(workload, weight_bytes_per_param)?, unit = GB)]
    pub weights: DataSize,
    /// Cache one token of one sequence holds.
    #[property(model_kv_cache(workload, 1, 1, kv_bytes_per_value)?, unit = BYTE)]
    pub kv_per_token: Information,
    /// Cache one sequence of a full context holds.
    #[property(kv_per_token * context_tokens, unit = MB)]
    pub kv_per_sequence: Information,
    /// The accelerator's memory bandwidth.
    #[property(hardware.memory_bandwidth)]
    pub bandwidth: DataRate,
    /// Bytes one decode step reads at `batch_size`.
    #[method(weights + batch_size * kv_per_sequence, unit = GB, samples(batch_size = batch_sizes))]
    pub step_bytes: fn(batch_size: u32) -> DataSize,
    /// Time of one decode step at `batch_size`: its bytes at the memory bandwidth.
    #[method(transfer_time(step_bytes(batch_size)?, bandwidth)?, unit = MILLISECOND, samples(batch_size = batch_sizes))]
    pub step_time: fn(batch_size: u32) -> Time,
    /// Tokens a second the batch produces together.
    #[method(batch_size / step_time(batch_size)?, unit = PER_SECOND, samples(batch_size = batch_sizes))]
    pub token_rate: fn(batch_size: u32) -> Frequency,
    /// Share of a step's bytes that are caches.
    #[method(batch_size * kv_per_sequence / step_bytes(batch_size)?, samples(batch_size = batch_sizes))]
    pub cache_share: fn(batch_size: u32) -> f64,
    /// Tokens a second when the caches are the whole step.
    #[property(bandwidth / kv_per_sequence, unit = PER_SECOND)]
    pub rate_ceiling: Frequency,
    /// Largest batch whose step stays within `tpot`; negative when the weights alone exceed it.
    #[method(floor((tpot * bandwidth - weights) / kv_per_sequence)?, samples(tpot = ["1 ms", "10 ms", "20 ms", "50 ms"]))]
    pub max_batch_within: fn(tpot: Time) -> i64,
    /// Largest batch whose weights and full caches fit the accelerator's memory; negative when
    /// the weights alone do not fit.
    #[property(floor((hardware.memory_capacity - weights) / kv_per_sequence)?, mark = limit)]
    pub max_batch_in_memory: i64,
    /// The peak rate at `peak_precision`.
    #[property(hardware.peak_at(peak_precision)?)]
    pub peak_rate: FlopRate,
    /// The intensity where the peak rate meets the bandwidth.
    #[property(ridge_point(peak_rate, bandwidth)?)]
    pub ridge: Intensity,
    /// Work of prefilling the prompt.
    #[property(workload.forward_flops()? * prompt_tokens)]
    pub prefill_ops: FlopCount,
    /// Time to prefill the prompt at the sustained share of the peak.
    #[property(compute_time(prefill_ops, peak_rate * prefill_efficiency)?, unit = MILLISECOND)]
    pub prefill_time: Time,
}

impl KvDecodeBatch {
    /// Prefill runs at a peak the registry states for this accelerator.
    fn precision_is_stated(&self) -> Result<(), InputError> {
        match self.hardware.peak_at(self.peak_precision) {
            Ok(_) => Ok(()),
            Err(e) => Err(InputError::Invalid {
                input: "peak_precision",
                reason: e.to_string().into(),
            }),
        }
    }
}

/// GPT-2 XL chat decode on one H100 with full 1,024-token contexts: FP16 weights read once a
/// step, an FP16 cache per sequence, 512-token prompts prefilled at 40% of the dense FP16 peak.
#[preset(name = "Gpt2XlChatDecodeBatchesH100")]
pub fn gpt2_xl_chat_decode_batches_h100() -> Result<KvDecodeBatch, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    KvDecodeBatch::builder()
        .workload(gpt2)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .weight_bytes_per_param(bytes(2.0))
        .kv_bytes_per_value(bytes(2.0))
        .context_tokens(context_length(gpt2)?)
        .batch_sizes(vec![1, 8, 32, 64, 128])
        .prompt_tokens(512)
        .prefill_efficiency(0.4)
        .build()
}

/// A model's context length from the registry, for presets that use the full context.
fn context_length(model: &Workload) -> Result<u32, InputError> {
    model
        .transformer
        .and_then(|t| t.context_length)
        .ok_or_else(|| InputError::Invalid {
            input: "context_tokens",
            reason: format!("`{}` has no context length in the registry", model.path).into(),
        })
}

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
    equation = "TTFT = F_prefill ÷ (peak·η) + tax; TPOT = (W + m·T) ÷ BW + layers × layer tax; resident = ⌊round(R ÷ m) ÷ T⌋; rate = min(prefill rate ÷ P, resident ÷ (TTFT_T + D·TPOT)); cost = price × 1 h ÷ (rate × 1 h × T ÷ 10⁶)",
    assumption = "One request at a time is modelled (batch one): its decode steps read the weights and its own cache, and the serving model's prefill peak, weights and dispatch tax apply.",
    assumption = "The serving model prefills at the accelerator's rate at `precision` where the registry states one, else at its headline peak (an H100 states no int4 rate, so 4-bit prefill runs at the dense FP16 peak), and counts attention with the hidden width over the query heads.",
    assumption = "A request's time prefills the whole conversation (prompt and answer tokens), as the reference computes it; `ttft` prefills the prompt alone.",
    assumption = "`dispatch_cost` is the serving model's step time less its bandwidth term, where the model keeps its cache at the weight precision; the difference is the per-layer tax.",
    assumption = "The reference's registry supplies the dispatch tax (0.01 ms for an H100), given here as an input.",
    assumption = "The latency targets are context: no member checks them (as in the reference).",
    rule = "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput",
    rule = "`workload` is a transformer",
    rule = "`workload` has a parameter count in the registry",
    rule = "the weights at `precision` and `kv_reserve` fit the memory of `hardware` together (the reference does not check this)",
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
    check = Self::serving_model_applies,
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
    #[input(positive, unit = PER_SECOND)]
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
    #[property(prefill_rate / prompt_tokens, unit = PER_SECOND)]
    pub prefill_request_rate: Frequency,
    /// Requests a second the resident caches turn over, by Little's law.
    #[property(littles_law_rate(resident_requests, request_time)?, unit = PER_SECOND)]
    pub residency_request_rate: Frequency,
    /// Requests a second the service sustains: the lesser of the two.
    #[property(min(prefill_request_rate, residency_request_rate), unit = PER_SECOND)]
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

impl SingleAcceleratorLlmService {
    /// The serving model needs a transformer with a parameter count and a storage format, and
    /// the cache reserve fits beside the weights.
    fn serving_model_applies(&self) -> Result<(), InputError> {
        let invalid = |input, reason: String| {
            Err(InputError::Invalid {
                input,
                reason: reason.into(),
            })
        };
        if self.precision.storage_bytes().is_none() {
            return invalid(
                "precision",
                format!(
                    "`{}` names a throughput, not a storage format; use one of fp32, tf32, bf16, fp16, fp8, int8, int4",
                    self.precision
                ),
            );
        }
        if let Err(e) = self.workload.geometry() {
            return invalid("workload", e.to_string());
        }
        if let Err(e) = self.workload.parameter_count() {
            return invalid("workload", e.to_string());
        }
        let width = bytes(self.precision.storage_bytes().unwrap_or_default());
        let weights = self
            .workload
            .size_in_bytes(width)
            .map_or(0.0, |w| w.bytes());
        let memory = self.hardware.memory_capacity.bytes();
        if weights + self.kv_reserve.value > memory {
            return invalid(
                "kv_reserve",
                format!(
                    "the weights ({} GB) and the cache reserve ({} GB) do not fit the {} GB of `{}`",
                    weights / 1e9,
                    self.kv_reserve.value / 1e9,
                    memory / 1e9,
                    self.hardware.path
                ),
            );
        }
        Ok(())
    }
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
        // The reference's `Hardware.Cloud.H100.dispatch_tax`.
        .dispatch_tax(milliseconds(0.01))
        .ttft_target(milliseconds(200.0))
        .tpot_target(milliseconds(20.0))
        .build()
}

/// Energy per generated token: the node's power over the tokens it produces a second, when
/// well used and when poorly used.
///
/// The node draws the accelerator's power plus a host share whether a decode step carries one
/// sequence or many, so the same power spread over fewer tokens costs more per token. Well
/// used, a number of concurrent requests each stream tokens at a rate; poorly used, the rate is
/// a fraction of that while the accelerator still draws a stated lower power.
#[scenario(
    family = TOKEN_STREAM,
    equation = "E(rate) = (P_accelerator + P_host) ÷ rate; rate = n × r; low use: (P_low + P_host) ÷ (f × rate)",
    assumption = "Power is constant over the run at each level of use; the host share does not change with load.",
    rule = "`low_use_accelerator_power` is at most `accelerator_power`",
    excludes = "Prefill energy, cooling (PUE) and idle time between requests.",
    derivation = "Energy per token is power over token rate: joules a second over tokens a second.",
    example = r#"
// Poor batching costs six times the energy per token
use mlsysim_serving::token_stream::h100_chat_energy_per_token;

let s = h100_chat_energy_per_token()?;
assert!((s.low_use_ratio()? - 6.0).abs() < 1e-9);
assert!((s.joules_per_token()?.value - 1000.0 / 912.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::low_use_draws_less,
)]
pub struct TokenEnergy {
    /// Power the accelerator draws when well used.
    #[input(non_negative, unit = WATT)]
    pub accelerator_power: Power,
    /// The host's share of power.
    #[input(non_negative, unit = WATT)]
    pub host_power: Power,
    /// Power the accelerator draws when poorly used.
    #[input(non_negative, unit = WATT)]
    pub low_use_accelerator_power: Power,
    /// Requests served at once.
    #[input(range = 1..)]
    pub concurrent_requests: u32,
    /// Tokens a second each request receives.
    #[input(positive, unit = PER_SECOND)]
    pub per_request_rate: Frequency,
    /// Tokens of one response.
    pub response_tokens: u32,
    /// The poorly used token rate as a share of the well-used one.
    #[input(positive, range = 0.0..=1.0)]
    pub low_use_fraction: f64,

    /// Power the node draws when well used.
    #[property(accelerator_power + host_power, unit = WATT)]
    pub node_power: Power,
    /// Power the node draws when poorly used.
    #[property(low_use_accelerator_power + host_power, unit = WATT)]
    pub low_use_power: Power,
    /// Tokens a second when well used.
    #[property(concurrent_requests * per_request_rate, unit = PER_SECOND)]
    pub token_rate: Frequency,
    /// Energy per token at `rate`, at the poorly used power when `low_use`.
    #[method(
        energy_per_item(if low_use { low_use_power } else { node_power }, rate)?,
        unit = JOULE,
        samples(rate = [token_rate, low_use_token_rate], low_use = ["false", "true"]),
    )]
    pub energy_per_token: fn(rate: Frequency, low_use: bool) -> Energy,
    /// Energy per token when well used.
    #[property(energy_per_token(token_rate, false)?, unit = JOULE)]
    pub joules_per_token: Energy,
    /// Energy of one response when well used.
    #[property(joules_per_token * response_tokens, unit = JOULE)]
    pub response_energy: Energy,
    /// Tokens a second when poorly used.
    #[property(token_rate * low_use_fraction, unit = PER_SECOND)]
    pub low_use_token_rate: Frequency,
    /// Energy per token when poorly used.
    #[property(energy_per_token(low_use_token_rate, true)?, unit = JOULE)]
    pub low_use_joules_per_token: Energy,
    /// How many times more energy a token takes when poorly used.
    #[property(low_use_joules_per_token / joules_per_token)]
    pub low_use_ratio: f64,
}

impl TokenEnergy {
    /// Poor use does not draw more than full use.
    fn low_use_draws_less(&self) -> Result<(), InputError> {
        if self.low_use_accelerator_power > self.accelerator_power {
            return Err(InputError::Invalid {
                input: "low_use_accelerator_power",
                reason: "the accelerator draws more when poorly used than when well used".into(),
            });
        }
        Ok(())
    }
}

/// An H100 chat service: the H100 at its TDP plus a 300 W host share, 114 requests at 8
/// tokens a second each and 500-token responses; poorly batched at 10% of that rate, the GPU
/// still draws 300 W.
#[preset(name = "H100ChatEnergyPerToken")]
pub fn h100_chat_energy_per_token() -> Result<TokenEnergy, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    let tdp = h100.tdp.ok_or_else(|| InputError::Invalid {
        input: "accelerator_power",
        reason: "the H100 has no TDP in the registry".into(),
    })?;
    TokenEnergy::builder()
        .accelerator_power(tdp)
        .host_power(watts(300.0))
        .low_use_accelerator_power(watts(300.0))
        .concurrent_requests(114)
        .per_request_rate(per_second(8.0))
        .response_tokens(500)
        .low_use_fraction(0.1)
        .build()
}
