use super::COMPRESSION;
use crate::width;
use mlsysim_core::{InputError, Named, Precision, preset, scenario};

/// Speedups claimed separately on paper, multiplied together, against the speedup measured when
/// the techniques run together.
///
/// Each factor assumes the rest of the system keeps pace; combined, they compete for the same
/// bottleneck, and the measured speedup realizes only a share of the product.
#[scenario(
    family = COMPRESSION,
    example = r#"
// Half the weights pruned and INT8 storage promise 8×; 1.5× measured
use mlsysim_training::compression::pruned_int8_paper_vs_measured;

let s = pruned_int8_paper_vs_measured()?;
assert_eq!(s.paper()?, 8.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SpeedupComposition {
    /// Each technique's speedup on paper, by name.
    #[input(positive)]
    pub factors: Named<f64>,
    /// The speedup measured with every technique applied.
    #[input(positive)]
    pub measured: f64,

    /// The speedups multiplied together.
    #[property(product!(f in factors, factors[f]))]
    pub paper: f64,
    /// Share of the paper speedup the measurement realizes.
    #[property(measured / paper)]
    pub realized_share: f64,
}

/// Half the weights pruned with structure and the rest stored in INT8 instead of FP32,
/// multiplied on paper, against a hypothetical measured speedup of 1.5.
#[preset(name = "PrunedInt8PaperVsMeasured")]
pub fn pruned_int8_paper_vs_measured() -> Result<SpeedupComposition, InputError> {
    let pruned_share = 0.5;
    let quantization = width::of(Precision::Fp32) / width::of(Precision::Int8);
    SpeedupComposition::builder()
        .factors(
            [
                ("pruning", 1.0 / (1.0 - pruned_share)),
                ("quantization", quantization.value),
            ]
            .into_iter()
            .collect(),
        )
        .measured(1.5)
        .build()
}
