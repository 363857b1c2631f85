"""Rules data of Agricola, original edition (Family game + scoring), kept as data.

The scorer, the capacity solver and the simulator read these tables; no other
module repeats a number from the rulebook.  Sections refer to the project's
rules specification (rules/agricola.md).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final

Price = Mapping[str, int]


def _price(**amounts: int) -> Price:
    return MappingProxyType(amounts)


ANIMALS: Final = ("sheep", "boar", "cattle")
ANIMAL_INDEX: Final = {animal: i for i, animal in enumerate(ANIMALS)}  # an animal's place in a herd tuple
CROPS: Final = ("grain", "vegetables")
MATERIALS: Final = ("wood", "clay", "reed", "stone")  # building resources
HOUSES: Final = ("wood", "clay", "stone")  # house materials, in renovation order

# --- farmyard (section 1) ---------------------------------------------------
ROWS: Final = 3
COLS: Final = 5
START_ROOMS: Final = ((1, 0), (2, 0))  # wooden rooms, one person each (ruling 1)
MIN_ROOMS: Final = 2  # the two start rooms are never removed
MAX_FENCES: Final = 15
MAX_STABLES: Final = 4
# What 15 fences can enclose (the board edge takes fences too): at most 5 pastures (a
# 2 x 2 block of one-space pastures and one more beside it) and at most 12 spaces (a
# 3 x 4 pasture); tests/test_agricola_counts.py derives both from the fence rule.
MAX_PASTURES: Final = 5
MAX_PASTURE_SPACES: Final = 12
MIN_PEOPLE: Final = 2
MAX_PEOPLE: Final = 5
# People beyond the rooms come only from "Family growth even without room", a
# stage-5 round card (revealed in round 12 or 13): at most one use per round.
MAX_PEOPLE_WITHOUT_ROOM: Final = 3

PASTURE_PER_SPACE: Final = 2  # animals per pasture space, before stables
STABLE_FACTOR: Final = 2  # each stable in a pasture doubles it again
UNFENCED_STABLE_CAPACITY: Final = 1  # one animal of any type
HOUSE_PET_CAPACITY: Final = 1  # one animal of any type, whatever the house


def pasture_capacity(spaces: int, stables: int) -> int:
    """Animals (of one type) a pasture holds: 2 per space, doubled per stable in it.

    >>> pasture_capacity(12, 4)
    384
    """
    return PASTURE_PER_SPACE * spaces * STABLE_FACTOR**stables


# --- building costs (sections 1.2-1.5) ----------------------------------------
ROOM_COST: Final = MappingProxyType({house: _price(**{house: 5, "reed": 2}) for house in HOUSES})
# Renovation: the whole house at once, one step; per room of the new material plus 1 reed.
RENOVATION: Final = MappingProxyType({"wood": "clay", "clay": "stone"})
RENOVATION_COST_PER_ROOM: Final = 1
RENOVATION_REED: Final = 1
FENCE_COST: Final = _price(wood=1)
STABLE_COST: Final = _price(wood=2)
FAMILY_STABLE_COST: Final = _price(wood=1)  # family-board "Build 1 stable and/or bake bread"

# --- rounds, harvest, feeding (sections 2, 5) --------------------------------
ROUNDS: Final = 14
HARVEST_ROUNDS: Final = (4, 7, 9, 11, 13, 14)
START_FOOD: Final = MappingProxyType({"starting_player": 2, "others": 3, "solo": 0})
FOOD_PER_PERSON: Final = 2
FOOD_PER_PERSON_SOLO: Final = 3
FOOD_PER_NEWBORN: Final = 1
RAW_FOOD: Final = MappingProxyType({"grain": 1, "vegetables": 1})  # any time, no improvement needed
SOWING: Final = MappingProxyType({"grain": 3, "vegetables": 2})  # crops on a field after sowing 1

# --- major improvements (section 4) ------------------------------------------


@dataclass(frozen=True)
class Major:
    """A major improvement card (or a pair of equal cards, one ``cost`` per copy).

    ``cooking``: food per good at any time; ``bake_rate``/``bake_limit``: food
    per grain and grain per bake action (``None`` = no limit);
    ``harvest_conversion``: one unit of a material to food, once per harvest.
    End-game bonuses (the Joinery's wood...) are card rules, in the card data
    (``data/card-bonus.json``, read by :mod:`.cards`).
    """

    key: str
    name: str
    costs: tuple[Price, ...]  # one per copy on the supply board
    points: int
    upgrade_from: str | None = None  # may be bought by returning this major instead
    cooking: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    bake_rate: int = 0
    bake_limit: int | None = None
    bake_on_purchase: bool = False
    harvest_conversion: tuple[str, int] | None = None  # (material, food)
    round_food: int = 0  # food on each of the next rounds (the Well)

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied by its fields (compiled, a frozen record has no other way in)."""
        return (Major, (self.key, self.name, self.costs, self.points, self.upgrade_from, self.cooking, self.bake_rate,
                        self.bake_limit, self.bake_on_purchase, self.harvest_conversion, self.round_food))

    @property
    def count(self) -> int:
        """Copies of this card in the game."""
        return len(self.costs)


_FIREPLACE_COOKING = MappingProxyType({"vegetables": 2, "sheep": 2, "boar": 2, "cattle": 3})
_HEARTH_COOKING = MappingProxyType({"vegetables": 3, "sheep": 2, "boar": 3, "cattle": 4})

MAJORS: Final = MappingProxyType(
    {
        m.key: m
        for m in (
            Major("fireplace", "Fireplace", (_price(clay=2), _price(clay=3)), 1,
                  cooking=_FIREPLACE_COOKING, bake_rate=2),
            Major("cooking_hearth", "Cooking Hearth", (_price(clay=4), _price(clay=5)), 1,
                  upgrade_from="fireplace", cooking=_HEARTH_COOKING, bake_rate=3),
            Major("clay_oven", "Clay Oven", (_price(clay=3, stone=1),), 2,
                  bake_rate=5, bake_limit=1, bake_on_purchase=True),
            Major("stone_oven", "Stone Oven", (_price(clay=1, stone=3),), 3,
                  bake_rate=4, bake_limit=2, bake_on_purchase=True),
            Major("joinery", "Joinery", (_price(wood=2, stone=2),), 2,
                  harvest_conversion=("wood", 2)),
            Major("pottery", "Pottery", (_price(clay=2, stone=2),), 2,
                  harvest_conversion=("clay", 2)),
            Major("basketmakers_workshop", "Basketmaker's Workshop", (_price(reed=2, stone=2),), 2,
                  harvest_conversion=("reed", 3)),
            Major("well", "Well", (_price(wood=1, stone=3),), 4, round_food=5),
        )
    }
)

# --- scoring (section 6) -----------------------------------------------------
# Minimum counts for 1, 2, 3 and 4 points; below the first: MISSING_POINTS.
SCORE_BANDS: Final = MappingProxyType(
    {
        "fields": (2, 3, 4, 5),
        "pastures": (1, 2, 3, 4),
        "grain": (1, 4, 6, 8),
        "vegetables": (1, 2, 3, 4),
        "sheep": (1, 4, 6, 8),
        "boar": (1, 3, 5, 7),
        "cattle": (1, 2, 4, 6),
    }
)
MISSING_POINTS: Final = -1
UNUSED_SPACE_POINTS: Final = -1
FENCED_STABLE_POINTS: Final = 1
ROOM_POINTS: Final = MappingProxyType({"wood": 0, "clay": 1, "stone": 2})
PERSON_POINTS: Final = 3
BEGGING_POINTS: Final = -3

BREAKDOWN_KEYS: Final = (
    "fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle", "unused_spaces",
    "fenced_stables", "rooms", "family_members", "card_points", "bonus_points", "begging",
)


def band_points(category: str, count: int) -> int:
    """Points of a banded category (fields, pastures, crops, animals) for ``count``.

    >>> [band_points("boar", n) for n in (0, 1, 2, 3, 4, 5, 6, 7, 20)]
    [-1, 1, 1, 2, 2, 3, 3, 4, 4]
    """
    reached = bisect_right(SCORE_BANDS[category], count)  # the bands' minimums reached (ascending)
    return reached if reached else MISSING_POINTS
