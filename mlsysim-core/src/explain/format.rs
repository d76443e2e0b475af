//! An explanation written out: indented text for the terminal, nested lists for Markdown (the
//! command line writes the JSON tree, with the rest of its JSON).

use super::{Step, StepKind};

/// Each step on its own line (or lines, for an equation written as a block), the steps it read
/// indented beneath it.
pub fn text(step: &Step) -> String {
    let mut out = String::new();
    write_text(step, 0, &mut out);
    out
}

fn write_text(step: &Step, depth: usize, out: &mut String) {
    let pad = "  ".repeat(depth);
    for line in lines(step) {
        out.push_str(&pad);
        out.push_str(&line);
        out.push('\n');
    }
    for child in &step.children {
        write_text(child, depth + 1, out);
    }
}

/// The lines of one step: `name = symbols = values = result` when the equation fits on one
/// line; otherwise the equation's lines beneath `name =`, then `= result`.
pub fn lines(step: &Step) -> Vec<String> {
    let result = match &step.result {
        Ok(value) => value.to_string(),
        Err(reason) => format!("cannot be computed: {reason}"),
    };
    if step.kind == StepKind::Input {
        let source = step.source.as_deref().unwrap_or("");
        return vec![format!("{} = {result}   ({source})", step.name)];
    }
    let symbols = step.symbols.as_deref().unwrap_or("");
    // Values that only repeat the equation, or the result, say nothing more.
    let values = step
        .values
        .as_deref()
        .filter(|v| *v != symbols && *v != result);
    let single = !symbols.contains('\n') && values.is_none_or(|v| !v.contains('\n'));
    if single {
        let mut line = format!("{} = {symbols}", step.name);
        if let Some(v) = values {
            line.push_str(&format!(" = {v}"));
        }
        line.push_str(&format!(" = {result}"));
        return vec![line];
    }
    let mut out = vec![format!("{} =", step.name)];
    out.extend(symbols.lines().map(|l| format!("    {l}")));
    if let Some(v) = values {
        out.push("  with the values:".to_string());
        out.extend(v.lines().map(|l| format!("    {l}")));
    }
    out.push(format!("  = {result}"));
    out
}

/// Nested Markdown lists, each step's lines in a code span (or a code block when several).
pub fn markdown(step: &Step) -> String {
    let mut out = String::new();
    write_markdown(step, 0, &mut out);
    out
}

fn write_markdown(step: &Step, depth: usize, out: &mut String) {
    let pad = "  ".repeat(depth);
    let lines = lines(step);
    if let [line] = lines.as_slice() {
        out.push_str(&format!("{pad}- {}\n", code_span(line)));
    } else {
        out.push_str(&format!("{pad}- \n\n{pad}  ```text\n"));
        for line in &lines {
            out.push_str(&format!("{pad}  {line}\n"));
        }
        out.push_str(&format!("{pad}  ```\n\n"));
    }
    for child in &step.children {
        write_markdown(child, depth + 1, out);
    }
}

/// A code span that holds any text: fenced with more backticks than the text has in a row.
pub(crate) fn code_span(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    if longest > 0 {
        format!("{fence} {text} {fence}")
    } else {
        format!("{fence}{text}{fence}")
    }
}
