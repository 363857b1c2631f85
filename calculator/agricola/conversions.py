"""Conversions to food, modelled once: what a player can turn into food, how much, and when.

Each way is a :class:`Conversion`: its source (``raw`` for crops eaten as they
are, a major improvement's key, later a card's id), the good it takes, the food
one unit brings and its moment (rules/agricola.md sections 4 and 5):

* ``any_time`` (:data:`ANY_TIME`): grain and vegetables raw (1 food each), and
  the cooking improvements' rates (Fireplace, Cooking Hearth) for vegetables
  and animals;
* ``harvest`` (:data:`HARVEST`): the crafts (Joinery, Pottery, Basketmaker's
  Workshop), ``limit`` units per harvest;
* ``bake`` (:data:`BAKE`): ovens and hearths, ``limit`` grain per bake action
  (``None``: any number).

The entries of the majors are read from :data:`.rules.MAJORS`, never repeated.

**Extension point for cards.**  A player's conversions are :func:`of` its
majors plus ``extra``: the entries its played cards give (a Simple Fireplace's
cooking rates, a once-per-harvest grain conversion...), made by the cards
package as :class:`Conversion` values with the card's id as ``source``.  Every
query below (:func:`rate`, :func:`can_cook`, :func:`bake_rates`,
:func:`crafts`, :func:`paying_goods`, :func:`pay_food`) reads the entries alone,
so a card's conversion counts wherever a major's does.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Final, NamedTuple

from . import rules
from .majors import COPY_KEY, COPY_ORDER

if TYPE_CHECKING:
    from .player import Player

ANY_TIME: Final = "any_time"
HARVEST: Final = "harvest"
BAKE: Final = "bake"
MOMENTS: Final = (ANY_TIME, HARVEST, BAKE)
RAW: Final = "raw"  # the source of grain and vegetables eaten as they are
# The goods that can be turned into food at any time, in the order conversions are offered
# (building resources only through cards: the Turner's wood, the Quarryman's stone).
ANY_TIME_GOODS: Final = (*rules.CROPS, *rules.ANIMALS, *rules.MATERIALS)


class Conversion(NamedTuple):
    """One way to turn ``good`` into food: ``food`` per unit at ``moment``, at most
    ``limit`` units per use (per bake action, per harvest; ``None``: any number).

    A tuple, so that the cached queries below hash a player's conversions in C (a
    dataclass's hash is a Python function, even compiled)."""

    source: str  # "raw", a major's key or a card's id
    good: str
    food: int
    moment: str = ANY_TIME
    limit: int | None = None


RAW_CONVERSIONS: Final = tuple(Conversion(RAW, crop, food) for crop, food in rules.RAW_FOOD.items())


def _major_entries(key: str) -> tuple[Conversion, ...]:
    major = rules.MAJORS[key]
    entries = [Conversion(key, good, food) for good, food in major.cooking.items()]
    if major.bake_rate:
        entries.append(Conversion(key, "grain", major.bake_rate, BAKE, major.bake_limit))
    if major.harvest_conversion:
        material, food = major.harvest_conversion
        entries.append(Conversion(key, material, food, HARVEST, 1))
    return tuple(entries)


MAJOR_CONVERSIONS: Final = {key: _major_entries(key) for key in rules.MAJORS}


@lru_cache(maxsize=4096)
def of(majors: tuple[str, ...], extra: tuple[Conversion, ...] = ()) -> tuple[Conversion, ...]:
    """Every conversion of a player owning the major copies ``majors`` (``fireplace_2``...)
    plus ``extra``, those its played cards give (the extension point above): raw
    crops first, then each major owned once, in supply-board order, then ``extra``."""
    keys = dict.fromkeys(COPY_KEY[copy] for copy in sorted(majors, key=COPY_ORDER.__getitem__))
    return (*RAW_CONVERSIONS, *(entry for key in keys for entry in MAJOR_CONVERSIONS[key]), *extra)


@lru_cache(maxsize=4096)
def rate(conversions: tuple[Conversion, ...], good: str, raw: bool = True) -> int:
    """Best food per unit of ``good`` at any time (0: it cannot be turned into food);
    ``raw=False`` leaves out eating crops raw (the cooking rate alone)."""
    return max((entry.food for entry in conversions
                if entry.moment == ANY_TIME and entry.good == good and (raw or entry.source != RAW)), default=0)


def can_cook(conversions: tuple[Conversion, ...]) -> bool:
    """Whether something other than eating crops raw turns goods into food at any time."""
    return any(entry.moment == ANY_TIME and entry.source != RAW for entry in conversions)


@lru_cache(maxsize=1024)
def bake_rates(conversions: tuple[Conversion, ...], grain: int) -> tuple[int, ...]:
    """Food per grain in one bake action with ``grain`` grain in hand, best first: each
    baking entry is used once, in any combination (rules 4); an unlimited one (a
    Fireplace, a Cooking Hearth) takes every grain left, at the best such rate."""
    limited, unlimited = [], 0
    for entry in conversions:
        if entry.moment != BAKE:
            continue
        if entry.limit is None:
            unlimited = max(unlimited, entry.food)
        else:
            limited += [entry.food] * entry.limit
    rates = limited + [unlimited] * grain if unlimited else limited
    return tuple(sorted(rates, reverse=True)[:grain])


def crafts(conversions: tuple[Conversion, ...]) -> tuple[Conversion, ...]:
    """The once-per-harvest conversions, in the player's order (:func:`of`)."""
    # (each entry's moment tested here: compiled, one native loop where a generator was
    # made and walked generically)
    return tuple([entry for entry in conversions if entry.moment == HARVEST])


def craft(conversions: tuple[Conversion, ...], source: str) -> Conversion:
    """The once-per-harvest conversion of ``source`` (a major's key or a card's id)."""
    return next(entry for entry in crafts(conversions) if entry.source == source)


# ---------------------------------------------------------------- goods held and paying food


def held(me: Player, good: str) -> int:
    """How many of ``good`` (a good or an animal) the player has."""
    if good == "grain":  # the crops first, the goods most often eaten (compiled, no generic getattr)
        return me.grain
    if good == "vegetables":
        return me.vegetables
    animal = rules.ANIMAL_INDEX.get(good)
    if animal is not None:
        return me.animals[animal]
    return getattr(me, good)


def source(conversions: tuple[Conversion, ...], good: str) -> str:
    """The source of the best any-time rate for ``good`` (the first of the best)."""
    best = rate(conversions, good)
    found = (entry.source for entry in conversions
             if entry.moment == ANY_TIME and entry.good == good and entry.food == best)
    return next(found, RAW)


def bake_sources(conversions: tuple[Conversion, ...], grain: int) -> tuple[str, ...]:
    """The source baking each grain of :func:`bake_rates` (same order, same length)."""
    limited, unlimited = [], None
    for entry in conversions:
        if entry.moment != BAKE:
            continue
        if entry.limit is None:
            if unlimited is None or entry.food > unlimited.food:
                unlimited = entry
        else:
            limited += [entry] * entry.limit
    entries = limited + [unlimited] * grain if unlimited else limited
    return tuple(e.source for e in sorted(entries, key=lambda e: -e.food)[:grain])


def convert(me: Player, good: str, units: int = 1, earlier: tuple[str, ...] = ()) -> Player:
    """``me`` after turning ``units`` of ``good`` into food at the best any-time rate, and the
    cards' effects of it (:func:`.effects.interpreter.on_converted`; ``earlier``: the sources of
    what was turned into food at the same time before, in a feeding)."""
    paid_by = source(me.conversions, good) if me.played else RAW
    me = me.gain({good: -units, "food": units * rate(me.conversions, good)})
    if me.played:
        from .effects.interpreter import on_converted

        me = on_converted(me, good, units, paid_by, earlier)
    return me


def bake(me: Player, grain: int, earlier: tuple[str, ...] = ()) -> Player:
    """``me`` after baking ``grain`` grain into bread at the best rates (and the cards' effects
    of it, as for :func:`convert`)."""
    sources = bake_sources(me.conversions, me.grain) if me.played else ()
    me = me.replace(food=me.food + me.bake_food(grain), grain=me.grain - grain)
    if me.played:
        from .effects.interpreter import on_converted

        for k, baked_by in enumerate(sources[:grain]):
            me = on_converted(me, "grain", 1, baked_by, earlier + sources[:k])
    return me


@lru_cache(maxsize=4096)
def any_time_goods(conversions: tuple[Conversion, ...]) -> tuple[str, ...]:
    """The goods of :data:`ANY_TIME_GOODS` that ``conversions`` turn into food at any time, in that order."""
    return tuple(good for good in ANY_TIME_GOODS if rate(conversions, good))


def convertible(me: Player) -> tuple[str, ...]:
    """The goods the player holds and can turn into food now (any time), in
    :data:`ANY_TIME_GOODS` order."""
    return tuple(good for good in me.food_goods if held(me, good))


def _units_for(me: Player, good: str, food: int) -> int:
    """Units of ``good`` to convert so that the player holds ``food`` food (0 if it already does)."""
    lack = food - me.food
    return -(-lack // rate(me.conversions, good)) if lack > 0 else 0


def paying_goods(me: Player, food: int) -> tuple[str, ...]:
    """The goods with which the player can pay a price of ``food`` food it lacks, each
    turned into food at any time just before paying (one good per payment).

    Empty when the food tokens in hand pay: paying with them first is never worse,
    as a good kept can still be turned into food later."""
    if me.food >= food:
        return ()
    return tuple(good for good in convertible(me) if held(me, good) >= _units_for(me, good, food))


def pay_food(me: Player, food: int, good: str | None = None) -> Player:
    """``me`` after paying ``food`` food, first turning just enough ``good`` into food
    (see :func:`paying_goods`); the one way every food price is paid."""
    if good is not None:
        me = convert(me, good, _units_for(me, good, food))
    return me.replace(food=me.food - food)
