use super::RESPONSIBLE_ENGINEERING;
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, Named, Workload, preset, scenario};

/// The memory naive DP-SGD spends keeping one gradient per example: a full copy of each
/// named model's gradient per example, `batch_size` copies per step.
#[scenario(
    family = RESPONSIBLE_ENGINEERING,
    assumption = "Every example's gradient is held at once, before clipping and summing (the naive implementation).",
    assumption = "A model known only by its declared size is that size whatever the width, as the reference's size rule has it.",
    excludes = "Ghost clipping and microbatching, which avoid materializing the per-example gradients.",
    derivation = "DP-SGD clips each example's gradient before the sum (Abadi et al. 2016).",
    rule(!models.is_empty(), "`models` names at least one model"),
    example = r#"
// GPT-2's per-example FP32 gradients fill 1.5 TB at batch 256
use mlsysim_responsible::responsible_engineering::dp_sgd_per_example_gradients;

let s = dp_sgd_per_example_gradients()?;
assert!((s.per_batch("GPT-2".into())?.value - 1.536e12).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PerExampleGradient {
    /// The models, by name.
    pub models: Named<&'static Workload>,
    /// Examples per step.
    #[input(range = 1..)]
    pub batch_size: i64,
    /// Bytes of one gradient value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,

    /// One example's gradient for model `name`.
    #[method(
        from_registry(models[name].size_in_bytes(bytes_per_param), "parameter count or size", models[name].path)?.quantity(),
        unit = BYTE,
        samples(name = models)
    )]
    pub per_example: fn(name: String) -> Information,
    /// A step's per-example gradients for model `name`.
    #[method(per_example(name)? * batch_size, unit = BYTE, samples(name = models))]
    pub per_batch: fn(name: String) -> Information,
}

/// Per-example FP32 gradients of the keyword-spotting DS-CNN and of GPT-2 at batch 256.
#[preset(name = "DpSgdPerExampleGradients")]
pub fn dp_sgd_per_example_gradients() -> Result<PerExampleGradient, InputError> {
    PerExampleGradient::builder()
        .models(Named::from_iter([
            ("KWS", Workload::find("Tiny.DS_CNN")?),
            ("GPT-2", Workload::find("Language.GPT2")?),
        ]))
        .batch_size(256)
        .bytes_per_param(bytes(4.0))
        .build()
}
