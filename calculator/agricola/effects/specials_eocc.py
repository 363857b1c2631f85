"""Named functions of the E-deck occupations whose mechanism fits no kind of the vocabulary
(registered in :data:`.specials.SPECIALS`; same signature as the functions there)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


def food_at_least(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Dancer (E212): the food taken from the space is topped up to the effect's ``goods`` food."""
    taken = context.get("taken", {}).get("food", 0)
    return me.gain({"food": max(0, effect.goods["food"] - taken)})


def twin_newborn(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Shepherd (E203): a newborn of the animal of ``goods``, born to at least that many
    (before it), has a twin if the farm has room for it."""
    from .. import rules

    (animal, least), = effect.goods.items()
    if not context.get("born", {}).get(animal) or me.herd[animal] - 1 < least:
        return me
    twin = tuple(n + (a == animal) for a, n in zip(rules.ANIMALS, me.animals))
    return me.replace(animals=twin) if me.houses(twin) else me


SPECIALS: Mapping = MappingProxyType({
    "food_at_least": food_at_least,
    "twin_newborn": twin_newborn,
})
