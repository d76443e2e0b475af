//! Resolves every name an equation reads, refuses duplicates and cycles, and works out what
//! each member depends on and which optional inputs it requires.

use crate::equation;
use crate::errors::Errors;
use crate::model::{Kind, Scenario};
use crate::suggest::did_you_mean;

/// What one member reads.
#[derive(Default, Clone)]
pub struct Deps {
    /// Inputs read, by index, and whether through `optional(..)`.
    pub inputs: Vec<(usize, bool)>,
    /// Properties read as values, by index.
    pub members: Vec<usize>,
    /// Methods called (`outcomes_for(drop)`), by index.
    pub calls: Vec<usize>,
    /// Members of scenarios held as inputs that the equation calls: input index, member name.
    pub reaches: Vec<(usize, String)>,
    /// Optional inputs that must be set, directly or through other members, by index.
    pub requires: Vec<usize>,
}

pub struct Graph {
    /// Parallel to `Scenario::members`.
    pub deps: Vec<Deps>,
    /// Every member, each after all the members it reads.
    pub order: Vec<usize>,
}

pub fn scenario(s: &Scenario, errors: &mut Errors) -> Option<Graph> {
    duplicates(s, errors);
    let input_names: Vec<String> = s.inputs.iter().map(|i| i.ident.to_string()).collect();
    let member_names: Vec<String> = s.members.iter().map(|m| m.ident.to_string()).collect();
    let mut deps = vec![Deps::default(); s.members.len()];
    let mut ok = true;
    for (mi, member) in s.members.iter().enumerate() {
        let names = equation::names(&member.body);
        for span in &names.self_tokens {
            errors.at(*span, "equations name inputs and members directly: write `copy_bytes`, not `self.copy_bytes`");
            ok = false;
        }
        for r in &names.refs {
            let name = r.name.to_string();
            if let Some(ii) = input_names.iter().position(|n| *n == name) {
                let optional = s.inputs[ii].optional.is_some();
                if r.as_option && !optional {
                    errors.at(r.name.span(), format!("`{name}` is a required input and is always set: read it as `{name}`, not `optional({name})`"));
                    ok = false;
                } else if names
                    .refs
                    .iter()
                    .any(|o| o.name == r.name && o.as_option != r.as_option)
                    && !r.as_option
                {
                    errors.at(r.name.span(), format!("`{name}` is read both as a value and through `optional({name})`: read it one way (with `optional({name})` the member handles its absence)"));
                    ok = false;
                }
                deps[mi].inputs.push((ii, r.as_option));
            } else if let Some(dep) = member_names.iter().position(|n| *n == name) {
                if r.as_option {
                    errors.at(r.name.span(), format!("`optional(..)` reads an optional input, and `{name}` is a member: read it as `{name}`"));
                    ok = false;
                }
                if s.members[dep].kind == Kind::Method {
                    errors.at(
                        r.name.span(),
                        format!("`{name}` is a method: call it with its arguments, `{name}(...)?`"),
                    );
                    ok = false;
                }
                deps[mi].members.push(dep);
            } else if member.args.iter().any(|a| a.ident == name) {
                if r.as_option {
                    errors.at(
                        r.name.span(),
                        format!("`{name}` is an argument, always given: read it as `{name}`"),
                    );
                    ok = false;
                }
            } else {
                let args: Vec<String> = member.args.iter().map(|a| a.ident.to_string()).collect();
                let candidates = input_names.iter().chain(&member_names).chain(&args);
                let hint = did_you_mean(&name, candidates.map(String::as_str));
                errors.at(
                    r.name.span(),
                    format!("unknown name `{name}` in the equation of `{}`{hint} (an equation reads the scenario's inputs, its properties and the member's own arguments)", member.ident),
                );
                ok = false;
            }
        }
    }
    for (mi, member) in s.members.iter().enumerate() {
        let names = equation::names(&member.body);
        for callee in &names.calls {
            let name = callee.to_string();
            if let Some(dep) = member_names.iter().position(|n| *n == name) {
                if s.members[dep].kind == Kind::Property {
                    errors.at(
                        callee.span(),
                        format!("`{name}` is a property, not a method: read it as `{name}`"),
                    );
                    ok = false;
                } else if !deps[mi].calls.contains(&dep) {
                    deps[mi].calls.push(dep);
                }
            } else if input_names.contains(&name) || member.args.iter().any(|a| a.ident == name) {
                errors.at(
                    callee.span(),
                    format!("`{name}` is a value, not a method: read it as `{name}`"),
                );
                ok = false;
            }
        }
        for (receiver, method) in &names.method_calls {
            if let Some(ii) = input_names.iter().position(|n| receiver == n) {
                deps[mi].reaches.push((ii, method.to_string()));
            }
        }
        for sample in member.args.iter().flat_map(|a| &a.samples) {
            if let crate::model::Sample::From(source) = sample {
                let name = source.to_string();
                let is_property = s
                    .members
                    .iter()
                    .any(|m| m.ident == name && m.kind == Kind::Property);
                if !input_names.contains(&name) && !is_property {
                    let candidates = input_names.iter().chain(&member_names).map(String::as_str);
                    errors.at(
                        source.span(),
                        format!(
                            "sample source `{name}` is not an input or property{}",
                            did_you_mean(&name, candidates)
                        ),
                    );
                    ok = false;
                }
            }
        }
    }
    let order = match topological_order(s, &deps) {
        Ok(order) => order,
        Err(cycle) => {
            let names: Vec<String> = cycle
                .iter()
                .map(|&i| s.members[i].ident.to_string())
                .collect();
            errors.at(
                s.members[cycle[0]].ident.span(),
                format!("these members depend on each other in a cycle: {}; one of them must be computed from inputs alone", names.join(" -> ")),
            );
            return None;
        }
    };
    for &mi in &order {
        let mut requires: Vec<usize> = deps[mi]
            .inputs
            .iter()
            .filter(|(ii, as_option)| !as_option && s.inputs[*ii].optional.is_some())
            .map(|(ii, _)| *ii)
            .collect();
        for &dep in deps[mi]
            .members
            .clone()
            .iter()
            .chain(&deps[mi].calls.clone())
        {
            requires.extend(deps[dep].requires.iter().copied());
        }
        requires.sort_unstable();
        requires.dedup();
        deps[mi].requires = requires;
    }
    ok.then_some(Graph { deps, order })
}

/// Two inputs, two members, or an input and a member with one name; and argument names that
/// hide an input or member.
fn duplicates(s: &Scenario, errors: &mut Errors) {
    let mut seen: Vec<(String, &'static str)> = Vec::new();
    let all = s
        .inputs
        .iter()
        .map(|i| (&i.ident, "input"))
        .chain(s.members.iter().map(|m| (&m.ident, "member")));
    for (ident, what) in all {
        let name = ident.to_string();
        if let Some((_, first)) = seen.iter().find(|(n, _)| *n == name) {
            errors.at(ident.span(), format!("`{name}` is declared twice (as {first} and as {what}): rename one; inputs and members share one name space"));
        }
        seen.push((name, what));
    }
    for m in &s.members {
        for a in &m.args {
            if seen.iter().any(|(n, _)| a.ident == n) {
                errors.at(a.ident.span(), format!("argument `{}` of `{}` hides an input or member of the same name: rename the argument", a.ident, m.ident));
            }
        }
    }
}

/// Members ordered so each comes after those it reads; on a cycle, the members that form it.
fn topological_order(s: &Scenario, deps: &[Deps]) -> Result<Vec<usize>, Vec<usize>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    fn visit(
        i: usize,
        deps: &[Deps],
        marks: &mut [Mark],
        stack: &mut Vec<usize>,
        order: &mut Vec<usize>,
    ) -> Result<(), Vec<usize>> {
        match marks[i] {
            Mark::Done => return Ok(()),
            Mark::Open => {
                let start = stack.iter().position(|&j| j == i).unwrap_or(0);
                let mut cycle = stack[start..].to_vec();
                cycle.push(i);
                return Err(cycle);
            }
            Mark::New => {}
        }
        marks[i] = Mark::Open;
        stack.push(i);
        for &d in deps[i].members.iter().chain(&deps[i].calls) {
            visit(d, deps, marks, stack, order)?;
        }
        stack.pop();
        marks[i] = Mark::Done;
        order.push(i);
        Ok(())
    }
    let mut marks = vec![Mark::New; s.members.len()];
    let mut order = Vec::new();
    for i in 0..s.members.len() {
        visit(i, deps, &mut marks, &mut Vec::new(), &mut order)?;
    }
    Ok(order)
}
