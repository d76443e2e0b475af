//! Python values in and out: a Python object read as the [`InputValue`] the command line would
//! have read from text, a [`Value`] given back with its unit, and the project's errors raised as
//! the package's exceptions with the command line's messages.

use super::quantity::Quantity;
use mlsysim_core::input::truncate;
use mlsysim_core::{EvalError, InputError, InputValue, UnknownName, Value};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyDict, PyFloat, PyInt, PyList, PyMapping, PySequence, PyString, PyTuple,
};

/// Deepest nesting of lists and tables read from Python, as input files allow.
const MAX_DEPTH: usize = 4;
/// Most values read from one Python object, counting list items and table entries.
const MAX_VALUES: usize = 10_000;

/// An exception class of the package (`mlsysim_rs.errors`).
fn exception<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("mlsysim_rs.errors")?.getattr(name)
}

/// An unknown name as `UnknownNameError` (a `KeyError` and an `InputError`), with its
/// suggestions.
pub fn unknown_name(py: Python<'_>, e: &UnknownName) -> PyErr {
    let raised = exception(py, "UnknownNameError").and_then(|class| {
        class.call1((
            e.to_string(),
            e.what,
            e.name.clone(),
            PyList::new(py, &e.suggestions)?,
        ))
    });
    match raised {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}

/// An input error as `InputError` (a `ValueError`) naming the input; an unknown name as
/// `UnknownNameError`.
pub fn input_error(py: Python<'_>, e: &InputError) -> PyErr {
    if let InputError::Unknown(name) = e {
        return unknown_name(py, name);
    }
    raise(py, "InputError", e.to_string(), e.input())
}

/// A message as `InputError`, naming the input at fault where there is one.
pub fn input_message(py: Python<'_>, message: String, input: Option<&str>) -> PyErr {
    raise(py, "InputError", message, input)
}

fn raise(py: Python<'_>, class: &str, message: String, input: Option<&str>) -> PyErr {
    match exception(py, class).and_then(|c| c.call1((message, input))) {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}

/// An evaluation error as an `EvalError` instance naming the member and the missing input.
pub fn eval_error_value<'py>(py: Python<'py>, e: &EvalError) -> PyResult<Bound<'py, PyAny>> {
    exception(py, "EvalError")?.call1((e.to_string(), e.member, e.missing_input()))
}

/// An evaluation error raised: a call its arguments could not be read for is the caller's
/// mistake (`InputError`, as the command line's exit 2), anything else an `EvalError`.
pub fn eval_error(py: Python<'_>, e: &EvalError) -> PyErr {
    if e.is_bad_call() {
        return input_message(py, e.to_string(), None);
    }
    match eval_error_value(py, e) {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}

/// A registry entry by path, as the package's registry trees hold it.
fn entry<'py>(py: Python<'py>, path: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("mlsysim_rs.registries")?
        .getattr("_entry")?
        .call1((path,))
}

/// A value as Python gives it back: counts as `int`, plain numbers as `float`, quantities as
/// [`Quantity`], registry entries as entries of the registry trees, lists and maps as `list` and
/// `dict`, an absent input as `None`.
pub fn to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        // A count is an `int` whatever word it is shown with.
        Value::Integer(n) | Value::Headroom(n) | Value::Count { count: n, .. } => {
            n.into_pyobject(py)?.into_any()
        }
        Value::Number(x) => PyFloat::new(py, *x).into_any(),
        Value::Quantity { magnitude, unit } => {
            Bound::new(py, Quantity::new_unchecked(*magnitude, unit))?.into_any()
        }
        Value::Entry(path) => entry(py, path)?,
        Value::Text(text) => PyString::new(py, text).into_any(),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::List(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_py(py, item)?)?;
            }
            list.into_any()
        }
        Value::Map(entries) => {
            let dict = PyDict::new(py);
            for (name, v) in entries {
                dict.set_item(name, to_py(py, v)?)?;
            }
            dict.into_any()
        }
        Value::Absent => py.None().into_bound(py),
    })
}

/// A member's outcome: its value, or an `EvalError` instance in its place.
pub fn outcome_py<'py>(
    py: Python<'py>,
    r: &Result<Value, EvalError>,
) -> PyResult<Bound<'py, PyAny>> {
    match r {
        Ok(v) => to_py(py, v),
        Err(e) => eval_error_value(py, e),
    }
}

/// An argument as the command line wrote it (`3`, `28 d`), given back as a Python value: a
/// number where the text is one, a quantity where it has a unit, else the text.
pub fn input_to_py<'py>(py: Python<'py>, value: &InputValue) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        InputValue::Absent => py.None().into_bound(py),
        InputValue::Integer(n) => n.into_pyobject(py)?.into_any(),
        InputValue::Number(x) => PyFloat::new(py, *x).into_any(),
        InputValue::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        InputValue::Text(t) => {
            let t = t.trim();
            if let Ok(n) = t.parse::<i64>() {
                n.into_pyobject(py)?.into_any()
            } else if let Ok(x) = t.parse::<f64>() {
                PyFloat::new(py, x).into_any()
            } else if let Ok(q) = Quantity::parse(t) {
                Bound::new(py, q)?.into_any()
            } else {
                PyString::new(py, t).into_any()
            }
        }
        InputValue::List(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(input_to_py(py, item)?)?;
            }
            list.into_any()
        }
        InputValue::Map(entries) => {
            let dict = PyDict::new(py);
            for (name, v) in entries {
                dict.set_item(name, input_to_py(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// A Python value read as an input value, the way the command line reads a flag or a field of
/// an input file: text as text (`"6 h"`, `"Cloud.H100"`), numbers as numbers, our quantities and
/// pint's as their text with the unit, registry entries and scenarios by what names them, `None`
/// as absent, lists and mappings as lists and tables.
pub fn from_py(value: &Bound<'_, PyAny>) -> PyResult<InputValue> {
    let mut budget = MAX_VALUES;
    read(value, 0, &mut budget)
}

fn read(value: &Bound<'_, PyAny>, depth: usize, budget: &mut usize) -> PyResult<InputValue> {
    let py = value.py();
    if *budget == 0 {
        return Err(input_message(
            py,
            format!("a value may hold at most {MAX_VALUES} items in all"),
            None,
        ));
    }
    *budget -= 1;
    if let Some(plain) = read_plain(value)? {
        return Ok(plain);
    }
    // Registry entries and scenarios of the package say what names them.
    if let Ok(named) = value.getattr("_mlsysim_input_") {
        return read(&named.call0()?, depth, budget);
    }
    if is_pint(value)? {
        let text = py
            .import("mlsysim_rs.units")?
            .getattr("_pint_input")?
            .call1((value,))?;
        return read(&text, depth, budget);
    }
    if let Some(number) = read_number_like(value)? {
        return Ok(number);
    }
    if depth >= MAX_DEPTH {
        return Err(input_message(
            py,
            format!("values may be nested at most {MAX_DEPTH} deep"),
            None,
        ));
    }
    if let Ok(map) = value.cast::<PyMapping>() {
        return read_map(map, depth, budget);
    }
    if value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>() {
        let items = value
            .try_iter()?
            .map(|item| read(&item?, depth + 1, budget))
            .collect::<PyResult<Vec<_>>>()?;
        return Ok(InputValue::List(items));
    }
    Err(PyTypeError::new_err(format!(
        "a value of type `{}` cannot be an input: give text (\"6 h\", \"Cloud.H100\"), a number, a Quantity, a pint quantity, a registry entry, a scenario, a list or a dict",
        truncate(&value.get_type().name()?.to_string())
    )))
}

/// `None`, a `bool`, a `str`, our `Quantity`, an `int` or a `float`, read as it is; `None`
/// (in Rust) for any other value.
fn read_plain(value: &Bound<'_, PyAny>) -> PyResult<Option<InputValue>> {
    if value.is_none() {
        return Ok(Some(InputValue::Absent));
    }
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(Some(InputValue::Bool(b.is_true())));
    }
    if let Ok(s) = value.cast::<PyString>() {
        return Ok(Some(InputValue::Text(s.to_cow()?.into_owned())));
    }
    if let Ok(q) = value.cast::<Quantity>() {
        return Ok(Some(InputValue::Text(q.get().text())));
    }
    if value.is_instance_of::<PyInt>() {
        // A whole number too large for 64 bits goes on as its digits, so that the input's own
        // type says what range it takes.
        return Ok(Some(match value.extract::<i64>() {
            Ok(n) => InputValue::Integer(n),
            Err(_) => InputValue::Text(value.str()?.to_cow()?.into_owned()),
        }));
    }
    if value.is_instance_of::<PyFloat>() {
        return Ok(Some(InputValue::Number(value.extract::<f64>()?)));
    }
    Ok(None)
}

/// numpy's integer and float scalars, and anything else that is a number.
fn read_number_like(value: &Bound<'_, PyAny>) -> PyResult<Option<InputValue>> {
    if value.hasattr("__index__")?
        && let Ok(n) = value.extract::<i64>()
    {
        return Ok(Some(InputValue::Integer(n)));
    }
    if value.hasattr("__float__")?
        && !value.is_instance_of::<PySequence>()
        && let Ok(x) = value.extract::<f64>()
    {
        return Ok(Some(InputValue::Number(x)));
    }
    Ok(None)
}

/// A mapping read as a table, each key as its text.
fn read_map(map: &Bound<'_, PyMapping>, depth: usize, budget: &mut usize) -> PyResult<InputValue> {
    let mut entries = Vec::new();
    for item in map.items()?.iter() {
        let pair = item.cast::<PyTuple>()?;
        let key = pair.get_item(0)?;
        let name = match key.cast::<PyString>() {
            Ok(s) => s.to_cow()?.into_owned(),
            Err(_) => key.str()?.to_cow()?.into_owned(),
        };
        entries.push((name, read(&pair.get_item(1)?, depth + 1, budget)?));
    }
    Ok(InputValue::Map(entries))
}

/// Whether a value is a pint quantity (of any unit registry), without importing pint.
fn is_pint(value: &Bound<'_, PyAny>) -> PyResult<bool> {
    let module = value.get_type().getattr("__module__")?;
    let module = module.str()?.to_cow()?.into_owned();
    Ok((module == "pint" || module.starts_with("pint."))
        && value.hasattr("magnitude")?
        && value.hasattr("units")?)
}
