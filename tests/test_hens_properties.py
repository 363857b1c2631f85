"""Property tests: random legal Hens grids always score consistently.

Grids are built cell by cell in reading order, each hen compatible with the hens
above and to its left (so every adjacent pair is legal).  "Twin" grids repeat a
row below a row of coops, so full ties (same size, same eggs) are common.  The
expected values come from a plain flood fill written here, not from the package.
"""

from __future__ import annotations

import itertools
from functools import cache

import pytest
from conftest import soak_games
from hypothesis import given, settings
from hypothesis import strategies as st

import calculator
from calculator.hens import rules
from calculator.hens.position import parse_position

BREEDS = [b.code for b in rules.BREEDS]
ALL_HENS = [(b, v, e, m) for b, v, e, m in itertools.product(BREEDS, range(1, 7), range(1, 4), range(0, 3))]


def fits(hen, other) -> bool:
    return hen[0] == other[0] or abs(hen[1] - other[1]) == 1


@cache
def pools(neighbours: tuple) -> tuple[list, list]:
    """Hens that may sit beside ``neighbours``, and those among them sharing a neighbour's breed."""
    pool = [h for h in ALL_HENS if all(fits(h, n) for n in neighbours)]
    return pool, [h for h in pool if h[0] in [n[0] for n in neighbours]]


@st.composite
def legal_grids(draw) -> list[list[tuple | None]]:
    rows, cols = draw(st.sampled_from(rules.GRID_SHAPES))
    grid: list[list[tuple | None]] = [[None] * cols for _ in range(rows)]
    for r, c in itertools.product(range(rows), range(cols)):
        if draw(st.integers(0, 7)) == 0:
            continue  # a coop
        pool, same = pools(tuple(h for h in (grid[r - 1][c] if r else None, grid[r][c - 1] if c else None) if h))
        grid[r][c] = draw(st.sampled_from(same if same and draw(st.booleans()) else pool))
    return grid


@st.composite
def twin_grids(draw) -> list[list[tuple | None]]:
    """A random row, a row of coops, the same row again: every group has an identical twin (full ties)."""
    cells: list[tuple | None] = []
    for c in range(4):
        pool, same = pools(tuple(h for h in cells[-1:] if h))
        cells.append(draw(st.sampled_from(same if same and draw(st.booleans()) else pool)))
    return [cells, [None] * 4, list(cells)]


def document(grid, **extra) -> dict:
    rows = [["coop" if h is None else f"{h[0]} {h[1]}/{h[2]}/{h[3]}" for h in row] for row in grid]
    return {"game": "hens", "grid": rows, **extra}


def oracle_groups(grid) -> list[tuple[str, frozenset, int]]:
    """(breed, cells, eggs) of every group, by a plain flood fill."""
    rows, cols = len(grid), len(grid[0])
    seen, groups = set(), []
    for start in itertools.product(range(rows), range(cols)):
        if start in seen or grid[start[0]][start[1]] is None:
            continue
        breed, cells, stack = grid[start[0]][start[1]][0], {start}, [start]
        while stack:
            r, c = stack.pop()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in cells:
                    hen = grid[nr][nc]
                    if hen is not None and hen[0] == breed:
                        cells.add((nr, nc))
                        stack.append((nr, nc))
        seen |= cells
        groups.append((breed, frozenset(cells), sum(grid[r][c][2] for r, c in cells)))
    return groups


def strength(group) -> tuple[int, int]:
    return (len(group[1]), group[2])


@pytest.mark.slow
@settings(max_examples=soak_games(80), deadline=None)
@given(legal_grids())
def test_random_legal_grid_scores_every_category_consistently(grid):
    result = calculator.score(document(grid))
    hens = [h for row in grid for h in row if h is not None]
    groups = oracle_groups(grid)
    assert result["total"] == sum(result["breakdown"].values())
    assert sorted((g["breed"], g["size"], g["eggs"]) for g in result["groups"]) == sorted(
        (b, len(cells), eggs) for b, cells, eggs in groups)
    best = max(map(strength, groups), default=(0, 0))
    assert result["breakdown"]["largest_group"] == best[1]
    assert result["breakdown"]["medals"] == 2 * (sum(h[3] for h in hens) // 3)
    assert result["breakdown"]["coops"] == -(len(grid) * len(grid[0]) - len(hens))
    assert result["breakdown"]["rooster_group"] == 0  # no rooster placed


@pytest.mark.slow
@settings(max_examples=soak_games(80), deadline=None)
@given(legal_grids(), st.data())
def test_rooster_on_the_largest_group_scores_nothing_for_the_rooster_group(grid, data):
    groups = oracle_groups(grid)
    if not groups:
        return
    best = max(map(strength, groups))
    largest = data.draw(st.sampled_from([g for g in groups if strength(g) == best]))
    rooster = data.draw(st.sampled_from(sorted(largest[1])))
    result = calculator.score(document(grid, rooster=list(rooster)))
    assert result["breakdown"]["rooster_group"] == 0
    assert result["breakdown"]["largest_group"] == largest[2]
    assert result["total"] == sum(result["breakdown"].values())


@pytest.mark.slow
@settings(max_examples=soak_games(80), deadline=None)
@given(st.one_of(legal_grids(), twin_grids()), st.data(), st.sampled_from(rules.SETTINGS["full_tie_rooster"].choices))
def test_rooster_elsewhere_scores_its_group_per_the_full_tie_setting(grid, data, full_tie):
    groups = oracle_groups(grid)
    if not groups:
        return
    rooster = data.draw(st.sampled_from(sorted(cell for g in groups for cell in g[1])))
    group = next(g for g in groups if rooster in g[1])
    best = max(map(strength, groups))
    tied = [g for g in groups if strength(g) == best]
    if group not in tied:
        expected = group[2]
    else:
        expected = group[2] if full_tie == "rooster_scores" and len(tied) > 1 else 0
    result = calculator.score(document(grid, rooster=list(rooster), settings={"full_tie_rooster": full_tie}))
    assert result["breakdown"]["rooster_group"] == expected
    assert result["breakdown"]["largest_group"] == best[1]
    assert result["total"] == sum(result["breakdown"].values())


@pytest.mark.slow
@settings(max_examples=soak_games(50), deadline=None)
@given(legal_grids(), st.sampled_from(["G01", "G02", "G03", "G04", "G05", "G06", "G07", "G08", "G09", "G10"]))
def test_goals_score_points_per_instance_and_round_trip_through_the_document(grid, card):
    doc = document(grid, goal_card=card)
    result = calculator.score(doc)
    for goal in result["goals"]:
        assert goal["score"] == goal["points"] * goal["count"]
        assert goal["count"] >= 0
        if goal["kind"].startswith("if_"):
            assert goal["count"] in (0, 1)
    assert result["breakdown"]["goals"] == sum(g["score"] for g in result["goals"])
    again = parse_position(doc).to_document()
    assert calculator.score(again) == result
