"""Tune a game's evaluation weights by self-play: coordinate search over seat-balanced ladders.

    python bench/tune_weights.py [--game hens] [--bot greedy] [--games 200] [--rounds 2]
                                 [--step 0.5] [--margin 0.535] [--seed 1000] [--workers 2]

Starting from the game's weights (``TUNABLE`` and ``Weights`` in its bot
module), each round tries every weight a step up and a step down (the step is
``--step`` times the weight's value, 0.25 for a weight at 0).  A candidate
plays the incumbent in a two-bot ladder (:mod:`calculator.core.ladder`:
``--games`` seat-balanced games, each deal in both seat orders, new seeds for
every match) and replaces it when it finishes ahead in more than ``--margin``
of the games (a draw counts half; 0.535 is one standard error above even for
200 games).  Steps halve after a round without a change.  Prints every match
and the weights found, as a bot spec (``greedy@growth=0.6+...``) to rate in a
ladder against the defaults, e.g.::

    agricalc ladder --game hens --bots random,greedy,greedy@...,mcts:50,mcts:50@... --games 200
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import games  # noqa: E402
from calculator.core.ladder import ladder  # noqa: E402


def spec(bot: str, weights: dict[str, float], defaults: dict[str, float]) -> str:
    """``bot`` with the weights that differ from the defaults (``bot`` alone when none do)."""
    changed = "+".join(f"{k}={v:g}" for k, v in weights.items() if v != defaults[k])
    return f"{bot}@{changed}" if changed else bot


def match(game: str, incumbent: str, candidate: str, count: int, seed: int, workers: int) -> float:
    """The share of ``count`` seat-balanced games the candidate finishes ahead of the incumbent."""
    _, summary = ladder(game, [incumbent, candidate], count, seed, workers=workers)
    (row,) = summary["head_to_head"]
    return 1 - row["win_rate"]  # the row counts the first bot, the incumbent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hens")
    parser.add_argument("--bot", default="greedy", help="the bot whose evaluation is tuned (default: greedy)")
    parser.add_argument("--games", type=int, default=200, help="games per match (default 200)")
    parser.add_argument("--rounds", type=int, default=2, help="rounds over every weight (default 2)")
    parser.add_argument("--step", type=float, default=0.5, help="first step, as a share of the weight (default 0.5)")
    parser.add_argument("--margin", type=float, default=0.535, help="share of games a candidate must win")
    parser.add_argument("--seed", type=int, default=1000, help="seed of the first match (default 1000)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    defaults = dict(games.game(args.game).evaluation_weights())
    if not defaults:
        parser.error(f"{args.game}'s evaluation has no tunable weights")
    weights = dict(defaults)
    step = args.step
    seed = args.seed
    start = time.perf_counter()
    for round_ in range(1, args.rounds + 1):
        changed = False
        for name in defaults:
            for sign in (1, -1):
                delta = step * (abs(weights[name]) or 0.5)
                candidate = {**weights, name: round(weights[name] + sign * delta, 4)}
                if candidate[name] < 0:
                    continue
                incumbent_spec, candidate_spec = spec(args.bot, weights, defaults), spec(args.bot, candidate, defaults)
                share = match(args.game, incumbent_spec, candidate_spec, args.games, seed, args.workers)
                seed += 1
                kept = share > args.margin
                print(f"round {round_}: {candidate_spec:<60} ahead in {share:6.1%} of {args.games} "
                      f"against {incumbent_spec}{'  -> kept' if kept else ''}", flush=True)
                if kept:
                    weights, changed = candidate, True
                    break
        if not changed:
            step /= 2
    print(f"\nweights found in {time.perf_counter() - start:.0f} s: {spec(args.bot, weights, defaults)}")
    print("defaults:", ", ".join(f"{k}={v:g}" for k, v in defaults.items()))
    print("found:   ", ", ".join(f"{k}={v:g}" for k, v in weights.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
