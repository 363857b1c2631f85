"""Fit the Hens evaluation's weights to self-play: a least-squares value of the final margin.

    python bench/hens_value.py [--games 400] [--seed 21] [--epsilon 0.05] [--bot greedy@...] [--out FILE]

Plays ``--games`` games of ``--bot`` against itself (each decision, with
probability ``--epsilon``, a uniformly random legal action instead, so that the
positions are not only the bot's own), and at the end of each turn records the
terms of the evaluation (``calculator/hens/bots.py``) for the seat that just
moved and for its opponent, with the game's final margin for that seat.  A
linear regression of the margin on the terms (the seat's minus the opponent's;
the hand terms the seat's only) gives, divided by the provisional score's
coefficient, the weights of an evaluation that predicts the margin best, for
each share of the runner-up group tried (``--runner-up``).  Prints the fits
(R^2 on a held-out quarter of the games), the raw coefficients, and the weights
as a bot spec (a negative weight written as 0).
numpy only; the same seed gives the same games and the same fit.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from calculator import games  # noqa: E402
from calculator.core.bots import make_bot  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed  # noqa: E402
from calculator.hens import bots as hens  # noqa: E402
from calculator.hens.provisional import provisional_breakdown  # noqa: E402

TODAY = "hand_fit=0.25+growth=0.5+join=0.6+runner_up=0.5+rooster=1+pile=0.3"  # issue #26's OLD_HENS
TERMS = ("provisional", "rooster", "growth", "join", "hand_fit", "pile", "supply")  # in the evaluation's words


def terms(state, seat: int, runner_up: float, hand: bool, unseen: dict[str, int]) -> list[float]:
    """The evaluation's terms for ``seat`` with each weight 1 (the runner-up's share ``runner_up``)."""
    weights = hens.Weights(hand_fit=1, growth=1, join=0, runner_up=runner_up, rooster=1, pile=1, supply=1)
    breakdown, _ = provisional_breakdown(state, seat)
    provisional = float(sum(breakdown.values()))
    rooster = hens.prospect(state, seat, weights=weights) - provisional
    growth = hens.room_to_grow(state, seat, weights=weights)
    join = hens.room_to_grow(state, seat, state.hands[seat], weights=replace(weights, growth=0, join=1)) if hand else 0
    yard = state.yards[seat]
    fit = sum(1 for card in state.hands[seat] if yard.fits(card)) if hand else 0
    pile = hens.pile_gain(state, seat, weights=weights)
    supply = hens.supply(state, seat, unseen, weights=weights)
    return [provisional, rooster, growth, join, fit, pile, supply]


def positions(game_index: int, seed: int, bot: str, epsilon: float, shares: list[float]) -> list[tuple]:
    """``(game, share, features, margin)`` at the end of every turn of one self-play game."""
    own_seed = game_seed(seed, game_index)
    state = games.new_game("hens", own_seed, 2)
    players = [make_bot(bot, "hens")] * 2
    rngs = [bot_rng(own_seed, seat) for seat in range(2)]
    noise = random.Random(own_seed)
    found = []
    while not state.is_terminal:
        seat = state.current_player
        actions = state.legal_actions()
        if noise.random() < epsilon:
            action = actions[noise.randrange(len(actions))]
        else:
            action = players[seat].choose(state, rngs[seat])
        state = state.apply(action)
        if not state.is_terminal and state.current_player != seat and state.step == "draw":
            unseen = hens.unseen_breeds(state, seat)
            for share in shares:
                mine = terms(state, seat, share, True, unseen)
                theirs = terms(state, 1 - seat, share, False, unseen)
                found.append((game_index, share, seat, [a - b for a, b in zip(mine, theirs)]))
    scores = state.returns()
    return [(g, share, features, scores[seat] - scores[1 - seat]) for g, share, seat, features in found]


def fit(rows: list[tuple], games_count: int) -> tuple[np.ndarray, float]:
    """Least-squares coefficients (intercept last) on three quarters of the games; R^2 on the rest."""
    x = np.array([features + [1.0] for _, _, features, _ in rows])
    y = np.array([margin for _, _, _, margin in rows], dtype=float)
    test = np.array([g >= games_count * 3 // 4 for g, _, _, _ in rows])
    coef, *_ = np.linalg.lstsq(x[~test], y[~test], rcond=None)
    residual = y[test] - x[test] @ coef
    return coef, 1 - residual.var() / y[test].var()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--epsilon", type=float, default=0.05)
    parser.add_argument("--bot", default=f"greedy@{TODAY}")
    parser.add_argument("--runner-up", default="0.25,0.5,0.75,1", help="runner-up shares to fit with")
    args = parser.parse_args()
    shares = [float(s) for s in args.runner_up.split(",")]
    rows = []
    for index in range(args.games):
        rows += positions(index, args.seed, args.bot, args.epsilon, shares)
    print(f"{len(rows) // len(shares)} positions from {args.games} games (seed {args.seed}, epsilon {args.epsilon})")
    for share in shares:
        chosen = [row for row in rows if row[1] == share]
        coef, r2 = fit(chosen, args.games)
        weights = {name: coef[i] / coef[0] for i, name in enumerate(TERMS) if i}
        text = "+".join(f"{name}={max(0.0, value):.2f}" for name, value in weights.items())
        print(f"runner_up={share:g}: held-out R^2 {r2:.3f}; provisional coefficient {coef[0]:.2f}; "
              f"greedy@{text}+runner_up={share:g}", flush=True)
        print("  coefficients: " + ", ".join(f"{name} {value:+.3f}" for name, value in zip(TERMS + ("intercept",), coef)))


if __name__ == "__main__":
    main()
