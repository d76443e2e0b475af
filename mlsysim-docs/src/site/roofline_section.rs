//! The Roofline section of a scenario page: for each preset whose scenario has an arithmetic
//! intensity, its device's roofline (the H100's, said so, for a scenario without a device)
//! with the preset's intensities on it, beside the table of where each sits (the same chart as
//! `mlsysim roofline`).

use super::presets::{self, BuiltPreset, PresetChart};
use crate::Page;
use crate::markdown::cell;
use crate::roofline;
use mlsysim_core::meta::ScenarioInfo;
use std::fmt::Write as _;

/// The device a scenario without one of its own is drawn against.
const DEFAULT_DEVICE: &str = "Cloud.H100";

/// The rooflines of a scenario's presets; none for a scenario without a device or intensity.
pub fn rooflines(s: &'static ScenarioInfo, built: &[BuiltPreset]) -> Vec<PresetChart> {
    built
        .iter()
        .filter_map(|preset| {
            let b = preset.built.as_ref().ok()?;
            let p = preset.entry;
            let of = |device| roofline::of_report(b.scenario.as_ref(), &b.report, device);
            // A scenario with intensities but no device of its own (a layer) is drawn against
            // the default device, and the page says so.
            let (r, stand_in) = match of(None) {
                Some(r) => (r, false),
                None => {
                    let device = mlsysim_core::HardwareNode::find(DEFAULT_DEVICE).ok()?;
                    (of(Some(device))?, true)
                }
            };
            let svg = presets::svg(roofline::chart(
                &r,
                &format!("{} on {}", p.name, r.device.name),
            ))?;
            let path = format!("charts/{}-{}-roofline.svg", s.name, p.name);
            let mut text = format!(
                "\n### {} on {}\n\n<div class=\"chart\">\n\n![the roofline of {}, preset {}]({path})\n\n",
                p.name, r.device.name, r.device.name, p.name
            );
            if stand_in {
                let _ = writeln!(
                    text,
                    "The scenario names no device: its intensities are drawn against the {} \
                     (`{DEFAULT_DEVICE}`), as `mlsysim roofline {} --device {DEFAULT_DEVICE}` \
                     draws them; another device moves the ridge.\n",
                    r.device.name, p.name
                );
            }
            text += "| point | intensity | attainable | bound |\n|---|---|---|---|\n";
            for (name, intensity) in &r.points {
                let bound = r.bound(*intensity);
                let _ = writeln!(
                    text,
                    "| `{name}` | {} FLOP/B | {} TFLOP/s | {bound} |",
                    cell(&mlsysim_core::units::format_number(*intensity)),
                    cell(&mlsysim_core::units::format_number(
                        r.attainable(*intensity) / 1e12
                    )),
                );
            }
            text += "\n</div>\n";
            Some(PresetChart {
                text,
                file: Page {
                    path,
                    content: svg,
                },
            })
        })
        .collect()
}

/// The section; empty when no preset has a roofline.
pub fn section(rooflines: &[PresetChart]) -> String {
    presets::section(
        "\n## Roofline\n\nThe device's attainable rate against arithmetic intensity, on log-log \
         axes: the memory-bound slope (bandwidth × intensity) up to the ridge, then the peak. Each \
         of the preset's intensities is a point on it.\n",
        rooflines,
    )
}
