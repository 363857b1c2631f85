"""A club's ratings (api.md 4.2): its players rated by name across its sheets, with OpenSkill.

The sheets are rated one by one in the order they were stored, each as its
newest version, with the ladder's model (OpenSkill's Plackett-Luce,
:mod:`calculator.core.ladder`) and its ranking (winners first, then by
score).  A player is a name as the table gave it (spaces around it dropped);
a seat without a name is left out, and a sheet with fewer than two named
players (or one name twice) rates nobody.  Beside ``mu`` and ``sigma`` each
player has the games played, the games won (a shared win counts for each
winner), the best total per game, and the conservative rating ``mu - 3 sigma``
after each rated sheet (the chart of :mod:`web.rating_chart`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

from calculator.core.ladder import ranks

from .store import StoredResult


@dataclass(frozen=True)
class Standing:
    """One player of a club, as the club's sheets rate them."""

    name: str
    games: int
    wins: int
    mu: float
    sigma: float
    best: dict[str, float] = field(default_factory=dict)  # the best total per game (its registry name)
    history: tuple[tuple[int, float], ...] = ()  # (rated sheet number from 1, rating after it)

    @property
    def rating(self) -> float:
        """The conservative rating, ``mu - 3 sigma`` (the ladder's order)."""
        return self.mu - 3 * self.sigma

    def as_json(self) -> dict:
        return {"name": self.name, "games": self.games, "wins": self.wins, "mu": self.mu, "sigma": self.sigma,
                "rating": self.rating, "best": self.best}


@dataclass(frozen=True)
class Ratings:
    """A club's standings, best rating first, and how many of its sheets were rated."""

    standings: tuple[Standing, ...]
    rated: int


def named_seats(sheet: StoredResult) -> list[tuple[int, str]]:
    """The seats of ``sheet`` that a name rates, as (seat, name); none if fewer than two or a name twice."""
    seats = [(seat, entry.get("name").strip()) for seat, entry in enumerate(sheet.document["players"])
             if isinstance(entry.get("name"), str) and entry.get("name").strip()]
    names = [name for _seat, name in seats]
    return seats if len(seats) >= 2 and len(set(names)) == len(names) else []


def rate(sheets: Sequence[StoredResult]) -> Ratings:
    """The ratings of the players of ``sheets``, rated in the order given."""
    model = PlackettLuce()
    ratings, games, wins, best, history = {}, {}, {}, {}, {}
    rated = 0
    for sheet in sheets:
        seats = named_seats(sheet)
        if not seats:
            continue
        rated += 1
        result = sheet.result
        totals = [result["players"][seat]["total"] for seat, _name in seats]
        winners = [i for i, (seat, _name) in enumerate(seats) if seat in result["winners"]]
        for _seat, name in seats:
            ratings.setdefault(name, model.rating(name=name))
        order = ranks({"winners": winners, "scores": totals})
        new = model.rate([[ratings[name]] for _seat, name in seats], ranks=order)
        for i, ((_seat, name), (rating,)) in enumerate(zip(seats, new, strict=True)):
            ratings[name] = rating
            games[name] = games.get(name, 0) + 1
            wins[name] = wins.get(name, 0) + (i in winners)
            own = best.setdefault(name, {})
            own[sheet.game] = max(own.get(sheet.game, totals[i]), totals[i])
            history.setdefault(name, []).append((rated, rating.mu - 3 * rating.sigma))
    standings = [Standing(name, games[name], wins[name], rating.mu, rating.sigma, best[name], tuple(history[name]))
                 for name, rating in ratings.items()]
    return Ratings(tuple(sorted(standings, key=lambda s: (-s.rating, s.name))), rated)
