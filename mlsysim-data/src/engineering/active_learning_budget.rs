use super::ENGINEERING;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// Active learning against a fixed label budget when scoring the pool is paid from the same
/// budget.
///
/// Scoring every example of the pool with a hosted model can cost more than the labels active
/// learning saves; spending a share of the budget on scoring a narrowed candidate pool leaves
/// the rest for labels.
#[scenario(
    family = ENGINEERING,
    assumption = "Every label and every score costs the same.",
    rule(active_labels_low <= active_labels_high, "`active_labels_low` is at most `active_labels_high`"),
    excludes = "The accuracy reached, which the inputs state rather than compute.",
    derivation = "Unit prices times counts.",
    example = r#"
// Scoring the whole pool costs more than the whole budget
use mlsysim_data::engineering::active_learning_ten_million_pool;

let s = active_learning_ten_million_pool()?;
assert!(s.full_pool_scoring_cost()? > s.label_budget);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ActiveLearningBudget {
    /// Unlabeled examples in the pool.
    #[input(non_negative)]
    pub pool: f64,
    /// The budget for scoring and labels.
    #[input(non_negative, unit = USD)]
    pub label_budget: Usd,
    /// Price of one label.
    #[input(positive, unit = USD)]
    pub label_price: Usd,
    /// Price of scoring one example.
    #[input(positive, unit = USD)]
    pub scoring_price: Usd,
    /// Labels random sampling needs to reach the target.
    #[input(non_negative)]
    pub random_labels_needed: f64,
    /// Labels active learning needs, low.
    #[input(non_negative)]
    pub active_labels_low: f64,
    /// Labels active learning needs, high.
    #[input(non_negative)]
    pub active_labels_high: f64,
    /// Share of the budget spent on scoring.
    #[input(range = 0.0..=1.0)]
    pub compute_share: f64,
    /// Accuracy before.
    #[input(range = 0.0..=1.0)]
    pub baseline_accuracy: f64,
    /// Accuracy targeted.
    #[input(range = 0.0..=1.0)]
    pub target_accuracy: f64,

    /// Labels for random sampling.
    #[property(random_labels_needed * label_price, unit = USD)]
    pub random_label_cost: Usd,
    /// Labels for active learning, low.
    #[property(active_labels_low * label_price, unit = USD)]
    pub active_label_cost_low: Usd,
    /// Labels for active learning, high.
    #[property(active_labels_high * label_price, unit = USD)]
    pub active_label_cost_high: Usd,
    /// Scoring the whole pool.
    #[property(pool * scoring_price, unit = USD)]
    pub full_pool_scoring_cost: Usd,
    /// Active learning with the whole pool scored, low.
    #[property(full_pool_scoring_cost + active_label_cost_low, unit = USD)]
    pub active_total_low: Usd,
    /// Active learning with the whole pool scored, high.
    #[property(full_pool_scoring_cost + active_label_cost_high, unit = USD)]
    pub active_total_high: Usd,
    /// The budget's share for scoring.
    #[property(label_budget * compute_share, unit = USD)]
    pub compute_budget: Usd,
    /// Candidates the scoring budget scores.
    #[property(compute_budget / scoring_price)]
    pub candidate_pool: f64,
    /// Labels the rest of the budget buys.
    #[property((label_budget - compute_budget) / label_price)]
    pub affordable_labels: f64,
}

/// Active learning over a 10M-image pool on a $50K budget: hosted-model scoring at $0.01 an
/// image, labels at $0.50, 1M random labels or 100K to 200K hard ones from 85% to 95%
/// accuracy, a tenth of the budget for scoring.
#[preset(name = "ActiveLearningTenMillionPool")]
pub fn active_learning_ten_million_pool() -> Result<ActiveLearningBudget, InputError> {
    ActiveLearningBudget::builder()
        .pool(10_000_000.0)
        .label_budget(usd(50_000.0))
        .label_price(usd(0.5))
        .scoring_price(usd(0.01))
        .random_labels_needed(1_000_000.0)
        .active_labels_low(100_000.0)
        .active_labels_high(200_000.0)
        .compute_share(0.1)
        .baseline_accuracy(0.85)
        .target_accuracy(0.95)
        .build()
}
