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
from . import specials_goods, specials_house, specials_kmin, specials_land, specials_people

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
def animals_per_new_large_pasture(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Shepherd's Crook (I77): ``goods`` for each pasture of 4 spaces or more the fencing added
    (dividing a large pasture counts only if the number of large ones grows)."""
    def large(board) -> int:
        return sum(pasture.bit_count() >= 4 for pasture in board.pastures)

    new = large(me.board) - large(context["before"])
    return me.gain({good: n * new for good, n in effect.goods.items()}) if new > 0 else me


def one_more_of_each_kind(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Animal Feed (I101): 1 more animal of each type the player has; those the farm cannot
    house go back (the best placement of them all is kept)."""
    more = me.replace(animals=tuple(n + (n > 0) for n in me.animals))
    return more.replace(animals=more.keeps())


def more_crops_next_to_rooms(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Planter Box (I90): a field sown next to a room gets ``goods`` of its crop more.  The
    engine sows the first empty fields; as empty fields are otherwise alike, the crops of the
    part (``context["sown"]``) go where the player would have put them: the biggest bonus first
    on the fields next to a room (among those sown and those still empty), the rest elsewhere."""
    from ..board import CELLS, neighbours

    near = neighbours(me.board.rooms)
    sown = {cell for cell in context["sown"] if cell < len(CELLS)}  # a field on a card is next to nothing
    free = sorted(sown | set(me.empty_fields))
    near_free = [c for c in free if near >> c & 1]
    far_free = [c for c in free if not near >> c & 1]
    placed = []
    for _, crop, n in sorted((t for t in me.crops if t[0] in sown), key=lambda t: -effect.goods.get(t[1], 0)):
        if near_free:
            placed.append((near_free.pop(0), crop, n + effect.goods.get(crop, 0)))
        else:
            placed.append((far_free.pop(0), crop, n))
    return me.replace(crops=tuple(sorted([t for t in me.crops if t[0] not in sown] + placed)))


def stay_home(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Holiday House (I71): the player places no people this round (the condition names it)."""
    return me.replace(workers=0)


def crops_between_harvests(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Manure (I92): after a round with no harvest, 1 crop from each sown field, as in a field
    phase (taking them is never worse than leaving them, so the player always does)."""
    from .. import harvest, rules

    return me if round_number in rules.HARVEST_ROUNDS else harvest.field_phase(me)


def food_per_table_herds(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Milking Shed (I93): 1 food for every ``goods[animal]`` of that animal on all the farms
    at the table (``context["table_animals"]``: sheep, boar, cattle)."""
    from .. import rules

    herds = dict(zip(rules.ANIMALS, context.get("table_animals", me.animals)))
    food = sum(herds[animal] // every for animal, every in effect.goods.items())
    return me.gain({"food": food}) if food else me


SPECIALS: Mapping[str, Special] = MappingProxyType({
    "animals_per_new_large_pasture": animals_per_new_large_pasture,
    "breed_if_room": breed_if_room,
    "crops_between_harvests": crops_between_harvests,
    "food_per_completed_round": food_per_completed_round,
    **E_OCCUPATIONS,
    **SPECIALS_IOCC,
    **K_OCCUPATIONS,
    **specials_kmin.SPECIALS,
    **specials_goods.SPECIALS,
    **specials_land.SPECIALS,
    **specials_house.SPECIALS,
    **specials_people.SPECIALS,
    "food_per_table_herds": food_per_table_herds,
    "more_crops_next_to_rooms": more_crops_next_to_rooms,
    "one_more_of_each_kind": one_more_of_each_kind,
    "stay_home": stay_home,
})
