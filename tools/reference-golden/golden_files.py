"""The golden files of the repository, read together: each `*.golden.json` beside a Rust file
that declares scenarios or laws (see README.md for the format). For tools that want every preset
at once (the by-hand perturbation check, the Python benchmark) and the Python package's tests."""

import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Folders that hold no declaration of the catalog: build output, virtual environments, and the
# example crate of one's own, whose scenarios are not the reference's.
SKIPPED = {"target", ".git", ".venv", "venv", "node_modules", "examples", "fuzz"}


def paths(root=ROOT):
    """Every golden file under `root`, in path order."""
    found = []
    for path in sorted(pathlib.Path(root).rglob("*.golden.json")):
        if not SKIPPED.intersection(path.relative_to(root).parts):
            found.append(path)
    return found


def presets(root=ROOT):
    """Every preset of every golden file: name -> {"scenario", "class", "members", "reference"},
    members as the file lists them (name, args, unit, and the reference's value)."""
    out = {}
    for path in paths(root):
        with open(path, encoding="utf-8") as f:
            golden = json.load(f)
        for scenario, entry in golden.get("scenarios", {}).items():
            reference = entry.get("reference", {})
            for name, members in entry.get("presets", {}).items():
                out[name] = {
                    "scenario": scenario,
                    "class": reference.get("class", scenario + "Scenario"),
                    "reference": reference,
                    "members": members,
                }
    return out


def differences(root=ROOT):
    """Every deliberate difference, `Preset.member` -> its reason."""
    out = {}
    for path in paths(root):
        with open(path, encoding="utf-8") as f:
            golden = json.load(f)
        for entry in golden.get("scenarios", {}).values():
            out.update(entry.get("differences", {}))
    return out


def plan(root=ROOT):
    """Every preset with the members it evaluates, in the order of the files, each with the
    Python expression that reaches it in the reference (`ref`, `None` where the reference has no
    counterpart) when it is not the member by its own name: for tools that evaluate both
    sides."""
    out = []
    for name, p in presets(root).items():
        members = []
        for m in p["members"]:
            member = {k: m[k] for k in ("name", "args", "unit") if k in m}
            own = p["reference"].get("members", {})
            template = p["reference"].get("methods" if "args" in m else "properties")
            if m["name"] in own:
                member["ref"] = own[m["name"]]
            elif template is not None:
                member["ref"] = template.replace("{name}", m["name"])
            members.append(member)
        out.append({"preset": name, "class": p["class"], "members": members})
    return {"presets": out}
