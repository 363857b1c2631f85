"""Named functions of the land cards (ploughs, fences and stables) that fit no kind of the
vocabulary (registered in :data:`.specials.SPECIALS`; same signature: ``(me, effect,
round_number, context) -> Player``)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


def first_good_then_the_other(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Farmer (E160): the first good of ``goods`` the first time the moment comes, the second
    every later time (the times are counted on the card)."""
    from .interpreter import times_used, used_once

    (first, n), (later, m) = effect.goods.items()
    gained = {first: n} if not times_used(me, effect.card) else {later: m}
    return used_once(me.gain(gained), effect.card)


def uses_renewed(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Fence Overseer (K312): the card's counted uses start again (at each round's start: once
    per round)."""
    return me.replace(used=tuple((card, n) for card, n in me.used if card != effect.card)) if me.used else me


SPECIALS: Mapping = MappingProxyType({
    "first_good_then_the_other": first_good_then_the_other,
    "uses_renewed": uses_renewed,
})
