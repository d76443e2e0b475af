use super::SECURITY;
use mlsysim_core::{InputError, preset, scenario};

/// A continuous feature fitted as a normal law at reference and now: the Kullback-Leibler
/// divergence of the reference fit from the current one, its terms, and whether it reaches the
/// service's threshold.
#[scenario(
    family = SECURITY,
    assumption = "Both the reference and the current values are normally distributed (here, log-dollars).",
    excludes = "Drift in the tails that a normal fit does not see.",
    derivation = "The closed form of the Kullback-Leibler divergence between two normal laws.",
    example = r#"
// Transaction amounts drift past the investigate threshold
use mlsysim_fleet::security::fraud_amount_drift;

assert!(fraud_amount_drift()?.triggers()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct GaussianDrift {
    /// Mean of the reference fit.
    pub reference_mean: f64,
    /// Standard deviation of the reference fit.
    #[input(positive)]
    pub reference_sd: f64,
    /// Mean of the current fit.
    pub current_mean: f64,
    /// Standard deviation of the current fit.
    #[input(positive)]
    pub current_sd: f64,
    /// The divergence at which the service investigates.
    #[input(non_negative)]
    pub kl_trigger: Option<f64>,

    /// Whether the divergence reaches the threshold.
    #[property(kl >= kl_trigger)]
    pub triggers: bool,
    /// The closed form's terms: the log term, the ratio's numerator and its denominator.
    #[property(gaussian_kl_terms(reference_mean, reference_sd, current_mean, current_sd)?)]
    pub kl_terms: Vec<f64>,
    /// The log term, ln(σ_Q/σ_P).
    #[property(kl_terms[0])]
    pub kl_log_term: f64,
    /// The ratio term, (σ_P² + (μ_P − μ_Q)²) ÷ (2σ_Q²).
    #[property(kl_terms[1] / kl_terms[2])]
    pub kl_ratio_term: f64,
    /// The divergence of the reference fit from the current fit, in nats.
    #[property(gaussian_kl(reference_mean, reference_sd, current_mean, current_sd)?)]
    pub kl: f64,
}

/// The transaction amounts of a fraud model, log-dollars fitted as normals: 4.2 ± 1.1 at
/// reference, 4.5 ± 1.3 now; the service investigates at 0.05.
#[preset(name = "FraudAmountDrift")]
pub fn fraud_amount_drift() -> Result<GaussianDrift, InputError> {
    GaussianDrift::builder()
        .reference_mean(4.2)
        .reference_sd(1.1)
        .current_mean(4.5)
        .current_sd(1.3)
        .kl_trigger(0.05)
        .build()
}
