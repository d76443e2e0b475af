use super::SELECTION;
use mlsysim_core::units::{months, usd};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// A pool to label under a budget: random labeling spends the budget, active learning reaches
/// the same quality with fewer labels and leaves part of it unspent.
#[scenario(
    family = SELECTION,
    assumption = "Random labeling of the budget's worth and active learning reach the same quality.",
    excludes = "The cost of scoring the pool between rounds.",
    derivation = "Unit prices times counts.",
    example = r#"
// 50,000 active labels leave half the budget
use mlsysim_data::selection::medical_scan_active_learning;

let s = medical_scan_active_learning()?;
assert!((s.unspent_share()? - 0.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BudgetMatchedLabeling {
    /// Examples in the pool.
    #[input(non_negative)]
    pub pool: f64,
    /// Price of one label.
    #[input(positive, unit = USD)]
    pub label_price: Usd,
    /// The budget.
    #[input(positive, unit = USD)]
    pub budget: Usd,
    /// Labels active learning needs.
    #[input(non_negative)]
    pub active_labels: f64,
    /// Time allowed (context).
    #[input(positive, unit = MONTH)]
    pub deadline: Option<Time>,

    /// Labeling the whole pool.
    #[property(pool * label_price, unit = USD)]
    pub full_cost: Usd,
    /// Labels the budget buys at random.
    #[property(budget / label_price)]
    pub random_labels: f64,
    /// Active learning's labels.
    #[property(active_labels * label_price, unit = USD)]
    pub active_cost: Usd,
    /// Share of the budget active learning leaves.
    #[property((budget - active_cost) / budget)]
    pub unspent_share: f64,
    /// Random labels per active label.
    #[property(random_labels / active_labels)]
    pub label_ratio: f64,
    /// What active learning leaves of the budget.
    #[property(budget - active_cost, unit = USD)]
    pub saving: Usd,
    /// Labeling everything over the budget.
    #[property(full_cost / budget)]
    pub over_budget_ratio: f64,
}

/// A million medical scans at $5 a specialist label under a $500K budget and a one-month
/// deadline; active learning needs 50,000 labels.
#[preset(name = "MedicalScanActiveLearning")]
pub fn medical_scan_active_learning() -> Result<BudgetMatchedLabeling, InputError> {
    BudgetMatchedLabeling::builder()
        .pool(1_000_000.0)
        .label_price(usd(5.0))
        .budget(usd(500_000.0))
        .active_labels(50_000.0)
        .deadline(months(1.0))
        .build()
}
