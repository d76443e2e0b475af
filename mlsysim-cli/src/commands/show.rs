//! `mlsysim show PRESET`: a preset's inputs, properties and method results at their samples.

use super::target;
use crate::output::{report_json, report_markdown, report_text};
use crate::{Failure, Format, Output};
use mlsysim_core::catalog;

pub fn run(name: &str, format: Format) -> Result<Output, Failure> {
    let preset = catalog::preset(name).map_err(|unknown| match catalog::entry(name) {
        // A scenario has no values of its own to show: say how to give it some.
        Ok(scenario) => Failure::usage(scenario_not_preset(scenario)),
        Err(_) => Failure::usage(unknown),
    })?;
    let scenario = (preset.build)()
        .map_err(|e| Failure::evaluation(format!("preset `{}`: {e}", preset.name)))?;
    let report = scenario.report();
    let heading = format!(
        "{} — {} ({})\n{}",
        preset.name, report.scenario.name, report.scenario.family, preset.description
    );
    let text = match format {
        Format::Text => report_text(&heading, &report, &report.calls),
        Format::Json => format!(
            "{:#}\n",
            report_json(&report, Some(preset.name), &report.calls)
        ),
        Format::Markdown => report_markdown(preset.name, &report, &report.calls),
    };
    // The sample calls are the declaration's, not the user's: one that is an error (a target
    // no batch reaches) is part of what the preset shows, not a failed request.
    Ok(Output {
        failures: target::failures(&report, &[]),
        text,
    })
}

fn scenario_not_preset(scenario: &mlsysim_core::catalog::ScenarioEntry) -> String {
    let presets: Vec<&str> = catalog::presets()
        .iter()
        .filter(|p| p.scenario.name == scenario.info.name)
        .map(|p| p.name)
        .collect();
    let mut message = format!(
        "`{0}` is a scenario, not a preset: evaluate it with `mlsysim eval {0} --set NAME=VALUE ...`",
        scenario.info.name
    );
    match presets.as_slice() {
        [] => {}
        [one] => message.push_str(&format!(", or show its preset `{one}`")),
        many => message.push_str(&format!(
            ", or show one of its presets: {}",
            many.join(", ")
        )),
    }
    message
}
