use super::RESPONSIBLE_AI;
use mlsysim_core::registry::ReferenceStats::TrainingCostAnchors as anchors;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// An illustrative plan for training with differential privacy at three privacy budgets, and
/// what the strongest costs.
///
/// Each budget ε stands for an accountant's result that is assumed, not computed. The
/// strongest budget is assumed to need `cost_multiplier` times the training of one run of
/// `base_cost`; the accuracy drops, the share of clipped gradients and the overhead at the
/// moderate budget are planning assumptions in percent, stated for the page.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "The budgets are assumed accountant results; nothing here computes ε from noise, sampling and steps.",
    assumption = "The accuracy drops, clipped share and moderate overhead are stated in percent; no member reads them.",
    excludes = "The privacy accountant itself, and the memory of per-example gradients (see PerExampleGradient).",
    derivation = "DP-SGD (Abadi et al. 2016): clipped per-example gradients with Gaussian noise.",
    rule(epsilon_strong <= epsilon_moderate && epsilon_moderate <= epsilon_weak, "`epsilon_strong` is at most `epsilon_moderate`, which is at most `epsilon_weak`"),
    example = r#"
// Privacy at ε = 1 triples a $4.6M run
use mlsysim_responsible::responsible_ai::gpt3_privacy_plan;

let s = gpt3_privacy_plan()?;
assert!((s.cost_strong()?.value - 13.8e6).abs() < 1e-3);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DpTrainingPlan {
    /// The strongest privacy budget ε.
    #[input(positive)]
    pub epsilon_strong: f64,
    /// The moderate privacy budget ε.
    #[input(positive)]
    pub epsilon_moderate: f64,
    /// The weakest privacy budget ε.
    #[input(positive)]
    pub epsilon_weak: f64,
    /// Cost of one training run without privacy.
    #[input(non_negative, unit = USD)]
    pub base_cost: Usd,
    /// Training the strongest budget needs, as a multiple of one run.
    #[input(positive)]
    pub cost_multiplier: f64,
    /// Accuracy given up at the strongest budget, in percent.
    #[input(range = 0.0..=100.0)]
    pub accuracy_drop_strong: f64,
    /// Accuracy given up at the moderate budget, in percent.
    #[input(range = 0.0..=100.0)]
    pub accuracy_drop_moderate: f64,
    /// Per-example gradients clipped, in percent.
    #[input(range = 0.0..=100.0)]
    pub clipped_share: f64,
    /// Training overhead at the moderate budget, in percent.
    #[input(non_negative)]
    pub overhead_moderate: f64,

    /// Cost of training at the strongest budget.
    #[property(base_cost * cost_multiplier, unit = USD)]
    pub cost_strong: Usd,
}

/// Differential privacy planned for GPT-3 at budgets ε = 1, 8 and 10 on the reference's GPT-3
/// training-cost estimate: ε = 1 needs three times the training and gives up 6 points, ε = 8
/// gives up 1 point at a 30% overhead, and 40% of per-example gradients are clipped.
#[preset(name = "Gpt3PrivacyPlan")]
pub fn gpt3_privacy_plan() -> Result<DpTrainingPlan, InputError> {
    DpTrainingPlan::builder()
        .epsilon_strong(1.0)
        .epsilon_moderate(8.0)
        .epsilon_weak(10.0)
        .base_cost(anchors::Gpt3CostEstimate.value)
        .cost_multiplier(3.0)
        .accuracy_drop_strong(6.0)
        .accuracy_drop_moderate(1.0)
        .clipped_share(40.0)
        .overhead_moderate(30.0)
        .build()
}
