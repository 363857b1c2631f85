"""The points of a player's cards, and the animals placed with the cards that change
where they live.

:func:`card_score` evaluates every card that scores for the player: their own,
and (``scope: all_players``) another player's Reeve, Village Elder, House
Steward, Church Warden or Constable.  The majors' craft bonuses (Joinery,
Pottery, Basketmaker's Workshop) are rules of the same data, so a Sawmill
can suppress the Joinery's.

For the placement, :class:`CardFarm` holds the player's locations and what
the cards make of the animals kept: per type, the band points plus every
card part that depends on that type alone (:func:`values`), a location bonus
(the Organic Farmer), and the rules that depend on several types together
(the Horse, the Estate Manager, the Constable), each earned inside some
bounds on the animals kept.  :func:`best_housing` tries every combination of
those bounds (or none), so the keep/release choice is the true optimum of
the full score.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import product

from ...housing import Bounds, Housing, LocationBonus, house
from .. import rules as game_rules
from ..categories import animal_points
from ..position import Position
from ...words import Saying
from . import reasons
from .catalogue import Card, card, major_card
from .housing import CardLocations, card_locations
from .inputs import checked_inputs
from .interpreter import Box, Outcome, animal_boxes, animal_part, evaluate
from .rules import CardRule, effects, rules
from .table import Seat
from .view import PlayerView, view_of


@dataclass(frozen=True)
class CardScore:
    """A player's card points: the result's ``cards`` list, its printed and bonus totals,
    and the craft bonuses of the majors held."""

    cards: tuple[dict, ...]
    printed: int
    bonus: int
    craft: int


def applicable(view: PlayerView) -> list[tuple[Card, CardRule | None, bool]]:
    """The cards that score for this player, as ``(card, rule, held)``: their own in
    document order, then other players' cards that score for everyone."""
    found: list[tuple[Card, CardRule | None, bool]] = []
    hand = view.position.hand
    for c in hand.cards if hand is not None else ():
        found.append((c, rules().get(c.id), True))
    for rule in rules().values():
        if rule.scope != "all_players" or view.holds(rule.id):
            continue
        if view.seat is not None:
            in_play = any(p.hand is not None and p.hand.holds(rule.id) for p in view.seat.others)
        else:  # a one-player document says so with the card's input
            given = view.inputs.get(rule.id)
            in_play = given is not None and (rule.needed != "not_held" or all(given.values()))
        if in_play:
            found.append((card(rule.id), rule, False))
    return found


def craft_bonus(view: PlayerView) -> int:
    """The bonus points of the majors held whose data has a rule (Joinery, Pottery,
    Basketmaker's Workshop)."""
    total = 0
    for key in dict.fromkeys(view.position.majors):  # each major card once
        rule = rules().get(major_card(game_rules.MAJORS[key].name).id)
        if rule is not None:
            total += evaluate(rule, view).points
    return total


def card_score(view: PlayerView) -> CardScore:
    """Every card's printed points, bonus and why, for the player of ``view``."""
    entries = []
    for c, rule, held in applicable(view):
        outcome = evaluate(rule, view) if rule is not None else Outcome(0, _note(c))
        why = outcome.why
        for name in _suppressed_by(c, view) if held else ():
            why = reasons.BESIDE(why=why, card=name)
        entry = {"id": c.id, "name": c.name, "printed": c.printed if held else 0, "bonus": outcome.points,
                 "why": str(why), "held": held}
        entries.append(entry)
    return CardScore(tuple(entries), sum(e["printed"] for e in entries), sum(e["bonus"] for e in entries),
                     craft_bonus(view))


def _suppressed_by(c: Card, view: PlayerView) -> list[str]:
    """The player's cards and majors whose bonus this card takes away (the Sawmill: the Joinery's)."""
    majors = [major_card(game_rules.MAJORS[key].name).id for key in dict.fromkeys(view.position.majors)]
    held = [*(r.id for r in view.held_rules()), *majors]
    return [rules()[other].name for other in held if other in rules() and c.id in rules()[other].interacting("suppressed")]


def _note(c: Card) -> Saying | str:
    if c.passes:
        return reasons.PASSED()
    return effects()["notes"].get(c.id) or reasons.PRINTED_ONLY()


def plain_score(position: Position) -> CardScore:
    """What a document without ``cards`` scores from cards: the majors' craft bonuses.

    Without cards, the majors' rules read the majors and the supply alone (the
    data's craft bonuses count wood, clay or reed), so the answer is remembered by
    those: the simulator's bots ask for it at every move they weigh.
    """
    crafts = (position.majors, tuple(position.supply.items()))  # a tuple key: hashed and compared in C
    found = _CRAFTS.get(crafts)
    if found is None:
        if len(_CRAFTS) >= _CRAFTS_KEPT:
            _CRAFTS.clear()
        found = _CRAFTS[crafts] = CardScore((), 0, 0, craft_bonus(view_of(position)))
    return found


_CRAFTS: dict[tuple[tuple[str, ...], tuple[tuple[str, int], ...]], CardScore] = {}
_CRAFTS_KEPT = 1 << 12  # answers remembered, then forgotten all at once


# --- placement -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardFarm:
    """A card player's position ready for the placement: the player (inputs checked),
    their locations and the bonus the locations may earn."""

    view: PlayerView
    places: CardLocations
    bonus: LocationBonus | None

    @property
    def herd(self) -> dict[str, int]:
        return dict(self.view.position.animals)

    @cached_property
    def rules(self) -> tuple[CardRule, ...]:
        """The rules that score for this player."""
        return tuple(rule for _, rule, _ in applicable(self.view) if rule is not None)

    def values(self, animal: str, kept: int) -> int:
        """Points of keeping ``kept`` of ``animal``: its band plus the card parts on it alone."""
        return animal_points(animal, kept) + sum(animal_part(rule, self.view, animal, kept) for rule in self.rules)

    def boxes(self) -> list[tuple[Box, ...]]:
        """Per rule that depends on several types together, the bounds that earn it."""
        found = []
        for rule in self.rules:
            alternatives, _ = animal_boxes(rule, self.view)
            if alternatives:
                found.append(alternatives)
        return found

    def settled(self, housing: Housing) -> PlayerView:
        """The player once ``housing`` is chosen: its animals kept, its bonus locations."""
        earned = tuple(self.places.locations[i].name for i in housing.bonus_at)
        return replace(self.view.with_kept(housing.keep), earned=earned)


def prepare(position: Position, seat: Seat | None) -> CardFarm:
    """Check the player's card inputs and build their locations."""
    inputs = checked_inputs(position, seat)
    view = view_of(position, seat, inputs)
    held = position.hand.to_json() if position.hand is not None else []
    places = card_locations(position.farmyard, held)
    bonus = None
    for rule in view.held_rules("per_pasture"):
        condition = rule.rule["condition"]
        bonus = places.bonus(rule.rule["points_each"], condition["animals_min"], condition["free_capacity_min"],
                             rule.rule.get("also_counts", ()))
    return CardFarm(view, places, bonus)


def counted(position: Position, seat: Seat | None) -> PlayerView:
    """A quick-entry player (``counts``, no farmyard) with every animal kept and their card
    inputs checked; what the counts do not say comes from the inputs of the cards that read
    it: the Manger's pasture spaces, the Organic Farmer's qualifying pastures."""
    inputs = checked_inputs(position, seat)
    spaces = next((values["pasture_spaces"] for values in inputs.values() if "pasture_spaces" in values), None)
    if spaces is not None:
        position = replace(position, counts=replace(position.tally, pasture_spaces=spaces))
    view = view_of(position, seat, inputs)
    earned: tuple[str, ...] = ()
    for rule in view.held_rules("per_pasture"):  # the pastures entered, numbered (no place names)
        earned += tuple(f"#{n}" for n in range(1, int(inputs[rule.id]["qualifying_pastures"]) + 1))
    return replace(view, earned=earned)


def keep_all(farm: CardFarm, *, solver: str, time_limit: float | None) -> Housing:
    """Every animal kept if they fit, placed for the most location bonus."""
    if farm.bonus is None and all(location.plain for location in farm.places.locations):
        # The points per type never decrease, so the best placement keeps every animal
        # that fits: the plain solvers' own answer, as without cards.
        return house(farm.places.locations, farm.herd, farm.values, solver=solver, time_limit=time_limit)
    everything: Bounds = {a: (n, n) for a, n in farm.herd.items()}
    return house(farm.places.locations, farm.herd, farm.values, solver=solver, time_limit=time_limit,
                 bonus=farm.bonus, bounds=everything)


def best_housing(farm: CardFarm, total, *, solver: str, time_limit: float | None) -> Housing:
    """The keep/release choice and placement with the best ``total(housing)``, then the
    most animals kept: every combination of the rules' bounds is tried."""
    best: tuple[tuple[int, int], Housing] | None = None
    tried = set()
    for picked in product(*[(None, *alternatives) for alternatives in farm.boxes()]):
        bounds = _intersect(box for box in picked if box is not None)
        if bounds is None or tuple(sorted(bounds.items())) in tried:
            continue  # bounds that exclude each other, or already tried
        tried.add(tuple(sorted(bounds.items())))
        housing = house(farm.places.locations, farm.herd, farm.values, solver=solver, time_limit=time_limit,
                        bonus=farm.bonus, bounds=bounds or None)
        objective = (total(housing), sum(housing.kept))
        if best is None or objective > best[0]:
            best = (objective, housing)
    assert best is not None  # the combination of no bounds is always tried
    return best[1]


def _intersect(boxes) -> Mapping[str, tuple[int, int | None]] | None:
    """The bounds every box allows, or None if they exclude each other."""
    found: dict[str, tuple[int, int | None]] = {}
    for box in boxes:
        for animal, (low, high) in box.items():
            old_low, old_high = found.get(animal, (0, None))
            low = max(low, old_low)
            high = high if old_high is None else (old_high if high is None else min(high, old_high))
            if high is not None and low > high:
                return None
            found[animal] = (low, high)
    return found
