"""One player during a game: farmyard, family, goods, animals, crops and improvements.

A :class:`Player` is an immutable record; every change returns a new one
(:meth:`Player.replace`, a native record of :mod:`calculator.core.native_record`).  The animals are counts only: where
they stand never matters (rules 9.3), so "do they fit" is a question for the
shared fit check of :mod:`calculator.housing`, cached by the capacities and the herd.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final

from .. import housing
from ..farm_state import FarmPlayer
from . import abilities, conversions, rules
from .effects import interpreter as effects
from .board import FarmBoard, indices
from .majors import COPY_KEY
from .position import Position

GOODS = ("food", "grain", "vegetables", "wood", "clay", "reed", "stone")
NO_ANIMALS: Final = (0,) * len(rules.ANIMALS)
_CAPABILITY_FIELDS: Final = frozenset(abilities.CAPABILITY_FIELDS)  # what Player.parts reads
_fits: Final = housing.fits  # (taken once: compiled, a static where the module's attribute was looked up)


def _points(kept: tuple[int, ...]) -> int:
    return sum(rules.band_points(a, k) for a, k in zip(rules.ANIMALS, kept))


@lru_cache(maxsize=1 << 16)
def best_keep(capacities: tuple[int, ...], herd: tuple[int, ...]) -> tuple[int, ...]:
    """Animals kept by the exact best placement of ``herd`` (sheep, boar, cattle) in
    places of ``capacities``: the most points, then the most animals.

    Several herds can tie; the answer is always the one with the most sheep, then
    boar, so that a game log replays the same whichever optimum the solver finds.
    """
    kept = housing.best_keep(capacities, rules.ANIMALS, herd, rules.band_points)
    value, total = _points(kept), sum(kept)
    for sheep in range(min(herd[0], total), -1, -1):
        for boar in range(min(herd[1], total - sheep), -1, -1):
            candidate = (sheep, boar, total - sheep - boar)
            if candidate[2] > herd[2] or _points(candidate) != value:
                continue
            if candidate == kept or housing.fits(capacities, candidate):
                return candidate
    return kept  # pragma: no cover - the solver's own answer is among the candidates


@lru_cache(maxsize=1 << 12)
def card_keep(board: FarmBoard, cards: tuple[str, ...], herd: tuple[int, ...], by_points: bool) -> tuple[int, ...]:
    """Animals of ``herd`` kept on ``board`` as the housing ``cards`` change it: the most
    points then animals (``by_points``), else simply the most animals."""
    from .cards.housing import card_locations

    locations = card_locations(board.to_farmyard(), cards).locations
    value = rules.band_points if by_points else (lambda animal, kept: kept)
    kept = housing.house(locations, dict(zip(rules.ANIMALS, herd)), value, solver="exact").keep
    return tuple(kept.get(animal, 0) for animal in rules.ANIMALS)


@dataclass(unsafe_hash=True)
class Player(FarmPlayer):
    """Everything one player owns."""

    board: FarmBoard
    food: int = 0
    grain: int = 0
    vegetables: int = 0
    wood: int = 0
    clay: int = 0
    reed: int = 0
    stone: int = 0
    animals: tuple[int, ...] = NO_ANIMALS  # sheep, boar, cattle
    house: str = "wood"
    people: int = 2
    newborns: int = 0  # born this round: they eat 1 at a harvest and do not work this round
    workers: int = 0  # people still to place this round
    crops: tuple[tuple[int, str, int], ...] = ()  # (cell index, crop, count) of sown fields, by cell
    majors: tuple[str, ...] = ()  # copy ids owned, in MAJOR_COPIES order
    begging: int = 0
    well_food: tuple[int, ...] = (0,) * (rules.ROUNDS + 1)  # food waiting on round spaces 1..14
    hand: tuple[str, ...] = ()  # card game: occupation and minor ids in hand, in catalogue order
    played: tuple[str, ...] = ()  # card game: occupations and minors in play, in the order played
    received: tuple[str, ...] = ()  # card game: minors passed into this hand (everyone saw them pass)
    future: tuple[tuple[int, str, int], ...] = ()  # card game: (round, good, count) waiting on round spaces
    used: tuple[tuple[str, int], ...] = ()  # card game: (card, times) a card's limited ability was used;
    # ("<card>@<what>", n): what else a card remembers (a move offered in a round, animals kept, ...)
    on_cards: tuple[tuple[str, str, int], ...] = ()  # card game: (card, good, count) laid on a card, not owned
    # derived values (core/native_record.py): worked out on first use; a copy by replace keeps
    # those that read none of the fields it changes
    _parts: int | None = field(default=None, kw_only=True, repr=False, compare=False)
    _empty_fields: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _conversions: tuple[conversions.Conversion, ...] | None = field(default=None, kw_only=True, repr=False,
                                                                     compare=False)
    _food_goods: tuple[str, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _fits: bool | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> Player:
        player = _new_player(Player)
        player.board, player.food, player.grain, player.vegetables = self.board, self.food, self.grain, self.vegetables
        player.wood, player.clay, player.reed, player.stone = self.wood, self.clay, self.reed, self.stone
        player.animals, player.house, player.people, player.newborns = self.animals, self.house, self.people, self.newborns
        player.workers, player.crops, player.majors, player.begging = self.workers, self.crops, self.majors, self.begging
        player.well_food, player.hand, player.played, player.received = self.well_food, self.hand, self.played, self.received
        player.future, player.used, player.on_cards = self.future, self.used, self.on_cards
        player._parts = player._empty_fields = player._conversions = player._food_goods = player._fits = None
        return player

    def home_for_round(self, round_number: int) -> Player:
        """At the start of round ``round_number``: every person a worker again (last round's
        newborns now adults) and the food a Well keeps on the round's space taken."""
        player = self._kept()  # (no derived value reads the food or the people to place)
        player.food, player.workers, player.newborns = self.food + self.well_food[round_number], self.people, 0
        return player

    def to_work(self, goods: dict[str, int]) -> Player:
        """The player after placing a person on an action space that gives ``goods``: one
        person fewer to place, the goods in its supply."""
        player = self._kept()  # (no derived value reads the people to place)
        player.workers = self.workers - 1
        for good, n in goods.items():
            if n:
                player._add(good, n)
        return player

    def replace(self, **changes: Any) -> Player:
        """A copy with ``changes`` to its fields, keeping the derived values that read none of
        them (:attr:`parts`, :meth:`empty_fields`, :attr:`conversions`, :attr:`food_goods`,
        :meth:`fits`)."""
        return self._changed(changes)

    def _kept(self) -> Player:
        """A copy keeping every derived value: for changes that none of them reads."""
        player = self.copy()
        player._parts, player._empty_fields, player._conversions = self._parts, self._empty_fields, self._conversions
        player._food_goods, player._fits = self._food_goods, self._fits
        return player

    def _changed(self, changes: dict[str, Any]) -> Player:
        """:meth:`replace` of a dictionary of changes (compiled, a native call: keywords passed
        on with ``**`` would go through a generic Python call)."""
        player = self._kept()
        for name in changes:  # each derived value that reads a changed field is forgotten
            if name in _CAPABILITY_FIELDS:  # (compiled, a set test a name: ``isdisjoint`` is a generic call)
                player._parts = None
            if name == "board" or name == "crops":
                player._empty_fields = None
            if name == "majors" or name == "played":
                player._conversions = player._food_goods = None
            if name == "board" or name == "animals" or name == "played":
                player._fits = None
        for name, value in changes.items():
            setattr(player, name, value)
        return player

    @property
    def parts(self) -> int:
        """The parts of actions this player can do with its own farm and goods, as bits
        of :data:`.abilities.PART_BIT`: kept by copies that change none of the fields
        the checks read (food, animals or people to place do not count)."""
        if self._parts is None:
            self._parts = abilities.parts_mask(self)
        return self._parts

    # --- goods ---

    def gain(self, goods: Mapping[str, int], **changes: Any) -> Player:
        """Add goods and animals (a mapping good -> count), and set any other ``changes``."""
        player = self._changed(changes) if changes else None
        for good, n in goods.items():
            if n:
                if player is None:
                    player = self._kept()
                player._add(good, n)
        return self if player is None else player

    def _add(self, good: str, n: int) -> None:
        """``n`` more of ``good`` on this fresh copy (:meth:`gain`'s, not yet handed on)."""
        if good == "food":
            self.food += n
        elif good in rules.ANIMAL_INDEX:
            animals = list(self.animals)
            animals[rules.ANIMAL_INDEX[good]] += n
            self.animals = tuple(animals)
            self._fits = None
        else:  # a crop or a building resource: what the parts are paid with (CAPABILITY_FIELDS)
            setattr(self, good, getattr(self, good) + n)
            self._parts = None

    def on_card(self, card: str, good: str) -> int:
        """How many of ``good`` lie on the player's ``card`` (kept there for points, not owned)."""
        return sum(n for c, g, n in self.on_cards if c == card and g == good)

    def lay_on_card(self, card: str, goods: Mapping[str, int]) -> Player:
        """The player after laying ``goods`` on ``card`` (taken from nowhere: the caller pays them)."""
        kept = {(c, g): n for c, g, n in self.on_cards}
        for good, n in goods.items():
            if n:
                kept[card, good] = kept.get((card, good), 0) + n
        return self.replace(on_cards=tuple(sorted((c, g, n) for (c, g), n in kept.items())))

    @property
    def herd(self) -> dict[str, int]:
        return dict(zip(rules.ANIMALS, self.animals))

    @property
    def supply(self) -> dict[str, int]:
        return {material: getattr(self, material) for material in rules.MATERIALS}

    # --- animals ---

    def houses(self, herd: tuple[int, ...]) -> bool:
        """Whether ``herd`` (a count per type) can all live on the farm at once, on the
        player's housing cards too."""
        if herd == NO_ANIMALS:  # (compiled, a tuple compare where any() was a generic call)
            return True  # no animals: nothing to house
        cards = effects.housing_cards(self)
        if not cards:
            return _fits(self.board.capacities, herd)
        return card_keep(self.board, cards, herd, False) == herd

    def fits(self) -> bool:
        """Whether all the animals can be housed at once: kept by copies that change neither the
        board, the animals nor the cards in play (all that :meth:`houses` reads)."""
        if self._fits is None:
            self._fits = self.houses(self.animals)
        return self._fits

    def keeps(self) -> tuple[int, ...]:
        """The animals kept by the best placement (all of them when they fit)."""
        if self.fits():
            return self.animals  # fitting is exactly keeping them all
        cards = effects.housing_cards(self)
        if cards:
            return card_keep(self.board, cards, self.animals, True)
        return best_keep(self.board.capacities, self.animals)

    # --- improvements ---

    def owns(self, key: str) -> bool:
        for copy in self.majors:
            if COPY_KEY[copy] == key:
                return True
        return False

    @property
    def conversions(self) -> tuple[conversions.Conversion, ...]:
        """Every way this player can turn goods into food (:mod:`.conversions`): its
        majors' entries, then those of its played cards.  Kept by copies that change neither,
        but for a player with cards in play: a card's conversion may hold only while a
        condition on any part of its farm holds (Meat Seller: an oven), so it is asked anew."""
        found = self._conversions
        if found is None:
            found = conversions.of(self.majors, effects.card_conversions(self))
            if not self.played:
                self._conversions = found
        return found

    @property
    def food_goods(self) -> tuple[str, ...]:
        """The goods this player can turn into food at any time, in
        :data:`.conversions.ANY_TIME_GOODS` order: kept as :attr:`conversions` is."""
        found = self._food_goods
        if found is None:
            found = conversions.any_time_goods(self.conversions)
            if not self.played:
                self._food_goods = found
        return found

    def cooking_rate(self, good: str) -> int:
        """Best food per ``good`` from a cooking improvement (0 without one)."""
        return conversions.rate(self.conversions, good, raw=False)

    @property
    def can_cook(self) -> bool:
        return conversions.can_cook(self.conversions)

    def food_for(self, good: str) -> int:
        """Food one unit of ``good`` brings at any time (grain and vegetables raw: 1)."""
        return conversions.rate(self.conversions, good)

    def bake_rates(self) -> tuple[int, ...]:
        """Food per grain in one bake action, best first, one entry per grain that can
        be baked (a long tail for an unlimited Fireplace or Cooking Hearth): each baking
        improvement is used once, in any combination (rules 4)."""
        return conversions.bake_rates(self.conversions, self.grain)

    def bake_food(self, grain: int) -> int:
        """Food from baking ``grain`` grain at the best rates."""
        return sum(self.bake_rates()[:grain])

    # --- crops ---

    @property
    def empty_fields(self) -> tuple[int, ...]:
        """Cell indices of fields with no crop on them, ascending."""
        if self._empty_fields is None:
            sown = 0
            for cell, _, _ in self.crops:
                sown |= 1 << cell
            self._empty_fields = indices(self.board.fields & ~sown)
        return self._empty_fields

    def on_fields(self, crop: str) -> int:
        return sum(n for _, kind, n in self.crops if kind == crop)

    # --- export ---

    def position(self) -> Position:
        """This player's position as the scorer reads it (crops on fields count as held)."""
        return Position(
            farmyard=self.board.to_farmyard(),
            house=self.house,
            people=self.people,
            animals=self.herd,
            grain=self.grain + self.on_fields("grain"),
            vegetables=self.vegetables + self.on_fields("vegetables"),
            majors=tuple(COPY_KEY[copy] for copy in self.majors),
            supply=self.supply,
            begging=self.begging,
        )


# A copy starts from the bare object the class's ``__new__`` makes (no ``__init__``), the method
# taken once: compiled, a static called, where ``Player.__new__`` looked the method up at every copy.
_new_player: Final = Player.__new__
