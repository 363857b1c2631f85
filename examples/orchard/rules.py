"""The rules of the orchard: what a document says, and how it scores.

Each player plants trees on an orchard of 2 rows by 3 plots.  A finished
orchard scores 1 point per tree, 3 per row of three trees of one fruit and 1
per column of two trees of one fruit.  The game has 6 apples and 6 pears for
both players together.
"""

from __future__ import annotations

from types import MappingProxyType

from calculator.errors import InvalidDocument, RuleViolation
from calculator.words import saying

ROWS, COLUMNS = 2, 3
EMPTY = "."
FRUITS = MappingProxyType({"A": "apple", "P": "pear"})  # token -> fruit
SUPPLY = 6  # trees of each fruit in the game
TREE_POINTS, ROW_POINTS, COLUMN_POINTS = 1, 3, 1
CATEGORIES = ("trees", "rows", "columns")

Orchard = tuple[tuple[str, ...], ...]  # ROWS rows of COLUMNS tokens


def parse_orchard(document: dict) -> Orchard:
    """The orchard of one player's document (``"orchard": ["A A P", ". P A"]``), checked."""
    rows = document.get("orchard") if isinstance(document, dict) else None
    if not isinstance(rows, list) or len(rows) != ROWS or not all(isinstance(row, str) for row in rows):
        raise InvalidDocument(f"must be {ROWS} rows of text, one plot token each", where="orchard")
    orchard = tuple(tuple(row.split()) for row in rows)
    for r, row in enumerate(orchard):
        if len(row) != COLUMNS:
            raise InvalidDocument(f"must have {COLUMNS} plots, got {len(row)}", where=f"orchard row {r}")
        for c, token in enumerate(row):
            if token != EMPTY and token not in FRUITS:
                raise InvalidDocument(f"{token!r} is no plot: write . (empty), A (apple) or P (pear)",
                                      where=f"orchard cell ({r}, {c})")
    return orchard


def breakdown(orchard: Orchard) -> dict[str, int]:
    """Points per category."""
    trees = sum(token != EMPTY for row in orchard for token in row)
    rows = sum(row[0] != EMPTY and len(set(row)) == 1 for row in orchard)
    columns = sum(column[0] != EMPTY and len(set(column)) == 1 for column in zip(*orchard))
    return {"trees": TREE_POINTS * trees, "rows": ROW_POINTS * rows, "columns": COLUMN_POINTS * columns}


def score(orchard: Orchard) -> dict:
    """The score result (api.md 2) of one orchard."""
    points = breakdown(orchard)
    return {"game": "orchard", "total": sum(points.values()), "breakdown": points}


def check_supply(orchards: list[Orchard]) -> None:
    """A table cannot plant more trees of a fruit than the game has."""
    for token in FRUITS:
        planted = sum(row.count(token) for orchard in orchards for row in orchard)
        if planted > SUPPLY:
            raise RuleViolation(saying("%(planted)s %(fruit)s trees planted, but the game has %(most)s", planted=planted,
                                       fruit=saying("apple") if token == "A" else saying("pear"), most=SUPPLY),
                                where="players")


def rank(totals: list[int]) -> tuple[list[int], list[int]]:
    """Players best first (ties keep seat order), and the winners: every player with the best total."""
    order = sorted(range(len(totals)), key=lambda seat: -totals[seat])
    return order, [seat for seat in range(len(totals)) if totals[seat] == totals[order[0]]]
