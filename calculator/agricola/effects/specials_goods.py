"""Named functions of the goods cards that fit no kind of the vocabulary (registered in
:data:`.specials.SPECIALS`; same signature as there): goods laid on a card for points.

A good laid on a card (``Player.on_cards``) is no longer the player's: it is neither
spent nor scored as a good, only by the card's own bonus, whose input
(:data:`KEPT_INPUTS`) the game's players document reads from the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

BRUSH_MAKER, TANNER, BASIN_MAKER, PELTS = "E156", "K280", "K273", "K339"
# The bonus input of a card (card-bonus.json) -> (card, good): what lies on the card.
KEPT_INPUTS: Mapping[str, tuple[str, str]] = {
    "brush_maker_boar": (BRUSH_MAKER, "boar"),
    "tanner_boar": (TANNER, "boar"),
    "tanner_cattle": (TANNER, "cattle"),
    "basin_maker_wood": (BASIN_MAKER, "wood"),
    "pelts_food_in_rooms": (PELTS, "food"),
}
CONVERTED = "keep_converted_animals"  # the special's name, for finding the cards that share it
WOOD_PER_BOAR = 2  # the Basin Maker takes up to 2 wood for each boar


def kept_points(card: str, me: Player) -> int:
    """The bonus points ``card`` would score for what lies on it now (its card-bonus.json rule,
    read with the goods on the card as its inputs): how the engine weighs where a good goes."""
    from ..cards.rules import rules

    inputs = {name: me.on_card(c, g) for name, (c, g) in KEPT_INPUTS.items() if c == card}
    return _points(rules()[card].rule, inputs)


def _points(raw: Mapping, inputs: Mapping[str, int]) -> int:
    kind = raw["kind"]
    if kind == "sum":
        return sum(_points(part, inputs) for part in raw["parts"])
    n = inputs[raw["input"]]
    if kind == "input_table":
        return max((points for least, points in raw["thresholds"] if n >= least), default=0)
    if kind == "input_except_ordinals":
        return raw["points_each"] * (n - sum(e <= n for e in raw["except"]))
    return raw["points"] * n  # input_per


def _gain_of(me: Player, card: str, goods: Mapping[str, int]) -> int:
    return kept_points(card, me.lay_on_card(card, goods)) - kept_points(card, me)


def _basin_wood(me: Player) -> int:
    """Wood the player lays on the Basin Maker for one boar: 2 when it has them (two more
    wood always score at least 1 point), 1 when it has only one and that one scores."""
    if me.wood >= WOOD_PER_BOAR:
        return WOOD_PER_BOAR
    return 1 if me.wood and _gain_of(me, BASIN_MAKER, {"wood": 1}) else 0


def _one_animal(me: Player, animal: str, cards: tuple[str, ...]) -> Player:
    """The player after laying one converted ``animal`` where it scores most: on the Tanner,
    or else on the Brush Maker and/or wood for it on the Basin Maker (rulings: a boar on the
    Tanner serves neither of the others); ties go to the Tanner."""
    ways = []
    if TANNER in cards and animal in ("boar", "cattle"):
        ways.append((_gain_of(me, TANNER, {animal: 1}), me.lay_on_card(TANNER, {animal: 1})))
    if animal == "boar" and (BRUSH_MAKER in cards or BASIN_MAKER in cards):
        other = me.lay_on_card(BRUSH_MAKER, {"boar": 1}) if BRUSH_MAKER in cards else me
        wood = _basin_wood(me) if BASIN_MAKER in cards else 0
        if wood:
            other = other.lay_on_card(BASIN_MAKER, {"wood": wood}).gain({"wood": -wood})
        points = sum(kept_points(c, other) - kept_points(c, me) for c in (BRUSH_MAKER, BASIN_MAKER))
        ways.append((points, other))
    return max(ways, key=lambda way: way[0])[1] if ways else me


def _pelts_food(me: Player) -> Player:
    """The player after laying 1 food in a room free of it (Pelts), when it still has enough
    food to feed its family at a harvest afterwards (the food then scores 1 point)."""
    from .. import rules

    if me.on_card(PELTS, "food") >= me.board.rooms.bit_count() or me.food - 1 < rules.FOOD_PER_PERSON * me.people:
        return me
    return me.lay_on_card(PELTS, {"food": 1}).gain({"food": -1})


def keep_converted_animals(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Brush Maker (E156), Tanner (K280), Basin Maker (K273), Pelts (K339): each animal turned
    into food (``context``: ``good``, ``units``) goes on the card where it scores most (or
    brings the Basin Maker its wood), and Pelts lays 1 food in a room besides.  The player's
    cards sharing this special act together, once, when the first of them hears it."""
    from .. import rules
    from .data import effects_of

    cards = tuple(c for c in me.played if any(e.name == CONVERTED for e in effects_of(c)))
    if effect.card != cards[0] or context["good"] not in rules.ANIMALS:
        return me
    for _ in range(context["units"]):
        me = _one_animal(me, context["good"], cards)
        if PELTS in cards:
            me = _pelts_food(me)
    return me


def food_per_two_converted(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Gypsy's Crock (E19): 1 food for every 2 goods turned into food at one time with one of
    the ``items`` (Fireplace, Cooking Hearth, Cooking Corner), baking included: the goods of this
    conversion (``context``) and those turned into food with them just before at the same time
    (``context["earlier"]``: the sources of one feeding's conversions, of one bake)."""
    if context["source"] not in effect.items:
        return me
    before = sum(s in effect.items for s in context["earlier"])
    food = (before + context["units"]) // 2 - before // 2
    return me.gain({"food": food}) if food else me


SPECIALS = {
    CONVERTED: keep_converted_animals,
    "food_per_two_converted": food_per_two_converted,
}
