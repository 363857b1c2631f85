"""Legal pastures to fence in, offered one pasture at a time (rules 1.4 and 9.2).

A Fences action is a sequence of pastures.  Each pasture is a connected group
of cells that is either

* made of free cells (no room, field or pasture; unfenced stables are fine), or
* a part of one existing pasture (subdividing it),

and fencing it in means building every missing fence around it.  The result
must stay legal (rules 9.2): at most 15 fences and all pastures together
orthogonally connected (a new pasture of free cells touches an old one).
Fences are never dangling, since every new fence borders the new pasture, and
nothing else is ever closed in by accident: surrounding a space with pastures
takes at least 16 fences.

The player names the pasture cell by cell in reading order (a walk down a trie
of the legal pastures), so no list of choices ever has more than 15 entries and
every partial choice can be completed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

import numpy as np

from ..core.native_record import by_fields
from . import rules
from .board import ALL, CELLS, derive_pastures, is_connected, neighbours, perimeter


@dataclass(frozen=True)
class PastureOption:
    """One pasture that may be fenced in now: its cells (reading order), new fences and their number."""

    cells: tuple[int, ...]  # cell indices, ascending
    mask: int
    new_fences: int  # edge mask of the fences to build
    cost: int  # how many new fences (1 wood each)

    def __init__(self, cells: tuple[int, ...], mask: int, new_fences: int, cost: int) -> None:
        # Written out, storing as a frozen dataclass's own does: compiled, native stores.
        object.__setattr__(self, "cells", cells)
        object.__setattr__(self, "mask", mask)
        object.__setattr__(self, "new_fences", new_fences)
        object.__setattr__(self, "cost", cost)

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled by its fields (compiled, a frozen record has no other way in)."""
        return by_fields(self)


def _connected_groups() -> tuple[tuple[tuple[int, ...], int, int], ...]:
    """Every connected group of cells whose own perimeter fits in 15 fences, as
    (cell indices, cell mask, perimeter edge mask), in the order of the cell lists."""
    groups = []
    for mask in range(1, ALL + 1):
        edges = perimeter(mask)
        if edges.bit_count() <= rules.MAX_FENCES and is_connected(mask):
            groups.append((tuple(i for i in range(len(CELLS)) if mask >> i & 1), mask, edges))
    return tuple(sorted(groups))


GROUPS = _connected_groups()  # 1232 groups; computed once, never changed
GROUP_OF: Final = {mask: i for i, (_, mask, _) in enumerate(GROUPS)}  # a group's place by its cell mask
_MASKS = np.array([mask for _, mask, _ in GROUPS], dtype=np.int64)
_EDGES = np.array([edges for _, _, edges in GROUPS], dtype=np.int64)


def _branches() -> dict[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """The trie of the groups' cell lists: for each prefix of one (reading order), every cell
    that can come next, with the set of :data:`GROUPS` that then start so (bit ``g`` for ``GROUPS[g]``)."""
    starting: dict[tuple[int, ...], int] = {}
    for g, (cells, _, _) in enumerate(GROUPS):
        for k in range(1, len(cells) + 1):
            starting[cells[:k]] = starting.get(cells[:k], 0) | 1 << g
    branches: dict[tuple[int, ...], list[tuple[int, int]]] = {}
    for prefix, groups in starting.items():  # in GROUPS order: each prefix's next cells come ascending
        branches.setdefault(prefix[:-1], []).append((prefix[-1], groups))
    return {prefix: tuple(cells) for prefix, cells in branches.items()}


BRANCHES: Final = _branches()  # the cells that may follow a prefix, each with the groups that start so


def _popcount(values: np.ndarray) -> np.ndarray:
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(values)
    return np.array([int(v).bit_count() for v in values.tolist()], dtype=np.int64)  # numpy < 2


def _legal(blocked: int, fences: int) -> tuple[np.ndarray, np.ndarray]:
    """Indices into :data:`GROUPS` of the legal pastures (one per resulting layout) and
    their costs in new fences, for a board with ``blocked`` cells and ``fences``."""
    pastures = derive_pastures(fences)
    enclosed = sum(pastures)
    free = ALL & ~blocked & ~enclosed
    masks = _MASKS
    new = _EDGES & ~fences
    cost = _popcount(new)
    within = cost <= rules.MAX_FENCES - fences.bit_count()
    # A new pasture of free cells, next to the existing ones ...
    of_free = (masks & ~free) == 0
    if enclosed:
        of_free &= (masks & neighbours(enclosed)) != 0
    # Nothing else gets closed in: surrounding a space by pastures takes at least 16
    # fences (the plus shape's 12 and 4 around the middle), more than a player has.
    # Or a part of one existing pasture (subdividing it).
    part = np.zeros(len(masks), dtype=bool)
    for pasture in pastures:
        part |= ((masks & ~pasture) == 0) & (masks != pasture)
    index = np.flatnonzero(within & (of_free | part))
    if pastures:
        # Splitting a pasture in two gives the same fences from either half: keep the first.
        # (Only parts of pastures can tie: two pastures needing the same new fences differ
        # by cells fenced in all round, which cannot be free.)
        _, first = np.unique(new[index], return_index=True)
        index = index[np.sort(first)]
    return index, cost[index]


_scan = lru_cache(maxsize=1024)(_legal)  # each entry holds two arrays of up to 1232 numbers


@lru_cache(maxsize=64)
def fence_layouts(blocked: int, fences: int, most_new: int) -> tuple[int, ...]:
    """Every fence mask that Fences actions can reach from ``fences`` with at most
    ``most_new`` new fences (the current mask included), ascending.

    Each mask is one legal farmyard of rules 9.2 (its pastures follow from it);
    the planner chooses among them.  From the start farmyard there are about
    8000 with up to 15 fences.
    """
    seen = {fences}
    stack = [fences]
    while stack:
        current = stack.pop()
        index, costs = _legal(blocked, current)  # not cached: thousands of boards, each met once
        room = most_new - (current & ~fences).bit_count()
        for i in index[costs <= room].tolist():
            layout = current | _EDGES.item(i)
            if layout not in seen:
                seen.add(layout)
                stack.append(layout)
    return tuple(sorted(seen))


@lru_cache(maxsize=256)  # an early farm has about a thousand options
def pasture_options(blocked: int, fences: int) -> tuple[PastureOption, ...]:
    """Every pasture that may be fenced in on a board with ``blocked`` cells (rooms and
    fields) and ``fences``, in the order of their cell lists; one per resulting layout."""
    index, costs = _scan(blocked, fences)
    options = []
    for i, cost in zip(index.tolist(), costs.tolist()):
        cells, mask, edges = GROUPS[i]
        options.append(PastureOption(cells, mask, edges & ~fences, cost))
    return tuple(options)


def affordable(options: tuple[PastureOption, ...], budget: int) -> tuple[PastureOption, ...]:
    """The options whose new fences cost at most ``budget`` (wood, 1 per fence)."""
    return tuple(option for option in options if option.cost <= budget)


@lru_cache(maxsize=1 << 15)
def cheapest(blocked: int, fences: int) -> int | None:
    """Fewest new fences of any legal pasture, or ``None`` when none can be fenced."""
    costs = _scan(blocked, fences)[1]
    return int(costs.min()) if len(costs) else None


def next_cells(options: tuple[PastureOption, ...], prefix: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
    """After naming ``prefix``: the cells that may come next (ascending), and whether
    ``prefix`` is itself a complete option."""
    k = len(prefix)
    following = set()
    complete = False
    for option in options:
        if option.cells[:k] != prefix:
            continue
        if len(option.cells) == k:
            complete = True
        else:
            following.add(option.cells[k])
    return tuple(sorted(following)), complete


# The same questions asked of the scan's arrays directly, without building the option
# objects (an early farm has about a thousand): what the game asks at every step.

@lru_cache(maxsize=1024)
def _affordable(blocked: int, fences: int, budget: int) -> int:
    """The groups of ``affordable(pasture_options(blocked, fences), budget)`` as a set of bits
    (bit ``g`` for ``GROUPS[g]``)."""
    index, costs = _scan(blocked, fences)
    flags = np.zeros(len(GROUPS), dtype=bool)
    flags[index[costs <= budget]] = True
    return int.from_bytes(np.packbits(flags, bitorder="little").tobytes(), "little")


def _prefix_mask(prefix: tuple[int, ...]) -> tuple[int, int]:
    """The cell mask of ``prefix`` (ascending cell indices) and the mask of every cell up to its last."""
    named = 0
    for cell in prefix:
        named |= 1 << cell
    return named, ((2 << prefix[-1]) - 1 if prefix else 0)


def pasture_step(blocked: int, fences: int, budget: int,
                 prefix: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
    """``next_cells(affordable(pasture_options(blocked, fences), budget), prefix)`` for an
    ascending ``prefix``, down the trie of :data:`BRANCHES`: a cell may come next when an
    option starts with ``prefix`` and that cell; ``prefix`` is complete when it is an option."""
    affordable = _affordable(blocked, fences, budget)
    following = []
    complete = False
    for cell, starting in BRANCHES.get(prefix, ()):
        if affordable & starting:
            following.append(cell)
    if prefix:
        group = GROUP_OF.get(_prefix_mask(prefix)[0])
        complete = group is not None and GROUPS[group][0] == prefix and bool(affordable >> group & 1)
    return tuple(following), complete


def pasture_option(blocked: int, fences: int, budget: int, cells: tuple[int, ...]) -> PastureOption | None:
    """``option_for(affordable(pasture_options(blocked, fences), budget), cells)``."""
    group = GROUP_OF.get(_prefix_mask(cells)[0])
    if group is None:
        return None
    cells_of, mask, edges = GROUPS[group]
    if cells_of != cells:
        return None
    if not _affordable(blocked, fences, budget) >> group & 1:
        return None
    new = edges & ~fences
    return PastureOption(cells_of, mask, new, new.bit_count())


def option_for(options: tuple[PastureOption, ...], cells: tuple[int, ...]) -> PastureOption | None:
    """The option with exactly these cells."""
    for option in options:
        if option.cells == cells:
            return option
    return None
