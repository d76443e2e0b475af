use super::SCALING;
use crate::stated;
use mlsysim_core::registry::Literature::KaplanScalingLaws;
use mlsysim_core::registry::Tree;
use mlsysim_core::{InputError, preset, scenario};

/// A power-law term A·R^(−α) of a resource R: how far it falls when the resource grows, and
/// the resource multiple that halves it or lowers it by a given fraction.
///
/// Loss against compute, data or parameters follows such a law over the range it was fitted
/// on: every doubling of the resource multiplies the term by the same factor, 2^(−α), so a
/// small exponent makes each further cut of the loss cost a large multiple of the resource.
#[scenario(
    family = SCALING,
    assumption = "The law holds across the whole multiple: a fitted power law says nothing outside the range it was fitted on.",
    excludes = "The constant A and any irreducible floor the term falls toward.",
    derivation = "A·(m·R)^(−α) = m^(−α)·A·R^(−α); setting m^(−α) to 1/2, or to 1 − r, and solving for m gives the two multiples.",
    example = r#"
// Kaplan's compute exponent: a loss ten percent lower takes over eight times the compute
use mlsysim_training::scaling::kaplan_ten_percent_lower_loss;

let s = kaplan_ten_percent_lower_loss()?;
assert!(s.reduction_multiple()? > 8.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PowerLaw {
    /// The exponent α of the law.
    #[input(positive)]
    pub exponent: f64,
    /// A fractional reduction of the term, whose resource multiple `reduction_multiple` gives.
    #[input(range = 0.0..1.0)]
    pub loss_reduction: Option<f64>,
    /// A multiple of the resource, whose effect `multiple_factor` and `multiple_reduction` give.
    #[input(positive)]
    pub resource_multiple: Option<f64>,

    /// Factor the term falls to when the resource grows by `resource_multiple`.
    #[property(power_law_factor(resource_multiple, exponent)?)]
    pub multiple_factor: f64,
    /// Fraction by which the term falls when the resource grows by `resource_multiple`.
    #[property(1.0 - multiple_factor)]
    pub multiple_reduction: f64,
    /// Resource multiple that halves the term.
    #[property(mlsysim_core::laws::halving_multiple(exponent)?)]
    pub halving_multiple: f64,
    /// Resource multiple that lowers the term by `loss_reduction`.
    #[property(loss_reduction_compute_multiple(exponent, loss_reduction)?)]
    pub reduction_multiple: f64,
}

/// The exponent Kaplan et al. fitted on `axis` (compute, data or parameters).
fn kaplan_exponent(axis: &str) -> Result<f64, InputError> {
    let fit = match &KaplanScalingLaws::entries.value {
        Tree::List(fits) => fits
            .iter()
            .find(|fit| matches!(fit.get("axis"), Some(Tree::Text(a)) if *a == axis)),
        _ => None,
    };
    stated(
        fit.and_then(|f| f.get("alpha")).and_then(|a| a.number()),
        "exponent",
        &format!("Kaplan exponent on the {axis} axis"),
    )
}

/// The compute multiple a loss ten percent lower costs at Kaplan et al.'s compute exponent.
#[preset(name = "KaplanTenPercentLowerLoss")]
pub fn kaplan_ten_percent_lower_loss() -> Result<PowerLaw, InputError> {
    PowerLaw::builder()
        .exponent(kaplan_exponent("compute")?)
        .loss_reduction(0.10)
        .build()
}

/// How the loss falls when training compute doubles under Kaplan et al.'s compute law (valid
/// only over the range it was fitted on).
#[preset(name = "KaplanComputeDoubling")]
pub fn kaplan_compute_doubling() -> Result<PowerLaw, InputError> {
    kaplan_ten_percent_lower_loss()?
        .variant()
        .without_loss_reduction()
        .resource_multiple(2.0)
        .build()
}
