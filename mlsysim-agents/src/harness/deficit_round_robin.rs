use super::HARNESS;
use mlsysim_core::{InputError, Named, preset, scenario};

/// Backlogged classes of model calls sharing one endpoint under weighted deficit round-robin:
/// the calls each class makes a round, and the shares of calls and of charge the weights give.
///
/// Each round a class earns its weight times the quantum in charge units and spends a call's
/// charge (its input tokens plus its whole output allowance) per call, carrying unspent credit
/// over. The weights fix the shares of charge; the shares of calls follow w·q/c and so favour
/// the class whose calls are small. Over a number of rounds a class makes the whole calls its
/// credit buys, ⌊R·w·q/c⌋: the count the reference finds by simulating the rounds.
#[scenario(
    family = HARNESS,
    assumption = "Every class is backlogged: it always has a call waiting.",
    assumption = "A call is charged its whole output allowance at dispatch.",
    excludes = "Bursts, classes that go idle, and a provider's own quota.",
    derivation = "Shreedhar and Varghese (1995): a class's credit over R rounds is R·w·q, and it makes every call that credit covers.",
    rule(!classes.is_empty(), "there is at least one class in `classes`"),
    rule(
        all!(k in classes, classes[k].get("weight").is_some() && classes[k].get("input").is_some() && classes[k].get("output").is_some()),
        "each of the `classes` gives its weight, input and output"
    ),
    rule(
        all!(k in classes, classes[k]["weight"] > 0.0 && classes[k]["input"] >= 0.0 && classes[k]["output"] >= 0.0 && classes[k]["input"] + classes[k]["output"] > 0.0),
        "each of the `classes` has a positive weight and a call that charges something"
    ),
    example = r#"
// Three times the weight, but twenty times the calls
use mlsysim_agents::harness::interactive_maintenance_drr;

let s = interactive_maintenance_drr()?;
assert!(s.call_ratio()? > 50.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DeficitRoundRobin {
    /// Charge units each unit of weight earns a round.
    #[input(positive)]
    pub quantum: f64,
    /// The classes by name, each its `weight`, its calls' `input` tokens and their `output`
    /// allowance.
    pub classes: Named<Named<f64>>,
    /// Rounds over which the calls each class makes are counted.
    #[input(default = 10_000, range = 1..)]
    pub simulated_rounds: u32,

    /// Credit each class earns a round.
    #[property(each!(k in classes, classes[k]["weight"] * quantum))]
    pub credit_per_round: Named<f64>,
    /// Charge of one call of each class.
    #[property(each!(k in classes, classes[k]["input"] + classes[k]["output"]))]
    pub charge_per_call: Named<f64>,
    /// Calls each class makes a round, in the long run.
    #[property(each!(k in classes, drr_calls_per_round(classes[k]["weight"], quantum, charge_per_call[k])?))]
    pub calls_per_round: Named<f64>,
    /// Rounds between two calls of each class.
    #[property(each!(k in classes, 1.0 / calls_per_round[k]))]
    pub rounds_per_call: Named<f64>,
    /// Each class's share of the charge: its weight's share.
    #[property(each!(k in classes, classes[k]["weight"] / sum!(j in classes, classes[j]["weight"])))]
    pub charge_share: Named<f64>,
    /// Each class's share of the calls.
    #[property(each!(k in classes, calls_per_round[k] / sum!(j in classes, calls_per_round[j])))]
    pub call_share: Named<f64>,
    /// How many times the fewest calls a round the most are.
    #[property(max!(k in classes, calls_per_round[k]) / min!(k in classes, calls_per_round[k]))]
    pub call_ratio: f64,
    /// Calls each class makes over the rounds: the whole calls its credit buys.
    #[property(each!(k in classes, floor(simulated_rounds * credit_per_round[k] / charge_per_call[k])?), unit = CALLS)]
    pub simulated_calls: Named<i64>,
    /// Each class's share of those calls.
    #[property(each!(k in classes, simulated_calls[k] / sum!(j in classes, simulated_calls[j])))]
    pub simulated_call_share: Named<f64>,
    /// Each class's share of the charge those calls spend.
    #[property(each!(k in classes, simulated_calls[k] * charge_per_call[k] / sum!(j in classes, simulated_calls[j] * charge_per_call[j])))]
    pub simulated_charge_share: Named<f64>,
}

/// Interactive and maintenance agent calls under weighted deficit round-robin: weights 3 and
/// 1, an 8,000-token quantum a unit of weight a round; an interactive call charges 2,000 input
/// tokens plus a 500-token output allowance, a maintenance call 40,000 plus 2,000.
#[preset(name = "InteractiveMaintenanceDrr")]
pub fn interactive_maintenance_drr() -> Result<DeficitRoundRobin, InputError> {
    DeficitRoundRobin::builder()
        .quantum(8_000.0)
        .classes(Named::from_iter([
            ("interactive", class(3.0, 2_000.0, 500.0)),
            ("maintenance", class(1.0, 40_000.0, 2_000.0)),
        ]))
        .simulated_rounds(10_000)
        .build()
}

/// The same schedule with the maintenance prompts compacted to half their input.
#[preset(name = "InteractiveMaintenanceDrrCompacted")]
pub fn interactive_maintenance_drr_compacted() -> Result<DeficitRoundRobin, InputError> {
    interactive_maintenance_drr()?
        .variant()
        .classes(Named::from_iter([
            ("interactive", class(3.0, 2_000.0, 500.0)),
            ("maintenance", class(1.0, 20_000.0, 2_000.0)),
        ]))
        .build()
}

/// One class of calls: its weight, its calls' input tokens and their output allowance.
fn class(weight: f64, input: f64, output: f64) -> Named<f64> {
    Named::from_iter([("weight", weight), ("input", input), ("output", output)])
}
