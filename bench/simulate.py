"""Simulation speed on one core: random games per second, actions per game, bot time per move.

    python bench/simulate.py [--games 500] [--search-games 2] [--budget 100] [--repeats 5] [--seed 1]
                             [--game acbas] [--players 2]

* random games per second through ``simulate`` (one worker, in-process: what
  ``agricalc simulate --bots random,random`` does) on games it has not seen,
  the best of ``--repeats`` passes over different games (median and slowest too);
  then the same games replayed through ``simulate`` and through a bare loop
  on the engine (both with warm caches), so the difference is the
  simulator's overhead;
* actions per game;
* greedy and mcts time per move (moves with more than one legal action;
  a forced move costs nothing), each against random.

``--players 1,2,4`` repeats the first three for each player count (all
random bots); the overhead and the searching bots are timed with the first
count.  The goal printed is the issue's two-player goal of the game.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import games  # noqa: E402
from calculator.core.bots import make_bot  # noqa: E402
from calculator.core.playing import play_out  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed, simulate  # noqa: E402

GOALS = {"acbas": 200, "agricola": 100, "hens": 500}  # two-player random games per second on one core (issues)


def goal_text(game: str, num_players: int) -> str:
    """`` (goal N)`` where the issues set a goal for this game and player count, else nothing."""
    goal = GOALS.get(game) if num_players == 2 else None
    return f" (goal {goal})" if goal else ""


def random_label(num_players: int) -> str:
    """``random vs random`` for two players, ``4 random players`` otherwise."""
    return "random vs random" if num_players == 2 else f"{num_players} random player{'s' * (num_players > 1)}"


def bare_loop(game: str, seed: int, count: int, num_players: int = 2) -> float:
    """Seconds to play the same random games with nothing but the engine, the rngs and the game
    loop (``core/playing.py``'s :func:`play_out`, compiled with the engines): no records."""
    players = [make_bot("random", game) for _ in range(num_players)]
    start = time.perf_counter()
    for index in range(count):
        own = game_seed(seed, index)
        state, _ = play_out(games.new_game(game, own, num_players), players,
                            [bot_rng(own, seat) for seat in range(num_players)])
        state.returns(), state.winners()
    return time.perf_counter() - start


def loop_overhead(game: str, num_players: int = 2) -> float:
    """Seconds per random game that the simulate loop adds to a bare loop, timed alone (too small
    to see beside the noise of whole games on a shared machine): building the bots.  Both loops
    play through ``play_out``, which draws a random bot's choice inline, so nothing is added per
    action."""
    n = 10_000
    tick = time.perf_counter()
    for _ in range(n):
        for _ in range(num_players):
            make_bot("random", game)
    return (time.perf_counter() - tick) / n


def move_times(game: str, spec: str, seed: int, count: int,
               num_players: int = 2) -> tuple[list[float], float]:
    """Seconds per searched move of bot ``spec`` (against random, seat-balanced), and per game."""
    times = []
    start = time.perf_counter()
    for index in range(count):
        own = game_seed(seed, index)
        state = games.new_game(game, own, num_players)
        seat_of_bot = index % num_players
        players = [make_bot(spec if seat == seat_of_bot else "random", game) for seat in range(num_players)]
        rngs = [bot_rng(own, seat) for seat in range(num_players)]
        while not state.is_terminal:
            seat = state.current_player
            searched = seat == seat_of_bot and len(state.legal_actions()) > 1
            tick = time.perf_counter()
            action = players[seat].choose(state, rngs[seat])
            if searched:
                times.append(time.perf_counter() - tick)
            state = state.apply(action)
    return times, (time.perf_counter() - start) / max(count, 1)


def random_speed(game: str, num_players: int, count: int, seed: int, repeats: int) -> tuple[list[dict], dict]:
    """Print random games per second for ``num_players`` (new games, then replays); the records."""
    bots = ["random"] * num_players
    simulate(game, bots, min(20, count), seed + 1)  # warm the engine's caches
    # Several passes, each over games not played before (seeds seed, seed + 1000, ...).  On a
    # shared machine the wall clock swings with the neighbours' load, so the best pass is the
    # engine's speed (as timeit advises: slower runs measure interference), the others its spread.
    records, summary = simulate(game, bots, count, seed)
    speeds = [summary["games_per_second"]]
    for extra in range(1, repeats):
        speeds.append(simulate(game, bots, count, seed + 1000 * extra)[1]["games_per_second"])
    print(f"{random_label(num_players)}, {count} new games on one core: {max(speeds):.1f} games/s"
          f"{goal_text(game, num_players)}; best of {repeats} passes of new games, "
          f"median {statistics.median(speeds):.1f}, slowest {min(speeds):.1f}")
    # The same games again, through simulate and through a bare loop, taking turns and counting
    # this process's CPU time (a shared machine is noisy); both now meet warm caches.
    again, bare = math.inf, math.inf
    for _ in range(repeats):
        tick = time.process_time()
        simulate(game, bots, count, seed)
        again = min(again, time.process_time() - tick)
        tick = time.process_time()
        bare_loop(game, seed, count, num_players)
        bare = min(bare, time.process_time() - tick)
    print(f"the same games replayed (CPU time, best of {repeats}): simulate {count / again:.1f} games/s, "
          f"bare engine loop {count / bare:.1f} games/s (simulate overhead {again / bare - 1:+.1%})")
    actions = [r["actions"] for r in records]
    print(f"actions per game: mean {statistics.mean(actions):.1f}, min {min(actions)}, max {max(actions)}",
          flush=True)
    return records, summary


def player_counts(game: str, text: str) -> list[int]:
    """The player counts of ``--players`` (comma-separated), each allowed for ``game``."""
    counts = [int(part) for part in text.split(",") if part.strip()]
    allowed = games.game(game).INFO.played
    wrong = [n for n in counts if n not in allowed]
    if not counts or wrong:
        raise SystemExit(f"--players: {game} is played by {', '.join(map(str, allowed))} players, got {text!r}")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="random games to time (default 500)")
    parser.add_argument("--search-games", type=int, default=2, help="games per searching bot (default 2)")
    parser.add_argument("--budget", type=int, default=100, help="mcts iterations per move (default 100)")
    parser.add_argument("--repeats", type=int, default=5,
                        help="passes of new games, and replays for the overhead comparison (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="acbas")
    parser.add_argument("--players", default="2",
                        help="player counts to time random games for, comma-separated (default 2)")
    args = parser.parse_args()
    counts = player_counts(args.game, args.players)

    first = None
    for num_players in counts:
        if len(counts) > 1:
            print(f"--- {num_players} player{'s' * (num_players > 1)}")
        timed = random_speed(args.game, num_players, args.games, args.seed, args.repeats)
        first = first or timed
    records, summary = first
    num_players = counts[0]
    if len(counts) > 1:
        print(f"--- overhead and searching bots, {num_players} player{'s' * (num_players > 1)}")
    per_game = loop_overhead(args.game, num_players)
    print(f"simulate loop overhead, timed alone: {per_game * 1e6:.0f} us per game "
          f"({per_game * summary['games_per_second']:.1%} of a game)")
    for spec in ("greedy", f"mcts:{args.budget}"):
        times, per_game = move_times(args.game, spec, args.seed, args.search_games, num_players)
        if not times:
            continue
        print(f"{spec}: {len(times)} searched moves in {args.search_games} games, per move "
              f"mean {statistics.mean(times) * 1000:.1f} ms, median {statistics.median(times) * 1000:.1f} ms, "
              f"max {max(times) * 1000:.0f} ms; {per_game:.2f} s per game against random", flush=True)


if __name__ == "__main__":
    main()
