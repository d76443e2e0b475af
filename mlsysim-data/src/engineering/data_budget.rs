use super::ENGINEERING;
use crate::engineering::keyword_spotter_targets;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Named, Usd, preset, scenario};

/// A data budget split into shares by category, the labeling share buying labels at a price
/// plus a surcharge for quality review.
#[scenario(
    family = ENGINEERING,
    assumption = "Every label costs the same, and review adds a fixed share to each.",
    rule(shares.get(&labeling_category).is_some(), "`labeling_category` is one of the categories of `shares`"),
    excludes = "Relabeling after review rejects a label.",
    derivation = "A budget divided by a unit price.",
    example = r#"
// 750,000 labels from a $150K budget
use mlsysim_data::engineering::keyword_spotter_data_budget;

let s = keyword_spotter_data_budget()?;
assert!((s.labels()? - 750_000.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DataBudget {
    /// The whole budget.
    #[input(non_negative, unit = USD)]
    pub total: Usd,
    /// Share of the budget by category.
    #[input(range = 0.0..=1.0)]
    pub shares: Named<f64>,
    /// Price of one label.
    #[input(positive, unit = USD)]
    pub label_price: Usd,
    /// Review surcharge as a share of the label price.
    #[input(non_negative)]
    pub review_overhead: f64,
    /// The category that buys labels.
    #[input(default = "labeling")]
    pub labeling_category: String,

    /// What `category` receives.
    #[method(total * shares[category], unit = USD, samples(category = shares))]
    pub allocation: fn(category: String) -> Usd,
    /// One label with its review.
    #[property(label_price * (1.0 + review_overhead), unit = USD)]
    pub effective_label_cost: Usd,
    /// Labels the labeling allocation buys.
    #[property(allocation(labeling_category.clone())? / effective_label_cost)]
    pub labels: f64,
}

/// The keyword spotter's $150K data budget: 60% for crowdsourced recordings and labels at
/// $0.10 each plus 20% review, 25% for storage and processing, 15% for governance.
#[preset(name = "KeywordSpotterDataBudget")]
pub fn keyword_spotter_data_budget() -> Result<DataBudget, InputError> {
    DataBudget::builder()
        .total(keyword_spotter_targets()?.data_budget)
        .shares(Named::from_iter([
            ("labeling", 0.6),
            ("storage and processing", 0.25),
            ("governance", 0.15),
        ]))
        .label_price(usd(0.1))
        .review_overhead(0.2)
        .build()
}
