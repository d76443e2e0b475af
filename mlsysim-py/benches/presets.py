"""Evaluating every preset from Python: this package against the reference's own evaluation.

    python mlsysim-py/benches/presets.py [--reference PYTHON] [--repeat N]

Run by hand (not in CI), in a virtual environment with `mlsysim_rs` installed; PYTHON is an
interpreter with the reference package `mlsysim` 0.3.0 installed (default:
tools/reference-golden/.venv/bin/python, which `tools/reference-golden/make-venv.sh` makes).
Both sides evaluate the same members, those of the golden files beside the declarations: every property
and every sampled method call of every preset, each read through the public surface (an
attribute, a method call), each preset built afresh on every pass. Prints the import times, the
first pass and the best of N passes on each side, and their ratio."""

import argparse
import json
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools/reference-golden"))
import golden_files  # noqa: E402  (the repository's reader of the golden files)


def ours(plan, repeat):
    start = time.perf_counter()
    import mlsysim_rs as m

    imported = time.perf_counter() - start
    # The members to read, with the arguments of each sampled call, found once up front.
    work = []
    for p in plan["presets"]:
        s = m.preset(p["preset"])
        names = [x["name"] for x in s._info["properties"]]
        calls = [(c["method"], c["args"]) for c in s.report()["calls"]]
        work.append((p["preset"], names, calls))
    passes = []
    members = 0
    for _ in range(repeat):
        start = time.perf_counter()
        members = 0
        for preset, names, calls in work:
            s = m.preset(preset)
            for name in names:
                try:
                    getattr(s, name)
                except m.EvalError:
                    pass
            for method, args in calls:
                try:
                    getattr(s, method)(**args)
                except m.EvalError:
                    pass
            members += len(names) + len(calls)
        passes.append(time.perf_counter() - start)
    return {"import": imported, "passes": passes, "members": members}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reference", default=str(ROOT / "tools/reference-golden/.venv/bin/python"))
    ap.add_argument("--repeat", type=int, default=5)
    opts = ap.parse_args()
    plan = golden_files.plan()
    mine = ours(plan, opts.repeat)
    with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
        json.dump(plan, f)
        f.flush()
        run = subprocess.run(
            [opts.reference, str(pathlib.Path(__file__).with_name("reference_side.py")), f.name, str(opts.repeat)],
            capture_output=True, text=True, check=True,
        )
    theirs = json.loads(run.stdout)
    rows = [("mlsysim_rs", mine), ("reference mlsysim", theirs)]
    print(f"{len(plan['presets'])} presets, {mine['members']} members (reference: {theirs['members']})")
    print(f"{'':20} {'import':>10} {'first pass':>12} {'best of ' + str(opts.repeat):>12}")
    for name, r in rows:
        print(f"{name:20} {r['import'] * 1e3:8.1f} ms {r['passes'][0] * 1e3:9.2f} ms {min(r['passes']) * 1e3:9.2f} ms")
    print(
        f"ratio (reference / ours): first pass {theirs['passes'][0] / mine['passes'][0]:.0f}x, "
        f"best pass {min(theirs['passes']) / min(mine['passes']):.0f}x, "
        f"import {theirs['import'] / mine['import']:.1f}x"
    )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
