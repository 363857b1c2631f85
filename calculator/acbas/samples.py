"""Random legal ACBAS farms and herds, for property tests, benchmarks and examples.

Everything is drawn from the ``random.Random`` passed in, so a seed gives the
same farm in any process.
"""

from __future__ import annotations

import random

from ..errors import RuleViolation
from . import rules
from .farm import parse_farm
from .position import Position

_STALL_TILES = ("S", "B")
_SPECIALS = ("O", "L", "G")


def random_grid(rng: random.Random, *, expansions: int | None = None) -> tuple[list[list[str]], int, int]:
    """Tokens of a random farm (maybe illegal) and its left/right expansion counts."""
    total = rng.randint(0, rules.MAX_EXPANSIONS) if expansions is None else expansions
    left = rng.randint(0, total)
    right = total - left
    cols = rules.HOME_COLUMNS + total
    grid = [["." for _ in range(cols)] for _ in range(rules.ROWS)]
    house_row, house_col = rules.COTTAGE_START
    grid[house_row][left + house_col] = rng.choice(rules.HOUSES)
    empty = [(r, c) for r in range(rules.ROWS) for c in range(cols) if grid[r][c] == "."]
    rng.shuffle(empty)
    stall_tiles = rng.randint(0, rules.MAX_STALL_TILES)
    pool = [rng.choice(_STALL_TILES) for _ in range(stall_tiles)] + [b for b in _SPECIALS if rng.random() < 0.5]
    for token in pool:
        if not empty:
            break
        r, c = empty.pop()
        grid[r][c] = token
    for letter in "abcdefgh"[: rng.randint(0, 5)]:
        free = [(r, c) for r in range(rules.ROWS) for c in range(cols) if grid[r][c] == "."]
        if not free:
            break
        region = [rng.choice(free)]
        for _ in range(rng.randint(0, 5)):
            r, c = rng.choice(region)
            options = [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                       if 0 <= r + dr < rules.ROWS and 0 <= c + dc < cols and grid[r + dr][c + dc] == "."
                       and (r + dr, c + dc) not in region]
            if options:
                region.append(rng.choice(options))
        for r, c in region:
            grid[r][c] = letter
    cells = [(r, c) for r in range(rules.ROWS) for c in range(cols)]
    for r, c in rng.sample(cells, rng.randint(0, min(rules.MAX_TROUGHS, len(cells)))):
        grid[r][c] += "+"
    return grid, left, right


MAX_HERD = 20  # per type: a generous end-game herd


def random_farm_document(rng: random.Random, *, expansions: int | None = None, max_herd: int = MAX_HERD) -> dict:
    """A legal ACBAS document: a random farm, up to ``max_herd`` animals of each type."""
    while True:
        grid, left, right = random_grid(rng, expansions=expansions)
        rows = ["  ".join(row) for row in grid]
        try:
            farm = parse_farm(rows, {"left": left, "right": right})
        except RuleViolation:
            continue
        animals = {a: rng.randint(0, max_herd) for a in rules.ANIMALS}
        supply = {m: rng.randint(0, 6) for m in rules.MATERIALS}
        return Position(farm, animals, supply).to_document()
