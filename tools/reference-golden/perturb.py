"""Compares the port with the reference away from the presets: for each preset of the plan, one
plain-number input is moved (halved, doubled or moved by 10-25%), both sides are evaluated with
the moved value, and every property the plan names is compared (1e-9 relative). A check run by
hand, like the export: the golden test pins the presets, this looks between them.

Run it with the reference's interpreter, naming where the Python package `mlsysim_rs` is
installed (its site-packages):

    tools/reference-golden/.venv/bin/python tools/reference-golden/perturb.py \\
        --package /path/to/venv/lib/python3.11/site-packages --seed 1

It prints the counts (compared, mismatches, values refused by one side or both) and each
mismatch and each refusal of ours, so that a refusal can be read for whether it is meant (an
input outside its declared range, a rule across inputs) or a fault. It exits 1 on a mismatch.
"""

import argparse
import json
import math
import random
import sys
from pathlib import Path

FACTORS = [0.5, 0.8, 0.9, 1.1, 1.25, 2.0]


def compare(ours, theirs):
    """(our number, the reference's number) in base units, or None when they cannot be set side
    by side (text, lists, maps, or units the two registries spell differently)."""
    if hasattr(ours, "to_pint"):
        ours = ours.to_pint()
    if hasattr(ours, "units") and hasattr(theirs, "units"):
        a, b = ours.to_base_units(), theirs.to_base_units()
        if str(a.units) != str(b.units):
            return None
        ours, theirs = a.magnitude, b.magnitude
    elif hasattr(theirs, "magnitude"):
        theirs = theirs.to("dimensionless").magnitude
    elif hasattr(ours, "units"):
        ours = ours.magnitude
    numbers = (int, float)
    if isinstance(ours, bool) or isinstance(theirs, bool):
        return None
    if not isinstance(ours, numbers) or not isinstance(theirs, numbers):
        return None
    return ours, theirs


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", required=True, help="site-packages holding mlsysim_rs")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    sys.path.insert(0, args.package)
    sys.path.insert(0, str(Path(__file__).parent))
    import mlsysim_rs as m
    import export
    import golden_files

    # A ref is evaluated in the export's own scope (`Q_` and `ureg` included), so that a ref
    # the export reads is read the same here.
    ctx = export.reference_context()
    Scenarios = ctx["Scenarios"]

    plan = golden_files.plan()
    rng = random.Random(args.seed)
    counts = dict(compared=0, mismatch=0, both_refused=0, ours_refused=0, theirs_refused=0)
    lines = []
    for p in plan["presets"]:
        name = p["preset"]
        theirs, ours = getattr(Scenarios, name), m.preset(name)
        fields = [f for f, v in theirs.__dict__.items()
                  if type(v) is float and type(ours.inputs.get(f)) is float]
        if not fields:
            continue
        field = rng.choice(fields)
        old = getattr(theirs, field)
        new = old * rng.choice(FACTORS)
        theirs_moved = theirs.model_copy(update={field: new})
        try:
            ours_moved = ours.with_inputs(**{field: new})
        except Exception as e:  # noqa: BLE001 - a refusal is a result to report
            ours_moved = e
        for member in p["members"]:
            if "args" in member or ("ref" in member and member["ref"] is None):
                continue
            try:
                expr = member.get("ref")
                theirs_value = (eval(expr, export.ref_scope(theirs_moved, {}, ctx)) if expr
                                else getattr(theirs_moved, member["name"]))
                theirs_error = None
            except Exception as e:  # noqa: BLE001
                theirs_value, theirs_error = None, e
            try:
                if isinstance(ours_moved, Exception):
                    raise ours_moved
                ours_value, ours_error = getattr(ours_moved, member["name"]), None
            except Exception as e:  # noqa: BLE001
                ours_value, ours_error = None, e
            if theirs_error and ours_error:
                counts["both_refused"] += 1
            elif ours_error:
                counts["ours_refused"] += 1
                lines.append(f"refused by ours: {name} {field}={new!r} {member['name']}: "
                             f"{ours_error} (reference: {theirs_value})")
            elif theirs_error:
                counts["theirs_refused"] += 1
            else:
                pair = compare(ours_value, theirs_value)
                if pair is None:
                    continue
                counts["compared"] += 1
                if not math.isclose(pair[0], pair[1], rel_tol=1e-9, abs_tol=1e-12):
                    counts["mismatch"] += 1
                    lines.append(f"MISMATCH: {name} {field}={new!r} {member['name']}: "
                                 f"ours {pair[0]!r}, reference {pair[1]!r}")
    print(json.dumps(counts))
    for line in sorted(set(lines)):
        print(line)
    return 1 if counts["mismatch"] else 0


if __name__ == "__main__":
    sys.exit(main())
