//! The AllReduce section of a scenario page: for each preset of a scenario that schedules an
//! AllReduce, the ring's and the tree's time against the message size at the preset's largest
//! group, with the crossover marked, beside the table of a few of its points.

use super::presets::{self, BuiltPreset, PresetChart};
use crate::Page;
use crate::allreduce;
use crate::markdown::cell;
use mlsysim_core::Value;
use mlsysim_core::meta::ScenarioInfo;
use std::fmt::Write as _;

/// The charts of a scenario's presets; none for a scenario that schedules no AllReduce.
pub fn charts(s: &'static ScenarioInfo, built: &[BuiltPreset]) -> Vec<PresetChart> {
    built
        .iter()
        .filter_map(|preset| {
            let b = preset.built.as_ref().ok()?;
            let p = preset.entry;
            let c = allreduce::of(b.scenario.as_ref())?;
            let title = format!("{}: {} ranks", p.name, c.group);
            let svg = presets::svg(allreduce::chart(&c, &title))?;
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
            Some(PresetChart {
                text,
                file: Page { path, content: svg },
            })
        })
        .collect()
}

/// The section; empty when no preset has a chart.
pub fn section(charts: &[PresetChart]) -> String {
    presets::section(
        "\n## AllReduce time against message size\n\nThe ring's and the tree's time at the \
         preset's largest group, each computed by the scenario's own `ring_time` and `tree_time` \
         with only the message changed, on log-log axes. Below the crossover \
         (`crossover_exact`) the tree's fewer startups win; above it the ring's smaller share \
         of the bytes does.\n",
        charts,
    )
}
