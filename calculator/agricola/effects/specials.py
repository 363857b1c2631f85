"""Named functions for the cards whose mechanism fits no kind of the vocabulary.

An entry ``{"on": ..., "do": "special", "name": "<name>"}`` calls ``SPECIALS[name](me,
effect, round_number, context)``, which returns the new player.  Each function is small,
pure and named after what it does; add one here (with its docstring) rather than a
branch in the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

Special = Callable[["Player", "Effect", int, Mapping], "Player"]


def food_per_completed_round(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Alms (I64): 1 food for each round already completed (the current round is not)."""
    return me.gain({"food": round_number - 1})


SPECIALS: Mapping[str, Special] = MappingProxyType({
    "food_per_completed_round": food_per_completed_round,
})
