"""The decision in progress inside a game (see :mod:`calculator.agricola.flow`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.native_record import NativeRecord

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

    def copy(self) -> Step:
        step = Step.__new__(Step)
        step.kind, step.space, step.did, step.after = self.kind, self.space, self.did, self.after
        step.cells, step.used, step.card, step.sown, step.fenced = self.cells, self.used, self.card, self.sown, self.fenced
        return step


WORK = Step("work")
END = Step("end")

# What the rules of an action or of a harvest hand back when they are over, for
# :mod:`.flow` to decide what comes next (no published state is ever at these steps).
ACTION_OVER = Step("action_over")
HARVEST_OVER = Step("harvest_over")


def mover(state: AgricolaState) -> int:
    """The seat taking the decision in progress (the rules of a step run only while the game is on)."""
    seat = state.to_move
    assert seat is not None
    return seat
