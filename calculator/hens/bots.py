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
  groups now (it will most likely be played there).

The weights are judgment calls checked by ``bench/bots.py``: with the room
and hand terms a greedy bot beat one without them in 69% of 100 games.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import NamedTuple

from ..core.bots import BotCosts
from .game import ROUNDS, HensState
from .provisional import provisional_breakdown, remembered
from .yard import NEIGHBOURS, cell_index

HAND_FIT_BONUS = 0.25  # points per playable card in hand: a tie-breaker, not a plan
GROWTH_VALUE = 0.5  # points per open cell next to the largest group (half for the runner-up)
JOIN_SHARE = 0.6  # share of a hand card's eggs counted when it can join the largest group now (half: runner-up)

# The search judges each action where the mover's turn ends, averaged over guessed
# deals, without playing the opponents' turns: in Hens looking further ahead makes
# bots weaker, even ones that see every card (bench/hens_lookahead.py): the turns that
# follow two candidate actions soon differ, and that noise drowns the small
# differences between the actions.
MCTS_SETTINGS = MappingProxyType({"rollout": 0})

# What bots cost here, by number of players (seconds per decision; bench/costs.py).
BOT_COSTS = MappingProxyType({
    2: BotCosts(decisions_per_seat=62, random=2e-05, greedy=0.003, mcts_iteration=0.0004),
    3: BotCosts(decisions_per_seat=62, random=2e-05, greedy=0.003, mcts_iteration=0.00045),
    4: BotCosts(decisions_per_seat=62, random=2e-05, greedy=0.0035, mcts_iteration=0.0006),
})


def evaluate(state: HensState, seat: int) -> float:
    """Seat's heuristic value minus the best opponent's (higher is better for ``seat``)."""
    if state.is_terminal:
        scores = state.returns()
        return float(scores[seat] - max(s for p, s in enumerate(scores) if p != seat))
    hand = state.hands[seat]
    yard = state.yards[seat]
    mine = prospect(state, seat) + room_to_grow(state, seat, hand)
    mine += HAND_FIT_BONUS * sum(1 for card in hand if yard.fits(card))
    # Others' roosters chosen in a simultaneous placement still in progress are secret.
    secret = state.step == "rooster" and state.settings.rooster_simultaneous
    return mine - max(prospect(state, p, rooster=not secret) + room_to_grow(state, p, rooster=not secret)
                      for p in range(state.num_players) if p != seat)


def prospect(state: HensState, seat: int, rooster: bool = True) -> float:
    """Provisional score of seat's grid, plus the rooster's likely eggs if it is still to come
    (``rooster=False``: ignore a rooster already placed)."""
    breakdown, groups = provisional_breakdown(state, seat, rooster)
    total = float(sum(breakdown.values()))
    placed = rooster and state.roosters[seat] is not None
    if groups is not None and not placed and state.round <= state.settings.rooster_after_round:
        runner_up = next((g for g in groups.ordered if g is not groups.largest), None)
        total += runner_up.eggs if runner_up is not None else 0
    return total


def room_to_grow(state: HensState, seat: int, hand: tuple[int, ...] = (), rooster: bool = True) -> float:
    """What seat's two best groups may still gain: open cells next to them (up to the
    cards still to place) and the eggs of ``hand`` cards that could join them now
    (``rooster=False``: as if the rooster were not placed yet)."""
    value = 0.0
    table = state.table
    for weight, growth, breed, slots in _growth_targets(state, seat, rooster):
        value += growth
        for card in hand:
            if table.breeds[card] == breed and any(allowed >> table.types[card] & 1 for allowed in slots):
                value += JOIN_SHARE * weight * table.hens[card].eggs
    return value


class GrowthTarget(NamedTuple):
    """One of the two groups whose growth :func:`room_to_grow` values."""

    weight: float  # 1 for the largest group, 0.5 for the runner-up
    growth: float  # the value of its room to grow
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
        weight = 1.0 if group is groups.largest else 0.5
        canvas = [cell_index(r + top, c + left) for r, c in group.cells]
        room = {n for cell in canvas for n in NEIGHBOURS[cell] if n in open_cells}
        targets.append(GrowthTarget(weight, GROWTH_VALUE * weight * min(len(room), to_place), group.breed,
                                    tuple(allowed[n] for n in room)))
    return tuple(targets)
