"""Quantities and pint. ``Quantity.to_pint()`` gives a pint quantity in the package's own unit
registry, which knows every unit of the table (FLOPs, dollars, tokens and the rest, defined
from the table's own factors); a pint quantity given as an input is read through the table.
pint is optional: nothing here imports it until it is asked for."""

import numbers
import re
import threading

from . import _native
from ._native import Quantity

__all__ = ["Quantity", "pint_registry", "to_pint", "unit_table"]

_lock = threading.Lock()
_registry = None
_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def unit_table():
    """Every unit of the table: ``(symbol, pint spelling, base units in one, dimension)``."""
    return [tuple(row) for row in _native.unit_table()]


def _define_table(ureg):
    """Defines in ``ureg`` every unit of the table that pint does not know, from the table's
    factor over the base unit of each dimension (second, byte, flop, joule, gram of CO2e,
    dollar, metre, kilogram, kelvin, ampere, radian, degree Celsius, lumen). pint counts an
    angle as a plain number (a radian is 1); the table keeps it a dimension of its own, so
    ``rad/s`` goes to pint as ``radian / second`` and comes back as an angular velocity, never
    a frequency. A temperature reading goes to pint as ``degC``, a difference as ``K``
    (``delta_degC`` inside a compound unit)."""
    import pint

    ureg.define("flop = [flop]")
    ureg.define("USD = [currency] = _ = dollar")
    rows = unit_table()
    base = {}
    for symbol, spelling, factor, dim in rows:
        # A base unit: one in one dimension, nothing in the others.
        if factor == 1.0 and sorted(dim)[-1] == 1 and sum(abs(p) for p in dim) == 1:
            base.setdefault(dim.index(1), spelling)

    def expression(dim):
        parts = [f"{base[i]} ** {p}" for i, p in enumerate(dim) if p != 0]
        return " * ".join(parts) if parts else "count"

    for symbol, spelling, factor, dim in rows:
        if not _IDENTIFIER.match(spelling):
            continue
        try:
            ureg.parse_units(spelling)
        except pint.errors.UndefinedUnitError:
            ureg.define(f"{spelling} = {factor!r} * {expression(dim)}")


def pint_registry():
    """The package's pint unit registry (made once, on first use); needs pint."""
    global _registry
    with _lock:
        if _registry is None:
            import pint

            ureg = pint.UnitRegistry()
            _define_table(ureg)
            _registry = ureg
        return _registry


def to_pint(quantity, registry=None):
    """``quantity`` as a pint quantity in ``registry`` (by default :func:`pint_registry`)."""
    if not isinstance(quantity, Quantity):
        raise TypeError(f"to_pint takes a mlsysim_rs.Quantity, not {type(quantity).__name__}")
    ureg = registry if registry is not None else pint_registry()
    spelling = _native.pint_unit(quantity.units)
    if spelling is None:
        raise ValueError(f"the unit `{quantity.units}` has no pint spelling in the unit table")
    return ureg.Quantity(quantity.magnitude, spelling)


def _pint_input(q):
    """A pint quantity as the text an input reads (``"100.0 GB"``); a dimensionless one as its
    number. The unit is written as pint abbreviates it, or in full where the table does not
    know the abbreviation (pint writes a year ``a``)."""
    magnitude = q.magnitude
    if isinstance(magnitude, numbers.Integral):
        number = str(int(magnitude))
    elif isinstance(magnitude, numbers.Real):
        number = repr(float(magnitude))
    else:
        raise TypeError(
            "a pint quantity whose magnitude is not one number cannot be an input; give one value"
        )
    units = q.units
    if str(units) == "dimensionless":
        return float(magnitude)
    # pint writes powers `d ** 2`; the unit table reads `d^2`.
    candidates = [format(units, "~").replace(" ** ", "^"), str(units).replace(" ** ", "^")]
    for text in candidates:
        if _native.knows_unit(text):
            return f"{number} {text}"
    return f"{number} {candidates[0]}"
