use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// One turn valued by forking binary continuations before and after it: the change in the
/// sampled pass rate, and whether so few continuations can tell it from noise.
///
/// Each fork's sampled mean has a standard error of at most 1 ÷ (2·√k); the difference of two
/// independent means at most √2 times that. The difference counts as resolved when it exceeds
/// two of its standard errors.
#[scenario(
    family = RLVR,
    rule(passes_before <= continuations && passes_after <= continuations, "`passes_before` and `passes_after` are at most `continuations`"),
    assumption = "The continuations of each fork are independent binary outcomes.",
    excludes = "The tokens the continuations cost (ContinuationForkCost counts them).",
    example = r#"
// One of 20 passes before the debugger turn, 12 after: resolved
use mlsysim_training::rlvr::debugger_turn_fork_value;

let s = debugger_turn_fork_value()?;
assert!(s.resolved()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ForkValue {
    /// Continuations sampled at each fork.
    #[input(range = 1..)]
    pub continuations: i64,
    /// Continuations that pass from the fork before the turn.
    #[input(range = 0..)]
    pub passes_before: i64,
    /// Continuations that pass from the fork after the turn.
    #[input(range = 0..)]
    pub passes_after: i64,

    /// Sampled pass rate before the turn.
    #[property(passes_before / continuations)]
    pub value_before: f64,
    /// Sampled pass rate after the turn.
    #[property(passes_after / continuations)]
    pub value_after: f64,
    /// The turn's value: the change in the pass rate.
    #[property(value_after - value_before)]
    pub difference: f64,
    /// The largest standard error of one fork's pass rate.
    #[property(binary_mean_se_bound(continuations)?)]
    pub se_bound: f64,
    /// The largest standard error of the difference.
    #[property(sqrt(2.0)? * se_bound)]
    pub difference_se_bound: f64,
    /// The difference that counts as resolved: two standard errors.
    #[property(2.0 * difference_se_bound)]
    pub resolution_threshold: f64,
    /// Whether the turn's value stands out from the sampling noise.
    #[property(difference.abs() > resolution_threshold)]
    pub resolved: bool,
}

/// Twenty continuations forked before and after a repair's debugger turn: one passes from the
/// bug report, twelve after the debugger turn.
#[preset(name = "DebuggerTurnForkValue")]
pub fn debugger_turn_fork_value() -> Result<ForkValue, InputError> {
    ForkValue::builder()
        .continuations(20)
        .passes_before(1)
        .passes_after(12)
        .build()
}
