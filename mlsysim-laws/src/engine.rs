//! The reference's single-node engine (`Engine.solve`), inference path, as a set of laws that
//! share one signature: `(model, hardware, batch, precision, efficiency)`.
//!
//! A model is lowered to the work of one forward pass and the bytes of its weights at
//! `precision`. One step of `batch` samples does `batch` times that work at `efficiency` of the
//! device's peak, and moves the weights once plus a tenth of them per sample at the bandwidth of
//! the memory the weights live in: main memory, the on-chip SRAM when they fit there, flash on
//! a microcontroller that streams from it, or the host link when they do not fit in the
//! device's memory at all (the offload spill; all the traffic then runs at the slower of the
//! host link and main memory). The step takes the larger of the two times plus a fixed overhead:
//! the device's dispatch tax and a framework tax per layer. Energy is the device's TDP, 30% of it
//! idle and the rest in proportion to its utilization, over the step.
//!
//! Every law checks its inputs the way the reference's `Engine.solve` does: the batch is at
//! least one sample, the efficiency a share of the peak in (0, 1], and the precision a storage
//! format (`fp16_dense` names a throughput, not a width). The memory-fit check does not refuse a
//! model that does not fit: it prices the spill.
//!
//! The engine's training path (three passes of work, optimizer state and ZeRO sharding) is not
//! here: training scenarios size their memory and work with their own laws.

use crate::law;
use crate::registry::{HardwareNode, Precision, Workload, WorkloadClass};
use crate::units::{
    DataRate, DataSize, Energy, FlopCount, FlopRate, Frequency, Information, Intensity, Time,
};

/// Activation traffic per sample, as a share of the weights: the engine's heuristic for the
/// bytes a step moves beyond one read of the weights.
const ACTIVATION_SHARE: f64 = 0.1;
/// The host link the engine assumes for a device whose registry entry states none (PCIe Gen5
/// x16, one direction), in GB/s.
const FALLBACK_HOST_LINK_GB_PER_S: f64 = 64.0;
/// The framework's tax per layer of the model per step, in ms (one launch per layer).
const LAYER_TAX_MS: f64 = 0.01;
/// Share of its TDP an accelerator draws idle; the rest scales with its utilization.
const IDLE_POWER_SHARE: f64 = 0.3;

/// Work of one forward pass of a model as the engine lowers it: the registry's inference FLOPs
/// where it states them, else 2 FLOPs per parameter (per active parameter for a mixture of
/// experts); a diffusion model runs that once per denoising step; a model known only by its
/// size does no counted work.
#[law(
    reference = "mlsysim.models.types.Workload.lower",
    samples(model = ["Language.Llama3_8B", "Vision.ResNet50", "Recommendation.DLRM", "Language.Mixtral_8x7B", "Tiny.WakeVision"])
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
#[law(samples(model = ["Language.Llama3_8B", "Vision.ResNet50", "Vision.MobileNetV2", "Tiny.WakeVision", "Recommendation.DLRM"]))]
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
/// one, else its headline peak (an H100 states no plain `fp16` rate, so FP16 runs at its
/// headline 989 TFLOP/s).
#[law(samples(hardware = ["Cloud.H100", "Cloud.A100", "Mobile.iPhone15Pro", "Tiny.ESP32_S3"], precision = ["fp16", "int8", "fp8"]))]
pub fn engine_peak(hardware: &'static HardwareNode, precision: Precision) -> FlopRate {
    {
        precision_storage_width(precision)?;
        match hardware.rate_at(precision) {
            Some(rate) => rate,
            None => hardware.peak_flops,
        }
    }
}

/// The rate the work runs at: the peak at `precision` times the software `efficiency`, a share
/// of the peak in (0, 1].
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(hardware = ["Cloud.H100", "Mobile.iPhone15Pro", "Tiny.ESP32_S3"], precision = ["fp16", "int8"], efficiency = [0.5, 1.0])
)]
pub fn engine_rate(
    hardware: &'static HardwareNode,
    precision: Precision,
    efficiency: f64,
) -> FlopRate {
    {
        require(
            efficiency > 0.0 && efficiency <= 1.0,
            "the efficiency is a share of the peak in (0, 1]",
        )?;
        engine_peak(hardware, precision)? * efficiency
    }
}

/// Bytes the weights take at `precision`: the engine's memory footprint of inference (weights
/// only; no activations or KV cache).
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Language.Llama3_8B", "Recommendation.DLRM", "Vision.ResNet50"], precision = ["fp16", "int8", "int4"])
)]
pub fn engine_footprint(model: &'static Workload, precision: Precision) -> DataSize {
    weight_bytes(model, precision_storage_width(precision)?)?
}

/// Whether the weights at `precision` fit the device's memory: the engine's memory-fit check.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Language.Llama3_8B", "Language.Llama3_70B"], hardware = ["Cloud.H100", "Mobile.iPhone15Pro"], precision = ["fp16", "int4"])
)]
pub fn engine_fits(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    precision: Precision,
) -> bool {
    engine_footprint(model, precision)? <= hardware.memory_capacity
}

/// Bytes of the weights beyond the device's memory, which the engine offloads to the host:
/// the footprint less the capacity, zero when the weights fit.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Language.Llama3_8B", "Language.Llama3_70B"], hardware = ["Cloud.H100", "Mobile.iPhone15Pro"], precision = ["fp16", "int4"])
)]
pub fn engine_spill(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    precision: Precision,
) -> Information {
    max(
        engine_footprint(model, precision)?.quantity() - hardware.memory_capacity,
        bytes(0.0),
    )
}

/// The bandwidth the engine streams a step's bytes at: the host link (or main memory, if
/// slower) when the weights do not fit the device's memory, the on-chip SRAM when they fit
/// there, flash on a device that states its bandwidth, main memory otherwise.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Language.Llama3_8B", "Language.Llama3_70B", "Vision.MobileNetV2", "Tiny.WakeVision"], hardware = ["Cloud.H100", "Tiny.ESP32_S3", "Mobile.iPhone15Pro"], precision = ["fp16", "int8"])
)]
pub fn engine_bandwidth(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    precision: Precision,
) -> DataRate {
    {
        let weights = engine_footprint(model, precision)?;
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

/// Bytes one step of `batch` samples moves: the weights once, and a tenth of the weights per
/// sample for activations.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Vision.ResNet50", "Language.Llama3_8B"], batch = [1, 32], precision = ["fp16", "int8"])
)]
pub fn engine_traffic(model: &'static Workload, batch: i64, precision: Precision) -> Information {
    {
        require(batch >= 1, "a batch has at least one sample")?;
        let weights = engine_footprint(model, precision)?.quantity();
        weights + weights * ACTIVATION_SHARE * batch
    }
}

/// Time to do one step's work, `batch` forward passes, at the engine's rate; zero for a model
/// with no counted work.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Vision.ResNet50", "Language.Llama3_70B", "Recommendation.DLRM"],
        hardware = ["Cloud.H100", "Mobile.iPhone15Pro"],
        batch = [1, 32],
        precision = ["fp16", "int8"],
        efficiency = [0.5, 1.0]
    )
)]
pub fn engine_compute_time(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
) -> Time {
    {
        require(batch >= 1, "a batch has at least one sample")?;
        compute_time(
            lowered_work(model)? * batch,
            engine_rate(hardware, precision, efficiency)?,
        )?
    }
}

/// Time to move one step's bytes at the engine's bandwidth.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Vision.ResNet50", "Language.Llama3_70B", "Tiny.WakeVision"],
        hardware = ["Cloud.H100", "Mobile.iPhone15Pro", "Tiny.ESP32_S3"],
        batch = [1, 32],
        precision = ["fp16", "int8"]
    )
)]
pub fn engine_memory_time(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
) -> Time {
    transfer_time(
        engine_traffic(model, batch, precision)?,
        engine_bandwidth(model, hardware, precision)?,
    )?
}

/// The step's fixed overhead: the device's dispatch tax and the framework's tax of 0.01 ms for
/// each layer of the model.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Vision.ResNet50", "Language.Llama3_8B", "Tiny.WakeVision"], hardware = ["Cloud.H100", "Cloud.A100", "Mobile.iPhone15Pro", "Tiny.ESP32_S3"])
)]
pub fn engine_overhead(model: &'static Workload, hardware: &'static HardwareNode) -> Time {
    hardware.detail().dispatch_tax + engine_layers(model)? * milliseconds(LAYER_TAX_MS)
}

/// The engine's latency of one step of `batch` samples: the larger of the compute and memory
/// times (as if they overlapped perfectly), plus the fixed overhead.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Vision.ResNet50", "Language.Llama3_70B", "Tiny.WakeVision", "Recommendation.DLRM"],
        hardware = ["Cloud.H100", "Mobile.iPhone15Pro", "Tiny.ESP32_S3"],
        batch = [1, 32],
        precision = ["fp16", "int8"],
        efficiency = [0.5]
    )
)]
pub fn engine_latency(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
) -> Time {
    max(
        engine_compute_time(model, hardware, batch, precision, efficiency)?,
        engine_memory_time(model, hardware, batch, precision)?,
    ) + engine_overhead(model, hardware)?
}

/// Samples a second at the engine's latency: the batch over one step.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Vision.ResNet50", "Language.Llama3_8B"],
        hardware = ["Cloud.H100", "Mobile.iPhone15Pro"],
        batch = [1, 32],
        precision = ["fp16"],
        efficiency = [0.5]
    )
)]
pub fn engine_throughput(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
) -> Frequency {
    batch / engine_latency(model, hardware, batch, precision, efficiency)?
}

/// Model FLOPs utilization at the engine's latency: the step's work over the step, as a share
/// of the peak at `precision` (not of the rate at `efficiency`), held to [0, 1]. In inference
/// the hardware does only the model's work, so this is also the hardware FLOPs utilization.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Vision.ResNet50", "Language.Llama3_8B", "Tiny.WakeVision"],
        hardware = ["Cloud.H100", "Tiny.ESP32_S3"],
        batch = [1, 32],
        precision = ["fp16"],
        efficiency = [0.5, 1.0]
    )
)]
pub fn engine_mfu(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
) -> f64 {
    {
        let latency = engine_latency(model, hardware, batch, precision, efficiency)?;
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
        model = ["Vision.ResNet50", "Vision.MobileNetV2", "Tiny.WakeVision"],
        hardware = ["Cloud.H100", "Mobile.iPhone15Pro", "Tiny.ESP32_S3"],
        batch = [1, 32],
        precision = ["fp16", "int8"],
        efficiency = [0.5]
    )
)]
pub fn engine_energy(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
) -> Energy {
    {
        let latency = engine_latency(model, hardware, batch, precision, efficiency)?;
        let utilization = engine_mfu(model, hardware, batch, precision, efficiency)?;
        match hardware.tdp {
            Some(tdp) => {
                tdp * (IDLE_POWER_SHARE + (1.0 - IDLE_POWER_SHARE) * utilization) * latency
            }
            None => joules(0.0),
        }
    }
}

/// Work per byte of one step: the batch's work over the bytes it moves.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(model = ["Vision.ResNet50", "Language.Llama3_8B", "Recommendation.DLRM"], batch = [1, 32], precision = ["fp16", "int8"])
)]
pub fn engine_intensity(model: &'static Workload, batch: i64, precision: Precision) -> Intensity {
    arithmetic_intensity(
        lowered_work(model)? * batch,
        engine_traffic(model, batch, precision)?,
    )?
}

/// What binds one step on the roofline, `Compute` or `Memory`: the bottleneck of the batch's
/// work at the engine's rate against its bytes at the engine's bandwidth.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Vision.ResNet50", "Language.Llama3_8B", "Tiny.WakeVision", "Recommendation.DLRM"],
        hardware = ["Cloud.H100", "Tiny.ESP32_S3"],
        batch = [1, 256],
        precision = ["fp16"],
        efficiency = [0.5]
    )
)]
pub fn engine_bottleneck(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
) -> String {
    roofline_bottleneck(
        lowered_work(model)? * batch,
        engine_traffic(model, batch, precision)?,
        engine_rate(hardware, precision, efficiency)?,
        engine_bandwidth(model, hardware, precision)?,
    )?
}

/// Whether the fixed overhead of one step is longer than both its compute and its memory time:
/// a small model at a small batch waits on launches, whichever roof the bottleneck names.
#[law(
    reference = "mlsysim.engine.engine.Engine.solve",
    samples(
        model = ["Vision.ResNet50", "Language.Llama3_8B", "Tiny.WakeVision"],
        hardware = ["Cloud.H100", "Tiny.ESP32_S3"],
        batch = [1, 256],
        precision = ["fp16"],
        efficiency = [0.5]
    )
)]
pub fn engine_overhead_dominated(
    model: &'static Workload,
    hardware: &'static HardwareNode,
    batch: i64,
    precision: Precision,
    efficiency: f64,
) -> bool {
    engine_overhead(model, hardware)?
        > max(
            engine_compute_time(model, hardware, batch, precision, efficiency)?,
            engine_memory_time(model, hardware, batch, precision)?,
        )
}
