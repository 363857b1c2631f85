"""A cheap position heuristic for Hens bots (greedy, MCTS leaf evaluation).

``evaluate(state, seat)`` is seat's prospects minus the best opponent's,
in points.  It reads only what ``seat`` may see (its own hand, every grid),
so a greedy bot using it on the real state does not cheat:

* a finished game: the final score difference;
* otherwise each grid's provisional score (``provisional.py``: the score if
  the game ended now), plus, before the rooster is placed, the eggs of the
  best group that is not the largest (where the rooster would go);
* room to grow: the open cells next to the largest group and the runner-up
  (the runner-up counted half), as many as there are cards still to place --
  a group boxed in by coops and other breeds has scored its last egg;
* for ``seat`` only, a small bonus for each card in hand that can be played
  face up now (a hand that fits is worth more than one that must be cooped),
  and part of the eggs of each hand card that could join one of those two
  groups now (it will most likely be played there);
* for every seat, part of the eggs of the best discard-pile top it may take
  on its next turn that could join those groups: a discard may feed a rival;
* (off: weight 0) the eggs those groups may expect from the cards not seen
  yet (:func:`supply`).

The weights are judgment calls checked by self-play (:class:`Weights`): with
the room and hand terms a greedy bot beat one without them in 69% of 100
games; a coordinate search over those five weights (``bench/tune_weights.py``)
found nothing better; the pile term (0.3) made greedy finish ahead of the
previous greedy in 57% of 200 seat-balanced games and mcts:50 ahead of the
previous mcts:50 in 64% (docs/findings.md).  Issue #26's third session found no
stronger weights: the supply term (47% at 0.3), a least-squares value fitted to
self-play (30%) and CMA-ES (worse) all lost to these; an oracle that sees every
card wins only 61% against this greedy (docs/findings.md, "Hens: how much skill can win").
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import cache, partial
from types import MappingProxyType
from typing import NamedTuple

from ..core import weights as weights_data
from ..core.bots import BotCosts
from .deck import CardTable
from .game import ROUNDS, HensState
from .provisional import provisional_breakdown, remembered
from .search import TurnSearchBot
from .yard import NEIGHBOURS, cell_index


@dataclass(frozen=True)
class Weights:
    """The evaluation's judgment calls, in points (their values: ``data/bot-weights.json``; tuned by
    ``bench/tune_weights.py``)."""

    hand_fit: float  # per playable card in hand: a tie-breaker, not a plan
    growth: float  # per open cell next to the largest group
    join: float  # share of a hand card's eggs counted when it can join the largest group now
    runner_up: float  # the runner-up group's share of the growth and join values
    rooster: float  # share of the runner-up's eggs counted while the rooster is still to come
    pile: float  # share of the eggs of the best discard-pile top a seat may take next that joins its groups
    supply: float  # per egg a group may still expect from the unseen cards of its breed (see supply)


WEIGHTS = weights_data.load(__package__, Weights)
TUNABLE = tuple(f.name for f in fields(Weights))  # what a bot spec such as ``greedy@growth=0.7`` may change

# The search judges each action where the mover's turn ends, averaged over guessed
# deals, without playing the opponents' turns: in Hens looking further ahead makes
# bots weaker, even ones that see every card (bench/hens_lookahead.py): the turns that
# follow two candidate actions soon differ, and that noise drowns the small
# differences between the actions.
MCTS_SETTINGS = MappingProxyType({"rollout": 0})

# The ``best`` search (core.bots.best_settings): every ending of the mover's turn, averaged over
# ``iterations`` guessed deals while a draw is to make (search.TurnSearchBot); as many deals as keep a
# move within today's ``mcts:300``'s CPU at 2 players (docs/findings.md) and, at larger tables, within
# the web's limit on the bots' answer to a move (web/limits.py).
BEST_SETTINGS = MappingProxyType({"bot": TurnSearchBot, "iterations": 30, "table_iterations": ((3, 20), (4, 12))})

# What bots cost here, by number of players (CPU seconds per decision, decisions per seat and, in nine
# turns of ten, per turn), about 1.4 times what bench/costs.py measured (December 2026); ``best``'s
# iteration is a guessed deal of its whole-turn search, averaged over a game's decisions (most of
# them after the draws search one deal), 1.4 times what tests/test_bot_costs.py's game measured.
BOT_COSTS = MappingProxyType({
    2: BotCosts(decisions_per_seat=62, decisions_per_turn=5, random=3e-05, greedy=0.0045, mcts_iteration=0.00065,
                best_iteration=0.002),
    3: BotCosts(decisions_per_seat=62, decisions_per_turn=5, random=3e-05, greedy=0.005, mcts_iteration=0.00085,
                best_iteration=0.004),
    4: BotCosts(decisions_per_seat=62, decisions_per_turn=5, random=3e-05, greedy=0.006, mcts_iteration=0.0012,
                best_iteration=0.006),
})


def evaluator(**weights: float):
    """``evaluate`` with some :class:`Weights` changed (names of :data:`TUNABLE`)."""
    return partial(evaluate, weights=replace(WEIGHTS, **weights))


def evaluate(state: HensState, seat: int, weights: Weights = WEIGHTS) -> float:
    """Seat's heuristic value minus the best opponent's (higher is better for ``seat``)."""
    if state.is_terminal:
        scores = state.returns()
        return float(scores[seat] - max(s for p, s in enumerate(scores) if p != seat))
    hand = state.hands[seat]
    yard = state.yards[seat]
    mine = prospect(state, seat, weights=weights) + room_to_grow(state, seat, hand, weights=weights)
    mine += weights.hand_fit * sum(1 for card in hand if yard.fits(card))
    # Others' roosters chosen in a simultaneous placement still in progress are secret.
    secret = state.step == "rooster" and state.settings.rooster_simultaneous
    if weights.pile:  # the discard piles: what a seat may take from them next
        mine += weights.pile * pile_gain(state, seat, weights=weights)
    unseen = unseen_breeds(state, seat) if weights.supply else None
    if unseen is not None:
        mine += weights.supply * supply(state, seat, unseen, weights=weights)
    return mine - max(_rival(state, p, not secret, weights, unseen) for p in range(state.num_players) if p != seat)


def _rival(state: HensState, seat: int, rooster: bool, weights: Weights, unseen: dict[str, int] | None) -> float:
    """An opponent's prospects, judged without its hand (which the evaluating seat cannot see)."""
    value = prospect(state, seat, rooster=rooster, weights=weights) + room_to_grow(state, seat, rooster=rooster,
                                                                                    weights=weights)
    if weights.pile:
        value += weights.pile * pile_gain(state, seat, rooster=rooster, weights=weights)
    if unseen is not None:
        value += weights.supply * supply(state, seat, unseen, rooster=rooster, weights=weights)
    return value


def prospect(state: HensState, seat: int, rooster: bool = True, weights: Weights = WEIGHTS) -> float:
    """Provisional score of seat's grid, plus the rooster's likely eggs if it is still to come
    (``rooster=False``: ignore a rooster already placed)."""
    breakdown, groups = provisional_breakdown(state, seat, rooster)
    total = float(sum(breakdown.values()))
    placed = rooster and state.roosters[seat] is not None
    if groups is not None and not placed and state.round <= state.settings.rooster_after_round:
        runner_up = next((g for g in groups.ordered if g is not groups.largest), None)
        total += weights.rooster * runner_up.eggs if runner_up is not None else 0
    return total


def room_to_grow(state: HensState, seat: int, hand: tuple[int, ...] = (), rooster: bool = True,
                 weights: Weights = WEIGHTS) -> float:
    """What seat's two best groups may still gain: open cells next to them (up to the
    cards still to place) and the eggs of ``hand`` cards that could join them now
    (``rooster=False``: as if the rooster were not placed yet)."""
    value = 0.0
    table = state.table
    for largest, room, breed, slots in _growth_targets(state, seat, rooster):
        weight = 1.0 if largest else weights.runner_up
        value += weights.growth * weight * room
        for card in hand:
            if table.breeds[card] == breed and any(allowed >> table.types[card] & 1 for allowed in slots):
                value += weights.join * weight * table.hens[card].eggs
    return value


def pile_gain(state: HensState, seat: int, rooster: bool = True, weights: Weights = WEIGHTS) -> float:
    """The eggs of the best discard-pile top that seat may draw on its next turn and that could
    join one of its two best groups (the runner-up's share for the runner-up): a discard may
    feed a rival."""
    settings = state.settings
    if state.round + 1 < settings.opponent_discard_from_round:
        return 0.0
    own = None if settings.allow_own_discard_draw else seat
    table = state.table
    best = 0.0
    for p, pile in enumerate(state.piles):
        if not pile or p == own:
            continue
        card = pile[-1]
        eggs = 0.0
        for largest, _, breed, slots in _growth_targets(state, seat, rooster):
            if table.breeds[card] == breed and any(allowed >> table.types[card] & 1 for allowed in slots):
                eggs += (1.0 if largest else weights.runner_up) * table.hens[card].eggs
        best = max(best, eggs)
    return best


def unseen_breeds(state: HensState, seat: int) -> dict[str, int]:
    """Cards of each breed in play that ``seat`` has not seen (in the deck, in other hands or under
    others' coops): all the cards of the game but those face up in a grid, in a discard pile, in
    seat's hand or under seat's coops."""
    table = state.table
    counts = dict(_breeds_in_play(state))
    breeds = table.breeds
    seen = [card for yard in state.yards for _, card in yard.hens()]
    seen += [card for _, card in state.yards[seat].coops()]
    seen += [card for pile in state.piles for card in pile]
    seen += state.hands[seat]
    for card in seen:
        counts[breeds[card]] -= 1
    return counts


def _breeds_in_play(state: HensState) -> tuple[tuple[str, int], ...]:
    removed = state.setup.removed_breeds
    return tuple((breed, n) for breed, n in state.table.breed_counts if breed not in removed)


def supply(state: HensState, seat: int, unseen: dict[str, int], rooster: bool = True,
           weights: Weights = WEIGHTS) -> float:
    """The eggs seat's two best groups may still expect from the cards it has not seen: of its
    draws still to come (two a turn), the share of each group's breed among the unseen cards, at
    most the group's open cells, times the breed's mean eggs (the runner-up's share for the
    runner-up).  A big group of a breed the deck has run out of has little left to gain."""
    total = sum(unseen.values())
    if not total:
        return 0.0
    draws = state.settings.draws_per_turn * (ROUNDS - state.yards[seat].count)
    value = 0.0
    for largest, room, breed, _ in _growth_targets(state, seat, rooster):
        expected = min(room, draws * unseen[breed] / total)
        value += (1.0 if largest else weights.runner_up) * expected * _mean_eggs(state.table, breed)
    return value


@cache
def _mean_eggs(table: CardTable, breed: str) -> float:
    eggs = [hen.eggs for hen, b in zip(table.hens, table.breeds) if b == breed]
    return sum(eggs) / len(eggs)


class GrowthTarget(NamedTuple):
    """One of the two groups whose growth :func:`room_to_grow` values."""

    largest: bool  # the largest group, else the runner-up
    room: int  # open cells next to it, at most as many as the cards still to place
    breed: str
    slots: tuple[int, ...]  # the card types allowed on each open cell next to it (bit masks)


def _growth_targets(state: HensState, seat: int, rooster: bool) -> tuple[GrowthTarget, ...]:
    """Seat's largest group and runner-up as growth targets; like the provisional score, they
    depend only on the yard and the rooster's cell, so they are remembered per game (a bot
    judges the same opponent grid for every one of its options)."""
    return remembered(state, "_growth_targets", seat, rooster, _find_growth_targets)


def _find_growth_targets(state: HensState, seat: int, rooster: bool) -> tuple[GrowthTarget, ...]:
    yard = state.yards[seat]
    if not yard.count:
        return ()
    _, groups = provisional_breakdown(state, seat, rooster)
    top, left = yard.origin
    open_cells, allowed = set(yard.open_cells), yard.allowed
    to_place = ROUNDS - yard.count
    targets = []
    for group in groups.ordered[:2]:
        canvas = [cell_index(r + top, c + left) for r, c in group.cells]
        room = {n for cell in canvas for n in NEIGHBOURS[cell] if n in open_cells}
        targets.append(GrowthTarget(group is groups.largest, min(len(room), to_place), group.breed,
                                    tuple(allowed[n] for n in room)))
    return tuple(targets)
