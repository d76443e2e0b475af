//! Every scenario and preset linked into the program, collected without a hand-kept list.
//!
//! The `#[scenario]` and `#[preset]` macros submit entries with `inventory`. A binary or test
//! that walks the catalog must name the crate that defines the scenarios
//! (`use mlsysim_scenarios as _;`), or the linker drops its entries.

use crate::error::{EvalError, UnknownName};
use crate::meta::ScenarioInfo;
use crate::report::{Report, Value};

/// Implemented by the `#[scenario]` macro for every scenario type.
pub trait Scenario: Sized + 'static {
    /// The scenario's static description.
    const INFO: &'static ScenarioInfo;

    /// Computes every property once, in dependency order, and every method at its samples.
    fn report(&self) -> Report;

    /// Calls a method by name, its arguments given as values.
    fn call(&self, method: &str, args: &[Value]) -> Result<Value, EvalError>;
}

/// The object-safe face of [`Scenario`], for presets held behind a pointer.
pub trait DynScenario {
    fn info(&self) -> &'static ScenarioInfo;
    fn report(&self) -> Report;
    fn call(&self, method: &str, args: &[Value]) -> Result<Value, EvalError>;
}

impl<S: Scenario> DynScenario for S {
    fn info(&self) -> &'static ScenarioInfo {
        S::INFO
    }
    fn report(&self) -> Report {
        Scenario::report(self)
    }
    fn call(&self, method: &str, args: &[Value]) -> Result<Value, EvalError> {
        Scenario::call(self, method, args)
    }
}

/// A scenario type in the catalog.
pub struct ScenarioEntry {
    pub info: &'static ScenarioInfo,
}

/// A named, ready-made set of inputs for one scenario.
pub struct PresetEntry {
    /// CamelCase name, e.g. `DlrmReleaseFootprintH100`.
    pub name: &'static str,
    pub description: &'static str,
    pub scenario: &'static ScenarioInfo,
    /// Builds the preset; a preset whose inputs fail validation is a bug caught by the tests.
    pub build: fn() -> Result<Box<dyn DynScenario>, crate::error::InputError>,
}

impl std::fmt::Debug for PresetEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PresetEntry")
            .field("name", &self.name)
            .field("scenario", &self.scenario.name)
            .finish_non_exhaustive()
    }
}

inventory::collect!(ScenarioEntry);
inventory::collect!(PresetEntry);

/// Every scenario, sorted by family then name.
pub fn scenarios() -> Vec<&'static ScenarioInfo> {
    let mut all: Vec<_> = inventory::iter::<ScenarioEntry>
        .into_iter()
        .map(|e| e.info)
        .collect();
    all.sort_by_key(|i| (i.family, i.name));
    all
}

/// Every preset, sorted by name.
pub fn presets() -> Vec<&'static PresetEntry> {
    let mut all: Vec<_> = inventory::iter::<PresetEntry>.into_iter().collect();
    all.sort_by_key(|p| p.name);
    all
}

/// A scenario by name, in CamelCase or kebab-case (`ReleaseFootprint`, `release-footprint`).
pub fn scenario(name: &str) -> Result<&'static ScenarioInfo, UnknownName> {
    let key = fold_name(name);
    let all = scenarios();
    all.iter()
        .find(|i| fold_name(i.name) == key)
        .copied()
        .ok_or_else(|| UnknownName::new("scenario", name, all.iter().map(|i| i.name)))
}

/// A preset by name, ignoring case and separators.
pub fn preset(name: &str) -> Result<&'static PresetEntry, UnknownName> {
    let key = fold_name(name);
    let all = presets();
    all.iter()
        .find(|p| fold_name(p.name) == key)
        .copied()
        .ok_or_else(|| UnknownName::new("preset", name, all.iter().map(|p| p.name)))
}

fn fold_name(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}
