//! `mlsysim show PRESET`: a preset's inputs, properties and method results at their samples.

use crate::output::{report_json, report_markdown, report_text};
use crate::{Failure, Format};
use mlsysim_core::catalog;

pub fn run(name: &str, format: Format) -> Result<String, Failure> {
    let preset = catalog::preset(name).map_err(Failure::usage)?;
    let scenario = (preset.build)()
        .map_err(|e| Failure::evaluation(format!("preset `{}`: {e}", preset.name)))?;
    let report = scenario.report();
    let heading = format!(
        "{} — {} ({})\n{}",
        preset.name, report.scenario.name, report.scenario.family, preset.description
    );
    Ok(match format {
        Format::Text => report_text(&heading, &report, &report.calls),
        Format::Json => format!(
            "{:#}\n",
            report_json(&report, Some(preset.name), &report.calls)
        ),
        Format::Markdown => report_markdown(preset.name, &report, &report.calls),
    })
}
