//! What each rule across inputs reads. A rule is about inputs: its condition reads inputs by
//! bare name (an optional one bare only when present, or through `optional(x)`), properties
//! computed from them (a budget, a size), and library functions and laws; not methods, which
//! need arguments. A rule is about the inputs its words name in backticks and those its
//! condition reads; each name in backticks must be an input or a member. A predicate
//! (`rule(Self::name, "...")`) is about the inputs its words name.

use super::RuleDeps;
use crate::equation;
use crate::errors::Errors;
use crate::model::{Rule, Scenario};
use crate::suggest::did_you_mean;

pub fn resolve(s: &Scenario, errors: &mut Errors) -> Vec<RuleDeps> {
    let inputs = s.input_names();
    let mut texts: Vec<String> = Vec::new();
    s.rules
        .iter()
        .map(|rule| {
            let text = rule.words.value();
            if texts.contains(&text) {
                errors.at(rule.words.span(), "this rule is declared twice: give each rule once (its words name it on the page and in the tests)");
            }
            texts.push(text);
            named_are_inputs(s, rule, &inputs, errors);
            // Each input once, in the order the words first name it.
            let mut named: Vec<String> = Vec::new();
            for n in rule.named() {
                if inputs.contains(&n) && !named.contains(&n) {
                    named.push(n);
                }
            }
            if rule.predicate {
                return RuleDeps {
                    about: named,
                    ..RuleDeps::default()
                };
            }
            let mut deps = condition(s, rule, &inputs, errors);
            let read = std::mem::take(&mut deps.about);
            deps.about = named;
            for name in read {
                if !deps.about.contains(&name) {
                    deps.about.push(name);
                }
            }
            deps
        })
        .collect()
}

/// The names a rule's words put in backticks that look like names must be inputs, so that the
/// words cannot name an input that is gone.
fn named_are_inputs(s: &Scenario, rule: &Rule, inputs: &[String], errors: &mut Errors) {
    let members: Vec<String> = s.members.iter().map(|m| m.ident.to_string()).collect();
    for name in rule.named() {
        if inputs.contains(&name) || members.contains(&name) {
            continue;
        }
        let hint = did_you_mean(&name, inputs.iter().map(String::as_str));
        errors.at(
            rule.words.span(),
            format!("the words of this rule name `{name}`, which is not an input of `{}`{hint}: name inputs in backticks, other code without them", s.ident),
        );
    }
}

fn condition(s: &Scenario, rule: &Rule, inputs: &[String], errors: &mut Errors) -> RuleDeps {
    let errors_before = errors.len();
    let names = equation::names(&rule.condition);
    let mut deps = RuleDeps {
        locals: names.locals.iter().cloned().collect(),
        ..RuleDeps::default()
    };
    for (span, _) in &names.self_uses {
        errors.at(*span, "a rule names inputs directly, without `self`: write `a <= b`, or name a predicate, `rule(Self::name, \"...\")`");
    }
    for r in &names.refs {
        let name = r.name.to_string();
        match inputs.iter().position(|n| *n == name) {
            Some(ii) => {
                let optional = s.inputs[ii].optional.is_some();
                if r.as_option && !optional {
                    errors.at(r.name.span(), format!("`{name}` is a required input and is always set: read it as `{name}`, not `optional({name})`"));
                }
                if !deps.inputs.iter().any(|&(i, o)| i == ii && o == r.as_option) {
                    deps.inputs.push((ii, r.as_option));
                }
                if !deps.about.contains(&name) {
                    deps.about.push(name);
                }
            }
            None => match s.members.iter().position(|m| m.ident == name) {
                Some(mi) if s.members[mi].kind == crate::model::Kind::Property => {
                    if !deps.properties.contains(&mi) {
                        deps.properties.push(mi);
                    }
                }
                Some(_) => errors.at(
                    r.name.span(),
                    format!("`{name}` is a method: a rule reads inputs and properties, and a method needs arguments"),
                ),
                None if s.dropped.contains(&name) => {}
                None => {
                    let hint = did_you_mean(&name, inputs.iter().map(String::as_str));
                    errors.at(
                        r.name.span(),
                        format!("unknown name `{name}` in a rule of `{}`{hint} (a rule reads the scenario's inputs and properties)", s.ident),
                    );
                }
            },
        }
    }
    for callee in &names.calls {
        let name = callee.to_string();
        if deps.locals.contains(&name) {
            continue;
        }
        if s.members.iter().any(|m| m.ident == name) {
            errors.at(callee.span(), format!("a rule reads inputs and properties, not methods: `{name}` needs arguments; write the condition over the inputs and properties"));
        } else if inputs.contains(&name) {
            errors.at(
                callee.span(),
                format!("`{name}` is a value, not a function: read it as `{name}`"),
            );
        }
    }
    // A rule whose names were refused above reads nothing known; that is reported already.
    if deps.inputs.is_empty() && deps.properties.is_empty() && errors.len() == errors_before {
        errors.on(
            &rule.condition,
            "this rule reads no input: a rule says which inputs go together, e.g. `rule(low <= high, \"...\")`",
        );
    }
    deps
}
