//! The AllReduce section of a scenario page: for each preset of a scenario that schedules an
//! AllReduce, the ring's and the tree's time against the message size at the preset's largest
//! group, with the crossover marked, beside the table of a few of its points.

use crate::Page;
use crate::allreduce;
use crate::markdown::cell;
use mlsysim_core::Value;
use mlsysim_core::catalog;
use mlsysim_core::meta::ScenarioInfo;
use std::fmt::Write as _;

/// One preset's chart: its section text and its SVG file.
pub struct PresetAllReduce {
    pub text: String,
    pub file: Page,
}

/// The charts of a scenario's presets; none for a scenario that schedules no AllReduce.
pub fn charts(s: &'static ScenarioInfo) -> Vec<PresetAllReduce> {
    catalog::presets()
        .into_iter()
        .filter(|p| p.scenario.name == s.name)
        .filter_map(|p| {
            let scenario = (p.build)().ok()?;
            let c = allreduce::of(scenario.as_ref())?;
            let title = format!("{}: {} ranks", p.name, c.group);
            let mut chart = allreduce::chart(&c, &title);
            (chart.width, chart.height) = (560, 360);
            let svg = mlsysim_chart::render(&chart).ok()?;
            let path = format!("charts/{}-{}-allreduce.svg", s.name, p.name);
            let mut text = format!(
                "\n### {title}\n\n<div class=\"chart\">\n\n![ring and tree AllReduce time against \
                 message size, preset {}]({path})\n\nThe two cross at {}.\n\n",
                p.name,
                cell(&Value::in_ladder_unit(c.crossover, "B").to_string()),
            );
            text += "| message | ring | tree | faster |\n|---|---|---|---|\n";
            // Every other decade's first point keeps the table short.
            for (ring, tree) in c
                .ring
                .iter()
                .zip(&c.tree)
                .step_by(2 * crate::allreduce::POINTS_PER_DECADE)
            {
                let faster = if ring.1 <= tree.1 { "ring" } else { "tree" };
                let _ = writeln!(
                    text,
                    "| {} | {} | {} | {faster} |",
                    cell(&Value::in_ladder_unit(ring.0, "B").to_string()),
                    cell(&Value::in_ladder_unit(ring.1, "s").to_string()),
                    cell(&Value::in_ladder_unit(tree.1, "s").to_string()),
                );
            }
            text += "\n</div>\n";
            Some(PresetAllReduce {
                text,
                file: Page { path, content: svg },
            })
        })
        .collect()
}

/// The section; empty when no preset has a chart.
pub fn section(charts: &[PresetAllReduce]) -> String {
    if charts.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "\n## AllReduce time against message size\n\nThe ring's and the tree's time at the \
         preset's largest group, each computed by the scenario's own `ring_time` and `tree_time` \
         with only the message changed, on log-log axes. Below the crossover \
         (`crossover_exact`) the tree's fewer startups win; above it the ring's smaller share \
         of the bytes does.\n",
    );
    for c in charts {
        out += &c.text;
    }
    out
}
