use super::RELEASE_AND_DRIFT;
use mlsysim_core::units::hours;
use mlsysim_core::{InputError, Ratio, Time, preset, scenario};

/// When automating a recurring manual task pays for the time spent building the automation.
///
/// Building takes a fixed effort once; afterwards the manual effort per week is saved, less
/// whatever upkeep the automation itself needs each week.
#[scenario(
    family = RELEASE_AND_DRIFT,
    assumption = "The manual effort and the upkeep are steady rates.",
    assumption = "Where upkeep is at least the manual effort the automation never pays back; this is an error naming both rates, where the reference fails without a message.",
    excludes = "The value of faster or more reliable runs beyond the hours saved.",
    derivation = "Savings accrue at manual_rate − upkeep_rate per week and repay build_time after build_time ÷ (manual_rate − upkeep_rate) weeks.",
    example = r#"
// When an 80-hour pipeline pays back
use mlsysim_scenarios::release_and_drift::retraining_pipeline_automation;

let s = retraining_pipeline_automation()?;
let weeks = s.breakeven()?.value / (7.0 * 86_400.0);
assert!((weeks - 20.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AutomationBreakeven {
    /// Effort to build the automation once.
    #[input(positive, unit = HOUR)]
    pub build_time: Time,
    /// Manual effort the automation replaces, in hours per week.
    #[input(positive, unit = HOURS_PER_WEEK)]
    pub manual_rate: Ratio,
    /// Effort the automation needs to keep running; none when absent.
    #[input(non_negative, unit = HOURS_PER_WEEK)]
    pub upkeep_rate: Option<Ratio>,

    /// Hours per week saved once the automation runs.
    #[property(
        if given(upkeep_rate) { manual_rate - upkeep_rate } else { manual_rate },
        unit = HOURS_PER_WEEK
    )]
    pub net_saving: Ratio,
    /// Time until the saved effort repays the build.
    #[property(
        {
            require(net_saving.value > 0.0, "the automation never pays back: its upkeep_rate is at least the manual_rate it saves")?;
            build_time / net_saving
        },
        unit = WEEK,
    )]
    pub breakeven: Time,
}

/// An 80-hour retraining pipeline replacing 4 hours of manual work a week, with no upkeep.
#[preset(name = "RetrainingPipelineAutomation")]
pub fn retraining_pipeline_automation() -> Result<AutomationBreakeven, InputError> {
    AutomationBreakeven::builder()
        .build_time(hours(80.0))
        .manual_rate(mlsysim_core::units::HOURS_PER_WEEK.of(4.0))
        .build()
}
