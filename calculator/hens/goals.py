"""The goal language of hens.md 8.1: goals, goal cards, goal sets.

A goal is ``{"id", "kind", "params", "points"}``; :data:`rules.GOAL_KINDS`
lists the kinds and their parameters.  The shipped goal set
(``data/goals.json``, the proposal of 8.2) is a stand-in for the unpublished
real cards; :func:`load_goals` reads another set from a path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from ..errors import InvalidDocument
from ..fields import check_keys, integer, require_object
from . import datafiles, rules

GOAL_KEYS = ("id", "kind", "params", "points")
CARD_KEYS = ("id", "goals")


@dataclass(frozen=True)
class Goal:
    """One goal: what it counts (``kind`` and ``params``) and its points."""

    id: str
    kind: str
    points: int
    params: tuple[tuple[str, int | tuple[int, ...]], ...] = field(default=())

    @property
    def per_instance(self) -> bool:
        """``per_*`` goals score per instance counted; ``if_*`` goals once if true."""
        return self.kind.startswith("per_")

    def param(self, name: str) -> int | tuple[int, ...]:
        for key, value in self.params:  # a goal has one parameter at most
            if key == name:
                return value
        raise KeyError(name)

    def __reduce__(self) -> tuple:
        """Pickled by its fields (a compiled frozen class refuses the default, field by field)."""
        return Goal, (self.id, self.kind, self.points, self.params)

    def to_json(self) -> dict:
        params = {name: list(value) if isinstance(value, tuple) else value for name, value in self.params}
        return {"id": self.id, "kind": self.kind, "params": params, "points": self.points}


@dataclass(frozen=True)
class GoalCard:
    """A goal card: an id and its goals (two on every card of the game)."""

    id: str
    goals: tuple[Goal, ...]

    def __reduce__(self) -> tuple:
        return GoalCard, (self.id, self.goals)


@dataclass(frozen=True)
class GoalSet:
    """A named list of goal cards."""

    name: str
    cards: tuple[GoalCard, ...]

    def __reduce__(self) -> tuple:
        return GoalSet, (self.name, self.cards)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(card.id for card in self.cards)

    def card(self, card_id: str) -> GoalCard:
        """The card with this id (``KeyError`` if there is none)."""
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)


def parse_goal(entry: object, where: str, *, default_id: str) -> Goal:
    """One goal object; errors name ``where`` and the field."""
    entry = require_object(entry, where)
    check_keys(entry, GOAL_KEYS, where=where)
    kind = entry.get("kind")
    if not isinstance(kind, str) or kind not in rules.GOAL_KINDS:
        raise InvalidDocument(f"unknown goal kind {kind!r}; kinds are {', '.join(rules.GOAL_KINDS)}",
                              where=f"{where}.kind")
    if "points" not in entry:
        raise InvalidDocument("is required", where=f"{where}.points")
    goal_id = entry.get("id", default_id)
    if not isinstance(goal_id, str) or not goal_id:
        raise InvalidDocument("must be a non-empty string", where=f"{where}.id")
    raw = require_object(entry.get("params", {}), f"{where}.params")
    names = rules.GOAL_KINDS[kind]
    check_keys(raw, names, where=f"{where}.params")
    params = tuple((name, _param(name, raw.get(name), f"{where}.params.{name}")) for name in names)
    return Goal(goal_id, kind, integer(entry["points"], f"{where}.points", minimum=None), params)


def parse_goals(value: object, where: str = "goals") -> tuple[Goal, ...]:
    """A document's ``goals``: a list of goal objects."""
    if not isinstance(value, list):
        raise InvalidDocument("must be a list of goal objects", where=where)
    return tuple(parse_goal(entry, f"{where}[{i}]", default_id=f"{where}[{i}]") for i, entry in enumerate(value))


def _param(name: str, value: object, where: str) -> int | tuple[int, ...]:
    if value is None:
        raise InvalidDocument("is required", where=where)
    low, high = rules.GOAL_PARAMS[name]
    if name != "values":
        return integer(value, where, minimum=low, maximum=high)
    if not isinstance(value, list) or not value:
        raise InvalidDocument(f"must be a non-empty list of card values {low} to {high}", where=where)
    return tuple(sorted({integer(v, f"{where}[{i}]", minimum=low, maximum=high) for i, v in enumerate(value)}))


def load_goals(path: datafiles.PathLike | None = None) -> GoalSet:
    """The goal set in the JSON file ``path``, or the shipped proposal when ``path`` is None."""
    if path is None:
        return default_goals()
    return parse_goal_set(*datafiles.read(path))


@cache
def default_goals() -> GoalSet:
    """The 10 proposed goal cards of hens.md 8.2 (an immutable value, read once)."""
    return parse_goal_set(*datafiles.packaged("goals.json"))


def parse_goal_set(text: str, source: str) -> GoalSet:
    """Parse and validate a goal-set file's text; errors name ``source`` and the entry."""
    name, entries = datafiles.parse(text, source, list_key="cards")
    cards: list[GoalCard] = []
    for i, entry in enumerate(entries):
        where = f"{source} cards[{i}]"
        entry = require_object(entry, where)
        check_keys(entry, CARD_KEYS, where=where)
        card_id = entry.get("id")
        if not isinstance(card_id, str) or not card_id:
            raise InvalidDocument("must be a non-empty string", where=f"{where}.id")
        if card_id in (card.id for card in cards):
            raise InvalidDocument(f"repeats the goal card id {card_id!r}", where=f"{where}.id")
        goals = entry.get("goals")
        if not isinstance(goals, list) or len(goals) != rules.GOALS_PER_CARD:
            raise InvalidDocument(f"must be a list of {rules.GOALS_PER_CARD} goals", where=f"{where}.goals")
        cards.append(GoalCard(card_id, tuple(
            parse_goal(goal, f"{where}.goals[{j}]", default_id=f"{card_id}{chr(ord('A') + j)}")
            for j, goal in enumerate(goals))))
    return GoalSet(name, tuple(cards))
