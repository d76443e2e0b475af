use super::FAIRNESS;
use mlsysim_core::{InputError, Named, preset, scenario};

/// A hypothetical frontier of accuracy against disparity, rising from a floor at zero
/// disparity towards floor + span, with named candidate models placed on it.
#[scenario(
    family = FAIRNESS,
    assumption = "The frontier is a sketch with a chosen shape, not fitted to models.",
    assumption = "`accuracy` takes one disparity at a time; the reference's also takes an array of them.",
    excludes = "Models inside the frontier: every candidate lies on it.",
    derivation = "An exponential approach to a ceiling, the usual picture of a fairness-accuracy trade-off.",
    rule(!candidates.is_empty(), "`candidates` names at least one model"),
    example = r#"
// Model A trades 0.18 of disparity for about 9.7 points over the floor
use mlsysim_responsible::fairness::fairness_accuracy_frontier_sketch;

let s = fairness_accuracy_frontier_sketch()?;
let a = s.point("A".into())?;
assert!((a[1] - 0.9472676277552707).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AccuracyFrontier {
    /// Accuracy at zero disparity.
    pub floor: f64,
    /// Accuracy gained as disparity grows without bound.
    pub span: f64,
    /// How fast the accuracy approaches its ceiling, per unit of disparity.
    #[input(non_negative)]
    pub rate: f64,
    /// Disparity of each candidate model, by name.
    #[input(non_negative)]
    pub candidates: Named<f64>,

    /// Accuracy on the frontier at `disparity`.
    #[method(floor + span * (1.0 - exp(-rate * disparity)?), samples(disparity = [0.0, 0.05, 0.18]))]
    pub accuracy: fn(disparity: f64) -> f64,
    /// A candidate's place on the frontier: [disparity, accuracy].
    #[method(vec![candidates[name], accuracy(candidates[name])?], samples(name = candidates))]
    pub point: fn(name: String) -> Vec<f64>,
    /// The disparity of `worse` over that of `better`.
    #[method(candidates[worse] / candidates[better], samples(worse = candidates, better = candidates))]
    pub disparity_ratio: fn(worse: String, better: String) -> f64,
}

/// A hypothetical fairness-accuracy frontier, accuracy = 0.85 + 0.10 (1 − exp(−20 x)), with
/// candidate A unconstrained at disparity 0.18, B at 0.05 and C at strict equality.
#[preset(name = "FairnessAccuracyFrontierSketch")]
pub fn fairness_accuracy_frontier_sketch() -> Result<AccuracyFrontier, InputError> {
    AccuracyFrontier::builder()
        .floor(0.85)
        .span(0.10)
        .rate(20.0)
        .candidates(Named::from_iter([("A", 0.18), ("B", 0.05), ("C", 0.0)]))
        .build()
}
