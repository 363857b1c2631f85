"""A cheap position heuristic for Hens bots (greedy, MCTS leaf evaluation).

``evaluate(state, seat)`` is seat's prospects minus the best opponent's,
in points.  It reads only what ``seat`` may see (its own hand, every grid),
so a greedy bot using it on the real state does not cheat:

* a finished game: the final score difference;
* otherwise each grid's provisional score (``provisional.py``: the score if
  the game ended now), plus, before the rooster is placed, the eggs of the
  best group that is not the largest (where the rooster would go);
* for ``seat`` only, a small bonus for each card in hand that can be played
  face up now (a hand that fits is worth more than one that must be cooped).
"""

from __future__ import annotations

from .game import HensState
from .provisional import provisional_breakdown

HAND_FIT_BONUS = 0.25  # points per playable card in hand: a tie-breaker, not a plan


def evaluate(state: HensState, seat: int) -> float:
    """Seat's heuristic value minus the best opponent's (higher is better for ``seat``)."""
    if state.is_terminal:
        scores = state.returns()
        return float(scores[seat] - max(s for p, s in enumerate(scores) if p != seat))
    mine = prospect(state, seat)
    yard = state.yards[seat]
    mine += HAND_FIT_BONUS * sum(1 for card in state.hands[seat] if yard.fits(card))
    # Others' roosters chosen in a simultaneous placement still in progress are secret.
    secret = state.step == "rooster" and state.settings.rooster_simultaneous
    return mine - max(prospect(state, p, rooster=not secret) for p in range(state.num_players) if p != seat)


def prospect(state: HensState, seat: int, rooster: bool = True) -> float:
    """Provisional score of seat's grid, plus the rooster's likely eggs if it is still to come
    (``rooster=False``: ignore a rooster already placed)."""
    breakdown, groups = provisional_breakdown(state, seat, rooster)
    total = float(sum(breakdown.values()))
    placed = rooster and state.roosters[seat] is not None
    if groups is not None and not placed and state.round <= state.settings.rooster_after_round:
        runner_up = next((g for g in groups.ordered if g != groups.largest), None)
        total += runner_up.eggs if runner_up is not None else 0
    return total
