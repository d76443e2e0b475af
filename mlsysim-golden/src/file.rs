//! The golden file: what sits beside a declaration (`name.rs` → `name.golden.json`).
//!
//! Two kinds of content share it. Written by hand: how the reference reaches a member it keeps
//! elsewhere (`reference`), deliberate differences with their reasons (`differences`), the
//! inputs that break each rule (`rules`), a law's reference expression (`expression`).
//! Written by `tools/reference-golden/export.py`: every member of every preset with the
//! reference's value (`presets`), every point of every law (`points`). The exporter keeps the
//! hand-written parts as they are.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The format this crate reads and the exporter writes.
pub const FORMAT: u32 = 2;

/// One golden file.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoldenFile {
    pub format: u32,
    /// The scenarios the Rust file declares, by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub scenarios: BTreeMap<String, ScenarioGolden>,
    /// The laws the Rust file declares, by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub laws: BTreeMap<String, LawGolden>,
}

/// A scenario's golden values and the hand-written facts about its reference.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioGolden {
    /// How the reference reaches the scenario's members.
    #[serde(default, skip_serializing_if = "Reference::is_default")]
    pub reference: Reference,
    /// Deliberate differences, `Preset.member` → the reason, shown on the page.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub differences: BTreeMap<String, String>,
    /// For each rule across inputs, a preset and the inputs that break it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<RuleCase>,
    /// Each preset's members, in the order the port reports them, with the reference's value.
    #[serde(default)]
    pub presets: BTreeMap<String, Vec<Member>>,
}

/// A member the port evaluates for a preset: a property, or a method at sampled arguments;
/// in a golden file, with the reference's value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Member {
    pub name: String,
    /// A call's arguments: numbers, text, `{"q": "28 day"}` for a quantity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Map<String, Json>>,
    /// The unit the port shows the value in, in the reference's spelling.
    pub unit: Option<String>,
    /// The reference's value, typed (`{"type": "quantity", "value": 100.0, "unit": "GB"}`);
    /// absent in a plan.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<Json>,
}

/// A law's point: its arguments and, in a golden file, the reference's value there.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub args: Vec<Json>,
    #[serde(default)]
    pub kwargs: Map<String, Json>,
    pub unit: Option<String>,
    /// The reference's value there, typed; absent in a plan.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<Json>,
}

impl Member {
    /// The member as the plan names it, without a value.
    pub fn planned(&self) -> Member {
        Member {
            reference: None,
            ..self.clone()
        }
    }
}

impl Point {
    /// The point as the plan names it, without a value.
    pub fn planned(&self) -> Point {
        Point {
            reference: None,
            ..self.clone()
        }
    }
}

/// How the reference reaches members that it does not keep under the port's names.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reference {
    /// The reference's class, when it is not the scenario's name with `Scenario` after it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// A Python expression for every property, `{name}` standing for the member's name
    /// (`s.result.{name}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub properties: Option<String>,
    /// The same for every method's sampled calls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub methods: Option<String>,
    /// One member's expression; `null` where the reference has no counterpart.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub members: BTreeMap<String, Option<String>>,
    /// Whether a member the reference's result holds as `None` for a preset (a figure its
    /// solver reports only for some inputs: a speed ceiling only with a clear distance) is one
    /// the port refuses for that preset: then ours must fail there, and must not elsewhere.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub none_is_refusal: bool,
}

impl Reference {
    fn is_default(&self) -> bool {
        *self == Reference::default()
    }
}

/// Inputs that break one rule: a preset, with `--set` settings and values as an input file in
/// JSON gives them (for what `--set` cannot write, such as an empty list).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleCase {
    /// The rule's words, as declared.
    pub words: String,
    pub preset: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub set: Vec<String>,
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub inputs: Map<String, Json>,
}

/// A law's points and the reference's values.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LawGolden {
    /// The reference's function (from the law's declaration).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    /// A Python expression for a reference function of another shape (hand-written).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    /// Every combination of the law's samples, with the reference's value.
    #[serde(default)]
    pub points: Vec<Point>,
}

/// The golden file beside a Rust file.
pub fn path_beside(source: &Path) -> PathBuf {
    source.with_extension("golden.json")
}

/// Reads a golden file; `Ok(None)` when there is none.
pub fn read(path: &Path) -> Result<Option<GoldenFile>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let file: GoldenFile =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    if file.format != FORMAT {
        return Err(format!(
            "{}: format {}, this crate reads format {FORMAT}",
            path.display(),
            file.format
        ));
    }
    Ok(Some(file))
}
