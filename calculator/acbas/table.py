"""The components both ACBAS players take from one box, counted over the table.

Troughs (10), stall tiles (4: a stall and its flipped side, the stables),
farm expansions (4) and each special building (one of each) are limited and
shared; the borders are 9 per player plus the 8 that reach the Expand space.
One farm can be legal alone while the two farms together need more than the
box holds.  A quick entry (counts, no farm drawn) uses the stall tiles and special
buildings it counts, its full expansions at least, and as few troughs and borders
as the counts allow: none.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import RuleViolation
from ..words import Saying, saying
from . import rules
from .farm import Farm
from .position import Position


@dataclass(frozen=True)
class SharedComponent:
    """A limited component: how many one player's position uses, and how many the game has."""

    name: Saying  # plural
    used: Callable[[Position], int]
    in_game: int


# The special buildings, counted (the glossary's words are of one).
_PLURALS = {"H": saying("half-timbered houses"), "O": saying("open stables"), "L": saying("shelters"),
            "G": saying("storage buildings")}


def _buildings(tokens: tuple[str, ...]) -> Callable[[Position], int]:
    return lambda position: sum(position.tally.buildings[token] for token in tokens)


def _drawn(measure: Callable[[Farm], int], counted: Callable[[Position], int] = lambda position: 0
           ) -> Callable[[Position], int]:
    """What a drawn farm uses, else the fewest its counts allow."""
    return lambda position: measure(position.farm) if position.farm is not None else counted(position)


SHARED_COMPONENTS = (
    SharedComponent(saying("troughs"), _drawn(lambda farm: len(farm.troughs)), rules.MAX_TROUGHS),
    SharedComponent(saying("stall tiles (stalls and stables)"), _buildings(rules.STALL_TILES), rules.MAX_STALL_TILES),
    SharedComponent(saying("farm expansions"), _drawn(lambda farm: farm.left + farm.right,
                                                      lambda position: position.tally.full_expansions),
                    rules.MAX_EXPANSIONS),
    *(SharedComponent(_PLURALS[token], _buildings((token,)), 1)
      for token, building in rules.BUILDINGS.items() if building.special),
    # Borders implied by the pastures are the fewest a farm can have placed.
    SharedComponent(saying("borders"), _drawn(lambda farm: len(farm.borders)), rules.GAME_BORDERS),
)


def check_shared(positions: Sequence[Position]) -> None:
    """Raise :class:`RuleViolation` if the players together use more of a shared component
    than the game has."""
    for component in SHARED_COMPONENTS:
        used = [component.used(position) for position in positions]
        if sum(used) > component.in_game:
            raise RuleViolation(
                saying("the farms together have %(count)s %(component)s (%(each)s); the game has only %(most)s, "
                       "shared by the players", count=sum(used), component=component.name,
                       each=" + ".join(map(str, used)), most=component.in_game),
                where="players",
            )
