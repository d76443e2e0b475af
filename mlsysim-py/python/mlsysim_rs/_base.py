"""The classes every scenario, registry entry, explanation and sweep is an instance of. A
scenario holds a native handle; everything it reads, checks, computes and writes is done by the
same Rust code as the command line."""

from typing import Any, Dict, Iterator, List, Optional

from . import _native
from .errors import UnknownNameError

__all__ = ["Scenario", "Entry", "Registry", "Explanation", "Sweep"]

#: Scenario classes by name, filled in as the catalog's classes are made.
_classes: Dict[str, type] = {}


def _wrap(handle: Any) -> "Scenario":
    cls = _classes.get(handle.scenario, Scenario)
    obj = object.__new__(cls)
    object.__setattr__(obj, "_h", handle)
    return obj


def _value(v: Any) -> Any:
    """A value from the native module, with held scenarios as instances of their classes."""
    if isinstance(v, _native.Handle):
        return _wrap(v)
    return v


class Scenario:
    """A scenario of the catalog: build it with keyword inputs (``ReleaseFootprint(model=...,
    device="Cloud.H100")``) or take a preset (``Scenarios.DlrmReleaseFootprintH100``); read its
    inputs and properties as attributes and call its methods. A value is immutable:
    :meth:`with_inputs` gives a changed copy, checked again."""

    __slots__ = ("_h",)
    #: The scenario's description from the catalog.
    _info: Dict[str, Any] = {}

    def __init__(self, **inputs: Any) -> None:
        object.__setattr__(self, "_h", _native.build(type(self).__name__, inputs))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(
            f"a scenario is immutable: use with_inputs({name}=...) for a copy with `{name}` changed"
        )

    def _get(self, name: str) -> Any:
        return _value(self._h.get(name))

    @property
    def preset(self) -> Optional[str]:
        """The preset it was built from, if any (kept through :meth:`with_inputs`)."""
        return self._h.preset

    @property
    def inputs(self) -> Dict[str, Any]:
        """Every input by name, as the scenario holds it (defaults filled in)."""
        return {i["name"]: self._get(i["name"]) for i in self._info.get("inputs", [])}

    def with_inputs(self, **changes: Any) -> "Scenario":
        """A copy with some inputs changed by name, validated again."""
        return _wrap(self._h.with_inputs(changes))

    def report(self) -> Dict[str, Any]:
        """Every input, property and sampled method call: ``{"scenario", "preset", "inputs",
        "properties", "calls"}``. A value that could not be computed is an ``EvalError`` in its
        place; each call is ``{"method", "args", "value"}``."""
        return self._h.report()

    def explain(self, member: Optional[str] = None, *args: Any, **kwargs: Any) -> "Explanation":
        """How ``member``'s value came about, step by step with the values put in, down to the
        inputs and where each came from; a method's arguments follow its name
        (``explain("free_after", copies=4)``). Without a member: every property's worked
        solution."""
        if member is None:
            if args or kwargs:
                raise TypeError("explain() takes arguments only after a method's name")
            return Explanation(*self._h.explain(None, None))
        if not isinstance(member, str):
            member = getattr(member, "__name__", member)
        method = type(self)._methods.get(member) if hasattr(type(self), "_methods") else None
        if method is None:
            if args or kwargs:
                if any(p["name"] == member for p in self._info.get("properties", [])):
                    raise TypeError(f"`{member}` is a property: it takes no arguments")
            values = None
        else:
            values = method._bind(self, args, kwargs)
        return Explanation(*self._h.explain(member, values))

    def sweep(self, over: str, values: Any, **args: Any) -> "Sweep":
        """One input or method argument varied over ``values``, every other value held. Over an
        input, each row has every property, and every method whose arguments ``args`` all give;
        over a method argument, every method taking it whose other arguments ``args`` give."""
        columns, rows = self._h.sweep(over, list(values), args)
        return Sweep(over, columns, [dict([(over, v)] + list(zip(columns, cells))) for v, cells in rows])

    def _mlsysim_input_(self) -> Any:
        return self._h.as_input()

    def __repr__(self) -> str:
        if self._h.unchanged_preset:
            return f"<{type(self).__name__} preset {self._h.preset}>"
        return f"<{self._h.summary()}>"

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()))


class Entry:
    """An entry of a registry (``Hardware.Cloud.H100``): its fields as attributes, in the units
    the registry states them; given as an input, it names itself by path."""

    __slots__ = ("path", "registry", "target", "_fields")

    def __init__(self, registry: str, path: str, target: str, fields: Dict[str, Any]) -> None:
        object.__setattr__(self, "registry", registry)
        object.__setattr__(self, "path", path)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "_fields", fields)

    def __getattr__(self, name: str) -> Any:
        fields = object.__getattribute__(self, "_fields")
        if name in fields:
            return fields[name]
        raise AttributeError(
            f"`{self.registry}.{self.path}` has no field `{name}`; its fields are {', '.join(fields)}"
        )

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a registry entry is read-only")

    def fields(self) -> Dict[str, Any]:
        """Every field by name."""
        return dict(self._fields)

    def _mlsysim_input_(self) -> str:
        return self.path

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Entry) and (self.registry, self.target) == (other.registry, other.target)

    def __hash__(self) -> int:
        return hash((self.registry, self.target))

    def __repr__(self) -> str:
        name = self._fields.get("name")
        return f"<{self.registry}.{self.path}{': ' + name if name else ''}>"

    def __dir__(self) -> List[str]:
        return sorted(set(list(self._fields) + ["path", "registry", "target", "fields"]))


class Registry:
    """A registry, or a group of its entries (``Hardware``, ``Hardware.Cloud``): entries and
    groups as attributes, entries by path or short name as keys (``Hardware["h100"]``)."""

    __slots__ = ("_name", "_kind", "_prefix", "_children")

    def __init__(self, name: str, kind: str, prefix: str, children: Dict[str, Any]) -> None:
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_kind", kind)
        object.__setattr__(self, "_prefix", prefix)
        object.__setattr__(self, "_children", children)

    def __getattr__(self, name: str) -> Any:
        children = object.__getattribute__(self, "_children")
        if name in children:
            return children[name]
        if name.startswith("__"):
            raise AttributeError(name)
        path = f"{self._prefix}.{name}" if self._prefix else name
        try:
            _native.find_entry(self._name, path)
        except UnknownNameError as e:
            raise AttributeError(str(e)) from None
        raise AttributeError(f"`{self._name}.{path}` is not a group or entry at this level")

    def __getitem__(self, name: str) -> "Entry":
        from .registries import _entry

        path = name if not self._prefix or "." in name else f"{self._prefix}.{name}"
        return _entry(_native.find_entry(self._name, path))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a registry is read-only")

    def __iter__(self) -> Iterator["Entry"]:
        """Every entry under this group, at any depth (aliases included)."""
        for child in self._children.values():
            if isinstance(child, Registry):
                yield from child
            else:
                yield child

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __dir__(self) -> List[str]:
        return sorted(self._children)

    def __repr__(self) -> str:
        where = f"{self._name}.{self._prefix}" if self._prefix else self._name
        return f"<{where}: {', '.join(self._children)}>"


class Explanation:
    """A worked solution: ``text`` as the command line writes it, ``markdown`` (a notebook
    shows it), and ``tree``, the steps as dicts (``{"name", "kind", "equation", "values",
    "value" or "error", "source", "steps"}``; a list of them for a whole worked solution)."""

    __slots__ = ("text", "markdown", "tree")

    def __init__(self, text: str, markdown: str, tree: Any) -> None:
        self.text = text
        self.markdown = markdown
        self.tree = tree

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text.rstrip("\n")

    def _repr_markdown_(self) -> str:
        return self.markdown


class Sweep(list):
    """The rows of a sweep, each a dict from the swept name and every column to its value (an
    ``EvalError`` where a value could not be computed)."""

    def __init__(self, over: str, columns: List[str], rows: List[Dict[str, Any]]) -> None:
        super().__init__(rows)
        self.over = over
        self.columns = list(columns)

    def to_pandas(self, magnitudes: bool = False) -> Any:
        """The rows as a pandas DataFrame, indexed by the swept value; needs pandas. With
        ``magnitudes=True`` a column of quantities becomes numbers in its first row's unit,
        the unit in the column's name (``copy_bytes [GB]``)."""
        import pandas

        from ._native import Quantity

        data: Dict[str, List[Any]] = {}
        for column in self.columns:
            cells = [row[column] for row in self]
            if magnitudes:
                unit = next((c.units for c in cells if isinstance(c, Quantity)), None)
                if unit is not None and all(isinstance(c, Quantity) for c in cells):
                    data[f"{column} [{unit}]"] = [c.to(unit).magnitude for c in cells]
                    continue
            data[column] = cells
        index = pandas.Index([row[self.over] for row in self], name=self.over)
        return pandas.DataFrame(data, index=index)
