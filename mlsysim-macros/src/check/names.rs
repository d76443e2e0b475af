//! Resolves every name an equation reads and every bare name it calls.

use super::Deps;
use crate::equation;
use crate::errors::Errors;
use crate::model::{Kind, Member, Scenario};
use crate::suggest::did_you_mean;

pub fn resolve(s: &Scenario, errors: &mut Errors) -> Vec<Deps> {
    let inputs = s.input_names();
    let members: Vec<String> = s.members.iter().map(|m| m.ident.to_string()).collect();
    s.members
        .iter()
        .map(|member| {
            let names = equation::names(&member.body);
            let mut deps = Deps {
                locals: names.locals.iter().cloned().collect(),
                ..Deps::default()
            };
            self_uses(member, &names, errors);
            forms(member, &inputs, &members, &names, errors);
            for r in &names.refs {
                read(s, member, &inputs, &members, r, &names, &mut deps, errors);
            }
            for callee in &names.calls {
                call(s, member, &inputs, &members, callee, &mut deps, errors);
            }
            for law in &names.law_paths {
                if !deps.library.contains(&law.to_string()) {
                    deps.library.push(law.to_string());
                }
            }
            for (receiver, method) in &names.method_calls {
                if let Some(ii) = inputs.iter().position(|n| receiver == n) {
                    deps.reaches.push((ii, method.to_string()));
                }
            }
            deps
        })
        .collect()
}

/// Forms written wrongly, and names a form binds that would hide an input, a member or an
/// argument of the member (`sum!(mtbf in mtbfs, ..)` where `mtbf` is an input).
fn forms(
    member: &Member,
    inputs: &[String],
    members: &[String],
    names: &equation::Names,
    errors: &mut Errors,
) {
    for e in &names.form_errors {
        errors.push(e.clone());
    }
    for bound in &names.bound {
        let name = bound.to_string();
        let what = if inputs.contains(&name) {
            "an input"
        } else if members.contains(&name) {
            "a member"
        } else if member.args.iter().any(|a| a.ident == name) {
            "an argument of this method"
        } else {
            continue;
        };
        errors.at(
            bound.span(),
            format!("`{name}` is {what} of the scenario: a form binds a name of its own, so choose one that is not an input, a member or an argument"),
        );
    }
}

/// `self.x` in an equation: the equation names `x` itself.
fn self_uses(member: &Member, names: &equation::Names, errors: &mut Errors) {
    for (span, field) in &names.self_uses {
        let message = match field {
            Some(field) => format!(
                "equations name inputs and members directly: write `{field}`, not `self.{field}`"
            ),
            None => format!(
                "equations name inputs and members directly, without `self`: name the inputs and members that `{}` reads, and pass those to a function (`helper(count)`, not `helper(self)`)",
                member.ident
            ),
        };
        errors.at(*span, message);
    }
}

/// One name read as a value: an input, a property, or one of the member's arguments.
#[allow(clippy::too_many_arguments)]
fn read(
    s: &Scenario,
    member: &Member,
    inputs: &[String],
    members: &[String],
    r: &equation::names::NameRef,
    names: &equation::Names,
    deps: &mut Deps,
    errors: &mut Errors,
) {
    let name = r.name.to_string();
    let span = r.name.span();
    if let Some(ii) = inputs.iter().position(|n| *n == name) {
        let optional = s.inputs[ii].optional.is_some();
        if r.as_option && !optional {
            errors.at(span, format!("`{name}` is a required input and is always set: read it as `{name}`, not through `given({name})` or `optional({name})`"));
        } else if !r.as_option
            && names
                .refs
                .iter()
                .any(|o| o.name == r.name && o.as_option != r.as_option)
        {
            errors.at(span, format!("`{name}` is read as a value where it may be absent: read it inside the first branch of `if given({name}) {{ .. }} else {{ .. }}`, and give the other branch a value of its own"));
        }
        deps.inputs.push((ii, r.as_option));
        if optional && !r.as_option && !names.eager.contains(&name) {
            deps.deferred_inputs.push(ii);
        }
    } else if let Some(dep) = members.iter().position(|n| *n == name) {
        if r.as_option {
            errors.at(span, format!("`given(..)` and `optional(..)` test an optional input, and `{name}` is a member: read it as `{name}`"));
        }
        if s.members[dep].kind == Kind::Method && names.passed.contains(&r.name) {
            // A method passed whole to a function (`argmin(&strides, &total_time)`).
            if !deps.calls.contains(&dep) {
                deps.calls.push(dep);
            }
            return;
        }
        if s.members[dep].kind == Kind::Method {
            let args: Vec<String> = s.members[dep]
                .args
                .iter()
                .map(|a| a.ident.to_string())
                .collect();
            errors.at(
                span,
                format!(
                    "`{name}` is a method: call it with its arguments, `{name}({})?`",
                    args.join(", ")
                ),
            );
        }
        deps.members.push(dep);
        if !names.eager.contains(&name) && s.members[dep].kind == Kind::Property {
            deps.deferred.push(dep);
        }
    } else if member.args.iter().any(|a| a.ident == name) {
        if r.as_option {
            errors.at(
                span,
                format!("`{name}` is an argument, always given: read it as `{name}`"),
            );
        }
    } else if !s.dropped.contains(&name) {
        let args: Vec<String> = member.args.iter().map(|a| a.ident.to_string()).collect();
        let candidates = inputs.iter().chain(members).chain(&args);
        let hint = did_you_mean(&name, candidates.map(String::as_str));
        errors.at(
            span,
            format!("unknown name `{name}` in the equation of `{}`{hint} (an equation reads the scenario's inputs, its properties and the member's own arguments)", member.ident),
        );
    }
}

/// A bare name called as a function: one of the scenario's methods, or a library function.
fn call(
    s: &Scenario,
    member: &Member,
    inputs: &[String],
    members: &[String],
    callee: &syn::Ident,
    deps: &mut Deps,
    errors: &mut Errors,
) {
    let name = callee.to_string();
    if deps.locals.contains(&name) {
        return;
    }
    if let Some(dep) = members.iter().position(|n| *n == name) {
        if s.members[dep].kind == Kind::Property {
            errors.at(
                callee.span(),
                format!("`{name}` is a property, not a method: read it as `{name}`; a law or function of the same name is hidden by the property here: call it by its path, `mlsysim_core::laws::{name}(...)`, or rename the property"),
            );
        } else if !deps.calls.contains(&dep) {
            deps.calls.push(dep);
        }
    } else if inputs.contains(&name) || member.args.iter().any(|a| a.ident == name) {
        errors.at(
            callee.span(),
            format!("`{name}` is a value, not a method: read it as `{name}`"),
        );
    } else if !s.dropped.contains(&name) && !deps.library.contains(&name) {
        deps.library.push(name);
    }
}
