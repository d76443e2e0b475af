//! The charts of a scenario page: every method with sample arguments, drawn at each preset
//! against the argument its samples vary, beside the table of the values sampled. The SVG is
//! a file next to the Markdown page (`charts/<Scenario>-<Preset>-<method>.svg`); the HTML
//! page draws the same SVG inline.

use super::presets::{BuiltPreset, PAGE_SIZE};
use crate::Page;
use crate::charts::{self, Column, Sweep};
use crate::markdown::{cell, outcome};
use mlsysim_chart::Scale;
use mlsysim_core::meta::ScenarioInfo;
use mlsysim_core::report::Call;
use std::fmt::Write as _;

/// The fewest samples drawn as a chart: a line through two says nothing their table does
/// not, and draws a straight line the method may not follow.
const MIN_POINTS: usize = 3;

/// One method of one preset, drawn.
pub struct MethodChart {
    pub preset: &'static str,
    pub method: &'static str,
    /// The argument along the x axis.
    pub over: &'static str,
    /// The other arguments and the value each is held at.
    pub held: Vec<(&'static str, String)>,
    /// The value of `over` and the method's outcome, per call drawn, in sample order.
    pub rows: Vec<(String, String)>,
    /// The SVG's path beside the Markdown pages.
    pub file: String,
    pub svg: String,
}

/// Every chart of a scenario's presets, in preset order then method order. A method whose
/// samples give fewer than three points, or no numbers, has none.
pub fn charts(s: &'static ScenarioInfo, built: &[BuiltPreset]) -> Vec<MethodChart> {
    let mut out = Vec::new();
    if s.methods.is_empty() {
        return out;
    }
    for preset in built {
        let Ok(b) = &preset.built else {
            continue;
        };
        let (scenario, report) = (&b.scenario, &b.report);
        let marked = charts::marks_in(s, report);
        let marks = || {
            marked
                .iter()
                .map(|m| charts::Marked {
                    name: m.name,
                    mark: m.mark,
                    value: m.value.clone(),
                })
                .collect()
        };
        for method in s.methods {
            let calls: Vec<&Call> = report
                .calls
                .iter()
                .filter(|c| c.method == method.name)
                .collect();
            if let Some(chart) =
                method_chart(s, scenario.as_ref(), preset.entry.name, &calls, marks())
            {
                out.push(chart);
            }
        }
    }
    out
}

/// The calls that vary one argument: the first whose samples take more than one value, with
/// every other argument at the value of the first call (its first sample).
fn varied<'a>(calls: &[&'a Call]) -> Option<(usize, Vec<&'a Call>)> {
    let first = calls.first()?;
    let position = (0..first.args.len()).find(|&i| {
        calls
            .iter()
            .any(|c| c.args.get(i).map(|a| &a.1) != first.args.get(i).map(|a| &a.1))
    })?;
    let drawn: Vec<&Call> = calls
        .iter()
        .filter(|c| {
            c.args
                .iter()
                .zip(&first.args)
                .enumerate()
                .all(|(i, (a, b))| i == position || a.1 == b.1)
        })
        .copied()
        .collect();
    (drawn.len() >= MIN_POINTS).then_some((position, drawn))
}

fn method_chart(
    s: &ScenarioInfo,
    scenario: &dyn mlsysim_core::DynScenario,
    preset: &'static str,
    calls: &[&Call],
    marks: Vec<charts::Marked>,
) -> Option<MethodChart> {
    let (position, drawn) = varied(calls)?;
    let method = drawn[0].method;
    let over = drawn[0].args[position].0;
    let held: Vec<(&'static str, String)> = drawn[0]
        .args
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != position)
        .map(|(_, (name, value))| (*name, value.to_string()))
        .collect();
    let sweep = Sweep {
        title: format!("{preset}: {method}"),
        over: over.to_string(),
        xs: drawn
            .iter()
            .map(|c| c.args[position].1.to_string())
            .collect(),
        columns: vec![Column {
            name: method.to_string(),
            cells: drawn
                .iter()
                .map(|c| c.result.as_ref().ok().cloned())
                .collect(),
        }],
        marks,
        x_scale: Scale::Auto,
    };
    let mut chart = charts::chart(&sweep).ok()?;
    let arg_type = s
        .methods
        .iter()
        .find(|m| m.name == method)
        .and_then(|m| m.args.get(position))
        .map_or("", |a| a.ty);
    super::dense::redraw(&mut chart, scenario, arg_type, position, &drawn);
    // Smaller than the command line's default, so that the chart and its table fit side by
    // side beside the sidebar; a chart whose labels need more room keeps the default size.
    let full_size = (chart.width, chart.height);
    (chart.width, chart.height) = PAGE_SIZE;
    let svg = mlsysim_chart::render(&chart)
        .or_else(|_| {
            (chart.width, chart.height) = full_size;
            mlsysim_chart::render(&chart)
        })
        .ok()?;
    Some(MethodChart {
        preset,
        method,
        over,
        held,
        rows: drawn
            .iter()
            .map(|c| (c.args[position].1.to_string(), outcome(&c.result)))
            .collect(),
        file: format!("charts/{}-{preset}-{method}.svg", s.name),
        svg,
    })
}

/// The Charts section of a scenario page; empty when it has no chart.
pub fn section(charts: &[MethodChart]) -> String {
    if charts.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "\n## Charts\n\nEach method with sample arguments, at each preset: its value against \
         the argument its samples vary, drawn in proportion, beside the values sampled. A method \
         of a continuous argument is drawn as its curve, computed at many points between its \
         samples, with the samples marked on it; a method of a whole number is drawn as points \
         only, as nothing lies between them. Dashed lines are the scenario's marked optima and \
         limits. A method sampled at fewer than three values is not drawn.\n",
    );
    for c in charts {
        let _ = write!(
            out,
            "\n### {} at {}\n\n<div class=\"chart\">\n\n![{} against {}, preset {}]({})\n\n",
            c.method, c.preset, c.method, c.over, c.preset, c.file
        );
        let _ = write!(out, "| `{}` | `{}` |\n|---|---|\n", c.over, c.method);
        for (x, y) in &c.rows {
            let _ = writeln!(out, "| {} | {y} |", cell(x));
        }
        out += "\n</div>\n";
        if !c.held.is_empty() {
            let held: Vec<String> = c
                .held
                .iter()
                .map(|(name, value)| format!("`{name}` = {}", cell(value)))
                .collect();
            let _ = writeln!(
                out,
                "\nThe other arguments are held at their first sample: {}.",
                held.join(", ")
            );
        }
    }
    out
}

/// The SVG files of the charts, to be written next to the Markdown pages.
pub fn files(charts: &[MethodChart]) -> impl Iterator<Item = Page> + '_ {
    charts.iter().map(|c| Page {
        path: c.file.clone(),
        content: c.svg.clone(),
    })
}
