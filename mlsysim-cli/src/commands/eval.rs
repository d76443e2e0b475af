//! `mlsysim eval TARGET --set NAME=VALUE ... --call METHOD:ARG=VALUE ... --input FILE`.

use super::target;
use crate::args;
use crate::output::{report_json, report_markdown, report_text};
use crate::{Failure, Format, Output};
use std::path::Path;

pub fn run(
    name: &str,
    sets: &[String],
    calls: &[String],
    input: Option<&Path>,
    format: Format,
) -> Result<Output, Failure> {
    let specs = calls
        .iter()
        .map(|c| args::call(c))
        .collect::<Result<Vec<_>, _>>()?;
    let inputs = target::inputs(input, sets)?;
    let target = target::resolve(name, &inputs)?;
    let calls = target::calls(target.scenario.as_ref(), &specs)?;
    let report = target.scenario.report();
    let info = report.scenario;
    let heading = match target.preset {
        Some(p) => format!("{} — {} ({}), with changes", p, info.name, info.family),
        None => format!("{} ({})", info.name, info.family),
    };
    let text = match format {
        Format::Text => report_text(&heading, &report, &calls),
        Format::Json => format!("{:#}\n", report_json(&report, target.preset, &calls)),
        Format::Markdown => report_markdown(&heading, &report, &calls),
    };
    let failed = calls.iter().any(|c| c.result.is_err());
    Ok(Output { text, failed })
}
