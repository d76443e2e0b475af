use super::DELIBERATION;
use super::output_ceiling_three_allocations;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, Time, Usd, preset, scenario};
use mlsysim_serving::forward::{Decode, llama3_70b_int8_decode_h100};

/// Three deliberation policies for one task under one deadline: a single candidate, several in
/// parallel, or feedback from a failed first candidate into one revision.
///
/// A: one candidate and one check. B: `breadth` independent candidates generated and checked
/// at once, passing when any does. C: a failed first candidate and its failure report feed one
/// revision that passes at the conditional rate. A round is a candidate at the decode floor and
/// a check; the deadline caps the rounds that fit, and the feedback figures assume the two
/// rounds C takes at most. Bills count model tokens; per-pass figures divide by the pass
/// probability.
#[scenario(
    family = DELIBERATION,
    assumption = "Candidates pass independently; a revision sees its one failed predecessor and that candidate's failure report.",
    assumption = "The stated ceilings and concurrency are limits the policies respect; none binds the figures computed here.",
    excludes = "Queueing for the generator or the checks, and prefill time.",
    example = r#"
// Eight candidates at once pass more often, at a higher bill per pass
use mlsysim_training::deliberation::deadline_bound_repair_policies;

let s = deadline_bound_repair_policies()?;
assert!(s.b_pass()? > s.c_pass()?);
assert!(s.b_over_a()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DeadlinePolicy {
    /// The decode step whose weight-read time floors each generated token.
    pub floors: Decode,
    /// Tokens of the task's prompt.
    #[input(range = 0..)]
    pub prompt: i64,
    /// Generated tokens of one candidate.
    #[input(range = 0..)]
    pub output: i64,
    /// Tokens of the failure report fed to a revision.
    #[input(range = 0..)]
    pub diagnostic: i64,
    /// Candidates policy B generates at once.
    #[input(range = 1..)]
    pub breadth: i64,
    /// Feedback rounds requested, before the deadline cuts them.
    #[input(range = 0..)]
    pub max_rounds: i64,
    /// Time the task must finish in.
    #[input(positive, unit = SECOND, mark = limit)]
    pub deadline: Time,
    /// Time of one check.
    #[input(non_negative, unit = SECOND)]
    pub check_time: Time,
    /// Chance that a first candidate passes.
    #[input(range = 0.0..=1.0)]
    pub initial_pass: f64,
    /// Chance that a revision passes after a failed first candidate.
    #[input(range = 0.0..=1.0)]
    pub revision_pass: f64,
    /// Price of one input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Price of one output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,
    /// Input tokens one decision may take.
    #[input(range = 0..)]
    pub input_ceiling: Option<i64>,
    /// Output tokens one decision may take.
    #[input(range = 0..)]
    pub output_ceiling: Option<i64>,
    /// Checks one decision may take.
    #[input(range = 0..)]
    pub check_ceiling: Option<i64>,
    /// Candidates the generator and the checks take at once.
    #[input(range = 1..)]
    pub concurrency: Option<i64>,

    /// Time of one generated token: the decode step's weight read.
    #[property(floors.memory_time()?, unit = SECOND)]
    pub token_time: Time,
    /// Time of one round: a candidate and its check.
    #[property(output * token_time + check_time, unit = SECOND)]
    pub round_time: Time,
    /// Rounds that fit the deadline, at most those requested.
    #[property(min(max_rounds, floor(deadline / round_time)?))]
    pub rounds: i64,
    /// Time of every requested round.
    #[property(max_rounds * round_time, unit = SECOND)]
    pub requested_time: Time,
    /// Input tokens of a revision: the prompt, the failed candidate and its report.
    #[property(prompt + output + diagnostic)]
    pub revision_input: i64,
    /// Bill of a first candidate.
    #[property(prompt * input_price + output * output_price, unit = USD)]
    pub first_cost: Usd,
    /// Bill of a revision.
    #[property(revision_input * input_price + output * output_price, unit = USD)]
    pub revision_cost: Usd,
    /// Chance that policy A passes.
    #[property(initial_pass)]
    pub a_pass: f64,
    /// Chance that policy B passes: any of its candidates.
    #[property(independent_success(initial_pass, breadth)?)]
    pub b_pass: f64,
    /// Chance that policy C passes: the first candidate, or else its revision.
    #[property(initial_pass + (1.0 - initial_pass) * revision_pass)]
    pub c_pass: f64,
    /// Rounds policy C is expected to take.
    #[property(1.0 + (1.0 - initial_pass))]
    pub c_rounds: f64,
    /// Input tokens of policy A.
    #[property(prompt)]
    pub a_input: i64,
    /// Input tokens of policy B.
    #[property(breadth * prompt)]
    pub b_input: i64,
    /// Input tokens policy C is expected to take.
    #[property(prompt + (1.0 - initial_pass) * revision_input)]
    pub c_input: f64,
    /// Output tokens of policy A.
    #[property(output)]
    pub a_output: i64,
    /// Output tokens of policy B.
    #[property(breadth * output)]
    pub b_output: i64,
    /// Output tokens policy C is expected to take.
    #[property(c_rounds * output)]
    pub c_output: f64,
    /// Bill of policy A.
    #[property(first_cost, unit = USD)]
    pub a_cost: Usd,
    /// Bill of policy B.
    #[property(breadth * first_cost, unit = USD)]
    pub b_cost: Usd,
    /// Expected bill of policy C.
    #[property(first_cost + (1.0 - initial_pass) * revision_cost, unit = USD)]
    pub c_cost: Usd,
    /// Expected time of policy C.
    #[property(c_rounds * round_time, unit = SECOND)]
    pub c_time: Time,
    /// Time of policy C at the most rounds the deadline allows.
    #[property(rounds * round_time, unit = SECOND)]
    pub max_c_time: Time,
    /// Bill of policy A per pass.
    #[property(a_cost / a_pass, unit = USD)]
    pub a_cost_per_pass: Usd,
    /// Bill of policy B per pass.
    #[property(b_cost / b_pass, unit = USD)]
    pub b_cost_per_pass: Usd,
    /// Bill of policy C per pass.
    #[property(c_cost / c_pass, unit = USD)]
    pub c_cost_per_pass: Usd,
    /// Output tokens of policy A per pass.
    #[property(a_output / a_pass)]
    pub a_output_per_pass: f64,
    /// Output tokens of policy B per pass.
    #[property(b_output / b_pass)]
    pub b_output_per_pass: f64,
    /// Output tokens of policy C per pass.
    #[property(c_output / c_pass)]
    pub c_output_per_pass: f64,
    /// Policy B's bill per pass over policy A's.
    #[property(b_cost_per_pass / a_cost_per_pass)]
    pub b_over_a: f64,
}

/// One repair under a 75 s deadline: a 2,048-token prompt, 1,000-token candidates at Llama 3
/// 70B's 8-bit decode floor, 10 s checks; a first candidate passes 40 percent of the time and a
/// revision fed a 340-token failure report 35 percent; at most three feedback rounds requested,
/// at $3 and $15 per million input and output tokens.
#[preset(name = "DeadlineBoundRepairPolicies")]
pub fn deadline_bound_repair_policies() -> Result<DeadlinePolicy, InputError> {
    let allocations = output_ceiling_three_allocations()?;
    DeadlinePolicy::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .prompt(2048)
        .output(1000)
        .diagnostic(allocations.report_tokens)
        .breadth(8)
        .max_rounds(3)
        .deadline(seconds(75.0))
        .check_time(seconds(10.0))
        .initial_pass(0.40)
        .revision_pass(0.35)
        .input_price(allocations.input_price)
        .output_price(allocations.output_price)
        .input_ceiling(32_768)
        .output_ceiling(8_192)
        .check_ceiling(8)
        .concurrency(8)
        .build()
}
