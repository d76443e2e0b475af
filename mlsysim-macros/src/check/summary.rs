//! The members whose equations a scenario's page shows under Notes › Equation: those named
//! by `summary(...)`, each checked to be a member; or, when none are named, the members that
//! no other member reads (what the scenario computes in the end), in declaration order.

use super::Deps;
use crate::errors::Errors;
use crate::model::Scenario;
use crate::suggest::did_you_mean;

pub fn resolve(s: &Scenario, deps: &[Deps], errors: &mut Errors) -> Vec<usize> {
    if s.summary_members.is_empty() {
        return sinks(s, deps);
    }
    let names: Vec<String> = s.members.iter().map(|m| m.ident.to_string()).collect();
    let mut chosen = Vec::new();
    for name in &s.summary_members {
        match names.iter().position(|n| name == n) {
            Some(i) if chosen.contains(&i) => {
                errors.at(name.span(), format!("`{name}` is named twice in `summary(...)`"));
            }
            Some(i) => chosen.push(i),
            None => errors.at(
                name.span(),
                format!(
                    "`summary(...)` names the members whose equations the page shows, and `{name}` is not a member of `{}`{}",
                    s.ident,
                    did_you_mean(&name.to_string(), names.iter().map(String::as_str))
                ),
            ),
        }
    }
    chosen
}

/// The members no other member reads or calls.
fn sinks(s: &Scenario, deps: &[Deps]) -> Vec<usize> {
    (0..s.members.len())
        .filter(|i| {
            !deps
                .iter()
                .enumerate()
                .any(|(j, d)| j != *i && (d.members.contains(i) || d.calls.contains(i)))
        })
        .collect()
}
