"""Evaluating the card rules of ``data/card-bonus.json`` for one player.

Each rule kind has one evaluator returning an :class:`Outcome`: the points
and why, in a few words.  Bonus kinds read counts (``per``, ``table``,
``flag``...), the whole table (``most``, ``none_more``, ``best_in_group``)
or the player's inputs (``input_*``); modifier kinds change other points
(``waive_begging``: begging cards that cost nothing, as bonus points).

For the animal placement the scorer also needs to know how a rule depends on
the animals kept: :func:`animal_part` is the part that depends on one type
alone (added to that type's points per count), :func:`animal_boxes` the
points earned only when the counts of several types meet bounds together
(the Horse: some type missing).  Every other part does not depend on them.

>>> from calculator.agricola.position import parse_position
>>> from calculator.agricola.cards.rules import rule
>>> from calculator.agricola.cards.view import view_of
>>> doc = {"farmyard": [". . . . a", "R . . . .", "R . . . ."], "animals": {"sheep": 2}, "cards": ["K146"]}
>>> outcome = evaluate(rule("K146"), view_of(parse_position(doc)))
>>> outcome.points, str(outcome.why)
(0, '2 sheep: 1 per 3 = 0')
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from itertools import combinations
from typing import NamedTuple

from .. import rules as game_rules
from ..categories import MAX_CATEGORY_POINTS, animal_points
from ...words import Saying
from . import reasons
from .catalogue import card
from .rules import CardRule, effects, rules
from .view import PlayerView

Box = Mapping[str, tuple[int, int | None]]  # animal -> (least, most or None)


class Outcome(NamedTuple):
    """A rule's points for one player, and why."""

    points: int
    why: Saying | str  # str: a note of the data, English only


Evaluator = Callable[[Mapping, CardRule, PlayerView], Outcome]

OPS = {">=": operator.ge, ">": operator.gt, "<=": operator.le, "<": operator.lt, "==": operator.eq}


def words(count: str) -> str:
    return count.replace("_", " ")


def counted(count: str) -> Saying | str:
    """What the data's ``count`` (or input) names, in words (as it is where it has no saying)."""
    return reasons.COUNTS.get(words(count), words(count))


def material(house: str) -> Saying | str:
    return reasons.MATERIALS.get(house, house)


def name(card_id: str) -> str:
    return card(card_id).name


def evaluate(rule: CardRule, view: PlayerView) -> Outcome:
    """The points ``rule`` gives the player of ``view``, and why."""
    blocked = _blocked(rule, view)
    if blocked is not None:
        return blocked
    return KINDS[rule.kind](rule.rule, rule, view)


def _blocked(rule: CardRule, view: PlayerView) -> Outcome | None:
    for other in rule.interacting("suppressed"):
        if view.holds(other):
            return Outcome(0, reasons.SUPPRESSED(card=name(other), id=other))
    for blocker, blocked in effects()["never_qualifies"].items():
        if rule.id in blocked and view.holds(blocker):
            return Outcome(0, blocked[rule.id])
    return None


def _steps(thresholds) -> Saying:
    return reasons.STEPS(least="/".join(str(m) for m, _ in thresholds), points="/".join(str(p) for _, p in thresholds))


def _from_table(n: int, thresholds) -> int:
    reached = [points for least, points in thresholds if n >= least]
    return reached[-1] if reached else 0


# --- bonus kinds ------------------------------------------------------------------------------


def _per(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    house = raw.get("when", {}).get("house")
    if house is not None and view.position.house != house:
        return Outcome(0, reasons.NEEDS_HOUSE(house=material(house), current=material(view.position.house)))
    n = view.count(raw["count"], rule.id)
    offset, every, each = raw.get("offset", 0), raw["every"], raw["points"]
    points = each * (max(n - offset, 0) // every)
    if raw.get("max") is not None:
        points = min(points, raw["max"])
    rate = reasons.RATES[0](each=each) if every == 1 else reasons.RATES[1](each=each, every=every)
    most = raw.get("max")
    form = reasons.PERS[(not offset) * 2 + (most is None)]  # beyond and at most, beyond, at most, neither
    why = form(n=n, count=counted(raw["count"]), rate=rate, offset=offset, most=most, points=points)
    return Outcome(points, reasons.IN_HOUSE(house=material(house), rest=why) if house else why)


def _table(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    n = view.count(raw["count"], rule.id)
    points = _from_table(n, raw["thresholds"])
    return Outcome(points, reasons.TABLE(n=n, count=counted(raw["count"]), points=points, steps=_steps(raw["thresholds"])))


def _by_house(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    points = raw["points"][view.position.house]
    return Outcome(points, reasons.BY_HOUSE(house=material(view.position.house), points=points))


def _flag(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    condition = raw["condition"]
    value, with_card = condition["value"], None
    owned = raw.get("value_if_owned")
    if owned is not None:
        having = [c for c in owned["cards"] if view.holds(c)]
        if having:
            value, with_card = owned["value"], name(having[0])
    n = view.count(condition["count"], rule.id)
    met = OPS[condition["op"]](n, value)
    points = raw["points"] if met else 0
    form = reasons.FLAG if with_card is None else reasons.FLAG_WITH
    return Outcome(points, form(n=n, count=counted(condition["count"]), op=condition["op"], value=value, card=with_card,
                                points=points))


def _categories_at_max(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    at_max = [c for c in raw["categories"] if view.base[c] >= MAX_CATEGORY_POINTS]
    points = raw["points_each"] * len(at_max)
    listed = ", ".join(words(c) for c in at_max) or "none"
    return Outcome(points, reasons.AT_MAX(most=MAX_CATEGORY_POINTS, listed=listed, points=points))


def _most(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    what = counted(raw["count"])
    if view.seat is None:
        (spec,) = rule.inputs
        top = view.input(rule.id, spec.name)
        points = raw["points"] if top else 0
        return Outcome(points, (reasons.HAS_MOST if top else reasons.HAS_NOT_MOST)(what=what, points=points))
    counts = [p.count(raw["count"], rule.id) for p in view.everyone()]
    mine, best = counts[view.seat.index], max(counts)
    top = mine == best
    return Outcome(raw["points"] if top else 0,
                   reasons.MOST(mine=mine, what=what, best=best, points=raw["points"] if top else 0))


def _none_more(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    if view.seat is None:
        ok = view.input(rule.id, "no_other_player_has_more_of_any_type")
        players = view.input(rule.id, "player_count")
        why = reasons.NONE_MORE_ENTERED() if ok else reasons.MORE_ENTERED()
    else:
        players = view.seat.table.player_count
        behind = [c for c in raw["counts"]
                  if any(other.count(c, rule.id) > view.count(c, rule.id) for other in view.others())]
        ok = not behind
        why = reasons.NONE_MORE_OF(what="/".join(words(c) for c in raw["counts"])) if ok else \
            reasons.MORE_OF(what="/".join(words(c) for c in behind))
    points = raw["points_by_player_count"].get(str(players), 0) if ok else 0
    return Outcome(points, reasons.PLAYERS(why=why, players=players, points=points))


def negatives(view: PlayerView) -> list[str]:
    """What costs the player points after the modifiers that waive them
    (the Yeoman Farmer, the Hide Farmer, the Mendicant)."""
    waived: set[str] = set()
    waives_penalties = False
    for modifier in view.held_rules("waive_category_negatives"):
        waived |= set(modifier.rule["categories"])
        waives_penalties = waives_penalties or "card_penalties" in modifier.rule.get("also_waives", ())
    found = [words(c) for c in game_rules.SCORE_BANDS if view.base[c] < 0 and c not in waived]
    unused = view.count("unused_spaces") - sum(view.input(m.id, m.rule["input"])
                                               for m in view.held_rules("input_waive_unused"))
    if unused > 0:
        found.append("unused spaces")
    begging = view.count("begging_cards") - sum(m.rule["max_cards"] for m in view.held_rules("waive_begging"))
    if begging > 0:
        found.append("begging cards")
    if not waives_penalties:
        found += [f"{m.name} penalty" for m in view.held_rules("input_penalty") if view.input(m.id, m.rule["input"]) > 0]
    return found


def _no_negative(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    found = negatives(view)
    if found:
        return Outcome(0, reasons.NEGATIVE(found=", ".join(found)))
    return Outcome(raw["points"], reasons.NO_NEGATIVE(points=raw["points"]))


def _group(group: str) -> dict[str, int]:
    """Card id -> rank, for the cards of one ``best_in_group`` group."""
    return {r.id: r.rule["rank"] for r in rules().values() if r.kind == "best_in_group" and r.rule["group"] == group}


def _best_in_group(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    ranks = _group(raw["group"])
    mine = max((c for c in ranks if view.holds(c)), key=ranks.__getitem__)
    if mine != rule.id:
        return Outcome(0, reasons.ONLY_BEST(group=_group_word(raw), card=name(mine)))
    if view.seat is None:
        if raw["rank"] == max(ranks.values()):
            return Outcome(raw["points"], reasons.BEST_THERE_IS(group=_group_word(raw), points=raw["points"]))
        (spec,) = rule.inputs
        beaten = view.input(rule.id, spec.name)
        points = 0 if beaten else raw["points"]
        form = reasons.BETTER_ENTERED if beaten else reasons.NO_BETTER_ENTERED
        return Outcome(points, form(group=_group_word(raw), points=points))
    better = [(ranks[c], c, i) for i, p in enumerate(view.everyone()) for c in ranks
              if p.holds(c) and ranks[c] > raw["rank"]]
    if better:
        _, c, i = max(better)
        return Outcome(0, reasons.BETTER(card=name(c), player=f"players[{i}]", group=_group_word(raw)))
    return Outcome(raw["points"], reasons.BEST_IN_PLAY(group=_group_word(raw), points=raw["points"]))


def _group_word(raw: Mapping) -> Saying | str:
    return reasons.GROUPS.get(raw["group"], raw["group"])


def _per_pasture(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    points = raw["points_each"] * len(view.earned)
    condition = raw["condition"]
    held = ", ".join(view.earned) or "none"
    return Outcome(points, reasons.PER_PASTURE(animals=condition["animals_min"], free=condition["free_capacity_min"],
                                               held=held, points=points))


def _input_per(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    n = view.input(rule.id, raw["input"])
    points = raw["points"] * n
    return Outcome(points, reasons.INPUT_PER(input=counted(raw["input"]), n=n, each=raw["points"], points=points))


def _input_table(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    n = view.input(rule.id, raw["input"])
    points = _from_table(n, raw["thresholds"])
    return Outcome(points, reasons.INPUT_TABLE(input=counted(raw["input"]), n=n, points=points,
                                               steps=_steps(raw["thresholds"])))


def _input_except_ordinals(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    n = view.input(rule.id, raw["input"])
    skipped = [e for e in raw["except"] if e <= n]
    points = raw["points_each"] * (n - len(skipped))
    passed = "/".join(map(str, raw["except"]))
    return Outcome(points, reasons.INPUT_EXCEPT(input=counted(raw["input"]), n=n, passed=passed, points=points))


def _input_flag(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    met = view.input(rule.id, raw["input"])
    points = raw["points"] if met else 0
    return Outcome(points, (reasons.INPUT_YES if met else reasons.INPUT_NO)(input=counted(raw["input"]), points=points))


def _sum(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    parts = [KINDS[part["kind"]](part, rule, view) for part in raw["parts"]]
    first, *rest = (p.why for p in parts)
    for why in rest:
        first = reasons.both(first, why)
    return Outcome(sum(p.points for p in parts), first)


# --- modifier kinds -----------------------------------------------------------------------------


def _occupation_weight(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    readers = [f"the {name(c)}" for c in raw["applies_to"] if c in rules()]
    return Outcome(0, reasons.WEIGHT(value=raw["value"], readers=" and ".join(readers)))


def _waive_begging(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    waived = min(view.count("begging_cards"), raw["max_cards"])
    points = waived * raw["points_per_card"]
    return Outcome(points, reasons.WAIVE_BEGGING(n=waived, most=raw["max_cards"], points=points))


def _waive_category_negatives(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    waived = [c for c in raw["categories"] if view.base[c] < 0]
    points = -sum(view.base[c] for c in waived)
    if not waived:
        return Outcome(points, reasons.WAIVE_NONE(points=points))
    return Outcome(points, reasons.WAIVE_NEGATIVES(what=", ".join(words(c) for c in waived), points=points))


def _input_penalty(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    n = view.input(rule.id, raw["input"])
    for other in view.held_rules("waive_category_negatives"):
        if "card_penalties" in other.rule.get("also_waives", ()):
            return Outcome(0, reasons.PENALTY_WAIVED(input=counted(raw["input"]), n=n, card=other.name, id=other.id))
    points = raw["points_each"] * n
    return Outcome(points, reasons.INPUT_PER(input=counted(raw["input"]), n=n, each=raw["points_each"], points=points))


def _add_animals(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    return Outcome(0, reasons.GIFT())


def _input_waive_unused(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    n = view.input(rule.id, raw["input"])
    points = n * -game_rules.UNUSED_SPACE_POINTS
    return Outcome(points, reasons.UNUSED_WAIVED(n=n, points=points))


def _person_not_scored(raw: Mapping, rule: CardRule, view: PlayerView) -> Outcome:
    n = view.input(rule.id, raw["input"])
    points = raw["points_each"] * n
    if not n:
        return Outcome(0, reasons.NOBODY_ON_IT())
    return Outcome(points, reasons.PERSON_ON_IT(points=points))


KINDS: Mapping[str, Evaluator] = {
    "per": _per,
    "table": _table,
    "by_house": _by_house,
    "flag": _flag,
    "categories_at_max": _categories_at_max,
    "most": _most,
    "none_more": _none_more,
    "no_negative": _no_negative,
    "best_in_group": _best_in_group,
    "per_pasture": _per_pasture,
    "input_per": _input_per,
    "input_table": _input_table,
    "input_except_ordinals": _input_except_ordinals,
    "input_flag": _input_flag,
    "sum": _sum,
    "occupation_weight": _occupation_weight,
    "waive_begging": _waive_begging,
    "waive_category_negatives": _waive_category_negatives,
    "input_penalty": _input_penalty,
    "add_animals_before_scoring": _add_animals,
    "input_waive_unused": _input_waive_unused,
    "person_not_scored": _person_not_scored,
}


# --- how rules depend on the animals kept --------------------------------------------------------


def animal_part(rule: CardRule, view: PlayerView, animal: str, kept: int) -> int:
    """The rule's points that depend on ``kept`` animals of ``animal`` alone (0 if none do)."""
    if _blocked(rule, view) is not None:
        return 0
    raw = rule.rule
    counted = raw.get("count", raw.get("condition", {}).get("count"))
    if rule.kind in ("per", "table", "flag") and counted == animal:
        return evaluate(rule, view.with_kept({**view.kept, animal: kept})).points
    if rule.kind == "categories_at_max" and animal in raw["categories"]:
        return raw["points_each"] if animal_points(animal, kept) >= MAX_CATEGORY_POINTS else 0
    if rule.kind == "waive_category_negatives" and animal in raw["categories"]:
        return -min(animal_points(animal, kept), 0)
    return 0


def animal_boxes(rule: CardRule, view: PlayerView) -> tuple[tuple[Box, ...], int]:
    """Bounds on the animals kept, any one of which earns the rule's ``points``
    (no bounds: the rule's points do not depend on several types together)."""
    if _blocked(rule, view) is not None:
        return (), 0
    raw = rule.rule
    animals = game_rules.ANIMALS
    if rule.kind == "flag" and raw["condition"]["count"] == "missing_animal_types":
        condition = raw["condition"]
        assert condition["op"] == ">=", "only 'at least n types missing' is a union of bounds"
        boxes = tuple({a: (0, 0) for a in missing} for missing in combinations(animals, condition["value"]))
        return boxes, raw["points"]
    if rule.kind == "none_more" and view.seat is not None:
        most = {c: max((other.count(c) for other in view.others()), default=0) for c in raw["counts"]}
        box = {c: (most[c], None) for c in raw["counts"] if c in animals}
        ok = all(view.count(c) >= most[c] for c in raw["counts"] if c not in animals)
        points = raw["points_by_player_count"].get(str(view.seat.table.player_count), 0)
        return ((box,), points) if ok else ((), 0)
    if rule.kind == "no_negative":
        # The animal categories are negative only at 0; a modifier may waive them.
        everything = view.with_kept({a: max(1, view.kept[a]) for a in animals})
        if negatives(everything):
            return (), 0
        waived = {c for m in view.held_rules("waive_category_negatives") for c in m.rule["categories"]}
        return ({a: (1, None) for a in animals if a not in waived},), raw["points"]
    return (), 0
