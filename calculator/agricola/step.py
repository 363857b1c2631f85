"""The decision in progress inside a game (see :mod:`calculator.agricola.flow`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..core.native_record import NativeRecord, by_fields

if TYPE_CHECKING:
    from .game import AgricolaState


@dataclass(unsafe_hash=True)
class Step(NativeRecord):
    """The decision in progress and what is left of the action it belongs to."""

    kind: str  # "work", a part of an action, "animals", "feed", "breed" or "end"
    space: str = ""  # the space whose action is being carried out
    did: bool = False  # some part of this action has been done (later parts become optional)
    after: tuple[str, ...] = ()  # the parts still to come; "work": the only spaces allowed (a card's pair)
    cells: tuple[int, ...] = ()  # fences: the pasture named so far (cell indices)
    used: tuple[str, ...] = ()  # feeding: the harvest conversions already used
    card: str = ""  # use: the card whose ability is being decided; a card's limited part (and a pair's second
    # placement): that card
    sown: tuple[int, ...] = ()  # sow: the fields sown so far in this part (kept when cards are in play)
    fenced: int = 0  # fences: the fences built so far in this part (counted when cards are in play)

    def __init__(self, kind: str, space: str = "", did: bool = False, after: tuple[str, ...] = (),
                 cells: tuple[int, ...] = (), used: tuple[str, ...] = (), card: str = "", sown: tuple[int, ...] = (),
                 fenced: int = 0) -> None:
        # Written out (the dataclass's own would stay interpreted Python when compiled).
        self.kind, self.space, self.did, self.after, self.cells = kind, space, did, after, cells
        self.used, self.card, self.sown, self.fenced = used, card, sown, fenced

    def copy(self) -> Step:
        # Through the constructor: compiled, a native class with its own __init__ cannot be
        # made empty by ``Step.__new__(Step)`` (its ``__new__`` calls ``__init__``).
        return Step(self.kind, self.space, self.did, self.after, self.cells, self.used, self.card, self.sown,
                    self.fenced)

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled by its fields (``copy.copy`` would call ``Step.__new__`` alone)."""
        return by_fields(self)

WORK: Final = Step("work")
END: Final = Step("end")

# What the rules of an action or of a harvest hand back when they are over, for
# :mod:`.flow` to decide what comes next (no published state is ever at these steps).
ACTION_OVER: Final = Step("action_over")
HARVEST_OVER: Final = Step("harvest_over")


def mover(state: AgricolaState) -> int:
    """The seat taking the decision in progress (the rules of a step run only while the game is on)."""
    seat = state.to_move
    assert seat is not None
    return seat
