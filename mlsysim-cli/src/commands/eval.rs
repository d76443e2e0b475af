//! `mlsysim eval TARGET --set NAME=VALUE ... --call METHOD:ARG=VALUE ... --input FILE`.

use super::target;
use crate::output::{report_json, report_markdown, report_text};
use crate::{Failure, Format, Output};
use std::path::Path;

/// The request, as flags gave it.
pub struct Request<'a> {
    pub target: &'a str,
    pub sets: &'a [String],
    pub unsets: &'a [String],
    pub calls: &'a [String],
    pub input: Option<&'a Path>,
    pub format: Format,
}

pub fn run(req: &Request) -> Result<Output, Failure> {
    let specs = target::call_specs(req.calls)?;
    let inputs = target::inputs(req.input, req.sets, req.unsets)?;
    let target = target::resolve(req.target, &inputs)?;
    let calls = target::calls(target.scenario.as_ref(), &specs)?;
    let report = target.scenario.report();
    let info = report.scenario;
    let heading = match target.preset {
        Some(p) => format!("{} — {} ({}), with changes", p, info.name, info.family),
        None => format!("{} ({})", info.name, info.family),
    };
    let text = match req.format {
        Format::Text => report_text(&heading, &report, &calls),
        Format::Json => format!("{:#}\n", report_json(&report, target.preset, &calls)),
        Format::Markdown => report_markdown(&heading, &report, &calls),
    };
    Ok(Output {
        text,
        failures: target::failures(&report, &calls),
    })
}
