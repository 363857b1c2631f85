"""Random legal Agricola positions, for property tests, benchmarks and the simulator.

Every sample is drawn from the caller's :class:`random.Random` only, so a seed
gives the same sample in any process, and is checked by the document parser
before it is returned.  Herds are drawn around the farmyard's capacity: some
fit, some do not.
"""

from __future__ import annotations

import random
import string

from ..errors import RuleViolation
from ..grid import Cell, all_cells, closed_regions, pasture_borders
from . import rules
from .farm import EMPTY, FIELD, ROOM, STABLE, UNFENCED_STABLE, Farmyard, format_rows, parse_farmyard
from .position import Position

_CELLS = tuple(all_cells(rules.ROWS, rules.COLS))


def random_document(rng: random.Random) -> dict:
    """A random legal one-player Agricola document (api.md 1.3)."""
    return random_position(rng).to_document()


def random_position(rng: random.Random) -> Position:
    """A random legal position: farmyard, family, herd, goods and improvements."""
    farmyard = random_farmyard(rng)
    rooms = len(farmyard.rooms)
    return Position(
        farmyard=farmyard,
        house=rng.choice(rules.HOUSES),
        people=rng.randint(rules.MIN_PEOPLE, min(rules.MAX_PEOPLE, rooms + rules.MAX_PEOPLE_WITHOUT_ROOM)),
        animals=random_herd(rng, sum(location.capacity for location in farmyard.locations)),
        grain=rng.randint(0, 10),
        vegetables=rng.randint(0, 6),
        majors=_random_majors(rng),
        supply={material: rng.randint(0, 8) for material in rules.MATERIALS},
        begging=rng.choice((0, 0, 0, 1, 2)),
        card_points=rng.randint(0, 6),
        bonus_points=rng.randint(0, 3),
    )


def _random_majors(rng: random.Random) -> tuple[str, ...]:
    """Each major card is owned with probability 0.3 (both copies of a pair independently)."""
    return tuple(key for key, major in rules.MAJORS.items() for _ in range(major.count) if rng.random() < 0.3)


def random_herd(rng: random.Random, capacity: int) -> dict[str, int]:
    """Animals per type: none, a few, or up to the whole ``capacity`` (and one more)."""
    herd = {}
    for animal in rules.ANIMALS:
        kind = rng.random()
        if kind < 0.2:
            herd[animal] = 0
        elif kind < 0.6:
            herd[animal] = rng.randint(1, 9)
        else:
            herd[animal] = rng.randint(0, capacity + 1)
    return herd


def random_farmyard(rng: random.Random) -> Farmyard:
    """A random legal farmyard: pastures within 15 fences, at most 4 stables, connected
    rooms (at least 2) and fields, nothing closed in that is not a pasture."""
    while True:
        rows = _try_farmyard(rng)
        if rows is None:
            continue
        try:
            return parse_farmyard(rows)
        except RuleViolation:  # pragma: no cover - the draw avoids every rule; kept as a guard
            continue


def _try_farmyard(rng: random.Random) -> list[str] | None:
    letters = _random_pastures(rng)
    if letters is None:
        return None
    free = [cell for cell in _CELLS if cell not in letters]
    if closed_regions(free, rules.ROWS, rules.COLS):
        return None
    rooms = _grow(rng, set(free), rng.choice((2, 2, 3, 3, 4, 5, 6)))
    if len(rooms) < rules.MIN_ROOMS:
        return None
    fields = _grow(rng, set(free) - rooms, rng.randint(0, 7))
    stable_spots = sorted(set(_CELLS) - rooms - fields)
    stables = set(rng.sample(stable_spots, min(len(stable_spots), rng.randint(0, rules.MAX_STABLES))))
    tokens = []
    for cell in _CELLS:
        if cell in letters:
            tokens.append(letters[cell] + (STABLE if cell in stables else ""))
        elif cell in rooms:
            tokens.append(ROOM)
        elif cell in fields:
            tokens.append(FIELD)
        else:
            tokens.append(UNFENCED_STABLE if cell in stables else EMPTY)
    return format_rows([tokens[r * rules.COLS:(r + 1) * rules.COLS] for r in range(rules.ROWS)])


def _random_pastures(rng: random.Random) -> dict[Cell, str] | None:
    """Pasture letters on a random connected area, split by random fences, within 15 fences."""
    area = _grow(rng, set(_CELLS), rng.choice((0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 8, 10, 12)))
    pairs = sorted((a, b) for a in area for b in area if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)
    rng.shuffle(pairs)
    parent = {cell: cell for cell in area}

    def root(cell: Cell) -> Cell:
        while parent[cell] != cell:
            cell = parent[cell]
        return cell

    def letters() -> dict[Cell, str]:
        roots = sorted({root(cell) for cell in area})
        return {cell: string.ascii_lowercase[roots.index(root(cell))] for cell in area}

    merges = rng.randint(0, len(pairs))
    for n, (a, b) in enumerate(pairs):
        if n >= merges and len(pasture_borders(letters(), rules.ROWS, rules.COLS)) <= rules.MAX_FENCES:
            break
        parent[root(a)] = root(b)
    result = letters()
    if len(pasture_borders(result, rules.ROWS, rules.COLS)) > rules.MAX_FENCES:
        return None
    return result


def _grow(rng: random.Random, allowed: set[Cell], size: int) -> set[Cell]:
    """A random orthogonally connected set of up to ``size`` cells of ``allowed``."""
    if size <= 0 or not allowed:
        return set()
    grown = {rng.choice(sorted(allowed))}
    while len(grown) < size:
        frontier = sorted({(r + dr, c + dc) for r, c in grown for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))}
                          & allowed - grown)
        if not frontier:
            break
        grown.add(rng.choice(frontier))
    return grown
