//! Every scenario and preset linked into the program, collected without a hand-kept list.
//!
//! The `#[scenario]` and `#[preset]` macros submit entries with `inventory`. A binary or test
//! that walks the catalog must name the crate that defines the scenarios
//! (`use mlsysim_catalog as _;`), or the linker drops its entries.

use crate::error::{EvalError, InputError, UnknownName};
use crate::input::InputValue;
use crate::meta::ScenarioInfo;
use crate::report::{Report, Value};

/// Implemented by the `#[scenario]` macro for every scenario type. What every scenario does
/// alike (a report with its sample calls, building from inputs by name) is provided here once;
/// the macro writes only what each declaration says. A scenario is plain data (`Send + Sync`),
/// so a value can be shared across threads, as the Python package does.
pub trait Scenario: Sized + Send + Sync + 'static {
    /// The scenario's static description.
    const INFO: &'static ScenarioInfo;

    /// The scenario's builder.
    type Builder: Builder<Scenario = Self>;

    /// A builder holding this scenario's inputs (the inherent `variant()`).
    fn to_builder(&self) -> Self::Builder;

    /// Every input, and every property computed once in dependency order; no method calls.
    fn evaluation(&self) -> Report;

    /// Calls a method by name, its arguments given as values read through each argument's type.
    /// (A scenario without methods has only this refusal, naming what it has.)
    fn call(&self, method: &str, _args: &[InputValue]) -> Result<Value, EvalError> {
        Err(crate::support::unknown_method(
            method,
            Self::INFO.methods,
            Self::INFO.properties,
        ))
    }

    /// A member's traced path (see [`crate::explain`]), for a member whose equation has leaves
    /// or calls to compute; `None` for any other name (the explanation then reads the member's
    /// value from the evaluation, or calls it).
    fn explain_parts(
        &self,
        _member: &str,
        _args: &[InputValue],
    ) -> Option<Result<crate::explain::Parts, EvalError>> {
        None
    }

    /// A scenario held as an input that an equation reaches into, by the input's name.
    fn nested(&self, _input: &str) -> Option<&dyn DynScenario> {
        None
    }

    /// The values of an input or property named as a sample source in the declaration.
    fn sample_source(&self, _name: &str) -> Vec<InputValue> {
        Vec::new()
    }

    /// Every input, every property, and every method at its samples.
    fn report(&self) -> Report {
        let mut report = self.evaluation();
        report.calls = crate::report::sample_calls(self);
        report
    }

    /// Builds the scenario from inputs given by name (declared defaults fill the rest).
    fn from_inputs(inputs: &[(String, InputValue)]) -> Result<Self, InputError> {
        let mut builder = Self::Builder::default();
        for (name, value) in inputs {
            builder.set_input(name, value)?;
        }
        builder.build()
    }

    /// A copy with some inputs changed by name, validated again.
    fn with_inputs(&self, changes: &[(String, InputValue)]) -> Result<Self, InputError> {
        let mut builder = self.to_builder();
        for (name, value) in changes {
            builder.set_input(name, value)?;
        }
        builder.build()
    }
}

/// A scenario's builder, by name: what `from_inputs` and `with_inputs` drive. The generated
/// builder implements it by its own inherent `set_input` and `build`.
pub trait Builder: Default {
    type Scenario;
    /// Sets one input by name from a loosely typed value.
    fn set_input(&mut self, name: &str, value: &InputValue) -> Result<(), InputError>;
    /// Checks every input and builds the scenario.
    fn build(self) -> Result<Self::Scenario, InputError>;
}

/// The object-safe face of [`Scenario`], for presets held behind a pointer.
pub trait DynScenario: Send + Sync {
    fn info(&self) -> &'static ScenarioInfo;
    fn report(&self) -> Report;
    /// Inputs and properties, without the method calls of [`DynScenario::report`].
    fn evaluation(&self) -> Report;
    fn call(&self, method: &str, args: &[InputValue]) -> Result<Value, EvalError>;
    fn explain_parts(
        &self,
        member: &str,
        args: &[InputValue],
    ) -> Option<Result<crate::explain::Parts, EvalError>>;
    fn nested(&self, input: &str) -> Option<&dyn DynScenario>;
    fn with_inputs(&self, changes: &NamedInputs) -> BuiltScenario;
    /// For finding the concrete scenario behind a preset.
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<S: Scenario> DynScenario for S {
    fn info(&self) -> &'static ScenarioInfo {
        S::INFO
    }
    fn report(&self) -> Report {
        Scenario::report(self)
    }
    fn evaluation(&self) -> Report {
        Scenario::evaluation(self)
    }
    fn call(&self, method: &str, args: &[InputValue]) -> Result<Value, EvalError> {
        Scenario::call(self, method, args)
    }
    fn explain_parts(
        &self,
        member: &str,
        args: &[InputValue],
    ) -> Option<Result<crate::explain::Parts, EvalError>> {
        Scenario::explain_parts(self, member, args)
    }
    fn nested(&self, input: &str) -> Option<&dyn DynScenario> {
        Scenario::nested(self, input)
    }
    fn with_inputs(&self, changes: &NamedInputs) -> BuiltScenario {
        Scenario::with_inputs(self, changes).map(|s| Box::new(s) as Box<dyn DynScenario>)
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// Builds a scenario of type `S` from named inputs, behind a pointer; the catalog holds one
/// of these per scenario.
pub fn build_dyn<S: Scenario>(inputs: &NamedInputs) -> BuiltScenario {
    S::from_inputs(inputs).map(|s| Box::new(s) as Box<dyn DynScenario>)
}

/// Inputs given by name, as the command line and input files give them.
pub type NamedInputs = [(String, InputValue)];

/// A scenario built behind a pointer, or why it could not be.
pub type BuiltScenario = Result<Box<dyn DynScenario>, InputError>;

/// A scenario type in the catalog.
pub struct ScenarioEntry {
    pub info: &'static ScenarioInfo,
    /// Builds it from inputs given by name.
    pub build: fn(&NamedInputs) -> BuiltScenario,
}

/// A named, ready-made set of inputs for one scenario.
pub struct PresetEntry {
    /// CamelCase name, e.g. `DlrmReleaseFootprintH100`.
    pub name: &'static str,
    pub description: &'static str,
    pub scenario: &'static ScenarioInfo,
    /// Builds the preset; a preset whose inputs fail validation is a bug caught by the tests.
    pub build: fn() -> BuiltScenario,
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
inventory::collect!(ChoiceEntry);

/// A closed set of values declared with `#[derive(Choice)]`, in the catalog so that pages,
/// the Python stubs and search can list an input's values from its type's name alone.
#[derive(Debug)]
pub struct ChoiceEntry {
    /// The enum's name, e.g. `ActivationStrategy`.
    pub name: &'static str,
    /// The module that declares it.
    pub module: &'static str,
    /// What a value is, in words: `activation strategy`.
    pub what: &'static str,
    pub values: &'static [crate::choice::ChoiceValue],
}

/// Every choice type of the linked crates, by name.
pub fn choices() -> Vec<&'static ChoiceEntry> {
    let mut all: Vec<_> = inventory::iter::<ChoiceEntry>.into_iter().collect();
    all.sort_by_key(|c| (c.name, c.module));
    all
}

/// The choice an input's type names, as its metadata writes it (`ActivationStrategy`,
/// `Option<ActivationStrategy>`, `Vec<crate::x::Strategy>`), if it is one.
pub fn choice_of(ty: &str) -> Option<&'static ChoiceEntry> {
    let mut inner = ty.trim();
    for wrapper in ["Option<", "Vec<", "Named<"] {
        if let Some(rest) = inner
            .strip_prefix(wrapper)
            .and_then(|r| r.strip_suffix('>'))
        {
            inner = rest.trim();
        }
    }
    let name = inner.rsplit("::").next()?.trim();
    inventory::iter::<ChoiceEntry>
        .into_iter()
        .find(|c| c.name == name)
}

/// Every scenario, sorted by family (top-level family, then section) then name.
pub fn scenarios() -> Vec<&'static ScenarioInfo> {
    let mut all: Vec<_> = inventory::iter::<ScenarioEntry>
        .into_iter()
        .map(|e| e.info)
        .collect();
    all.sort_by(|a, b| {
        (a.family.root().title, a.family.title, a.name).cmp(&(
            b.family.root().title,
            b.family.title,
            b.name,
        ))
    });
    all
}

/// Every family that has a scenario, top-level families and their sections, in the order
/// [`scenarios`] lists them.
pub fn families() -> Vec<&'static crate::meta::Family> {
    families_in(&scenarios())
}

/// The families of `scenarios`, in the order they come in.
pub fn families_in(scenarios: &[&'static ScenarioInfo]) -> Vec<&'static crate::meta::Family> {
    let mut out: Vec<&'static crate::meta::Family> = Vec::new();
    for s in scenarios {
        if !out.iter().any(|f| **f == *s.family) {
            out.push(s.family);
        }
    }
    out
}

/// A scenario of type `S` from a preset of that scenario, by the preset's name.
pub fn preset_of<S: Scenario + Clone>(name: &str) -> Result<S, String> {
    let entry = preset(name).map_err(|e| e.to_string())?;
    if entry.scenario.name != S::INFO.name {
        return Err(format!(
            "preset `{}` is a {}, not a {}",
            entry.name,
            entry.scenario.name,
            S::INFO.name
        ));
    }
    let built = (entry.build)().map_err(|e| format!("preset `{}`: {e}", entry.name))?;
    built
        .as_any()
        .downcast_ref::<S>()
        .cloned()
        .ok_or_else(|| format!("preset `{}` did not build a {}", entry.name, S::INFO.name))
}

/// Every preset, sorted by name.
pub fn presets() -> Vec<&'static PresetEntry> {
    let mut all: Vec<_> = inventory::iter::<PresetEntry>.into_iter().collect();
    all.sort_by_key(|p| p.name);
    all
}

/// A scenario by name, in CamelCase or kebab-case (`ReleaseFootprint`, `release-footprint`).
pub fn scenario(name: &str) -> Result<&'static ScenarioInfo, UnknownName> {
    entry(name).map(|e| e.info)
}

/// A scenario's catalog entry by name, in CamelCase or kebab-case.
pub fn entry(name: &str) -> Result<&'static ScenarioEntry, UnknownName> {
    let key = fold_name(name);
    let all: Vec<&'static ScenarioEntry> = inventory::iter::<ScenarioEntry>.into_iter().collect();
    all.iter()
        .find(|e| fold_name(e.info.name) == key)
        .copied()
        .ok_or_else(|| {
            UnknownName::new(
                "scenario",
                crate::input::truncate(name).as_str(),
                all.iter().map(|e| e.info.name),
            )
            .listed_by("`mlsysim list`")
        })
}

/// A preset by name, ignoring case and separators.
pub fn preset(name: &str) -> Result<&'static PresetEntry, UnknownName> {
    let key = fold_name(name);
    let all = presets();
    all.iter()
        .find(|p| fold_name(p.name) == key)
        .copied()
        .ok_or_else(|| {
            UnknownName::new(
                "preset",
                crate::input::truncate(name).as_str(),
                all.iter().map(|p| p.name),
            )
            .listed_by("`mlsysim list`")
        })
}

fn fold_name(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}
