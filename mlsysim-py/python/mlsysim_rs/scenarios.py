"""Every scenario of the catalog as a class, made from the catalog's own description when the
package is imported, and every preset in ``Scenarios`` (also ``presets``)."""

import inspect
from typing import Any, Dict, Iterator, List

from . import _native
from ._base import Scenario, _classes, _wrap
from .errors import UnknownNameError


class _Declared:
    """An input's declared default, shown in signatures as the declaration writes it."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return f"<default {self.text}>"


def _property(name: str, doc: str) -> property:
    def get(self: Scenario) -> Any:
        return self._get(name)

    get.__name__ = name
    return property(get, doc=doc)


def _member_doc(m: Dict[str, Any]) -> str:
    unit = f" In {m['unit']}." if m["unit"] else ""
    equation = " ".join(m["equation"].split())
    return f"{m['doc']}{unit}\n\n= {equation}"


def _method(cls_name: str, m: Dict[str, Any]) -> Any:
    name = m["name"]
    params = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    params += [
        inspect.Parameter(a, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=t)
        for a, t in m["args"]
    ]
    signature = inspect.Signature(params, return_annotation=m["returns"])
    arg_names = [a for a, _ in m["args"]]

    def bind(self: Scenario, args: Any, kwargs: Any) -> List[Any]:
        try:
            bound = signature.bind(self, *args, **kwargs)
        except TypeError as e:
            raise TypeError(f"{name}(): {e}") from None
        return [bound.arguments[a] for a in arg_names]

    def method(self: Scenario, *args: Any, **kwargs: Any) -> Any:
        return self._h.call(name, bind(self, args, kwargs))

    method.__name__ = name
    method.__qualname__ = f"{cls_name}.{name}"
    method.__doc__ = _member_doc(m)
    method.__signature__ = signature  # type: ignore[attr-defined]
    method._bind = bind  # type: ignore[attr-defined]
    return method


def _init(cls_name: str, info: Dict[str, Any]) -> Any:
    params = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    for i in info["inputs"]:
        if i["optional"]:
            default: Any = None
        elif i["default"] is not None:
            default = _Declared(i["default"])
        else:
            default = inspect.Parameter.empty
        params.append(
            inspect.Parameter(
                i["name"], inspect.Parameter.KEYWORD_ONLY, default=default, annotation=i["accepts"]
            )
        )
    signature = inspect.Signature(params, return_annotation=None)

    def __init__(self: Scenario, **inputs: Any) -> None:
        object.__setattr__(self, "_h", _native.build(cls_name, inputs))

    __init__.__qualname__ = f"{cls_name}.__init__"
    __init__.__signature__ = signature  # type: ignore[attr-defined]
    lines = [f"{i['name']}: {i['doc']}" + (f" [{i['unit']}]" if i["unit"] else "") for i in info["inputs"]]
    __init__.__doc__ = "Builds the scenario from keyword inputs:\n\n" + "\n".join(lines)
    return __init__


#: Names every scenario class has from ``Scenario``; no input or member may take one.
_RESERVED = {n for n in dir(Scenario)} | {"_methods"}


def _make(info: Dict[str, Any]) -> type:
    name = info["name"]
    namespace: Dict[str, Any] = {
        "__slots__": (),
        "__module__": __name__,
        "__doc__": (info["summary"] + ("\n\n" + info["description"] if info["description"] else "")),
        "__init__": _init(name, info),
        "_info": info,
    }
    methods = {}
    for i in info["inputs"]:
        unit = f" Given in {i['unit']}." if i["unit"] else ""
        namespace[i["name"]] = _property(i["name"], f"Input: {i['doc']}{unit}")
    for p in info["properties"]:
        namespace[p["name"]] = _property(p["name"], _member_doc(p))
    for m in info["methods"]:
        methods[m["name"]] = namespace[m["name"]] = _method(name, m)
    clash = _RESERVED & ({i["name"] for i in info["inputs"]} | {p["name"] for p in info["properties"]} | set(methods))
    if clash:
        raise RuntimeError(f"{name} has members named like Scenario's own: {sorted(clash)}")
    namespace["_methods"] = methods
    cls = type(name, (Scenario,), namespace)
    _classes[name] = cls
    return cls


for _info in _native.catalog_info():
    globals()[_info["name"]] = _make(_info)


class _Presets:
    """Every preset by name, as an attribute (``Scenarios.DlrmReleaseFootprintH100``) or a key
    (``presets["dlrm-release-footprint-h100"]``, case and separators ignored); each a scenario
    built with the preset's inputs, made once."""

    __slots__ = ("_names", "_made")

    def __init__(self) -> None:
        self._names = [name for name, _, _ in _native.preset_info()]
        self._made: Dict[str, Scenario] = {}

    def __getitem__(self, name: str) -> Scenario:
        if not isinstance(name, str):
            raise TypeError(f"a preset is named by text, not {type(name).__name__}")
        canonical = _native.preset_name(name)
        made = self._made.get(canonical)
        if made is None:
            made = self._made.setdefault(canonical, _wrap(_native.preset(canonical)))
        return made

    def __getattr__(self, name: str) -> Scenario:
        if name.startswith("__"):
            raise AttributeError(name)
        try:
            return self[name]
        except UnknownNameError as e:
            raise AttributeError(str(e)) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        try:
            _native.preset_name(name)
        except UnknownNameError:
            return False
        return True

    def __dir__(self) -> List[str]:
        return list(self._names)

    def _ipython_key_completions_(self) -> List[str]:
        return list(self._names)

    def __repr__(self) -> str:
        return f"<{len(self._names)} presets: Scenarios.NAME or presets['NAME']>"


def preset(name: str) -> Scenario:
    """A preset by name, built afresh (``Scenarios`` keeps one of each)."""
    return _wrap(_native.preset(name))


Scenarios = presets = _Presets()

__all__ = [i["name"] for i in _native.catalog_info()] + ["Scenarios", "presets"]
