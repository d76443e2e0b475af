use super::DELIVERY;
use crate::derived;
use mlsysim_core::registry::Ops;
use mlsysim_core::{InputError, preset, scenario};

/// A two-sample Kolmogorov-Smirnov drift test of a feature's training values against recent
/// ones: the critical distance at these sample sizes, and whether an observed distance flags.
///
/// The coefficient sets the significance level (about 1.36 at 0.05); the critical distance is
/// the coefficient times a factor that shrinks as either sample grows. A release policy may act
/// only above its own gate, compared here with the critical distance.
#[scenario(
    family = DELIVERY,
    assumption = "The large-sample approximation of the Kolmogorov-Smirnov distribution holds at these sizes.",
    assumption = "The coefficient is taken as given; `significance` records the level it was computed for.",
    excludes = "Corrections for ties and for testing many features at once (give the corrected level's coefficient).",
    derivation = "Smirnov's asymptotic two-sample distribution.",
    example = r#"
// 1,000 against 1,000 clips
use mlsysim_data::delivery::loudness_drift_ks_1000;

let s = loudness_drift_ks_1000()?;
assert!(s.flags()?);
assert!(!s.flags_statistic(0.05)?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct KsDrift {
    /// Kolmogorov-Smirnov coefficient c(α) of the chosen level.
    #[input(positive)]
    pub coefficient: f64,
    /// Training values compared.
    #[input(range = 1..)]
    pub n_reference: i64,
    /// Recent values compared.
    #[input(range = 1..)]
    pub n_current: i64,
    /// The largest gap observed between the two empirical distribution functions.
    #[input(range = 0.0..=1.0)]
    pub observed_statistic: Option<f64>,
    /// The level the coefficient was computed for, when it is not the registry's 0.05.
    #[input(positive, range = 0.0..1.0)]
    pub significance: Option<f64>,
    /// The distance above which a release policy acts.
    #[input(range = 0.0..=1.0)]
    pub alert_gate: Option<f64>,

    /// The policy gate over the critical distance.
    #[property(alert_gate / critical_value)]
    pub gate_over_critical: f64,
    /// The sample-size factor sqrt((n₀ + nₜ) ÷ (n₀ nₜ)) that the coefficient multiplies.
    #[property(critical_value / coefficient)]
    pub scale: f64,
    /// The critical distance at these sample sizes.
    #[property(ks_critical_value(coefficient, n_reference, n_current)?)]
    pub critical_value: f64,
    /// Whether the observed distance exceeds the critical one.
    #[property(observed_statistic > critical_value)]
    pub flags: bool,
    /// Whether a distance of `statistic` would exceed the critical one.
    #[method(statistic > critical_value, samples(statistic = [0.05, 0.1]), args(statistic(range = 0.0..=1.0)))]
    pub flags_statistic: fn(statistic: f64) -> bool,
}

/// Transaction amounts of a fraud model, 10,000 training against 10,000 recent values, at the
/// Bonferroni-corrected level 0.01, with an observed gap of 0.089.
#[preset(name = "FraudAmountKs")]
pub fn fraud_amount_ks() -> Result<KsDrift, InputError> {
    KsDrift::builder()
        .coefficient(derived(
            "coefficient",
            mlsysim_core::laws::ks_coefficient(0.01),
        )?)
        .significance(0.01)
        .n_reference(10_000)
        .n_current(10_000)
        .observed_statistic(0.089)
        .build()
}

/// Clip loudness of a keyword spotter after a quieter microphone reaches part of the fleet:
/// 1,000 training against 1,000 recent clips at the monitoring coefficient of the 0.05 level,
/// with an observed gap of 0.08.
#[preset(name = "LoudnessDriftKs1000")]
pub fn loudness_drift_ks_1000() -> Result<KsDrift, InputError> {
    KsDrift::builder()
        .coefficient(Ops::Monitoring::KsTestCoefficient.value)
        .n_reference(1000)
        .n_current(1000)
        .observed_statistic(0.08)
        .build()
}
