//! `mlsysim list`: scenarios by family, and presets.

use crate::output::md_table;
use crate::{Format, table};
use mlsysim_core::PresetEntry;
use mlsysim_core::catalog;
use mlsysim_core::meta::ScenarioInfo;
use serde_json::json;

pub fn run(format: Format) -> String {
    let scenarios = catalog::scenarios();
    let presets = catalog::presets();
    match format {
        Format::Json => json(&scenarios, &presets),
        Format::Markdown => markdown(&scenarios, &presets),
        Format::Text => text(&scenarios, &presets),
    }
}

/// Each scenario with its family and member names, and each preset, as one JSON document.
fn json(scenarios: &[&ScenarioInfo], presets: &[&PresetEntry]) -> String {
    let scenarios: Vec<_> = scenarios
        .iter()
        .map(|s| {
            json!({
                "name": s.name,
                "family": s.family.name,
                "family_title": s.family.path(),
                "summary": s.summary,
                "inputs": s.inputs.iter().map(|i| i.name).collect::<Vec<_>>(),
                "properties": s.properties.iter().map(|m| m.name).collect::<Vec<_>>(),
                "methods": s.methods.iter().map(|m| m.name).collect::<Vec<_>>(),
            })
        })
        .collect();
    let presets: Vec<_> = presets
        .iter()
        .map(|p| json!({ "name": p.name, "scenario": p.scenario.name, "description": p.description }))
        .collect();
    format!(
        "{:#}\n",
        json!({ "scenarios": scenarios, "presets": presets })
    )
}

/// A table of the scenarios and a table of the presets, in Markdown.
fn markdown(scenarios: &[&ScenarioInfo], presets: &[&PresetEntry]) -> String {
    let rows: Vec<Vec<String>> = scenarios
        .iter()
        .map(|s| vec![s.family.path(), s.name.to_string(), s.summary.to_string()])
        .collect();
    let mut out = format!(
        "## Scenarios\n\n{}",
        md_table(&["family", "scenario", "summary"], &rows)
    );
    out += &format!(
        "\n## Presets\n\n{}",
        md_table(
            &["preset", "scenario", "description"],
            &preset_rows(presets)
        )
    );
    out
}

/// The scenarios under their family's heading (a top family's title once, above its
/// subfamilies), then the presets.
fn text(scenarios: &[&'static ScenarioInfo], presets: &[&PresetEntry]) -> String {
    let mut out = String::new();
    let families = catalog::families_in(scenarios);
    let mut root: Option<&mlsysim_core::Family> = None;
    for family in families {
        if root.is_none_or(|r| *r != *family.root()) {
            root = Some(family.root());
            out += &format!("{}\n", family.root().title);
            if family.parent.is_some() {
                out += "\n";
            }
        }
        let indent = if family.parent.is_some() {
            out += &format!("  {}\n", family.title);
            "    "
        } else {
            "  "
        };
        let rows: Vec<Vec<String>> = scenarios
            .iter()
            .filter(|s| *s.family == *family)
            .map(|s| vec![s.name.to_string(), s.summary.to_string()])
            .collect();
        out += &table::render(&rows, indent);
        out += "\n";
    }
    out += "Presets\n";
    out += &table::render(&preset_rows(presets), "  ");
    out
}

/// Each preset's name, scenario and description.
fn preset_rows(presets: &[&PresetEntry]) -> Vec<Vec<String>> {
    presets
        .iter()
        .map(|p| {
            vec![
                p.name.to_string(),
                p.scenario.name.to_string(),
                p.description.to_string(),
            ]
        })
        .collect()
}
