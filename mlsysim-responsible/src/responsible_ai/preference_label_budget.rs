use super::RESPONSIBLE_AI;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// What human preference labels for a reward model cost, from the fewest comparisons at the
/// lowest price to the most at the highest.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "Every comparison costs the same within a budget; the ends pair the low count with the low price and the high with the high.",
    excludes = "Review, disagreement and relabeling, and the labelers' recruitment.",
    derivation = "A count times a unit price.",
    rule(comparisons_low <= comparisons_high, "`comparisons_low` is at most `comparisons_high`"),
    rule(price_low <= price_high, "`price_low` is at most `price_high`"),
    example = r#"
// $25,000 to $2.5M: a hundredfold spread
use mlsysim_responsible::responsible_ai::reward_model_label_budget;

let s = reward_model_label_budget()?;
assert!((s.spread()? - 100.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PreferenceLabelBudget {
    /// Fewest comparisons labeled.
    #[input(non_negative)]
    pub comparisons_low: f64,
    /// Most comparisons labeled.
    #[input(non_negative)]
    pub comparisons_high: f64,
    /// Lowest price of one comparison.
    #[input(non_negative, unit = USD)]
    pub price_low: Usd,
    /// Highest price of one comparison.
    #[input(non_negative, unit = USD)]
    pub price_high: Usd,

    /// The smallest budget.
    #[property(comparisons_low * price_low, unit = USD)]
    pub budget_low: Usd,
    /// The largest budget.
    #[property(comparisons_high * price_high, unit = USD)]
    pub budget_high: Usd,
    /// The largest budget over the smallest.
    #[property(budget_high / budget_low)]
    pub spread: f64,
}

/// Preference labels for a reward model: 50,000 to 500,000 comparisons at $0.50 to $5 each.
#[preset(name = "RewardModelLabelBudget")]
pub fn reward_model_label_budget() -> Result<PreferenceLabelBudget, InputError> {
    PreferenceLabelBudget::builder()
        .comparisons_low(50_000.0)
        .comparisons_high(500_000.0)
        .price_low(usd(0.50))
        .price_high(usd(5.00))
        .build()
}
