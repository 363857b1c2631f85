"""Simulation speed on one core: random games per second, actions per game, bot time per move.

    python bench/simulate.py [--games 500] [--search-games 2] [--budget 100] [--repeats 5] [--seed 1]
                             [--game acbas]

* random games per second through ``simulate`` (one worker, in-process: what
  ``agricalc simulate --bots random,random`` does) on games it has not seen;
  then the same games replayed through ``simulate`` and through a bare loop
  on the engine (both with warm caches), so the difference is the
  simulator's overhead;
* actions per game;
* greedy and mcts time per move (moves with more than one legal action;
  a forced move costs nothing), each against random.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator.core import games  # noqa: E402
from calculator.core.bots import make_bot  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed, simulate  # noqa: E402

GOAL = 200  # random games per second on one core (issue text)


def bare_loop(game: str, seed: int, count: int) -> float:
    """Seconds to play the same random games with nothing but the engine and the rngs."""
    start = time.perf_counter()
    for index in range(count):
        own = game_seed(seed, index)
        state = games.new_game(game, own, 2)
        rngs = [bot_rng(own, seat) for seat in range(2)]
        while not state.is_terminal:
            actions = state.legal_actions()
            state = state.apply(actions[rngs[state.current_player].randrange(len(actions))])
        state.returns(), state.winners()
    return time.perf_counter() - start


def loop_overhead(game: str, seed: int) -> float:
    """Seconds per random game that the simulate loop adds to a bare loop: two bots built and
    one ``choose`` call per action instead of an inline draw (timed alone, as it is too small
    to see beside the noise of whole games on a shared machine)."""
    state = games.new_game(game, game_seed(seed, 0), 2)
    actions, bot, rng = state.legal_actions(), make_bot("random", game), bot_rng(seed, 0)
    n = 100_000
    tick = time.perf_counter()
    for _ in range(n):
        bot.choose(state, rng)
    call = (time.perf_counter() - tick) / n
    tick = time.perf_counter()
    for _ in range(n):
        actions[rng.randrange(len(actions))]
    inline = (time.perf_counter() - tick) / n
    tick = time.perf_counter()
    for _ in range(n // 10):
        make_bot("random", game), make_bot("random", game)
    build = (time.perf_counter() - tick) / (n // 10)
    return build, call - inline


def move_times(game: str, spec: str, seed: int, count: int) -> tuple[list[float], float]:
    """Seconds per searched move of bot ``spec`` (against random, seat-balanced), and per game."""
    times = []
    start = time.perf_counter()
    for index in range(count):
        own = game_seed(seed, index)
        state = games.new_game(game, own, 2)
        seat_of_bot = index % 2
        players = {seat_of_bot: make_bot(spec, game), 1 - seat_of_bot: make_bot("random", game)}
        rngs = [bot_rng(own, seat) for seat in range(2)]
        while not state.is_terminal:
            seat = state.current_player
            searched = seat == seat_of_bot and len(state.legal_actions()) > 1
            tick = time.perf_counter()
            action = players[seat].choose(state, rngs[seat])
            if searched:
                times.append(time.perf_counter() - tick)
            state = state.apply(action)
    return times, (time.perf_counter() - start) / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="random games to time (default 500)")
    parser.add_argument("--search-games", type=int, default=2, help="games per searching bot (default 2)")
    parser.add_argument("--budget", type=int, default=100, help="mcts iterations per move (default 100)")
    parser.add_argument("--repeats", type=int, default=5, help="replays for the overhead comparison (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="acbas")
    args = parser.parse_args()

    simulate(args.game, ["random", "random"], min(20, args.games), args.seed + 1)  # warm the engine's caches
    records, summary = simulate(args.game, ["random", "random"], args.games, args.seed)
    print(f"random vs random, {args.games} new games on one core: {summary['games_per_second']:.1f} games/s "
          f"(goal {GOAL})")
    # The same games again, through simulate and through a bare loop, taking turns and counting
    # this process's CPU time (a shared machine is noisy); both now meet warm caches.
    again, bare = math.inf, math.inf
    for _ in range(args.repeats):
        tick = time.process_time()
        simulate(args.game, ["random", "random"], args.games, args.seed)
        again = min(again, time.process_time() - tick)
        tick = time.process_time()
        bare_loop(args.game, args.seed, args.games)
        bare = min(bare, time.process_time() - tick)
    print(f"the same games replayed (CPU time, best of {args.repeats}): simulate {args.games / again:.1f} games/s, "
          f"bare engine loop {args.games / bare:.1f} games/s (simulate overhead {again / bare - 1:+.1%})")
    actions = [r["actions"] for r in records]
    print(f"actions per game: mean {statistics.mean(actions):.1f}, min {min(actions)}, max {max(actions)}")
    build, per_call = loop_overhead(args.game, args.seed)
    per_game = build + per_call * statistics.mean(actions)
    print(f"simulate loop overhead, timed alone: {per_game * 1e6:.0f} us per game "
          f"({per_game * summary['games_per_second']:.1%} of a game)")
    for spec in ("greedy", f"mcts:{args.budget}"):
        times, per_game = move_times(args.game, spec, args.seed, args.search_games)
        print(f"{spec}: {len(times)} searched moves in {args.search_games} games, per move "
              f"mean {statistics.mean(times) * 1000:.1f} ms, median {statistics.median(times) * 1000:.1f} ms, "
              f"max {max(times) * 1000:.0f} ms; {per_game:.2f} s per game against random", flush=True)


if __name__ == "__main__":
    main()
