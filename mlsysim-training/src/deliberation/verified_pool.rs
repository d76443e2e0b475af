use super::DELIBERATION;
use super::probe_vs_generated_explanation;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// A pool of candidates checked one by one, the first that passes returned, under a check that
/// rejects some valid candidates and passes some invalid ones.
///
/// A candidate passes with q = v·(1 − ε_FR) + (1 − v)·ε_FA. The passing set's precision,
/// v·(1 − ε_FR) ÷ q, is one minus the Bayes posterior of a defect given a pass; the pool
/// selects with 1 − (1 − q)ⁿ and abstains otherwise, and a selection is defective with
/// 1 − precision. An incident loss prices each defective selection, the output bill the whole
/// pool.
#[scenario(
    family = DELIBERATION,
    assumption = "Candidates are independent and equally likely to be valid; the check errs independently on each.",
    excludes = "The check's own cost and time.",
    example = r#"
// 64 candidates at 5 percent valid: almost always a selection, three in ten of them defective
use mlsysim_training::deliberation::sparse_valid_pool_first_pass;

let s = sparse_valid_pool_first_pass()?;
assert!(s.any_selection()? > 0.98);
assert!(s.defect_given_selection()? > 0.29);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct VerifiedPool {
    /// Candidates in the pool.
    #[input(range = 1..)]
    pub pool_size: i64,
    /// Chance that a candidate is valid, v.
    #[input(range = 0.0..=1.0)]
    pub valid_rate: f64,
    /// Chance that the check fails a valid candidate, ε_FR.
    #[input(range = 0.0..=1.0)]
    pub false_reject_rate: f64,
    /// Chance that the check passes an invalid candidate, ε_FA.
    #[input(range = 0.0..=1.0)]
    pub false_accept_rate: f64,
    /// Output tokens of one candidate.
    #[input(range = 0..)]
    pub tokens_per_candidate: i64,
    /// Price of one output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,
    /// Loss of one defective selection.
    #[input(non_negative, unit = USD)]
    pub incident_loss: Usd,

    /// Chance that a candidate is valid and passes.
    #[property(valid_rate * (1.0 - false_reject_rate))]
    pub valid_pass: f64,
    /// Chance that a candidate is invalid and passes.
    #[property((1.0 - valid_rate) * false_accept_rate)]
    pub invalid_pass: f64,
    /// Chance that a candidate passes, q.
    #[property(valid_pass + invalid_pass)]
    pub pass_probability: f64,
    /// Share of passing candidates that are valid.
    #[property(valid_pass / pass_probability)]
    pub precision: f64,
    /// Chance that a selected candidate is defective.
    #[property(1.0 - precision)]
    pub defect_given_selection: f64,
    /// Chance that some candidate passes, so the pool selects one.
    #[property(independent_success(pass_probability, pool_size)?)]
    pub any_selection: f64,
    /// Chance that none passes and the pool abstains.
    #[property(1.0 - any_selection)]
    pub no_selection: f64,
    /// Chance that the pool selects a defective candidate.
    #[property(any_selection * defect_given_selection)]
    pub wrong_selection: f64,
    /// Chance that at least one invalid candidate passes the check.
    #[property(independent_success(invalid_pass, pool_size)?)]
    pub any_false_pass: f64,
    /// Valid candidates expected to pass.
    #[property(pool_size * valid_pass)]
    pub expected_valid_passes: f64,
    /// Invalid candidates expected to pass.
    #[property(pool_size * invalid_pass)]
    pub expected_invalid_passes: f64,
    /// Candidates expected to pass.
    #[property(pool_size * pass_probability)]
    pub expected_passes: f64,
    /// Expected loss of one selection.
    #[property(defect_given_selection * incident_loss, unit = USD)]
    pub conditional_loss: Usd,
    /// Expected loss of the task: the chance of a defective selection times its loss.
    #[property(wrong_selection * incident_loss, unit = USD)]
    pub task_loss: Usd,
    /// Bill of the whole pool's output tokens.
    #[property(pool_size * tokens_per_candidate * output_price, unit = USD)]
    pub output_bill: Usd,
    /// Expected loss over the output bill.
    #[property(task_loss / output_bill)]
    pub loss_to_bill: f64,
}

/// 64 candidates of 1,024 output tokens at $15 per million, 5 percent valid, under a check
/// that rejects 10 percent of valid and passes 2 percent of invalid ones; a defective deploy
/// costs $500.
#[preset(name = "SparseValidPoolFirstPass")]
pub fn sparse_valid_pool_first_pass() -> Result<VerifiedPool, InputError> {
    VerifiedPool::builder()
        .pool_size(64)
        .valid_rate(0.05)
        .false_reject_rate(0.10)
        .false_accept_rate(0.02)
        .tokens_per_candidate(1024)
        .output_price(probe_vs_generated_explanation()?.output_price)
        .incident_loss(usd(500.0))
        .build()
}

/// The same pool with the false-acceptance rate halved.
#[preset(name = "SparseValidPoolHalvedFalseAccept")]
pub fn sparse_valid_pool_halved_false_accept() -> Result<VerifiedPool, InputError> {
    let pool = sparse_valid_pool_first_pass()?;
    pool.variant()
        .false_accept_rate(pool.false_accept_rate / 2.0)
        .build()
}

/// The same pool with the valid-candidate rate doubled.
#[preset(name = "SparseValidPoolDoubledValidRate")]
pub fn sparse_valid_pool_doubled_valid_rate() -> Result<VerifiedPool, InputError> {
    let pool = sparse_valid_pool_first_pass()?;
    pool.variant().valid_rate(2.0 * pool.valid_rate).build()
}
