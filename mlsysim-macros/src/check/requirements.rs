//! Which optional inputs each member needs: those it reads as values, and those the members it
//! reads need. An optional input that belongs to a `requires_one_of` group is needed as part of
//! the group: the member needs one complete alternative, not that input in particular.

use super::Deps;
use crate::errors::Errors;
use crate::model::Scenario;
use crate::suggest::did_you_mean;

/// Every name in a `requires_one_of` group is an optional input, named in one group only (an
/// input in two groups would tie them together, and only the first would be read).
pub fn check_one_of(s: &Scenario, errors: &mut Errors) {
    let mut seen: Vec<(String, usize)> = Vec::new();
    for (g, group) in s.one_of.iter().enumerate() {
        for name in group.alternatives.iter().flatten() {
            match seen.iter().find(|(n, _)| name == n) {
                Some((_, first)) if *first == g => errors.at(name.span(), format!("`{name}` is named twice in this `requires_one_of`: name it in one alternative")),
                Some(_) => errors.at(name.span(), format!("`{name}` is in two `requires_one_of` groups: an input can be an alternative of one group only; merge the groups or drop it from one")),
                None => seen.push((name.to_string(), g)),
            }
        }
    }
    for group in &s.one_of {
        for name in group.alternatives.iter().flatten() {
            match s.inputs.iter().find(|i| i.ident == *name) {
                Some(input) if input.optional.is_some() => {}
                Some(_) => errors.at(name.span(), format!("`{name}` is a required input, always given: only optional inputs (`Option<T>`) can be alternatives of `requires_one_of`")),
                None => {
                    let optional = s.inputs.iter().filter(|i| i.optional.is_some()).map(|i| i.ident.to_string()).collect::<Vec<_>>();
                    let hint = did_you_mean(&name.to_string(), optional.iter().map(String::as_str));
                    errors.at(name.span(), format!("`requires_one_of` names `{name}`, which is not an input of `{}`{hint} (its alternatives are optional inputs)", s.ident));
                }
            }
        }
    }
}

/// The `requires_one_of` group an input belongs to, if any.
pub fn group_of(s: &Scenario, input: usize) -> Option<usize> {
    let name = &s.inputs[input].ident;
    s.one_of
        .iter()
        .position(|g| g.alternatives.iter().flatten().any(|n| n == name))
}

pub fn propagate(s: &Scenario, deps: &mut [Deps], order: &[usize]) {
    for &mi in order {
        let mut requires = Vec::new();
        let mut one_of = Vec::new();
        for &(ii, as_option) in &deps[mi].inputs {
            match group_of(s, ii) {
                Some(g) => one_of.push(g),
                None if !as_option
                    && s.inputs[ii].optional.is_some()
                    && !deps[mi].deferred_inputs.contains(&ii) =>
                {
                    requires.push(ii)
                }
                None => {}
            }
        }
        let read: Vec<usize> = deps[mi]
            .members
            .iter()
            .filter(|d| !deps[mi].deferred.contains(d))
            .chain(&deps[mi].calls)
            .copied()
            .collect();
        for dep in read {
            requires.extend(deps[dep].requires.iter().copied());
            one_of.extend(deps[dep].one_of.iter().copied());
        }
        requires.sort_unstable();
        requires.dedup();
        one_of.sort_unstable();
        one_of.dedup();
        deps[mi].requires = requires;
        deps[mi].one_of = one_of;
    }
}

/// Each member's `needs`: the properties it reads, then those every method it calls needs.
pub fn needs(deps: &mut [Deps], order: &[usize]) {
    for &mi in order {
        let mut needs: Vec<usize> = deps[mi]
            .members
            .iter()
            .copied()
            .filter(|d| !deps[mi].deferred.contains(d))
            .collect();
        for c in deps[mi].calls.clone() {
            for &n in &deps[c].needs {
                if !needs.contains(&n) {
                    needs.push(n);
                }
            }
        }
        deps[mi].needs = needs;
    }
}
