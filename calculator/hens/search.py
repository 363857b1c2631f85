"""Hens's ``best`` bot: every way to finish the mover's turn, over several guessed deals.

A Hens turn is a few decisions of one player (draw twice, choose a card and face
up or coop, its cell, the discard).  :class:`TurnSearchBot` judges each legal
action by the best ending of the mover's turn that follows it (every draw source,
card, cell and discard tried: up to a few thousand endings), judged by the
game's evaluation where the turn ends.  It never searches the real deal: it
guesses what it cannot see (:func:`~calculator.core.bots.as_seen_by`).

Only the draws are chance: while the mover has a draw to make, the action's
values are averaged over ``iterations`` guessed deals (the same deals for every
action, so the luck of a deal does not decide between them).  Once the draws are
made, the rest of the turn depends on nothing hidden (the evaluation reads only
what the mover sees), so one deal judges it exactly, and within a move the best
ending after the draws is remembered by what it depends on (the mover's hand, the
discard piles, its grid): most guessed deals share it.

Playing further turns ahead makes Hens bots weaker (``bench/hens_lookahead.py``),
so the search stops where the mover's turn ends.  Measured against today's bots
in docs/findings.md ("Hens: a whole-turn search over guessed deals").
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ..core.bots import Evaluate, as_seen_by
from ..core.protocol import Action, GameState

DRAWING = "draw"  # the step whose actions are chance: a card from the deck


@dataclass(frozen=True)
class TurnSearchBot:
    """The action with the best ending of the mover's turn, averaged over ``iterations`` guessed
    deals while a draw is still to make (one deal after the draws).  ``seconds`` instead: guess deals
    until that much CPU (``time.process_time``) is spent on a draw decision (at least one).
    ``table_iterations``, pairs ``(players, iterations)``, sets the deals at some table sizes."""

    evaluate: Evaluate
    iterations: int = 10
    seconds: float | None = None
    table_iterations: tuple[tuple[int, int], ...] = ()
    name: str = "best"

    def choose(self, state: GameState, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        start = time.process_time()
        seat = state.current_player
        drawing = state.step == DRAWING
        deals = self.iterations_at(state.num_players) if drawing else 1
        totals = dict.fromkeys((action.id for action in actions), 0.0)
        after_draws: dict = {}
        n = 0
        while self._more(n, deals, drawing, start):
            world = as_seen_by(state, seat, rng)
            for action in world.legal_actions():  # the mover's actions are the same in every deal
                totals[action.id] += self.best_ending(world.apply(action), seat, after_draws)
            n += 1
        return max(actions, key=lambda action: totals[action.id])  # ties: first in legal order

    def iterations_at(self, players: int) -> int:
        """The guessed deals of a draw decision at a table of ``players``."""
        return dict(self.table_iterations).get(players, self.iterations)

    def _more(self, done: int, deals: int, drawing: bool, start: float) -> bool:
        if self.seconds is None or not drawing:
            return done < deals
        return done == 0 or time.process_time() - start < self.seconds

    def best_ending(self, state: GameState, seat: int, after_draws: dict | None = None) -> float:
        """The evaluation, for ``seat``, of the best way to finish its turn from ``state``
        (``after_draws``: values already found once the draws were made, by what they depend on)."""
        if state.is_terminal or state.current_player != seat:
            return self.evaluate(state, seat)
        key = None
        if after_draws is not None and state.step != DRAWING:
            key = (state.step, state.pending, state.hands[seat], state.piles, state.yards[seat])
            if key in after_draws:
                return after_draws[key]
        value = -math.inf
        for action in state.legal_actions():
            value = max(value, self.best_ending(state.apply(action), seat, after_draws))
        if key is not None:
            after_draws[key] = value
        return value
