//! Checks a parsed declaration and works out its dependency graph, in passes, each in its own
//! file: `reserved` (names the generated code takes), `names` (what every equation reads),
//! `rules` (what every rule's condition reads), `samples` (where each method's report arguments
//! come from), `graph` (evaluation order and cycles) and `requirements` (which optional inputs
//! each member needs); then `templates` works out each member's equation template.

mod graph;
mod names;
mod requirements;
mod reserved;
mod rules;
mod samples;
mod summary;
mod templates;

pub use requirements::group_of;
pub use reserved::is_reserved;

use crate::errors::Errors;
use crate::model::Scenario;

/// What one member reads.
#[derive(Default, Clone)]
pub struct Deps {
    /// Inputs read, by index, and whether through `optional(..)`.
    pub inputs: Vec<(usize, bool)>,
    /// Properties read as values, by index.
    pub members: Vec<usize>,
    /// Optional inputs read as values only inside branches of an `if`, by index: read where
    /// they are used, so a branch not taken never needs them.
    pub deferred_inputs: Vec<usize>,
    /// Of `members`, those read only inside branches of an `if`: each is computed where it is
    /// read, so a branch not taken never fails on it (`if given(jerk) { ramp } else { 0 }`).
    pub deferred: Vec<usize>,
    /// Methods called (`outcomes_for(drop)`), by index.
    pub calls: Vec<usize>,
    /// Members of scenarios held as inputs that the equation calls: input index, member name.
    pub reaches: Vec<(usize, String)>,
    /// Library functions called by bare name (`ceil`, a law), each once.
    pub library: Vec<String>,
    /// Local names the equation binds itself.
    pub locals: Vec<String>,
    /// Optional inputs that must be set, directly or through other members, by index.
    pub requires: Vec<usize>,
    /// Groups of `requires_one_of` that the member needs one alternative of, by index.
    pub one_of: Vec<usize>,
    /// Properties its equation function takes as values: those it reads, and those of every
    /// method it calls (transitively), so that a called method is computed from values already
    /// computed rather than computing its own again.
    pub needs: Vec<usize>,
}

pub struct Graph {
    /// Parallel to `Scenario::members`.
    pub deps: Vec<Deps>,
    /// Every member, each after all the members it reads.
    pub order: Vec<usize>,
    /// Parallel to `Scenario::rules`: what each rule's condition reads.
    pub rules: Vec<RuleDeps>,
    /// Parallel to `Scenario::members`: each equation as a template, for `explain`.
    pub templates: Vec<crate::equation::template::Template>,
    /// The members whose equations Notes › Equation shows, by index.
    pub summary: Vec<usize>,
}

/// What one rule's condition reads.
#[derive(Default, Clone)]
pub struct RuleDeps {
    /// Inputs read, by index, and whether through `optional(..)`.
    pub inputs: Vec<(usize, bool)>,
    /// Properties read, by index.
    pub properties: Vec<usize>,
    /// Local names the condition binds itself.
    pub locals: Vec<String>,
    /// The inputs the rule is about, by name: those read, or for a predicate those its words
    /// name.
    pub about: Vec<String>,
}

pub fn scenario(s: &Scenario, errors: &mut Errors) -> Option<Graph> {
    let before = errors.len();
    reserved::check(s, errors);
    let mut deps = names::resolve(s, errors);
    samples::check(s, errors);
    requirements::check_one_of(s, errors);
    let rules = rules::resolve(s, errors);
    let summary = summary::resolve(s, &deps, errors);
    let order = graph::order(s, &deps, errors)?;
    requirements::propagate(s, &mut deps, &order);
    requirements::needs(&mut deps, &order);
    if errors.len() != before {
        return None;
    }
    let templates = templates::members(s, &deps);
    Some(Graph {
        deps,
        order,
        rules,
        templates,
        summary,
    })
}
