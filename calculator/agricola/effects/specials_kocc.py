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

def gain_with_last_person(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Magician (K311): ``goods`` when the person that triggers the effect is the player's last
    of the round (none left to place)."""
    return me.gain(effect.goods) if me.workers == 0 else me


def buy_for_1_food_if_room(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Animal Handler (K305): at the start of the round its condition names, the player buys the
    animals of ``goods`` for 1 food when it has the food and its farm has room for them (the card
    leaves it optional; a bought animal with no room would be lost at once)."""
    from .. import rules

    herd = tuple(n + effect.goods.get(a, 0) for a, n in zip(rules.ANIMALS, me.animals))
    if me.food >= 1 and me.houses(herd):
        return me.replace(animals=herd, food=me.food - 1)
    return me


def newborn_works_for_1_food(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Adoptive Parents (K267): after a family growth the player pays 1 food (when it has it) and
    the newborn is no newborn: it works this round and eats as an adult (the card leaves it
    optional; a person more this round is worth the food)."""
    if me.food >= 1 and me.newborns >= 1:
        return me.replace(food=me.food - 1, newborns=me.newborns - 1, workers=me.workers + 1)
    return me


def grow_for_1_food_if_room(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Wet Nurse (K270): after building a room, a family growth for 1 food when the house has a
    free room for the newborn (the card leaves it optional; a person more is worth the food).
    It is a family growth: the growth moment follows (Adoptive Parents, ruling)."""
    from .. import rules
    from .interpreter import on_growth

    if me.food >= 1 and me.people < rules.MAX_PEOPLE and me.board.rooms.bit_count() > me.people:
        return on_growth(me.replace(food=me.food - 1, people=me.people + 1, newborns=me.newborns + 1), round_number)
    return me


SPECIALS: Mapping = MappingProxyType({
    "grow_for_1_food_if_room": grow_for_1_food_if_room,
    "newborn_works_for_1_food": newborn_works_for_1_food,
    "buy_for_1_food_if_room": buy_for_1_food_if_room,
    "gain_with_last_person": gain_with_last_person,
})
