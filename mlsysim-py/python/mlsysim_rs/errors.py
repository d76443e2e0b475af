"""The package's exceptions. Their messages are the command line's, word for word."""

from typing import Optional, Sequence

__all__ = ["InputError", "EvalError", "UnknownNameError"]


class InputError(ValueError):
    """A value a scenario cannot take: a missing or wrong unit, a value outside the input's
    allowed range, a broken rule across inputs, an argument a method cannot read.

    ``input`` names the input at fault, where there is one.
    """

    def __init__(self, message: str, input: Optional[str] = None) -> None:
        super().__init__(message)
        self.input = input


class EvalError(Exception):
    """A member that could not be computed (an overflow, a division by zero, an optional input
    it needs that is not set): ``member`` names it, ``missing_input`` the absent input."""

    def __init__(
        self, message: str, member: Optional[str] = None, missing_input: Optional[str] = None
    ) -> None:
        super().__init__(message)
        self.member = member
        self.missing_input = missing_input


class UnknownNameError(InputError, KeyError):
    """A name that names nothing (a preset, an input, a member, a registry entry), with the
    closest names that do in ``suggestions``. Both a ``KeyError`` and an ``InputError``."""

    def __init__(
        self, message: str, what: str = "", name: str = "", suggestions: Sequence[str] = ()
    ) -> None:
        InputError.__init__(self, message)
        self.what = what
        self.name = name
        self.suggestions = list(suggestions)

    def __str__(self) -> str:
        # KeyError would quote the message; this one reads as the command line writes it.
        return str(self.args[0])
