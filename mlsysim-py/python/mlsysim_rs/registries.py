"""The registries as attribute trees with the reference's paths: ``Hardware.Cloud.H100``,
``Models.Recommendation.DLRM``. Built once from the registry tables of the native module; a
registry added there appears here with no other change."""

from typing import Any, Dict

from . import _native
from ._base import Entry, Registry

#: Every entry by path, across registries (an alias path names its entry too).
_by_path: Dict[str, Entry] = {}
#: Every registry by name.
by_name: Dict[str, Registry] = {}


def _build() -> None:
    # Entry fields hold no entries, so reading them needs no registry that is still being built.
    for info in _native.registry_info():
        name = info["name"]
        root: Dict[str, Any] = {}
        groups: Dict[str, Dict[str, Any]] = {"": root}
        for path, target, fields in info["entries"]:
            entry = Entry(name, path, target, fields)
            if path in _by_path:
                raise RuntimeError(f"the registry path {path} is in two registries")
            _by_path[path] = entry
            # A value names an entry of a namespace by its whole path
            # (`Systems.Clusters.Training_10K`), the tree by its path within the namespace.
            _by_path[f"{name}.{path}"] = entry
            parts = path.split(".")
            prefix = ""
            for part in parts[:-1]:
                child = f"{prefix}.{part}" if prefix else part
                if child not in groups:
                    groups[child] = {}
                    groups[prefix][part] = (name, info["kind"], child, groups[child])
                prefix = child
            groups[prefix][parts[-1]] = entry

        def tree(node: Dict[str, Any], prefix: str) -> Registry:
            children = {
                k: (tree(v[3], v[2]) if isinstance(v, tuple) else v) for k, v in node.items()
            }
            return Registry(name, info["kind"], prefix, children)

        by_name[name] = tree(root, "")
        globals()[name] = by_name[name]


def _entry(path: str) -> Entry:
    """The entry at a registry path (the native module gives entries back by path). A preset
    may state an illustrative entry that no registry holds (a hypothetical 8-billion-parameter
    transformer): it names itself by its path and has no fields to read here."""
    found = _by_path.get(path)
    return found if found is not None else Entry("", path, "", {})


_build()

#: Names the reference's package gives a group at its top level (``AgentPlatforms`` is
#: ``Agents.Platforms``), each the group itself.
aliases: Dict[str, Registry] = {}
for _name, _registry, _group in _native.registry_aliases():
    _node: Any = by_name[_registry]
    for _part in _group.split("."):
        _node = getattr(_node, _part)
    aliases[_name] = _node
    globals()[_name] = _node

Hardware: Registry = by_name["Hardware"]
Models: Registry = by_name["Models"]

__all__ = list(by_name) + list(aliases)
