//! `Quantity`: a magnitude and its unit, as every quantity comes back to Python. It reads and
//! converts through the project's unit table (never through a float that lost its unit), shows
//! itself as the command line does, and becomes a pint quantity on request.

use mlsysim_core::input::truncate;
use mlsysim_core::units::format_number;
use mlsysim_core::units::parse::{self, Factor};
use mlsysim_core::units::show::article_noun;
use mlsysim_core::units::{Dim, in_unit};
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyFloat, PyString, PyTuple};
use std::hash::{Hash, Hasher};

/// A quantity: `magnitude` of `units`, e.g. 100 of `GB`.
#[pyclass(frozen, module = "mlsysim_rs._native")]
pub struct Quantity {
    magnitude: f64,
    unit: String,
}

/// A unit expression's dimensions and factor; the empty unit is a plain number.
fn unit_of(unit: &str) -> Result<(Dim, Factor), String> {
    if unit.trim().is_empty() {
        return Ok((mlsysim_core::units::quantity::DIMENSIONLESS, Factor::one()));
    }
    parse::expression(unit).map(|(dim, factor, _)| (dim, factor))
}

/// [`unit_of`] where dimensions `expected` are wanted: a shared alias (`kg`) is read as the row
/// of those dimensions.
fn unit_of_as(unit: &str, expected: Option<Dim>) -> Result<(Dim, Factor), String> {
    if unit.trim().is_empty() {
        return Ok((mlsysim_core::units::quantity::DIMENSIONLESS, Factor::one()));
    }
    parse::expression_as(unit, expected).map(|(dim, factor, _)| (dim, factor))
}

/// A unit read as `dim` asks, kept as text that reads the same without context: as typed (or
/// its table symbol) when it already does, else with every unit written as its row's symbol
/// (`kg*m^2` for a moment of inertia is kept as `kilogram·m^2`).
fn kept_as(unit: &str, dim: Dim, factor: &Factor) -> String {
    let plain = canonical(unit);
    match unit_of(&plain) {
        Ok((d, f)) if d == dim && f == *factor => plain,
        _ => parse::spelled_as(unit, Some(dim)).unwrap_or(plain),
    }
}

/// The table's own symbol for a unit typed as one of its aliases (`hours` -> `h`); a compound
/// unit as typed.
fn canonical(unit: &str) -> String {
    let unit = unit.trim();
    match parse::row(unit) {
        Some(row) => row.symbol.to_string(),
        None => unit.to_string(),
    }
}

impl Quantity {
    /// A quantity whose unit came from the catalog (a member's value), so is known to the table.
    pub fn new_unchecked(magnitude: f64, unit: &str) -> Quantity {
        Quantity {
            magnitude,
            unit: unit.to_string(),
        }
    }

    /// A quantity as typed: `6 h`, `3.35 TB/s`, `80 GiB`.
    pub fn parse(text: &str) -> Result<Quantity, String> {
        let typed = parse::quantity(text)?;
        if !typed.has_unit {
            return Err(format!("`{}` has no unit", truncate(text.trim())));
        }
        let (magnitude, unit) = parse::split_number(text.trim())?;
        Ok(Quantity {
            magnitude,
            unit: canonical(unit),
        })
    }

    /// The text the command line would read: `100 GB`.
    pub fn text(&self) -> String {
        if self.unit.is_empty() {
            format_number(self.magnitude)
        } else {
            format!("{} {}", format_number(self.magnitude), self.unit)
        }
    }

    /// The text people read: the magnitude at four significant figures (`93.13 GiB`); `repr`
    /// and the text given back as an input keep every figure.
    pub fn shown(&self) -> String {
        let number = mlsysim_core::units::readable(self.magnitude);
        if self.unit.is_empty() {
            number
        } else {
            format!("{number} {}", self.unit)
        }
    }

    fn dim_and_base(&self) -> PyResult<(Dim, f64)> {
        let (dim, factor) = unit_of(&self.unit).map_err(PyValueError::new_err)?;
        Ok((dim, self.magnitude * factor.value()))
    }
}

#[pymethods]
impl Quantity {
    /// `Quantity("6 h")`, or `Quantity(6, "h")`.
    #[new]
    #[pyo3(signature = (value, units = None))]
    fn py_new(value: &Bound<'_, PyAny>, units: Option<&str>) -> PyResult<Quantity> {
        match units {
            None => {
                let text = value.cast::<PyString>().map_err(|_| {
                    PyTypeError::new_err("give the quantity as text (`Quantity(\"6 h\")`) or a magnitude and its unit (`Quantity(6, \"h\")`)")
                })?;
                Quantity::parse(&text.to_cow()?).map_err(PyValueError::new_err)
            }
            Some(unit) => {
                let magnitude: f64 = value
                    .extract()
                    .map_err(|_| PyTypeError::new_err("a quantity's magnitude is a number"))?;
                if !magnitude.is_finite() {
                    return Err(PyValueError::new_err(format!(
                        "a quantity's magnitude must be finite, not {magnitude}"
                    )));
                }
                unit_of(unit).map_err(PyValueError::new_err)?;
                Ok(Quantity {
                    magnitude,
                    unit: canonical(unit),
                })
            }
        }
    }

    /// The number of `units`.
    #[getter]
    fn magnitude(&self) -> f64 {
        self.magnitude
    }

    /// The unit, as the unit table writes it (`GB`, `USD/h`); empty for a plain number.
    #[getter]
    fn units(&self) -> &str {
        &self.unit
    }

    /// Every figure, as the command line reads it back (`295.2238805970149 FLOP/B`); `str()`
    /// shows four significant figures.
    #[getter]
    fn exact(&self) -> String {
        self.text()
    }

    /// The same quantity in another unit of its dimension: `q.to("GiB")`. The unit is read as
    /// the quantity's dimension asks, so a mass converts to `kg` (which alone is CO2e).
    fn to(&self, units: &str) -> PyResult<Quantity> {
        let (dim, base) = self.dim_and_base()?;
        let (target, factor) = unit_of_as(units, Some(dim)).map_err(PyValueError::new_err)?;
        if target != dim {
            return Err(PyValueError::new_err(format!(
                "cannot express {} in `{}`: it is {}, and `{}` is {}",
                self.text(),
                truncate(units.trim()),
                article_noun(dim),
                truncate(units.trim()),
                article_noun(target)
            )));
        }
        let magnitude = in_unit(base, factor.value());
        if !magnitude.is_finite() {
            return Err(PyValueError::new_err(format!(
                "{} is too large to express in `{}`",
                self.text(),
                truncate(units.trim())
            )));
        }
        Ok(Quantity {
            magnitude,
            unit: kept_as(units, dim, &factor),
        })
    }

    /// A pint quantity in `registry` (by default the package's own, which knows every unit of
    /// the table: `mlsysim_rs.units.pint_registry()`); needs pint.
    #[pyo3(signature = (registry = None))]
    fn to_pint<'py>(
        slf: &Bound<'py, Self>,
        registry: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        py.import("mlsysim_rs.units")?
            .getattr("to_pint")?
            .call1((slf, registry))
    }

    fn __str__(&self) -> String {
        self.shown()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let magnitude = PyFloat::new(py, self.magnitude).repr()?;
        let unit = PyString::new(py, &self.unit).repr()?;
        Ok(format!("Quantity({magnitude}, {unit})"))
    }

    /// `f"{q:.2f}"` formats the magnitude and keeps the unit: `1.16 GB`.
    fn __format__(&self, py: Python<'_>, spec: &str) -> PyResult<String> {
        if spec.is_empty() {
            return Ok(self.shown());
        }
        let magnitude = PyFloat::new(py, self.magnitude).call_method1("__format__", (spec,))?;
        Ok(format!("{} {}", magnitude, self.unit)
            .trim_end()
            .to_string())
    }

    /// Equal when of one dimension and the same amount (`Quantity(1, "GB") == Quantity(1000,
    /// "MB")`); ordered only within one dimension.
    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<Quantity>() else {
            return Ok(py.NotImplemented());
        };
        let (a_dim, a) = self.dim_and_base()?;
        let (b_dim, b) = other.get().dim_and_base()?;
        let same_dim = a_dim == b_dim;
        let result = match op {
            CompareOp::Eq => same_dim && a == b,
            CompareOp::Ne => !(same_dim && a == b),
            _ if !same_dim => {
                return Err(PyTypeError::new_err(format!(
                    "cannot order {} and {}: they are of different dimensions",
                    self.text(),
                    other.get().text()
                )));
            }
            CompareOp::Lt => a < b,
            CompareOp::Le => a <= b,
            CompareOp::Gt => a > b,
            CompareOp::Ge => a >= b,
        };
        Ok(pyo3::types::PyBool::new(py, result)
            .to_owned()
            .into_any()
            .unbind())
    }

    fn __hash__(&self) -> PyResult<u64> {
        let (dim, base) = self.dim_and_base()?;
        let mut h = std::collections::hash_map::DefaultHasher::new();
        dim.hash(&mut h);
        // 0.0 and -0.0 are equal, so they hash alike.
        (if base == 0.0 { 0.0f64 } else { base })
            .to_bits()
            .hash(&mut h);
        Ok(h.finish())
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let q = slf.get();
        PyTuple::new(
            py,
            [
                slf.get_type().into_any(),
                PyTuple::new(
                    py,
                    [
                        PyFloat::new(py, q.magnitude).into_any(),
                        PyString::new(py, &q.unit).into_any(),
                    ],
                )?
                .into_any(),
            ],
        )
    }
}
