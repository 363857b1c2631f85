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
PENDING = "converted@"  # in Player.used: animals turned into food, their cards' choice not yet asked


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


def basin_wood(me: Player) -> int:
    """The most wood the player may lay on the Basin Maker for one boar (up to 2, as it holds)."""
    return min(me.wood, WOOD_PER_BOAR)


def keeping_cards(me: Player) -> tuple[str, ...]:
    """The player's cards that keep converted animals (or food for them), in the order played."""
    from .data import effects_of

    return tuple(c for c in me.played if any(e.name == CONVERTED for e in effects_of(c)))


def pending(me: Player) -> tuple[tuple[str, int], ...]:
    """The animals the player turned into food whose cards' choice is still to be put to it."""
    return tuple((key.removeprefix(PENDING), n) for key, n in me.used if key.startswith(PENDING))


def keep_converted_animals(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Brush Maker (E156), Tanner (K280), Basin Maker (K273), Pelts (K339): each animal turned
    into food (``context``: ``good``, ``units``) may go on one of these cards (or bring the Basin
    Maker its wood), and Pelts may lay 1 food in a room besides.  The conversion is worked out on
    the player alone, so it only remembers the animals (:func:`pending`); the player is asked
    right after (:func:`.questions.converted_asks`).  The cards sharing this special act
    together, once, when the first of them hears it."""
    from .. import rules
    from .interpreter import remember

    if effect.card != keeping_cards(me)[0] or context["good"] not in rules.ANIMALS:
        return me
    key = PENDING + context["good"]
    return remember(me, key, dict(me.used).get(key, 0) + context["units"])


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
