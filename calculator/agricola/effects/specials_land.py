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


SPECIALS: Mapping = MappingProxyType({
    "first_good_then_the_other": first_good_then_the_other,
})
