"""Quantities keep their unit, convert through the unit table, and go to pint and back."""

import pickle

import pytest

import mlsysim_rs as m

pint = pytest.importorskip("pint")


def test_a_quantity_has_its_unit():
    q = m.Scenarios.DlrmReleaseFootprintH100.copy_bytes
    assert isinstance(q, m.Quantity)
    assert (q.magnitude, q.units) == (100.0, "GB")
    assert str(q) == "100 GB"
    assert repr(q) == "Quantity(100.0, 'GB')"
    assert f"{q.to('GiB'):.2f}" == "93.13 GiB"
    assert q.to("GiB").to("GB") == q
    assert q == m.Quantity("100000 MB") == m.Quantity(1e11, "B")
    assert q < m.Quantity("1 TB")
    assert m.Quantity("6 hours").units == "h"
    assert pickle.loads(pickle.dumps(q)) == q
    assert hash(q) == hash(m.Quantity(100000, "MB"))
    with pytest.raises(TypeError):
        float(q)
    with pytest.raises(ValueError, match="an amount of data"):
        q.to("h")
    with pytest.raises(ValueError):
        m.Quantity("6 parsecs")
    with pytest.raises(TypeError):
        q < m.Quantity("6 h")


@pytest.mark.parametrize("symbol, spelling, factor, dim", m.units.unit_table())
def test_every_unit_goes_to_pint_and_back(symbol, spelling, factor, dim):
    ureg = m.pint_registry()
    q = m.Quantity(3.5, symbol)
    p = q.to_pint()
    assert p.magnitude == 3.5
    assert p.units == ureg.Unit(spelling)
    # The package's registry agrees with the table on what the unit is worth.
    bases = {}
    for s, sp, f, d in m.units.unit_table():
        if f == 1.0 and sorted(d)[-1] == 1 and sum(abs(n) for n in d) == 1:
            bases.setdefault(d.index(1), sp)
    base = " * ".join(f"{bases[i]} ** {n}" for i, n in enumerate(dim) if n) or "dimensionless"
    assert p.to(base).magnitude == pytest.approx(3.5 * factor, rel=1e-12)
    # And a pint quantity reads back as the same quantity, through the inputs' own parser.
    back = m.units._pint_input(p)
    if not any(dim) and not isinstance(back, str):
        return
    # pint writes a mass and the reference's carbon alike (`kg`); the table reads a pint `kg`
    # as kgCO2e, the reference's meaning, so a unit of mass (alone or within a compound) comes
    # back as carbon. An input that wants a mass then refuses it by its dimension.
    if mass_dimension(dim):
        assert m.Quantity(back).magnitude == 3.5
        return
    assert m.Quantity(back) == q


def mass_dimension(dim):
    """Whether `dim` has a power of mass (the dimension of the table's `kilogram`)."""
    kilogram = next(d for s, _, _, d in m.units.unit_table() if s == "kilogram")
    return dim[kilogram.index(1)] != 0


def test_pint_quantities_are_inputs():
    ureg = pint.UnitRegistry()  # any registry, not only the package's
    s = m.Scenarios.DlrmReleaseFootprintH100
    assert s.with_inputs(retrain_time=ureg.Quantity(90, "minute")).retrain_time == m.Quantity("1.5 h")
    assert s.with_inputs(retrain_time=ureg.Quantity(1, "year")).retrain_time == m.Quantity("8766 h")
    changed = s.with_inputs(bytes_per_param=ureg.Quantity(2, "byte"))
    assert changed.bytes_per_param == m.Quantity("2 B")
    with pytest.raises(m.InputError, match="retrain_time"):
        s.with_inputs(retrain_time=ureg.Quantity(2, "meter"))
    with pytest.raises(m.InputError, match="give a unit"):
        s.with_inputs(retrain_time=ureg.Quantity(6, "dimensionless"))


def test_a_value_round_trips_through_pint():
    s = m.Scenarios.DlrmReleaseFootprintH100
    hours = s.retrain_time.to_pint()
    assert s.with_inputs(retrain_time=hours).retrain_accelerator_hours == s.retrain_accelerator_hours
    assert s.retrain_accelerator_hours.to_pint().to("day").magnitude == 1.0


def test_a_foreign_registry_is_used_when_given():
    ureg = pint.UnitRegistry()
    p = m.Quantity("6 h").to_pint(ureg)
    assert p.to("minute").magnitude == 360


def test_a_quantity_converts_by_its_own_dimension():
    # `kg` alone is CO2e (the reference's reading); a mass converts to it all the same.
    mass = m.Quantity(2.5, "kilogram")
    assert mass.to("kg").magnitude == 2.5
    assert mass.to("kg").to("gram").magnitude == 2500
    inertia = m.Quantity(0.2, "kilogram·m²")
    kept = inertia.to("kg*m^2")
    assert kept.units == "kilogram·m²" and kept == inertia
    assert inertia.to("kg m^2 s^0").units == "kilogram·m^2·s^0"
    assert m.Quantity("2 kg").to("gCO2e").magnitude == 2000
    with pytest.raises(ValueError, match="emissions"):
        m.Quantity("2 kg").to("kilogram")


def test_angles_and_temperatures_keep_their_dimension_through_pint():
    ureg = m.pint_registry()
    spin = m.Quantity("60 rpm")
    p = spin.to_pint()
    assert p.to("radian / second").magnitude == pytest.approx(6.283185307179586, rel=1e-15)
    back = m.Quantity(m.units._pint_input(p))
    assert back == spin
    with pytest.raises(ValueError, match="an angular velocity"):
        spin.to("Hz")
    reading = m.Quantity("40 °C")
    assert reading.to_pint() == ureg.Quantity(40, "degC")
    assert m.Quantity(m.units._pint_input(ureg.Quantity(40, "degC"))) == reading
    rise = m.Quantity("0.5 °C/W")
    assert rise.units == "°C/W"
    assert rise.to("K/W").magnitude == 0.5
    assert rise.to_pint().to("delta_degC / W").magnitude == 0.5
