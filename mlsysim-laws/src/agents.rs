//! The agent kernel: what a task of many model calls succeeds with, costs and resends, in one
//! home for every family that reasons about agents (the loop, its evaluation and operations,
//! training on trajectories, embodied agents).
//!
//! - Success over a horizon: unchecked steps compound (pᴴ), the per-step error a target needs
//!   at a horizon, the first horizon below a target; independent retries are
//!   [`independent_success`](crate::laws::independent_success) in `reliability`.
//! - Cost per accepted task: attempts repeat until one is accepted, so every rejected attempt
//!   is charged to the accepted one; the acceptance a price cut is worth.
//! - Context: what an append-only trajectory's last call reads and what the whole run resends,
//!   and the fresh prefill left when each earlier prompt prefix is reused.
//! - Checks: Bayes' rule for what a fallible check lets through, the chance that a group of
//!   attempts holds both outcomes, and checks run in order until the first failure.
//! - One call's sampling: a tempered softmax and a top-p nucleus.
//! - The harness and its sandboxes: setup's share of a fresh call, the work a cap on that share
//!   needs, the most one call can bill, deficit round-robin's calls per round, a meter's used
//!   share.
//!
//! A tuple of the reference is a list in the tuple's order where its parts are of one kind
//! (`append_only_context` is `[last call, total input]`); where they are not, each part is a
//! law of its own (`nucleus` and `nucleus_mass`, `short_circuit_cost` and
//! `short_circuit_pass_share`). Probabilities stay accurate where they are small: a
//! complement is taken with `expm1` and `ln_1p`, never by subtracting from 1 a number close to
//! 1, and a horizon's worth of tokens is counted exactly in integers.

use crate::law;
use crate::units::{Named, Time, Usd};

/// Success of a task whose `horizon` steps must all be right, each independently with
/// probability `step_success`, with nothing checking a step before the next builds on it and
/// nothing recovering: pᴴ.
#[law(
    reference = "mlsysim.physics.agents.calc_unchecked_success",
    samples(step_success = [0.99, 0.9, 0.5], horizon = [0, 1, 30, 100, 1000])
)]
pub fn unchecked_success(step_success: f64, horizon: f64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&step_success),
            "a step's success is a probability in [0, 1]",
        )?;
        require(horizon >= 0.0, "the horizon is at least 0 steps")?;
        powf(step_success, horizon)?
    }
}

/// The per-step error that holds success at `target_success` over `horizon` unchecked steps:
/// ε = 1 − target^(1/H), taken as −expm1(ln(target)/H) so that a small error keeps its digits.
/// For small ε, ε·H approaches −ln(target) at any horizon.
#[law(
    reference = "mlsysim.physics.agents.calc_step_error_for_target",
    samples(target_success = [0.9, 0.99, 0.5], horizon = [1, 8, 100])
)]
pub fn step_error_for_target(target_success: f64, horizon: f64) -> f64 {
    {
        require(
            target_success > 0.0 && target_success <= 1.0,
            "the target success is a probability in (0, 1]",
        )?;
        require(horizon > 0.0, "the horizon is above 0 steps")?;
        -expm1(ln(target_success)? / horizon)?
    }
}

/// The first whole horizon n at which pⁿ falls below `threshold`: ⌊ln(threshold)/ln p⌋ + 1.
#[law(
    reference = "mlsysim.physics.agents.calc_first_horizon_below",
    samples(step_success = [0.99, 0.95, 0.5], threshold = [0.9, 0.5, 0.001])
)]
pub fn first_horizon_below(step_success: f64, threshold: f64) -> i64 {
    {
        require(
            step_success > 0.0 && step_success < 1.0,
            "a step's success lies in (0, 1): at 1 success never falls, at 0 it is gone at once",
        )?;
        require(
            threshold > 0.0 && threshold <= 1.0,
            "the threshold is a probability in (0, 1]",
        )?;
        floor(ln(threshold)? / ln(step_success)?)? + 1
    }
}

/// Expected cost per accepted task when attempts repeat until one is accepted: the attempt's
/// cost over the acceptance probability. Attempts are geometric with mean 1/p, so every
/// rejected attempt is charged to the accepted one.
#[law(
    reference = "mlsysim.physics.agents.calc_cost_per_accepted",
    samples(attempt_cost = ["2.1 USD", "1200 USD"], acceptance = [0.4, 0.95, 1.0])
)]
pub fn cost_per_accepted(attempt_cost: Usd, acceptance: f64) -> Usd {
    {
        require(
            acceptance > 0.0 && acceptance <= 1.0,
            "the acceptance is a probability in (0, 1]: at 0 no attempt is ever accepted",
        )?;
        attempt_cost / acceptance
    }
}

/// The acceptance that matches a price cut on one part of the attempt: removing a fraction
/// `cut` of a part that is `share` of the attempt's cost gives the same cost per accepted task
/// as raising acceptance to p/(1 − cut·share).
#[law(
    reference = "mlsysim.physics.agents.calc_break_even_acceptance",
    samples(acceptance_probability = [0.4, 0.8], cut = [0.5, 0.1], share = [0.619, 0.25])
)]
pub fn break_even_acceptance(acceptance_probability: f64, cut: f64, share: f64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&cut) && (0.0..=1.0).contains(&share),
            "the cut and the share are fractions in [0, 1]",
        )?;
        require(
            cut * share < 1.0,
            "a cut of the whole attempt leaves nothing to pay",
        )?;
        acceptance_probability / (1.0 - cut * share)
    }
}

/// What an append-only trajectory reads and resends: turn t (from 1) reads s₀ + δ(t − 1)
/// tokens, so the last of H turns reads s₀ + δ(H − 1) and the H calls together send
/// H·s₀ + δ·H(H − 1)/2, quadratic in the horizon. The list is `[last call, total input]`;
/// H(H − 1)/2 is formed by halving the even factor first, so it never overflows where the
/// total fits.
#[law(
    reference = "mlsysim.physics.agents.calc_append_only_context",
    samples(initial_tokens = [8000, 0], tokens_per_turn = [1500, 4000], turns = [1, 30, 200])
)]
pub fn append_only_context(initial_tokens: i64, tokens_per_turn: i64, turns: i64) -> Vec<i64> {
    {
        require(turns >= 1, "a trajectory has at least one turn")?;
        let pairs = if turns % 2 == 0 {
            floor_div(turns, 2)? * (turns - 1)
        } else {
            turns * floor_div(turns - 1, 2)?
        };
        let last_call = initial_tokens + tokens_per_turn * (turns - 1);
        let total_input = turns * initial_tokens + tokens_per_turn * pairs;
        vec![last_call, total_input]
    }
}

/// Fresh prefill over `turns` calls when each call reuses the prompt of the call before as a
/// cached prefix: the first prompt once, then each turn's appended tokens, S₀ + (H − 1)·D.
#[law(
    reference = "mlsysim.physics.agents.calc_reused_prefix_prompt_tokens",
    samples(turns = [1, 30, 90], first_prompt = [8000], appended = [1500, 0])
)]
pub fn reused_prefix_prompt_tokens(turns: i64, first_prompt: i64, appended: i64) -> i64 {
    {
        require(turns >= 1, "a trajectory has at least one turn")?;
        first_prompt + (turns - 1) * appended
    }
}

/// The share of passing candidates that are defective, by Bayes' rule: P(defect | pass) =
/// f·d / (f·d + v·(1 − d)), with d the defect rate, f = P(pass | defective) and
/// v = P(pass | valid).
#[law(
    reference = "mlsysim.physics.agents.calc_pass_posterior",
    samples(defect_rate = [0.18, 0.7, 0.001], false_accept_rate = [0.65, 0.05], valid_accept_rate = [0.85, 0.9])
)]
pub fn pass_posterior(defect_rate: f64, false_accept_rate: f64, valid_accept_rate: f64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&defect_rate)
                && (0.0..=1.0).contains(&false_accept_rate)
                && (0.0..=1.0).contains(&valid_accept_rate),
            "the defect rate and both pass rates are probabilities in [0, 1]",
        )?;
        let defective_pass = false_accept_rate * defect_rate;
        defective_pass / (defective_pass + valid_accept_rate * (1.0 - defect_rate))
    }
}

/// The chance that `attempts` independent attempts, each passing with `pass_probability`,
/// hold at least one pass and at least one failure: 1 − (1 − p)ᵏ − pᵏ. The complement of the
/// likelier all-alike outcome is taken with expm1, so a rare mixed group keeps its digits.
#[law(
    reference = "mlsysim.physics.agents.calc_mixed_outcome_fraction",
    samples(pass_probability = [0.3, 0.5, 0.9], attempts = [2, 8, 30])
)]
pub fn mixed_outcome_fraction(pass_probability: f64, attempts: i64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&pass_probability),
            "the pass probability lies in [0, 1]",
        )?;
        require(attempts >= 1, "a group holds at least one attempt")?;
        let k = attempts as f64;
        let p = pass_probability;
        // Each ln(1 − x) is taken of the smaller side, where 1 − x is exact; one attempt is
        // never mixed, and the difference of two nearly equal terms never rounds below 0.
        let mixed = if attempts == 1 {
            0.0
        } else if p <= 0.5 {
            -expm1(k * (-p).ln_1p())? - powf(p, k)?
        } else {
            -expm1(k * ln(p)?)? - powf(1.0 - p, k)?
        };
        max(mixed, 0.0)
    }
}

/// Expected cost of checks run in order, each only when every earlier one passed: Σᵢ tᵢ ∏ⱼ₍ⱼ₌₁…ᵢ₋₁₎ pⱼ.
/// Checks and their costs are given in the order they run.
#[law(
    reference = "mlsysim.physics.agents.calc_short_circuit_cost",
    unit = SECOND,
    samples(pass_probabilities = ["0.9,0.5,0.99", "0.2,1,0.5"], check_costs = ["1 s,30 s,2 s", "5 ms,5 ms,1 h"])
)]
pub fn short_circuit_cost(pass_probabilities: Vec<f64>, check_costs: Vec<Time>) -> Time {
    {
        require(
            pass_probabilities.len() == check_costs.len(),
            "every check has a pass probability and a cost",
        )?;
        require(!check_costs.is_empty(), "at least one check runs")?;
        self::check_probabilities(&pass_probabilities)?;
        sum!(i in 0..len(&check_costs), product!(j in 0..i, pass_probabilities[j]) * check_costs[i])
    }
}

/// The share of records that pass every one of checks run in order: ∏ᵢ pᵢ, whatever the
/// order (the order changes only what the checks cost).
#[law(
    reference = "mlsysim.physics.agents.calc_short_circuit_cost",
    samples(pass_probabilities = ["0.9,0.5,0.99", "0.2", "0.999,0.999,0.999,0.999"])
)]
pub fn short_circuit_pass_share(pass_probabilities: Vec<f64>) -> f64 {
    {
        require(!pass_probabilities.is_empty(), "at least one check runs")?;
        self::check_probabilities(&pass_probabilities)?;
        product!(p in pass_probabilities, p)
    }
}

/// The sampling distribution at temperature T: the softmax of zᵢ/T, eᶻⁱᐟᵀ / Σⱼ eᶻʲᐟᵀ, taken
/// after subtracting the largest logit so that no exponential overflows. A lower temperature
/// sharpens the distribution toward the top token.
#[law(
    reference = "mlsysim.physics.agents.calc_tempered_softmax",
    samples(logits = ["12,10.5,9,6,3", "1,1", "0"], temperature = [1.0, 0.5, 2.0])
)]
pub fn tempered_softmax(logits: Vec<f64>, temperature: f64) -> Vec<f64> {
    {
        require(!logits.is_empty(), "there is at least one logit")?;
        require(temperature > 0.0, "the temperature is above 0")?;
        let top = max!(z in logits, z);
        let total = sum!(z in logits, exp((z - top) / temperature)?);
        each!(z in logits, exp((z - top) / temperature)? / total)
    }
}

/// The tokens of the top-p nucleus: the shortest run of the most likely tokens whose mass
/// reaches `top_p`, their probabilities rescaled to sum to one (their count is the nucleus's
/// size). Tokens are taken most likely first and summed in that order.
#[law(
    reference = "mlsysim.physics.agents.calc_nucleus",
    samples(probabilities = ["0.7,0.2,0.1", "0.25,0.25,0.25,0.25", "0.1,0.6,0.3"], top_p = [0.9, 0.5, 1.0])
)]
pub fn nucleus(probabilities: Vec<f64>, top_p: f64) -> Vec<f64> {
    {
        let kept = self::nucleus_kept(&probabilities, top_p)?;
        let mut mass = 0.0;
        for p in &kept {
            mass = mass + *p;
        }
        let mut rescaled = Vec::new();
        for p in &kept {
            rescaled.push(*p / mass);
        }
        rescaled
    }
}

/// The mass of the top-p nucleus before rescaling: the sum of the most likely tokens, most
/// likely first, up to the first sum that reaches `top_p` (every token's when none does).
#[law(
    reference = "mlsysim.physics.agents.calc_nucleus",
    samples(probabilities = ["0.7,0.2,0.1", "0.25,0.25,0.25,0.25", "0.1,0.6,0.3"], top_p = [0.9, 0.5, 1.0])
)]
pub fn nucleus_mass(probabilities: Vec<f64>, top_p: f64) -> f64 {
    {
        let kept = self::nucleus_kept(&probabilities, top_p)?;
        sum!(p in kept, p)
    }
}

/// The probabilities of the nucleus, most likely first, before rescaling.
fn nucleus_kept(probabilities: &[f64], top_p: f64) -> Result<Vec<f64>, crate::error::EvalError> {
    use crate::equation::require;
    require(!probabilities.is_empty(), "there is at least one token")?;
    require(
        top_p > 0.0 && top_p <= 1.0,
        "top-p is a probability mass in (0, 1]",
    )?;
    self::check_probabilities(probabilities)?;
    let mut ordered = probabilities.to_vec();
    ordered.sort_by(|a, b| b.total_cmp(a));
    let mut mass = 0.0;
    let mut kept = Vec::new();
    for p in ordered {
        mass += p;
        kept.push(p);
        if mass >= top_p {
            break;
        }
    }
    Ok(kept)
}

/// Every probability of a list lies in [0, 1].
fn check_probabilities(values: &[f64]) -> Result<(), crate::error::EvalError> {
    match values.iter().find(|v| !(0.0..=1.0).contains(*v)) {
        Some(v) => Err(crate::error::EvalError::domain(format!(
            "each probability lies in [0, 1], not {v}"
        ))),
        None => Ok(()),
    }
}

/// Setup's share of a fresh call: T_setup / (T_setup + W), W the useful work of the call.
#[law(
    reference = "mlsysim.physics.agents.calc_setup_share",
    samples(setup = ["15 ms", "2 s"], work = ["3 ms", "1 min"])
)]
pub fn setup_share(setup: Time, work: Time) -> f64 {
    setup / (setup + work)
}

/// The useful work per call that holds setup to a share φ of a fresh call:
/// W ≥ T_setup·(1 − φ)/φ.
#[law(
    reference = "mlsysim.physics.agents.calc_work_for_setup_cap",
    unit = MILLISECOND,
    samples(setup = ["15 ms", "2 s"], cap = [0.1, 0.5, 0.01])
)]
pub fn work_for_setup_cap(setup: Time, cap: f64) -> Time {
    {
        require(
            cap > 0.0 && cap <= 1.0,
            "the cap is a share in (0, 1]: at 0 no work is enough",
        )?;
        setup * (1.0 - cap) / cap
    }
}

/// The most one model call can bill before it settles: every input token at the undiscounted
/// input price (a cache hit is not certain before dispatch) and the whole output allowance at
/// the output price, n_in·p_in + K_out·p_out.
#[law(
    reference = "mlsysim.physics.agents.calc_bounded_liability",
    unit = USD,
    samples(input_tokens = [50000, 0], output_allowance = [4096, 0], input_price = ["3 USD/Mtoken"], output_price = ["15 USD/Mtoken"])
)]
pub fn bounded_liability(
    input_tokens: i64,
    output_allowance: i64,
    input_price: Usd,
    output_price: Usd,
) -> Usd {
    {
        require(
            input_tokens >= 0 && output_allowance >= 0,
            "token counts are at least 0",
        )?;
        input_tokens * input_price + output_allowance * output_price
    }
}

/// Long-run calls per round of a backlogged class under weighted deficit round-robin: the
/// class earns w·q charge units of credit a round and spends c a call, and unspent credit
/// carries over, so it makes w·q/c calls a round on average even when one call needs several
/// rounds of credit (Shreedhar and Varghese, 1995).
#[law(
    reference = "mlsysim.physics.agents.calc_drr_calls_per_round",
    samples(weight = [3.0, 1.0], quantum = [8000.0], charge = [2500.0, 42000.0])
)]
pub fn drr_calls_per_round(weight: f64, quantum: f64, charge: f64) -> f64 {
    {
        require(
            weight > 0.0 && quantum > 0.0,
            "the weight and the quantum are above 0",
        )?;
        require(charge > 0.0, "a call charges more than 0")?;
        weight * quantum / charge
    }
}

/// The share of one budget dimension used: ρ = used / allowance (turns, tokens, seconds or
/// dollars, each against its own allowance).
#[law(
    reference = "mlsysim.physics.agents.calc_used_fraction",
    samples(used = [30.0, 1845000.0], allowance = [40.0, 2000000.0])
)]
pub fn used_fraction(used: f64, allowance: f64) -> f64 {
    {
        require(allowance > 0.0, "the allowance is above 0")?;
        used / allowance
    }
}

/// The used fractions of a trajectory's budget vector, by meter: turns, tokens, time and
/// dollars, each what is used over its allowance (the reference's meters, each its
/// `calc_used_fraction`). The leading meter is the largest.
#[law(
    reference = "mlsysim.physics.agents.calc_used_fraction",
    samples(turns = [30.0], turn_allowance = [40.0], tokens = [1846000.0], token_allowance = [2000000.0], elapsed = ["460 s"], time_allowance = ["900 s"], dollars = ["1.2 USD", "5.6 USD"], dollar_allowance = ["3.5 USD"])
)]
#[allow(clippy::too_many_arguments)]
pub fn budget_meters(
    turns: f64,
    turn_allowance: f64,
    tokens: f64,
    token_allowance: f64,
    elapsed: Time,
    time_allowance: Time,
    dollars: Usd,
    dollar_allowance: Usd,
) -> Named<f64> {
    {
        require(
            time_allowance > seconds(0.0) && dollar_allowance > usd(0.0),
            "every allowance is above 0",
        )?;
        let turns_used = used_fraction(turns, turn_allowance)?;
        let tokens_used = used_fraction(tokens, token_allowance)?;
        let time_used = (elapsed / time_allowance).value;
        let dollars_used = (dollars / dollar_allowance).value;
        Named(vec![
            ("turns".to_string(), turns_used),
            ("tokens".to_string(), tokens_used),
            ("time".to_string(), time_used),
            ("dollars".to_string(), dollars_used),
        ])
    }
}
