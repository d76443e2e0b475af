//! The chart of a sweep, written as an SVG file: the swept values on a proportional axis (or
//! equally spaced names), the columns of one kind against them, the scenario's marked values
//! as reference lines. The drawing is `mlsysim_docs::charts`, the same as on the pages.

use super::sweep::Sweep;
use mlsysim_chart::Scale;
use mlsysim_core::DynScenario;
use mlsysim_docs::charts::{self, Column};
use std::path::Path;

pub fn draw(
    sweep: &Sweep,
    scenario: &dyn DynScenario,
    scale: Scale,
    path: &Path,
) -> Result<(), String> {
    let data = charts::Sweep {
        title: format!("{}: sweep over {}", scenario.info().name, sweep.over),
        over: sweep.over.clone(),
        xs: sweep.rows.iter().map(|(x, _)| x.clone()).collect(),
        columns: sweep
            .columns
            .iter()
            .enumerate()
            .map(|(c, name)| Column {
                name: name.clone(),
                cells: sweep
                    .rows
                    .iter()
                    .map(|(_, cells)| cells[c].as_ref().ok().cloned())
                    .collect(),
            })
            .collect(),
        // The swept input's own value is not held, so it marks nothing.
        marks: charts::marks_of(scenario)
            .into_iter()
            .filter(|m| m.name != sweep.over)
            .collect(),
        x_scale: scale,
    };
    let chart = charts::chart(&data)?;
    let svg = mlsysim_chart::render(&chart).map_err(|e| match e {
        // The library's advice names its own types; on the command line it is a flag.
        mlsysim_chart::ChartError::NonPositiveOnLog { axis } => format!(
            "the {axis} axis cannot be on a log scale: it has values at or below zero; drop \
             `--log` or give `--linear`"
        ),
        other => other.to_string(),
    })?;
    std::fs::write(path, svg).map_err(|e| e.to_string())
}
