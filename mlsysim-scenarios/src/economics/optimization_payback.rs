use super::{ECONOMICS, fifty_model_company_tco};
use mlsysim_core::equation::lookup;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, MoneyRate, Time, Usd, preset, scenario};

/// An optimization that costs something once and cuts a monthly bill by a share: the monthly
/// saving, and the time it takes to pay back.
///
/// The reference files this class under its section "Neural computation: dense networks,
/// activations, losses, and number formats".
#[scenario(
    family = ECONOMICS,
    assumption = "The bill stays the same month after month, and the saving starts at once.",
    excludes = "Discounting, and the cost of keeping the optimization working.",
    derivation = "Simple payback: a one-time cost over a steady saving.",
    example = r#"
// INT8 serving pays back in half a month
use mlsysim_scenarios::economics::int8_inference_payback;

let s = int8_inference_payback()?;
assert!((s.payback()?.value / 2_629_800.0 - 0.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct OptimizationPayback {
    /// What the optimization costs to build and validate.
    #[input(non_negative, unit = USD)]
    pub implementation_cost: Usd,
    /// The bill it cuts, a month.
    #[input(non_negative, unit = USD_PER_MONTH)]
    pub monthly_bill: MoneyRate,
    /// Share of the bill it cuts.
    #[input(range = 0.0..=1.0)]
    pub reduction: f64,

    /// What it saves a month.
    #[property(monthly_bill * reduction, unit = USD_PER_MONTH)]
    pub monthly_savings: MoneyRate,
    /// Time until the savings repay the cost.
    #[property(implementation_cost / monthly_savings, unit = MONTH)]
    pub payback: Time,
}

/// The 50-model company's monthly bill for `term` (FiftyModelCompanyTco).
fn company_bill(term: &str) -> Result<MoneyRate, InputError> {
    let monthly = fifty_model_company_tco()?.monthly;
    lookup(&monthly, term)
        .copied()
        .map_err(|e| InputError::Invalid {
            input: "monthly_bill",
            reason: e.to_string().into(),
        })
}

/// INT8 quantization, $80K to implement and validate, cutting the 50-model company's $400K
/// monthly inference bill by 40%.
#[preset(name = "Int8InferencePayback")]
pub fn int8_inference_payback() -> Result<OptimizationPayback, InputError> {
    OptimizationPayback::builder()
        .implementation_cost(usd(80_000.0))
        .monthly_bill(company_bill("inference")?)
        .reduction(0.40)
        .build()
}

/// A training optimization of the same cost cutting the company's $150K monthly training bill
/// by 30%.
#[preset(name = "TrainingOptimizationPayback")]
pub fn training_optimization_payback() -> Result<OptimizationPayback, InputError> {
    int8_inference_payback()?
        .variant()
        .monthly_bill(company_bill("training")?)
        .reduction(0.30)
        .build()
}
