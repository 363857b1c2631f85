"""Bot strength: pairings of bots in seat-balanced games, with intervals and CPU time per move.

    python bench/bots.py [--game agricola] [--pairs best/greedy,best/mcts:300] [--games 100]
                         [--players 2] [--seed 1] [--workers 1] [--opening 0] [--json] [--progress]
    python bench/bots.py --pairs A/B --read FILE   (the games a --progress run wrote to FILE so far)
    python bench/bots.py ... --skip N   (from the run's game N on: a stopped --progress run continued)

Each pairing ``A/B`` plays ``--games`` games (rounded up to whole seat
rotations): A in one seat and B in every other, each deal (game seed) played
once with A in every seat, so neither the start player nor the deal favours
one.  Games are those of ``agricalc simulate`` (same game seeds and bot
random sources, :func:`calculator.core.simulate.play_game`), timed here.
``--opening N`` starts each deal with N random decisions, the same in every
seating (:func:`calculator.core.simulate.opened`): in ACBAS, whose only
chance is who starts, two deterministic bots otherwise play just two games.

Printed per pairing: A's win rate (a shared win counts its share) with a 95%
Wilson interval; each bot's mean score and A's mean margin over the best
other seat, with 95% Student t intervals; CPU seconds per move of each bot
(``time.process_time``, p50 and p95 over the moves with more than one legal
action: a forced move costs nothing).  ``mcts`` in ``--pairs`` means
``mcts:BUDGET`` (``--budget``).  The issue's measure (issue #26) is, per game::

    python bench/bots.py --game agricola --pairs best/greedy,best/mcts:300 --games 100
    python bench/bots.py --game agricola --players 4 --pairs best/greedy,best/mcts:300 --games 100
    python bench/bots.py --game acbas --pairs best/greedy,best/mcts:300 --games 100
    python bench/bots.py --game hens --pairs best/greedy,best/mcts:300 --games 100

A long run with ``--progress`` writes each game's record as it ends; ``--read
FILE`` prints the figures of the games written so far (of a run stopped
early, or still going).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import games as game_registry  # noqa: E402
from calculator.core import bots as bot_registry  # noqa: E402
from calculator.core.ladder import wilson  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed, opened  # noqa: E402
from calculator.core.stats import mean_interval  # noqa: E402


def timed_game(game: str, seats: tuple[str, ...], seed: int, index: int, opening: int = 0,
               make: Callable[[str, str], Any] = bot_registry.make_bot,
               watch: Callable[[Any], None] | None = None) -> dict:
    """Game ``index`` of the run with ``seed`` (as :func:`~calculator.core.simulate.play_game`,
    after ``opening`` random decisions): scores, winners, each seat's final score by category
    (``breakdown``) and CPU seconds per move with a choice.  ``make(spec, game)`` makes each seat's
    player (a bot of the registry by default); ``watch(state)`` sees every state the game passes."""
    own_seed = game_seed(seed, index)
    state = opened(game_registry.new_game(game, own_seed, len(seats)), opening, own_seed)
    players = [make(spec, game) for spec in seats]
    rngs = [bot_rng(own_seed, seat) for seat in range(len(seats))]
    spent: list[list[float]] = [[] for _ in seats]
    while not state.is_terminal:
        seat = state.current_player
        choice = len(state.legal_actions()) > 1
        start = time.process_time()
        action = players[seat].choose(state, rngs[seat])
        if choice:
            spent[seat].append(time.process_time() - start)
        state = state.apply(action)
        if watch is not None:
            watch(state)
    return {"seats": list(seats), "scores": list(state.returns()), "winners": list(state.winners()),
            "breakdown": [state.score(seat)["breakdown"] for seat in range(len(seats))], "seconds": spent}


def read_progress(path: str) -> list[dict]:
    """The game records a ``--progress`` run wrote (one JSON object a line; other lines skipped)."""
    records = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("{"):
                record = json.loads(line)
                if "seconds" in record:
                    records.append(record)
    return records


def _timed(args: tuple) -> dict:
    return timed_game(*args)


def pairing(game: str, first: str, second: str, games: int, players: int, seed: int, workers: int,
            progress: bool = False, opening: int = 0, skip: int = 0) -> dict:
    """``first`` in one seat and ``second`` in the others over ``games`` games in every seating
    (``progress``: each game's record on standard error as it ends), from the run's game ``skip`` on."""
    jobs = []
    for index in range(-(-games // players)):
        for seat in range(players):
            seats = tuple(first if s == seat else second for s in range(players))
            jobs.append((game, seats, seed, index, opening))
    jobs = jobs[skip:]
    start = time.perf_counter()
    records = []
    with ProcessPoolExecutor(workers) if workers > 1 else nullcontext() as pool:
        for record in pool.map(_timed, jobs) if pool else map(_timed, jobs):
            records.append(record)
            if progress:  # each game as it ends: a long run that is stopped still says something (--read)
                print(json.dumps(record), file=sys.stderr, flush=True)
    return summarize(first, second, records, time.perf_counter() - start)


def summarize(first: str, second: str, records: list[dict], elapsed: float) -> dict:
    """Win rate, mean scores and margins with 95% intervals, CPU seconds per move."""
    wins = 0.0
    scores: dict[str, list[float]] = {first: [], second: []}
    margins, moves = [], {first: [], second: []}
    for record in records:
        seat = record["seats"].index(first)
        if seat in record["winners"]:
            wins += 1 / len(record["winners"])
        mine = record["scores"][seat]
        others = [s for i, s in enumerate(record["scores"]) if i != seat]
        scores[first].append(mine)
        scores[second].extend(others)
        margins.append(mine - max(others))
        for i, spent in enumerate(record["seconds"]):
            moves[record["seats"][i]].extend(spent)
    n = len(records)
    rate = wins / n
    return {
        "bot": first, "opponent": second, "games": n, "players": len(records[0]["seats"]),
        "win_rate": rate, "win_rate_ci95": list(wilson(rate, n)),
        "mean_score": {bot: statistics.fmean(s) for bot, s in scores.items()},
        "mean_score_ci95": {bot: _interval(s) for bot, s in scores.items()},
        "mean_margin": statistics.fmean(margins), "mean_margin_ci95": _interval(margins),
        "cpu_seconds_per_move": {bot: _percentiles(m) for bot, m in moves.items()},
        "seconds": elapsed,
    }


def _interval(values: list[float]) -> list[float] | None:
    found = mean_interval(values)
    return list(found) if found else None


def _percentiles(values: list[float]) -> dict:
    if not values:
        return {"moves": 0, "p50": 0.0, "p95": 0.0}
    ordered = sorted(values)
    return {"moves": len(values), "p50": statistics.median(ordered),
            "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]}


def text(result: dict) -> str:
    """One pairing's figures as lines of text."""
    first, second = result["bot"], result["opponent"]
    low, high = result["win_rate_ci95"]
    lines = [f"{first} against {second} ({result['players']} players): {first} wins {result['win_rate']:.1%} "
             f"(95% CI {low:.1%} - {high:.1%}) of {result['games']} seat-balanced games"]
    for bot in (first, second):
        ci = result["mean_score_ci95"][bot]
        cpu = result["cpu_seconds_per_move"][bot]
        interval = f" (95% CI {ci[0]:.1f} - {ci[1]:.1f})" if ci else ""
        lines.append(f"  {bot:<14} mean score {result['mean_score'][bot]:6.1f}{interval}; CPU s per move "
                     f"p50 {cpu['p50']:.3f}, p95 {cpu['p95']:.3f} ({cpu['moves']} moves with a choice)")
    ci = result["mean_margin_ci95"]
    interval = f" (95% CI {ci[0]:+.1f} - {ci[1]:+.1f})" if ci else ""
    lines.append(f"  margin of {first} over the best other seat: {result['mean_margin']:+.1f}{interval}; "
                 f"{result['seconds']:.0f} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="agricola")
    parser.add_argument("--pairs", default="best/greedy,best/mcts:300",
                        help="comma-separated A/B pairings to measure (default: %(default)s)")
    parser.add_argument("--games", type=int, default=100,
                        help="games per pairing, rounded up to whole seat rotations (default: %(default)s)")
    parser.add_argument("--players", type=int, default=2, help="players per game (default: %(default)s)")
    parser.add_argument("--budget", type=int, default=100, help="iterations of a bare 'mcts' in --pairs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes (default: %(default)s)")
    parser.add_argument("--opening", type=int, default=0,
                        help="random decisions that start every deal, the same in each seating (default: 0)")
    parser.add_argument("--skip", type=int, default=0, metavar="N",
                        help="play from the run's game N on (a stopped --progress run continued; default 0)")
    parser.add_argument("--json", action="store_true", help="one JSON object per pairing")
    parser.add_argument("--progress", action="store_true",
                        help="each game's record (scores, winners, CPU seconds per move) on standard error as it ends")
    parser.add_argument("--read", metavar="FILE",
                        help="play nothing: the figures of the --pairs from the games a --progress run wrote to FILE "
                             "(a run stopped early: its games so far)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1 or args.opening < 0 or args.skip < 0:
        parser.error("--games and --workers must be positive, --opening and --skip at least 0")
    game_registry.check_players(args.game, args.players)
    written = read_progress(args.read) if args.read else None
    for pair in args.pairs.split(","):
        first, _, second = pair.partition("/")
        first, second = (f"mcts:{args.budget}" if b == "mcts" else b for b in (first.strip(), second.strip()))
        for spec in (first, second):
            bot_registry.make_bot(spec, args.game)
        if written is not None:
            records = [r for r in written if r["seats"].count(first) == 1 and set(r["seats"]) == {first, second}]
            if not records:
                parser.error(f"--read: no game of {first} against {second} in {args.read}")
            result = summarize(first, second, records, 0.0)
        else:
            result = pairing(args.game, first, second, args.games, args.players, args.seed, args.workers,
                             args.progress, args.opening, args.skip)
        print(json.dumps(result) if args.json else text(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
