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

from .specials_eocc import SPECIALS as E_OCCUPATIONS
from .specials_iocc import SPECIALS_IOCC
from . import specials_kmin

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

Special = Callable[["Player", "Effect", int, Mapping], "Player"]


def food_per_completed_round(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Alms (I64): 1 food for each round already completed (the current round is not)."""
    return me.gain({"food": round_number - 1})


def breed_if_room(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Pig Breeder (I252), Cattle Breeder (K295): each type of ``goods`` with 2 animals or more
    gets 1 newborn, if the farm has room for it (the condition names the round)."""
    from .. import rules

    for animal in effect.goods:
        newborn = tuple(n + (a == animal) for a, n in zip(rules.ANIMALS, me.animals))
        if me.herd[animal] >= 2 and me.houses(newborn):
            me = me.replace(animals=newborn)
    return me


from .specials_kocc import SPECIALS as K_OCCUPATIONS  # noqa: E402 (each group's module registers here)

SPECIALS: Mapping[str, Special] = MappingProxyType({
    "breed_if_room": breed_if_room,
    "food_per_completed_round": food_per_completed_round,
    **E_OCCUPATIONS,
    **SPECIALS_IOCC,
    **K_OCCUPATIONS,
    **specials_kmin.SPECIALS,
})
