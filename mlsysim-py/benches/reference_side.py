"""The reference's side of benches/presets.py, run by the reference's own Python: evaluates
every member of every preset of the plan with the reference package, as the golden export does
(tools/reference-golden/export.py), and prints the timings as JSON on stdout."""

import contextlib
import importlib.util
import json
import pathlib
import sys
import time
import warnings

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main():
    plan_path, repeat = sys.argv[1], int(sys.argv[2])
    with open(plan_path, encoding="utf-8") as f:
        plan = json.load(f)
    warnings.simplefilter("ignore")
    spec = importlib.util.spec_from_file_location("export", ROOT / "tools/reference-golden/export.py")
    export = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(export)
    with contextlib.redirect_stdout(sys.stderr):
        start = time.perf_counter()
        from mlsysim.core.units import Q_, ureg
        from mlsysim.engine.scenarios import Scenarios
        from mlsysim import Hardware, Models

        imported = time.perf_counter() - start
        ctx = {"Q_": Q_, "ureg": ureg, "Scenarios": Scenarios, "Hardware": Hardware, "Models": Models}
        passes = []
        members = 0
        for _ in range(repeat):
            start = time.perf_counter()
            members = 0
            for p in plan["presets"]:
                out = export.preset(p, ctx)
                members += len(out.get("members", []))
            passes.append(time.perf_counter() - start)
    print(json.dumps({"import": imported, "passes": passes, "members": members}))


if __name__ == "__main__":
    main()
