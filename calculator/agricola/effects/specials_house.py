"""Named functions of the home's cards (the group ``house``) that fit no kind of the
vocabulary (registered in :data:`.specials.SPECIALS`; same signature as there)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


def remember_played_in_time(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Hut Builder (E178) played in its rounds (the entry's condition): the card remembers it
    (one use in ``Player.used``), for its free room later (a round-start part whose condition
    is ``remembered``: the player names the cell)."""
    from .interpreter import used_once

    return used_once(me, effect.card)


SPECIALS = {
    "remember_played_in_time": remember_played_in_time,
}
