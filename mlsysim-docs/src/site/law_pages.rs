//! The laws page: every law under its topic, each with its equation, its arguments (type,
//! dimension, sample values), what it is checked against, its value at every combination of
//! its samples, and the scenario members that call it. Scenario pages link their members'
//! law calls here.

use crate::html::anchor;
use crate::markdown::{cell, code, outcome};
use crate::page_file;
use mlsysim_core::input::InputValue;
use mlsysim_core::laws::{self, LawArgInfo, LawEntry, LawInfo};
use mlsysim_core::meta::ScenarioInfo;
use mlsysim_core::quantity::NAMED;
use mlsysim_core::units::parse;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

/// The heading of a topic (the module a law is declared in); a topic added without a title
/// here is headed by its module name.
pub fn topic_title(topic: &str) -> &str {
    match topic {
        "accel" => "Accelerators",
        "energy" => "Energy and emissions",
        "flow" => "Moving data and doing work",
        "kv" => "Key-value caches",
        "layers" => "Network layers",
        "memory" => "What models hold in memory",
        "numerics" => "Number formats and quantization",
        "queueing" => "Queues",
        "scaling" => "Speeding up part of a system",
        "serving" => "Serving",
        "transformer" => "Work of a transformer",
        "distributions" => "Statistics: quantiles and tails",
        "intervals" => "Statistics: confidence intervals",
        "hypothesis" => "Statistics: tests of hypotheses",
        "planning" => "Statistics: sample sizes and standard errors",
        "sampling" => "Statistics: samples, draws and reserves",
        "divergence" => "Statistics: divergence, agreement and fits",
        other => other,
    }
}

/// The names of every law, read once: a scenario page asks for each of its members' calls.
fn law_names() -> &'static [&'static str] {
    static NAMES: OnceLock<Vec<&'static str>> = OnceLock::new();
    NAMES.get_or_init(|| laws::laws().iter().map(|l| l.info.name).collect())
}

/// The laws among a member's calls, linked to their entries on the laws page; `None` when the
/// member calls no law (helpers such as `ceil` are not laws).
pub fn links(calls: &[&str]) -> Option<String> {
    let names = law_names();
    let linked: Vec<String> = calls
        .iter()
        .filter(|c| names.contains(c))
        .map(|c| format!("[`{c}`](laws.md#{})", anchor(c)))
        .collect();
    (!linked.is_empty()).then(|| linked.join(", "))
}

/// The laws page.
pub fn page(scenarios: &[&'static ScenarioInfo]) -> String {
    let all = laws::laws();
    let mut by_topic: BTreeMap<&str, Vec<&LawEntry>> = BTreeMap::new();
    for law in &all {
        by_topic.entry(laws::topic(law.info)).or_default().push(law);
    }
    let mut out = format!(
        "# Laws\n\nThe {} laws of the equation library, by topic: formulas declared once as \
         functions whose body is the equation, called by name from scenario equations. Each is \
         shown with its arguments, its value at every combination of its sample arguments, and \
         the scenario members that call it.\n\n",
        all.len()
    );
    let topics: Vec<String> = by_topic
        .keys()
        .map(|t| format!("[{}](#{})", topic_title(t), anchor(topic_title(t))))
        .collect();
    let _ = writeln!(out, "*Topics:* {}", topics.join(" · "));
    for (topic, members) in &by_topic {
        let _ = write!(out, "\n## {}\n\n", topic_title(topic));
        let names: Vec<String> = members
            .iter()
            .map(|l| format!("[`{0}`](#{1})", l.info.name, anchor(l.info.name)))
            .collect();
        let _ = writeln!(
            out,
            "Declared in `mlsysim_core::laws::{topic}`: {}.",
            names.join(", ")
        );
        for law in members {
            law_entry(&mut out, law, scenarios);
        }
    }
    out
}

fn law_entry(out: &mut String, law: &LawEntry, scenarios: &[&'static ScenarioInfo]) {
    let info = law.info;
    let _ = write!(out, "\n### {}\n\n{}\n\n", info.name, info.summary);
    if !info.description.is_empty() {
        let _ = write!(out, "{}\n\n", info.description);
    }
    let arguments: Vec<String> = info
        .args
        .iter()
        .map(|a| format!("{}: {}", a.name, a.ty))
        .collect();
    // A long signature reads one argument a line, as rustfmt would write it.
    let one_line = format!("{}({})", info.name, arguments.join(", "));
    let signature = if one_line.len() > 80 {
        format!("{}(\n    {},\n)", info.name, arguments.join(",\n    "))
    } else {
        one_line
    };
    let source = format!(
        "```rust\n{signature} -> {}\n{}\n```\n",
        info.result_type, info.equation
    );
    // The equation first, typeset on the HTML page; the code it is, one click away.
    match mlsysim_typeset::law(info.equation) {
        Some(form) => {
            let _ = writeln!(out, "- **Equation:** `{}`", form.result);
            for (name, expr) in &form.bindings {
                let _ = writeln!(out, "- **Where:** `{name} = {expr}`");
            }
            if !form.requires.is_empty() {
                let _ = writeln!(out, "- **Domain:** {}", form.requires.join("; "));
            }
            let _ = writeln!(
                out,
                "\n<details>\n<summary>Code</summary>\n\n{source}\n</details>\n"
            );
        }
        None => {
            let _ = writeln!(out, "{source}");
        }
    }
    *out += "| argument | type | dimension | samples |\n|---|---|---|---|\n";
    for a in info.args {
        let samples: Vec<String> = a.samples.iter().map(|s| code(s)).collect();
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} |",
            a.name,
            code(a.ty),
            dimension(a),
            samples.join(", ")
        );
    }
    let _ = writeln!(
        out,
        "\n- **Returns:** {}{}",
        code(info.result_type),
        info.unit
            .map_or_else(String::new, |u| format!(", shown in {u}"))
    );
    if let Some(reference) = info.reference {
        let _ = writeln!(
            out,
            "- **Checked against:** the reference's {}, at the sample points below (the golden-value tests)",
            code(reference)
        );
    }
    if let Some(called) = links(info.calls) {
        let _ = writeln!(out, "- **Calls:** {}", called.replace("laws.md#", "#"));
    }
    let _ = writeln!(out, "- **Used by:** {}", used_by(info, scenarios));
    let _ = writeln!(out, "- **Source:** `{}`", info.source_file);
    evaluations(out, law);
}

/// The dimension an argument's samples are typed in, linked to its units; else `count` or
/// `number` for integers and floats, `—` for names (a hardware node).
fn dimension(a: &LawArgInfo) -> String {
    if mlsysim_core::meta::is_whole_number_type(a.ty) {
        return "count".to_string();
    }
    if a.ty == "f64" {
        return "number".to_string();
    }
    // Only a number with a unit is read as a quantity: reading a name (`Cloud.H100`) as one
    // would fail, after searching the unit table for what it might have meant.
    let dims: Vec<_> = a
        .samples
        .iter()
        .filter(|s| parse::split_number(s).is_ok_and(|(_, unit)| !unit.trim().is_empty()))
        .filter_map(|s| parse::quantity(s).ok())
        .map(|q| q.dim)
        .filter(|d| *d != mlsysim_core::quantity::DIMENSIONLESS)
        .collect();
    let named = dims
        .first()
        .filter(|d| dims.iter().all(|o| o == *d))
        .and_then(|d| NAMED.iter().find(|(_, nd)| nd == d));
    match named {
        Some((description, _)) => format!("[{description}](units.md#{})", anchor(description)),
        None => "—".to_string(),
    }
}

/// Scenario members whose equation calls the law, and laws that call it, linked.
fn used_by(info: &LawInfo, scenarios: &[&'static ScenarioInfo]) -> String {
    let mut users: Vec<String> = Vec::new();
    for s in scenarios {
        for m in s.properties.iter().chain(s.methods) {
            if m.calls.contains(&info.name) {
                users.push(format!(
                    "[`{}.{}`]({}#{})",
                    s.name,
                    m.name,
                    page_file(s),
                    anchor(m.name)
                ));
            }
        }
    }
    for other in laws::laws() {
        if other.info.calls.contains(&info.name) {
            users.push(format!(
                "law [`{}`](#{})",
                other.info.name,
                anchor(other.info.name)
            ));
        }
    }
    if users.is_empty() {
        "no scenario member yet".to_string()
    } else {
        users.join(", ")
    }
}

/// The law at every combination of its samples, the last argument varying fastest.
fn evaluations(out: &mut String, law: &LawEntry) {
    let args = law.info.args;
    let mut points: Vec<Vec<&str>> = vec![Vec::new()];
    for a in args {
        points = points
            .iter()
            .flat_map(|prefix| {
                a.samples.iter().map(move |s| {
                    let mut next = prefix.clone();
                    next.push(*s);
                    next
                })
            })
            .collect();
    }
    if args.iter().any(|a| a.samples.is_empty()) {
        return;
    }
    let names: Vec<String> = args.iter().map(|a| format!("`{}`", a.name)).collect();
    let _ = write!(
        out,
        "\nAt its samples:\n\n| {} | value |\n|{}---|\n",
        names.join(" | "),
        "---|".repeat(args.len())
    );
    for point in points {
        let values: Vec<InputValue> = point
            .iter()
            .map(|s| InputValue::Text((*s).to_string()))
            .collect();
        let shown: Vec<String> = point.iter().map(|s| cell(s)).collect();
        let _ = writeln!(
            out,
            "| {} | {} |",
            shown.join(" | "),
            outcome(&(law.call)(&values))
        );
    }
}
