//! Training and model-efficiency scenarios of mlsysim-rs: what a power law of scale promises,
//! what a dense network holds, computes and moves, how a framework executes a step, what
//! compression buys, how fine-tuning on trajectories weights and packs its examples, what
//! spending more work on one decision costs at test time, and what reinforcement learning from
//! verifiable rewards measures and spends. One file per scenario (its presets beside it), a
//! folder per section of the reference whose `mod.rs` declares the section's family, each
//! scenario declared once with [`#[scenario]`](mlsysim_core::scenario). Everything here is in
//! the catalog as soon as this crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// Training networks and making them cheaper: scale, computation, execution, compression,
/// fine-tuning, deliberation and reinforcement learning.
pub const TRAINING: Family = Family::new(
    "training",
    "Training and model efficiency",
    "What training a network costs and what makes it cheaper: power laws of scale, dense networks, framework execution, compression, fine-tuning on trajectories, test-time deliberation and RL from verifiable rewards.",
)
.listed_as("Training and efficiency");

pub mod compression;
pub mod deliberation;
pub mod fine_tuning;
pub mod framework;
pub mod neural;
pub mod rlvr;
pub mod scaling;

pub(crate) use mlsysim_core::error::derived;

/// A figure the registry may leave out, for a preset's input: the figure, or an error naming
/// the input and what the registry does not state.
pub(crate) fn stated<T>(
    value: Option<T>,
    input: &'static str,
    what: &str,
) -> Result<T, mlsysim_core::InputError> {
    value.ok_or_else(|| mlsysim_core::InputError::Invalid {
        input,
        reason: format!("the registry states no {what}").into(),
    })
}

/// The stated bandwidth of `device`'s host link (PCIe), for a preset's input: the figure as the
/// registry gives it, or an error naming the input.
pub(crate) fn host_link(
    device: &mlsysim_core::HardwareNode,
    input: &'static str,
) -> Result<mlsysim_core::DataRate, mlsysim_core::InputError> {
    stated(
        device.detail().interconnect.map(|link| link.bandwidth),
        input,
        &format!("host-link bandwidth of {}", device.path),
    )
}

/// Storage widths the presets state, each written once: a storage format's from the precision
/// table, and the integer and optimizer widths that table does not hold.
pub(crate) mod width {
    use mlsysim_core::units::bytes;
    use mlsysim_core::{Information, Precision};

    /// Bytes of one value stored at `precision` (not a number for a format without one, which
    /// a preset's builder refuses).
    pub fn of(precision: Precision) -> Information {
        bytes(precision.storage_bytes().unwrap_or(f64::NAN))
    }

    /// A 16-bit integer, as a sparse format's position index.
    pub fn int16() -> Information {
        bytes(2.0)
    }

    /// A 64-bit integer, as a class label or a token id.
    pub fn int64() -> Information {
        bytes(8.0)
    }

    /// Adam's two moments a parameter, each an FP32 value.
    pub fn adam_moments() -> Information {
        2.0 * of(Precision::Fp32)
    }
}

/// Models the presets state for illustration, outside the registry.
pub(crate) mod illustrative {
    use mlsysim_core::Workload;
    use mlsysim_core::registry::{Provenance, Training, Transformer, WorkloadClass};

    /// A hypothetical transformer of exactly 8 billion parameters in 32 layers of width 4,096, the
    /// reference's illustrative model for adapters given by shape. The reference states no
    /// attention heads; nothing here reads them, and its geometry says none (0).
    pub(crate) static HYPOTHETICAL_8B: Workload = Workload {
        path: "Hypothetical.Transformer8B",
        category: "Hypothetical",
        name: "Hypothetical 8B-parameter transformer",
        class: WorkloadClass::Transformer,
        architecture: "Transformer",
        parameters: Some(8e9),
        model_size: None,
        release_year: None,
        inference_flops: None,
        inference_energy: None,
        transformer: Some(Transformer {
            layers: 32,
            heads: 0,
            hidden_dim: 4_096,
            kv_heads: None,
            head_dim: None,
            context_length: None,
            vocab_size: None,
            kv_lora_rank: None,
            qk_rope_head_dim: None,
        }),
        experts: None,
        cnn: None,
        ssm: None,
        diffusion: None,
        embodied: None,
        training: Training {
            tokens: None,
            ops: None,
            energy: None,
            co2e: None,
            dataset_size: None,
            days_ref: None,
            accelerators_ref: None,
            gpu_days: None,
        },
        embedding_entries: None,
        parameter_range: None,
        provenance: Provenance {
            kind: "illustrative",
            ref_id: None,
            url: None,
            verified: "2026-10-20",
            source: Some("an exact illustrative size stated by the preset"),
        },
    };
}
