use super::ECONOMICS;
use mlsysim_core::{InputError, preset, scenario};

/// Assumed shapes of the operational load a portfolio of N models puts on one team (alerts
/// growing as N, deployments as N ln N, pairwise conflicts as N²) against what the team can
/// absorb.
///
/// The shapes are a sketch, not measurements. The reference files this class under its
/// section "Neural computation: dense networks, activations, losses, and number formats".
#[scenario(
    family = ECONOMICS,
    assumption = "Every model adds the same alerts; N models form about N²/2 pairs that can conflict.",
    assumption = "A portfolio that never reaches the capacity up to `max_models` has no crossing: an error here, where the reference answers 1.",
    excludes = "Automation that flattens any of the three shapes.",
    derivation = "The sum of the three assumed growth laws, scanned over portfolio sizes.",
    example = r#"
// The load crosses the team's capacity at 51 models
use mlsysim_scenarios::economics::operational_load_sketch;

let s = operational_load_sketch()?;
assert_eq!(s.crossing_models()?, 51);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct OperationalLoad {
    /// Alert units each model adds.
    #[input(non_negative)]
    pub alerts_per_model: f64,
    /// Conflict load per model squared (about ½ for pairwise conflicts).
    #[input(non_negative)]
    pub conflict_coefficient: f64,
    /// Load one team can absorb.
    #[input(non_negative)]
    pub team_capacity: f64,
    /// Largest portfolio considered.
    #[input(range = 1..=100_000)]
    pub max_models: u32,

    /// Portfolio sizes considered: 1 to `max_models`.
    #[property(each!(n in 1..=max_models, n))]
    pub model_counts: Vec<u32>,
    /// The least portfolio whose load reaches the team's capacity.
    #[property(first!(n in model_counts, total(n)? >= team_capacity))]
    pub crossing_models: i64,
    /// Alert load of `n` models.
    #[method(alerts_per_model * n, samples(n = [1, crossing_models, max_models]), args(n(range = 1..)))]
    pub alerts: fn(n: u32) -> f64,
    /// Deployment load of `n` models: n ln n.
    #[method(n * ln(f64::from(n))?, samples(n = [1, crossing_models, max_models]), args(n(range = 1..)))]
    pub deployments: fn(n: u32) -> f64,
    /// Conflict load of `n` models: c n².
    #[method(conflict_coefficient * (n * n), samples(n = [1, crossing_models, max_models]), args(n(range = 1..)))]
    pub conflicts: fn(n: u32) -> f64,
    /// The whole load of `n` models.
    #[method(alerts(n)? + deployments(n)? + conflicts(n)?, samples(n = [1, crossing_models, max_models]), args(n(range = 1..)))]
    pub total: fn(n: u32) -> f64,
}

/// Twenty alert units per model, conflicts at N²/2, a team that absorbs 2,500 units, and
/// portfolios up to 500 models.
#[preset(name = "OperationalLoadSketch")]
pub fn operational_load_sketch() -> Result<OperationalLoad, InputError> {
    OperationalLoad::builder()
        .alerts_per_model(20.0)
        .conflict_coefficient(0.5)
        .team_capacity(2500.0)
        .max_models(500)
        .build()
}
