"""Bot strength: win rates of greedy against random and of mcts against greedy.

    python bench/bots.py [--games 200] [--budget 100] [--seed 1] [--workers 2] [--game acbas]
                         [--pairs greedy/random,mcts/greedy]

Every pairing is seat-balanced: the same game seeds are played twice, once
with each bot in seat 0, so neither the start player nor the deal favours one.
``--games`` counts both halves together.  ``--budget`` is the mcts iteration
budget per move (``mcts`` in ``--pairs`` means ``mcts:BUDGET``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator.core.simulate import simulate  # noqa: E402


def match(game: str, first: str, second: str, games: int, seed: int, workers: int) -> dict:
    """``first`` against ``second`` over ``games`` seat-balanced games: wins, mean scores, time."""
    half = games // 2
    start = time.perf_counter()
    wins = {first: 0, second: 0}
    scores = {first: [], second: []}
    for bots in ((first, second), (second, first)):
        records, _ = simulate(game, list(bots), half, seed, workers=workers)
        for record in records:
            for seat, bot in enumerate(bots):
                wins[bot] += seat in record["winners"]
                scores[bot].append(record["scores"][seat])
    return {
        "games": 2 * half,
        "win_rate": wins[first] / (2 * half),
        "mean": {bot: sum(s) / len(s) for bot, s in scores.items()},
        "seconds": time.perf_counter() - start,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing, both seatings (default 200)")
    parser.add_argument("--budget", type=int, default=100, help="mcts iterations per move (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--game", default="acbas")
    parser.add_argument("--pairs", default="greedy/random,mcts/greedy",
                        help="comma-separated A/B pairings to measure (default: %(default)s)")
    args = parser.parse_args()
    for pair in args.pairs.split(","):
        first, second = (f"mcts:{args.budget}" if b == "mcts" else b for b in pair.split("/"))
        result = match(args.game, first, second, args.games, args.seed, args.workers)
        means = ", ".join(f"{bot} {mean:.1f}" for bot, mean in result["mean"].items())
        print(f"{first} beats {second} in {result['win_rate']:.1%} of {result['games']} seat-balanced games "
              f"(mean scores: {means}; {result['seconds']:.0f} s, "
              f"{result['seconds'] / result['games']:.2f} s per game on {args.workers} workers)", flush=True)


if __name__ == "__main__":
    main()
