"""mlsysim_rs: the mlsysim-rs catalog of ML-systems scenarios from Python.

Every scenario is a class taking keyword inputs, every preset an attribute of ``Scenarios``;
quantities come back as :class:`Quantity` (``.magnitude``, ``.units``, ``.to()``,
``.to_pint()``), never as a bare float. Inputs are read, checked and evaluated by the same Rust
code as the ``mlsysim`` command line, and refused with its messages.

    >>> import mlsysim_rs as m
    >>> m.Scenarios.DlrmReleaseFootprintH100.copy_fraction
    1.1641532182693481
"""

from .scenarios import *  # noqa: F401,F403  (every scenario class)
from .scenarios import Scenarios, preset, presets
from ._native import Quantity, __version__
from ._base import Entry, Explanation, Registry, Scenario, Sweep
from .errors import EvalError, InputError, UnknownNameError
from .registries import *  # noqa: F401,F403  (Hardware, Models and every other registry)
from . import registries as _registries
from .units import pint_registry
from . import scenarios as _scenarios

__all__ = list(_scenarios.__all__) + list(_registries.__all__) + [
    "preset",
    "Quantity",
    "Scenario",
    "Entry",
    "Registry",
    "Explanation",
    "Sweep",
    "InputError",
    "EvalError",
    "UnknownNameError",
    "pint_registry",
    "__version__",
]
