//! One scenario value held for Python: built from keyword inputs or from a preset through the
//! same `from_inputs` / `with_inputs` paths as the command line, evaluated once (the value is
//! immutable, so its report is kept), and read, called, explained and swept by name.

use super::values::{
    eval_error, from_py, input_error, input_message, input_to_py, outcome_py, to_py, unknown_name,
};
use mlsysim_core::explain::{self, Step, StepKind};
use mlsysim_core::meta::MemberInfo;
use mlsysim_core::report::nested_value;
use mlsysim_core::{DynScenario, InputValue, Report, UnknownName, Value, catalog};
use pyo3::exceptions::PyAttributeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use std::sync::OnceLock;

/// A scenario value, where it came from, and its report once asked for.
#[pyclass(frozen, module = "mlsysim_rs._native")]
pub struct Handle {
    scenario: Box<dyn DynScenario>,
    preset: Option<&'static str>,
    /// The inputs given by name (from Python), for the explanation's sources.
    given: Vec<String>,
    report: OnceLock<Report>,
}

impl Handle {
    fn new(
        scenario: Box<dyn DynScenario>,
        preset: Option<&'static str>,
        given: Vec<String>,
    ) -> Self {
        Handle {
            scenario,
            preset,
            given,
            report: OnceLock::new(),
        }
    }

    fn report_ref(&self) -> &Report {
        self.report.get_or_init(|| self.scenario.report())
    }

    /// What names this value as an input of another scenario: the preset's name when unchanged,
    /// else a table of every input (held scenarios by their own tables).
    fn input_value(&self) -> InputValue {
        if let (Some(preset), true) = (self.preset, self.given.is_empty()) {
            return InputValue::Text(preset.to_string());
        }
        table_of(self.scenario.as_ref(), self.report_ref())
    }

    fn explain_sources(&self, name: &str) -> String {
        let info = self.scenario.info();
        if self.given.iter().any(|g| g == name) {
            "given".to_string()
        } else if let Some(preset) = self.preset {
            format!("preset {preset}")
        } else {
            match info.input(name) {
                Some(i) if i.default.is_some() => "the declared default".to_string(),
                Some(i) if i.optional => "not set".to_string(),
                _ => "given".to_string(),
            }
        }
    }
}

/// Every input of a scenario as a table of input values, as an input file would give them.
fn table_of(scenario: &dyn DynScenario, report: &Report) -> InputValue {
    InputValue::Map(
        report
            .inputs
            .iter()
            .map(|(name, value)| {
                let v = match scenario.nested(name) {
                    Some(held) => table_of(held, &held.evaluation()),
                    None => mlsysim_core::report::as_input(value),
                };
                (name.to_string(), v)
            })
            .collect(),
    )
}

/// Keyword inputs read as named input values, in the order given.
fn named_inputs(inputs: Option<&Bound<'_, PyDict>>) -> PyResult<Vec<(String, InputValue)>> {
    let Some(inputs) = inputs else {
        return Ok(Vec::new());
    };
    inputs
        .iter()
        .map(|(k, v)| Ok((k.extract::<String>()?, from_py(&v)?)))
        .collect()
}

/// Builds a scenario by name from keyword inputs (declared defaults fill the rest).
#[pyfunction]
#[pyo3(signature = (scenario, inputs = None))]
pub fn build(
    py: Python<'_>,
    scenario: &str,
    inputs: Option<&Bound<'_, PyDict>>,
) -> PyResult<Handle> {
    let entry = catalog::entry(scenario).map_err(|e| unknown_name(py, &e))?;
    let inputs = named_inputs(inputs)?;
    let built = (entry.build)(&inputs).map_err(|e| input_error(py, &e))?;
    Ok(Handle::new(
        built,
        None,
        inputs.into_iter().map(|(n, _)| n).collect(),
    ))
}

/// A preset by name (case and separators ignored), built afresh.
#[pyfunction]
pub fn preset(py: Python<'_>, name: &str) -> PyResult<Handle> {
    let entry = catalog::preset(name).map_err(|e| unknown_name(py, &e))?;
    let built = (entry.build)()
        .map_err(|e| input_message(py, format!("preset `{}`: {e}", entry.name), e.input()))?;
    Ok(Handle::new(built, Some(entry.name), Vec::new()))
}

/// A method by name, or the error the command line gives for a name that is none.
fn method_of(
    py: Python<'_>,
    scenario: &dyn DynScenario,
    name: &str,
) -> PyResult<&'static MemberInfo> {
    let info = scenario.info();
    info.methods.iter().find(|m| m.name == name).ok_or_else(|| {
        let methods: Vec<&str> = info.methods.iter().map(|m| m.name).collect();
        let properties: Vec<&str> = info.properties.iter().map(|m| m.name).collect();
        eval_error(
            py,
            &mlsysim_core::EvalError::unknown_method(name, &methods, &properties),
        )
    })
}

fn read_args(args: &Bound<'_, PyAny>) -> PyResult<Vec<InputValue>> {
    args.try_iter()?.map(|a| from_py(&a?)).collect()
}

#[pymethods]
impl Handle {
    /// The scenario's name: `ReleaseFootprint`.
    #[getter]
    fn scenario(&self) -> &'static str {
        self.scenario.info().name
    }

    /// The preset it was built from, if any.
    #[getter]
    fn preset(&self) -> Option<&'static str> {
        self.preset
    }

    /// Whether it is a preset with none of its inputs changed.
    #[getter]
    fn unchanged_preset(&self) -> bool {
        self.preset.is_some() && self.given.is_empty()
    }

    /// `ReleaseFootprint(model=Recommendation.DLRM, device=Cloud.H100, ...)`.
    fn summary(&self) -> String {
        match nested_value(self.report_ref()) {
            Value::Text(t) => t,
            other => other.to_string(),
        }
    }

    /// An input or a property by name; a held scenario comes back as a handle of its own.
    fn get<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
        let report = self.report_ref();
        if let Some((_, value)) = report.inputs.iter().find(|(n, _)| *n == name) {
            if let Some(held) = self.scenario.nested(name) {
                let copy = held.with_inputs(&[]).map_err(|e| input_error(py, &e))?;
                return Ok(Bound::new(py, Handle::new(copy, None, Vec::new()))?.into_any());
            }
            return to_py(py, value);
        }
        match report.property(name) {
            Some(Ok(value)) => to_py(py, value),
            Some(Err(e)) => Err(eval_error(py, e)),
            None => Err(PyAttributeError::new_err(
                UnknownName::new(
                    "input or property",
                    name,
                    report
                        .inputs
                        .iter()
                        .map(|(n, _)| *n)
                        .chain(report.properties.iter().map(|(n, _)| *n)),
                )
                .to_string(),
            )),
        }
    }

    /// A method called with its arguments in declared order.
    fn call<'py>(
        &self,
        py: Python<'py>,
        method: &str,
        args: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let m = method_of(py, self.scenario.as_ref(), method)?;
        let values = read_args(args)?;
        match self.scenario.call(m.name, &values) {
            Ok(v) => to_py(py, &v),
            Err(e) => Err(eval_error(py, &e)),
        }
    }

    /// A copy with some inputs changed, validated again.
    #[pyo3(signature = (changes = None))]
    fn with_inputs(&self, py: Python<'_>, changes: Option<&Bound<'_, PyDict>>) -> PyResult<Handle> {
        let changes = named_inputs(changes)?;
        let changed = self
            .scenario
            .with_inputs(&changes)
            .map_err(|e| input_error(py, &e))?;
        let mut given = self.given.clone();
        for (name, _) in &changes {
            if !given.contains(name) {
                given.push(name.clone());
            }
        }
        Ok(Handle::new(changed, self.preset, given))
    }

    /// What names this value as an input of another scenario.
    fn as_input<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        input_to_py(py, &self.input_value())
    }

    /// Every input, property and sampled call: `{"scenario", "preset", "inputs", "properties",
    /// "calls"}`, a member that could not be computed an `EvalError` in its place.
    fn report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let report = self.report_ref();
        let out = PyDict::new(py);
        out.set_item("scenario", report.scenario.name)?;
        out.set_item("preset", self.preset)?;
        let inputs = PyDict::new(py);
        for (name, value) in &report.inputs {
            inputs.set_item(name, to_py(py, value)?)?;
        }
        out.set_item("inputs", inputs)?;
        let properties = PyDict::new(py);
        for (name, result) in &report.properties {
            properties.set_item(name, outcome_py(py, result)?)?;
        }
        out.set_item("properties", properties)?;
        let calls = PyList::empty(py);
        for call in &report.calls {
            let c = PyDict::new(py);
            c.set_item("method", call.method)?;
            let args = PyDict::new(py);
            for (name, v) in &call.args {
                args.set_item(name, input_to_py(py, v)?)?;
            }
            c.set_item("args", args)?;
            c.set_item("value", outcome_py(py, &call.result)?)?;
            calls.append(c)?;
        }
        out.set_item("calls", calls)?;
        Ok(out)
    }

    /// How a member's value came about (`member` with `args` in declared order), or without a
    /// member every property's worked solution: `(text, markdown, tree)`.
    #[pyo3(signature = (member = None, args = None))]
    fn explain<'py>(
        &self,
        py: Python<'py>,
        member: Option<&str>,
        args: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let sources = |name: &str| self.explain_sources(name);
        let scenario = self.scenario.as_ref();
        let (steps, one) = match member {
            Some(member) => {
                let info = scenario.info();
                if info.member(member).is_none() {
                    let names = info.properties.iter().chain(info.methods).map(|m| m.name);
                    return Err(unknown_name(py, &UnknownName::new("member", member, names)));
                }
                let values = match args {
                    Some(a) => read_args(a)?,
                    None => Vec::new(),
                };
                let step = explain::explain_member(scenario, member, &values, &sources)
                    .map_err(|e| eval_error(py, &e))?;
                (vec![step], true)
            }
            None => (explain::worked_solution(scenario, &sources), false),
        };
        let text: String = steps.iter().map(explain::text).collect();
        let markdown: String = steps.iter().map(explain::markdown).collect();
        let tree = if one {
            step_tree(py, &steps[0])?.into_any()
        } else {
            let list = PyList::empty(py);
            for s in &steps {
                list.append(step_tree(py, s)?)?;
            }
            list.into_any()
        };
        PyTuple::new(
            py,
            [
                text.into_pyobject(py)?.into_any(),
                markdown.into_pyobject(py)?.into_any(),
                tree,
            ],
        )
    }

    /// One input or method argument varied over `values`: `(columns, rows)`, each row the value
    /// and its cells. Over an input, the cells are every property and every method whose
    /// arguments `args` all give; over an argument, every method taking it whose other arguments
    /// `args` give.
    fn sweep<'py>(
        &self,
        py: Python<'py>,
        over: &str,
        values: &Bound<'py, PyAny>,
        args: &Bound<'py, PyDict>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let values: Vec<Swept<'py>> = values
            .try_iter()?
            .map(|v| {
                let v = v?;
                let read = from_py(&v)?;
                Ok((v, read))
            })
            .collect::<PyResult<_>>()?;
        let given: Vec<(String, InputValue)> = named_inputs(Some(args))?;
        let scenario = self.scenario.as_ref();
        let (columns, rows) = if scenario.info().input(over).is_some() {
            sweep_input(py, scenario, over, &values, &given)?
        } else {
            sweep_argument(py, scenario, over, &values, &given)?
        };
        PyTuple::new(py, [PyList::new(py, columns)?.into_any(), rows.into_any()])
    }
}

/// A swept value: the Python object as given, and the input value read from it.
type Swept<'py> = (Bound<'py, PyAny>, InputValue);

/// A sweep's column names and its rows, each row the swept value and its cells.
type Sweep<'py> = (Vec<&'static str>, Bound<'py, PyList>);

/// The arguments of `m`: the swept argument's value where `swept` names it, the others from
/// `given`; `None` when one of them is not given.
fn method_args(
    m: &MemberInfo,
    given: &[(String, InputValue)],
    swept: Option<(&str, &InputValue)>,
) -> Option<Vec<InputValue>> {
    m.args
        .iter()
        .map(|a| match swept {
            Some((name, v)) if name == a.name => Some(v.clone()),
            _ => given
                .iter()
                .find(|(n, _)| n == a.name)
                .map(|(_, v)| v.clone()),
        })
        .collect()
}

/// A sweep over an input: at each value, the scenario with that input changed; its cells every
/// property and every method whose arguments `given` all give.
fn sweep_input<'py>(
    py: Python<'py>,
    scenario: &dyn DynScenario,
    over: &str,
    values: &[Swept<'py>],
    given: &[(String, InputValue)],
) -> PyResult<Sweep<'py>> {
    let info = scenario.info();
    let rows = PyList::empty(py);
    // Each method whose arguments are all given, with them: the same at every row.
    let methods: Vec<(&'static MemberInfo, Vec<InputValue>)> = info
        .methods
        .iter()
        .filter_map(|m| Some((m, method_args(m, given, None)?)))
        .collect();
    let columns = info
        .properties
        .iter()
        .chain(methods.iter().map(|(m, _)| *m))
        .map(|m| m.name)
        .collect();
    for (original, v) in values {
        let s = scenario
            .with_inputs(&[(over.to_string(), v.clone())])
            .map_err(|e| input_error(py, &e))?;
        // The properties alone: the methods' cells are the calls below, not sample calls.
        let report = s.evaluation();
        let cells = PyList::empty(py);
        for (_, r) in &report.properties {
            cells.append(outcome_py(py, r)?)?;
        }
        for (m, args) in &methods {
            cells.append(call_cell(py, s.as_ref(), m, args)?)?;
        }
        rows.append((original, cells))?;
    }
    Ok((columns, rows))
}

/// A sweep over a method argument: its cells every method taking it whose other arguments
/// `given` give; a name that is neither an input nor such an argument is refused.
fn sweep_argument<'py>(
    py: Python<'py>,
    scenario: &dyn DynScenario,
    over: &str,
    values: &[Swept<'py>],
    given: &[(String, InputValue)],
) -> PyResult<Sweep<'py>> {
    let info = scenario.info();
    let rows = PyList::empty(py);
    // Any value stands in for the swept argument here: only whether the others are given counts.
    let methods: Vec<&'static MemberInfo> = info
        .methods
        .iter()
        .filter(|m| m.args.iter().any(|a| a.name == over))
        .filter(|m| method_args(m, given, Some((over, &InputValue::Integer(0)))).is_some())
        .collect();
    if methods.is_empty() {
        let names = info.inputs.iter().map(|i| i.name).chain(
            info.methods
                .iter()
                .flat_map(|m| m.args.iter().map(|a| a.name)),
        );
        return Err(unknown_name(
            py,
            &UnknownName::new("input or method argument", over, names),
        ));
    }
    let columns = methods.iter().map(|m| m.name).collect();
    for (original, v) in values {
        let cells = PyList::empty(py);
        for m in &methods {
            let args = method_args(m, given, Some((over, v))).unwrap_or_default();
            cells.append(call_cell(py, scenario, m, &args)?)?;
        }
        rows.append((original, cells))?;
    }
    Ok((columns, rows))
}

/// A method's outcome in a sweep; an argument its type cannot read is raised, as the command
/// line refuses it.
fn call_cell<'py>(
    py: Python<'py>,
    scenario: &dyn DynScenario,
    m: &MemberInfo,
    args: &[InputValue],
) -> PyResult<Bound<'py, PyAny>> {
    let result = scenario.call(m.name, args);
    if let Err(e) = &result
        && e.is_bad_call()
    {
        return Err(eval_error(py, e));
    }
    outcome_py(py, &result)
}

/// A step of an explanation as a dict: `{"name", "kind", "equation", "values", "value" or
/// "error", "source", "steps"}`, the command line's JSON tree with Python values.
fn step_tree<'py>(py: Python<'py>, step: &Step) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("name", &step.name)?;
    let kind = match step.kind {
        StepKind::Member => "member",
        StepKind::Law => "law",
        StepKind::Input => "input",
    };
    d.set_item("kind", kind)?;
    if let Some(symbols) = &step.symbols {
        d.set_item("equation", symbols)?;
    }
    if let Some(values) = &step.values {
        d.set_item("values", values)?;
    }
    match &step.result {
        Ok(value) => d.set_item("value", to_py(py, value)?)?,
        Err(reason) => d.set_item("error", reason)?,
    }
    if let Some(source) = &step.source {
        d.set_item("source", source)?;
    }
    if !step.children.is_empty() {
        let steps = PyList::empty(py);
        for child in &step.children {
            steps.append(step_tree(py, child)?)?;
        }
        d.set_item("steps", steps)?;
    }
    Ok(d)
}
