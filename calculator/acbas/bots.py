"""What the generic bots (:mod:`calculator.core.bots`) need to know about ACBAS.

:func:`evaluate` is a cheap heuristic value of a position for one seat: its
worth minus the best opponent's.  A seat's worth is its score now (animals
kept in the best way that fits, buildings, full expansions) plus what the
position promises:

* breeding: each type with two or more animals grows by one per breeding
  left, while the farm has room;
* goods and borders in the supply, which turn into buildings and pastures;
* room: free capacity (animals can still be taken), and almost-enclosed
  spaces (few borders missing) which would become pastures;
* expansion columns partly used, on their way to 4 points;
* each animal type's next bonus step (the -3 lifted at four animals, then a
  point a step), nearer the fewer animals it lacks, while there is room for them.

The weights are kept as data (``data/bot-weights.json``, :class:`Weights`),
tuned by self-play from random openings (``bench/tune_weights.py --opening``)
and checked by ``bench/bots.py``.  At the end of the game the
value is the exact score difference, with a half point for winning a tie.
Results are cached per player and per farm board, which the engine shares
between successive states, so judging many nearby positions stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import lru_cache, partial
from types import MappingProxyType

from ..core import weights as weights_data
from ..core.bots import BotCosts
from ..grid import SIDES, edge, neighbour
from .board import CANVAS_COLS, FarmBoard
from .game import ACBASState, Player
from . import rules



@dataclass(frozen=True)
class Weights:
    """The evaluation's judgment calls, in points (their values: ``data/bot-weights.json``)."""

    wood: float  # per wood in the supply (without a storage building)
    stone: float  # per stone
    reed: float  # per reed
    border: float  # per border in the supply
    free_place: float  # per free place for one animal (at most ROOM_CAP)
    breeding: float  # share of the projected breeding gain counted now
    missing_discount: float  # a space short of n borders counts its pasture capacity * this**n
    pasture_potential: float  # per animal place of a pasture still to enclose
    expansion_progress: float  # per used space of an expansion that is not yet full
    next_step: float  # per bonus point of a type's next step, divided by the animals it lacks


WEIGHTS = weights_data.load(__package__, Weights)
TUNABLE = tuple(f.name for f in fields(Weights))  # what a bot spec such as ``greedy@border=0.5`` may change
MATERIALS = ("wood", "stone", "reed")
ROOM_CAP = 12  # free places worth counting

# The ``best`` search (core.bots.best_settings): the tuned evaluation searched with progressive widening,
# 200 iterations a move, so that it spends no more CPU a move than mcts:300 (issue #26 compares them at
# equal or less CPU; bench/bots.py reports both).
BEST_SETTINGS = MappingProxyType({"iterations": 200})

# What bots cost here, by number of players (CPU seconds per decision, decisions per seat and, in nine
# turns of ten, per turn), about 1.4 times what bench/costs.py measured (December 2026).
BOT_COSTS = MappingProxyType({
    2: BotCosts(decisions_per_seat=52, decisions_per_turn=4, random=7e-05, greedy=0.0028, mcts_iteration=0.0013,
                best_iteration=0.0013),
})


def evaluator(**changed: float):
    """``evaluate`` with some :class:`Weights` changed (names of :data:`TUNABLE`)."""
    return partial(evaluate, weights=replace(WEIGHTS, **changed))


def evaluate(state: ACBASState, seat: int, weights: Weights = WEIGHTS) -> float:
    """How good ``state`` is for ``seat``: its worth minus the best other seat's worth."""
    if state.is_terminal:
        scores = state.returns()
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        return scores[seat] - best_other + (0.5 if seat in state.winners() else 0.0)
    breedings = _breedings_left(state, seat)
    mine = worth(state.players[seat], breedings, weights)
    others = max(worth(p, _breedings_left(state, i), weights) for i, p in enumerate(state.players) if i != seat)
    return mine - others


def _breedings_left(state: ACBASState, seat: int) -> int:
    left = rules.ROUNDS - state.round + 1
    if state.breeding and seat not in state.breeding:
        left -= 1  # already bred this round
    return left


@lru_cache(maxsize=1 << 16)
def worth(player: Player, breedings: int, weights: Weights = WEIGHTS) -> float:
    """Score now plus the promise of the player's position (see the module text)."""
    kept = player.keeps()
    board = player.board
    capacity, buildings, expansions, potential = _board_value(board, weights)
    points = sum(rules.animal_points(a, n) for a, n in zip(rules.ANIMALS, kept))
    value = points + buildings + expansions + potential
    supply = player.wood + player.stone + player.reed
    if rules.STORAGE in board.building_at.values():
        value += rules.STORAGE_POINTS_PER_MATERIAL * supply
    else:
        value += sum(getattr(player, good) * getattr(weights, good) for good in MATERIALS)
    value += weights.border * player.borders
    room = capacity - sum(kept)
    value += weights.free_place * min(room, ROOM_CAP)
    if breedings and room > 0:
        value += weights.breeding * _breeding_gain(kept, room, breedings)
    if weights.next_step and room > 0:
        value += weights.next_step * sum(_next_step(a, n, room) for a, n in zip(rules.ANIMALS, kept))
    return value


@lru_cache(maxsize=None)
def _next_step(kind: str, count: int, room: int) -> float:
    """The bonus points of the next step of ``kind`` above ``count`` animals, divided by the
    animals it lacks; 0 when the farm has not room for them."""
    for lacking in range(1, room + 1):
        gain = rules.animal_points(kind, count + lacking) - rules.animal_points(kind, count) - lacking
        if gain > 0:
            return gain / lacking
    return 0.0


def _breeding_gain(kept: tuple[int, ...], room: int, breedings: int) -> int:
    """Points gained if every type with two or more breeds each time while there is room."""
    herd = list(kept)
    for _ in range(breedings):
        for i, n in enumerate(herd):
            if n >= 2 and room > 0:
                herd[i] += 1
                room -= 1
    return sum(rules.animal_points(a, n) - rules.animal_points(a, k) for a, n, k in zip(rules.ANIMALS, herd, kept))


@lru_cache(maxsize=None)
def _sides(first_col: int, end_col: int) -> dict:
    """For each space of a farm spanning these canvas columns: its four edges, each
    with the farm space across it (``None`` at the farm's outside)."""
    cells = [(r, c) for r in range(rules.ROWS) for c in range(first_col, end_col)]
    inside = set(cells)
    sides = {}
    for cell in cells:
        across = (neighbour(cell, side, rules.ROWS, CANVAS_COLS) for side in SIDES)
        sides[cell] = tuple((edge(cell, side), other if other in inside else None)
                            for side, other in zip(SIDES, across))
    return sides


@lru_cache(maxsize=1 << 15)
def _board_value(board: FarmBoard, weights: Weights = WEIGHTS) -> tuple[int, float, int, float]:
    """Total capacity, building points, full-expansion points and the potential of ``board``."""
    capacity = sum(board.capacities)
    buildings = sum(rules.BUILDINGS[t].points for _, t in board.buildings)
    full = board.full_expansions()
    potential = 0.0
    for column in board.expansion_columns:
        used = sum(board.is_used((r, column)) for r in range(rules.ROWS))
        if used < rules.ROWS:
            potential += weights.expansion_progress * used
    building_at, borders, troughs = board.building_at, board.borders, board.troughs
    sides = _sides(board.first_col, board.end_col)
    for region, enclosed in board.regions:
        if enclosed:
            continue
        # Close the whole region, or one of its spaces on its own: whichever is nearer.
        missing = 0  # open edges of the region to the outside of the farm
        best = 0.0
        for cell in region:
            short = 0  # open edges around this one space
            for e, other in sides[cell]:
                if e in borders:
                    continue
                if other is None:
                    missing += 1
                    short += 1
                elif other not in building_at:
                    short += 1
            best = max(best, (4 if cell in troughs else 2) * weights.missing_discount**short)
        best = max(best, 2 * len(region) * 2 ** len(region & troughs) * weights.missing_discount**missing)
        potential += weights.pasture_potential * best
    return capacity, buildings, rules.EXPANSION_POINTS * full, potential
