use super::SELECTION;
use mlsysim_core::registry::Literature::Chinchilla;
use mlsysim_core::{InputError, preset, scenario};

/// How much a compute-optimal allocation (parameters or tokens) grows when the compute budget
/// grows, for an allocation that scales as a power of compute.
#[scenario(
    family = SELECTION,
    assumption = "The allocation follows X_opt ∝ C^exponent over the range of budgets.",
    excludes = "The constant of the power law, which cancels in a ratio.",
    derivation = "Hoffmann et al. (2022): compute-optimal parameters and tokens each grow about as the square root of compute.",
    example = r#"
// Doubling compute grows the optimal tokens by 41%
use mlsysim_data::selection::chinchilla_compute_doubling;

let s = chinchilla_compute_doubling()?;
assert!((s.growth()? - (2f64.sqrt() - 1.0)).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AllocationGrowth {
    /// Factor by which compute grows.
    #[input(positive)]
    pub compute_multiple: f64,
    /// Exponent of the allocation's power law in compute.
    pub exponent: f64,

    /// Fractional growth of the allocation.
    #[property(allocation_growth(compute_multiple, exponent)?)]
    pub growth: f64,
}

/// Compute-optimal tokens when the budget doubles, at Chinchilla approach 1's exponent of 0.5.
#[preset(name = "ChinchillaComputeDoubling")]
pub fn chinchilla_compute_doubling() -> Result<AllocationGrowth, InputError> {
    AllocationGrowth::builder()
        .compute_multiple(2.0)
        .exponent(Chinchilla::Approach1TokensExponent.value)
        .build()
}
