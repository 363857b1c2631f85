"""Exceptions raised by the calculator.

Every error is a :class:`ValueError` subclass, so callers that only care about
"bad input" can catch ``ValueError``.  The web layer maps :class:`InvalidDocument`
to HTTP 400 and :class:`RuleViolation` to HTTP 422; the CLI exits with status 2.
"""

from __future__ import annotations

import copy

from .words import Saying


class AgricalcError(ValueError):
    """Base class of every error the calculator raises on bad input."""

    code = "invalid"

    def __init__(self, message: str | Saying, *, where: str | None = None) -> None:
        super().__init__(str(message))
        self.detail = str(message)
        self.where = where
        # The rule's words, for a page to say in its language (None: the detail is English only).
        self.saying = message if isinstance(message, Saying) else None

    def __str__(self) -> str:
        return f"{self.where}: {self.detail}" if self.where else self.detail

    @property
    def message(self) -> str:
        return str(self)

    def within(self, prefix: str) -> AgricalcError:
        """The same error, located inside ``prefix`` (e.g. ``players[1]``)."""
        located = copy.copy(self)
        located.where = f"{prefix} {self.where}" if self.where else prefix
        return located

    def __reduce__(self) -> tuple:
        # Rebuilt from its attributes, never by calling ``__init__`` again, so
        # every subclass copies and pickles (to a worker and back) whatever
        # arguments its constructor takes.
        return _rebuild, (type(self), self.args), self.__dict__


def _rebuild(cls: type[AgricalcError], args: tuple) -> AgricalcError:
    """An error of class ``cls`` with ``args``, its attributes restored by its state."""
    return cls.__new__(cls, *args)


class InvalidDocument(AgricalcError):
    """The document is malformed: wrong JSON types, unknown keys or tokens."""

    code = "invalid_document"


class OutOfRange(InvalidDocument):
    """A number outside the range its rule allows: ``value`` below ``minimum`` or above ``maximum``
    (the one it broke; the other ``None``)."""

    def __init__(self, value: int, *, minimum: int | None = None, maximum: int | None = None,
                 where: str | None = None) -> None:
        bound = f"at least {minimum}" if minimum is not None else f"at most {maximum}"
        super().__init__(f"must be {bound}, got {value}", where=where)
        self.value, self.minimum, self.maximum = value, minimum, maximum


class RuleViolation(AgricalcError):
    """The document is well-formed but describes a position the rules forbid."""

    code = "rule_violation"


class BadOption(RuleViolation):
    """A game option (chosen when a game is created, e.g. Agricola's ``decks``) that the
    game does not take, or a value of it the game does not know."""

    code = "bad_option"


class AnimalsDoNotFit(RuleViolation):
    """The farm cannot hold all the animals the document lists.

    ``best`` is the capacity result of the best score reachable by releasing
    animals; its ``release`` says which to let go.
    """

    code = "animals_do_not_fit"

    def __init__(self, message: str | Saying, *, best: dict, where: str | None = "animals") -> None:
        super().__init__(message, where=where)
        self.best = best


class TooMuchWork(RuleViolation):
    """The request would cost more computing than a limit allows (a bot's budget, a plan's budget);
    ``most``, where there is one number to ask for instead."""

    code = "too_much_work"

    def __init__(self, message: str | Saying, *, where: str | None = None, most: int | None = None) -> None:
        super().__init__(message, where=where)
        self.most = most
