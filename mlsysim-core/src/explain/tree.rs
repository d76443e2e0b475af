//! The explanation as a tree: a member's step, then the steps of what it read (members, laws,
//! members of held scenarios, inputs), each shown once.

use super::{Operand, Parts, Piece, as_input};
use crate::catalog::DynScenario;
use crate::error::EvalError;
use crate::input::InputValue;
use crate::meta::MemberInfo;
use crate::report::{Report, Value};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// What a step explains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepKind {
    Member,
    Law,
    Input,
}

/// One step of a worked solution: a member's (or law's) equation in symbols, with the values
/// put in, and its result; or an input's value and where it came from.
#[derive(Debug, Clone)]
pub struct Step {
    pub kind: StepKind,
    /// The name as called: `free_after(copies=4)`, `drift.decay_rate`, `ridge_point(...)`.
    pub name: String,
    /// The equation as written (for a member given as a body, its declared prose).
    pub symbols: Option<String>,
    /// The equation with each operand's value put in, where that says more than `symbols`.
    pub values: Option<String>,
    /// The same equation in pieces, for a typesetter: its text as written and each operand
    /// with the value put in (empty where `values` is `None`).
    pub filled: Vec<Filled>,
    /// The value, or why there is none.
    pub result: Result<Value, String>,
    /// For an input: where its value came from.
    pub source: Option<String>,
    pub children: Vec<Step>,
}

/// A piece of an equation with the values put in: text as written, or an operand (an input, a
/// property, a field, a call) with the value it had, shown, where it has one to show.
#[derive(Debug, Clone, PartialEq)]
pub enum Filled {
    Text(&'static str),
    Operand {
        text: &'static str,
        value: Option<String>,
    },
}

/// Where an input of the explained scenario got its value (`preset X`, `--set`, the declared
/// default), by input name.
pub type Sources<'a> = &'a dyn Fn(&str) -> String;

/// Deepest chain of steps followed: far beyond any catalog equation, and a bound for any.
const MAX_DEPTH: usize = 24;

/// The explanation of one member of `scenario`, called with `args` if it is a method.
pub fn explain_member(
    scenario: &dyn DynScenario,
    member: &str,
    args: &[InputValue],
    sources: Sources,
) -> Result<Step, EvalError> {
    let info = scenario.info();
    let m = info.member(member).ok_or_else(|| {
        let methods: Vec<&str> = info.methods.iter().map(|m| m.name).collect();
        let properties: Vec<&str> = info.properties.iter().map(|m| m.name).collect();
        EvalError::bad_call(
            crate::error::UnknownName::new(
                "member",
                member,
                methods.iter().chain(&properties).copied(),
            )
            .to_string(),
        )
    })?;
    if m.args.len() != args.len() {
        let names: Vec<&str> = m.args.iter().map(|a| a.name).collect();
        return Err(EvalError::bad_call(format!(
            "`{}` takes {} argument(s) ({}), {} given",
            m.name,
            names.len(),
            names.join(", "),
            args.len()
        )));
    }
    // An argument its type cannot read is the caller's mistake, not a step that failed.
    let checked = match scenario.explain_parts(m.name, args) {
        Some(parts) => parts.map(|_| ()),
        None if m.kind == crate::meta::MemberKind::Method => {
            scenario.call(m.name, args).map(|_| ())
        }
        None => Ok(()),
    };
    if let Err(e) = checked
        && e.is_bad_call()
    {
        return Err(e);
    }
    let mut builder = Builder::new(sources);
    Ok(builder.member(scenario, "", m, args, 0))
}

/// A preset's worked solution: its inputs, then every property with the values put in, each
/// once, in declaration order (each property's own operands are the steps above it).
pub fn worked_solution(scenario: &dyn DynScenario, sources: Sources) -> Vec<Step> {
    let info = scenario.info();
    let mut builder = Builder::new(sources);
    let mut steps: Vec<Step> = info
        .inputs
        .iter()
        .map(|i| builder.input(scenario, "", i.name))
        .collect();
    for p in info.properties {
        let mut step = builder.member(scenario, "", p, &[], MAX_DEPTH);
        step.children.clear();
        steps.push(step);
    }
    steps
}

struct Builder<'a> {
    sources: Sources<'a>,
    /// Steps already shown, by scenario and name, so each appears once.
    seen: HashSet<String>,
    /// The evaluation (inputs and properties) of each scenario explained, by its address and
    /// type (a held scenario can sit at its holder's address): where the values of bare names
    /// in equations come from, computed once per scenario.
    evaluations: HashMap<(usize, &'static str), Rc<Report>>,
}

/// The values of the bare names of one step's equation: the step's own arguments, then its
/// scenario's inputs and properties.
struct Names<'n> {
    args: Vec<(&'static str, &'n InputValue)>,
    evaluation: Option<Rc<Report>>,
}

impl Names<'_> {
    /// A bare name's value, as the argument of a call beneath.
    fn input(&self, name: &str) -> Option<InputValue> {
        match self.arg(name) {
            Some(v) => Some(v.clone()),
            None => self.value(name).map(|v| as_input(&v)),
        }
    }

    /// A bare name that is an argument of the call, as it was given.
    fn argument(&self, name: &str) -> Option<String> {
        self.arg(name).map(ToString::to_string)
    }

    fn arg(&self, name: &str) -> Option<&InputValue> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    fn value(&self, name: &str) -> Option<Value> {
        let evaluation = self.evaluation.as_ref()?;
        if let Some((_, v)) = evaluation.inputs.iter().find(|(n, _)| *n == name) {
            return Some(v.clone());
        }
        match evaluation.property(name) {
            Some(Ok(v)) => Some(v.clone()),
            _ => None,
        }
    }
}

impl<'a> Builder<'a> {
    fn new(sources: Sources<'a>) -> Self {
        Builder {
            sources,
            seen: HashSet::new(),
            evaluations: HashMap::new(),
        }
    }

    /// The evaluation of `scenario`, computed once.
    fn evaluation(&mut self, scenario: &dyn DynScenario) -> Rc<Report> {
        let key = (
            scenario as *const dyn DynScenario as *const () as usize,
            scenario.info().name,
        );
        Rc::clone(
            self.evaluations
                .entry(key)
                .or_insert_with(|| Rc::new(scenario.evaluation())),
        )
    }

    /// `prefix` names the held scenario a step belongs to (`drift.`), empty at the top.
    fn member(
        &mut self,
        scenario: &dyn DynScenario,
        prefix: &str,
        m: &MemberInfo,
        args: &[InputValue],
        depth: usize,
    ) -> Step {
        let name = call_name(prefix, m.name, m.args.iter().map(|a| a.name), args);
        self.seen.insert(name.clone());
        let names = Names {
            args: m.args.iter().map(|a| a.name).zip(args).collect(),
            evaluation: Some(self.evaluation(scenario)),
        };
        let (mut step, parts) = member_step(scenario, m, args, &names, name);
        if depth >= MAX_DEPTH {
            return step;
        }
        self.dependency_steps(scenario, prefix, m, depth, &mut step.children);
        let named = m
            .named_calls()
            .into_iter()
            .map(|(name, args)| super::CallSite {
                name,
                args: args.into_iter().map(Operand::Name).collect(),
            });
        let calls: Vec<super::CallSite> = parts
            .iter()
            .flat_map(|p| p.calls.iter().cloned())
            .chain(named)
            .collect();
        for call in &calls {
            if let Some(child) = self.call(scenario, prefix, call, &names, depth) {
                step.children.push(child);
            }
        }
        self.held_member_steps(scenario, prefix, m, depth, &mut step.children);
        step
    }

    /// The steps of the properties and inputs `m` depends on, each not shown yet.
    fn dependency_steps(
        &mut self,
        scenario: &dyn DynScenario,
        prefix: &str,
        m: &MemberInfo,
        depth: usize,
        children: &mut Vec<Step>,
    ) {
        let info = scenario.info();
        for dep in m.depends_on {
            if let Some(p) = info.properties.iter().find(|p| p.name == *dep) {
                if !self.seen.contains(&format!("{prefix}{dep}")) {
                    let child = self.member(scenario, prefix, p, &[], depth + 1);
                    children.push(child);
                }
            } else if info.input(dep).is_some() && self.seen.insert(format!("{prefix}{dep}")) {
                children.push(self.input(scenario, prefix, dep));
            }
        }
    }

    /// The steps of the members of held scenarios that `m` reaches (`drift.decay_rate`), each
    /// not shown yet and taking no arguments.
    fn held_member_steps(
        &mut self,
        scenario: &dyn DynScenario,
        prefix: &str,
        m: &MemberInfo,
        depth: usize,
        children: &mut Vec<Step>,
    ) {
        for (input, member) in m.reaches {
            let key = format!("{prefix}{input}.{member}");
            if self.seen.contains(&key) {
                continue;
            }
            if let Some(nested) = scenario.nested(input)
                && let Some(nm) = nested.info().member(member)
                && nm.args.is_empty()
            {
                let inner = format!("{prefix}{input}.");
                children.push(self.member(nested, &inner, nm, &[], depth + 1));
            }
        }
    }

    /// The step of a law or method called in an equation, once per argument values.
    fn call(
        &mut self,
        scenario: &dyn DynScenario,
        prefix: &str,
        call: &super::CallSite,
        names: &Names,
        depth: usize,
    ) -> Option<Step> {
        let args = call_args(call, names)?;
        if let Some(m) = scenario.info().methods.iter().find(|m| m.name == call.name) {
            let name = call_name(prefix, m.name, m.args.iter().map(|a| a.name), &args);
            if self.seen.contains(&name) {
                return None;
            }
            return Some(self.member(scenario, prefix, m, &args, depth + 1));
        }
        let law = crate::laws::law(call.name).ok()?;
        self.law(law, &args, depth + 1)
    }

    fn law(
        &mut self,
        law: &'static crate::laws::LawEntry,
        args: &[InputValue],
        depth: usize,
    ) -> Option<Step> {
        let info = law.info;
        let name = call_name("", info.name, info.args.iter().map(|a| a.name), args);
        if !self.seen.insert(name.clone()) {
            return None;
        }
        let parts = (law.explain)(args);
        let names = Names {
            args: info.args.iter().map(|a| a.name).zip(args).collect(),
            evaluation: None,
        };
        let (filled, result) = match &parts {
            Ok(parts) => (
                fill(&super::pieces(info.template), parts, &names),
                shown(&parts.result),
            ),
            Err(e) => (Vec::new(), Err(e.to_string())),
        };
        let mut step = Step {
            kind: StepKind::Law,
            name,
            symbols: Some(info.equation.to_string()),
            values: values_text(&filled),
            filled,
            result,
            source: None,
            children: Vec::new(),
        };
        if depth < MAX_DEPTH
            && let Ok(parts) = &parts
        {
            for call in &parts.calls {
                if let (Some(args), Ok(inner)) =
                    (call_args(call, &names), crate::laws::law(call.name))
                    && let Some(child) = self.law(inner, &args, depth + 1)
                {
                    step.children.push(child);
                }
            }
        }
        Some(step)
    }

    fn input(&mut self, scenario: &dyn DynScenario, prefix: &str, name: &str) -> Step {
        let evaluation = self.evaluation(scenario);
        let value = evaluation
            .inputs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or(Value::Absent);
        let source = if prefix.is_empty() {
            (self.sources)(name)
        } else {
            format!("held by `{}`", prefix.trim_end_matches('.'))
        };
        let source = match &value {
            Value::Entry(path) => format!("{source}; {}", entry_provenance(path)),
            _ => source,
        };
        Step {
            kind: StepKind::Input,
            name: format!("{prefix}{name}"),
            symbols: None,
            values: None,
            filled: Vec::new(),
            result: Ok(value),
            source: Some(source),
            children: Vec::new(),
        }
    }
}

/// A member's step without its children: its equation in symbols, with the values put in,
/// and its result; with the traced parts, where the calls beneath are read from.
fn member_step(
    scenario: &dyn DynScenario,
    m: &MemberInfo,
    args: &[InputValue],
    names: &Names,
    name: String,
) -> (Step, Option<Parts>) {
    let parts = traced_parts(scenario, m, args, names);
    let template = m.pieces();
    let (symbols, filled, result, parts) = match parts {
        Some(Ok(mut parts)) => {
            held_units(scenario, &template, &mut parts);
            let filled = fill(&template, &parts, names);
            (
                Some(m.equation.to_string()),
                filled,
                shown(&parts.result),
                Some(parts),
            )
        }
        Some(Err(e)) => (
            Some(m.equation.to_string()),
            Vec::new(),
            Err(e.to_string()),
            None,
        ),
        None => (
            None,
            Vec::new(),
            Err(format!(
                "`{}` has no member `{}`",
                scenario.info().name,
                m.name
            )),
            None,
        ),
    };
    let step = Step {
        kind: StepKind::Member,
        name,
        symbols,
        values: values_text(&filled),
        filled,
        result,
        source: None,
        children: Vec::new(),
    };
    (step, parts)
}

/// A member's traced path: the scenario's own, where its equation has leaves or calls to
/// compute; else just its value (a property's from the evaluation, a method's from a call),
/// since every bare name is read from the evaluation anyway.
fn traced_parts(
    scenario: &dyn DynScenario,
    m: &MemberInfo,
    args: &[InputValue],
    names: &Names,
) -> Option<Result<Parts, EvalError>> {
    if let Some(parts) = scenario.explain_parts(m.name, args) {
        return Some(parts);
    }
    let result = match m.kind {
        crate::meta::MemberKind::Property => names.evaluation.as_ref()?.property(m.name)?.clone(),
        crate::meta::MemberKind::Method => match scenario.call(m.name, args) {
            Err(e) if e.is_bad_call() => return Some(Err(e)),
            other => other,
        },
    };
    Some(Ok(Parts {
        result,
        leaves: Vec::new(),
        calls: Vec::new(),
    }))
}

/// A leaf that calls a member of a held scenario (`drift.decay_rate()`) shown in the unit that
/// member declares, as its own step shows it, rather than in base units.
fn held_units(scenario: &dyn DynScenario, template: &[Piece], parts: &mut Parts) {
    for piece in template {
        let Piece::Leaf(text, i) = piece else {
            continue;
        };
        let Some((input, member)) = text
            .strip_suffix("()")
            .and_then(|call| call.split_once('.'))
        else {
            continue;
        };
        let unit = scenario
            .nested(input)
            .and_then(|n| n.info().member(member))
            .and_then(|m| m.unit());
        if let (Some(unit), Some(Ok(Some(value)))) = (unit, parts.leaves.get_mut(*i)) {
            *value = rescale(value, unit);
        }
    }
}

/// A quantity in another unit of its dimension (unchanged if the units do not match).
fn rescale(value: &Value, unit: &'static str) -> Value {
    use crate::units::parse::expression;
    match value {
        Value::Quantity {
            magnitude,
            unit: from,
        } => match (expression(from), expression(unit)) {
            (Ok((d1, f1, _)), Ok((d2, f2, _))) if d1 == d2 => Value::Quantity {
                magnitude: magnitude * f1.value() / f2.value(),
                unit,
            },
            _ => value.clone(),
        },
        other => other.clone(),
    }
}

/// A call's argument values as arguments for the step beneath, when every one has a value.
fn call_args(call: &super::CallSite, names: &Names) -> Option<Vec<InputValue>> {
    call.args
        .iter()
        .map(|a| match a {
            Operand::Value(v) => v.as_ref().ok().and_then(|v| v.as_ref()).map(as_input),
            Operand::Name(name) => names.input(name),
        })
        .collect()
}

/// `free_after(copies=4)`, or the bare name for a property.
fn call_name<'n>(
    prefix: &str,
    name: &str,
    arg_names: impl Iterator<Item = &'n str>,
    args: &[InputValue],
) -> String {
    if args.is_empty() {
        return format!("{prefix}{name}");
    }
    let pairs: Vec<String> = arg_names
        .zip(args)
        .map(|(n, v)| format!("{n}={v}"))
        .collect();
    format!("{prefix}{name}({})", pairs.join(", "))
}

fn shown(result: &Result<Value, EvalError>) -> Result<Value, String> {
    result.clone().map_err(|e| e.to_string())
}

/// The template in pieces, each operand with its value put in where it has one to show.
fn fill(template: &[Piece], parts: &Parts, names: &Names) -> Vec<Filled> {
    let mut values: Vec<Option<Value>> = template
        .iter()
        .map(|piece| match piece {
            Piece::Text(_) => None,
            Piece::Leaf(_, i) => match parts.leaves.get(*i) {
                Some(Ok(Some(value))) => Some(value.clone()),
                _ => None,
            },
            // An argument of the call keeps its text; it is not a value of the scenario's.
            Piece::Name(name) if names.arg(name).is_some() => None,
            Piece::Name(name) => names.value(name),
        })
        .collect();
    one_family_of_sizes(&mut values);
    template
        .iter()
        .zip(values)
        .map(|(piece, value)| match piece {
            Piece::Text(t) => Filled::Text(t),
            Piece::Leaf(leaf, _) => Filled::Operand {
                text: leaf,
                value: value.map(|v| v.to_string()),
            },
            // An argument of the call is shown as it was given.
            Piece::Name(name) => Filled::Operand {
                text: name,
                value: names
                    .argument(name)
                    .or_else(|| value.map(|v| v.to_string())),
            },
        })
        .collect()
}

/// Sizes in one expression in one family of units: where a binary size (`80 GiB`, as the
/// registry states a device's memory) meets a decimal one (`3 GB`), the binary ones are shown
/// in the decimal ladder (`85.9 GB − 3 GB`), so that the expression reads as one arithmetic.
fn one_family_of_sizes(values: &mut [Option<Value>]) {
    let family = |v: &Value| match v {
        Value::Quantity { unit, .. } => crate::units::parse::expression(unit)
            .ok()
            .and_then(|(_, _, bytes)| bytes)
            .map(|b| b.symbol().contains("iB")),
        _ => None,
    };
    let families: Vec<Option<bool>> = values.iter().map(|v| v.as_ref().and_then(family)).collect();
    if !(families.contains(&Some(true)) && families.contains(&Some(false))) {
        return;
    }
    for (value, binary) in values.iter_mut().zip(families) {
        if binary == Some(true)
            && let Some(Value::Quantity { unit, .. }) = value.as_ref()
            && let Some(base) = value.as_ref().and_then(Value::in_base_units)
        {
            *value = Some(Value::in_ladder_unit(base, unit));
        }
    }
}

/// The equation with its values put in as one line of text, where at least one operand has a
/// value (else the line would only repeat the symbols).
fn values_text(filled: &[Filled]) -> Option<String> {
    let mut text = String::new();
    let mut any = false;
    for (at, piece) in filled.iter().enumerate() {
        match piece {
            // A call the author wrote by path (a law whose name a member shares, a helper of
            // the scenario's own) reads by its name.
            Filled::Text(t) => text.push_str(
                &t.replace("::mlsysim_core::equation::", "")
                    .replace("self::", ""),
            ),
            Filled::Operand {
                value: Some(value), ..
            } => {
                any = true;
                let next = match filled.get(at + 1) {
                    Some(Filled::Text(t)) => t,
                    _ => "",
                };
                if needs_brackets(value, &text, next) {
                    text.push('(');
                    text.push_str(value);
                    text.push(')');
                } else {
                    text.push_str(value);
                }
            }
            Filled::Operand {
                text: t,
                value: None,
            } => text.push_str(t),
        }
    }
    any.then_some(text)
}

/// Whether a value put in for an operand needs brackets to read as the one operand it replaces:
/// a method called on it (`(-0.0038).abs()`, not `-0.0038.abs()`, which reads as the negation of
/// the call; `(12 ms).max(..)`), or a negative value after an operator (`5 - (-3)`).
fn needs_brackets(value: &str, before: &str, after: &str) -> bool {
    let negative = value.starts_with(['-', '\u{2212}']);
    let receiver = after.starts_with('.');
    let after_operator = before
        .trim_end()
        .ends_with(['+', '-', '*', '/', '%', '\u{2212}', '\u{00d7}', '\u{00f7}']);
    receiver && (negative || !one_token(value)) || negative && after_operator
}

/// Whether a value reads as one token: no space or comma outside its own brackets (`[1, 2]`
/// and `Knee(a=1 ms, b=2)` do; `10 MB` and `A=0.5, B=0.5` do not).
fn one_token(value: &str) -> bool {
    let mut depth = 0_i32;
    for c in value.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ' ' | ',' if depth == 0 => return false,
            _ => {}
        }
    }
    true
}

/// Where a registry entry's figures come from.
fn entry_provenance(path: &str) -> String {
    let provenance = crate::HardwareNode::find(path)
        .map(|h| h.provenance)
        .or_else(|_| crate::Workload::find(path).map(|w| w.provenance));
    match provenance {
        Ok(p) => match p.ref_id {
            Some(r) => format!("registry entry {path} ({}, {r})", p.kind),
            None => format!("registry entry {path} ({})", p.kind),
        },
        Err(_) => format!("registry entry {path}"),
    }
}

#[cfg(test)]
mod tests {
    use super::needs_brackets;

    #[test]
    fn a_value_is_bracketed_where_it_would_read_as_something_else() {
        // A method's receiver: `-0.0038.abs()` reads as the negation of the call.
        assert!(needs_brackets("-0.0038", "0.5 * (0.3 + ", ".abs())"));
        assert!(needs_brackets("12 ms", "", ".max(3 ms)"));
        // A negative value after an operator reads as a second sign.
        assert!(needs_brackets("-75 USD", "150 USD + ", ""));
        assert!(needs_brackets("-3", "5 -", ""));
        // A value at the start, after a bracket or a comma, or positive, reads as it is.
        assert!(!needs_brackets("-75 USD", "", " + 150 USD"));
        assert!(!needs_brackets("-3", "max(", ", 2)"));
        assert!(!needs_brackets("-3", "max(1, ", ")"));
        assert!(!needs_brackets("3", "5 - ", ".abs()"));
        assert!(!needs_brackets("75 USD", "150 USD + ", ""));
        // A list or a call shown as its value is one token already; a map is not.
        assert!(!needs_brackets("[0.4, 0.6]", "", ".iter()"));
        assert!(!needs_brackets(
            "Knee(fixed=3 ms, per=1 ms)",
            "",
            ".time(1)"
        ));
        assert!(needs_brackets("A=0.5, B=0.5", "", ".values()"));
    }
}
