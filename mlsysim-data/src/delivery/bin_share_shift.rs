use super::DELIVERY;
use mlsysim_core::{InputError, Named, preset, scenario};

/// A feature binned at its training quantiles: the training shares of each bin against the
/// recent shares, scored by the population stability index.
///
/// Each bin contributes (recent − training) × ln(recent ÷ training); the index is their sum,
/// zero when nothing moved. A bin may be named, so its term and shares can be read by name.
#[scenario(
    family = DELIVERY,
    assumption = "The shares of each list sum to one; the index floors every share at 1e-12, the terms do not.",
    rule(baseline_shares.len() == current_shares.len(), "`baseline_shares` and `current_shares` have the same number of bins"),
    rule(optional(bins).is_none_or(|names| names.len() == baseline_shares.len() && names.iter().collect::<std::collections::BTreeSet<_>>().len() == names.len()), "`bins` names every bin of `baseline_shares`, once each"),
    rule(!baseline_shares.is_empty(), "`baseline_shares` has at least one bin"),
    excludes = "The sampling noise of the shares: the index is read against fixed bands, not tested.",
    derivation = "The index is the symmetrized Kullback-Leibler divergence of the two binned distributions.",
    example = r#"
// The country mix of a fraud model moved
use mlsysim_data::delivery::fraud_country_psi;

let s = fraud_country_psi()?;
assert!(s.psi()? > 0.05);
assert!(s.term("Other".into())? > s.term("UK".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BinShareShift {
    /// Training share of each bin.
    #[input(positive, range = 0.0..=1.0)]
    pub baseline_shares: Vec<f64>,
    /// Recent share of each bin.
    #[input(positive, range = 0.0..=1.0)]
    pub current_shares: Vec<f64>,
    /// Names of the bins, in the order of the shares.
    pub bins: Option<Vec<String>>,

    /// The index's contribution of the bin called `name`.
    #[method(
        {
            let by_name = bins.iter().zip(terms.iter().copied()).collect::<Named<f64>>();
            by_name[name]
        },
        samples(name = bins),
    )]
    pub term: fn(name: String) -> f64,
    /// Training and recent share of the bin called `name`.
    #[method(
        {
            let positions = bins.iter().zip(0..).collect::<Named<i64>>();
            let i = positions[name];
            let baseline = baseline_shares[i];
            let current = current_shares[i];
            vec![baseline, current]
        },
        samples(name = bins),
    )]
    pub shares: fn(name: String) -> Vec<f64>,
    /// Each bin's contribution, unfloored.
    #[property(baseline_shares.iter().zip(&current_shares).map(|(&b, &c)| ln(c / b).map(|l| (c - b) * l)).collect::<Result<Vec<f64>, _>>()?)]
    pub terms: Vec<f64>,
    /// The population stability index, every share floored at 1e-12.
    #[property(population_stability_index(baseline_shares.clone(), current_shares.clone(), 1e-12)?)]
    pub psi: f64,
    /// Recent share over training share of bin `i` (counted from 0).
    #[method(current_shares[i] / baseline_shares[i], samples(i = 0..=4), args(i(range = 0..)))]
    pub ratio: fn(i: i64) -> f64,
}

/// User countries of a fraud model after six months in production: the Other bucket grows
/// from 10% to 18% of traffic.
#[preset(name = "FraudCountryPsi")]
pub fn fraud_country_psi() -> Result<BinShareShift, InputError> {
    BinShareShift::builder()
        .bins(names(&["USA", "UK", "Germany", "France", "Other"]))
        .baseline_shares(vec![0.45, 0.2, 0.15, 0.1, 0.1])
        .current_shares(vec![0.38, 0.18, 0.14, 0.12, 0.18])
        .build()
}

/// User ages of a ranking service as its audience ages: four of six bins move by 3 points and
/// two by 2 (illustrative).
#[preset(name = "RankingUserAgePsi")]
pub fn ranking_user_age_psi() -> Result<BinShareShift, InputError> {
    BinShareShift::builder()
        .bins(names(&["18-25", "26-35", "36-45", "46-55", "56-65", "66+"]))
        .baseline_shares(vec![0.15, 0.25, 0.2, 0.18, 0.12, 0.1])
        .current_shares(vec![0.12, 0.22, 0.18, 0.2, 0.15, 0.13])
        .build()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_string()).collect()
}
