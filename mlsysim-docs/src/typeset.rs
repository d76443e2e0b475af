//! Equations typeset as MathML on the HTML pages. Each member's and law's equation is kept as
//! the code it was built from; `mlsysim-typeset` typesets it from that code's syntax tree. A
//! page's Markdown carries the text form (`- **Equation:** `copy_bytes / device.memory_capacity``),
//! and the HTML renderer puts the typeset form in its place, keeping the text as the `<math>`
//! element's `alttext`. Equations with no typeset form (blocks) stay code.
//!
//! An equation declared in words and symbols (a scenario's summary under `### Equation`, a
//! member given as a body) is set the same way where it is notation, and keeps its words where
//! it is prose.
//!
//! A worked solution's step is typeset when its page's Markdown is written, from the step
//! itself (its equation and the values put in, in pieces), and kept by the text line the
//! Markdown shows; the HTML renderer puts the MathML in that line's place.

use mlsysim_core::catalog;
use mlsysim_core::explain::{self, Filled, Step};
use mlsysim_typeset::Part;
use pulldown_cmark::{CowStr, Event, Tag, TagEnd};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// Every equation's text and its MathML, from the catalog.
fn table() -> &'static HashMap<&'static str, String> {
    static TABLE: OnceLock<HashMap<&'static str, String>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let members = catalog::scenarios()
            .into_iter()
            .flat_map(|s| s.properties.iter().chain(s.methods))
            .filter(|m| m.equation_is_code)
            .map(|m| m.equation);
        let laws = mlsysim_core::laws::laws()
            .into_iter()
            .map(|l| l.info.equation);
        let mut table: HashMap<&'static str, String> = members
            .chain(laws)
            .filter_map(|text| Some((text, mlsysim_typeset::equation(text)?)))
            .collect();
        // A scenario's summary, `name = equation` for each of its summary's members.
        for s in catalog::scenarios() {
            for m in s.notes.summary.iter().filter_map(|n| s.member(n)) {
                let line = crate::markdown::summary_line(m);
                let equation = mlsysim_core::meta::equation_on_one_line(m.equation);
                if let Some(math) = mlsysim_typeset::binding(m.name, &equation) {
                    table.insert(Box::leak(line.into_boxed_str()), math);
                }
            }
        }
        // A law's body read as an equation: its result and each of its bindings.
        for law in mlsysim_core::laws::laws() {
            let Some(form) = mlsysim_typeset::law(law.info.equation) else {
                continue;
            };
            if let Some(math) = mlsysim_typeset::equation(&form.result) {
                table.insert(Box::leak(form.result.clone().into_boxed_str()), math);
            }
            for (name, expr) in &form.bindings {
                if let Some(math) = mlsysim_typeset::binding(name, expr) {
                    let key = format!("{name} = {expr}");
                    table.insert(Box::leak(key.into_boxed_str()), math);
                }
            }
        }
        table
    })
}

/// Every equation declared in words and symbols (a scenario's summary, a member given as a
/// body) that is notation, with its MathML.
fn notation_table() -> &'static HashMap<&'static str, String> {
    static TABLE: OnceLock<HashMap<&'static str, String>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let scenarios = catalog::scenarios();
        let members = scenarios
            .iter()
            .flat_map(|s| s.properties.iter().chain(s.methods))
            .filter(|m| !m.equation_is_code)
            .map(|m| m.equation);
        members
            .filter_map(|text| Some((text, mlsysim_typeset::notation(text)?)))
            .collect()
    })
}

/// Worked steps typeset so far, by the text line their Markdown shows.
fn worked_steps() -> &'static Mutex<HashMap<String, String>> {
    static STEPS: OnceLock<Mutex<HashMap<String, String>>> = OnceLock::new();
    STEPS.get_or_init(Mutex::default)
}

/// Typesets one step of a worked solution, for the HTML page of the Markdown that shows it.
/// A step written over several lines, or whose equation does not typeset, stays as text.
pub fn typeset_worked(step: &Step) {
    let Ok([line]) = <[String; 1]>::try_from(explain::lines(step)) else {
        return;
    };
    let Some(symbols) = step.symbols.as_deref() else {
        return;
    };
    let result = match &step.result {
        Ok(value) => value.to_string(),
        Err(reason) => format!("cannot be computed: {reason}"),
    };
    // Values that only repeat the equation or the result get no line of their own, as in
    // the text form.
    let says_more = step
        .values
        .as_deref()
        .is_some_and(|v| v != symbols && v != result);
    let parts: Vec<Part> = if says_more {
        step.filled
            .iter()
            .map(|piece| match piece {
                Filled::Text(t) => Part::Text(t),
                Filled::Operand { text, value } => Part::Operand {
                    text,
                    value: value.as_deref(),
                },
            })
            .collect()
    } else {
        Vec::new()
    };
    if let Some(math) = mlsysim_typeset::worked(&step.name, symbols, &parts, &result, &line) {
        worked_steps()
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(line, math);
    }
}

/// The events with each equation after an `**Equation:**` label typeset, the paragraph under
/// a `### Equation` heading typeset where it is notation, and each worked step typeset when its
/// page was written.
pub fn equations(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    let mut out = Vec::with_capacity(events.len());
    let mut labelled = false;
    let mut i = 0;
    while let Some(event) = events.get(i) {
        i += 1;
        match event {
            Event::Text(t) if matches!(t.trim(), "Equation:" | "Where:") => labelled = true,
            Event::Code(code) if !labelled => {
                let steps = worked_steps()
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                if let Some(math) = steps.get(code.as_ref()) {
                    out.push(boxed(math));
                    continue;
                }
                // A line of a scenario's summary (Notes › Equation).
                if let Some(math) = table().get(code.as_ref()) {
                    out.push(boxed(math));
                    continue;
                }
            }
            Event::Code(code) if labelled => {
                labelled = false;
                if let Some(math) = table().get(code.as_ref()) {
                    out.push(boxed(math));
                    continue;
                }
            }
            // The space between the label and a code span is a text of its own.
            Event::Text(t) if labelled && !t.trim().is_empty() => {
                labelled = false;
                let (text, end) = words(&events, i - 1);
                if let Some(math) = notation_table().get(text.trim()) {
                    out.extend([Event::Text(CowStr::from(" ")), boxed(math)]);
                    i = end;
                    continue;
                }
            }
            Event::Start(Tag::Paragraph) if under_equation_heading(&out) => {
                let (text, end) = words(&events, i);
                let whole = events.get(end) == Some(&Event::End(TagEnd::Paragraph));
                if let Some(math) = notation_table().get(text.as_str()).filter(|_| whole) {
                    out.push(Event::Html(CowStr::from(format!(
                        "<p><span class=\"equation\">{math}</span></p>\n"
                    ))));
                    i = end + 1;
                    continue;
                }
            }
            Event::End(TagEnd::Item | TagEnd::Paragraph) | Event::Start(Tag::CodeBlock(_)) => {
                labelled = false;
            }
            _ => {}
        }
        out.push(event.clone());
    }
    out
}

/// An equation in a box of its own, so that a long one scrolls on a narrow screen instead of
/// the page.
fn boxed(math: &str) -> Event<'static> {
    Event::InlineHtml(CowStr::from(format!(
        "<span class=\"equation\">{math}</span>"
    )))
}

/// The text of the run of text events from `start`, and the index after it (Markdown splits a
/// text at brackets and underscores).
fn words(events: &[Event<'_>], start: usize) -> (String, usize) {
    let mut text = String::new();
    let mut end = start;
    while let Some(Event::Text(t)) = events.get(end) {
        text += t;
        end += 1;
    }
    (text, end)
}

/// Whether the events written so far end with the heading `Equation` (a scenario's Notes).
fn under_equation_heading(out: &[Event<'_>]) -> bool {
    matches!(
        out,
        [
            ..,
            Event::Start(Tag::Heading { .. }),
            Event::Text(t),
            Event::End(TagEnd::Heading(_))
        ] if t.as_ref() == "Equation"
    )
}
