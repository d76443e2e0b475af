"""Every preset's every member, read through the Python surface (attributes and method calls),
equals the reference's value in the golden file beside its declaration, as the Rust golden test
requires:
numbers to 1e-12 relative, counts, text and flags exactly, errors where the reference fails."""

import math

import pytest

import mlsysim_rs as m

from conftest import golden_files

try:
    UREG = m.pint_registry()
except ImportError:
    UREG = None

PRESETS = golden_files.presets()
DIFFERENCES = golden_files.differences()


def close(ours, theirs):
    if ours == theirs:
        return True
    scale = max(abs(ours), abs(theirs))
    return abs(ours - theirs) <= 1e-12 * scale or scale < 1e-300


def number(g):
    v = g["value"]
    return {"inf": math.inf, "-inf": -math.inf}.get(v, v) if isinstance(v, str) else v


def vector(ours, items):
    """(ours, theirs) pairs when ours is a list of plain floats (as the Rust golden test reads
    a list of numbers; counts stay exact), else None."""
    pairs = []
    for o, g in zip(ours, items):
        if not isinstance(o, float) or g["type"] not in ("int", "float"):
            return None
        pairs.append((float(o), float(number(g))))
    return pairs


def vector_close(pairs):
    """A list of numbers agrees at its own scale, as the Rust golden test has it: a numerical
    solve returns an exact zero as a residue (-1.9e-11 beside 2000) that is no difference."""
    finite = [abs(x) for pair in pairs for x in pair if math.isfinite(x)]
    scale = max(finite, default=0.0)
    return all(a == b or abs(a - b) <= 1e-12 * scale or close(a, b) for a, b in pairs)


def same(ours, g):
    """Why `ours` differs from the golden entry `g`, or None."""
    kind = g["type"]
    differ = f"ours is {ours!r}, the reference's is {g}"
    if isinstance(ours, bool) or kind == "bool":
        return None if kind == "bool" and ours is g["value"] else differ
    if isinstance(ours, int) and kind in ("int", "float"):
        return None if number(g) == ours else differ
    if isinstance(ours, (float, m.Quantity)) and kind in ("float", "int", "quantity"):
        magnitude = ours.magnitude if isinstance(ours, m.Quantity) else ours
        if not isinstance(magnitude, float) or not close(magnitude, number(g)):
            return differ
        if isinstance(ours, m.Quantity) and kind == "quantity" and UREG is not None:
            # The golden value is in the unit we show, in the reference's spelling.
            one = UREG.Quantity(1.0, m._native.pint_unit(ours.units)).to(g["unit"]).magnitude
            if not close(one, 1.0):
                return f"ours is in {ours.units}, the reference's in {g['unit']}"
        return None
    if isinstance(ours, (str, m.Entry)) and kind == "text":
        text = ours.path if isinstance(ours, m.Entry) else ours
        return None if text == g["value"] else differ
    if isinstance(ours, list) and kind == "list":
        if len(ours) != len(g["items"]):
            return differ
        numbers = vector(ours, g["items"])
        if numbers is not None:
            return None if vector_close(numbers) else differ
        return next((w for w in map(same, ours, g["items"]) if w), None)
    if isinstance(ours, dict) and kind == "map":
        if len(ours) != len(g["entries"]):
            return differ
        for (k, v), (gk, gv) in zip(ours.items(), g["entries"]):
            if str(gk) != k and gk != k:
                return differ
            why = same(v, gv)
            if why:
                return why
        return None
    return differ


def outcome(fn):
    try:
        return fn(), None
    except m.EvalError as e:
        return None, e


def compare(key, fn, member, none_is_refusal=False):
    if key in DIFFERENCES:
        return None
    g = member["reference"]
    if g["type"] == "none":
        return None
    value, error = outcome(fn)
    if none_is_refusal and g["type"] == "null":
        # The reference's result holds None where the port refuses: ours must fail there.
        return None if error is not None else f"{key}: ours is {value!r} where the reference's result holds None"
    if error is not None:
        return None if g["type"] == "error" else f"{key}: ours fails ({error}) where the reference gives {g}"
    if g["type"] == "error":
        return f"{key}: ours is {value!r} where the reference fails ({g['error']})"
    why = same(value, g)
    return f"{key}: {why}" if why else None


def pint_args(args):
    """Quantity arguments as pint quantities, when pint is installed: the pint input path."""
    try:
        import pint  # noqa: F401
    except ImportError:
        return args
    return {k: (v.to_pint() if isinstance(v, m.Quantity) else v) for k, v in args.items()}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_preset_matches_the_reference(name):
    assert name in m.presets, f"{name} is in the golden file but not in the package"
    s = m.preset(name)
    assert type(s).__name__ == s._h.scenario
    theirs = PRESETS[name]["members"]
    calls = s.report()["calls"]
    properties = [p["name"] for p in s._info["properties"]]
    assert len(properties) + len(calls) == len(theirs), "the golden file names other members"
    refusal = PRESETS[name]["reference"].get("none_is_refusal", False)
    failures = []
    for prop, g in zip(properties, theirs):
        assert g["name"] == prop
        why = compare(f"{name}.{prop}", lambda: getattr(s, prop), g, refusal)
        failures += [why] if why else []
    for call, g in zip(calls, theirs[len(properties):]):
        assert g["name"] == call["method"]
        args = call["args"]
        shown = {k: (v.exact if isinstance(v, m.Quantity) else v) for k, v in args.items()}
        key = f"{name}.{call['method']}(" + ", ".join(f"{k}={v}" for k, v in shown.items()) + ")"
        method = getattr(s, call["method"])
        why = compare(key, lambda: method(**pint_args(args)), g, refusal)
        failures += [why] if why else []
    assert not failures, "\n".join(failures)


def test_every_preset_of_the_package_has_golden_values():
    assert sorted(m.presets) == sorted(PRESETS)
    assert len(m.presets) >= 132
