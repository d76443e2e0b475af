"""What inputs accept, as type aliases for the stubs and for ``help()``."""

from typing import TYPE_CHECKING, Any, Union

from ._native import Quantity

if TYPE_CHECKING:
    from typing import Protocol

    from ._base import Entry

    class PintQuantity(Protocol):
        """A pint quantity, of any unit registry."""

        @property
        def magnitude(self) -> Any: ...
        @property
        def units(self) -> Any: ...

    #: A quantity: text with its unit (``"6 h"``), a ``Quantity``, or a pint quantity.
    QuantityInput = Union[str, Quantity, PintQuantity]
    #: A plain ratio: a number (or its text).
    RatioInput = Union[float, int, str]
    #: A device: a ``Hardware`` entry, or its path or short name (``"Cloud.H100"``, ``"h100"``).
    HardwareInput = Union[str, Entry]
    #: A model: a ``Models`` entry, or its path or short name (``"Recommendation.DLRM"``).
    ModelInput = Union[str, Entry]
else:
    QuantityInput = Union[str, Quantity, Any]
    RatioInput = Union[float, int, str]
    HardwareInput = Union[str, Any]
    ModelInput = Union[str, Any]

__all__ = ["QuantityInput", "RatioInput", "HardwareInput", "ModelInput"]
