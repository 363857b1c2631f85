"""Final scoring of ACBAS: animals, buildings, expansions; and the capacity check."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..errors import InvalidDocument
from ..farm_results import capacity_result, counted_result, number, score_result
from ..housing import Housing, house
from ..solver import DEFAULT_SOLVER
from . import rules
from .position import Position
from .tally import FarmTally



def _score_range() -> tuple[float, float]:
    """The lowest and the highest total a farm can end with (the bounds research frameworks ask for).

    Lowest: no animal (-3 for each type); buildings and expansions never cost points.
    Highest: the best split of every animal that could ever arrive on one farm (one a
    round on each animal space, one of each type a round by breeding, one per Special
    building), stables on all the stall tiles and the half-timbered house, every expansion
    fully used, and every wood, stone and reed the action spaces ever give in the storage
    building (half a point each).
    """
    specials = sum(1 for space in rules.ACTION_SPACES if space.id.startswith("special_building"))
    animal_spaces = sum(1 for space in rules.ACTION_SPACES if {space.first, space.then} & set(rules.ANIMALS))
    arrivals = rules.ROUNDS * (animal_spaces + len(rules.ANIMALS) + specials)
    best = {0: 0}  # animals placed so far -> the most points of the types so far
    for kind in rules.ANIMALS:
        more: dict[int, int] = {}
        for used, points in best.items():
            for n in range(arrivals - used + 1):
                more[used + n] = max(more.get(used + n, points + rules.animal_points(kind, n)),
                                     points + rules.animal_points(kind, n))
        best = more
    per_round = sum(rules.BUILDING_MATERIALS_GAIN.values()) + sum(
        sum(n for good, n in space.refill if good in rules.MATERIALS) + (space.first in rules.MATERIALS)
        for space in rules.ACTION_SPACES)
    materials = rules.ROUNDS * per_round
    buildings = rules.MAX_STALL_TILES * rules.BUILDINGS["B"].points + rules.BUILDINGS["H"].points
    highest = (max(best.values()) + buildings + rules.MAX_EXPANSIONS * rules.EXPANSION_POINTS
               + rules.STORAGE_POINTS_PER_MATERIAL * materials)
    return sum(rules.animal_points(kind, 0) for kind in rules.ANIMALS), highest


LOWEST, HIGHEST = _score_range()
SCORE_SPAN = HIGHEST - LOWEST  # no two totals differ by more


def best_housing(position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> Housing:
    """The exact best way to keep the position's animals on its farm."""
    return house(position.farm.locations, position.animals, rules.animal_points, solver=solver, time_limit=time_limit)


def building_points(position: Position) -> int | float:
    """Printed points of the buildings, plus ½ per material in supply with a storage building."""
    return _building_points(position.tally, position.supply)


def _building_points(tally: FarmTally, supply: Mapping[str, int]) -> int | float:
    buildings = tally.buildings
    points = sum(rules.BUILDINGS[token].points * n for token, n in buildings.items())
    if buildings[rules.STORAGE]:
        points += rules.STORAGE_POINTS_PER_MATERIAL * sum(supply.values())
    return number(points)


def expansion_points(position: Position) -> int:
    """4 points for each expansion tile whose three spaces are all used."""
    return _expansion_points(position.tally)


def _expansion_points(tally: FarmTally) -> int:
    return rules.EXPANSION_POINTS * tally.full_expansions


def score_breakdown(position: Position, kept: Mapping[str, int]) -> dict[str, int | float]:
    """Points per category when the player keeps ``kept`` animals."""
    return breakdown(position.tally, position.supply, kept)


def breakdown(tally: FarmTally, supply: Mapping[str, int], kept: Mapping[str, int]) -> dict[str, int | float]:
    """Points per category of a farm's counts and supply when the player keeps ``kept`` animals: the one
    scoring path, of a position (:func:`score_breakdown`) and of a player in the simulator (no position built)."""
    points: dict[str, int | float] = {a: rules.animal_points(a, kept[a]) for a in rules.ANIMALS}
    points["buildings"] = _building_points(tally, supply)
    points["expansions"] = _expansion_points(tally)
    return points


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
