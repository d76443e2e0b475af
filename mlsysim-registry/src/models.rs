//! The model registry: workloads with their parameter counts and sizes, and typed fields by
//! kind (transformer geometry, experts, CNN, state-space, diffusion, embodied), each absent
//! field an `Option`.

use crate::error::{EvalError, UnknownName};
use crate::units::{ByteUnit, DataSize, Emissions, Energy, FlopCount, Information, Time};

use super::Provenance;

/// The reference's workload classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WorkloadClass {
    Transformer,
    SparseTransformer,
    Cnn,
    StateSpace,
    Diffusion,
    Embodied,
    Generic,
}

impl WorkloadClass {
    /// The reference's class name.
    pub const fn name(self) -> &'static str {
        match self {
            WorkloadClass::Transformer => "TransformerWorkload",
            WorkloadClass::SparseTransformer => "SparseTransformerWorkload",
            WorkloadClass::Cnn => "CNNWorkload",
            WorkloadClass::StateSpace => "SSMWorkload",
            WorkloadClass::Diffusion => "DiffusionWorkload",
            WorkloadClass::Embodied => "EmbodiedWorkload",
            WorkloadClass::Generic => "Workload",
        }
    }

    /// A short label for tables: `Transformer`, `CNN`.
    pub const fn label(self) -> &'static str {
        match self {
            WorkloadClass::Transformer => "Transformer",
            WorkloadClass::SparseTransformer => "Mixture of experts",
            WorkloadClass::Cnn => "CNN",
            WorkloadClass::StateSpace => "State-space",
            WorkloadClass::Diffusion => "Diffusion",
            WorkloadClass::Embodied => "Embodied",
            WorkloadClass::Generic => "Other",
        }
    }

    /// In words, for messages and pages: "a transformer".
    pub const fn noun(self) -> &'static str {
        match self {
            WorkloadClass::Transformer => "a transformer",
            WorkloadClass::SparseTransformer => "a mixture-of-experts transformer",
            WorkloadClass::Cnn => "a CNN",
            WorkloadClass::StateSpace => "a state-space model",
            WorkloadClass::Diffusion => "a diffusion model",
            WorkloadClass::Embodied => "an embodied policy",
            WorkloadClass::Generic => "a model of no particular architecture",
        }
    }

    #[doc(hidden)]
    pub const fn from_name_const(name: &str) -> WorkloadClass {
        match name.as_bytes() {
            b"TransformerWorkload" => WorkloadClass::Transformer,
            b"SparseTransformerWorkload" => WorkloadClass::SparseTransformer,
            b"CNNWorkload" => WorkloadClass::Cnn,
            b"SSMWorkload" => WorkloadClass::StateSpace,
            b"DiffusionWorkload" => WorkloadClass::Diffusion,
            b"EmbodiedWorkload" => WorkloadClass::Embodied,
            b"Workload" => WorkloadClass::Generic,
            _ => panic!("unknown workload class in a registry table"),
        }
    }
}

/// The geometry of a transformer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Transformer {
    pub layers: u32,
    pub heads: u32,
    /// Width of the hidden state.
    pub hidden_dim: u32,
    /// Key-value heads, where they are fewer than the query heads (grouped-query attention).
    pub kv_heads: Option<u32>,
    /// Width of one head, where it is not `hidden_dim / heads`.
    pub head_dim: Option<u32>,
    pub context_length: Option<u32>,
    pub vocab_size: Option<u32>,
    /// Rank of the compressed key-value latent (multi-head latent attention).
    pub kv_lora_rank: Option<u32>,
    /// Width of the rotary part of a latent-attention head.
    pub qk_rope_head_dim: Option<u32>,
}

/// Experts of a mixture-of-experts transformer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MixtureOfExperts {
    pub experts: u32,
    pub active_experts_per_token: u32,
    /// Parameters one token passes through.
    pub active_parameters: f64,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cnn {
    pub layers: Option<u32>,
    pub width_multiplier: Option<f64>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StateSpace {
    pub layers: u32,
    pub hidden_dim: u32,
    pub state_size: u32,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Diffusion {
    pub denoising_steps: u32,
    pub resolution: u32,
}

/// The shape of an embodied policy: how far ahead it acts, in how many dimensions, from how many
/// past observations. (Not `Embodied`: that name is the reference's registry of machines.)
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EmbodiedPolicy {
    pub action_chunk_horizon: u32,
    pub action_dim: u32,
    pub observation_horizon: u32,
    pub layers: Option<u32>,
    pub hidden_dim: Option<u32>,
}

/// What training the model took, where the registry records it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Training {
    pub tokens: Option<f64>,
    pub ops: Option<FlopCount>,
    pub energy: Option<Energy>,
    pub co2e: Option<Emissions>,
    pub dataset_size: Option<DataSize>,
    /// Days of a reference training run.
    pub days_ref: Option<Time>,
    /// Accelerators of a reference training run.
    pub accelerators_ref: Option<f64>,
    pub gpu_days: Option<f64>,
}

/// One workload (model) of the reference's model registry.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Workload {
    /// Registry path, e.g. `Vision.ResNet50`.
    pub path: &'static str,
    pub category: &'static str,
    pub name: &'static str,
    pub class: WorkloadClass,
    pub architecture: &'static str,
    /// Parameter count, where the registry gives one.
    pub parameters: Option<f64>,
    /// Size as the registry declares it (only DLRM has one: 100 GB).
    pub model_size: Option<DataSize>,
    pub release_year: Option<u16>,
    /// Work of one forward pass (per token, for language models).
    pub inference_flops: Option<FlopCount>,
    pub inference_energy: Option<Energy>,
    pub transformer: Option<Transformer>,
    pub experts: Option<MixtureOfExperts>,
    pub cnn: Option<Cnn>,
    pub ssm: Option<StateSpace>,
    pub diffusion: Option<Diffusion>,
    pub embodied: Option<EmbodiedPolicy>,
    pub training: Training,
    pub embedding_entries: Option<f64>,
    /// The range of parameter counts a family of models spans, where the entry is one.
    pub parameter_range: Option<(f64, f64)>,
    pub provenance: Provenance,
}

include!(concat!(env!("OUT_DIR"), "/models_table.rs"));

/// Every workload of the model registry, sorted by path.
pub fn models() -> &'static [Workload] {
    &WORKLOADS
}

impl Workload {
    /// Looks a workload up by path (`Vision.ResNet50`) or short name (`resnet50`), ignoring case.
    pub fn find(name: &str) -> Result<&'static Workload, UnknownName> {
        super::find("model", WORKLOADS.iter().map(|w| (w.path, w)), name)
    }

    /// Bytes of the weights at `bytes_per_param`: the parameter count times the width, or,
    /// for a workload known only by its declared size, that size whatever the width (this is
    /// the reference's `size_in_bytes` rule). `None` when the registry has neither.
    #[inline]
    pub fn size_in_bytes(&self, bytes_per_param: Information) -> Option<DataSize> {
        let width = bytes_per_param.value;
        match (self.parameters, self.model_size) {
            // The reference returns a declared size unchanged at the FP16 width.
            (_, Some(size)) if width == 2.0 => Some(size),
            (Some(params), _) => Some(DataSize::from_bytes(params * width)),
            (None, size) => size,
        }
    }

    /// The transformer geometry, or an error saying what kind of model this is instead.
    pub fn geometry(&self) -> Result<&Transformer, EvalError> {
        self.transformer
            .as_ref()
            .ok_or_else(|| self.not("a transformer"))
    }

    /// The parameter count, or an error saying the registry gives none.
    pub fn parameter_count(&self) -> Result<f64, EvalError> {
        self.parameters.ok_or_else(|| {
            EvalError::domain(format!(
                "`{}` has no parameter count in the registry",
                self.path
            ))
        })
    }

    /// The work of one forward pass, or an error saying the registry gives none.
    pub fn forward_flops(&self) -> Result<FlopCount, EvalError> {
        self.inference_flops.ok_or_else(|| {
            EvalError::domain(format!(
                "`{}` has no inference FLOPs in the registry",
                self.path
            ))
        })
    }

    fn not(&self, wanted: &str) -> EvalError {
        EvalError::domain(format!(
            "`{}` is {}, not {wanted}",
            self.path,
            self.class.noun()
        ))
    }
}

// How the evaluation runtime reads, checks and shows an entry given as a scenario input.

use mlsysim_eval::input::{InputValue, expected};
use mlsysim_eval::report::Value;
use mlsysim_units::UnitLabel;

/// Registry entries are inputs by reference: the registry is static, and a reference costs a
/// pointer to copy where the entry itself is a few hundred bytes.
impl mlsysim_eval::FromInput for &'static Workload {
    const EXPECTED: &'static str = "a model by registry path or short name (Vision.ResNet50, dlrm)";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        match value {
            InputValue::Text(t) => Workload::find(t).map_err(|e| e.to_string()),
            _ => Err(expected::<Self>(value)),
        }
    }
}

impl mlsysim_eval::report::ToValue for Workload {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Entry(self.path)
    }
}

impl mlsysim_eval::validate::Finiteness for Workload {
    fn is_finite_input(&self) -> bool {
        true
    }
}
