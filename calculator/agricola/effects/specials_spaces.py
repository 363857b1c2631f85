"""Named functions of the spaces group's cards (fields on cards, cards as action spaces, goods
on round spaces) that fit no kind of the vocabulary (registered in :data:`.specials.SPECIALS`;
same signature as there)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


def harvested_crop_to_food(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Lettuce Patch (E47): each crop just harvested from the field on this card becomes the
    effect's food at once, without a cooking improvement (taken whenever it comes: it is
    worth more than any cooking of it)."""
    from .interpreter import card_stacks

    before = {cell: crop for cell, crop, _ in context["before"].crops}
    for cell, card_id, _ in card_stacks(me):
        crop = before.get(cell)
        if card_id == effect.card and crop and getattr(me, crop) > 0:
            me = me.gain({crop: -1, **effect.goods})
    return me


SPECIALS = {
    "harvested_crop_to_food": harvested_crop_to_food,
}
