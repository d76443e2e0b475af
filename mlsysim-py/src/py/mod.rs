//! The native module `mlsysim_rs._native`: the catalog's metadata for the Python layer to build
//! its classes from, scenario handles, the registries, the unit table, and `Quantity`.

mod handle;
mod quantity;
mod values;

use crate::registries::{registries, top_level_aliases};
use crate::types::{Side, annotation};
use mlsysim_core::catalog;
use mlsysim_core::meta::MemberInfo;
use mlsysim_core::units::parse;
use mlsysim_core::units::table::TABLE;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

fn member_dict<'py>(py: Python<'py>, m: &MemberInfo) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("name", m.name)?;
    d.set_item("doc", m.doc.trim())?;
    d.set_item("equation", m.equation)?;
    d.set_item("unit", m.unit())?;
    d.set_item(
        "returns",
        annotation(m.result_type, m.unit(), Side::Returned),
    )?;
    let args = PyList::empty(py);
    for a in m.args {
        args.append((a.name, annotation(a.ty, None, Side::Given)))?;
    }
    d.set_item("args", args)?;
    Ok(d)
}

/// Every scenario's description, in catalog order: `{"name", "summary", "description",
/// "family", "inputs", "properties", "methods"}`, with each type as a Python annotation.
#[pyfunction]
fn catalog_info(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let out = PyList::empty(py);
    for s in catalog::scenarios() {
        let d = PyDict::new(py);
        d.set_item("name", s.name)?;
        d.set_item("summary", s.summary.trim())?;
        d.set_item("description", s.description.trim())?;
        d.set_item("family", s.family.path())?;
        let inputs = PyList::empty(py);
        for i in s.inputs {
            let input = PyDict::new(py);
            input.set_item("name", i.name)?;
            input.set_item("doc", i.doc.trim())?;
            input.set_item("optional", i.optional)?;
            input.set_item("default", i.default)?;
            input.set_item("unit", i.unit())?;
            input.set_item("allowed", i.allowed())?;
            input.set_item("accepts", annotation(i.ty, i.unit(), Side::Given))?;
            input.set_item("returns", annotation(i.ty, i.unit(), Side::Returned))?;
            inputs.append(input)?;
        }
        d.set_item("inputs", inputs)?;
        let properties = PyList::empty(py);
        for p in s.properties {
            properties.append(member_dict(py, p)?)?;
        }
        d.set_item("properties", properties)?;
        let methods = PyList::empty(py);
        for m in s.methods {
            methods.append(member_dict(py, m)?)?;
        }
        d.set_item("methods", methods)?;
        out.append(d)?;
    }
    Ok(out)
}

/// Every preset, sorted by name: `(name, scenario, description)`.
#[pyfunction]
fn preset_info(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let out = PyList::empty(py);
    for p in catalog::presets() {
        out.append((p.name, p.scenario.name, p.description.trim()))?;
    }
    Ok(out)
}

/// A preset's own name for a name typed loosely (`dlrm-release-footprint-h100`).
#[pyfunction]
fn preset_name(py: Python<'_>, name: &str) -> PyResult<&'static str> {
    catalog::preset(name)
        .map(|p| p.name)
        .map_err(|e| values::unknown_name(py, &e))
}

/// Every registry: `{"name", "noun", "kind", "entries": [(path, target, {field: value})]}`.
#[pyfunction]
fn registry_info(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let out = PyList::empty(py);
    for r in registries() {
        let d = PyDict::new(py);
        d.set_item("name", r.name)?;
        d.set_item("noun", &r.noun)?;
        d.set_item("kind", &r.kind)?;
        let entries = PyList::empty(py);
        for e in r.entries() {
            let fields = PyDict::new(py);
            for (name, value) in &e.fields {
                // An entry's fields hold no entries, so no registry is read while building one.
                fields.set_item(name, values::to_py(py, value)?)?;
            }
            entries.append((e.path, e.target, fields))?;
        }
        d.set_item("entries", entries)?;
        out.append(d)?;
    }
    Ok(out)
}

/// The path of the entry of registry `registry` that `name` means, or `UnknownNameError`.
#[pyfunction]
fn find_entry(py: Python<'_>, registry: &str, name: &str) -> PyResult<&'static str> {
    let r = registries()
        .iter()
        .find(|r| r.name == registry)
        .ok_or_else(|| {
            values::unknown_name(
                py,
                &mlsysim_core::UnknownName::new(
                    "registry",
                    registry,
                    registries().iter().map(|r| r.name),
                ),
            )
        })?;
    r.find(name).map_err(|e| values::unknown_name(py, &e))
}

/// Names the package gives a group of a registry at its top level: `[(name, registry, group)]`
/// (`AgentPlatforms` is the group `Platforms` of `Agents`).
#[pyfunction]
fn registry_aliases() -> Vec<(&'static str, &'static str, &'static str)> {
    top_level_aliases()
}

/// Every unit of the table: `(symbol, pint spelling, base units in one, dimension)`, the
/// dimension as powers of the base dimensions (`mlsysim_core::quantity::BASES`, in order).
#[pyfunction]
fn unit_table(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let out = PyList::empty(py);
    for row in TABLE {
        out.append((row.symbol, row.pint, row.num / row.den, row.dim.to_vec()))?;
    }
    Ok(out)
}

/// A unit expression in pint's spelling (`TB/s` -> `TB / second`); `None` for a unit not in
/// the table.
#[pyfunction]
fn pint_unit(text: &str) -> Option<String> {
    if text.trim().is_empty() {
        return Some("dimensionless".into());
    }
    // A unit of the table has its own spelling (`tok/s` is `1 / second`); a compound one is
    // spelled unit by unit.
    match TABLE.iter().find(|r| r.symbol == text.trim()) {
        Some(row) => Some(row.pint.to_string()),
        None => parse::pint_unit(text),
    }
}

/// Whether the unit table reads a unit expression.
#[pyfunction]
fn knows_unit(text: &str) -> bool {
    parse::expression(text).is_ok()
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<quantity::Quantity>()?;
    m.add_class::<handle::Handle>()?;
    m.add_function(wrap_pyfunction!(handle::build, m)?)?;
    m.add_function(wrap_pyfunction!(handle::preset, m)?)?;
    m.add_function(wrap_pyfunction!(catalog_info, m)?)?;
    m.add_function(wrap_pyfunction!(preset_info, m)?)?;
    m.add_function(wrap_pyfunction!(preset_name, m)?)?;
    m.add_function(wrap_pyfunction!(registry_info, m)?)?;
    m.add_function(wrap_pyfunction!(find_entry, m)?)?;
    m.add_function(wrap_pyfunction!(registry_aliases, m)?)?;
    m.add_function(wrap_pyfunction!(unit_table, m)?)?;
    m.add_function(wrap_pyfunction!(pint_unit, m)?)?;
    m.add_function(wrap_pyfunction!(knows_unit, m)?)?;
    Ok(())
}
