"""The score a grid would get if the game ended now (for bots and for unfinished games).

A finished grid is scored by the calculator (``scoring.py``), which accepts
only full 3x4 or 4x3 grids.  During play the same pieces are applied to the
grid so far: its groups (``groups.analyse``), the largest group and the
rooster's group, medals, coops and the goals.  Empty cells are read as
coops by the goal counters (so an unfinished line or corner never counts),
but only real coops cost points or count for coop goals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import interpreter
from .grid import Grid
from .groups import Groups, analyse

if TYPE_CHECKING:
    from .game import HensState

COOP_KINDS = {"per_coop": lambda coops: coops, "if_no_coops": lambda coops: int(coops == 0)}


def provisional_groups(state: HensState, seat: int, rooster: bool = True) -> tuple[Grid, Groups, int]:
    """The grid so far (empty cells as ``None``), its groups and its number of coops
    (``rooster=False``: as if the rooster were not placed yet)."""
    yard, table = state.yards[seat], state.table
    hens = table.hens
    grid = Grid(tuple(tuple(hens[code] if code >= 0 else None for code in row) for row in yard.rows()))
    cell = state.roosters[seat] if rooster else None
    groups = analyse(grid, yard.relative(cell) if cell is not None else None, state.settings.scoring)
    coops = sum(1 for code in yard.cells if code < -1)
    return grid, groups, coops


MEMO_SIZE = 50_000  # results kept per game and kind before a memo starts afresh


def remembered(state: HensState, kind: str, seat: int, rooster: bool, compute: Callable) -> Any:
    """``compute(state, seat, rooster)``, remembered per game under ``kind``, for results that
    depend only on seat's cards in the yard, the rooster's cell (``rooster=False``: none) and
    what a game never changes (cards, goals, settings).

    The memo lives on the game's :class:`~.game.Setup`, shared by all of its states: bots judge
    the same grids many times over -- every opponent's, and their own across draws,
    discards and the look-ahead of consecutive decisions.
    """
    yard = state.yards[seat]
    cell = state.roosters[seat] if rooster else None
    memo = state.setup.memo.setdefault(kind, {})
    key = (yard.cells, yard.frame, cell)
    try:
        return memo[key]
    except KeyError:
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        result = memo[key] = compute(state, seat, rooster)
        return result


def provisional_breakdown(state: HensState, seat: int, rooster: bool = True) -> tuple[dict, Groups | None]:
    """The score breakdown of seat's grid so far, and its groups (None for an empty grid);
    remembered per game (:func:`remembered`).  Do not mutate the returned dict."""
    return remembered(state, "_provisional", seat, rooster, _breakdown)


def _breakdown(state: HensState, seat: int, rooster: bool) -> tuple[dict, Groups | None]:
    settings = state.settings.scoring
    if not state.yards[seat].count:
        return dict.fromkeys(("largest_group", "rooster_group", "medals", "coops", "goals"), 0), None
    grid, groups, coops = provisional_groups(state, seat, rooster)
    medals = sum(hen.medals for _, hen in grid.hens)
    goals = 0
    for goal in state.setup.goals:
        count = COOP_KINDS[goal.kind](coops) if goal.kind in COOP_KINDS else interpreter.count(goal, grid, groups)
        goals += goal.points * count
    breakdown = {
        "largest_group": groups.largest.eggs if groups.largest is not None else 0,
        "rooster_group": groups.rooster.eggs if groups.rooster_scores else 0,
        "medals": settings.medal_set_points * (medals // settings.medal_set_size),
        "coops": settings.coop_penalty * coops,
        "goals": goals,
    }
    return breakdown, groups


def provisional_score(state: HensState, seat: int) -> dict:
    """``{"total", "breakdown", "provisional": True}`` for seat's grid so far."""
    breakdown, _ = provisional_breakdown(state, seat)
    return {"total": sum(breakdown.values()), "breakdown": dict(breakdown), "provisional": True}
