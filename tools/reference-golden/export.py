#!/usr/bin/env python3
"""Export golden values from the Python reference package `mlsysim` for mlsysim-rs.

Usage:  python export.py PLAN.json > GOLDEN.json
        python export.py PLAN.json --out GOLDEN.json

The plan (written by the Rust side) names presets, their members and the units to read them in,
plus free-standing "laws" (functions). Every value is evaluated on the installed reference and
written as a small typed JSON object; see README.md for both formats. A failing member becomes an
{"type": "error"} entry: the export never aborts because one value could not be computed.
"""

import argparse
import builtins
import contextlib
import dataclasses
import importlib
import importlib.metadata as metadata
import json
import math
import platform
import sys
import warnings

FORMAT = 1


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
            return ctx["Q_"](a["q"])
        return {k: arg(x, ctx) for k, x in a.items()}
    return a


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


def member(s, m, ctx):
    out = {"name": m["name"]}
    if "args" in m:
        out["args"] = m["args"]
    if "ref" in m:
        out["ref"] = m["ref"]
        if m["ref"] is None:  # the port has this member, the reference has no counterpart
            out.update({"type": "none"})
            return out

    def evaluate():
        args = {k: arg(a, ctx) for k, a in m.get("args", {}).items()}
        if "ref" in m:
            # Everything goes into globals: a lambda or comprehension in the expression would not
            # see eval's locals. `args` (converted) lets a ref pass the port's arguments on under
            # the reference's own parameter names.
            value = eval(m["ref"], ref_scope(s, args, ctx))
        elif "args" in m:
            value = getattr(s, m["name"])(**args)
        else:
            value = getattr(s, m["name"])
        return convert(value, m.get("unit"), ctx)

    out.update(guarded(evaluate))
    return out


def preset(p, ctx):
    out = {"class": p.get("class")}
    try:
        s = getattr(ctx["Scenarios"], p["preset"])
    except Exception as e:  # noqa: BLE001
        out["error"] = f"no preset {p['preset']}: {type(e).__name__}: {e}"
        return out
    actual = type(s).__name__
    if p.get("class") is not None and actual != p["class"]:
        out["error"] = f"preset {p['preset']} is a {actual}, not a {p['class']}"
        return out
    out["members"] = [member(s, m, ctx) for m in p.get("members", [])]
    return out


def law(entry, ctx):
    out = {k: entry.get(k) for k in ("law", "function")}
    out["args"] = entry.get("args", [])
    out["kwargs"] = entry.get("kwargs", {})
    if "ref" in entry:
        out["ref"] = entry["ref"]

    def evaluate():
        args = [arg(a, ctx) for a in out["args"]]
        kwargs = {k: arg(a, ctx) for k, a in out["kwargs"].items()}
        if "ref" in entry:
            # A law whose reference function differs in shape (a tuple result, keyword names, a
            # method of a registry object): the plan gives the expression, which sees `args`,
            # `kwargs`, `fn` (the function named by "function", if any), `Q_`, `ureg`, `math`.
            fn = None
            if entry.get("function"):
                module, _, name = entry["function"].rpartition(".")
                # A method path (`...Workload.size_in_bytes`) names the law for people; it is
                # not importable, and the expression reaches it through `model(...)`.
                with contextlib.suppress(ImportError, AttributeError):
                    fn = getattr(importlib.import_module(module), name)
            scope = {"__builtins__": builtins, "args": args, "kwargs": kwargs, "fn": fn,
                     "math": math, "Q_": ctx["Q_"], "ureg": ctx["ureg"],
                     "model": lambda path: registry_entry(ctx["Models"], path),
                     "hardware": lambda path: registry_entry(ctx["Hardware"], path)}
            return convert(eval(entry["ref"], scope), entry.get("unit"), ctx)
        module, _, name = entry["function"].rpartition(".")
        fn = getattr(importlib.import_module(module), name)
        return convert(fn(*args, **kwargs), entry.get("unit"), ctx)

    out.update(guarded(evaluate))
    return out


def export(plan):
    if plan.get("format") != FORMAT:
        raise SystemExit(f"export.py: plan format {plan.get('format')!r}, expected {FORMAT}")
    ctx = reference_context()
    presets = {}
    for p in plan.get("presets", []):
        if p["preset"] in presets:
            raise SystemExit(f"export.py: preset {p['preset']} is listed twice in the plan")
        presets[p["preset"]] = preset(p, ctx)
    return {
        "format": FORMAT,
        "reference": {
            "package": "mlsysim",
            "version": metadata.version("mlsysim"),
            "pint": metadata.version("pint"),
            "pydantic": metadata.version("pydantic"),
            "python": platform.python_version(),
        },
        "presets": presets,
        "laws": [law(e, ctx) for e in plan.get("laws", [])],
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description="Export mlsysim golden values for a plan.")
    ap.add_argument("plan", help="plan JSON written by the Rust side")
    ap.add_argument("--out", help="write the golden JSON here instead of stdout")
    opts = ap.parse_args(argv)
    with open(opts.plan, encoding="utf-8") as f:
        plan = json.load(f)

    # Keep the JSON stream clean: warnings are dropped, and anything the package prints while
    # importing or evaluating goes to stderr instead of stdout.
    warnings.simplefilter("ignore")
    with contextlib.redirect_stdout(sys.stderr):
        golden = export(plan)

    # sort_keys: object key order carries no meaning (member order is a list, map entries are
    # pairs). allow_nan=False proves that no inf/nan slipped through as a bare number.
    text = json.dumps(golden, indent=2, sort_keys=True, allow_nan=False, ensure_ascii=True) + "\n"
    if opts.out:
        with open(opts.out, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
