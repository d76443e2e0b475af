use super::ECONOMICS;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::units::{HOUR, USD_PER_MONTH};
use mlsysim_core::{InputError, MoneyRate, Time, preset, scenario};

/// A shared ML platform that costs a sum a month and saves every model team engineering hours
/// a month: the gross benefit, the net benefit and their ratio to the cost.
///
/// The reference states the hours saved as hours per month; here they are the hours one team
/// saves in a month, `hours_saved`. The reference files this class under its section "Neural
/// computation: dense networks, activations, losses, and number formats".
#[scenario(
    family = ECONOMICS,
    assumption = "Every model team saves the same hours, priced at the loaded engineer rate.",
    excludes = "Migration onto the platform, and what the saved hours are spent on.",
    derivation = "Engineering time saved, priced, against the platform's running cost.",
    example = r#"
// A platform for 50 teams returns more than it costs
use mlsysim_scenarios::economics::shared_platform_benefit_50;

assert!(shared_platform_benefit_50()?.benefit_cost_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PlatformBenefit {
    /// Model teams on the platform.
    pub models: u32,
    /// Engineering hours one team saves in a month.
    #[input(non_negative, unit = HOUR)]
    pub hours_saved: Time,
    /// Loaded cost of an engineer-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub engineer_rate: MoneyRate,
    /// What the platform costs a month.
    #[input(positive, unit = USD_PER_MONTH)]
    pub platform_cost: MoneyRate,

    /// Engineering time saved a month, priced.
    #[property(models * hours_saved * engineer_rate / months(1.0), unit = USD_PER_MONTH)]
    pub gross_benefit: MoneyRate,
    /// The gross benefit less the platform's cost.
    #[property(gross_benefit - platform_cost, unit = USD_PER_MONTH)]
    pub net_benefit: MoneyRate,
    /// The gross benefit over the platform's cost.
    #[property(gross_benefit / platform_cost)]
    pub benefit_cost_ratio: f64,
}

/// A $120K-a-month platform serving 50 model teams, each saving 20 hours a month at the
/// registry's loaded ML-engineer rate.
#[preset(name = "SharedPlatformBenefit50")]
pub fn shared_platform_benefit_50() -> Result<PlatformBenefit, InputError> {
    PlatformBenefit::builder()
        .models(50)
        .hours_saved(HOUR.of(20.0))
        .engineer_rate(Pricing::Labor::MlEngineerLoadedHourly.value)
        .platform_cost(USD_PER_MONTH.of(120_000.0))
        .build()
}

/// The same platform serving 20 model teams.
#[preset(name = "SharedPlatformBenefit20")]
pub fn shared_platform_benefit_20() -> Result<PlatformBenefit, InputError> {
    shared_platform_benefit_50()?.variant().models(20).build()
}
