//! A scenario's presets as its page reads them: each built once and reported once (inputs,
//! properties and the methods' sample calls) for every section that shows them (the presets
//! and their worked solutions, the method charts, the rooflines, the AllReduce curves), and what
//! the sections of one chart a preset share.

use crate::Page;
use mlsysim_chart::Chart;
use mlsysim_core::meta::ScenarioInfo;
use mlsysim_core::{DynScenario, InputError, PresetEntry, Report, catalog};

/// The width and height a chart is drawn at on the pages, in pixels.
pub const PAGE_SIZE: (u32, u32) = (560, 360);

/// One preset of a scenario, built.
pub struct BuiltPreset {
    pub entry: &'static PresetEntry,
    /// The scenario and its report, or why the preset does not build.
    pub built: Result<Built, InputError>,
}

/// A preset's scenario and its report.
pub struct Built {
    pub scenario: Box<dyn DynScenario>,
    pub report: Report,
}

/// The presets of `s`, in catalog order, each built and reported.
pub fn of(s: &ScenarioInfo) -> Vec<BuiltPreset> {
    catalog::presets()
        .into_iter()
        .filter(|p| p.scenario.name == s.name)
        .map(|entry| BuiltPreset {
            entry,
            built: (entry.build)().map(|scenario| Built {
                report: scenario.report(),
                scenario,
            }),
        })
        .collect()
}

/// One preset's chart in a section of such charts: its text and its SVG file.
pub struct PresetChart {
    pub text: String,
    pub file: Page,
}

/// A section of one chart a preset: its heading and introduction, then each chart; empty when
/// no preset has one.
pub fn section(heading: &str, charts: &[PresetChart]) -> String {
    if charts.is_empty() {
        return String::new();
    }
    let mut out = heading.to_string();
    for c in charts {
        out += &c.text;
    }
    out
}

/// The chart as SVG at the pages' size.
pub fn svg(mut chart: Chart) -> Option<String> {
    (chart.width, chart.height) = PAGE_SIZE;
    mlsysim_chart::render(&chart).ok()
}
