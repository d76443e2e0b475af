//! Serving: the affine batch service time and its knee, one-server tail budgets, batch
//! formation, the price of a request, the energy of moving and computing, and the pieces of the
//! reference's LLM serving model (prefill work and time, decode step time, memory).

use crate::law;
use crate::registry::{HardwareNode, Precision, Workload};
use crate::units::{
    DataSize, Energy, EnergyPerByte, EnergyPerFlop, FlopCount, FlopRate, Frequency, Information,
    MoneyRate, Time, Usd,
};

/// Time to serve one batch of `batch_size` requests when a batch costs `fixed_time` once plus
/// `per_request_time` for each request it holds: S(B) = t₀ + B·t_req.
#[law(samples(fixed_time = ["2 ms", "40 ms"], per_request_time = ["1 ms", "0.5 ms"], batch_size = [1, 8, 80]))]
pub fn batch_service_time(fixed_time: Time, per_request_time: Time, batch_size: i64) -> Time {
    {
        require(batch_size >= 1, "a batch holds at least one request")?;
        fixed_time + batch_size * per_request_time
    }
}

/// The batch size at which the per-request cost of a batch equals its fixed cost, t₀ ÷ t_req;
/// there the throughput B ÷ S(B) reaches half its ceiling 1 ÷ t_req.
#[law(
    reference = "mlsysim.physics.serving.calc_batch_knee",
    samples(fixed_time = ["2 ms", "40 ms", "3.5 ms"], per_request_time = ["1 ms", "0.5 ms", "32.9 us"])
)]
pub fn batch_knee(fixed_time: Time, per_request_time: Time) -> f64 {
    fixed_time / per_request_time
}

/// The throughput of batches of `batch_size` as a share of its ceiling 1 ÷ t_req:
/// B·t_req ÷ (t₀ + B·t_req), the share of a batch's time spent on its requests.
#[law(
    reference = "mlsysim.physics.serving.calc_batch_throughput_share",
    samples(batch_size = [1, 2, 128], fixed_time = ["2 ms", "40 ms"], per_request_time = ["1 ms", "0.5 ms"])
)]
pub fn batch_throughput_share(batch_size: i64, fixed_time: Time, per_request_time: Time) -> f64 {
    {
        require(batch_size >= 1, "a batch holds at least one request")?;
        let work = batch_size * per_request_time;
        work / (fixed_time + work)
    }
}

/// The highest utilization at which an M/M/1 server keeps its tail within `tail_budget`, when
/// the tail is `tail_factor` times the mean time in system S ÷ (1 − ρ): k·S ÷ (1 − ρ) ≤ T gives
/// ρ ≤ 1 − k·S ÷ T. Zero or below means no load meets the budget.
#[law(
    reference = "mlsysim.physics.serving.calc_mm1_max_utilization",
    samples(service_time = ["3.5 ms", "10 ms"], tail_budget = ["50 ms", "200 ms"], tail_factor = [4.6, 2.3])
)]
pub fn mm1_max_utilization(service_time: Time, tail_budget: Time, tail_factor: f64) -> f64 {
    1.0 - tail_factor * service_time / tail_budget
}

/// A quantile `quantile` of an exponential distribution as a multiple of its mean,
/// ln(1 ÷ (1 − q)). The time in an M/M/1 system is exponential, so its p99 is ln 100 ≈ 4.6
/// times its mean at any load.
#[law(
    reference = "mlsysim.physics.serving.calc_exponential_quantile_factor",
    samples(quantile = [0.0, 0.5, 0.9, 0.99, 0.999])
)]
pub fn exponential_quantile_factor(quantile: f64) -> f64 {
    {
        require(
            (0.0..1.0).contains(&quantile),
            "the quantile must lie in [0, 1): the exponential has no finite 100th percentile",
        )?;
        ln(1.0 / (1.0 - quantile))?
    }
}

/// Mean time a request waits for a batch of `batch_size` to fill at a steady `arrival_rate`:
/// the first of the batch waits for B − 1 more arrivals and the last for none, (B − 1) ÷ 2λ.
#[law(
    reference = "mlsysim.physics.serving.calc_batch_formation_wait",
    samples(batch_size = [1, 16, 32], arrival_rate = ["500 1/s", "50 1/s"])
)]
pub fn batch_formation_wait(batch_size: i64, arrival_rate: Frequency) -> Time {
    {
        require(batch_size >= 1, "a batch holds at least one request")?;
        (batch_size - 1) / (2.0 * arrival_rate)
    }
}

/// What one request costs on capacity priced at `price` (money per unit of time) that serves
/// `rate` requests in that time: the price over the rate.
#[law(samples(price = ["4 USD/h", "0.53 USD/h"], rate = ["400 1/s", "7037.88 1/s"]))]
pub fn price_per_request(price: MoneyRate, rate: Frequency) -> Usd {
    price / rate
}

/// Energy of moving `bytes` through a memory that spends `per_byte` on each byte.
#[law(samples(bytes = ["127228128 B", "28.2 MB"], per_byte = ["160 pJ/B", "10 pJ/B"]))]
pub fn data_movement_energy(bytes: Information, per_byte: EnergyPerByte) -> Energy {
    bytes * per_byte
}

/// Energy of doing `work` at `per_flop` a floating-point operation.
#[law(samples(work = ["8.2 GFLOP", "1 TFLOP"], per_flop = ["2.3 pJ/FLOP", "0.5 pJ/FLOP"]))]
pub fn arithmetic_energy(work: FlopCount, per_flop: EnergyPerFlop) -> Energy {
    work * per_flop
}

/// Bytes one number takes in a storage format: 4 B for fp32 and tf32, 2 B for bf16 and fp16,
/// 1 B for fp8 and int8, half a byte for int4. Labels that only name a throughput
/// (`fp16_dense`, `int8_sparse`) have no storage width.
#[law(
    reference = "mlsysim.core.units.resolve_precision",
    samples(precision = ["fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4"])
)]
pub fn precision_storage_width(precision: Precision) -> Information {
    bytes(from_registry(
        precision.storage_bytes(),
        "storage width (it names a throughput, not a storage format)",
        precision.label(),
    )?)
}

/// The peak rate prefill runs at in the reference's serving model: the accelerator's rate at
/// `precision` where the registry states one, else its headline peak. An H100 states no int4,
/// fp16 or bf16 rate (only `fp16_dense`), so those fall back to its 989 TFLOP/s headline.
#[law(samples(hardware = ["Cloud.H100", "Cloud.A100"], precision = ["int4", "fp16", "fp8", "tf32"]))]
pub fn serving_prefill_peak(hardware: &'static HardwareNode, precision: Precision) -> FlopRate {
    match hardware.rate_at(precision) {
        Some(rate) => rate,
        None => hardware.peak_flops,
    }
}

/// Prefill work of `batch` prompts of `tokens` tokens as the reference's serving model counts
/// it: 2 FLOPs per parameter per token for the dense layers, plus 4·layers·heads·(hidden ÷
/// heads)·tokens² per prompt for attention (the scores and their weighted sum, each token over
/// the whole prompt). The head width is the hidden width over the query heads, whatever width
/// or key-value heads the model states.
#[law(samples(model = ["Language.Llama3_8B", "Language.GPT2"], tokens = [1, 1000], batch = [1, 4]))]
pub fn serving_prefill_work(model: &'static Workload, tokens: i64, batch: i64) -> FlopCount {
    {
        require(
            tokens >= 1 && batch >= 1,
            "a prefill has at least one token and one sequence",
        )?;
        let geometry = model.geometry()?;
        let head_width = floor_div(geometry.hidden_dim, geometry.heads)?;
        let dense = 2.0 * model.parameter_count()? * tokens * batch;
        let attention = 4 * geometry.layers * geometry.heads * head_width * tokens * tokens * batch;
        (dense + attention) * flops(1.0)
    }
}

/// Time to first token in the reference's serving model: the prefill work of `batch` prompts
/// of `tokens` tokens at `efficiency` of the prefill peak at `precision`, plus the
/// accelerator's dispatch tax. The reference reads the tax from its hardware registry (0.01 ms
/// for an H100); here it is an argument.
#[law(
    reference = "mlsysim.engine.solvers.serving.ServingModel.solve",
    samples(
        model = ["Language.Llama3_8B", "Language.Llama3_70B"],
        hardware = ["Cloud.H100"],
        precision = ["int4", "fp8"],
        tokens = [1000, 1256],
        batch = [1, 8],
        efficiency = [0.4],
        dispatch_tax = ["0.01 ms"]
    )
)]
pub fn serving_model_ttft(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    precision: Precision,
    tokens: i64,
    batch: i64,
    efficiency: f64,
    dispatch_tax: Time,
) -> Time {
    {
        require(
            efficiency > 0.0 && efficiency <= 1.0,
            "the prefill efficiency lies in (0, 1]",
        )?;
        precision_storage_width(precision)?;
        let peak = serving_prefill_peak(hardware, precision)?;
        compute_time(
            serving_prefill_work(model, tokens, batch)?,
            peak * efficiency,
        )? + dispatch_tax
    }
}

/// Memory the reference's serving model holds for `batch` sequences of `tokens` tokens: the
/// weights at `precision` and the key-value cache at the same width (the model stores its cache
/// at the weight precision).
#[law(
    reference = "mlsysim.engine.solvers.serving.ServingModel.solve",
    samples(
        model = ["Language.Llama3_8B", "Language.Llama3_70B"],
        precision = ["int4", "fp16"],
        tokens = [1000, 1256],
        batch = [1, 8]
    )
)]
pub fn serving_model_memory(
    model: &'static Workload,
    precision: Precision,
    tokens: i64,
    batch: i64,
) -> DataSize {
    {
        let width = precision_storage_width(precision)?;
        weight_bytes(model, width)? + model_kv_cache(model, tokens, batch, width)?
    }
}

/// Time per output token in the reference's serving model: one decode step reads the weights
/// and every cache of the batch (both at `precision`, see [`serving_model_memory`]) at the
/// accelerator's memory bandwidth, plus `layer_tax` of framework overhead per layer.
#[law(
    reference = "mlsysim.engine.solvers.serving.ServingModel.solve",
    samples(
        model = ["Language.Llama3_8B", "Language.Llama3_70B"],
        hardware = ["Cloud.H100"],
        precision = ["int4", "fp16"],
        tokens = [1000, 1256],
        batch = [1, 8],
        layer_tax = ["0.01 ms"]
    )
)]
pub fn serving_model_itl(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    precision: Precision,
    tokens: i64,
    batch: i64,
    layer_tax: Time,
) -> Time {
    transfer_time(
        serving_model_memory(model, precision, tokens, batch)?,
        hardware.memory_bandwidth,
    )? + model.geometry()?.layers * layer_tax
}
