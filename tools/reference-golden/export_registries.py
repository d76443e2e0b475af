#!/usr/bin/env python3
"""Write the reference's registries (mlsysim 0.3.0) as JSON data files, one per registry.

Reads the installed reference and writes `mlsysim-registry/data/<Registry path>.json` in the
schema of `mlsysim-registry/data/README.md`, the coverage report `COVERAGE.md` beside them, and
prints the same report. Every number comes from the reference objects; nothing is typed here
except the rules that read a unit off a figure's own name (each reading records its evidence)
and the table of which reference unit names are money or data (the reference counts both as
dimensionless).

    python tools/reference-golden/export_registries.py            # write the data files
    python tools/reference-golden/export_registries.py --check    # compare, write nothing

Run it with the pinned reference (see make-venv.sh). Output is deterministic: sorted keys,
entries in the reference's definition order, shortest round-trip floats, ints kept as ints.
"""

from __future__ import annotations

import argparse
import enum
import importlib.metadata
import json
import math
import re
import sys
from pathlib import Path

import pint
import pydantic

import mlsysim
from mlsysim.actuators.registry import Actuators
from mlsysim.agents.registry import Agents
from mlsysim.embodied.registry import Embodied
from mlsysim.sensors.registry import Sensors
from mlsysim.core.provenance import Provenance, Sourced
from mlsysim.core.registry import Registry
from mlsysim.core.types import Metadata
from mlsysim.core.units import ureg
from mlsysim.datasets import Datasets
from mlsysim.hardware.registry import Hardware
from mlsysim.infrastructure.registry import Infrastructure
from mlsysim.literature import Literature
from mlsysim.models.registry import Models
from mlsysim.ops import Ops
from mlsysim.reference_stats import ReferenceStats
from mlsysim.systems.registry import Systems


HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEFAULT_OUT = ROOT / "mlsysim-registry" / "data"
FORMAT = 1
EXPORTER = "tools/reference-golden/export_registries.py"
REFERENCE = {"package": "mlsysim", "version": importlib.metadata.version("mlsysim")}

# The six namespaces issue 22 measures coverage over.
COVERAGE_NAMESPACES = ("Systems", "Infrastructure", "Datasets", "Ops", "ReferenceStats", "Literature")

# ---------------------------------------------------------------------------------------------
# Dimensions. Ours are the powers of time, data, work, energy, emissions and money (base units
# s, B, FLOP, J, gCO2e, USD), listed as `dim`; the physical ones (length, mass, temperature
# difference, current, angle, temperature reading, luminous flux) keep their SI base unit and
# are listed under `extra_dims`. Energy is a base of its own: a unit that is an energy, a power,
# a voltage, a resistance (kg^M m^L with L = 2M) is read through joules; mechanics (a newton, a
# newton-metre, kg·m²) stays mass, length and time.
# ---------------------------------------------------------------------------------------------
OUR_DIMS = ("time", "data", "work", "energy", "emissions", "money")
OUR_SYMBOLS = {"time": "s", "data": "B", "work": "FLOP", "energy": "J", "emissions": "gCO2e", "money": "USD"}
PINT_TARGET = {"time": "second", "data": "byte", "work": "flop", "energy": "joule", "emissions": "gram",
               "money": "dollar", "mass": "kilogram", "length": "meter", "current": "ampere",
               "temperature": "kelvin", "amount": "mole", "angle": "radian",
               "temperature_reading": "degree_Celsius", "luminous_flux": "lumen"}
EXTRA_SYMBOLS = {"mass": "kg", "length": "m", "current": "A", "temperature": "K", "amount": "mol",
                 "angle": "rad", "temperature_reading": "°C", "luminous_flux": "lm"}
# The reference defines dollar, USD and EUR as one count (money has no dimension there), so
# money is recognised by the unit's name.
MONEY_UNITS = {"dollar", "USD", "EUR"}
# A temperature written alone in one of these is a reading; inside a compound unit (°C/W) only
# a difference makes sense.
READING_UNITS = {"degree_Celsius", "degree_Fahrenheit"}
# A mass is an amount of CO2e when the figure is about carbon; otherwise it is a physical mass.
CARBON_CONTEXT = re.compile(r"carbon|co2|emission", re.IGNORECASE)


def our_dims(units, context: str):
    """Our dimensions of a pint unit container, and the pint unit that is our base unit for it."""
    dims = {d: 0 for d in OUR_DIMS}
    extra: dict[str, int] = {}

    def add(name, power):
        if name in dims:
            dims[name] += power
        else:
            extra[name] = extra.get(name, 0) + power

    atoms = units._units
    for name, power in atoms.items():
        # Half powers occur (a noise density per square-root hertz); the unit system has none,
        # so such a figure stays a measure, but its dimensions are still written down.
        if 2 * power != int(2 * power):
            raise ValueError(f"unit {name!r} has the power {power}, not a whole or half number")
        power = int(power) if power == int(power) else float(power)
        if name in MONEY_UNITS:
            add("money", power)
            continue
        if name in READING_UNITS and len(atoms) == 1 and power == 1:
            add("temperature_reading", 1)
            continue
        _, base = ureg.get_base_units(name)
        mass = length = 0
        for bname, bpower in base._units.items():
            bpower = bpower * power
            bpower = int(bpower) if bpower == int(bpower) else float(bpower)
            if bname == "bit":
                add("data", bpower)
            elif bname == "second":
                add("time", bpower)
            elif bname == "flop":
                add("work", bpower)
            elif bname == "kilogram":
                mass += bpower
            elif bname == "meter":
                length += bpower
            elif bname == "ampere":
                add("current", bpower)
            elif bname == "kelvin":
                add("temperature", bpower)
            elif bname == "mole":
                add("amount", bpower)
            elif bname == "candela":
                # A lumen is a candela-steradian: the light's two powers of angle come with it.
                add("luminous_flux", bpower)
                add("angle", -2 * bpower)
            elif bname == "radian":
                add("angle", bpower)
            elif bname in ("count", "bit_per_second"):
                pass
            else:
                raise ValueError(f"unit {name!r}: base unit {bname!r} has no mapping")
        if mass and length == 2 * mass:
            # An energy-family unit: kg^M m^2M = J^M s^2M
            add("energy", mass)
            add("time", 2 * mass)
        elif mass and not length:
            add("emissions" if CARBON_CONTEXT.search(context) else "mass", mass)
        else:
            if mass:
                add("mass", mass)
            if length:
                add("length", length)
    extra = {k: v for k, v in sorted(extra.items()) if v}
    target_parts = [f"{PINT_TARGET[d]} ** {p}" if p != 1 else PINT_TARGET[d]
                    for d, p in list(dims.items()) + list(extra.items()) if p]
    target = " * ".join(target_parts) if target_parts else "dimensionless"
    return [dims[d] for d in OUR_DIMS], extra, target


def base_unit_symbol(dim, extra) -> str:
    """Our base unit of a dimension vector: `B/s`, `USD/(B·s)`, `1/s`, `` for a plain number."""
    parts = [(OUR_SYMBOLS[d], p) for d, p in zip(OUR_DIMS, dim) if p]
    parts += [(EXTRA_SYMBOLS[d], p) for d, p in extra.items() if p]
    num = [s if p == 1 else f"{s}^{p}" for s, p in parts if p > 0]
    den = [s if p == -1 else f"{s}^{-p}" for s, p in parts if p < 0]
    top = "·".join(num) if num else ("1" if den else "")
    if not den:
        return top
    bottom = den[0] if len(den) == 1 else "(" + "·".join(den) + ")"
    return f"{top}/{bottom}"


# ---------------------------------------------------------------------------------------------
# Numbers.
# ---------------------------------------------------------------------------------------------
def plain(x):
    """A Python number of the reference's type: ints stay ints, floats floats; inf/nan as text."""
    if hasattr(x, "item") and not isinstance(x, (int, float)):  # numpy scalar
        x = x.item()
    if isinstance(x, bool):
        raise TypeError("a bool is not a number")
    if isinstance(x, int):
        return int(x)
    if isinstance(x, float):
        x = float(x)
        if math.isnan(x):
            return "nan"
        if math.isinf(x):
            return "inf" if x > 0 else "-inf"
        return x
    raise TypeError(f"not a number: {x!r}")


def unit_text(units) -> str:
    """The unit as the reference displays it (its default format, `~P`)."""
    return format(units, "~P")


def quantity_reading(q: pint.Quantity, context: str) -> dict:
    dim, extra, target = our_dims(q.units, context)
    out = {
        "magnitude": plain(q.magnitude),
        "unit": unit_text(q.units),
        "dimensionality": str(q.dimensionality),
        "base": plain(q.to(target).magnitude),
        "base_unit": base_unit_symbol(dim, extra),
        "dim": dim,
    }
    if extra:
        out["extra_dims"] = extra
    return out


def plain_reading(x) -> dict:
    m = plain(x)
    return {"magnitude": m, "unit": None, "dimensionality": "dimensionless", "base": m,
            "base_unit": "", "dim": [0] * len(OUR_DIMS)}


# ---------------------------------------------------------------------------------------------
# Units stated by a figure's own name. The reference keeps some figures as plain numbers and
# says their unit only in the name (`mttf_hours`, `GpuLeadTimeMonths`, "(minutes)"); such a
# figure gets `stated_unit`, the reading of that unit, with the evidence. The magnitude and
# base stay the reference's plain number.
# ---------------------------------------------------------------------------------------------
FIELD_SUFFIX_UNITS = [  # snake-case field names of records
    (re.compile(r"_g_kwh$"), "gram / kilowatt_hour"),
    (re.compile(r"_gbs$"), "GB / second"),
    (re.compile(r"_hours$"), "hour"),
    (re.compile(r"_days$"), "day"),
    (re.compile(r"_s$"), "second"),
    (re.compile(r"_kw$"), "kilowatt"),
    (re.compile(r"_kg$"), "kilogram"),
    (re.compile(r"_pct$"), "percent"),
    (re.compile(r"^iops$"), "1 / second"),
]
# Fields whose unit the reference states in the property that turns them into a quantity.
FIELD_PROPERTY_UNITS = {
    ("GridProfile", "wue"): ("liter / kilowatt_hour", "property water_intensity"),
    ("CoolingProfile", "wue"): ("liter / kilowatt_hour", "property water_intensity"),
}
# Fields whose name says what they measure, where no suffix rule reads it.
FIELD_NAME_UNITS = {
    ("GridProfile", "lat"): ("degree", "field name `lat`, a latitude"),
    ("GridProfile", "lon"): ("degree", "field name `lon`, a longitude"),
}
# Plain figures whose unit only the reference's prose states (the figure's description, or the
# code that reads it), by path, with that evidence.
PROSE_UNITS = {
    "Literature.Benchmarks.ResNet50A100TrainThroughput":
        ("1 / second", "description: a training rate, 2,100 to 3,400 img/s per GPU"),
    "Literature.Benchmarks.ResNet50H100TrainThroughput":
        ("1 / second", "description: a per-accelerator training rate (img/s)"),
    "Literature.Benchmarks.ResNet50H100InferenceOfflinePerGpu":
        ("1 / second", "description: images per second per H100"),
    "Literature.Benchmarks.Llama3_8B_H100_ITLLower":
        ("millisecond", "engine/empirical.py: the inter-token latency anchor it bounds is in ms"),
    "Literature.Benchmarks.Llama3_8B_H100_ITLUpper":
        ("millisecond", "engine/empirical.py: the inter-token latency anchor it bounds is in ms"),
}
# A label that declares a plain number (a count, a fraction) settles it: no unit is read
# from the key either.
LABEL_PLAIN = re.compile(r"\((?:[^)]*, )?(?:count|fraction|images|tokens|samples|GPUs)\)")
LABEL_UNITS = [  # a parenthesised unit in a figure's label (its `name`)
    (re.compile(r"\((?:days)\)"), "day"),
    (re.compile(r"\((?:hours)\)"), "hour"),
    (re.compile(r"\((?:minutes)\)"), "minute"),
    (re.compile(r"\((?:months)\)"), "month"),
    (re.compile(r"\((?:years)(?:,[^)]*)?\)"), "year"),
    (re.compile(r"\((?:μs|µs)\)"), "microsecond"),
    (re.compile(r"\((?:FLOPs)\)"), "flop"),
    (re.compile(r"\((?:TFLOP/s)\)"), "TFLOP / second"),
    (re.compile(r"\((?:GW)\)"), "GW"),
    (re.compile(r"\((?:kW)\)"), "kilowatt"),
    (re.compile(r"\((?:epochs/hour)\)"), "1 / hour"),
]
# Records whose `name` is the label of one field's value.
LABELLED_FIELDS = {("PricePoint", "rate")}
KEY_SUFFIX_UNITS = [  # CamelCase registry keys
    (re.compile(r"Months$"), "month"),
    (re.compile(r"Days(2023On)?$"), "day"),
    (re.compile(r"Hours$"), "hour"),
    (re.compile(r"Co2Kg$"), "kilogram"),
    (re.compile(r"_KW$"), "kilowatt"),
    (re.compile(r"Gw$"), "GW"),
    (re.compile(r"Flops$"), "flop"),
    (re.compile(r"PerDay$"), "1 / day"),
    (re.compile(r"PerGpuHr$"), "1 / hour"),
    (re.compile(r"Qps$"), "1 / second"),
]


def stated_unit(context: str, key: str, label: str | None, owner: str | None, where: str = ""):
    """The unit a plain figure's name (or, for a few, its prose) states, and the evidence, or
    None."""
    if where in PROSE_UNITS:
        return PROSE_UNITS[where]
    if owner is not None:
        hit = FIELD_PROPERTY_UNITS.get((owner, key)) or FIELD_NAME_UNITS.get((owner, key))
        if hit:
            return hit
        for pattern, unit in FIELD_SUFFIX_UNITS:
            if pattern.search(key):
                return unit, f"field name `{key}`"
    if label:
        if LABEL_PLAIN.search(label):
            return None
        for pattern, unit in LABEL_UNITS:
            m = pattern.search(label)
            if m:
                return unit, f"label `{m.group(0)}`"
    if owner is None:
        for pattern, unit in KEY_SUFFIX_UNITS:
            m = pattern.search(key)
            if m:
                return unit, f"key suffix `{m.group(0)}`"
    return None


def with_stated(reading: dict, context: str, key: str, label: str | None, owner: str | None,
                where: str = "") -> dict:
    hit = stated_unit(context, key, label, owner, where)
    if hit is None:
        return reading
    unit, evidence = hit
    q = ureg.Quantity(reading["magnitude"], unit)
    stated = quantity_reading(q, context)
    stated.pop("magnitude")
    stated["from"] = evidence
    reading["stated_unit"] = stated
    return reading


# ---------------------------------------------------------------------------------------------
# Provenance.
# ---------------------------------------------------------------------------------------------
def provenance(p: Provenance | None):
    if p is None:
        return None
    return {"kind": p.kind.value, "ref_id": p.id, "url": p.url, "verified": p.verified, "source": p.ref}


def metadata_extras(md: Metadata) -> dict:
    out = {}
    if md.last_verified is not None:
        out["last_verified"] = md.last_verified
    if md.version is not None:
        out["version"] = md.version
    return out


# ---------------------------------------------------------------------------------------------
# Identity indexes: which objects are registry entries (a field holding one is a link), and
# which quantities live first somewhere else (a field holding one says `same_as`).
# ---------------------------------------------------------------------------------------------
class Index:
    def __init__(self):
        self.entries: dict[int, str] = {}      # id(object) -> entry path
        self.objects: dict[int, object] = {}   # keeps indexed objects alive
        self.quantities: dict[int, tuple[str, str]] = {}  # id(quantity) -> (entry, field path)

    def add_entry(self, obj, path):
        if id(obj) not in self.entries:
            self.entries[id(obj)] = path
            self.objects[id(obj)] = obj

    def add_quantity(self, obj, entry, field):
        if id(obj) not in self.quantities:
            self.quantities[id(obj)] = (entry, field)
            self.objects[id(obj)] = obj

    def index_values(self, obj, entry, field=""):
        """Records every quantity and sourced number inside `obj` under (entry, field)."""
        if isinstance(obj, (pint.Quantity, Sourced)):
            self.add_quantity(obj, entry, field)
        elif isinstance(obj, pydantic.BaseModel) and not isinstance(obj, Metadata):
            owner = self.entries.get(id(obj))
            if owner is not None and owner != entry:
                return  # another entry's values are indexed under that entry
            for name in type(obj).model_fields:
                self.index_values(getattr(obj, name), entry, f"{field}.{name}" if field else name)
        elif isinstance(obj, dict):
            for k, v in obj.items():
                self.index_values(v, entry, f"{field}.{k}" if field else str(k))
        elif isinstance(obj, (list, tuple)):
            for i, v in enumerate(obj):
                self.index_values(v, entry, f"{field}[{i}]")


INDEX = Index()


def registry_children(cls):
    """(name, value) of a registry class's own attributes, in definition order."""
    for name, value in vars(cls).items():
        if name.startswith("_") or name == "list":
            continue
        yield name, value


def is_registry(x) -> bool:
    return isinstance(x, type) and issubclass(x, Registry)


def is_method(x) -> bool:
    return isinstance(x, (staticmethod, classmethod)) or (callable(x) and not isinstance(x, type)
                                                          and not isinstance(x, (pint.Quantity, Sourced)))


# ---------------------------------------------------------------------------------------------
# Values.
# ---------------------------------------------------------------------------------------------
class Walker:
    """Turns reference values into the typed JSON of the schema, counting figures as it goes."""

    def __init__(self):
        self.figures = 0
        self.links: list[tuple[str, str]] = []     # (where, target)
        self.units: dict[tuple, dict] = {}          # (unit, dims) -> where it is used, for the audit
        self.stated: list[tuple[str, dict]] = []    # (where, stated_unit)
        self.plain: list[tuple[str, object]] = []   # (where, magnitude) of plain figures
        self.in_derived = False                     # derived values are not reference figures
        self.plain_stated: list[tuple[str, object]] = []

    def note_unit(self, reading, units, where):
        key = (reading["unit"], tuple(reading["dim"]), tuple(sorted(reading.get("extra_dims", {}).items())))
        if key not in self.units:
            self.units[key] = {"units": units, "reading": reading, "where": where, "count": 0}
        self.units[key]["count"] += 1

    def number(self, x, where, key, label=None, owner=None, self_entry=None, field=None):
        stored = not self.in_derived
        if stored:
            self.figures += 1
        own = getattr(x, "name", None) if isinstance(x, (pint.Quantity, Sourced)) else None
        if isinstance(own, str) and own:
            label = own  # a sourced number's own name labels it
        if isinstance(x, pint.Quantity):
            out = quantity_reading(x, where + " " + (label or ""))
            self.note_unit(out, x.units, where)
        elif not stored:
            out = plain_reading(x)
        else:
            out = with_stated(plain_reading(x), where + " " + (label or ""), key, label, owner, where)
            if stored and "stated_unit" in out:
                self.stated.append((where, out["stated_unit"]))
                self.plain_stated.append((where, out["magnitude"]))
                q = ureg.Quantity(1, stated_unit(where, key, label, owner, where)[0])
                self.note_unit(out["stated_unit"], q.units, where)
            elif stored:
                self.plain.append((where, out["magnitude"]))
        prov = getattr(x, "provenance", None)
        if isinstance(prov, Provenance):
            out["provenance"] = provenance(prov)
            name = getattr(x, "name", "")
            if isinstance(name, str) and name:
                out["label"] = name
        hit = INDEX.quantities.get(id(x)) if isinstance(x, (pint.Quantity, Sourced)) else None
        if hit is not None and (hit[0], hit[1]) != (self_entry, field):
            out["same_as"] = {"link": hit[0], "field": hit[1]} if hit[1] else {"link": hit[0]}
        return out

    def value(self, x, where, key, label=None, owner=None, self_entry=None, field=None):
        if x is None:
            return None
        if isinstance(x, bool):
            return {"bool": x}
        if isinstance(x, (pint.Quantity, Sourced, int, float)) or (hasattr(x, "item") and hasattr(x, "dtype")):
            return self.number(x, where, key, label, owner, self_entry, field)
        if isinstance(x, enum.Enum):
            return {"text": str(x.value)}
        if isinstance(x, str):
            return {"text": x}
        if isinstance(x, pydantic.BaseModel):
            target = INDEX.entries.get(id(x))
            if target is not None and target != self_entry:
                self.links.append((where, target))
                return {"link": target}
            return {"object": self.record(x, where, self_entry, field)}
        if isinstance(x, dict):
            return {"map": {str(k): self.value(v, f"{where}.{k}", str(k), label, None, self_entry,
                                               f"{field}.{k}" if field else str(k))
                            for k, v in x.items()}}
        if isinstance(x, (list, tuple)):
            return {"list": [self.value(v, f"{where}[{i}]", key, label, None, self_entry,
                                        f"{field}[{i}]")
                             for i, v in enumerate(x)]}
        raise TypeError(f"{where}: no schema for {type(x).__name__}")

    def record(self, obj: pydantic.BaseModel, where, self_entry, field_prefix=None):
        """A pydantic model: its type, its fields, its derived properties; metadata apart."""
        cls = type(obj)
        name_field = getattr(obj, "name", None)
        fields = {}
        out = {"type": cls.__name__}
        for name in cls.model_fields:
            v = getattr(obj, name)
            fpath = f"{field_prefix}.{name}" if field_prefix else name
            if isinstance(v, Metadata):
                out["provenance"] = provenance(v.provenance)
                out.update(metadata_extras(v))
                continue
            # a record's name labels the one value of a price point, not every field of a record
            label = name_field if (cls.__name__, name) in LABELLED_FIELDS else None
            fields[name] = self.value(v, f"{where}.{name}", name, label, cls.__name__, self_entry, fpath)
        out["fields"] = fields
        derived = {}
        outer = self.in_derived
        self.in_derived = True
        for name in derived_properties(cls):
            try:
                v = getattr(obj, name)
            except Exception as e:  # the reference refuses: keep what it says
                derived[name] = {"error": f"{type(e).__name__}: {e}"}
                continue
            derived[name] = self.value(v, f"{where}.{name}", name, None, None, self_entry)
        self.in_derived = outer
        if derived:
            out["derived"] = derived
        return out


def derived_properties(cls) -> list[str]:
    """Properties the reference defines on a model class (not pydantic's own)."""
    names = []
    for klass in cls.__mro__:
        if not klass.__module__.startswith("mlsysim"):
            continue
        for name, v in vars(klass).items():
            if isinstance(v, property) and not name.startswith("_") and name not in names:
                names.append(name)
    return sorted(names)


# ---------------------------------------------------------------------------------------------
# Registries.
# ---------------------------------------------------------------------------------------------
class RegistryFile:
    def __init__(self, path: str):
        self.path = path          # the registry's reference path, and the file's stem
        self.entries: list[dict] = []
        self.groups: list[str] = []
        self.aliases: list[dict] = []
        self.left_out: list[tuple[str, str]] = []
        self.walker = Walker()
        self.reference_entries: list[str] = []   # every named leaf the reference has here
        self.reference_figures = 0
        self.reference_aliases: list[str] = []
        self.groups_by_id: dict[int, str] = {}   # id(group class) -> its path, as walked

    def document(self):
        return {
            "format": FORMAT,
            "exporter": EXPORTER,
            "reference": dict(REFERENCE, registry=self.path),
            "counts": {
                "entries": len(self.entries),
                "figures": self.walker.figures,
                "groups": len(self.groups),
                "aliases": len(self.aliases),
            },
            "groups": self.groups,
            "aliases": self.aliases,
            "entries": self.entries,
        }


def export_entry(rf: RegistryFile, path: str, group: str, obj, key: str):
    w = rf.walker
    entry = {"path": path, "group": group}
    if isinstance(obj, pydantic.BaseModel):
        alias = INDEX.entries.get(id(obj))
        if alias is not None and alias != path:
            entry["same_as"] = {"link": alias}
            w.links.append((path, alias))
        rec = w.record(obj, path, path)
        entry.update(kind="record", type=rec["type"], fields=rec["fields"])
        if "derived" in rec:
            entry["derived"] = rec["derived"]
        entry["provenance"] = rec.get("provenance")
        for k in ("last_verified", "version"):
            if k in rec:
                entry[k] = rec[k]
    else:
        value = w.value(obj, path, key, getattr(obj, "name", None) if isinstance(getattr(obj, "name", None), str) else None,
                        None, path, "")
        entry["kind"] = "figure"
        if isinstance(value, dict) and "provenance" in value:
            entry["provenance"] = value.pop("provenance")
            if "label" in value:
                entry["label"] = value.pop("label")
        else:
            entry["provenance"] = None
        if isinstance(value, dict) and "same_as" in value:
            entry["same_as"] = value.pop("same_as")
        entry["value"] = value
    rf.entries.append(entry)


def walk_registry(rf: RegistryFile, cls, path: str, seen_groups: dict):
    for name, value in registry_children(cls):
        p = f"{path}.{name}"
        if is_registry(value):
            if id(value) in seen_groups:
                rf.aliases.append({"path": p, "alias_of": seen_groups[id(value)]})
                continue
            seen_groups[id(value)] = p
            rf.groups.append(p)
            walk_registry(rf, value, p, seen_groups)
            continue
        if isinstance(value, type):
            walk_plain_class(rf, value, p)
            continue
        if is_method(value):
            rf.left_out.append((p, "a method of the registry, not a figure"))
            continue
        first = INDEX.entries.get(id(value)) if isinstance(value, pydantic.BaseModel) else None
        if first is not None and first != p:
            # The very record of another entry, under a second name (`Agents.Platforms`).
            rf.aliases.append({"path": p, "alias_of": first})
            continue
        export_entry(rf, p, path, value, name)


def walk_plain_class(rf: RegistryFile, cls, path: str):
    """A figure holder that is not a Registry (Literature.KaplanScalingLaws): its attributes,
    all under the class's one provenance."""
    prov = getattr(cls, "provenance", None)
    rf.groups.append(path)
    seen = {}
    for name, value in vars(cls).items():
        p = f"{path}.{name}"
        if name.startswith("_") or name == "provenance":
            continue
        if is_method(value):
            rf.left_out.append((p, "a method, not a figure"))
            continue
        if id(value) in seen and isinstance(value, (tuple, list, dict)):
            rf.aliases.append({"path": p, "alias_of": seen[id(value)]})
            continue
        seen[id(value)] = p
        entry = {"path": p, "group": path, "kind": "figure", "provenance": provenance(prov),
                 "value": rf.walker.value(value, p, name, None, None, p, "")}
        rf.entries.append(entry)


def count_reference(cls, path: str, seen: set, out: list):
    """Every named leaf of a registry, walked independently of the export (for coverage):
    `(kind, path, value)` with kind `entry`, `method` or `alias-group`."""
    for name, value in registry_children(cls):
        p = f"{path}.{name}"
        if is_registry(value):
            if id(value) in seen:
                out.append(("alias-group", p, value))
                continue
            seen.add(id(value))
            count_reference(value, p, seen, out)
        elif isinstance(value, type):
            held = set()
            for n, v in vars(value).items():
                if n.startswith("_") or n == "provenance":
                    continue
                if is_method(v):
                    out.append(("method", f"{p}.{n}", v))
                elif id(v) in held:
                    out.append(("alias", f"{p}.{n}", v))
                else:
                    held.add(id(v))
                    out.append(("entry", f"{p}.{n}", v))
        elif is_method(value):
            out.append(("method", p, value))
        elif isinstance(value, pydantic.BaseModel) and id(value) in seen:
            out.append(("alias", p, value))
        else:
            if isinstance(value, pydantic.BaseModel):
                seen.add(id(value))
            out.append(("entry", p, value))


def count_figures(x, seen_links: set) -> int:
    """Numeric leaves of a reference value, not following links to other entries."""
    if x is None or isinstance(x, (bool, str, enum.Enum)):
        return 0
    if isinstance(x, (pint.Quantity, Sourced, int, float)):
        return 1
    if isinstance(x, pydantic.BaseModel):
        if isinstance(x, Metadata):
            return 0
        if id(x) in seen_links:
            return 0
        return sum(count_figures(getattr(x, n), seen_links) for n in type(x).model_fields)
    if isinstance(x, dict):
        return sum(count_figures(v, seen_links) for v in x.values())
    if isinstance(x, (list, tuple)):
        return sum(count_figures(v, seen_links) for v in x)
    return 0


# Which registry files there are: every Registry directly under Systems and Infrastructure is a
# file of its own; what sits on those namespaces directly (Systems.Orchestration,
# Infrastructure.AIR_COOLING_LIMIT_KW) goes in Systems.json / Infrastructure.json; Datasets,
# ReferenceStats, Literature, Ops and Hardware.Tech are one file each, with their groups.
def plan():
    files = []
    for ns_name, ns in (("Systems", Systems), ("Infrastructure", Infrastructure)):
        loose = []
        for name, value in registry_children(ns):
            if is_registry(value):
                files.append((f"{ns_name}.{name}", value))
            else:
                loose.append((name, value))
        files.append((ns_name, loose))
    for name, reg in (("Datasets", Datasets), ("ReferenceStats", ReferenceStats),
                      ("Literature", Literature), ("Ops", Ops), ("Hardware.Tech", Hardware.Tech),
                      ("Agents", Agents), ("Sensors", Sensors), ("Actuators", Actuators),
                      ("Embodied", Embodied)):
        files.append((name, reg))
    return files


# Names the reference's package gives a registry group a second time, at its top level
# (`mlsysim.AgentPlatforms` is `Agents.Platforms`): (file, alias, the group it names).
TOP_LEVEL_ALIASES = (("Agents", "AgentPlatforms", "Agents.Platforms"),)


def top_level_aliases(files):
    for rf in files:
        for file, alias, group in TOP_LEVEL_ALIASES:
            if rf.path != file:
                continue
            target = rf.groups_by_id.get(id(getattr(mlsysim, alias)))
            if target != group:
                raise ValueError(f"mlsysim.{alias} is not the group {group} (it is {target})")
            rf.aliases.append({"path": alias, "alias_of": group})
            rf.reference_aliases.append(alias)


def build_index():
    """Entries first met in Hardware, Hardware.Tech and Models; then every exported entry."""
    for tier in ("Cloud", "Workstation", "Mobile", "Edge", "Tiny"):
        for name, node in registry_children(getattr(Hardware, tier)):
            INDEX.add_entry(node, f"Hardware.{tier}.{name}")
    for gname, group in registry_children(Hardware.Tech):
        for name, tier in registry_children(group):
            INDEX.add_entry(tier, f"Hardware.Tech.{gname}.{name}")
    for cname, cat in registry_children(Models):
        for name, w in registry_children(cat):
            INDEX.add_entry(w, f"Models.{cname}.{name}")
    # Quantities: Tech first (hardware nodes point into it), then hardware, then models.
    for gname, group in registry_children(Hardware.Tech):
        for name, tier in registry_children(group):
            INDEX.index_values(tier, f"Hardware.Tech.{gname}.{name}")
    for tier in ("Cloud", "Workstation", "Mobile", "Edge", "Tiny"):
        for name, node in registry_children(getattr(Hardware, tier)):
            INDEX.index_values(node, f"Hardware.{tier}.{name}")
    for cname, cat in registry_children(Models):
        for name, w in registry_children(cat):
            INDEX.index_values(w, f"Models.{cname}.{name}")

    def walk(cls, path, seen):
        for name, value in registry_children(cls):
            p = f"{path}.{name}"
            if is_registry(value):
                if id(value) not in seen:
                    seen.add(id(value))
                    walk(value, p, seen)
            elif isinstance(value, pydantic.BaseModel):
                INDEX.add_entry(value, p)

    for path, src in plan():
        if isinstance(src, list):
            for name, value in src:
                if isinstance(value, pydantic.BaseModel):
                    INDEX.add_entry(value, f"{path}.{name}")
        elif path != "Hardware.Tech":
            walk(src, path, set())
    for path, src in plan():
        if path == "Hardware.Tech":
            continue
        if isinstance(src, list):
            for name, value in src:
                INDEX.index_values(value, f"{path}.{name}")
        else:
            def qwalk(cls, p, seen):
                for name, value in registry_children(cls):
                    q = f"{p}.{name}"
                    if is_registry(value):
                        if id(value) not in seen:
                            seen.add(id(value))
                            qwalk(value, q, seen)
                    elif not is_method(value):
                        INDEX.index_values(value, q)
            qwalk(src, path, set())


def export_all():
    build_index()
    files = []
    for path, src in plan():
        rf = RegistryFile(path)
        if isinstance(src, list):
            counted = [("entry", f"{path}.{name}", value) for name, value in src]
            for name, value in src:
                export_entry(rf, f"{path}.{name}", path, value, name)
        else:
            walk_registry(rf, src, path, rf.groups_by_id)
            counted = []
            count_reference(src, path, set(), counted)
        for kind, p, value in counted:
            if kind == "entry":
                rf.reference_entries.append(p)
                links = {k for k in INDEX.entries if k != id(value)}
                rf.reference_figures += count_figures(value, links)
            elif kind == "alias":
                rf.reference_aliases.append(p)
            elif kind == "alias-group":
                rf.reference_aliases.append(p)
        files.append(rf)
    top_level_aliases(files)
    return files


# ---------------------------------------------------------------------------------------------
# Hardware: the fields hardware.json does not carry, for every node.
# ---------------------------------------------------------------------------------------------
HARDWARE_TIERS = ("Cloud", "Workstation", "Mobile", "Edge", "Tiny")
# What hardware.json already holds of a node; the extension carries everything else.
HARDWARE_BASE_FIELDS = {
    "": ("name", "release_year", "tdp", "unit_cost", "unit_cost_max", "accelerator_count"),
    "compute": ("peak_flops", "precision_flops"),
    "memory": ("capacity", "bandwidth", "flash_capacity"),
}


def hardware_nodes():
    """(path, tier, node) of every hardware node, sorted by path as hardware.json is."""
    out = []
    for tier in HARDWARE_TIERS:
        for name, node in registry_children(getattr(Hardware, tier)):
            out.append((f"{tier}.{name}", tier, node))
    return sorted(out, key=lambda t: t[0])


def hardware_aliases():
    canonical = {id(node): path for path, _, node in hardware_nodes()}
    out = []
    for name, node in registry_children(Hardware.Embodied):
        out.append({"path": f"Embodied.{name}", "alias_of": canonical[id(node)]})
    return sorted(out, key=lambda a: a["path"])


def export_hardware_extension():
    rf = RegistryFile("Hardware")
    counted = 0
    for path, tier, node in hardware_nodes():
        full = f"Hardware.{path}"
        rec = rf.walker.record(node, full, full)
        fields = rec["fields"]
        for name in HARDWARE_BASE_FIELDS[""]:
            fields.pop(name)
        for sub in ("compute", "memory"):
            for name in HARDWARE_BASE_FIELDS[sub]:
                fields[sub]["object"]["fields"].pop(name)
        # the counted figures are those the extension holds
        counted += count_figures(node, set()) - base_figures(node)
        base = {f"{full}.{f}" for f in HARDWARE_BASE_FIELDS[""]}
        base |= {f"{full}.{sub}.{f}" for sub in ("compute", "memory") for f in HARDWARE_BASE_FIELDS[sub]}

        def kept(where):
            return not any(where == b or where.startswith(b + ".") for b in base)

        rf.walker.plain = [(w, m) for w, m in rf.walker.plain if not w.startswith(full + ".") or kept(w)]
        rf.walker.stated = [(w, u) for w, u in rf.walker.stated if not w.startswith(full + ".") or kept(w)]
        rf.walker.plain_stated = [(w, m) for w, m in rf.walker.plain_stated
                                  if not w.startswith(full + ".") or kept(w)]
        entry = {"path": full, "group": f"Hardware.{tier}", "kind": "record", "type": rec["type"],
                 "fields": fields, "provenance": rec.get("provenance")}
        if "derived" in rec:
            entry["derived"] = rec["derived"]
        rf.entries.append(entry)
        rf.reference_entries.append(full)
    rf.groups = [f"Hardware.{t}" for t in HARDWARE_TIERS]
    rf.aliases = [{"path": f"Hardware.{a['path']}", "alias_of": f"Hardware.{a['alias_of']}"}
                  for a in hardware_aliases()]
    rf.reference_aliases = [a["path"] for a in rf.aliases]
    # the walker counted every figure of the node; keep only the extension's
    rf.walker.figures = counted
    rf.reference_figures = counted
    return rf


def base_figures(node) -> int:
    n = sum(count_figures(getattr(node, f), set()) for f in HARDWARE_BASE_FIELDS[""])
    n += sum(count_figures(getattr(node.compute, f), set()) for f in HARDWARE_BASE_FIELDS["compute"])
    n += sum(count_figures(getattr(node.memory, f), set()) for f in HARDWARE_BASE_FIELDS["memory"])
    return n


# ---------------------------------------------------------------------------------------------
# hardware.json and models.json, in the format today's registry crate reads.
# ---------------------------------------------------------------------------------------------
def legacy_provenance(md: Metadata):
    p = md.provenance
    return {"kind": p.kind.value, "ref_id": p.id, "url": p.url, "verified": p.verified}


def legacy_quantity(q, base_key=None, base_unit=None):
    if q is None:
        return None
    out = {"magnitude": plain(q.magnitude), "unit": unit_text(q.units)}
    if base_key is not None:
        out[base_key] = plain(q.to(base_unit).magnitude)
    return out


def legacy_hardware() -> dict:
    nodes = []
    for path, tier, n in hardware_nodes():
        nodes.append({
            "path": path,
            "tier": tier,
            "name": n.name,
            "release_year": n.release_year,
            "memory_capacity": legacy_quantity(n.memory.capacity, "bytes", "byte"),
            "memory_bandwidth": legacy_quantity(n.memory.bandwidth, "bytes_per_s", "byte / second"),
            "flash_capacity": legacy_quantity(n.memory.flash_capacity, "bytes", "byte"),
            "peak_flops": legacy_quantity(n.compute.peak_flops, "flop_per_s", "flop / second"),
            "precision_flops": {k: legacy_quantity(v, "flop_per_s", "flop / second")
                                for k, v in sorted(n.compute.precision_flops.items())},
            "tdp": legacy_quantity(n.tdp, "watts", "watt"),
            "unit_cost": legacy_quantity(n.unit_cost),
            "unit_cost_max": legacy_quantity(n.unit_cost_max),
            "accelerator_count": n.accelerator_count,
            "provenance": legacy_provenance(n.metadata),
        })
    by_tier = {}
    for n in nodes:
        by_tier[n["tier"]] = by_tier.get(n["tier"], 0) + 1
    aliases = hardware_aliases()
    return {
        "reference": {"package": "mlsysim", "version": REFERENCE["version"], "registry": "Hardware"},
        "counts": {
            "nodes": len(nodes),
            "by_tier": dict(sorted(by_tier.items())),
            "alias_paths": len(aliases),
            "with_flash_capacity": sum(1 for n in nodes if n["flash_capacity"] is not None),
            "with_tdp": sum(1 for n in nodes if n["tdp"] is not None),
            "with_unit_cost": sum(1 for n in nodes if n["unit_cost"] is not None),
        },
        "nodes": nodes,
        "aliases": aliases,
    }


LEGACY_PRECISIONS = ("fp32", "fp16", "int8", "int4")
MODEL_TEXT_FIELDS = ("name", "architecture")
MODEL_OWN_FIELDS = ("parameters", "model_size", "metadata")


def legacy_models() -> dict:
    out = []
    for cname, cat in registry_children(Models):
        for name, w in registry_children(cat):
            numeric, quantities, labels = {}, {}, {}
            for f in type(w).model_fields:
                if f in MODEL_OWN_FIELDS or f in MODEL_TEXT_FIELDS:
                    continue
                v = getattr(w, f)
                if v is None:
                    continue
                if isinstance(v, pint.Quantity):
                    quantities[f] = legacy_quantity(v)
                elif isinstance(v, bool):
                    raise TypeError(f"{cname}.{name}.{f}: a flag has no place in models.json")
                elif isinstance(v, (int, float)):
                    numeric[f] = plain(v)
                elif isinstance(v, str):
                    labels[f] = v
                else:
                    raise TypeError(f"{cname}.{name}.{f}: {type(v).__name__} has no place in models.json")
            entry = {
                "path": f"{cname}.{name}",
                "category": cname,
                "name": w.name,
                "class": type(w).__name__,
                "architecture": w.architecture,
                "parameters": None if w.parameters is None else plain(w.parameters.to("count").magnitude),
                "model_size": legacy_quantity(w.model_size, "bytes", "byte"),
                "size_in_bytes": {p: plain(w.size_in_bytes(p).to("byte").magnitude) for p in LEGACY_PRECISIONS},
                "numeric_fields": dict(sorted(numeric.items())),
                "quantity_fields": dict(sorted(quantities.items())),
                "provenance": legacy_provenance(w.metadata),
            }
            if labels:
                entry["labels"] = dict(sorted(labels.items()))
            out.append(entry)
    out.sort(key=lambda e: e["path"])
    by_class = {}
    for e in out:
        by_class[e["class"]] = by_class.get(e["class"], 0) + 1
    return {
        "reference": {"package": "mlsysim", "version": REFERENCE["version"], "registry": "Models"},
        "counts": {
            "workloads": len(out),
            "by_class": dict(sorted(by_class.items())),
            "with_parameters": sum(1 for e in out if e["parameters"] is not None),
            "with_model_size": sum(1 for e in out if e["model_size"] is not None),
        },
        "workloads": out,
    }


# ---------------------------------------------------------------------------------------------
# The unit audit: can our unit table read each unit the exported figures use, as the same
# quantity? The table is read from its Rust source; the reading below follows its parser
# (units joined by `/`, `·`, `*` or a space, powers `²`, `³`, `^n`, parentheses; each unit a row
# found by symbol or alias, or a whole-word alias of three letters or more in any case).
# ---------------------------------------------------------------------------------------------
TABLE_SOURCES = ("mlsysim-units/src/table.rs", "mlsysim-core/src/units/table.rs")
QUANTITY_SOURCES = ("mlsysim-units/src/quantity.rs", "mlsysim-core/src/quantity.rs")


# The unit system's names of its physical bases (`quantity.rs`, `BASES`), as `extra_dims`
# names them; `read_unit_table` sets TABLE_PHYSICAL_BASES to those it has, in its order.
BASE_NAMES = {"length": "length", "mass": "mass", "temperature difference": "temperature",
              "electric current": "current", "angle": "angle", "temperature": "temperature_reading",
              "luminous flux": "luminous_flux"}
TABLE_PHYSICAL_BASES: tuple = ()


def table_dims_text(d) -> str:
    """Base units of a dimension vector of the unit table (our six, then the physical ones)."""
    extra = {name: p for name, p in zip(TABLE_PHYSICAL_BASES, d[len(OUR_DIMS):]) if p}
    return base_unit_symbol(list(d[:len(OUR_DIMS)]), extra)


def first_existing(root: Path, candidates) -> Path:
    for c in candidates:
        if (root / c).is_file():
            return root / c
    raise FileNotFoundError(f"none of {candidates} under {root}")


def rust_number(text: str, consts: dict) -> float:
    expr = re.sub(r"(?<=\d)_(?=\d)", "", text.strip())
    if not re.fullmatch(r"[0-9eE.+\-*/() A-Z_]+", expr):
        raise ValueError(f"factor `{text}` is not a plain expression")
    return float(eval(expr, {"__builtins__": {}}, consts))  # digits, operators and constants only


def read_unit_table(root: Path):
    global TABLE_PHYSICAL_BASES
    qsrc = first_existing(root, QUANTITY_SOURCES).read_text(encoding="utf-8")
    bases = re.search(r"pub const BASES: [^=]+= \[(.*?)\];", qsrc, re.DOTALL)
    names = re.findall(r'\("([^"]+)", "[^"]*"\)', bases.group(1))
    if names[:len(OUR_DIMS)] != ["time", "data", "floating-point work", "energy", "emissions", "money"]:
        raise ValueError(f"the unit system's first bases are not ours: {names}")
    TABLE_PHYSICAL_BASES = tuple(BASE_NAMES[n] for n in names[len(OUR_DIMS):])
    dims = {}
    for m in re.finditer(r"^\s*\w+::(\w+),\s*\"[^\"]*\",\s*\[([^\]]*)\]", qsrc, re.MULTILINE):
        powers = []
        for t in m.group(2).split(","):
            t = t.strip()
            powers.append({"Z": 0, "P": 1, "N": -1}[t[0]] * int(t[1:]) if t[0] != "Z" else 0)
        dims[m.group(1)] = powers
    tpath = first_existing(root, TABLE_SOURCES)
    tsrc = tpath.read_text(encoding="utf-8")
    consts = {"PI": math.pi, "TAU": math.tau}
    for m in re.finditer(r"^(?:pub )?const (\w+): f64 = ([^;]+);", tsrc, re.MULTILINE):
        if m.group(1) not in consts:
            consts[m.group(1)] = rust_number(m.group(2), consts)
    body = tsrc[tsrc.index("unit_table! {\n"):]
    rows = []
    row_re = re.compile(r'^\s*([A-Z0-9_]+):\s*(\w+)\s*=\s*(.+?),\s*"([^"]*)",\s*\[([^\]]*)\],\s*"([^"]*)",\s*(\w+)'
                        r'(?:,\s*example)?;', re.MULTILINE)
    for m in row_re.finditer(body):
        name, qty, factor, symbol, aliases, pint_name, role = m.groups()
        if qty not in dims:
            raise ValueError(f"unit {name}: quantity {qty} not in {QUANTITY_SOURCES}")
        rows.append({"name": name, "quantity": qty, "dim": dims[qty], "factor": rust_number(factor, consts),
                     "symbol": symbol, "aliases": re.findall(r'"([^"]*)"', aliases), "pint": pint_name,
                     "role": role})
    declared = len(re.findall(r"^\s*[A-Z0-9_]+:\s*\w+\s*=", body, re.MULTILINE))
    if len(rows) < 50 or len(rows) != declared:
        raise ValueError(f"read {len(rows)} rows of the {declared} in {tpath}")
    return rows, tpath.relative_to(root).as_posix()


class TableReader:
    def __init__(self, rows):
        self.rows = rows
        self.atoms = [r for r in rows if not any(c in r["symbol"] for c in "/·(")]

    def row(self, name):
        for r in self.rows:
            atom = r in self.atoms or name in r["aliases"]
            if atom and (r["symbol"] == name or name in r["aliases"]):
                return r
        if len(name) >= 3 and name.isascii() and name.isalpha():
            for r in self.atoms:
                if any(len(a) >= 3 and a.lower() == name.lower() for a in r["aliases"]):
                    return r
        return None

    def tokens(self, text):
        out, i = [], 0
        text = text.strip().replace(" per ", "/")
        if text.startswith("per "):
            text = "1/" + text[4:]
        if text.startswith("/"):
            text = "1" + text
        while i < len(text):
            c = text[i]
            if c == " ":
                i += 1
                if out and out[-1][0] in ("unit", "close", "pow") and i < len(text) and (text[i].isalnum() or text[i] == "("):
                    out.append(("times", None))
            elif c in "·*×":
                out.append(("times", None)); i += 1
            elif c == "/":
                out.append(("over", None)); i += 1
            elif c == "(":
                out.append(("open", None)); i += 1
            elif c == ")":
                out.append(("close", None)); i += 1
            elif c in "²³":
                out.append(("pow", 2 if c == "²" else 3)); i += 1
            elif c == "^":
                j = i + 1
                if j < len(text) and text[j] == "-":
                    j += 1
                while j < len(text) and text[j].isdigit():
                    j += 1
                out.append(("pow", int(text[i + 1:j]))); i = j
            elif c.isdigit():
                j = i
                while j < len(text) and (text[j].isdigit() or text[j] == "."):
                    j += 1
                out.append(("num", float(text[i:j]))); i = j
            else:
                j = i
                while j < len(text) and text[j] not in " ·*×/()²³^":
                    j += 1
                out.append(("unit", text[i:j])); i = j
        return out

    def alternatives(self, name):
        """Every row a unit name may mean: its first row, and any other row that has the name as
        an alias (`kg` is CO2e without context, a mass where a mass is expected)."""
        first = self.row(name)
        if first is None:
            return []
        others = [r for r in self.rows if r is not first and name in r["aliases"]]
        return [first] + others

    def read(self, text, expected=None):
        """(dim, factor) of a unit expression, or raises ValueError naming the unknown unit. A
        name several rows share is read as the one that gives the `expected` dimensions, as the
        parser reads it where an input expects them."""
        toks = self.tokens(text)
        pos = 0
        zero = [0] * len(self.rows[0]["dim"])

        def atom():
            nonlocal pos
            kind, v = toks[pos]
            pos += 1
            if kind == "open":
                out = product()
                if toks[pos][0] != "close":
                    raise ValueError("unclosed parenthesis")
                pos += 1
                return out
            if kind == "num":
                return [(zero, v)]
            if kind == "unit":
                rows = self.alternatives(v)
                if not rows:
                    raise ValueError(f"`{v}` is not in the table")
                return [(list(r["dim"]), r["factor"]) for r in rows]
            raise ValueError(f"`{text}` is not a unit expression")

        def power():
            nonlocal pos
            out = atom()
            if pos < len(toks) and toks[pos][0] == "pow":
                p = toks[pos][1]
                pos += 1
                return [([x * p for x in d], f ** p) for d, f in out]
            return out

        def product():
            nonlocal pos
            out = power()
            while pos < len(toks) and toks[pos][0] in ("times", "over"):
                divide = toks[pos][0] == "over"
                pos += 1
                right = power()
                out = [([a - b if divide else a + b for a, b in zip(d, d2)], f / f2 if divide else f * f2)
                       for d, f in out for d2, f2 in right]
            return out

        readings = product()
        if pos != len(toks):
            raise ValueError(f"`{text}` is not a unit expression")
        for d, f in readings:
            if expected is not None and list(d) == list(expected):
                return d, f
        return readings[0]


def unit_audit(files, root: Path):
    rows, table_path = read_unit_table(root)
    reader = TableReader(rows)
    merged = {}
    for rf in files:
        for key, u in rf.walker.units.items():
            m = merged.setdefault(key, {"units": u["units"], "reading": u["reading"], "where": u["where"],
                                        "count": 0, "registries": set()})
            m["count"] += u["count"]
            m["registries"].add(rf.path)
    out = []
    for (unit, dim, extra), m in sorted(merged.items(), key=lambda kv: (kv[0][0].lower(), kv[0])):
        reading = m["reading"]
        _, _, target = our_dims(m["units"], m["where"])
        factor = ureg.Quantity(1, m["units"]).to(target).magnitude
        row = {"unit": unit, "dimensionality": reading["dimensionality"], "base_unit": reading["base_unit"],
               "dim": list(dim), "extra_dims": dict(extra), "factor": float(factor), "count": m["count"],
               "registries": sorted(m["registries"]), "example": m["where"]}
        lacking = [name for name, _ in extra if name not in TABLE_PHYSICAL_BASES]
        want = list(dim) + [dict(extra).get(name, 0) for name in TABLE_PHYSICAL_BASES]
        if lacking:
            row["status"] = "missing dimension"
            row["note"] = "we have no " + ", ".join(lacking)
        else:
            try:
                d, f = reader.read(unit, want) if unit else ([0] * len(want), 1.0)
            except (ValueError, IndexError) as e:
                row["status"] = "missing unit"
                row["note"] = str(e)
            else:
                if list(d) != want:
                    row["status"] = "read as another quantity"
                    row["note"] = f"the table reads it as {table_dims_text(d) or 'a plain number'}"
                elif not math.isclose(f, factor, rel_tol=1e-12):
                    row["status"] = "wrong factor"
                    row["note"] = f"the table's factor is {f!r}, the reference's {factor!r}"
                else:
                    row["status"] = "ok"
        out.append(row)
    return out, table_path


# ---------------------------------------------------------------------------------------------
# Checks on what is about to be written: every link names an entry that is exported, and every
# `same_as` names a field that is exported with the same value.
# ---------------------------------------------------------------------------------------------
HARDWARE_LEGACY_FIELDS = {"name": "name", "release_year": "release_year", "tdp": "tdp",
                          "unit_cost": "unit_cost", "unit_cost_max": "unit_cost_max",
                          "accelerator_count": "accelerator_count",
                          "memory.capacity": "memory_capacity", "memory.bandwidth": "memory_bandwidth",
                          "memory.flash_capacity": "flash_capacity", "compute.peak_flops": "peak_flops"}


def navigate(entry: dict, field: str):
    """The exported value at `field` (`a.b[2].c`) of an entry, or KeyError."""
    node = {"object": {"fields": entry["fields"]}} if "fields" in entry else entry["value"]
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", field):
        if part.startswith("["):
            node = node["list"][int(part[1:-1])]
        elif "object" in node:
            node = node["object"]["fields"][part]
        elif "map" in node:
            node = node["map"][part]
        else:
            raise KeyError(part)
    return node


def verify(files, hardware: dict, models: dict) -> list[str]:
    problems = []
    entries = {}
    for rf in files:
        for e in rf.entries:
            if e["path"] in entries and rf.path != "Hardware":
                problems.append(f"{e['path']}: exported twice")
            entries.setdefault(e["path"], e)
    hw = {f"Hardware.{n['path']}": n for n in hardware["nodes"]}
    hw_alias = {f"Hardware.{a['path']}" for a in hardware["aliases"]}
    md = {f"Models.{w['path']}": w for w in models["workloads"]}
    known = set(entries) | set(hw) | hw_alias | set(md)
    for rf in files:
        for where, target in rf.walker.links:
            if target not in known:
                problems.append(f"{where}: link to {target} resolves to no exported entry")
        for a in rf.aliases:
            if a["alias_of"] not in known and a["alias_of"] not in rf.groups:
                problems.append(f"{a['path']}: alias of {a['alias_of']}, which is not exported")

    def value_at(where_entry, field):
        if where_entry in md:
            w = md[where_entry]
            if field == "parameters":
                return {"magnitude": w["parameters"]}
            q = w["quantity_fields"].get(field) or w["numeric_fields"].get(field)
            if q is None:
                raise KeyError(field)
            return q if isinstance(q, dict) else {"magnitude": q}
        if where_entry in hw and (field in HARDWARE_LEGACY_FIELDS or field.startswith("compute.precision_flops.")):
            n = hw[where_entry]
            if field.startswith("compute.precision_flops."):
                return n["precision_flops"][field.split(".", 2)[2]]
            return n[HARDWARE_LEGACY_FIELDS[field]]
        return navigate(entries[where_entry], field) if field else entries[where_entry]["value"]

    def check_same(node, where):
        if isinstance(node, dict):
            if set(node) == {"link"} and node["link"] not in known:
                problems.append(f"{where}: link to {node['link']} resolves to no exported entry")
            if "same_as" in node and "magnitude" in node:
                target = node["same_as"]
                try:
                    other = value_at(target["link"], target.get("field", ""))
                except KeyError as e:
                    problems.append(f"{where}: same_as {target} does not resolve ({e})")
                else:
                    if other is None or other.get("magnitude") != node["magnitude"] or (
                            "unit" in other and other["unit"] != node["unit"]):
                        problems.append(f"{where}: same_as {target} holds {other}, not {node['magnitude']}")
            for k, v in node.items():
                check_same(v, f"{where}.{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                check_same(v, f"{where}[{i}]")

    for path, e in entries.items():
        check_same(e, path)
        if e.get("same_as") and "link" in e["same_as"] and "field" not in e["same_as"]:
            t = e["same_as"]["link"]
            if t not in known:
                problems.append(f"{path}: same_as {t} is not exported")
        if e.get("kind") == "figure" and "same_as" in e:
            t = e["same_as"]
            try:
                other = value_at(t["link"], t.get("field", ""))
            except KeyError as err:
                problems.append(f"{path}: same_as {t} does not resolve ({err})")
            else:
                if other.get("magnitude") != e["value"].get("magnitude"):
                    problems.append(f"{path}: same_as {t} holds another value")
    return problems


# ---------------------------------------------------------------------------------------------
# Reports.
# ---------------------------------------------------------------------------------------------
def coverage_rows(files):
    rows = []
    for rf in files:
        exported = {e["path"] for e in rf.entries}
        missing = [p for p in rf.reference_entries if p not in exported]
        rows.append({
            "registry": rf.path, "file": f"{rf.path}.json" if rf.path != "Hardware" else "Hardware.extension.json",
            "reference_entries": len(rf.reference_entries), "exported": len(rf.reference_entries) - len(missing),
            "missing": missing, "aliases": len(rf.reference_aliases), "groups": len(rf.groups),
            "reference_figures": rf.reference_figures, "figures": rf.walker.figures,
            "left_out": rf.left_out, "stated": len(rf.walker.stated), "plain": len(rf.walker.plain),
        })
    return rows


def pct(a, b):
    return 100.0 if b == 0 else 100.0 * a / b


def coverage_markdown(files, rows, audit, table_path) -> str:
    L = ["# Coverage of the reference's registries", "",
         f"Written by `{EXPORTER}` from mlsysim {REFERENCE['version']}; do not edit by hand.", "",
         "An *entry* is a named attribute of a registry (a record such as a fleet, or a figure); a "
         "*figure* is a number stored in an entry (a record's numeric fields, a figure's value, the "
         "numbers in its maps and lists). Figures of another entry reached by a link are counted "
         "there, once. Alias paths (a group or an entry the reference names twice) are listed, not "
         "counted as entries. Both counts are taken by walking the reference separately from the "
         "export.", "",
         "| registry | file | entries (reference) | exported | % | figures (reference) | exported | aliases | unit from name | plain numbers |",
         "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        L.append(f"| `{r['registry']}` | `{r['file']}` | {r['reference_entries']} | {r['exported']} | "
                 f"{pct(r['exported'], r['reference_entries']):.1f} | {r['reference_figures']} | {r['figures']} | "
                 f"{r['aliases']} | {r['stated']} | {r['plain']} |")
    L.append("")
    L.append("Over the namespaces issue 22 measures (Systems, Infrastructure, Datasets, Ops, "
             "ReferenceStats, Literature):")
    L.append("")
    L.append("| namespace | entries (reference) | exported | % | figures (reference) | exported | % |")
    L.append("|---|---:|---:|---:|---:|---:|---:|")
    tot = [0, 0, 0, 0]
    for ns in COVERAGE_NAMESPACES:
        sel = [r for r in rows if r["registry"] == ns or r["registry"].startswith(ns + ".")]
        a = sum(r["reference_entries"] for r in sel); b = sum(r["exported"] for r in sel)
        c = sum(r["reference_figures"] for r in sel); d = sum(r["figures"] for r in sel)
        tot = [tot[0] + a, tot[1] + b, tot[2] + c, tot[3] + d]
        L.append(f"| {ns} | {a} | {b} | {pct(b, a):.1f} | {c} | {d} | {pct(d, c):.1f} |")
    L.append(f"| **all six** | {tot[0]} | {tot[1]} | {pct(tot[1], tot[0]):.1f} | {tot[2]} | {tot[3]} | {pct(tot[3], tot[2]):.1f} |")
    L.append("")
    L.append("## Left out")
    L.append("")
    any_left = False
    for r in rows:
        for p in r["missing"]:
            L.append(f"- `{p}`: not exported (no reason recorded: a bug of the exporter)")
            any_left = True
        for p, why in r["left_out"]:
            L.append(f"- `{p}`: {why}")
            any_left = True
    if not any_left:
        L.append("Nothing.")
    L.append("")
    L.append("Not exported by policy, everywhere: entry descriptions (`metadata.description`), "
             "provenance notes and docstrings, which are prose. Kept: each entry's provenance "
             "kind, id, url, verified date and source label (`ref`), and a figure's label (`name`).")
    L.append("")
    L.append("## Aliases")
    L.append("")
    for rf in files:
        for a in rf.aliases:
            L.append(f"- `{a['path']}` is `{a['alias_of']}`")
    L.append("")
    L.append("## Plain numbers whose name states a unit")
    L.append("")
    L.append("The reference stores these as plain numbers; `stated_unit` reads the unit its name states.")
    L.append("")
    L.append("| figure | value | stated unit | in base units | evidence |")
    L.append("|---|---:|---|---|---|")
    for rf in files:
        for where, st in rf.walker.stated:
            L.append(f"| `{where}` | {json.dumps(base_of_stated(rf, where))} | `{st['unit']}` | {st['base_unit'] or '1'} | {st['from']} |")
    L.append("")
    L.append("## Plain numbers")
    L.append("")
    L.append("Stored by the reference as plain numbers without a unit in their name: counts, shares, "
             "ratios, or a unit the reference states only in prose (to be declared on the Rust side).")
    L.append("")
    for rf in files:
        if not rf.walker.plain:
            continue
        L.append(f"- `{rf.path}` ({len(rf.walker.plain)}): " + ", ".join(
            f"`{w[len(rf.path) + 1:]}` {json.dumps(m)}" for w, m in rf.walker.plain))
    L.append("")
    L.append(f"## Unit audit (against `{table_path}`)")
    L.append("")
    L.append(audit_markdown(audit))
    return "\n".join(L) + "\n"


def base_of_stated(rf, where):
    return next(m for w, m in rf.walker.plain_stated if w == where)


def audit_markdown(audit) -> str:
    L = ["| unit | dimensionality (pint) | base unit (ours) | uses | status | note |",
         "|---|---|---|---:|---|---|"]
    for a in audit:
        L.append(f"| `{a['unit'] or '(none)'}` | {a['dimensionality']} | `{a['base_unit'] or '1'}` | "
                 f"{a['count']} | {a['status']} | {a.get('note', '')} |")
    return "\n".join(L)


AUDIT_BEGIN = "<!-- unit-audit:begin (written by export_registries.py) -->"
AUDIT_END = "<!-- unit-audit:end -->"


def readme_with_audit(readme: str, audit, table_path) -> str:
    if AUDIT_BEGIN not in readme or AUDIT_END not in readme:
        raise ValueError("the data README lacks the unit-audit markers")
    bad = [a for a in audit if a["status"] != "ok"]
    body = [AUDIT_BEGIN, "",
            f"{len(audit)} distinct units appear in the exported figures (stated units included); "
            f"{len(audit) - len(bad)} read correctly with `{table_path}`, {len(bad)} do not:", "",
            "| unit | dimensionality (pint) | base unit | uses | status | what is missing |",
            "|---|---|---|---:|---|---|"]
    for a in bad:
        body.append(f"| `{a['unit']}` | {a['dimensionality']} | `{a['base_unit'] or '1'}` | {a['count']} | "
                    f"{a['status']} | {a.get('note', '')} (e.g. `{a['example']}`) |")
    body += ["", "The full list, with the units that read correctly, is in COVERAGE.md.", "", AUDIT_END]
    head, rest = readme.split(AUDIT_BEGIN, 1)
    _, tail = rest.split(AUDIT_END, 1)
    return head + "\n".join(body) + tail


def dumps(doc) -> str:
    """JSON with sorted keys and two-space indents; a list of plain numbers stays on one line."""
    out = []

    def emit(x, indent):
        pad = "  " * indent
        if isinstance(x, dict):
            if not x:
                out.append("{}")
                return
            out.append("{\n")
            for i, k in enumerate(sorted(x)):
                out.append(f"{pad}  {json.dumps(k, ensure_ascii=False)}: ")
                emit(x[k], indent + 1)
                out.append(",\n" if i < len(x) - 1 else "\n")
            out.append(pad + "}")
        elif isinstance(x, list):
            if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in x):
                out.append(json.dumps(x, allow_nan=False))
                return
            out.append("[\n")
            for i, v in enumerate(x):
                out.append(pad + "  ")
                emit(v, indent + 1)
                out.append(",\n" if i < len(x) - 1 else "\n")
            out.append(pad + "]")
        else:
            out.append(json.dumps(x, ensure_ascii=False, allow_nan=False))

    emit(doc, 0)
    text = "".join(out) + "\n"
    if json.loads(text) != json.loads(json.dumps(doc, allow_nan=False)):
        raise AssertionError("the writer changed the document")
    return text


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="data folder (default: %(default)s)")
    ap.add_argument("--check", action="store_true", help="compare with the files in --out; write nothing")
    args = ap.parse_args(argv)

    files = export_all()
    files.append(export_hardware_extension())
    hardware, models = legacy_hardware(), legacy_models()
    problems = verify(files, hardware, models)
    if problems:
        for p in problems:
            print("error:", p, file=sys.stderr)
        return 1
    audit, table_path = unit_audit(files, ROOT)
    rows = coverage_rows(files)

    outputs = {}
    for rf in files:
        name = "Hardware.extension.json" if rf.path == "Hardware" else f"{rf.path}.json"
        doc = rf.document()
        if rf.path == "Hardware":
            doc["extends"] = "hardware.json"
        outputs[name] = dumps(doc)
    # hardware.json and models.json keep the format the registry crate reads today
    outputs["hardware.json"] = json.dumps(hardware, indent=2) + "\n"
    outputs["models.json"] = json.dumps(models, indent=2) + "\n"
    outputs["COVERAGE.md"] = coverage_markdown(files, rows, audit, table_path)
    readme_path = args.out / "README.md"
    outputs["README.md"] = readme_with_audit(readme_path.read_text(encoding="utf-8"), audit, table_path)

    report(rows, audit)
    if args.check:
        stale = [n for n, text in outputs.items()
                 if not (args.out / n).is_file() or (args.out / n).read_text(encoding="utf-8") != text]
        for n in stale:
            print(f"stale: {args.out / n}", file=sys.stderr)
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for n, text in sorted(outputs.items()):
        (args.out / n).write_text(text, encoding="utf-8")
    print(f"wrote {len(outputs)} files to {args.out}")
    return 0


def report(rows, audit):
    print(f"{'registry':34} {'entries':>9} {'%':>6} {'figures':>9} {'%':>6}")
    for r in rows:
        print(f"{r['registry']:34} {r['exported']:>4}/{r['reference_entries']:<4} "
              f"{pct(r['exported'], r['reference_entries']):6.1f} {r['figures']:>4}/{r['reference_figures']:<4} "
              f"{pct(r['figures'], r['reference_figures']):6.1f}")
        for p in r["missing"]:
            print(f"    missing {p}")
    sel = [r for r in rows if r["registry"].split(".")[0] in COVERAGE_NAMESPACES]
    a = sum(r["reference_entries"] for r in sel); b = sum(r["exported"] for r in sel)
    print(f"issue-22 namespaces: {b}/{a} entries ({pct(b, a):.1f}%)")
    bad = [x for x in audit if x["status"] != "ok"]
    print(f"units: {len(audit)} distinct, {len(bad)} the unit table cannot read as the same quantity:")
    for x in bad:
        print(f"    {x['unit']!r:24} {x['status']:26} {x.get('note', '')}")


if __name__ == "__main__":
    sys.exit(main())
