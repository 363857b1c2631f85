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
from typing import Final

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
    # Card game: food an occupation played here costs, by how many the player has played
    # already (the last figure holds for every later one).
    occupation_food: tuple[int, ...] = ()

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

# --- the full (card) game's sides, where they differ (sections 2.1, 2.2 and 3) ---------
# Each maps the family space's id to the space printed on the other side; the round cards
# keep their family ids in the game's card order, the board shows this side of them.
_LESSONS_4_5 = (1, 1, 2)  # 4 and 5 players: the first two occupations 1 food each, then 2
FULL_SIDE = MappingProxyType(
    {
        "start": Space("start_minor", "Starting player and/or 1 minor improvement", ("minor",), start_player=True),
        "stable_bake": Space("lessons", "1 occupation (the first free, each later one 1 food)", ("occupation",),
                             occupation_food=(0, 1)),
        "day": Space("day_laborer", "Day laborer: 2 food", gain=_gain(food=2)),
        "resources2_or_growth": Space("lessons5", "1 occupation or (from round 5) family growth",
                                      ("occupation_or_growth",), occupation_food=_LESSONS_4_5),
        "major": Space("improvement", "1 major or minor improvement", ("improvement",), stage=1),
        "family_growth": Space("growth_minor", "Family growth (needs a free room), then also 1 minor improvement",
                               ("growth", "minor"), mode="then", stage=2),
        "renovate_major": Space("renovate_improvement", "Renovation, then 1 major or minor improvement",
                                ("renovate", "improvement"), mode="then", stage=2),
    }
)
FULL_GREEN = MappingProxyType(  # the 3- and 4-player occupation cards (family side: "resources2")
    {
        3: Space("lessons3", "1 occupation (2 food)", ("occupation",), occupation_food=(2,)),
        4: Space("lessons4", "1 occupation (the first two 1 food each, then 2)", ("occupation",),
                 occupation_food=_LESSONS_4_5),
    }
)


def full_side(space: Space, num_players: int) -> Space:
    """The space as the card game's board shows it (``space`` itself where both sides agree)."""
    if space.id == "resources2":
        return FULL_GREEN[num_players]
    return FULL_SIDE.get(space.id) or space


def full_spaces(num_players: int) -> tuple[Space, ...]:
    """The card game's own spaces for ``num_players`` (those unlike the family game's), in the
    order of the family spaces they replace: board and green cards, then round cards."""
    return tuple(full_side(space, num_players) for space in board_spaces(num_players) + ROUND_CARDS
                 if full_side(space, num_players) is not space)


# --- cards that are action spaces (card game): the space's id is the card's; it joins the
# board when its owner plays the card (see the effect kind ``action_space``) ---------------
CARD_SPACES = (
    Space("E164", "Master Forester: wood (2 more each round)", accumulate=("wood", 2)),
    Space("I100", "Tavern: 3 food", gain=_gain(food=3)),
    Space("I230", "Clay Digger: clay (1 more each round)", accumulate=("clay", 1)),
    Space("I337", "Clay Deposit: 5 clay", gain=_gain(clay=5)),
)

SPACES: Final = MappingProxyType(
    {space.id: space for space in BOARD + ROUND_CARDS + tuple(s for g in GREEN.values() for s in g)
     + tuple(FULL_SIDE.values()) + tuple(FULL_GREEN.values()) + CARD_SPACES}
)
# Each space's fixed goods as a plain dictionary, never written (compiled, read natively, where
# the space's own read-only mapping is read through generic calls).
GAINS: Final[dict[str, dict[str, int]]] = {space_id: dict(space.gain) for space_id, space in SPACES.items()}
# Spaces whose action is only the goods piled on them: a person may not use one while it is empty.
GOODS_ONLY: Final = frozenset(space.id for space in SPACES.values()
                       if space.accumulate and not space.parts and not space.gain and not space.start_player)

# Parts carried out without a decision: they happen as soon as they are reached.
AUTOMATIC_PARTS: Final = frozenset({"renovate", "growth", "growth_any"})
# Parts that play cards from hand (card game): see :mod:`.card_play`.
CARD_PARTS: Final = frozenset({"occupation", "minor", "improvement", "occupation_or_growth",
                        "occupation_or_improvement"})  # the last: a card's, at a round's start (Scholar)

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
def amounts(num_players: int) -> dict[str, int]:
    """Goods put on each space (by id) at the start of a round in a game of ``num_players``
    (read only: one dictionary for every caller; compiled, read natively)."""
    return {space_id: space.amount(num_players) for space_id, space in SPACES.items()}


def board_spaces(num_players: int, card_game: bool = False) -> tuple[Space, ...]:
    """The spaces in play from round 1: the board, then the green cards for this many players
    (in a card game, their full-game sides)."""
    family = BOARD + GREEN[num_players]
    return tuple(full_side(space, num_players) for space in family) if card_game else family


def round_space(card: str, num_players: int, card_game: bool) -> str:
    """The id of the space a round card (by its family id) opens, on the game's side."""
    return full_side(SPACES[card], num_players).id if card_game else card


def stage_cards(stage: int) -> tuple[Space, ...]:
    """The round cards of one stage, in the order of :data:`ROUND_CARDS`."""
    return tuple(card for card in ROUND_CARDS if card.stage == stage)
