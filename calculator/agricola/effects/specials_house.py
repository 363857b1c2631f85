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
    (one use in ``Player.used``), for its room later."""
    from .interpreter import used_once

    return used_once(me, effect.card)


def free_room_if_remembered(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Hut Builder (E178): a room at no cost for a wooden or clay hut, when the card was played
    in time (:func:`remember_played_in_time`).  The engine takes it for the player (a room never
    costs points) on the first cell where a room may go."""
    from .interpreter import on_room, times_used

    if me.house == "stone" or not times_used(me, effect.card) or not me.board.room_cells:
        return me
    return on_room(me.replace(board=me.board.with_room(me.board.room_cells[0])), round_number)


SPECIALS = {
    "free_room_if_remembered": free_room_if_remembered,
    "remember_played_in_time": remember_played_in_time,
}
