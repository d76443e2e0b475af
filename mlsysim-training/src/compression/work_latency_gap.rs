use super::COMPRESSION;
use mlsysim_core::{InputError, preset, scenario};

/// A cut in a model's work (its parameters or FLOPs) against the cut in latency it delivered.
///
/// Irregular sparsity removes work the hardware cannot skip: the dense kernels still run, so a
/// large cut in parameters can barely move latency.
#[scenario(
    family = COMPRESSION,
    example = r#"
// Forty percent fewer parameters, twelve percent less latency: 30 percent delivered
use mlsysim_training::compression::irregular_sparsity_latency_trace;

let s = irregular_sparsity_latency_trace()?;
assert!((s.delivered_share()? - 0.3).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct WorkLatencyGap {
    /// Share of the work removed.
    #[input(range = 0.0..=1.0)]
    pub work_reduction: f64,
    /// Share of the latency removed.
    #[input(range = 0.0..=1.0)]
    pub latency_reduction: f64,

    /// Share of the work cut that reached latency.
    #[property(latency_reduction / work_reduction)]
    pub delivered_share: f64,
}

/// A representative trace of a model pruned with irregular sparsity: its parameters fall far
/// more than its latency.
#[preset(name = "IrregularSparsityLatencyTrace")]
pub fn irregular_sparsity_latency_trace() -> Result<WorkLatencyGap, InputError> {
    WorkLatencyGap::builder()
        .work_reduction(0.40)
        .latency_reduction(0.12)
        .build()
}
