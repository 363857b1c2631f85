"""Action spaces and round cards of the Agricola Family game (original edition), as data.

Every space a person can go to is a :class:`Space`: what accumulates on it
each round, what it gives outright, and which *parts* its action consists of.
A part is one small decision handled by :mod:`calculator.agricola.turns`
(``"build"`` rooms and stables, ``"sow"``, ``"bake"``, ``"fence"``, ...) or an
automatic step (``"renovate"``, ``"growth"``).  ``mode`` says how the parts
combine:

* ``"and_or"``: any of the parts, at least one (rules 2: "A and/or B");
* ``"then"``: the first part is mandatory, the later ones optional
  ("After renovation also 1 major improvement").

Sections refer to the rules specification (rules/agricola.md).  The numbers of
the farm, the costs and the majors stay in :mod:`calculator.agricola.rules`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType

from . import rules


@dataclass(frozen=True)
class Space:
    """One action space (printed, a green card or a round card)."""

    id: str
    label: str
    parts: tuple[str, ...] = ()  # decisions after taking the goods (empty: nothing to decide)
    mode: str = "and_or"  # "and_or" or "then" (first part mandatory)
    accumulate: tuple[str, int] | None = None  # good put on the space every round, and how many
    solo_accumulate: int | None = None  # the amount in a 1-player game, when it differs
    min_players_accumulate: int = 1  # no goods are put here in smaller games (the Storehouse)
    gain: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))  # fixed goods
    start_player: bool = False  # taking the space makes its user the starting player
    stage: int = 0  # round-card stage (1-6); 0 for the board and the green cards

    def amount(self, num_players: int) -> int:
        """Goods put on this space at the start of each round in a game of ``num_players``."""
        if self.accumulate is None or num_players < self.min_players_accumulate:
            return 0
        if num_players == 1 and self.solo_accumulate is not None:
            return self.solo_accumulate
        return self.accumulate[1]


def _gain(**amounts: int) -> Mapping[str, int]:
    return MappingProxyType(amounts)


# --- game board 1, family side (section 2.1, rulings 2 and 3) -----------------
BOARD = (
    Space("build", "Build room(s) and/or stable(s)", ("build",)),
    Space("start", "Starting player + Storehouse food", accumulate=("food", 1), min_players_accumulate=2,
          start_player=True),
    Space("grain", "Take 1 grain", gain=_gain(grain=1)),
    Space("plow", "Plow 1 field", ("plow",)),
    Space("stable_bake", "Build 1 stable (1 wood) and/or bake bread", ("stable1", "bake")),
    Space("day", "Day laborer: 1 food + 1 building resource", ("resource",), gain=_gain(food=1)),
    Space("wood", "3 wood", accumulate=("wood", 3), solo_accumulate=2),
    Space("clay", "1 clay", accumulate=("clay", 1)),
    Space("reed", "1 reed", accumulate=("reed", 1)),
    Space("fish", "Fishing", accumulate=("food", 1)),
)

# --- green action cards, family versions (section 2.2, rulings 2 and 4) -------
_TWO_RESOURCES = Space("resources2", "Take 2 different building resources", ("pair",))
GREEN = MappingProxyType(
    {
        1: (),
        2: (),
        3: (
            Space("wood2", "2 wood", accumulate=("wood", 2)),
            Space("clay1", "1 clay", accumulate=("clay", 1)),
            Space("resource1", "Take 1 building resource", ("resource",)),
            _TWO_RESOURCES,
        ),
        4: (
            Space("wood1", "1 wood", accumulate=("wood", 1)),
            Space("wood2", "2 wood", accumulate=("wood", 2)),
            Space("clay2", "2 clay", accumulate=("clay", 2)),
            Space("reed_stone_food", "1 reed + 1 stone + 1 food", gain=_gain(reed=1, stone=1, food=1)),
            Space("traveling", "Traveling players", accumulate=("food", 1)),
            _TWO_RESOURCES,
        ),
        5: (
            Space("wood4", "4 wood", accumulate=("wood", 4)),
            Space("clay3", "3 clay", accumulate=("clay", 3)),
            Space("reed_stone_wood", "Reed + 1 stone + 1 wood", accumulate=("reed", 1), gain=_gain(stone=1, wood=1)),
            Space("animals", "1 sheep + 1 food, or 1 wild boar, or 1 cattle for 1 food", ("animal_choice",)),
            Space("room_or_traveling", "Build 1 room or Traveling players", ("room_or_food",), accumulate=("food", 1)),
            Space("resources2_or_growth", "2 different building resources or (from round 5) family growth",
                  ("pair_or_growth",)),
        ),
    }
)

# --- round cards (section 3) ---------------------------------------------------
ROUND_CARDS = (
    Space("sow_bake", "Sow and/or bake bread", ("sow", "bake"), stage=1),
    Space("fences", "Fences", ("fence",), stage=1),
    Space("major", "1 major improvement", ("major",), stage=1),
    Space("sheep", "1 sheep", accumulate=("sheep", 1), stage=1),
    Space("family_growth", "Family growth (needs a free room)", ("growth",), stage=2),
    Space("stone1", "1 stone", accumulate=("stone", 1), stage=2),
    Space("renovate_major", "Renovation, then 1 major improvement", ("renovate", "major"), mode="then", stage=2),
    Space("vegetable", "Take 1 vegetable", gain=_gain(vegetables=1), stage=3),
    Space("boar", "1 wild boar", accumulate=("boar", 1), stage=3),
    Space("stone2", "1 stone", accumulate=("stone", 1), stage=4),
    Space("cattle", "1 cattle", accumulate=("cattle", 1), stage=4),
    Space("growth_no_room", "Family growth even without room", ("growth_any",), stage=5),
    Space("plow_sow", "Plow 1 field and/or sow", ("plow", "sow"), stage=5),
    Space("renovate_fences", "Renovation, then fences", ("renovate", "fence"), mode="then", stage=6),
)
STAGES = tuple(sorted({card.stage for card in ROUND_CARDS}))

SPACES = MappingProxyType(
    {space.id: space for space in BOARD + ROUND_CARDS + tuple(s for g in GREEN.values() for s in g)}
)

# Parts carried out without a decision: they happen as soon as they are reached.
AUTOMATIC_PARTS = frozenset({"renovate", "growth", "growth_any"})

# --- setup and family-game numbers not printed on a space ---------------------
START_FOOD = rules.START_FOOD
ANIMAL_CHOICE = MappingProxyType(  # the 5-player animal card: exactly one of these
    {
        "sheep": (_gain(sheep=1, food=1), _gain()),
        "boar": (_gain(boar=1), _gain()),
        "cattle": (_gain(cattle=1), _gain(food=1)),  # (gain, price)
    }
)
GROWTH_FROM_ROUND = 5  # the 5-player "2 resources or family growth" card allows growth from round 5


@lru_cache(maxsize=8)  # one entry per player count
def amounts(num_players: int) -> Mapping[str, int]:
    """Goods put on each space (by id) at the start of a round in a game of ``num_players``."""
    return MappingProxyType({space_id: space.amount(num_players) for space_id, space in SPACES.items()})


def board_spaces(num_players: int) -> tuple[Space, ...]:
    """The spaces in play from round 1: the board, then the green cards for this many players."""
    return BOARD + GREEN[num_players]


def stage_cards(stage: int) -> tuple[Space, ...]:
    """The round cards of one stage, in the order of :data:`ROUND_CARDS`."""
    return tuple(card for card in ROUND_CARDS if card.stage == stage)
