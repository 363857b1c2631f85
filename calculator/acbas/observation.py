"""ACBAS positions as numbers (:mod:`calculator.core.features`): everything on the table.

For each seat, the observer first: its farm on the widest farm's cells in
document coordinates (on the farm, building token, trough, in a pasture), its
borders on the widest farm's edges (both in :mod:`.actions` order), its goods,
animals, borders and workers in supply and its score now.  Then the action
board (per space: whose worker is there, the goods on it), and the round, the
decision in progress and the shared supply.  Nothing is hidden in ACBAS.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ..core.features import Features, seats_from
from ..grid import SIDES, edge
from . import rules
from .actions import MAX_COLS
from .game import STEP_KINDS, ACBASState, new_game

CELLS = tuple((r, c) for r in range(rules.ROWS) for c in range(MAX_COLS))
EDGES = tuple(sorted({edge(cell, side) for cell in CELLS for side in SIDES}))
TOKENS = tuple(rules.BUILDINGS)
SPECIALS = tuple(token for token, building in rules.BUILDINGS.items() if building.special)


def observe(state: ACBASState, seat: int) -> np.ndarray:
    """What ``seat`` sees of ``state``, as a vector of :func:`size` numbers."""
    f = Features()
    for p in seats_from(seat, state.num_players):
        _player(f, state, p)
    for goods, occupant in zip(state.spaces, state.occupied):
        f.one_hot(None if occupant is None else (occupant - seat) % state.num_players, state.num_players)
        f.extend(goods)
    f.one_hot(state.round - 1, rules.ROUNDS)
    f.one_hot(STEP_KINDS.index(state.step.kind), len(STEP_KINDS))
    f.add(state.step.count, state.placed, state.to_move == seat, state.start_player == seat,
          state.first_start_player == seat, state.troughs_left, state.stall_tiles_left, state.expansions_left)
    f.extend(token in state.specials_left for token in SPECIALS)
    return f.array()


def _player(f: Features, state: ACBASState, seat: int) -> None:
    player = state.players[seat]
    board = player.board
    shift = board.first_col
    for r, c in CELLS:
        cell = (r, c + shift)
        on_farm = board.on_farm(cell)
        f.add(on_farm, cell in board.troughs, cell in board.enclosed)
        f.one_hot(TOKENS.index(board.building_at[cell]) if cell in board.building_at else None, len(TOKENS))
    borders = {(kind, r, c - shift) for kind, r, c in board.borders}
    f.extend(e in borders for e in EDGES)
    f.add(player.wood, player.stone, player.reed, player.borders, player.workers, state.score(seat)["total"])
    f.extend(player.animals)


@cache
def size(players: int = rules.PLAYERS) -> int:
    """The length of every observation vector."""
    return len(observe(new_game(0), 0))
