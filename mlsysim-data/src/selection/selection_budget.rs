use super::SELECTION;
use mlsysim_core::units::hours;
use mlsysim_core::{InputError, Time, preset, scenario};

/// The selection inequality: selecting a subset pays only when selection plus training on the
/// subset takes less than training on everything.
#[scenario(
    family = SELECTION,
    assumption = "The subset reaches the same quality as the full run.",
    excludes = "Reuse of one selection across several runs, which divides its cost.",
    derivation = "Compare the two paths' wall-clock times.",
    example = r#"
// Ten hours of selection for a two-hour subset never pays against eight hours
use mlsysim_data::selection::{expensive_selection_pitfall, proxy_selection_pitfall};

assert!(!expensive_selection_pitfall()?.pays()?);
assert!(proxy_selection_pitfall()?.pays()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SelectionBudget {
    /// Time selection takes.
    #[input(non_negative, unit = HOUR)]
    pub selection_time: Time,
    /// Time training on the subset takes.
    #[input(positive, unit = HOUR)]
    pub subset_time: Time,
    /// Time training on everything takes.
    #[input(positive, unit = HOUR)]
    pub full_time: Time,
    /// Examples selected from (context).
    #[input(non_negative)]
    pub pool: Option<f64>,
    /// Examples kept (context).
    #[input(non_negative)]
    pub kept: Option<f64>,

    /// Selection plus subset training.
    #[property(selection_time + subset_time, unit = HOUR)]
    pub total_time: Time,
    /// Time selection saves (negative when it costs).
    #[property(full_time - total_time, unit = HOUR)]
    pub net_saving: Time,
    /// Whether selection saves time.
    #[property(total_time < full_time)]
    pub pays: bool,
    /// Longest selection that still saves time.
    #[property(full_time - subset_time, unit = HOUR)]
    pub breakeven_selection: Time,
    /// Selection time over subset training time.
    #[property(selection_time / subset_time)]
    pub overhead_ratio: f64,
    /// Selection time over full training time.
    #[property(selection_time / full_time)]
    pub selection_share: f64,
}

/// Ten hours of selection for a subset that trains in two, against an eight-hour full run.
#[preset(name = "ExpensiveSelectionPitfall")]
pub fn expensive_selection_pitfall() -> Result<SelectionBudget, InputError> {
    SelectionBudget::builder()
        .selection_time(hours(10.0))
        .subset_time(hours(2.0))
        .full_time(hours(8.0))
        .build()
}

/// Half an hour of proxy scoring against the same eight-hour run.
#[preset(name = "ProxySelectionPitfall")]
pub fn proxy_selection_pitfall() -> Result<SelectionBudget, InputError> {
    expensive_selection_pitfall()?
        .variant()
        .selection_time(hours(0.5))
        .build()
}
