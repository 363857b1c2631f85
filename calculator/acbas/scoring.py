"""Final scoring of ACBAS: animals, buildings, expansions; and the capacity check."""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InvalidDocument
from ..farm_results import capacity_result, counted_result, number, score_result
from ..housing import Housing, house
from ..solver import DEFAULT_SOLVER
from . import rules
from .position import Position

# No two totals differ by more than this (a loose bound, for research frameworks): the
# lowest is -12 (no animals); at most 180 animals fit (18 spaces, 10 animals in a
# space at most), at most 2 points each, and buildings, expansions and the storage
# building's materials add less than 200.
SCORE_SPAN = 600


def best_housing(position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> Housing:
    """The exact best way to keep the position's animals on its farm."""
    return house(position.farm.locations, position.animals, rules.animal_points, solver=solver, time_limit=time_limit)


def building_points(position: Position) -> int | float:
    """Printed points of the buildings, plus ½ per material in supply with a storage building."""
    buildings = position.tally.buildings
    points = sum(rules.BUILDINGS[token].points * n for token, n in buildings.items())
    if buildings[rules.STORAGE]:
        points += rules.STORAGE_POINTS_PER_MATERIAL * sum(position.supply.values())
    return number(points)


def expansion_points(position: Position) -> int:
    """4 points for each expansion tile whose three spaces are all used."""
    return rules.EXPANSION_POINTS * position.tally.full_expansions


def score_breakdown(position: Position, kept: dict[str, int]) -> dict[str, int | float]:
    """Points per category when the player keeps ``kept`` animals."""
    breakdown: dict[str, int | float] = {a: rules.animal_points(a, kept[a]) for a in rules.ANIMALS}
    breakdown["buildings"] = building_points(position)
    breakdown["expansions"] = expansion_points(position)
    return breakdown


def score(position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> dict:
    """The final score of a position whose animals all fit (else :class:`AnimalsDoNotFit`);
    a quick-entry document (``counts``) keeps every animal and places none."""
    if position.farm is None:
        return counted_result("acbas", score_breakdown(position, dict(position.animals)))
    housing = best_housing(position, solver=solver, time_limit=time_limit)
    return score_result("acbas", housing, lambda kept: score_breakdown(position, kept),
                        best=lambda: capacity(position, housing=housing))


def rank(totals: Sequence[int | float], start_player: int | None = None) -> tuple[list[int], list[int]]:
    """Seats best first, and the winners, from each seat's total.

    Equal totals go to the player who was *not* start player in round 1
    (``start_player``); without it, a tie is shared.
    """
    order = sorted(range(len(totals)), key=lambda i: (-totals[i], i == start_player, i))
    tied = [i for i in order if totals[i] == totals[order[0]]]
    winners = [i for i in tied if i != start_player] if start_player is not None and len(tied) > 1 else tied
    return order, sorted(winners)


def capacity(
    position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None, housing: Housing | None = None
) -> dict:
    """Locations, the most of each type, and (with animals) the best keep/release choice.

    ``best_score`` is the animal part of the score, as api.md asks for ACBAS.
    """
    if position.farm is None:
        raise InvalidDocument("a capacity check needs the drawn farm; quick entry has no places for animals",
                              where="counts")
    if position.animals_given and housing is None:
        housing = best_housing(position, solver=solver, time_limit=time_limit)
    return capacity_result("acbas", position.farm.locations, rules.ANIMALS,
                           housing if position.animals_given else None, lambda h: h.placement.value)
