use super::COLLECTIVES;
use mlsysim_core::{InputError, preset, scenario};

/// A compressor that sends each value rounded to a whole unit, applied to a sequence of
/// gradients with and without error feedback.
///
/// Without a residual every value below half a unit is lost. With error feedback the worker
/// adds the carried residual e_t to the gradient, sends the rounded v_t and keeps e_{t+1} = g_t
/// + e_t − v_t: what has been sent plus the last residual equals the true sum at every step.
#[scenario(
    family = COLLECTIVES,
    assumption = "The compressor rounds to the nearest whole unit, ties away from zero, after rounding to nine decimals.",
    excludes = "Sparsification and scaled quantizers: one rounding compressor only.",
    derivation = "Karimireddy et al. (2019), error feedback fixes SignSGD.",
    example = r#"
// Error feedback sends 2 units where rounding alone sends none
use mlsysim_cluster::collectives::error_feedback_five_steps;

let s = error_feedback_five_steps()?;
assert_eq!(s.total_sent()?, 2);
assert_eq!(s.naive_total_sent()?, 0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ErrorFeedback {
    /// The gradient at each step.
    pub gradients: Vec<f64>,

    /// The residual carried into each step, from 0 before the first to the one left after the
    /// last.
    #[property(
        equation = "e_0 = 0; e_{t+1} = g_t + e_t − nearest_unit(g_t + e_t)",
        body = {
        let mut errors = vec![0.0];
        for (t, &g) in gradients.iter().enumerate() {
            let corrected = g + errors[t];
            errors.push(corrected - nearest_unit(corrected)?);
        }
        errors
    },
    )]
    pub errors: Vec<f64>,
    /// Each gradient with the carried residual added.
    #[property(
        equation = "g_t + e_t, for each step",
        body = {
        let mut corrected = Vec::new();
        for (t, &g) in gradients.iter().enumerate() {
            corrected.push(g + errors[t]);
        }
        corrected
    },
    )]
    pub corrected: Vec<f64>,
    /// Whole units sent at each step.
    #[property(corrected.iter().map(|&c| nearest_unit(c)).collect::<Result<Vec<i64>, _>>()?)]
    pub sent: Vec<i64>,
    /// The true running sum of the gradients.
    #[property(
        equation = "Σ_{s ≤ t} g_s, for each step",
        body = {
        let mut acc = 0.0;
        let mut sums = Vec::new();
        for &g in &gradients {
            acc += g;
            sums.push(acc);
        }
        sums
    },
    )]
    pub cumulative_true: Vec<f64>,
    /// The running sum of what was sent.
    #[property(
        equation = "Σ_{s ≤ t} v_s, for each step",
        body = {
        let mut acc = 0_i64;
        let mut sums = Vec::new();
        for &v in &sent {
            acc += v;
            sums.push(acc);
        }
        sums
    },
    )]
    pub cumulative_sent: Vec<i64>,
    /// Units sent in all.
    #[property(total(&sent)?)]
    pub total_sent: i64,
    /// The residual left after the last step, to four decimals.
    #[property(
        equation = "the last residual, rounded to 4 decimals",
        body = format!("{:.4}", errors.last().copied().unwrap_or(0.0)).parse::<f64>().unwrap_or(0.0),
    )]
    pub final_error: f64,
    /// The true sum of the gradients.
    #[property(sum(gradients.iter().copied())?)]
    pub true_total: f64,
    /// Units sent in all without error feedback: each gradient rounded alone.
    #[property(total(&gradients.iter().map(|&g| nearest_unit(g)).collect::<Result<Vec<i64>, _>>()?)?)]
    pub naive_total_sent: i64,
}

/// Error feedback on five gradients below half a unit: a compressor that rounds to whole units
/// sends nothing without a residual.
#[preset(name = "ErrorFeedbackFiveSteps")]
pub fn error_feedback_five_steps() -> Result<ErrorFeedback, InputError> {
    ErrorFeedback::builder()
        .gradients(vec![0.4, 0.3, 0.2, 0.4, 0.3])
        .build()
}
