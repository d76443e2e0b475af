use super::FAIRNESS;
use mlsysim_core::{InputError, preset, scenario};

/// A ranking service's daily impressions, how little of its catalog one user sees, and the
/// impressions a randomized exploration slice serves.
#[scenario(
    family = FAIRNESS,
    assumption = "Every user fills every slot each day, and one user sees no item twice.",
    excludes = "Which items exploration reaches: the slice's impressions, not the items they cover.",
    derivation = "Counts of a day's slots.",
    rule(slots_per_user <= catalog_items, "`slots_per_user` is at most `catalog_items`: one user sees no item twice"),
    example = r#"
// 200 million impressions a day, 2 million of them exploration
use mlsysim_responsible::fairness::recommender_exploration_exposure;

let s = recommender_exploration_exposure()?;
assert_eq!(s.impressions()?, 200_000_000);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ExplorationExposure {
    /// Users a day.
    #[input(range = 0..)]
    pub daily_users: i64,
    /// Items shown to one user a day.
    #[input(range = 0..)]
    pub slots_per_user: i64,
    /// Items in the catalog.
    #[input(range = 1..)]
    pub catalog_items: i64,
    /// Share of slots served by randomized exploration.
    #[input(range = 0.0..=1.0)]
    pub explore_share: f64,

    /// Items shown in a day.
    #[property(daily_users * slots_per_user)]
    pub impressions: i64,
    /// Share of the catalog one user sees in a day.
    #[property(slots_per_user / catalog_items)]
    pub catalog_coverage: f64,
    /// Impressions served by exploration in a day.
    #[property(impressions * explore_share)]
    pub explore_impressions: f64,
}

/// A ranking service with 10 million daily users shown 20 items each from a catalog of 1
/// million, with 1% of slots served by randomized exploration.
#[preset(name = "RecommenderExplorationExposure")]
pub fn recommender_exploration_exposure() -> Result<ExplorationExposure, InputError> {
    ExplorationExposure::builder()
        .daily_users(10_000_000)
        .slots_per_user(20)
        .catalog_items(1_000_000)
        .explore_share(0.01)
        .build()
}
