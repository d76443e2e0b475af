//! The rustdoc text of the struct, its inputs and its members, from the declaration.

use crate::check::Graph;
use crate::model::{Input, Scenario};

pub fn scenario_doc(s: &Scenario, summary: &[usize]) -> String {
    let mut doc = format!("{}\n", s.summary);
    if !s.description.is_empty() {
        doc += &format!("\n{}\n", s.description);
    }
    if !summary.is_empty() {
        doc += "\n# Equation\n\n";
        for &i in summary {
            let m = &s.members[i];
            let equation = m.equation.split_whitespace().collect::<Vec<_>>().join(" ");
            doc += &format!("- `{} = {equation}`\n", m.ident);
        }
    }
    let rules: Vec<String> = s
        .rules
        .iter()
        .map(|r| {
            let condition = crate::equation::render(&r.condition);
            format!("{} (`{}`)", r.words.value(), condition.replace('\n', " "))
        })
        .collect();
    for (title, items) in [
        ("Assumptions", &s.assumptions),
        ("Rules across inputs", &rules),
        ("Excludes", &s.excludes),
        ("Derivation", &s.derivation),
    ] {
        if !items.is_empty() {
            doc += &format!("\n# {title}\n\n");
            for item in items {
                doc += &format!("- {item}\n");
            }
        }
    }
    if !s.one_of.is_empty() {
        doc += "\n# Requirements\n\n";
        for group in &s.one_of {
            doc += &format!("- {}\n", one_of_text(group));
        }
    }
    if !s.examples.is_empty() {
        doc += "\n# Examples\n";
        for example in &s.examples {
            doc += &format!("\n```rust\n{}\n```\n", example.value().trim());
        }
    }
    doc
}

/// "give `energy`, or all of `devices`, `power` and `duration`".
pub fn one_of_text(group: &crate::model::OneOf) -> String {
    let alternatives: Vec<String> = group
        .alternatives
        .iter()
        .map(|alt| match alt.as_slice() {
            [one] => format!("`{one}`"),
            many => {
                let names: Vec<String> = many.iter().map(|n| format!("`{n}`")).collect();
                let (last, rest) = names
                    .split_last()
                    .map_or((String::new(), &[][..]), |(l, r)| (l.clone(), r));
                format!("all of {} and {last}", rest.join(", "))
            }
        })
        .collect();
    format!("give {}", alternatives.join(", or "))
}

pub fn input_doc(i: &Input) -> String {
    let mut doc = i.doc.clone();
    let mut facts = Vec::new();
    if i.optional.is_some() {
        facts.push("optional (absent by default)".to_string());
    }
    if let Some(d) = &i.default {
        facts.push(format!("default `{}`", d.text()));
    }
    if let Some(unit) = &i.unit {
        let unit = unit
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        facts.push(format!("shown in `{unit}`"));
    }
    if let Some(a) = i.allowed.text() {
        facts.push(format!("allowed {a}"));
    }
    if !facts.is_empty() {
        doc += &format!(" *{}.*", capitalize(&facts.join("; ")));
    }
    doc
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// The member's doc, then its equation and what it requires, in one paragraph where the
/// equation fits on a line.
pub fn member_doc(s: &Scenario, graph: &Graph, index: usize) -> String {
    let m = &s.members[index];
    let deps = &graph.deps[index];
    let mut doc = m.doc.clone();
    if !m.equation_is_code {
        doc += &format!(" Equation: {}.", m.equation.trim_end_matches('.'));
    } else if m.equation.contains('\n') {
        doc += &format!("\n\nEquation:\n\n```text\n{}\n```\n", m.equation);
    } else {
        doc += &format!(" Equation: `{}`.", m.equation);
    }
    if !deps.requires.is_empty() {
        let names: Vec<String> = deps
            .requires
            .iter()
            .map(|&i| format!("`{}`", s.inputs[i].ident))
            .collect();
        doc += &format!(
            " Requires {} (an error names the absent one).",
            names.join(", ")
        );
    }
    for &g in &deps.one_of {
        doc += &format!(" Requires: {}.", one_of_text(&s.one_of[g]));
    }
    doc
}

/// Names an equation reads directly, inputs first, each once.
pub fn depends_on(s: &Scenario, graph: &Graph, index: usize) -> Vec<String> {
    let deps = &graph.deps[index];
    let mut names: Vec<String> = deps
        .inputs
        .iter()
        .map(|&(i, _)| s.inputs[i].ident.to_string())
        .collect();
    names.extend(deps.members.iter().map(|&d| s.members[d].ident.to_string()));
    names.dedup();
    names
}
