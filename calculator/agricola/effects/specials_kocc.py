"""Named functions of the K deck's occupations that fit no kind of the vocabulary
(registered in :data:`.specials.SPECIALS`; same signature: ``(me, effect, round_number,
context) -> Player``)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

TRAVELING_PLAYERS = ("traveling", "room_or_traveling")  # the spaces with the Traveling players action


def traveling_players_with_last_person(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Magician (K311): ``goods`` when the player's last person of the round takes the food
    of a Traveling players space (moment ``take`` of food; the space is in ``context``)."""
    if context.get("space") in TRAVELING_PLAYERS and me.workers == 0:
        return me.gain(effect.goods)
    return me


SPECIALS: Mapping = MappingProxyType({
    "traveling_players_with_last_person": traveling_players_with_last_person,
})
