"""Named functions of the K deck's minor improvements that fit no kind of the vocabulary
(registered in :data:`.specials.SPECIALS`; same signature as there)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


def grain_on_each_grain_field(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Clapper (K127): 1 more grain (from the supply) on each field that has grain on it."""
    crops = tuple((cell, crop, n + (crop == "grain" and n > 0)) for cell, crop, n in me.crops)
    return me.replace(crops=crops)


def grain_on_each_grain_field_if_grown(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Clapper (K127) played after a family growth this round (the newborn shows it): the
    grain it would have added then."""
    return grain_on_each_grain_field(me, effect, round_number, context) if me.newborns else me


SPECIALS = {
    "grain_on_each_grain_field": grain_on_each_grain_field,
    "grain_on_each_grain_field_if_grown": grain_on_each_grain_field_if_grown,
}
