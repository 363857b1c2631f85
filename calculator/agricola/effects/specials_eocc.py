"""Named functions of the E-deck occupations whose mechanism fits no kind of the vocabulary
(registered in :data:`.specials.SPECIALS`; same signature as the functions there)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


# Guildmaster (E341): the workshops and the craftsmen of each building resource (the Sawmill
# K122 is the Joinery upgraded), and what one brings after the Guildmaster (before it: 2).
GUILDS = MappingProxyType({
    "wood": (("joinery", "I258", "K122"), 4),
    "clay": (("pottery", "E214"), 4),
    "reed": (("basketmakers_workshop", "E183"), 3),
})


def guild_goods_on_play(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Guildmaster (E341) played: 2 of a building resource per workshop or craftsman of it
    the player already has."""
    from ..majors import COPY_KEY

    owned = {COPY_KEY[c] for c in me.majors} | set(me.played)
    return me.gain({good: 2 * len(owned & set(items)) for good, (items, _) in GUILDS.items()})


def guild_goods_on_acquire(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Guildmaster (E341): a workshop or craftsman acquired later brings its resource (4 or 3)."""
    item = context.get("item")
    return me.gain({good: n for good, (items, n) in GUILDS.items() if item in items and item != "K122"})


def food_per_grain_baked(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Bread Seller (E155): 1 food for each grain anyone bakes into bread."""
    return me.gain({"food": context.get("grain", 0)})


def goods_for_a_baking_improvement(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Charcoal Burner (E182): ``goods`` whenever anyone acquires an improvement that bakes
    bread (a major with a baking rate, or a card with a baking conversion)."""
    from .. import rules
    from .data import effects_of

    item = context.get("item", "")
    major = rules.MAJORS.get(item)
    baking = major.bake_rate > 0 if major is not None else any(
        e.do == "convert" and e.on == "bake" for e in effects_of(item))
    return me.gain(effect.goods) if baking else me


def food_at_least(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Dancer (E212): the food taken from the space is topped up to the effect's ``goods`` food."""
    taken = context.get("taken", {}).get("food", 0)
    return me.gain({"food": max(0, effect.goods["food"] - taken)})


def twin_newborn(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Shepherd (E203): a newborn of the animal of ``goods``, born to at least that many
    (before it), has a twin if the farm has room for it."""
    from .. import rules

    (animal, least), = effect.goods.items()
    if not context.get("born", {}).get(animal) or me.herd[animal] - 1 < least:
        return me
    twin = tuple(n + (a == animal) for a, n in zip(rules.ANIMALS, me.animals))
    return me.replace(animals=twin) if me.houses(twin) else me


SPECIALS: Mapping = MappingProxyType({
    "food_at_least": food_at_least,
    "goods_for_a_baking_improvement": goods_for_a_baking_improvement,
    "food_per_grain_baked": food_per_grain_baked,
    "guild_goods_on_acquire": guild_goods_on_acquire,
    "guild_goods_on_play": guild_goods_on_play,
    "twin_newborn": twin_newborn,
})
