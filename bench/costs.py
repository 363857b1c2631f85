"""What a bot's decision costs, per game and table size: the figures behind ``BOT_COSTS``.

The web server refuses work it cannot bound (api.md 4.1): it estimates a request's
computing time from each game's ``BOT_COSTS`` (in its bot module) before it starts.
This script measures the real figures on this machine, to check or refresh those
tables: seconds per decision of each bot kind and decisions per seat in a game.

    python bench/costs.py [--seconds 3] [--budget 20]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calculator import games  # noqa: E402
from calculator.core import bots  # noqa: E402
from calculator.core.simulate import play_game  # noqa: E402


def measure(game: str, players: int, bot: str, seconds: float) -> tuple[float, float]:
    """(seconds per decision, decisions per seat) over whole games of ``bot`` in every seat."""
    start, played, decisions = time.perf_counter(), 0, 0
    while played == 0 or time.perf_counter() - start < seconds:
        decisions += play_game(game, [bot] * players, 1, played)["actions"]
        played += 1
    elapsed = time.perf_counter() - start
    return elapsed / decisions, decisions / played / players


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default: %(default)s)")
    parser.add_argument("--budget", type=int, default=20, help="MCTS iterations measured (default: %(default)s)")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.budget < 1:
        parser.error("--seconds and --budget must be positive")
    print(f"{'game':9} {'players':>7} {'bot':>8} {'ms/decision':>12} {'table':>8} {'decisions/seat':>15} {'table':>6}")
    for info in games.infos():
        name = info.name
        for players in info.played:
            costs = bots.bot_costs(name, players)
            for kind in ("random", "greedy", f"mcts:{args.budget}"):
                per_decision, per_seat = measure(name, players, kind, args.seconds)
                estimate = bots.decision_seconds(kind, name, players)
                print(f"{name:9} {players:>7} {kind:>8} {per_decision * 1000:>12.3f} {estimate * 1000:>8.3f} "
                      f"{per_seat:>15.0f} {costs.decisions_per_seat:>6}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
