use super::SELECTION;
use mlsysim_core::units::{days, usd};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// Active learning in rounds from an initial label set, each round paying to score the pool,
/// against random labeling that needs more labels at the same price.
#[scenario(
    family = SELECTION,
    assumption = "Both paths reach the same quality; the label counts are stated, not computed.",
    excludes = "The calendar time of the rounds (`label_turnaround` is context).",
    derivation = "Unit prices times counts, and a return on the active path's cost.",
    example = r#"
// Ten rounds of 100 labels against 5,000 random ones
use mlsysim_data::selection::active_learning_ten_rounds;

let s = active_learning_ten_rounds()?;
assert_eq!(s.active_labels()?, 2000);
assert!(s.roi()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ActiveLearningRounds {
    /// Price of one label.
    #[input(non_negative, unit = USD)]
    pub label_price: Usd,
    /// Labels before the first round.
    #[input(range = 0..)]
    pub initial_labels: i64,
    /// Labels each round adds.
    #[input(range = 0..)]
    pub labels_per_round: i64,
    /// Rounds of active learning.
    #[input(range = 0..)]
    pub rounds: i64,
    /// Cost of scoring the pool once.
    #[input(non_negative, unit = USD)]
    pub round_scoring_cost: Usd,
    /// Labels random sampling needs for the same quality.
    #[input(range = 0..)]
    pub random_labels: i64,
    /// Time each round waits for its labels (context).
    #[input(non_negative, unit = DAY)]
    pub label_turnaround: Option<Time>,

    /// Labels active learning ends with.
    #[property(initial_labels + rounds * labels_per_round)]
    pub active_labels: i64,
    /// Labels of random sampling.
    #[property(random_labels * label_price, unit = USD)]
    pub random_cost: Usd,
    /// Labels of active learning.
    #[property(active_labels * label_price, unit = USD)]
    pub active_label_cost: Usd,
    /// Scoring of every round.
    #[property(rounds * round_scoring_cost, unit = USD)]
    pub scoring_cost: Usd,
    /// Active learning's whole cost.
    #[property(active_label_cost + scoring_cost, unit = USD)]
    pub active_cost: Usd,
    /// What active learning saves over its own cost.
    #[property((random_cost - active_cost) / active_cost)]
    pub roi: f64,
}

/// Active learning from 1,000 labels in ten rounds of 100 at $10 a label and $50 of scoring a
/// round, against 5,000 random labels; labels come back in 14 days a round.
#[preset(name = "ActiveLearningTenRounds")]
pub fn active_learning_ten_rounds() -> Result<ActiveLearningRounds, InputError> {
    ActiveLearningRounds::builder()
        .label_price(usd(10.0))
        .initial_labels(1000)
        .labels_per_round(100)
        .rounds(10)
        .round_scoring_cost(usd(50.0))
        .random_labels(5000)
        .label_turnaround(days(14.0))
        .build()
}
