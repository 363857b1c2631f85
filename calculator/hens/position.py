"""One player's Hens document (api.md 1.4): grid, rooster, goals and settings."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidDocument, RuleViolation
from ..fields import check_keys, integer, require_object
from ..grid import Cell, cell_words
from ..words import saying
from .goals import Goal, GoalSet, default_goals, parse_goals
from .grid import Grid, parse_grid
from .settings import Settings, parse_settings
from .tally import COUNTS_KEY, HensTally, parse_counts

PLAYER_KEYS = ("grid", "counts", "rooster", "goal_card", "goals", "settings", "name")


@dataclass(frozen=True)
class Position:
    """A finished grid, the rooster's cell (if placed), the goals that apply and the settings.

    ``grid`` is None for a quick-entry document, which gives its ``counts`` instead
    (the goals' points among them).
    """

    grid: Grid | None
    rooster: Cell | None = None
    goals: tuple[Goal, ...] = ()
    goal_card: str | None = None
    settings: Settings = Settings()
    counts: HensTally | None = None

    def to_document(self) -> dict:
        """The api.md document of this position (goals written out in full)."""
        document: dict = ({"game": "hens", "grid": self.grid.to_rows()} if self.grid is not None
                          else {"game": "hens", COUNTS_KEY: self.counts.to_json() if self.counts else {}})
        if self.rooster is not None:
            document["rooster"] = list(self.rooster)
        if self.goal_card is not None:
            document["goal_card"] = self.goal_card
        elif self.goals:
            document["goals"] = [goal.to_json() for goal in self.goals]
        if self.settings != Settings():
            document["settings"] = self.settings.to_json()
        return document


def parse_position(document: object, *, goal_set: GoalSet | None = None, where: str = "document") -> Position:
    """Read one player's document (the ``game`` key is allowed but not needed).

    ``goal_card`` ids are looked up in ``goal_set`` (default: the shipped proposal).
    """
    document = require_object(document, where)
    check_keys(document, PLAYER_KEYS + ("game",), where=where)
    if "grid" not in document and COUNTS_KEY not in document:
        raise InvalidDocument(f"is required (or {COUNTS_KEY}, for quick entry)", where="grid")
    if "name" in document and not isinstance(document["name"], str):
        raise InvalidDocument("must be a string", where="name")
    goal_card, goals = _goals(document, goal_set)
    settings = parse_settings(document.get("settings"))
    if COUNTS_KEY in document:
        for drawn in ("grid", "rooster"):
            if document.get(drawn) is not None:
                raise InvalidDocument(f"a quick entry gives {COUNTS_KEY} instead of the grid and the rooster's "
                                      "cell, not both", where=drawn)
        return Position(None, None, goals, goal_card, settings, parse_counts(document[COUNTS_KEY]))
    grid = parse_grid(document["grid"])
    return Position(grid, _rooster(document.get("rooster"), grid), goals, goal_card, settings)


def _rooster(value: object, grid: Grid) -> Cell | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2:
        raise InvalidDocument(f"must be [row, col], got {value!r}", where="rooster")
    cell = (integer(value[0], "rooster row", maximum=grid.rows - 1),
            integer(value[1], "rooster column", maximum=grid.cols - 1))
    if grid[cell] is None:
        raise RuleViolation(saying("%(cell)s is a coop; the rooster stands on a face-up hen", cell=cell_words(cell)),
                            where="rooster")
    return cell


def _goals(document: dict, goal_set: GoalSet | None) -> tuple[str | None, tuple[Goal, ...]]:
    card_id = document.get("goal_card")
    if card_id is not None and document.get("goals") is not None:
        raise InvalidDocument("give either goal_card or goals, not both", where="goals")
    if document.get("goals") is not None:
        return None, parse_goals(document["goals"])
    if card_id is None:
        return None, ()
    goal_set = goal_set or default_goals()
    if not isinstance(card_id, str) or card_id not in goal_set.ids:
        raise InvalidDocument(f"unknown goal card {card_id!r}; the goal set {goal_set.name!r} has "
                              f"{', '.join(goal_set.ids)}", where="goal_card")
    return card_id, goal_set.card(card_id).goals
