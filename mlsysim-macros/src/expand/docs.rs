//! The rustdoc text of the struct, its inputs and its members, from the declaration.

use crate::check::Graph;
use crate::model::{Input, Scenario};

pub fn scenario_doc(s: &Scenario) -> String {
    let mut doc = format!("{}\n", s.summary);
    if !s.description.is_empty() {
        doc += &format!("\n{}\n", s.description);
    }
    doc += &format!("\n# Equation\n\n{}\n", s.equation);
    for (title, items) in [
        ("Assumptions", &s.assumptions),
        ("Rules across inputs", &s.rules),
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
    if let Some(a) = allowed(i) {
        facts.push(format!("allowed {a}"));
    }
    if !facts.is_empty() {
        doc += &format!("\n\n*{}.*", capitalize(&facts.join("; ")));
    }
    doc
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// The allowed values in words: `[0.0, 1.0]`, `> 0`, ...
pub fn allowed(i: &Input) -> Option<String> {
    let mut parts = Vec::new();
    if i.positive.is_some() {
        parts.push("> 0".to_string());
    }
    if i.non_negative.is_some() {
        parts.push(">= 0".to_string());
    }
    if let Some(r) = &i.range {
        parts.push(r.text());
    }
    (!parts.is_empty()).then(|| parts.join(" and "))
}

pub fn member_doc(s: &Scenario, graph: &Graph, index: usize) -> String {
    let m = &s.members[index];
    let deps = &graph.deps[index];
    let mut doc = format!("{}\n\n", m.doc);
    if !m.equation_is_code {
        doc += &format!("**Equation:** {}\n", m.equation);
    } else if m.equation.contains('\n') {
        doc += &format!("**Equation:**\n\n```text\n{}\n```\n", m.equation);
    } else {
        doc += &format!("**Equation:** `{}`\n", m.equation);
    }
    let reads = depends_on(s, graph, index);
    if !reads.is_empty() {
        let reads: Vec<String> = reads.iter().map(|r| format!("`{r}`")).collect();
        doc += &format!("\n**Reads:** {}\n", reads.join(", "));
    }
    if !deps.requires.is_empty() {
        let names: Vec<String> = deps
            .requires
            .iter()
            .map(|&i| format!("`{}`", s.inputs[i].ident))
            .collect();
        doc += &format!(
            "\n**Requires:** {} (an error names the absent one)\n",
            names.join(", ")
        );
    }
    for &g in &deps.one_of {
        doc += &format!("\n**Requires:** {}\n", one_of_text(&s.one_of[g]));
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
