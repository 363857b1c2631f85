"""Rules data of Hens (hens.md), kept as data.

Breeds, card ranges, grid shapes, the scoring settings of hens.md section 6.2
with their defaults, and the goal language of section 8.1.  The other modules
read these tables; none repeats a number from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType


@dataclass(frozen=True)
class Breed:
    """A hen breed: its document code, its name in card-set files, and its cards in the deck."""

    code: str
    name: str
    cards: int


BREEDS = (
    Breed("PAD", "PADOVANA", 12),
    Breed("WYA", "WYANDOTTE", 12),
    Breed("SEB", "SEBRIGHT", 10),
    Breed("BAR", "BARNEVELDER", 10),
    Breed("SUL", "SULTAN", 8),
    Breed("FAV", "FAVEROLLES", 8),
    Breed("CEM", "CEMANI", 6),
    Breed("MOD", "MODERN_GAME", 6),
)
BREED_BY_CODE = MappingProxyType({b.code: b for b in BREEDS})
BREED_BY_NAME = MappingProxyType({b.name: b for b in BREEDS})
BREED_SIZES = MappingProxyType({b.name: b.cards for b in BREEDS})  # deck composition by breed name

# Inclusive ranges of what a card shows.
VALUES = (1, 6)
EGGS = (1, 3)
MEDALS = (0, 2)
COPIES = (1, 2)  # 2 = the feather icon

COOP = "coop"  # the document token of a face-down card
GRID_SHAPES = ((3, 4), (4, 3))  # (rows, cols) of a finished grid

MIN_PLAYERS = 1  # solo included (hens.md section 1)
MAX_PLAYERS = 4

# Final tie-breakers after the total (hens.md 4.13); then the win is shared.
TIEBREAKERS = ("largest_group_size", "second_group_size", "medals")


@dataclass(frozen=True)
class Setting:
    """A configurable scoring ruling: its default and the values it accepts.

    Named settings list their ``choices``; numeric ones give an inclusive ``span``.
    """

    default: str | int
    choices: tuple[str, ...] = ()
    span: tuple[int, int] | None = None


# The rulings of hens.md section 6.2 that change a finished grid's score.
SETTINGS = MappingProxyType(
    {
        "largest_group_metric": Setting("cards", choices=("cards", "eggs")),
        "full_tie_rooster": Setting("rooster_loses", choices=("rooster_loses", "rooster_scores")),
        "medal_set_size": Setting(3, span=(1, 12)),
        "medal_set_points": Setting(2, span=(0, 12)),
        "coop_penalty": Setting(-1, span=(-12, 0)),
    }
)

# The goal language of hens.md section 8.1: kind -> parameter names.  Points are
# scored once per instance for ``per_*`` kinds and once if true for ``if_*`` kinds.
GOAL_KINDS = MappingProxyType(
    {
        "per_hen_value_in": ("values",),
        "per_hen_eggs_eq": ("eggs",),
        "per_hen_medals_eq": ("medals",),
        "per_coop": (),
        "if_no_coops": (),
        "per_singleton_hen": (),
        "per_corner_hen_eggs_ge": ("eggs",),
        "if_all_corners_same_breed": (),
        "per_mono_line": ("length",),
        "per_distinct_breed": (),
        "per_distinct_breed_over": ("n",),
        "if_largest_group_ge": ("n",),
        "if_largest_group_le": ("n",),
        "if_rooster_group_ge": ("n",),
        "per_extra_group_ge": ("n",),
        "if_all_values_present": (),
        "per_two_cross_breed_edges": (),
    }
)
# Inclusive range of each goal parameter (``values`` is a list of card values).
GOAL_PARAMS = MappingProxyType(
    {
        "values": VALUES,
        "eggs": EGGS,
        "medals": MEDALS,
        "length": (3, 4),
        "n": (0, 12),
    }
)
GOALS_PER_CARD = 2
