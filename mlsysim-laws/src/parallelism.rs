//! Splitting training across devices: the pipeline bubble, strong scaling with a communicating
//! share, the activations a transformer stores (Korthikanti et al.), checkpointed activations,
//! the smallest ring-attention chunk, the bytes of a parameter count, the work of a recomputed
//! step, and a time carried at a resolution.

use crate::law;
use crate::units::{DataRate, FlopCount, FlopRate, Information, Time};

/// Bytes per token and unit of width that a transformer layer keeps for its backward pass at
/// 16-bit activations, the attention scores aside (the 34 of Korthikanti et al.'s sbh(34 +
/// 5as/h)).
pub const KORTHIKANTI_PER_TOKEN_BYTES: i64 = 34;
/// Bytes per score element a layer keeps at 16 bits: the softmax output (2), its dropout mask
/// (1) and the dropped scores (2), the 5 of 5as/h.
pub const KORTHIKANTI_SCORE_BYTES: i64 = 5;
/// Bytes per token and unit of width a fully recomputed layer keeps: its 16-bit input.
pub const KORTHIKANTI_LAYER_INPUT_BYTES: i64 = 2;

/// Share of a pipeline step each stage idles while `stages` stages fill and drain around
/// `microbatches` microbatches, each stage split into `virtual_stages` interleaved chunks:
/// (p − 1) / (v·m + p − 1).
#[law(
    reference = "mlsysim.physics.performance.calc_pipeline_bubble",
    samples(stages = [1, 4, 8, 16], microbatches = [1, 4, 32], virtual_stages = [1, 2])
)]
pub fn pipeline_bubble(stages: i64, microbatches: i64, virtual_stages: i64) -> f64 {
    {
        require(stages >= 1, "a pipeline has at least one stage")?;
        require(microbatches >= 1, "a step has at least one microbatch")?;
        require(
            virtual_stages >= 1,
            "a stage holds at least one virtual stage",
        )?;
        (stages - 1) / (virtual_stages * microbatches + stages - 1)
    }
}

/// Speedup of `devices` devices when a share `communication_fraction` of the one-device step
/// becomes communication that every added device repeats: n / (1 + (n − 1) f).
#[law(
    reference = "mlsysim.physics.performance.calc_strong_scaling_speedup",
    samples(devices = [1, 8, 512], communication_fraction = [0.0, 0.01, 0.3])
)]
pub fn strong_scaling_speedup(devices: i64, communication_fraction: f64) -> f64 {
    {
        require(devices >= 1, "at least one device")?;
        require(
            (0.0..=1.0).contains(&communication_fraction),
            "the communicating share lies in [0, 1]",
        )?;
        devices / (1.0 + (devices - 1) * communication_fraction)
    }
}

/// Which activations a transformer keeps for its backward pass, and which it recomputes.
#[derive(mlsysim_macros::Choice)]
pub enum ActivationStrategy {
    /// Every activation is kept: nothing is recomputed.
    None,
    /// The attention scores are recomputed; the rest is kept.
    Selective,
    /// Only each layer's input is kept; everything else is recomputed.
    Full,
}

/// Activations a transformer of `layers` layers stores for its backward pass (Korthikanti et
/// al. 2023, per layer): sbh·34 + 5as²b with no recomputation (`none`), sbh·34 when the
/// attention scores are recomputed (`selective`), sbh·2 when only each layer's input is kept
/// (`full`); s tokens, b sequences, width h, a heads, scaled by `precision_bytes` / 2.
#[law(
    reference = "mlsysim.physics.memory.calc_activation_memory",
    samples(
        layers = [48],
        seq_len = [1024, 2048],
        batch = [32],
        hidden = [1600],
        heads = [25],
        precision_bytes = [2.0, 4.0],
        strategy = ["none", "selective", "full"]
    )
)]
pub fn activation_memory(
    layers: i64,
    seq_len: i64,
    batch: i64,
    hidden: i64,
    heads: i64,
    precision_bytes: f64,
    strategy: ActivationStrategy,
) -> Information {
    {
        require(layers >= 1, "a model has at least one layer")?;
        let scale = precision_bytes / 2.0;
        let per_layer = match strategy {
            ActivationStrategy::Full => {
                KORTHIKANTI_LAYER_INPUT_BYTES * seq_len * batch * hidden * scale
            }
            ActivationStrategy::Selective => {
                KORTHIKANTI_PER_TOKEN_BYTES * seq_len * batch * hidden * scale
            }
            ActivationStrategy::None => {
                (KORTHIKANTI_PER_TOKEN_BYTES * seq_len * batch * hidden
                    + KORTHIKANTI_SCORE_BYTES * heads * seq_len * seq_len * batch)
                    * scale
            }
        };
        layers * per_layer * bytes(1.0)
    }
}

/// Activation memory of `layers` equal layers with `checkpoints` evenly spaced checkpoints, in
/// layers' worth: the k checkpoints kept plus one segment of L/k rebuilt at a time, k + L/k
/// (least near k = √L; Chen et al. 2016).
#[law(
    reference = "mlsysim.physics.memory.calc_checkpoint_memory_units",
    samples(layers = [48, 96], checkpoints = [1, 7, 8])
)]
pub fn checkpoint_memory_units(layers: i64, checkpoints: i64) -> f64 {
    {
        require(layers >= 1, "a model has at least one layer")?;
        require(checkpoints >= 1, "at least one checkpoint")?;
        checkpoints + layers / checkpoints
    }
}

/// Tokens in the smallest ring-attention chunk whose attention work hides the next key-value
/// tile: work grows as n²d and the tile as n·d·s bytes, so the transfer hides once n ≥ s·R /
/// (2B) for `element_bytes` s, a sustained rate R and a link of bandwidth B (Liu et al. 2023).
#[law(
    reference = "mlsysim.physics.communication.calc_ring_attention_min_chunk",
    samples(
        element_bytes = ["2 B", "1 B"],
        sustained_rate = ["494.5 TFLOP/s"],
        link_bandwidth = ["450 GB/s", "400 Gbit/s"]
    )
)]
pub fn ring_attention_min_chunk(
    element_bytes: Information,
    sustained_rate: FlopRate,
    link_bandwidth: DataRate,
) -> f64 {
    {
        require(
            link_bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        element_bytes * sustained_rate / (2.0 * link_bandwidth) / flops(1.0)
    }
}

/// Training work of a dense transformer with every activation recomputed in the backward
/// pass: 8 FLOPs per parameter per token (2 forward, 2 recomputed, 4 backward).
#[law(
    reference = "mlsysim.physics.transformer.calc_transformer_training_flops",
    samples(parameters = [1.5e9, 175e9], tokens = [1.0, 300e9])
)]
pub fn recomputed_training_flops(parameters: f64, tokens: f64) -> FlopCount {
    8.0 * parameters * tokens * flops(1.0)
}

/// `value` carried at `resolution`, in seconds: to that many decimals when the resolution is a
/// power of ten (0.1 s carries one decimal), else to the nearest whole multiple of it, ties to
/// even; the napkin-math convention of printing a window at a fixed precision.
#[law(
    reference = "mlsysim.engine.solvers.parallelism._round_to",
    samples(value = ["2.1 s", "2.14 s", "0.4375 s", "13.6 s"], resolution = ["0.1 s", "0.25 s", "10 s"])
)]
pub fn round_to_resolution(value: Time, resolution: Time) -> Time {
    {
        require(resolution > seconds(0.0), "a resolution is above zero")?;
        let step = resolution.value;
        let digits = round_half_even(-step.log10())?;
        if (powf(10.0, -digits as f64)? - step).abs() < 1e-12 && digits >= 0 {
            seconds(
                format!("{:.*}", digits as usize, value.value)
                    .parse::<f64>()
                    .unwrap_or(value.value),
            )
        } else {
            round_half_even(value / resolution)? * resolution
        }
    }
}
