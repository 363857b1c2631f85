"""Score and capacity results of the farm games, shaped once for ACBAS and Agricola.

Each game supplies its locations, its housing (the solver's best placement) and
a function from the animals kept to its score breakdown; this module builds the
api.md section 2 results and the "animals do not fit" error from them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import AnimalsDoNotFit
from .housing import Housing, Location, max_animals
from .solver import DEFAULT_SOLVER
from .words import saying

Breakdown = Callable[[dict[str, int]], Mapping[str, float]]  # points per category (fractions in ACBAS)


@dataclass(frozen=True)
class FarmDocuments:
    """A farm game's one-player documents: ``parse`` one into a position, then
    ``score`` it or check its ``capacity`` (each taking ``solver`` and ``time_limit``,
    and whatever options the game gives a player from the whole table)."""

    parse: Callable[[dict], Any]
    score: Callable[..., dict]
    capacity: Callable[..., dict]

    def score_document(self, document: dict, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None,
                       **table: Any) -> dict:
        """The score result of api.md 2 for one player's document."""
        return self.score(self.parse(document), solver=solver, time_limit=time_limit, **table)

    def capacity_document(
        self, document: dict, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None, **table: Any
    ) -> dict:
        """The capacity result of api.md 2 for one player's document."""
        return self.capacity(self.parse(document), solver=solver, time_limit=time_limit, **table)


def number(value: float) -> int | float:
    """Points as JSON shows them: whole numbers as integers, halves as x.5."""
    return int(value) if float(value).is_integer() else value


def score_result(game: str, housing: Housing, breakdown: Breakdown, *, best: Callable[[], dict]) -> dict:
    """The score of a position whose animals all fit, else :class:`AnimalsDoNotFit`
    carrying ``best()``, the capacity result with the best keep/release choice."""
    points = breakdown(housing.keep)
    total = number(sum(points.values()))
    if not housing.fits:
        released = ", ".join(f"{n} {a}" for a, n in housing.release.items() if n)
        raise AnimalsDoNotFit(
            saying("the farm cannot hold all the animals; the best score, %(total)s, comes from releasing "
                   "%(released)s", total=total, released=released),
            best=best(),
        )
    return {"game": game, "total": total, "breakdown": points, "placement": housing.placement_json()}


def counted_result(game: str, points: Mapping[str, float]) -> dict:
    """The score of a quick-entry document (api.md 1.5): every animal kept as entered,
    so there is nothing to place."""
    return {"game": game, "total": number(sum(points.values())), "breakdown": points, "placement": None}


def capacity_result(
    game: str,
    locations: Sequence[Location],
    animals: Sequence[str],
    housing: Housing | None,
    best_score: Callable[[Housing], int | float],
) -> dict:
    """Locations and the most of each type; with a herd (``housing``), the best
    keep/release choice, its placement and ``best_score(housing)``."""
    result = {
        "game": game,
        "locations": [location.to_json() for location in locations],
        "max_animals": max_animals(locations, animals),
    }
    if housing is not None:
        result.update(
            fits=housing.fits,
            keep=housing.keep,
            release=housing.release,
            placement=housing.placement_json(),
            best_score=number(best_score(housing)),
        )
    return result
