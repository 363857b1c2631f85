"""The decision in progress inside a game (see :mod:`calculator.agricola.flow`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """The decision in progress and what is left of the action it belongs to."""

    kind: str  # "work", a part of an action, "animals", "feed", "breed" or "end"
    space: str = ""  # the space whose action is being carried out
    did: bool = False  # some part of this action has been done (later parts become optional)
    after: tuple[str, ...] = ()  # the parts still to come
    cells: tuple[int, ...] = ()  # fences: the pasture named so far (cell indices)
    used: tuple[str, ...] = ()  # feeding: the harvest conversions already used


WORK = Step("work")
END = Step("end")
