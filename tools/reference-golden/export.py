#!/usr/bin/env python3
"""Export golden values from the Python reference package `mlsysim` for mlsysim-rs.

Usage:  python export.py PLAN.json [--only TEXT ...] [--check]

The plan (written by the Rust side: `cargo run -p mlsysim-tests --example golden-plan --
PLAN.json`) names, for every golden file beside a declaration, each preset's members with the
unit to read them in and each law's sample points. Every value is evaluated on the installed
reference and written as a small typed JSON object into the golden file, whose hand-written parts
(how the reference reaches a member, deliberate differences, rule cases) are kept as they are;
see README.md for the format. A failing member becomes an {"type": "error"} entry: the export
never aborts because one value could not be computed.
"""

import argparse
import builtins
import contextlib
import dataclasses
import importlib
import json
import math
import sys
import warnings

FORMAT = 2


def typed_number(x):
    """A Python int/float as a typed value; JSON has no inf/nan, so those become strings."""
    if isinstance(x, bool):  # bool is a subclass of int: test it first
        return {"type": "bool", "value": x}
    if isinstance(x, int):
        return {"type": "int", "value": x}
    if math.isfinite(x):
        return {"type": "float", "value": x}
    return {"type": "float", "value": "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")}


def plain(x):
    """numpy scalars/arrays to Python (the package is free to return either)."""
    if type(x).__module__ == "numpy":
        return x.tolist() if hasattr(x, "tolist") else x.item()
    return x


def magnitude(m):
    """Typed value of a quantity's magnitude (a number, or a list for array magnitudes)."""
    m = plain(m)
    if isinstance(m, (list, tuple)):
        return {"type": "list", "items": [magnitude(i) for i in m]}
    return typed_number(m)


def quantity(m, unit, note=None):
    """Typed quantity; an array magnitude becomes a list of quantities."""
    m = plain(m)
    if isinstance(m, (list, tuple)):
        out = {"type": "list", "items": [quantity(x, unit) for x in m]}
    else:
        out = {"type": "quantity", "value": typed_number(m)["value"], "unit": unit}
    if note:
        out["note"] = note
    return out


def convert(v, unit, ctx):
    """Convert one reference value to its typed JSON form, in `unit` when not None."""
    Quantity = ctx["ureg"].Quantity
    v = plain(v)
    if isinstance(v, Quantity):
        if unit is not None:
            return quantity(v.to(unit).magnitude, unit)
        if v.dimensionless and not any(u in str(v.units) for u in ("bit", "byte", "B")):
            # A ratio of like quantities left unreduced (ms / s, param / count): its value as a
            # plain number. Bytes stay out: the reference counts them in bits when reduced.
            out = magnitude(v.to("dimensionless").magnitude)
            out["note"] = f"ratio of {v.units:~}" if str(v.units) != "dimensionless" else "unitless quantity"
            return out
        if v.unitless:  # bytes over bytes and the like: the magnitude as it stands
            out = magnitude(v.magnitude)
            out["note"] = "unitless quantity"
            return out
        # No unit was asked for, but the reference gives one: keep it as declared so the Rust
        # side can report the mismatch. Not `.to("dimensionless")`: for bytes that would count
        # bits (1 byte -> 8), and money, bytes and counts are all "dimensionless" here.
        return quantity(v.magnitude, f"{v.units:~}")
    if v is None:
        return {"type": "null"}
    if isinstance(v, (bool, int, float)):
        if unit is None:
            return typed_number(v)
        # A plain number where a unit was asked for. The reference treats money, bytes and counts
        # as dimensionless, so such a number converts (a bare number read as bytes means bits).
        q = ctx["Q_"](v, "dimensionless")
        if q.is_compatible_with(unit):
            return quantity(q.to(unit).magnitude, unit, note="dimensionless")
        out = typed_number(v)
        out["note"] = f"plain number; unit {unit} requested"
        return out
    if isinstance(v, str):
        return {"type": "text", "value": v}
    if isinstance(v, (list, tuple)):
        return {"type": "list", "items": [convert(i, unit, ctx) for i in v]}
    if isinstance(v, (set, frozenset)):
        return {"type": "list", "items": [convert(i, unit, ctx) for i in sorted(v)]}
    if isinstance(v, dict):  # insertion order is meaningful (e.g. the reference sums in it)
        return {"type": "map", "entries": [[key(k), convert(x, unit, ctx)] for k, x in v.items()]}
    # Records (the `result` of a solver is a pydantic model; some helpers return dataclasses):
    # a map of their fields in declaration order, each converted in `unit` like a dict.
    fields = getattr(type(v), "model_fields", None)
    if fields is None and dataclasses.is_dataclass(v):
        fields = [f.name for f in dataclasses.fields(v)]
    if fields is not None:
        out = convert({f: getattr(v, f) for f in fields}, unit, ctx)
        out["note"] = f"record {type(v).__name__}"
        return out
    raise TypeError(f"unsupported value type {type(v).__module__}.{type(v).__qualname__}")


def key(k):
    """A dict key as a JSON scalar (the reference keys maps by str, and by int strides)."""
    k = plain(k)
    return k if isinstance(k, (str, int, float, bool)) or k is None else str(k)


def arg(a, ctx):
    """Plan argument -> Python: numbers and strings as they are, {"q": "..."} -> Q_("...")."""
    if isinstance(a, list):
        return [arg(x, ctx) for x in a]
    if isinstance(a, dict):
        if set(a) == {"q"}:
            return quantity_arg(a["q"], ctx["Q_"])
        return {k: arg(x, ctx) for k, x in a.items()}
    return a


def quantity_arg(text, Q_):
    """`Q_("28 day")`; a reading in an offset unit (`155 degC`), which Pint refuses to parse as
    a product of a number and a unit, is built from its magnitude and unit instead."""
    try:
        return Q_(text)
    except Exception:  # noqa: BLE001 - Pint's OffsetUnitCalculusError, among others
        number, _, unit = text.strip().partition(" ")
        return Q_(float(number), unit)


def registry_entry(registry, path):
    """`Language.GPT2` in the Models registry (a law's argument names entries by path)."""
    entry = registry
    for part in path.split("."):
        entry = getattr(entry, part)
    return entry


def error(e):
    return {"type": "error", "error": f"{type(e).__name__}: {e}"}


def guarded(fn):
    """Evaluate fn(); any Exception (not SystemExit/KeyboardInterrupt) becomes an error value."""
    try:
        return fn()
    except Exception as e:  # noqa: BLE001 - one bad member must not stop the export
        return error(e)


def ref_scope(s, args, ctx):
    """The names a member's `ref` expression may use: the reference scenario `s`, the port's
    arguments (converted) as `args`, `math`, `Q_` and `ureg`."""
    return {"__builtins__": builtins, "s": s, "args": args, "math": math,
            "Q_": ctx["Q_"], "ureg": ctx["ureg"]}


def reference_context():
    """The reference's unit registry, scenarios and registries, as the export reads them."""
    from mlsysim.core.units import Q_, ureg
    from mlsysim.engine.scenarios import Scenarios
    from mlsysim import Hardware, Models

    return {"Q_": Q_, "ureg": ureg, "Scenarios": Scenarios, "Hardware": Hardware, "Models": Models}


def reach(m, scenario):
    """The reference expression of a member: its own, else its kind's template, else none
    (the member by its own name). `None` as a member's own expression means the reference has
    no counterpart."""
    reference = scenario.get("reference", {})
    members = reference.get("members", {})
    if m["name"] in members:
        return True, members[m["name"]]
    template = reference.get("methods" if "args" in m else "properties")
    if template is not None:
        return True, template.replace("{name}", m["name"])
    return False, None


def member(s, m, scenario, ctx):
    out = {"name": m["name"], "unit": m.get("unit")}
    if "args" in m:
        out["args"] = m["args"]
    has_ref, ref = reach(m, scenario)
    if has_ref and ref is None:  # the port has this member, the reference has no counterpart
        out["reference"] = {"type": "none"}
        return out

    def evaluate():
        args = {k: arg(a, ctx) for k, a in m.get("args", {}).items()}
        if has_ref:
            # Everything goes into globals: a lambda or comprehension in the expression would not
            # see eval's locals. `args` (converted) lets a ref pass the port's arguments on under
            # the reference's own parameter names.
            value = eval(ref, ref_scope(s, args, ctx))
        elif "args" in m:
            value = getattr(s, m["name"])(**args)
        else:
            value = getattr(s, m["name"])
        return convert(value, m.get("unit"), ctx)

    out["reference"] = guarded(evaluate)
    return out


def preset(name, members, scenario_name, scenario, ctx):
    """A preset's members with the reference's values; a preset the reference lacks, or of
    another class, is an error of the export."""
    cls = scenario.get("reference", {}).get("class", scenario_name + "Scenario")
    try:
        s = getattr(ctx["Scenarios"], name)
    except Exception as e:  # noqa: BLE001
        raise SystemExit(f"export.py: no preset {name} in the reference: {type(e).__name__}: {e}")
    if type(s).__name__ != cls:
        raise SystemExit(f"export.py: preset {name} is a {type(s).__name__}, not a {cls}")
    return [member(s, m, scenario, ctx) for m in members]


def law(name, planned, kept, ctx):
    out = {}
    if planned.get("function"):
        out["function"] = planned["function"]
    if "expression" in kept:
        out["expression"] = kept["expression"]

    def evaluate(point):
        args = [arg(a, ctx) for a in point["args"]]
        kwargs = {k: arg(a, ctx) for k, a in point["kwargs"].items()}
        if "expression" in out:
            # A law whose reference function differs in shape (a tuple result, keyword names, a
            # method of a registry object): the expression sees `args`, `kwargs`, `fn` (the
            # function named by "function", if any), `Q_`, `ureg`, `math`.
            fn = None
            if out.get("function"):
                module, _, fname = out["function"].rpartition(".")
                # A method path (`...Workload.size_in_bytes`) names the law for people; it is
                # not importable, and the expression reaches it through `model(...)`.
                with contextlib.suppress(ImportError, AttributeError):
                    fn = getattr(importlib.import_module(module), fname)
            scope = {"__builtins__": builtins, "args": args, "kwargs": kwargs, "fn": fn,
                     "math": math, "Q_": ctx["Q_"], "ureg": ctx["ureg"],
                     "model": lambda path: registry_entry(ctx["Models"], path),
                     "hardware": lambda path: registry_entry(ctx["Hardware"], path)}
            return convert(eval(out["expression"], scope), point.get("unit"), ctx)
        module, _, fname = out["function"].rpartition(".")
        fn = getattr(importlib.import_module(module), fname)
        return convert(fn(*args, **kwargs), point.get("unit"), ctx)

    out["points"] = [dict(p, reference=guarded(lambda p=p: evaluate(p))) for p in planned["points"]]
    return out


# The parts of a golden file written by hand, which the export keeps as they are.
HAND_WRITTEN = ("reference", "differences", "rules")


def golden_file(planned, ctx):
    """One golden file: the hand-written parts of the file already there, the values anew."""
    path = planned["path"]
    try:
        with open(path, encoding="utf-8") as f:
            kept = json.load(f)
    except FileNotFoundError:
        kept = {}
    out = {"format": FORMAT}
    scenarios = {}
    for name, presets in planned.get("scenarios", {}).items():
        entry = {k: v for k, v in kept.get("scenarios", {}).get(name, {}).items() if k in HAND_WRITTEN}
        entry["presets"] = {p: preset(p, members, name, entry, ctx) for p, members in presets.items()}
        scenarios[name] = entry
    if scenarios:
        out["scenarios"] = scenarios
    laws = {}
    for name, law_plan in planned.get("laws", {}).items():
        kept_law = kept.get("laws", {}).get(name, {})
        if law_plan.get("function") or "expression" in kept_law:
            laws[name] = law(name, law_plan, kept_law, ctx)
    if laws:
        out["laws"] = laws
    return path, out


def export(plan, only=None):
    if plan.get("format") != FORMAT:
        raise SystemExit(f"export.py: plan format {plan.get('format')!r}, expected {FORMAT}")
    ctx = reference_context()
    written = []
    for planned in plan.get("files", []):
        if only and not any(o in planned["path"] for o in only):
            continue
        written.append(golden_file(planned, ctx))
    return written


def main(argv=None):
    ap = argparse.ArgumentParser(description="Export mlsysim golden values for a plan.")
    ap.add_argument("plan", help="plan JSON written by the Rust side (the golden-plan example)")
    ap.add_argument("--only", action="append", metavar="TEXT",
                    help="only the golden files whose path contains TEXT (repeatable)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 when a golden file would change")
    opts = ap.parse_args(argv)
    with open(opts.plan, encoding="utf-8") as f:
        plan = json.load(f)

    # Keep the output clean: warnings are dropped, and anything the package prints while
    # importing or evaluating goes to stderr.
    warnings.simplefilter("ignore")
    with contextlib.redirect_stdout(sys.stderr):
        written = export(plan, opts.only)

    changed = []
    for path, golden in written:
        # sort_keys: object key order carries no meaning (member order is a list, map entries
        # are pairs). allow_nan=False proves that no inf/nan slipped through as a bare number.
        text = json.dumps(golden, indent=2, sort_keys=True, allow_nan=False, ensure_ascii=False) + "\n"
        try:
            with open(path, encoding="utf-8") as f:
                same = f.read() == text
        except FileNotFoundError:
            same = False
        if same:
            continue
        changed.append(path)
        if not opts.check:
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
    verb = "would change" if opts.check else "written"
    print(f"{len(written)} golden files, {len(changed)} {verb}", file=sys.stderr)
    for path in changed:
        print(f"  {path}", file=sys.stderr)
    if opts.check and changed:
        sys.exit(1)


if __name__ == "__main__":
    main()
