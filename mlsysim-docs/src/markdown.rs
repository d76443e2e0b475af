//! The Markdown of a scenario's page, and the table helpers the other pages share.

use crate::page_file;
use crate::site::presets::BuiltPreset;
use mlsysim_core::meta::{InputInfo, MemberInfo, MemberKind, ScenarioInfo};
use mlsysim_core::{EvalError, Value, catalog};
use std::fmt::Write as _;

/// Text safe inside a table cell.
pub(crate) fn cell(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}

/// The first sentence-line of a description, for tables.
pub(crate) fn one_line(doc: &str) -> String {
    cell(doc.split("\n\n").next().unwrap_or(doc))
}

/// `text` as a Markdown code span; one that holds a backtick itself (a string literal quoting a
/// name) is fenced with two, so that it stays one span.
pub fn code(text: &str) -> String {
    if text.contains('`') {
        format!("`` {text} ``")
    } else {
        format!("`{text}`")
    }
}

pub fn scenario(s: &ScenarioInfo, built: &[BuiltPreset]) -> String {
    let mut out = format!("# {}\n\n", s.name);
    let _ = writeln!(
        out,
        "*Family:* [{}]({}) · *Source:* `{}`\n",
        s.family.path(),
        crate::site::family_link(s.family),
        s.source_file
    );
    let _ = writeln!(out, "{}\n", s.summary);
    if !s.description.is_empty() {
        let _ = writeln!(out, "{}\n", s.description);
    }
    construction(&mut out, s);
    notes(&mut out, s);
    examples(&mut out, s);
    attributes(&mut out, s);
    out += "\n## Inputs\n";
    for input in s.inputs {
        input_section(&mut out, input);
    }
    if !s.notes.rules.is_empty() {
        // Allowed values that no single input's range can say: refused by `build()` too.
        out += "\n### Rules across inputs\n\nBuilding the scenario refuses inputs that break these, naming the input at fault:\n\n";
        for rule in s.notes.rules {
            let _ = writeln!(out, "- {}: {}", rule.text, code(rule.condition));
        }
    }
    out += "\n## Properties\n";
    for member in s.properties {
        member_section(&mut out, s, member);
    }
    if !s.methods.is_empty() {
        out += "\n## Method details\n";
        for member in s.methods {
            member_section(&mut out, s, member);
        }
    }
    presets(&mut out, built);
    out
}

fn construction(out: &mut String, s: &ScenarioInfo) {
    *out += "## Construction\n\nSet the inputs by name on the builder; `build` checks every input \
             and names the first that is missing or out of range.\n\n```rust\n";
    let _ = writeln!(out, "let scenario = {}::builder()", s.name);
    for i in s.inputs {
        let need = if i.optional {
            "optional".to_string()
        } else if let Some(d) = i.default {
            format!("default {d}")
        } else {
            "required".to_string()
        };
        let ty =
            i.ty.strip_prefix("Option<")
                .and_then(|t| t.strip_suffix('>'))
                .unwrap_or(i.ty);
        let _ = writeln!(out, "    .{}(/* {ty} */)   // {need}", i.name);
    }
    *out += "    .build()?;\n```\n\nA changed copy: `scenario.variant().<input>(value).build()?` (validated again).\n";
}

/// A member of the summary as its Notes › Equation line shows it: `name = equation`, on one
/// line (the HTML page typesets it).
pub fn summary_line(m: &mlsysim_core::meta::MemberInfo) -> String {
    format!(
        "{} = {}",
        m.name,
        mlsysim_core::meta::equation_on_one_line(m.equation)
    )
}

fn notes(out: &mut String, s: &ScenarioInfo) {
    out.push_str("\n## Notes\n");
    if !s.notes.summary.is_empty() {
        out.push_str("\n### Equation\n\n");
        for m in s.notes.summary.iter().filter_map(|name| s.member(name)) {
            let _ = writeln!(out, "- `{}`", summary_line(m));
        }
    }
    for (title, items) in [
        ("Assumptions", s.notes.assumptions),
        ("Excludes", s.notes.excludes),
    ] {
        if !items.is_empty() {
            let _ = write!(out, "\n### {title}\n\n");
            for item in items {
                let _ = writeln!(out, "- {item}");
            }
        }
    }
    if !s.notes.derivation.is_empty() {
        *out += "\n## References\n\n### Derivation\n\n";
        for item in s.notes.derivation {
            let _ = writeln!(out, "- {item}");
        }
    }
}

/// Examples as they read on the page: rustdoc's hidden `# ` lines are left out.
fn examples(out: &mut String, s: &ScenarioInfo) {
    if s.examples.is_empty() {
        return;
    }
    *out += "\n## Examples\n";
    for example in s.examples {
        let lines: Vec<&str> = example
            .code
            .lines()
            .filter(|l| !(l.trim_start().starts_with("# ") || l.trim() == "#"))
            .filter(|l| l.trim_start().strip_prefix("//").map(str::trim) != Some(example.title))
            .collect();
        let _ = write!(
            out,
            "\n{}:\n\n```rust\n{}\n```\n",
            example.title,
            lines.join("\n").trim()
        );
    }
    *out += "\nEach example runs as a doctest of the scenario's type.\n";
}

fn attributes(out: &mut String, s: &ScenarioInfo) {
    *out += "\n## Attributes\n\n| name | kind | type | description |\n|---|---|---|---|\n";
    for i in s.inputs {
        let _ = writeln!(
            out,
            "| [`{0}`](#{0}) | input | {1} | {2} |",
            i.name,
            code(i.ty),
            one_line(i.doc)
        );
    }
    for m in s.properties {
        let _ = writeln!(
            out,
            "| [`{0}`](#{0}) | property | {1} | {2} |",
            m.name,
            code(m.result_type),
            one_line(m.doc)
        );
    }
    if !s.methods.is_empty() {
        *out += "\n## Methods\n\n| method | returns | description |\n|---|---|---|\n";
        for m in s.methods {
            let _ = writeln!(
                out,
                "| [`{}`](#{}) | {} | {} |",
                signature(m),
                m.name,
                code(m.result_type),
                one_line(m.doc)
            );
        }
    }
}

fn signature(m: &MemberInfo) -> String {
    let args: Vec<String> = m
        .args
        .iter()
        .map(|a| format!("{}: {}", a.name, a.ty))
        .collect();
    format!("{}({})", m.name, args.join(", "))
}

fn input_section(out: &mut String, i: &InputInfo) {
    let _ = write!(out, "\n### {}\n\n{}\n\n", i.name, i.doc);
    let _ = writeln!(out, "- **Type:** {}", code(i.ty));
    let _ = writeln!(
        out,
        "- **Required:** {}",
        if i.optional {
            "no (absent by default)"
        } else if i.default.is_some() {
            "no (has a default)"
        } else {
            "yes"
        }
    );
    let _ = writeln!(
        out,
        "- **Declared default:** {}",
        i.default.map_or_else(
            || if i.optional {
                "absent".to_string()
            } else {
                "none".to_string()
            },
            code
        )
    );
    if let Some(unit) = i.unit() {
        let _ = writeln!(out, "- **Shown in:** {unit}");
    }
    let _ = writeln!(
        out,
        "- **Allowed:** {}",
        i.allowed().map_or_else(
            || "any value of the type (numbers must be finite)".to_string(),
            |a| code(&a)
        )
    );
}

fn link_names(names: &[&str]) -> String {
    if names.is_empty() {
        return "nothing".into();
    }
    names
        .iter()
        .map(|n| format!("[`{n}`](#{n})"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn member_section(out: &mut String, s: &ScenarioInfo, m: &MemberInfo) {
    let _ = write!(out, "\n### {}\n\n{}\n\n", m.name, m.doc);
    if m.kind == MemberKind::Method {
        let _ = writeln!(
            out,
            "- **Signature:** `{} -> {}`",
            signature(m),
            m.result_type
        );
        // What each argument accepts, as an input's allowed values are listed: `--call`,
        // `explain` and `sweep` refuse anything else before computing.
        let allowed: Vec<String> = m
            .args
            .iter()
            .filter_map(|a| Some(format!("`{}` {}", a.name, code(&a.allowed()?))))
            .collect();
        if !allowed.is_empty() {
            let _ = writeln!(out, "- **Arguments allowed:** {}", allowed.join("; "));
        }
    } else {
        let _ = writeln!(out, "- **Type:** {}", code(m.result_type));
    }
    if let Some(unit) = m.unit() {
        let _ = writeln!(out, "- **Shown in:** {unit}");
    }
    if m.equation_is_code {
        if m.equation.contains('\n') {
            let _ = writeln!(
                out,
                "- **Equation:**\n\n  ```rust\n  {}\n  ```\n",
                m.equation.replace('\n', "\n  ")
            );
        } else {
            let _ = writeln!(out, "- **Equation:** {}", code(m.equation));
        }
    } else {
        let _ = writeln!(out, "- **Equation:** {}", m.equation);
    }
    let _ = writeln!(out, "- **Depends on:** {}", link_names(m.depends_on));
    if let Some(laws) = crate::site::law_pages::links(m.calls) {
        let _ = writeln!(out, "- **Laws:** {laws}");
    }
    if let Some(held) = reaches(s, m) {
        let _ = writeln!(out, "- **Reaches into:** {held}");
    }
    let dependents: Vec<&str> = s
        .properties
        .iter()
        .chain(s.methods)
        .filter(|other| other.depends_on.contains(&m.name))
        .map(|other| other.name)
        .collect();
    if !dependents.is_empty() {
        let _ = writeln!(out, "- **Used by:** {}", link_names(&dependents));
    }
    // Inputs needed outright, then each "give A, or all of B, C and D" group the member needs.
    let mut needs: Vec<String> = Vec::new();
    if !m.requires.is_empty() {
        needs.push(link_names(m.requires));
    }
    for group in m.requires_one_of {
        let alternatives: Vec<String> = group
            .iter()
            .map(|alt| match alt.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    format!("all of {} and {}", link_names(rest), link_names(&[last]))
                }
                _ => link_names(alt),
            })
            .collect();
        needs.push(alternatives.join(", or "));
    }
    let requires = if needs.is_empty() {
        "no optional input".to_string()
    } else {
        needs.join("; and ")
    };
    let _ = writeln!(out, "- **Requires:** {requires}");
}

/// Members of scenarios held as inputs that an equation calls, linked to their pages, with
/// what they in turn require of the held scenario (a method of a registry entry is library
/// code, not a member: it is left out).
fn reaches(s: &ScenarioInfo, m: &MemberInfo) -> Option<String> {
    let held: Vec<String> = m
        .reaches
        .iter()
        .filter_map(|(input, member)| {
            let ty = s.input(input).map_or("", |i| i.ty);
            let ty = ty
                .strip_prefix("Option<")
                .and_then(|t| t.strip_suffix('>'))
                .unwrap_or(ty);
            // By exact name: most held inputs are registry entries, not scenarios, and a
            // failed `catalog::scenario` first ranks every name as a suggestion.
            let (held, target) = catalog::scenarios()
                .into_iter()
                .find(|held| held.name == ty)
                .and_then(|held| Some((held, held.member(member)?)))?;
            let mut text = format!("[`{input}.{member}`]({}#{member})", page_file(held));
            if !target.requires.is_empty() {
                let names: Vec<String> = target
                    .requires
                    .iter()
                    .map(|r| format!("`{input}.{r}`"))
                    .collect();
                text += &format!(" (which requires {})", names.join(", "));
            }
            Some(text)
        })
        .collect();
    (!held.is_empty()).then(|| held.join(", "))
}

pub(crate) fn outcome(result: &Result<Value, EvalError>) -> String {
    match result {
        Ok(v) => cell(&v.to_string()),
        Err(e) => cell(&format!("error: {e}")),
    }
}

fn presets(out: &mut String, built: &[BuiltPreset]) {
    if built.is_empty() {
        return;
    }
    *out += "\n## Presets\n";
    for preset in built {
        let p = preset.entry;
        let _ = write!(out, "\n### {}\n\n{}\n\n", p.name, p.description);
        let (scenario, report) = match &preset.built {
            Ok(b) => (&b.scenario, &b.report),
            Err(e) => {
                let _ = writeln!(out, "This preset does not build: {e}");
                continue;
            }
        };
        *out += "| input | value |\n|---|---|\n";
        for (name, value) in &report.inputs {
            let _ = writeln!(out, "| `{name}` | {} |", cell(&value.to_string()));
        }
        *out += "\n| property | value |\n|---|---|\n";
        for (name, result) in &report.properties {
            let _ = writeln!(out, "| `{name}` | {} |", outcome(result));
        }
        if !report.calls.is_empty() {
            *out += "\n| call | value |\n|---|---|\n";
            for call in &report.calls {
                let args: Vec<String> = call.args.iter().map(|(n, v)| format!("{n}={v}")).collect();
                let _ = writeln!(
                    out,
                    "| `{}({})` | {} |",
                    call.method,
                    args.join(", "),
                    outcome(&call.result)
                );
            }
        }
        worked_solution(out, scenario.as_ref(), p.name);
    }
}

/// Every property of the preset with its equation and the values put in, collapsed (a
/// `<details>` block, no script): the steps a reader would take to check each value by hand.
fn worked_solution(out: &mut String, scenario: &dyn mlsysim_core::DynScenario, preset: &str) {
    let source = |_: &str| format!("preset {preset}");
    let steps: Vec<_> = mlsysim_core::explain::worked_solution(scenario, &source)
        .into_iter()
        .filter(|s| s.kind == mlsysim_core::explain::StepKind::Member)
        .collect();
    if steps.is_empty() {
        return;
    }
    *out += "\n<details>\n<summary>Worked solution</summary>\n\n";
    for step in &steps {
        crate::typeset::typeset_worked(step);
        *out += &mlsysim_core::explain::markdown(step);
    }
    *out += "\n</details>\n";
}
