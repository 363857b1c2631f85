"""Rules data of Agricola: All Creatures Big and Small (base game), kept as data.

The simulator and the scorer read these tables; no other module repeats a
number from the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

ANIMALS = ("sheep", "pigs", "cattle", "horses")
MATERIALS = ("wood", "stone", "reed")

ROWS: Final = 3
HOME_COLUMNS: Final = 2
# Troughs, stall tiles, expansions and the special buildings (one each) are limited
# and shared by both players: these are the numbers in the box.
MAX_EXPANSIONS: Final = 4
EXPANSION_POINTS: Final = 4  # per expansion whose three spaces are all used
MAX_TROUGHS: Final = 10
MAX_STALL_TILES: Final = 4  # stalls and stables share the four tiles
MAX_BORDERS: Final = 17  # 9 of the player's own + the 8 that reach the Expand space
GAME_BORDERS: Final = 26  # both players' 9 + the 8 that reach the Expand space
COTTAGE_START = (2, 0)  # row, column of the home board

# Points for n animals are n + bonus(n).  The bonus is -3 up to 3 animals, then
# steps to 0, +1, +2, +3 at these counts, and grows by 1 per animal after the last.
BONUS_STEPS = MappingProxyType(
    {
        "sheep": (4, 8, 11, 13),
        "pigs": (4, 7, 9, 11),
        "cattle": (4, 6, 8, 10),
        "horses": (4, 5, 7, 9),
    }
)


def animal_points(kind: str, count: int) -> int:
    """Final points for ``count`` animals of ``kind``: one each plus the box-side bonus.

    >>> [animal_points("sheep", n) for n in (3, 4, 8, 12, 13, 15)]
    [0, 4, 9, 14, 16, 20]
    """
    zero, one, two, three = BONUS_STEPS[kind]
    if count < zero:
        bonus = -3
    elif count < one:
        bonus = 0
    elif count < two:
        bonus = 1
    elif count < three:
        bonus = 2
    else:
        bonus = 3 + count - three
    return count + bonus


@dataclass(frozen=True)
class Building:
    """A building tile: its document token, capacity (one animal type) and points."""

    token: str
    name: str
    capacity: int
    points: int
    cost: tuple[MappingProxyType, ...] = field(default=())  # alternatives, each a full price
    limit: int = 1  # how many one player may own
    special: bool = False  # one of the four special buildings


def _price(**amounts: int) -> MappingProxyType:
    return MappingProxyType(amounts)


BUILDINGS = MappingProxyType(
    {
        b.token: b
        for b in (
            Building("C", "cottage", 1, 0),
            Building("H", "half-timbered house", 2, 5, (_price(wood=3, stone=2, reed=1),), special=True),
            Building("S", "stall", 3, 1, (_price(stone=3, reed=1),), limit=MAX_STALL_TILES),
            Building("B", "stables", 5, 4, (_price(wood=5), _price(stone=5)), limit=MAX_STALL_TILES),
            Building("O", "open stables", 5, 2, (_price(wood=3), _price(stone=3)), special=True),
            Building("L", "shelter", 1, 0, (_price(wood=2, stone=1),), special=True),
            Building("G", "storage building", 0, 0, (_price(wood=2, reed=1),), special=True),
        )
    }
)
BUILT_ON = MappingProxyType({"H": "C", "B": "S", "O": "S"})  # what each of these replaces (or flips)
HOUSES = ("C", "H")  # exactly one of these on every farm
STALL_TILES = ("S", "B")  # a stall and its flipped side, the stables
STORAGE = "G"
STORAGE_POINTS_PER_MATERIAL = 0.5  # per wood, stone or reed in the player's supply; not rounded


# --- The game: setup, rounds and the action board (rules sections 2 and 3) ---

ROUNDS: Final = 8
PLAYERS: Final = 2
WORKERS: Final = 3
START_BORDERS: Final = 9
GOODS = ("wood", "stone", "reed", "borders") + ANIMALS  # what an action space can hold


@dataclass(frozen=True)
class ActionSpace:
    """A space of the action board and how it refills at the start of each round.

    ``refill`` goods are added every round, even onto goods left there.
    ``first``/``then``: one ``first`` if the space is empty, else one ``then``.
    """

    id: str
    label: str
    refill: tuple[tuple[str, int], ...] = ()
    first: str | None = None
    then: str | None = None


ACTION_SPACES = (
    ActionSpace("start_player_wood", "Start player + 1 wood", refill=(("wood", 1),)),
    ActionSpace("wood3", "3 wood", refill=(("wood", 3),)),
    ActionSpace("stone1", "1 stone", refill=(("stone", 1),)),
    ActionSpace("stone2", "2 stone", refill=(("stone", 2),)),
    ActionSpace("building_materials", "Building materials: 1 wood, 1 stone, 1 reed"),
    ActionSpace("fences", "Fences: borders for 1 wood each"),
    ActionSpace("walls", "Walls: 2 borders free, more for 2 stone each"),
    ActionSpace("expand", "Expand: take the borders and a farm expansion", refill=(("borders", 1),)),
    ActionSpace("stall", "Stall: 3 stone + 1 reed"),
    ActionSpace("troughs", "Feeding troughs: 1 free, more for 3 wood each"),
    ActionSpace("stables", "Stables: upgrade stalls for 5 wood or 5 stone each"),
    ActionSpace("special_building_1", "Special building"),
    ActionSpace("special_building_2", "Special building"),
    ActionSpace("millpond", "Millpond: reed, then sheep", first="reed", then="sheep"),
    ActionSpace("pigs_sheep", "Pigs and sheep", first="pigs", then="sheep"),
    ActionSpace("cattle_pigs", "Cattle and pigs", first="cattle", then="pigs"),
    ActionSpace("horses_sheep", "Horses and sheep", first="horses", then="sheep"),
)
BUILDING_MATERIALS_GAIN = MappingProxyType({"wood": 1, "stone": 1, "reed": 1})
FENCE_COST = MappingProxyType({"wood": 1})  # per border
FREE_WALLS: Final = 2  # per Walls action
WALL_COST = MappingProxyType({"stone": 2})  # per border after the free ones
FREE_TROUGHS: Final = 1  # per Feeding troughs action
TROUGH_COST = MappingProxyType({"wood": 3})  # per trough after the free one
SHELTER_GAIN = ANIMALS  # take one animal of any type
OPEN_STABLES_GAIN = ("cattle", "horses")  # take one of these
