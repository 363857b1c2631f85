"""Named functions of the I deck's occupations whose mechanism fits no kind of the
vocabulary (registered in :data:`.specials.SPECIALS`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


def schedule_if_well_built(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Water Carrier (I262), played when some player has already built the Well: ``goods``
    wait on every round space still to come."""
    from .. import rules
    from .interpreter import schedule

    if "well" not in context.get("built", ()):
        return me
    return schedule(me, effect.goods, range(round_number + 1, rules.ROUNDS + 1))


SOWN_EXTRA = {1: 2, 2: 1}  # Fieldsman: fields sown at once -> extra crops on each (3 or more: none)


def more_on_few_fields_sown(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Fieldsman (I219): sowing 1 field puts 2 more of its crop on it; sowing 2 puts 1 more on
    each; sowing 3 or more, nothing."""
    sown = context["sown"]
    extra = SOWN_EXTRA.get(len(sown), 0)
    if not extra:
        return me
    return me.replace(crops=tuple((cell, crop, n + extra * (cell in sown)) for cell, crop, n in me.crops))


def grain_with_3_players_else_food(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Field Worker (I224): 1 grain at a 3-player table, 1 food at a larger one."""
    return me.gain({"grain": 1} if context["players"] <= 3 else {"food": 1})


RENOVATION_RANK = {"wood": 0, "clay": 1, "stone": 2}
STONE_BY_PLACE = (3, 2, 1)  # Social Climber: the first, second and third to renovate to a material


def stone_for_early_renovation(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Social Climber (I222): renovating to a material (``me.house``, new) before others gives
    3, 2 or 1 stone to the first, second or third player there (others already in that house
    or a better one were there first)."""
    rank = RENOVATION_RANK[me.house]
    ahead = sum(RENOVATION_RANK[other.house] >= rank for other in context.get("others", ()))
    return me.gain({"stone": STONE_BY_PLACE[ahead]}) if ahead < len(STONE_BY_PLACE) else me


MANY_FENCES = 5  # Fencer: from this many fences built at once, 2 wood (else 1)


def wood_for_fences_built(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Fencer (I264): 1 wood when another player builds 1 to 4 fences in one action, 2 for 5 or more."""
    return me.gain({"wood": 2 if context["fences"] >= MANY_FENCES else 1})


def food_if_outgrown(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Midwife (I232): another player's offspring makes their family larger than the player's:
    1 food, 2 food when larger by 2 or more."""
    larger = context["people"] - me.people
    return me.gain({"food": min(larger, 2)}) if larger > 0 else me


def keep_vegetables_on_fields(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Gardener (I226): the vegetables harvested come from the supply, so every vegetable
    field keeps the stack it had before the field phase (the grain fields are unchanged)."""
    before = context["before"]
    kept = [crop for crop in before.crops if crop[1] == "vegetables"]
    if not kept:
        return me
    crops = [crop for crop in me.crops if crop[1] != "vegetables"] + kept
    return me.replace(crops=tuple(sorted(crops)))


def gain_if_most_spaces_used(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Rancher (I340): ``goods`` when the player uses more farmyard spaces than every other
    player (a tie gives nothing)."""
    unused = me.board.free.bit_count()
    others = context.get("others", ())
    if others and all(unused < other.board.free.bit_count() for other in others):
        return me.gain(effect.goods)
    return me


SPECIALS_IOCC: Mapping[str, Callable] = MappingProxyType({
    "food_if_outgrown": food_if_outgrown,
    "gain_if_most_spaces_used": gain_if_most_spaces_used,
    "grain_with_3_players_else_food": grain_with_3_players_else_food,
    "keep_vegetables_on_fields": keep_vegetables_on_fields,
    "more_on_few_fields_sown": more_on_few_fields_sown,
    "schedule_if_well_built": schedule_if_well_built,
    "stone_for_early_renovation": stone_for_early_renovation,
    "wood_for_fences_built": wood_for_fences_built,
})
