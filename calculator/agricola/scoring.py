"""Final scoring of Agricola (rules section 6) and the capacity check.

Only the animal categories depend on which animals are kept, so the placement
solver maximises their band points (then animals kept) and every other
category is added unchanged: the best placement is also the best full score.

A document that lists its ``cards`` is scored through :mod:`.cards.scoring`:
the cards' points join ``card_points`` and ``bonus_points``, the result lists
every card, and the cards that change where animals live, or what the
animals kept are worth, take part in the placement.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..errors import InvalidDocument
from ..farm_results import capacity_result, counted_result, score_result
from ..housing import Housing, house
from ..solver import DEFAULT_SOLVER
from . import rules, spaces
from .cards import scoring as cards
from .cards.table import Seat
from .categories import animal_points, base_points
from .position import Position

__all__ = ["animal_points", "best_housing", "capacity", "rank", "score", "score_breakdown"]



def _most_begging() -> int:
    """The most begging cards a family can take: one for every food it could need, with
    ``MIN_PEOPLE`` until the first round a growth space can be in play (the green card's
    ``GROWTH_FROM_ROUND``, the first round of a growth card's stage) and ``MAX_PEOPLE`` from
    then on, fed 3 food each (a solo game)."""
    first_round, stage_start = {}, 1
    for stage in spaces.STAGES:
        first_round[stage] = stage_start
        stage_start += len(spaces.stage_cards(stage))
    growth = min([spaces.GROWTH_FROM_ROUND] + [first_round[card.stage] for card in spaces.ROUND_CARDS
                                                if {"growth", "growth_any"} & set(card.parts)])
    per_person = max(rules.FOOD_PER_PERSON, rules.FOOD_PER_PERSON_SOLO)
    return sum(per_person * (rules.MAX_PEOPLE if harvest >= growth else rules.MIN_PEOPLE)
               for harvest in rules.HARVEST_ROUNDS)


# No two totals differ by more than this (for research frameworks): at most 120 (every band
# at 4, stone rooms, 5 people, every major and bonus) and at least every band missing (-7),
# 13 unused spaces and every begging card a family can take (-3 each).
SCORE_SPAN = 120 + 7 + 13 - rules.BEGGING_POINTS * _most_begging()


def best_housing(position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> Housing:
    """The exact best way to keep the position's animals on its farmyard (cards aside)."""
    farmyard = position.farmyard
    assert farmyard is not None, "a quick entry has no places for animals"
    return house(farmyard.locations, position.animals, animal_points, solver=solver, time_limit=time_limit)


def card_points(position: Position, score: cards.CardScore) -> int:
    """Printed points of the majors and the cards held, plus the hand-entered card points."""
    return sum(rules.MAJORS[key].points for key in position.majors) + score.printed + position.card_points


def bonus_points(position: Position, score: cards.CardScore) -> int:
    """Craft bonuses (Joinery, Pottery, Basketmaker's Workshop), the cards' bonus points
    and the hand-entered bonus points."""
    return score.craft + score.bonus + position.bonus_points


def score_breakdown(position: Position, kept: Mapping[str, int], score: cards.CardScore | None = None) -> dict[str, int]:
    """Points per category (api.md section 2 keys, in order) when ``kept`` animals are kept.

    ``score`` is the player's card score; without it only the majors' craft
    bonuses come from cards (a document without ``cards``).
    """
    score = score if score is not None else cards.plain_score(position)
    points = base_points(position, kept)
    points["card_points"] = card_points(position, score)
    points["bonus_points"] = bonus_points(position, score)
    return {key: points[key] for key in rules.BREAKDOWN_KEYS}


def score(position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None,
          seat: Seat | None = None) -> dict:
    """The final score of a position whose animals all fit (else :class:`AnimalsDoNotFit`).

    ``seat``: the player's place at the table of a ``players`` document (the
    cards that compare players read it); None for a one-player document.
    A quick-entry document (``counts``) keeps every animal and places none.
    """
    if position.farmyard is None:
        return _score_counts(position, seat)
    if not _with_cards(position, seat):
        housing = best_housing(position, solver=solver, time_limit=time_limit)
        return score_result("agricola", housing, lambda kept: score_breakdown(position, kept),
                            best=lambda: capacity(position, housing=housing))
    farm = cards.prepare(position, seat)
    housing = cards.keep_all(farm, solver=solver, time_limit=time_limit)
    if not housing.fits:  # the error names the best keep/release choice
        housing = cards.best_housing(farm, lambda h: _total(farm, h), solver=solver, time_limit=time_limit)
    settled = farm.settled(housing)
    card_score = cards.card_score(settled)
    result = score_result("agricola", housing, lambda kept: score_breakdown(position, kept, card_score),
                          best=lambda: _card_capacity(farm, housing, fits=False))
    return {**result, "cards": list(card_score.cards)}


def _score_counts(position: Position, seat: Seat | None) -> dict:
    """The score of a quick entry: the same breakdown, every animal kept as entered."""
    kept = dict(position.animals)
    if not _with_cards(position, seat):
        return counted_result("agricola", score_breakdown(position, kept))
    card_score = cards.card_score(cards.counted(position, seat))
    return {**counted_result("agricola", score_breakdown(position, kept, card_score)), "cards": list(card_score.cards)}


def rank(totals: Sequence[float]) -> tuple[list[int], list[int]]:
    """Seats best first (equal totals in seat order), and the winners, from each seat's total.

    The original edition has no tie-break: equal best totals share the win.
    """
    order = sorted(range(len(totals)), key=lambda i: (-totals[i], i))
    return order, [i for i in range(len(totals)) if totals[i] == totals[order[0]]]


def _with_cards(position: Position, seat: Seat | None) -> bool:
    """Scored with cards: the document lists them, or another player's may score for it."""
    return position.card_aware or (seat is not None and seat.table.card_aware)


def _total(farm: cards.CardFarm, housing: Housing) -> int:
    position = farm.view.position
    return sum(score_breakdown(position, housing.keep, cards.card_score(farm.settled(housing))).values())


def capacity(
    position: Position, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None, housing: Housing | None = None,
    seat: Seat | None = None,
) -> dict:
    """Locations, the most of each type, and (with animals) the best keep/release choice.

    ``best_score`` is the full Agricola score of that choice.
    """
    if position.farmyard is None:
        raise InvalidDocument("a capacity check needs the drawn farmyard; quick entry has no places for animals",
                              where="counts")
    if _with_cards(position, seat):
        farm = cards.prepare(position, seat)
        if not position.animals_given:
            return _card_capacity(farm, None, fits=None)
        fits = cards.keep_all(farm, solver=solver, time_limit=time_limit).fits
        best = cards.best_housing(farm, lambda h: _total(farm, h), solver=solver, time_limit=time_limit)
        return _card_capacity(farm, best, fits=fits)
    if position.animals_given and housing is None:
        housing = best_housing(position, solver=solver, time_limit=time_limit)
    return capacity_result("agricola", position.farmyard.locations, rules.ANIMALS,
                           housing if position.animals_given else None,
                           lambda h: sum(score_breakdown(position, h.keep).values()))


def _card_capacity(farm: cards.CardFarm, housing: Housing | None, *, fits: bool | None) -> dict:
    """The capacity result of a card player (``fits``: whether every animal can be kept,
    which with cards need not be the best choice)."""
    result = capacity_result("agricola", farm.places.locations, rules.ANIMALS, housing,
                             lambda h: _total(farm, h))
    if fits is not None:
        result["fits"] = fits
    return result
