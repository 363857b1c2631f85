"""Final scoring of ACBAS: animals, buildings, expansions; and the capacity check."""

from __future__ import annotations

from ..errors import AnimalsDoNotFit
from ..housing import Housing, house, max_animals
from . import rules
from .position import Position


def number(value: float) -> int | float:
    """Points as JSON shows them: whole numbers as integers, halves as x.5."""
    return int(value) if float(value).is_integer() else value


def best_housing(position: Position, *, solver: str = "cpsat", time_limit: float | None = None) -> Housing:
    """The exact best way to keep the position's animals on its farm."""
    return house(position.farm.locations, position.animals, rules.animal_points, solver=solver, time_limit=time_limit)


def building_points(position: Position) -> int | float:
    """Printed points of the buildings, plus ½ per material in supply with a storage building."""
    points = sum(rules.BUILDINGS[token].points for token in position.farm.buildings.values())
    if rules.STORAGE in position.farm.buildings.values():
        points += rules.STORAGE_POINTS_PER_MATERIAL * sum(position.supply.values())
    return number(points)


def expansion_points(position: Position) -> int:
    """4 points for each expansion tile whose three spaces are all used."""
    farm = position.farm
    full = [c for c in farm.expansion_columns if all(farm.is_used((r, c)) for r in range(farm.rows))]
    return rules.EXPANSION_POINTS * len(full)


def score_breakdown(position: Position, kept: dict[str, int]) -> dict[str, int | float]:
    """Points per category when the player keeps ``kept`` animals."""
    breakdown: dict[str, int | float] = {a: rules.animal_points(a, kept[a]) for a in rules.ANIMALS}
    breakdown["buildings"] = building_points(position)
    breakdown["expansions"] = expansion_points(position)
    return breakdown


def score(position: Position, *, solver: str = "cpsat", time_limit: float | None = None) -> dict:
    """The final score of a position whose animals all fit (else :class:`AnimalsDoNotFit`)."""
    housing = best_housing(position, solver=solver, time_limit=time_limit)
    if not housing.fits:
        best = capacity(position, housing=housing)
        released = ", ".join(f"{n} {a}" for a, n in housing.release.items() if n)
        raise AnimalsDoNotFit(
            f"the farm cannot hold all the animals; the best score, {number(best['best_score'] + _other_points(position))}, "
            f"comes from releasing {released}",
            best=best,
        )
    breakdown = score_breakdown(position, housing.keep)
    return {
        "game": "acbas",
        "total": number(sum(breakdown.values())),
        "breakdown": breakdown,
        "placement": housing.placement_json(),
    }


def _other_points(position: Position) -> int | float:
    return building_points(position) + expansion_points(position)


def capacity(
    position: Position, *, solver: str = "cpsat", time_limit: float | None = None, housing: Housing | None = None
) -> dict:
    """Locations, the most of each type, and (with animals) the best keep/release choice.

    ``best_score`` is the animal part of the score, as api.md asks for ACBAS.
    """
    farm = position.farm
    result = {
        "game": "acbas",
        "locations": [location.to_json() for location in farm.locations],
        "max_animals": max_animals(farm.locations, rules.ANIMALS),
    }
    if position.animals_given:
        housing = housing or best_housing(position, solver=solver, time_limit=time_limit)
        result.update(
            fits=housing.fits,
            keep=housing.keep,
            release=housing.release,
            placement=housing.placement_json(),
            best_score=housing.placement.value,
        )
    return result
