/**An LLM chat service on one accelerator: latency, how many requests the cache reserve holds, the request rate, and what a token costs.

The model side follows the reference's serving model: the time to first token is the
prompt's prefill work at a share of the prefill peak plus a dispatch tax, and the weights
take their precision's width. A token after the first costs a read of the weights and one
request's whole cache at the memory bandwidth, plus the model's per-layer framework tax. The
cache reserve over the cache a token holds gives the resident tokens, and whole resident
requests. Requests are admitted at the lesser of two rates: prefill's (prompt tokens a
second over the prompt) and the residency's (resident requests over one request's time, by
Little's law). Tokens an hour count the prompt and the answer; the hourly price spread over
them is the cost of a million tokens.

# Equation

TTFT = F_prefill ÷ (peak·η) + tax; TPOT = (W + m·T) ÷ BW + layers × layer tax; resident = ⌊round(R ÷ m) ÷ T⌋; rate = min(prefill rate ÷ P, resident ÷ (TTFT_T + D·TPOT)); cost = price × 1 h ÷ (rate × 1 h × T ÷ 10⁶)

# Assumptions

- One request at a time is modelled (batch one): its decode steps read the weights and its own cache, and the serving model's prefill peak, weights and dispatch tax apply.
- The serving model prefills at the accelerator's rate at `precision` where the registry states one, else at its headline peak (an H100 states no int4 rate, so 4-bit prefill runs at the dense FP16 peak), and counts attention with the hidden width over the query heads.
- A request's time prefills the whole conversation (prompt and answer tokens), as the reference computes it; `ttft` prefills the prompt alone.
- `dispatch_cost` is the serving model's step time less its bandwidth term, where the model keeps its cache at the weight precision; the difference is the per-layer tax.
- The dispatch tax is an input; the presets take the device's own from the hardware registry (0.01 ms for an H100).
- The latency targets are context: no member checks them (as in the reference).

# Rules across inputs

- `precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput (`precision.storage_bytes().is_some()`)
- `workload` is a transformer (`workload.geometry().is_ok()`)
- the weights at `precision` and `kv_reserve` fit the memory of `hardware` together (the reference does not check this) (`weight_bytes(workload, precision_width(precision)) + kv_reserve     <= hardware.memory_capacity`)

# Excludes

- Batching several requests into one decode step, queueing, and the memory the runtime reserves beside the weights and the cache.

# Derivation

- A decode step streams its bytes at the memory bandwidth; Little's law turns resident requests and their residence time into a rate; the price per hour over the tokens per hour is the price per token.

# Examples

```rust
// An 8B model at 4 bits on one H100
use mlsysim_serving::token_stream::llama3_8b_int4_chat_service_h100;

let s = llama3_8b_int4_chat_service_h100()?;
assert_eq!(s.resident_requests()?, 469);
assert!((s.request_rate()?.value - 10.0).abs() < 1e-12); // prefill admits 10 a second
assert!(s.cost_per_million_tokens()?.value < 0.07);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SingleAcceleratorLlmService {
    ///The transformer served.
    pub workload: &'static Workload,
    ///The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    ///Storage format of the weights, which the serving model also prefills at.
    pub precision: Precision,
    ///Storage width of one cached key or value number. *Shown in `BYTE`; allowed > 0.*
    pub kv_bytes_per_value: Information,
    ///Tokens of the prompt. *Allowed >= 1.*
    pub prompt_tokens: u32,
    ///Tokens of the answer.
    pub decode_tokens: u32,
    ///Share of the prefill peak prefill sustains. *Allowed > 0 and [0.0, 1.0].*
    pub prefill_efficiency: f64,
    ///Memory set aside for the key-value cache. *Shown in `GIB`; allowed > 0.*
    pub kv_reserve: Information,
    ///Prompt tokens a second prefill admits. *Shown in `PER_SECOND`; allowed > 0.*
    pub prefill_rate: Frequency,
    ///Hourly price of the accelerator. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub price: MoneyRate,
    /**Host time to dispatch a prefill, which the reference's hardware registry states per
accelerator. *Shown in `MILLISECOND`; allowed >= 0.**/
    pub dispatch_tax: Time,
    ///Framework time per layer of every decode step (the reference's calibration constant). *Default `milliseconds(0.01)`; shown in `MILLISECOND`; allowed >= 0.*
    pub layer_tax: Time,
    ///Target time to first token; context only. *Optional (absent by default); shown in `MILLISECOND`; allowed > 0.*
    pub ttft_target: Option<Time>,
    ///Target time per output token; context only. *Optional (absent by default); shown in `MILLISECOND`; allowed > 0.*
    pub tpot_target: Option<Time>,
}
///Builds a [`SingleAcceleratorLlmService`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SingleAcceleratorLlmServiceBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    precision: ::core::option::Option<Precision>,
    kv_bytes_per_value: ::core::option::Option<Information>,
    prompt_tokens: ::core::option::Option<u32>,
    decode_tokens: ::core::option::Option<u32>,
    prefill_efficiency: ::core::option::Option<f64>,
    kv_reserve: ::core::option::Option<Information>,
    prefill_rate: ::core::option::Option<Frequency>,
    price: ::core::option::Option<MoneyRate>,
    dispatch_tax: ::core::option::Option<Time>,
    layer_tax: ::core::option::Option<Time>,
    ttft_target: ::core::option::Option<Time>,
    tpot_target: ::core::option::Option<Time>,
}
///Every property of a [`SingleAcceleratorLlmService`], each computed once (see [`SingleAcceleratorLlmService::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SingleAcceleratorLlmServiceValues<'a> {
    scenario: &'a SingleAcceleratorLlmService,
    ///Tokens of one conversation: prompt and answer.
    pub total_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time to first token for the prompt alone.
    pub ttft: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Bytes of the weights at `precision`.
    pub weights: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///The accelerator's memory bandwidth.
    pub bandwidth: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Cache one token holds.
    pub kv_per_token: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache one whole conversation holds.
    pub kv_per_request: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time to read the weights once.
    pub weight_floor: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The serving model's step time beyond its bandwidth term.
    pub dispatch_cost: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time per output token: the weights and one conversation's cache read once, plus the
    pub tpot: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to generate the answer.
    pub decode_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Tokens the cache reserve holds, to the nearest whole token.
    pub kv_capacity_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Whole conversations the cache reserve holds.
    pub resident_requests: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time one request holds its cache: a prefill of the whole conversation, then the answer.
    pub request_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Requests a second prefill admits.
    pub prefill_request_rate: ::core::result::Result<
        Frequency,
        ::mlsysim_core::EvalError,
    >,
    ///Requests a second the resident caches turn over, by Little's law.
    pub residency_request_rate: ::core::result::Result<
        Frequency,
        ::mlsysim_core::EvalError,
    >,
    ///Requests a second the service sustains: the lesser of the two.
    pub request_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Prompt and answer tokens an hour.
    pub tokens_per_hour: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Cost of a million tokens at the hourly price.
    pub cost_per_million_tokens: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Memory left beside the weights, which holds the cache reserve.
    pub remaining_memory: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator it runs on.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "Storage format of the weights, which the serving model also prefills at.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_bytes_per_value",
            ty: "Information",
            doc: "Storage width of one cached key or value number.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prompt_tokens",
            ty: "u32",
            doc: "Tokens of the prompt.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "decode_tokens",
            ty: "u32",
            doc: "Tokens of the answer.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prefill_efficiency",
            ty: "f64",
            doc: "Share of the prefill peak prefill sustains.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_reserve",
            ty: "Information",
            doc: "Memory set aside for the key-value cache.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GIB);
                __c::units::label(&::mlsysim_core::units::GIB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prefill_rate",
            ty: "Frequency",
            doc: "Prompt tokens a second prefill admits.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "price",
            ty: "MoneyRate",
            doc: "Hourly price of the accelerator.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dispatch_tax",
            ty: "Time",
            doc: "Host time to dispatch a prefill, which the reference's hardware registry states per\naccelerator.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "layer_tax",
            ty: "Time",
            doc: "Framework time per layer of every decode step (the reference's calibration constant).",
            default: Some("milliseconds(0.01)"),
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ttft_target",
            ty: "Option<Time>",
            doc: "Target time to first token; context only.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tpot_target",
            ty: "Option<Time>",
            doc: "Target time per output token; context only.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_tokens",
            doc: "Tokens of one conversation: prompt and answer.",
            equation: "prompt_tokens + decode_tokens",
            result_type: "i64",
            depends_on: &["prompt_tokens", "decode_tokens"],
            template: "{prompt_tokens} + {decode_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ttft",
            doc: "Time to first token for the prompt alone.",
            equation: "serving_model_ttft(\n    workload,\n    hardware,\n    precision,\n    prompt_tokens,\n    1,\n    prefill_efficiency,\n    dispatch_tax,\n)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "workload",
                "hardware",
                "precision",
                "prompt_tokens",
                "prefill_efficiency",
                "dispatch_tax",
            ],
            calls: &["serving_model_ttft"],
            template: "serving_model_ttft(\n    {workload},\n    {hardware},\n    {precision},\n    {prompt_tokens},\n    1,\n    {prefill_efficiency},\n    {dispatch_tax},\n)",
            operation: "result of `serving_model_ttft`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weights",
            doc: "Bytes of the weights at `precision`.",
            equation: "weight_bytes(workload, precision_storage_width(precision))",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "precision"],
            calls: &["weight_bytes", "precision_storage_width"],
            template: "weight_bytes({workload}, precision_storage_width({precision}))",
            named_calls: "precision_storage_width(precision)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bandwidth",
            doc: "The accelerator's memory bandwidth.",
            equation: "hardware.memory_bandwidth",
            result_type: "DataRate",
            depends_on: &["hardware"],
            template: "{#0 hardware.memory_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_token",
            doc: "Cache one token holds.",
            equation: "model_kv_cache(workload, 1, 1, kv_bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "kv_bytes_per_value"],
            calls: &["model_kv_cache"],
            template: "model_kv_cache({workload}, 1, 1, {kv_bytes_per_value})",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_request",
            doc: "Cache one whole conversation holds.",
            equation: "model_kv_cache(workload, total_tokens, 1, kv_bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "kv_bytes_per_value", "total_tokens"],
            calls: &["model_kv_cache"],
            template: "model_kv_cache({workload}, {total_tokens}, 1, {kv_bytes_per_value})",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weight_floor",
            doc: "Time to read the weights once.",
            equation: "transfer_time(weights, bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["weights", "bandwidth"],
            calls: &["transfer_time"],
            template: "transfer_time({weights}, {bandwidth})",
            named_calls: "transfer_time(weights, bandwidth)",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dispatch_cost",
            doc: "The serving model's step time beyond its bandwidth term.",
            equation: "serving_model_itl(workload, hardware, precision, total_tokens, 1, layer_tax)\n    - transfer_time(\n        serving_model_memory(workload, precision, total_tokens, 1),\n        bandwidth,\n    )",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "workload",
                "hardware",
                "precision",
                "layer_tax",
                "total_tokens",
                "bandwidth",
            ],
            calls: &["serving_model_itl", "transfer_time", "serving_model_memory"],
            template: "serving_model_itl(\n    {workload},\n    {hardware},\n    {precision},\n    {total_tokens},\n    1,\n    {layer_tax},\n)\n    - transfer_time(\n        serving_model_memory(\n            {workload},\n            {precision},\n            {total_tokens},\n            1,\n        ),\n        {bandwidth},\n    )",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tpot",
            doc: "Time per output token: the weights and one conversation's cache read once, plus the\ndispatch cost.",
            equation: "transfer_time(weights + kv_per_request, bandwidth) + dispatch_cost",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["weights", "kv_per_request", "bandwidth", "dispatch_cost"],
            calls: &["transfer_time"],
            template: "transfer_time({weights} + {kv_per_request}, {bandwidth})\n    + {dispatch_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "decode_time",
            doc: "Time to generate the answer.",
            equation: "decode_tokens * tpot",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["decode_tokens", "tpot"],
            template: "{decode_tokens} * {tpot}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_capacity_tokens",
            doc: "Tokens the cache reserve holds, to the nearest whole token.",
            equation: "round_half_even(kv_reserve / kv_per_token)",
            result_type: "i64",
            depends_on: &["kv_reserve", "kv_per_token"],
            calls: &["round_half_even"],
            template: "round_half_even({kv_reserve} / {kv_per_token})",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "resident_requests",
            doc: "Whole conversations the cache reserve holds.",
            equation: "floor_div(kv_capacity_tokens, total_tokens)",
            result_type: "i64",
            depends_on: &["kv_capacity_tokens", "total_tokens"],
            calls: &["floor_div"],
            template: "floor_div({kv_capacity_tokens}, {total_tokens})",
            named_calls: "floor_div(kv_capacity_tokens, total_tokens)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "request_time",
            doc: "Time one request holds its cache: a prefill of the whole conversation, then the answer.",
            equation: "serving_model_ttft(\n    workload,\n    hardware,\n    precision,\n    total_tokens,\n    1,\n    prefill_efficiency,\n    dispatch_tax,\n) + decode_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &[
                "workload",
                "hardware",
                "precision",
                "prefill_efficiency",
                "dispatch_tax",
                "total_tokens",
                "decode_time",
            ],
            calls: &["serving_model_ttft"],
            template: "serving_model_ttft(\n    {workload},\n    {hardware},\n    {precision},\n    {total_tokens},\n    1,\n    {prefill_efficiency},\n    {dispatch_tax},\n) + {decode_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prefill_request_rate",
            doc: "Requests a second prefill admits.",
            equation: "prefill_rate / prompt_tokens",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["prefill_rate", "prompt_tokens"],
            template: "{prefill_rate} / {prompt_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "residency_request_rate",
            doc: "Requests a second the resident caches turn over, by Little's law.",
            equation: "littles_law_rate(resident_requests, request_time)",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["resident_requests", "request_time"],
            calls: &["littles_law_rate"],
            template: "littles_law_rate({resident_requests}, {request_time})",
            named_calls: "littles_law_rate(resident_requests, request_time)",
            operation: "result of `littles_law_rate`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "request_rate",
            doc: "Requests a second the service sustains: the lesser of the two.",
            equation: "min(prefill_request_rate, residency_request_rate)",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["prefill_request_rate", "residency_request_rate"],
            calls: &["min"],
            template: "min({prefill_request_rate}, {residency_request_rate})",
            named_calls: "min(prefill_request_rate, residency_request_rate)",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tokens_per_hour",
            doc: "Prompt and answer tokens an hour.",
            equation: "request_rate * hours(1.0) * total_tokens",
            result_type: "f64",
            depends_on: &["request_rate", "total_tokens"],
            calls: &["hours"],
            template: "{request_rate} * hours(1.0) * {total_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_per_million_tokens",
            doc: "Cost of a million tokens at the hourly price.",
            equation: "price * hours(1.0) / (tokens_per_hour / 1e6)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["price", "tokens_per_hour"],
            calls: &["hours"],
            template: "{price} * hours(1.0) / ({tokens_per_hour} / 1e6)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "remaining_memory",
            doc: "Memory left beside the weights, which holds the cache reserve.",
            equation: "hardware.memory_capacity - weights",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["hardware", "weights"],
            template: "{#0 hardware.memory_capacity} - {weights}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput",
            condition: "precision.storage_bytes().is_some()",
            inputs: &["precision"],
        },
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "the weights at `precision` and `kv_reserve` fit the memory of `hardware` together (the reference does not check this)",
            condition: "weight_bytes(workload, precision_width(precision)) + kv_reserve\n    <= hardware.memory_capacity",
            inputs: &["precision", "kv_reserve", "hardware", "workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SingleAcceleratorLlmService {
        ///Starts a [`SingleAcceleratorLlmServiceBuilder`]; required inputs must be set before [`SingleAcceleratorLlmServiceBuilder::build`].
        #[must_use]
        pub fn builder() -> SingleAcceleratorLlmServiceBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SingleAcceleratorLlmServiceBuilder {
            SingleAcceleratorLlmServiceBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                precision: Some(__Clone::clone(&self.precision)),
                kv_bytes_per_value: Some(__Clone::clone(&self.kv_bytes_per_value)),
                prompt_tokens: Some(__Clone::clone(&self.prompt_tokens)),
                decode_tokens: Some(__Clone::clone(&self.decode_tokens)),
                prefill_efficiency: Some(__Clone::clone(&self.prefill_efficiency)),
                kv_reserve: Some(__Clone::clone(&self.kv_reserve)),
                prefill_rate: Some(__Clone::clone(&self.prefill_rate)),
                price: Some(__Clone::clone(&self.price)),
                dispatch_tax: Some(__Clone::clone(&self.dispatch_tax)),
                layer_tax: Some(__Clone::clone(&self.layer_tax)),
                ttft_target: __Clone::clone(&self.ttft_target),
                tpot_target: __Clone::clone(&self.tpot_target),
            }
        }
        ///Tokens of one conversation: prompt and answer. Equation: `prompt_tokens + decode_tokens`.
        #[inline]
        pub fn total_tokens(&self) -> __Result<i64, __c::EvalError> {
            let prompt_tokens = __Clone::clone(&self.prompt_tokens);
            let decode_tokens = __Clone::clone(&self.decode_tokens);
            struct total_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    total_tokens,
                >(prompt_tokens.eq_add(decode_tokens)?))(),
                &__PROPERTIES[0],
            )
        }
        /**Time to first token for the prompt alone.

Equation:

```text
serving_model_ttft(
    workload,
    hardware,
    precision,
    prompt_tokens,
    1,
    prefill_efficiency,
    dispatch_tax,
)
```
*/
        #[inline]
        pub fn ttft(&self) -> __Result<Time, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let hardware = __Clone::clone(&self.hardware);
            let precision = __Clone::clone(&self.precision);
            let prompt_tokens = __Clone::clone(&self.prompt_tokens);
            let prefill_efficiency = __Clone::clone(&self.prefill_efficiency);
            let dispatch_tax = __Clone::clone(&self.dispatch_tax);
            struct ttft {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    ttft,
                >(
                    ::mlsysim_core::equation::serving_model_ttft(
                        workload,
                        hardware,
                        precision,
                        prompt_tokens,
                        1,
                        prefill_efficiency,
                        dispatch_tax,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes of the weights at `precision`. Equation: `weight_bytes(workload, precision_storage_width(precision))`.
        #[inline]
        pub fn weights(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    weights,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        ::mlsysim_core::equation::precision_storage_width(precision)?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///The accelerator's memory bandwidth. Equation: `hardware.memory_bandwidth`.
        #[inline]
        pub fn bandwidth(&self) -> __Result<DataRate, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct bandwidth {}
            __c::member(
                (|| __c::conform::<DataRate, _, bandwidth>(hardware.memory_bandwidth))(),
                &__PROPERTIES[3],
            )
        }
        ///Cache one token holds. Equation: `model_kv_cache(workload, 1, 1, kv_bytes_per_value)`.
        #[inline]
        pub fn kv_per_token(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_bytes_per_value = __Clone::clone(&self.kv_bytes_per_value);
            struct kv_per_token {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_token,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        workload,
                        1,
                        1,
                        kv_bytes_per_value,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Cache one whole conversation holds. Equation: `model_kv_cache(workload, total_tokens, 1, kv_bytes_per_value)`.
        #[inline]
        pub fn kv_per_request(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_per_request(self.total_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_kv_per_request(
            &self,
            total_tokens: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_bytes_per_value = __Clone::clone(&self.kv_bytes_per_value);
            struct kv_per_request {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_request,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        workload,
                        total_tokens,
                        1,
                        kv_bytes_per_value,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Time to read the weights once. Equation: `transfer_time(weights, bandwidth)`.
        #[inline]
        pub fn weight_floor(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_weight_floor(self.weights()?, self.bandwidth()?)
        }
        #[doc(hidden)]
        fn __eq_weight_floor(
            &self,
            weights: DataSize,
            bandwidth: DataRate,
        ) -> __Result<Time, __c::EvalError> {
            struct weight_floor {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    weight_floor,
                >(::mlsysim_core::equation::transfer_time(weights, bandwidth)?))(),
                &__PROPERTIES[6],
            )
        }
        /**The serving model's step time beyond its bandwidth term.

Equation:

```text
serving_model_itl(workload, hardware, precision, total_tokens, 1, layer_tax)
    - transfer_time(
        serving_model_memory(workload, precision, total_tokens, 1),
        bandwidth,
    )
```
*/
        #[inline]
        pub fn dispatch_cost(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_dispatch_cost(self.total_tokens()?, self.bandwidth()?)
        }
        #[doc(hidden)]
        fn __eq_dispatch_cost(
            &self,
            total_tokens: i64,
            bandwidth: DataRate,
        ) -> __Result<Time, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let hardware = __Clone::clone(&self.hardware);
            let precision = __Clone::clone(&self.precision);
            let layer_tax = __Clone::clone(&self.layer_tax);
            struct dispatch_cost {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    dispatch_cost,
                >(
                    ::mlsysim_core::equation::serving_model_itl(
                            workload,
                            hardware,
                            precision,
                            total_tokens,
                            1,
                            layer_tax,
                        )?
                        .eq_sub(
                            ::mlsysim_core::equation::transfer_time(
                                ::mlsysim_core::equation::serving_model_memory(
                                    workload,
                                    precision,
                                    total_tokens,
                                    1,
                                )?,
                                bandwidth,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        /**Time per output token: the weights and one conversation's cache read once, plus the
dispatch cost. Equation: `transfer_time(weights + kv_per_request, bandwidth) + dispatch_cost`.*/
        #[inline]
        pub fn tpot(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_tpot(
                self.weights()?,
                self.kv_per_request()?,
                self.bandwidth()?,
                self.dispatch_cost()?,
            )
        }
        #[doc(hidden)]
        fn __eq_tpot(
            &self,
            weights: DataSize,
            kv_per_request: Information,
            bandwidth: DataRate,
            dispatch_cost: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct tpot {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    tpot,
                >(
                    ::mlsysim_core::equation::transfer_time(
                            weights.eq_add(kv_per_request)?,
                            bandwidth,
                        )?
                        .eq_add(dispatch_cost)?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Time to generate the answer. Equation: `decode_tokens * tpot`.
        #[inline]
        pub fn decode_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_decode_time(self.tpot()?)
        }
        #[doc(hidden)]
        fn __eq_decode_time(&self, tpot: Time) -> __Result<Time, __c::EvalError> {
            let decode_tokens = __Clone::clone(&self.decode_tokens);
            struct decode_time {}
            __c::member(
                (|| __c::conform::<Time, _, decode_time>(decode_tokens.eq_mul(tpot)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Tokens the cache reserve holds, to the nearest whole token. Equation: `round_half_even(kv_reserve / kv_per_token)`.
        #[inline]
        pub fn kv_capacity_tokens(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_kv_capacity_tokens(self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_kv_capacity_tokens(
            &self,
            kv_per_token: Information,
        ) -> __Result<i64, __c::EvalError> {
            let kv_reserve = __Clone::clone(&self.kv_reserve);
            struct kv_capacity_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    kv_capacity_tokens,
                >(
                    ::mlsysim_core::equation::round_half_even(
                        kv_reserve.eq_div(kv_per_token)?,
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Whole conversations the cache reserve holds. Equation: `floor_div(kv_capacity_tokens, total_tokens)`.
        #[inline]
        pub fn resident_requests(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_resident_requests(self.kv_capacity_tokens()?, self.total_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_resident_requests(
            &self,
            kv_capacity_tokens: i64,
            total_tokens: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct resident_requests {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    resident_requests,
                >(
                    ::mlsysim_core::equation::floor_div(
                        kv_capacity_tokens,
                        total_tokens,
                    )?,
                ))(),
                &__PROPERTIES[11],
            )
        }
        /**Time one request holds its cache: a prefill of the whole conversation, then the answer.

Equation:

```text
serving_model_ttft(
    workload,
    hardware,
    precision,
    total_tokens,
    1,
    prefill_efficiency,
    dispatch_tax,
) + decode_time
```
*/
        #[inline]
        pub fn request_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_request_time(self.total_tokens()?, self.decode_time()?)
        }
        #[doc(hidden)]
        fn __eq_request_time(
            &self,
            total_tokens: i64,
            decode_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let hardware = __Clone::clone(&self.hardware);
            let precision = __Clone::clone(&self.precision);
            let prefill_efficiency = __Clone::clone(&self.prefill_efficiency);
            let dispatch_tax = __Clone::clone(&self.dispatch_tax);
            struct request_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    request_time,
                >(
                    ::mlsysim_core::equation::serving_model_ttft(
                            workload,
                            hardware,
                            precision,
                            total_tokens,
                            1,
                            prefill_efficiency,
                            dispatch_tax,
                        )?
                        .eq_add(decode_time)?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        ///Requests a second prefill admits. Equation: `prefill_rate / prompt_tokens`.
        #[inline]
        pub fn prefill_request_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let prefill_rate = __Clone::clone(&self.prefill_rate);
            let prompt_tokens = __Clone::clone(&self.prompt_tokens);
            struct prefill_request_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    prefill_request_rate,
                >(prefill_rate.eq_div(prompt_tokens)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Requests a second the resident caches turn over, by Little's law. Equation: `littles_law_rate(resident_requests, request_time)`.
        #[inline]
        pub fn residency_request_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_residency_request_rate(
                self.resident_requests()?,
                self.request_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_residency_request_rate(
            &self,
            resident_requests: i64,
            request_time: Time,
        ) -> __Result<Frequency, __c::EvalError> {
            struct residency_request_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    residency_request_rate,
                >(
                    ::mlsysim_core::equation::littles_law_rate(
                        resident_requests,
                        request_time,
                    )?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        ///Requests a second the service sustains: the lesser of the two. Equation: `min(prefill_request_rate, residency_request_rate)`.
        #[inline]
        pub fn request_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_request_rate(
                self.prefill_request_rate()?,
                self.residency_request_rate()?,
            )
        }
        #[doc(hidden)]
        fn __eq_request_rate(
            &self,
            prefill_request_rate: Frequency,
            residency_request_rate: Frequency,
        ) -> __Result<Frequency, __c::EvalError> {
            struct request_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    request_rate,
                >(
                    ::mlsysim_core::equation::min(
                        prefill_request_rate,
                        residency_request_rate,
                    ),
                ))(),
                &__PROPERTIES[15],
            )
        }
        ///Prompt and answer tokens an hour. Equation: `request_rate * hours(1.0) * total_tokens`.
        #[inline]
        pub fn tokens_per_hour(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_tokens_per_hour(self.request_rate()?, self.total_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_tokens_per_hour(
            &self,
            request_rate: Frequency,
            total_tokens: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct tokens_per_hour {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    tokens_per_hour,
                >(
                    request_rate
                        .eq_mul(::mlsysim_core::equation::hours(1.0))?
                        .eq_mul(total_tokens)?,
                ))(),
                &__PROPERTIES[16],
            )
        }
        ///Cost of a million tokens at the hourly price. Equation: `price * hours(1.0) / (tokens_per_hour / 1e6)`.
        #[inline]
        pub fn cost_per_million_tokens(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_cost_per_million_tokens(self.tokens_per_hour()?)
        }
        #[doc(hidden)]
        fn __eq_cost_per_million_tokens(
            &self,
            tokens_per_hour: f64,
        ) -> __Result<Usd, __c::EvalError> {
            let price = __Clone::clone(&self.price);
            struct cost_per_million_tokens {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost_per_million_tokens,
                >(
                    price
                        .eq_mul(::mlsysim_core::equation::hours(1.0))?
                        .eq_div(tokens_per_hour.eq_div(1e6)?)?,
                ))(),
                &__PROPERTIES[17],
            )
        }
        ///Memory left beside the weights, which holds the cache reserve. Equation: `hardware.memory_capacity - weights`.
        #[inline]
        pub fn remaining_memory(&self) -> __Result<DataSize, __c::EvalError> {
            self.__eq_remaining_memory(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_remaining_memory(
            &self,
            weights: DataSize,
        ) -> __Result<DataSize, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct remaining_memory {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    remaining_memory,
                >(hardware.memory_capacity.eq_sub(weights)?))(),
                &__PROPERTIES[18],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SingleAcceleratorLlmServiceValues`].
        #[must_use]
        pub fn evaluate(&self) -> SingleAcceleratorLlmServiceValues<'_> {
            let total_tokens = self.total_tokens();
            let ttft = self.ttft();
            let weights = self.weights();
            let bandwidth = self.bandwidth();
            let kv_per_token = self.kv_per_token();
            let kv_per_request = __c::after(
                (&total_tokens,),
                |(v0,)| self.__eq_kv_per_request(v0),
            );
            let weight_floor = __c::after(
                (&weights, &bandwidth),
                |(v0, v1)| self.__eq_weight_floor(v0, v1),
            );
            let dispatch_cost = __c::after(
                (&total_tokens, &bandwidth),
                |(v0, v1)| self.__eq_dispatch_cost(v0, v1),
            );
            let tpot = __c::after(
                (&weights, &kv_per_request, &bandwidth, &dispatch_cost),
                |(v0, v1, v2, v3)| self.__eq_tpot(v0, v1, v2, v3),
            );
            let decode_time = __c::after((&tpot,), |(v0,)| self.__eq_decode_time(v0));
            let kv_capacity_tokens = __c::after(
                (&kv_per_token,),
                |(v0,)| self.__eq_kv_capacity_tokens(v0),
            );
            let resident_requests = __c::after(
                (&kv_capacity_tokens, &total_tokens),
                |(v0, v1)| self.__eq_resident_requests(v0, v1),
            );
            let request_time = __c::after(
                (&total_tokens, &decode_time),
                |(v0, v1)| self.__eq_request_time(v0, v1),
            );
            let prefill_request_rate = self.prefill_request_rate();
            let residency_request_rate = __c::after(
                (&resident_requests, &request_time),
                |(v0, v1)| self.__eq_residency_request_rate(v0, v1),
            );
            let request_rate = __c::after(
                (&prefill_request_rate, &residency_request_rate),
                |(v0, v1)| self.__eq_request_rate(v0, v1),
            );
            let tokens_per_hour = __c::after(
                (&request_rate, &total_tokens),
                |(v0, v1)| self.__eq_tokens_per_hour(v0, v1),
            );
            let cost_per_million_tokens = __c::after(
                (&tokens_per_hour,),
                |(v0,)| self.__eq_cost_per_million_tokens(v0),
            );
            let remaining_memory = __c::after(
                (&weights,),
                |(v0,)| self.__eq_remaining_memory(v0),
            );
            SingleAcceleratorLlmServiceValues {
                scenario: self,
                total_tokens,
                ttft,
                weights,
                bandwidth,
                kv_per_token,
                kv_per_request,
                weight_floor,
                dispatch_cost,
                tpot,
                decode_time,
                kv_capacity_tokens,
                resident_requests,
                request_time,
                prefill_request_rate,
                residency_request_rate,
                request_rate,
                tokens_per_hour,
                cost_per_million_tokens,
                remaining_memory,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::finite(&self.precision, &__INPUTS[2])?;
            __c::bounded(&self.kv_bytes_per_value, &__INPUTS[3])?;
            __c::bounded_plain(&self.prompt_tokens, &__INPUTS[4])?;
            __c::finite(&self.decode_tokens, &__INPUTS[5])?;
            __c::bounded_plain(&self.prefill_efficiency, &__INPUTS[6])?;
            __c::bounded(&self.kv_reserve, &__INPUTS[7])?;
            __c::bounded(&self.prefill_rate, &__INPUTS[8])?;
            __c::bounded(&self.price, &__INPUTS[9])?;
            __c::bounded(&self.dispatch_tax, &__INPUTS[10])?;
            __c::bounded(&self.layer_tax, &__INPUTS[11])?;
            __c::bounded(&self.ttft_target, &__INPUTS[12])?;
            __c::bounded(&self.tpot_target, &__INPUTS[13])?;
            {
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    precision.storage_bytes().is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.precision],
                )?;
            }
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            {
                let workload = __Clone::clone(&self.workload);
                let precision = __Clone::clone(&self.precision);
                let kv_reserve = __Clone::clone(&self.kv_reserve);
                let hardware = __Clone::clone(&self.hardware);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        ::mlsysim_core::equation::weight_bytes(
                                workload,
                                ::mlsysim_core::equation::precision_width(precision)?,
                            )?
                            .eq_add(kv_reserve)? <= hardware.memory_capacity,
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.precision, &self.kv_reserve, &self.hardware, &self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_ttft(&self) -> __c::Parts {
            __c::traced(
                self.ttft(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "serving_model_ttft", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("hardware"), __c::Operand::Name("precision"),
                    __c::Operand::Name("prompt_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("prefill_efficiency"),
                    __c::Operand::Name("dispatch_tax")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_weights(&self) -> __c::Parts {
            __c::traced(
                self.weights(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let precision = __Clone::clone(& self.precision); let part =
                    ::mlsysim_core::equation::precision_storage_width(precision) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "precision_storage_width", args :
                    ::std::vec![__c::Operand::Name("precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_bandwidth(&self) -> __c::Parts {
            __c::traced(
                self.bandwidth(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_per_token(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_token(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_bytes_per_value")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_per_request(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_request(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("total_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_bytes_per_value")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_dispatch_cost(&self) -> __c::Parts {
            __c::traced(
                self.dispatch_cost(),
                &__PROPERTIES[7],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "serving_model_itl", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("hardware"), __c::Operand::Name("precision"),
                    __c::Operand::Name("total_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("layer_tax")] }, __c::CallSite { name :
                    "transfer_time", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let precision =
                    __Clone::clone(& self.precision); let total_tokens = self
                    .total_tokens() ?; let part =
                    ::mlsysim_core::equation::serving_model_memory(workload, precision,
                    total_tokens, 1) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Name("bandwidth")] }, __c::CallSite { name :
                    "serving_model_memory", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("precision"), __c::Operand::Name("total_tokens"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_tpot(&self) -> __c::Parts {
            __c::traced(
                self.tpot(),
                &__PROPERTIES[8],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let weights = self
                    .weights() ?; let kv_per_request = self.kv_per_request() ?; let part
                    = weights.eq_add(kv_per_request) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Name("bandwidth")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_capacity_tokens(&self) -> __c::Parts {
            __c::traced(
                self.kv_capacity_tokens(),
                &__PROPERTIES[10],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let kv_reserve =
                    __Clone::clone(& self.kv_reserve); let kv_per_token = self
                    .kv_per_token() ?; let part = kv_reserve.eq_div(kv_per_token) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_request_time(&self) -> __c::Parts {
            __c::traced(
                self.request_time(),
                &__PROPERTIES[12],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "serving_model_ttft", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("hardware"), __c::Operand::Name("precision"),
                    __c::Operand::Name("total_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("prefill_efficiency"),
                    __c::Operand::Name("dispatch_tax")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_tokens_per_hour(&self) -> __c::Parts {
            __c::traced(
                self.tokens_per_hour(),
                &__PROPERTIES[16],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_cost_per_million_tokens(&self) -> __c::Parts {
            __c::traced(
                self.cost_per_million_tokens(),
                &__PROPERTIES[17],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_remaining_memory(&self) -> __c::Parts {
            __c::traced(
                self.remaining_memory(),
                &__PROPERTIES[18],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_capacity; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl SingleAcceleratorLlmServiceBuilder {
        ///Sets `workload`: The transformer served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator it runs on.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `precision`: Storage format of the weights, which the serving model also prefills at.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `kv_bytes_per_value`: Storage width of one cached key or value number.
        #[must_use]
        pub fn kv_bytes_per_value(mut self, value: Information) -> Self {
            self.kv_bytes_per_value = Some(value);
            self
        }
        ///Sets `prompt_tokens`: Tokens of the prompt.
        #[must_use]
        pub fn prompt_tokens(mut self, value: u32) -> Self {
            self.prompt_tokens = Some(value);
            self
        }
        ///Sets `decode_tokens`: Tokens of the answer.
        #[must_use]
        pub fn decode_tokens(mut self, value: u32) -> Self {
            self.decode_tokens = Some(value);
            self
        }
        ///Sets `prefill_efficiency`: Share of the prefill peak prefill sustains.
        #[must_use]
        pub fn prefill_efficiency(mut self, value: f64) -> Self {
            self.prefill_efficiency = Some(value);
            self
        }
        ///Sets `kv_reserve`: Memory set aside for the key-value cache.
        #[must_use]
        pub fn kv_reserve(mut self, value: Information) -> Self {
            self.kv_reserve = Some(value);
            self
        }
        ///Sets `prefill_rate`: Prompt tokens a second prefill admits.
        #[must_use]
        pub fn prefill_rate(mut self, value: Frequency) -> Self {
            self.prefill_rate = Some(value);
            self
        }
        ///Sets `price`: Hourly price of the accelerator.
        #[must_use]
        pub fn price(mut self, value: MoneyRate) -> Self {
            self.price = Some(value);
            self
        }
        ///Sets `dispatch_tax`: Host time to dispatch a prefill, which the reference's hardware registry states per
        #[must_use]
        pub fn dispatch_tax(mut self, value: Time) -> Self {
            self.dispatch_tax = Some(value);
            self
        }
        ///Sets `layer_tax`: Framework time per layer of every decode step (the reference's calibration constant).
        #[must_use]
        pub fn layer_tax(mut self, value: Time) -> Self {
            self.layer_tax = Some(value);
            self
        }
        ///Sets `ttft_target`: Target time to first token; context only.
        #[must_use]
        pub fn ttft_target(mut self, value: Time) -> Self {
            self.ttft_target = Some(value);
            self
        }
        ///Leaves `ttft_target` absent.
        #[must_use]
        pub fn without_ttft_target(mut self) -> Self {
            self.ttft_target = None;
            self
        }
        ///Sets `tpot_target`: Target time per output token; context only.
        #[must_use]
        pub fn tpot_target(mut self, value: Time) -> Self {
            self.tpot_target = Some(value);
            self
        }
        ///Leaves `tpot_target` absent.
        #[must_use]
        pub fn without_tpot_target(mut self) -> Self {
            self.tpot_target = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SingleAcceleratorLlmService, __c::InputError> {
            let scenario = SingleAcceleratorLlmService {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                precision: __c::given(self.precision, "precision")?,
                kv_bytes_per_value: __c::given(
                    self.kv_bytes_per_value,
                    "kv_bytes_per_value",
                )?,
                prompt_tokens: __c::given(self.prompt_tokens, "prompt_tokens")?,
                decode_tokens: __c::given(self.decode_tokens, "decode_tokens")?,
                prefill_efficiency: __c::given(
                    self.prefill_efficiency,
                    "prefill_efficiency",
                )?,
                kv_reserve: __c::given(self.kv_reserve, "kv_reserve")?,
                prefill_rate: __c::given(self.prefill_rate, "prefill_rate")?,
                price: __c::given(self.price, "price")?,
                dispatch_tax: __c::given(self.dispatch_tax, "dispatch_tax")?,
                layer_tax: self.layer_tax.unwrap_or_else(|| milliseconds(0.01)),
                ttft_target: self.ttft_target,
                tpot_target: self.tpot_target,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SingleAcceleratorLlmServiceBuilder {
        type Scenario = SingleAcceleratorLlmService;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[2])?,
                "kv_bytes_per_value" => {
                    self.kv_bytes_per_value = __c::set(value, &__INPUTS[3])?;
                }
                "prompt_tokens" => self.prompt_tokens = __c::set(value, &__INPUTS[4])?,
                "decode_tokens" => self.decode_tokens = __c::set(value, &__INPUTS[5])?,
                "prefill_efficiency" => {
                    self.prefill_efficiency = __c::set(value, &__INPUTS[6])?;
                }
                "kv_reserve" => self.kv_reserve = __c::set(value, &__INPUTS[7])?,
                "prefill_rate" => self.prefill_rate = __c::set(value, &__INPUTS[8])?,
                "price" => self.price = __c::set(value, &__INPUTS[9])?,
                "dispatch_tax" => self.dispatch_tax = __c::set(value, &__INPUTS[10])?,
                "layer_tax" => self.layer_tax = __c::set(value, &__INPUTS[11])?,
                "ttft_target" => self.ttft_target = __c::set(value, &__INPUTS[12])?,
                "tpot_target" => self.tpot_target = __c::set(value, &__INPUTS[13])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SingleAcceleratorLlmService, __c::InputError> {
            SingleAcceleratorLlmServiceBuilder::build(self)
        }
    }
    impl<'a> SingleAcceleratorLlmServiceValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SingleAcceleratorLlmService {
            self.scenario
        }
    }
    impl __c::Scenario for SingleAcceleratorLlmService {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SingleAcceleratorLlmService",
            family: &TOKEN_STREAM,
            summary: "An LLM chat service on one accelerator: latency, how many requests the cache reserve holds, the request rate, and what a token costs.",
            description: "The model side follows the reference's serving model: the time to first token is the\nprompt's prefill work at a share of the prefill peak plus a dispatch tax, and the weights\ntake their precision's width. A token after the first costs a read of the weights and one\nrequest's whole cache at the memory bandwidth, plus the model's per-layer framework tax. The\ncache reserve over the cache a token holds gives the resident tokens, and whole resident\nrequests. Requests are admitted at the lesser of two rates: prefill's (prompt tokens a\nsecond over the prompt) and the residency's (resident requests over one request's time, by\nLittle's law). Tokens an hour count the prompt and the answer; the hourly price spread over\nthem is the cost of a million tokens.",
            notes: __c::meta::Notes {
                equation: "TTFT = F_prefill ÷ (peak·η) + tax; TPOT = (W + m·T) ÷ BW + layers × layer tax; resident = ⌊round(R ÷ m) ÷ T⌋; rate = min(prefill rate ÷ P, resident ÷ (TTFT_T + D·TPOT)); cost = price × 1 h ÷ (rate × 1 h × T ÷ 10⁶)",
                assumptions: &[
                    "One request at a time is modelled (batch one): its decode steps read the weights and its own cache, and the serving model's prefill peak, weights and dispatch tax apply.",
                    "The serving model prefills at the accelerator's rate at `precision` where the registry states one, else at its headline peak (an H100 states no int4 rate, so 4-bit prefill runs at the dense FP16 peak), and counts attention with the hidden width over the query heads.",
                    "A request's time prefills the whole conversation (prompt and answer tokens), as the reference computes it; `ttft` prefills the prompt alone.",
                    "`dispatch_cost` is the serving model's step time less its bandwidth term, where the model keeps its cache at the weight precision; the difference is the per-layer tax.",
                    "The dispatch tax is an input; the presets take the device's own from the hardware registry (0.01 ms for an H100).",
                    "The latency targets are context: no member checks them (as in the reference).",
                ],
                rules: __RULES,
                excludes: &[
                    "Batching several requests into one decode step, queueing, and the memory the runtime reserves beside the weights and the cache.",
                ],
                derivation: &[
                    "A decode step streams its bytes at the memory bandwidth; Little's law turns resident requests and their residence time into a rate; the price per hour over the tokens per hour is the price per token.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "An 8B model at 4 bits on one H100",
                    code: "// An 8B model at 4 bits on one H100\nuse mlsysim_serving::token_stream::llama3_8b_int4_chat_service_h100;\n\nlet s = llama3_8b_int4_chat_service_h100()?;\nassert_eq!(s.resident_requests()?, 469);\nassert!((s.request_rate()?.value - 10.0).abs() < 1e-12); // prefill admits 10 a second\nassert!(s.cost_per_million_tokens()?.value < 0.07);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SingleAcceleratorLlmServiceBuilder;
        fn to_builder(&self) -> SingleAcceleratorLlmServiceBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.hardware,
                    &self.precision,
                    &self.kv_bytes_per_value,
                    &self.prompt_tokens,
                    &self.decode_tokens,
                    &self.prefill_efficiency,
                    &self.kv_reserve,
                    &self.prefill_rate,
                    &self.price,
                    &self.dispatch_tax,
                    &self.layer_tax,
                    &self.ttft_target,
                    &self.tpot_target,
                ],
                &[
                    &values.total_tokens,
                    &values.ttft,
                    &values.weights,
                    &values.bandwidth,
                    &values.kv_per_token,
                    &values.kv_per_request,
                    &values.weight_floor,
                    &values.dispatch_cost,
                    &values.tpot,
                    &values.decode_time,
                    &values.kv_capacity_tokens,
                    &values.resident_requests,
                    &values.request_time,
                    &values.prefill_request_rate,
                    &values.residency_request_rate,
                    &values.request_rate,
                    &values.tokens_per_hour,
                    &values.cost_per_million_tokens,
                    &values.remaining_memory,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "ttft" => Some(Ok(self.__explain_ttft())),
                "weights" => Some(Ok(self.__explain_weights())),
                "bandwidth" => Some(Ok(self.__explain_bandwidth())),
                "kv_per_token" => Some(Ok(self.__explain_kv_per_token())),
                "kv_per_request" => Some(Ok(self.__explain_kv_per_request())),
                "dispatch_cost" => Some(Ok(self.__explain_dispatch_cost())),
                "tpot" => Some(Ok(self.__explain_tpot())),
                "kv_capacity_tokens" => Some(Ok(self.__explain_kv_capacity_tokens())),
                "request_time" => Some(Ok(self.__explain_request_time())),
                "tokens_per_hour" => Some(Ok(self.__explain_tokens_per_hour())),
                "cost_per_million_tokens" => {
                    Some(Ok(self.__explain_cost_per_million_tokens()))
                }
                "remaining_memory" => Some(Ok(self.__explain_remaining_memory())),
                _ => None,
            }
        }
    }
    __c::glue!(SingleAcceleratorLlmService);
};
