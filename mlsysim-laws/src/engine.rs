//! The reference's single-node engine (`Engine.solve`), inference path: a model lowered to its
//! work and weights, run at a share of the device's peak against the memory its weights live
//! in (main memory, on-chip SRAM when they fit there, flash on a microcontroller, or the host
//! link when they do not fit at all), plus a fixed dispatch tax and a tax per layer.
//!
//! The engine's training path (optimizer state, ZeRO sharding, recomputation) is not ported:
//! training scenarios size their memory with their own laws.

use crate::law;
use crate::registry::{HardwareNode, Precision, Workload, WorkloadClass};
use crate::units::{DataRate, DataSize, Energy, FlopCount, FlopRate, Frequency, Time};

/// Activation traffic per sample, as a share of the weights: the engine's heuristic for the
/// bytes beyond one read of the weights.
const ACTIVATION_SHARE: f64 = 0.1;
/// The host link the engine assumes for a device whose registry entry states none (PCIe Gen5
/// x16, one direction).
const FALLBACK_HOST_LINK_GB_PER_S: f64 = 64.0;
/// Share of its TDP an accelerator draws idle; the rest scales with its utilization.
const IDLE_POWER_SHARE: f64 = 0.3;

/// Work of one forward pass of a model as the engine lowers it: the registry's inference FLOPs
/// where it states them, else 2 FLOPs per parameter (per active parameter for a mixture of
/// experts); a diffusion model runs that once per denoising step; a model known only by its
/// size does no counted work.
#[law(
    reference = "mlsysim.models.types.Workload.lower",
    samples(model = ["Language.Llama3_8B", "Vision.ResNet50", "Recommendation.DLRM", "Language.Mixtral_8x7B"])
)]
pub fn lowered_work(model: &'static Workload) -> FlopCount {
    {
        let stated = model.inference_flops;
        match (model.class, model.parameters) {
            (_, None) => stated.unwrap_or(flops(0.0)),
            (WorkloadClass::Cnn, _) => model.forward_flops()?,
            (WorkloadClass::SparseTransformer, Some(p)) => match (stated, model.experts) {
                (Some(w), _) => w,
                (None, Some(e)) => flops(2.0 * e.active_parameters),
                (None, None) => flops(2.0 * p),
            },
            (WorkloadClass::Diffusion, Some(p)) => {
                let steps = from_registry(
                    model.diffusion.map(|d| f64::from(d.denoising_steps)),
                    "denoising steps",
                    model.path,
                )?;
                stated.unwrap_or(flops(2.0 * p)) * steps
            }
            (_, Some(p)) => stated.unwrap_or(flops(2.0 * p)),
        }
    }
}

/// Layers the engine charges its per-layer tax for: the model's stated layers, else one.
#[law(samples(model = ["Language.Llama3_8B", "Vision.ResNet50", "Recommendation.DLRM"]))]
pub fn engine_layers(model: &'static Workload) -> i64 {
    {
        let stated = model
            .transformer
            .map(|t| t.layers)
            .or(model.cnn.and_then(|c| c.layers))
            .or(model.ssm.map(|s| s.layers))
            .or(model.embodied.and_then(|e| e.layers));
        i64::from(stated.filter(|l| *l > 0).unwrap_or(1))
    }
}

/// The peak rate the engine runs at: the device's rate at `precision` where the registry states
/// one, else its headline peak.
#[law(samples(hardware = ["Cloud.H100", "Cloud.A100"], precision = ["fp16", "int8", "fp8"]))]
pub fn engine_peak(hardware: &'static HardwareNode, precision: Precision) -> FlopRate {
    match hardware.rate_at(precision) {
        Some(rate) => rate,
        None => hardware.peak_flops,
    }
}

/// Whether the weights at `precision` fit the device's memory (the engine's out-of-memory
/// check; inference holds the weights only).
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Language.Llama3_8B", "Language.Llama3_70B"], hardware = ["Cloud.H100", "Mobile.iPhone15Pro"], precision = ["fp16", "int4"])
)]
pub fn engine_fits(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    precision: Precision,
) -> bool {
    weight_bytes(model, precision_storage_width(precision)?)? <= hardware.memory_capacity
}

/// The bandwidth the engine streams the weights at: the host link (or main memory, if slower)
/// when they do not fit, the on-chip SRAM when they fit there, flash on a device that has its
/// bandwidth, main memory otherwise.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Language.Llama3_8B", "Language.Llama3_70B", "Vision.MobileNetV2"], hardware = ["Cloud.H100", "Tiny.ESP32_S3"], precision = ["fp16", "int8"])
)]
pub fn engine_bandwidth(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    precision: Precision,
) -> DataRate {
    {
        let weights = weight_bytes(model, precision_storage_width(precision)?)?;
        let memory = hardware.detail().memory;
        if weights > hardware.memory_capacity {
            let host = hardware
                .interconnect_bandwidth_per_direction()
                .unwrap_or(crate::units::GB_PER_SECOND.of(FALLBACK_HOST_LINK_GB_PER_S));
            min(hardware.memory_bandwidth, host)
        } else if let (Some(capacity), Some(bandwidth)) =
            (memory.sram_capacity, memory.sram_bandwidth)
            && weights.quantity() <= capacity
        {
            bandwidth
        } else if let Some(flash) = memory.flash_bandwidth {
            flash
        } else {
            hardware.memory_bandwidth
        }
    }
}

/// The engine's latency of one inference step of `batch` samples: the larger of the work at
/// `efficiency` of the peak and the weights plus a tenth of them per sample at the streaming
/// bandwidth, plus the device's dispatch tax and `layer_tax` per layer.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Language.Llama3_8B", "Vision.ResNet50"],
        hardware = ["Cloud.H100", "Cloud.A100"],
        batch = [1, 32],
        precision = ["fp16", "int8"],
        efficiency = [0.5],
        layer_tax = ["0.01 ms"]
    )
)]
pub fn engine_latency(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
    layer_tax: Time,
) -> Time {
    {
        require(batch >= 1, "a batch has at least one sample")?;
        require(
            efficiency > 0.0 && efficiency <= 1.0,
            "the efficiency is a share of the peak in (0, 1]",
        )?;
        let weights = weight_bytes(model, precision_storage_width(precision)?)?;
        let work = lowered_work(model)? * batch;
        let compute = compute_time(work, engine_peak(hardware, precision)? * efficiency)?;
        let traffic = weights + weights * ACTIVATION_SHARE * batch;
        let memory = transfer_time(traffic, engine_bandwidth(model, hardware, precision)?)?;
        max(compute, memory) + hardware.detail().dispatch_tax + engine_layers(model)? * layer_tax
    }
}

/// Samples a second at the engine's latency: the batch over one step.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Language.Llama3_8B", "Vision.ResNet50"],
        hardware = ["Cloud.H100"],
        batch = [1, 32],
        precision = ["fp16"],
        efficiency = [0.5],
        layer_tax = ["0.01 ms"]
    )
)]
pub fn engine_throughput(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
    layer_tax: Time,
) -> Frequency {
    batch / engine_latency(model, hardware, batch, precision, efficiency, layer_tax)?
}

/// Model FLOPs utilization at the engine's latency: the batch's work over the step, as a share
/// of the peak at `precision`, held to [0, 1].
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Language.Llama3_8B", "Vision.ResNet50"],
        hardware = ["Cloud.H100"],
        batch = [1, 32],
        precision = ["fp16"],
        efficiency = [0.5],
        layer_tax = ["0.01 ms"]
    )
)]
pub fn engine_mfu(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
    layer_tax: Time,
) -> f64 {
    {
        let latency = engine_latency(model, hardware, batch, precision, efficiency, layer_tax)?;
        let rate = lowered_work(model)? * batch / latency;
        max(
            0.0,
            min(number(rate / engine_peak(hardware, precision)?), 1.0),
        )
    }
}

/// Energy of one step: the device's TDP, 30% of it idle and the rest in proportion to its
/// utilization, over the step; nothing where the registry states no TDP.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Language.Llama3_8B", "Vision.ResNet50"],
        hardware = ["Cloud.H100", "Tiny.STM32F4"],
        batch = [1, 32],
        precision = ["fp16"],
        efficiency = [0.5],
        layer_tax = ["0.01 ms"]
    )
)]
pub fn engine_energy(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
    layer_tax: Time,
) -> Energy {
    {
        let latency = engine_latency(model, hardware, batch, precision, efficiency, layer_tax)?;
        let utilization = engine_mfu(model, hardware, batch, precision, efficiency, layer_tax)?;
        match hardware.tdp {
            Some(tdp) => {
                tdp * (IDLE_POWER_SHARE + (1.0 - IDLE_POWER_SHARE) * utilization) * latency
            }
            None => joules(0.0),
        }
    }
}

/// Bytes the weights take at `precision`, as the engine counts its memory footprint.
#[law(samples(model = ["Language.Llama3_8B", "Recommendation.DLRM"], precision = ["fp16", "int4"]))]
pub fn engine_footprint(model: &'static Workload, precision: Precision) -> DataSize {
    weight_bytes(model, precision_storage_width(precision)?)?
}
