use super::ECONOMICS;
use mlsysim_core::units::USD_PER_MONTH;
use mlsysim_core::{InputError, MoneyRate, Named, preset, scenario};

/// A monthly lifecycle budget in a few terms (training, inference, data, iteration), each
/// counted once: its total, each term's share, the largest term, and each term against another
/// budget's.
///
/// The reference compares two budgets with a method taking the other scenario,
/// `ratios_to(other)`; here the other budget's terms are the optional input `compared`, and the
/// comparison is the property `ratios`. The reference files this class under its section
/// "Neural computation: dense networks, activations, losses, and number formats".
#[scenario(
    family = ECONOMICS,
    assumption = "The terms do not overlap: each cost is counted in one term only.",
    excludes = "Costs outside the four terms (facilities, compliance).",
    derivation = "Shares of a sum, and term-by-term ratios of two budgets.",
    rule(!monthly.is_empty(), "`monthly` names at least one term"),
    rule(
        all!(t in monthly, any!(k in compared, k == t)),
        "`compared` has every term of `monthly`"
    ),
    example = r#"
// Inference dominates a 50-model company's budget
use mlsysim_scenarios::economics::fifty_model_company_tco;

let s = fifty_model_company_tco()?;
assert_eq!(s.dominant()?, "inference");
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct LifecycleTco {
    /// Each term's cost a month.
    #[input(non_negative, unit = USD_PER_MONTH)]
    pub monthly: Named<MoneyRate>,
    /// Another budget's terms, to compare with.
    #[input(unit = USD_PER_MONTH)]
    pub compared: Option<Named<MoneyRate>>,

    /// The whole budget a month.
    #[property(sum!(t in monthly, monthly[t]), unit = USD_PER_MONTH)]
    pub total: MoneyRate,
    /// Each term's share of the total.
    #[property(each!(t in monthly, monthly[t] / total))]
    pub shares: Named<f64>,
    /// The largest term (the first listed, on a tie).
    #[property(argmax!(t in monthly, monthly[t]))]
    pub dominant: String,
    /// Each term, and the total, over the compared budget's.
    #[property(
        {
            let mut ratios = Vec::new();
            let mut other_total = usd(0.0) / hours(1.0);
            for &term in compared.values() {
                other_total += term;
            }
            for (term, &cost) in monthly.iter() {
                ratios.push((term.to_string(), (cost / compared[term]).value));
            }
            ratios.push(("total".to_string(), (total / other_total).value));
            ratios.into_iter().collect::<Named<f64>>()
        }
    )]
    pub ratios: Named<f64>,
}

fn budget(terms: [f64; 4]) -> Named<MoneyRate> {
    Named::from_iter(
        ["training", "inference", "data", "iteration"]
            .into_iter()
            .zip(terms.map(|usd| USD_PER_MONTH.of(usd))),
    )
}

/// The constructed monthly budget of a company with 50 production models, inference its largest
/// term; compared with the one-model startup's budget (StartupOneModelTco).
#[preset(name = "FiftyModelCompanyTco")]
pub fn fifty_model_company_tco() -> Result<LifecycleTco, InputError> {
    LifecycleTco::builder()
        .monthly(budget([150_000.0, 400_000.0, 80_000.0, 350_000.0]))
        .compared(startup_one_model_tco()?.monthly)
        .build()
}

/// The constructed monthly budget of a one-model startup: engineers iterating dominate.
#[preset(name = "StartupOneModelTco")]
pub fn startup_one_model_tco() -> Result<LifecycleTco, InputError> {
    LifecycleTco::builder()
        .monthly(budget([5_000.0, 2_000.0, 500.0, 40_000.0]))
        .build()
}
