"""Final scoring of Agricola (rules section 6) and the capacity check.

Only the animal categories depend on which animals are kept, so the placement
solver maximises their band points (then animals kept) and every other
category is added unchanged: the best placement is also the best full score.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..farm_results import capacity_result, score_result
from ..housing import Housing, house
from ..solver import DEFAULT_SOLVER
from . import rules
from .position import Position

# No two totals differ by more than this (a loose bound, for research frameworks):
# at most 120 (every band at 4, stone rooms, 5 people, every major and bonus) and at
# least -290 (every band missing, 13 unused spaces, 90 begging cards).
SCORE_SPAN = 450


def animal_points(animal: str, kept: int) -> int:
    """Band points of ``kept`` animals of one type (never decreasing in ``kept``)."""
    return rules.band_points(animal, kept)


def best_housing(position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> Housing:
    """The exact best way to keep the position's animals on its farmyard."""
    return house(position.farmyard.locations, position.animals, animal_points, solver=solver, time_limit=time_limit)


def card_points(position: Position) -> int:
    """Printed points of the majors owned plus the hand-entered card points."""
    return sum(rules.MAJORS[key].points for key in position.majors) + position.card_points


def bonus_points(position: Position) -> int:
    """Craft bonuses (Joinery, Pottery, Basketmaker's Workshop) plus the hand-entered bonus points."""
    return sum(rules.MAJORS[key].bonus_points(position.supply) for key in position.majors) + position.bonus_points


def other_points(position: Position) -> dict[str, int]:
    """Every category that does not depend on the animals kept."""
    farmyard = position.farmyard
    return {
        "fields": rules.band_points("fields", len(farmyard.fields)),
        "pastures": rules.band_points("pastures", len(farmyard.pastures)),
        "grain": rules.band_points("grain", position.grain),
        "vegetables": rules.band_points("vegetables", position.vegetables),
        "unused_spaces": rules.UNUSED_SPACE_POINTS * len(farmyard.unused_spaces),
        "fenced_stables": rules.FENCED_STABLE_POINTS * len(farmyard.fenced_stables),
        "rooms": rules.ROOM_POINTS[position.house] * len(farmyard.rooms),
        "family_members": rules.PERSON_POINTS * position.people,
        "card_points": card_points(position),
        "bonus_points": bonus_points(position),
        "begging": rules.BEGGING_POINTS * position.begging,
    }


def score_breakdown(position: Position, kept: dict[str, int]) -> dict[str, int]:
    """Points per category (api.md section 2 keys, in order) when ``kept`` animals are kept."""
    points = other_points(position)
    points.update({animal: animal_points(animal, kept[animal]) for animal in rules.ANIMALS})
    return {key: points[key] for key in rules.BREAKDOWN_KEYS}


def score(position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> dict:
    """The final score of a position whose animals all fit (else :class:`AnimalsDoNotFit`)."""
    housing = best_housing(position, solver=solver, time_limit=time_limit)
    return score_result("agricola", housing, lambda kept: score_breakdown(position, kept),
                        best=lambda: capacity(position, housing=housing))


def rank(totals: Sequence[int]) -> tuple[list[int], list[int]]:
    """Seats best first (equal totals in seat order), and the winners, from each seat's total.

    The original edition has no tie-break: equal best totals share the win.
    """
    order = sorted(range(len(totals)), key=lambda i: (-totals[i], i))
    return order, [i for i in range(len(totals)) if totals[i] == totals[order[0]]]


def capacity(
    position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None, housing: Housing | None = None
) -> dict:
    """Locations, the most of each type, and (with animals) the best keep/release choice.

    ``best_score`` is the full Agricola score of that choice.
    """
    if position.animals_given and housing is None:
        housing = best_housing(position, solver=solver, time_limit=time_limit)
    return capacity_result("agricola", position.farmyard.locations, rules.ANIMALS,
                           housing if position.animals_given else None,
                           lambda h: sum(score_breakdown(position, h.keep).values()))
