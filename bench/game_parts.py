"""Where a random game's time goes: set-up, legal actions, apply, the bots' draws and the final
scoring, in microseconds per game (compare the builds with ``AGRICALC_PURE_PYTHON={0,1}``).

    python bench/game_parts.py [--game hens] [--players 2] [--games 300] [--seed 7]

The games are those of ``bench/simulate.py``'s bare loop (same seeds, same draws), after three
to warm up the caches; each part is timed around its calls, so the clock's own cost (well under
a microsecond a call) is in the figures.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import build, games  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed  # noqa: E402


def parts(game: str, players: int, count: int, seed: int) -> dict[str, float]:
    """Seconds spent in each part of ``count`` random games."""
    clock = time.perf_counter
    spent = dict.fromkeys(("set-up", "legal actions", "apply", "draws", "scoring"), 0.0)
    for index in range(count):
        own = game_seed(seed, index)
        start = clock()
        state = games.new_game(game, own, players)
        spent["set-up"] += clock() - start
        rngs = [bot_rng(own, seat) for seat in range(players)]
        while not state.is_terminal:
            start = clock()
            actions = state.legal_actions()
            listed = clock()
            choice = rngs[state.current_player].randrange(len(actions))
            drawn = clock()
            state = state.apply(actions[choice])
            spent["legal actions"] += listed - start
            spent["draws"] += drawn - listed
            spent["apply"] += clock() - drawn
        start = clock()
        state.returns(), state.winners()
        spent["scoring"] += clock() - start
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hens", choices=games.names())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    parts(args.game, args.players, 3, args.seed + 1)  # warm up
    spent = parts(args.game, args.players, args.games, args.seed)
    total = sum(spent.values())
    figures = ", ".join(f"{part} {seconds / args.games * 1e6:.0f}" for part, seconds in spent.items())
    print(f"{args.game} {args.players}p, {build.describe()}: us per game: {figures}; in all {total / args.games * 1e6:.0f}")


if __name__ == "__main__":
    main()
