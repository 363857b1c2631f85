"""How often the open Hens rulings matter: the full-tie rooster case and deck exhaustion.

    python bench/hens_rules.py [--games 10000] [--players 2] [--bots greedy] [--seed 1]
                               [--workers 2] [--settings '{"deck_exhaustion": "draw_fewer"}']

Plays ``--games`` games per player count with every seat the same bot (greedy
by default), seeded exactly like ``agricalc simulate --game hens --bots
greedy,greedy --seed S`` (game ``i`` of a run is the same game in both), and
counts in the final positions and along the way:

* **full-tie rooster** (rules example E5): a grid whose rooster stands on one
  of two or more best groups tied on both size and eggs, where the
  ``full_tie_rooster`` ruling decides whether the rooster scores.  Every such
  grid is re-scored with the other ruling: how many points it is worth and in
  how many games it changes the winners;
* **deck exhaustion** (rules 4.11): games in which the deck ran dry, games in
  which a deck draw had to rebuild the deck from the discard piles (the
  default ``reshuffle_keep_tops``), reshuffles per game, the first round the
  deck was empty, and draws from other players' discard piles.

The bots know the default rulings and play by them (a greedy bot avoids
putting its rooster where it would score nothing), so the figures say how
often the cases arise in play with the default rulings, not in a random deal.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tqdm import tqdm  # noqa: E402

from calculator.core.bots import make_bot  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed  # noqa: E402
from calculator.hens import scoring  # noqa: E402
from calculator.hens.game import new_game  # noqa: E402
from calculator.hens.groups import analyse  # noqa: E402
from calculator.hens.play_settings import parse_game_settings  # noqa: E402

OTHER_RULING = {"rooster_loses": "rooster_scores", "rooster_scores": "rooster_loses"}


def play(bot: str, players: int, seed: int, index: int, settings: dict | None) -> dict:
    """One game: its full-tie and deck-exhaustion facts."""
    own = game_seed(seed, index)
    state = new_game(own, players, settings)
    bots = [make_bot(bot, "hens") for _ in range(players)]
    rngs = [bot_rng(own, seat) for seat in range(players)]
    first_empty = None
    pile_draws = 0
    while not state.is_terminal:
        seat = state.current_player
        action = bots[seat].choose(state, rngs[seat])
        pile_draws += action.id.startswith("draw:pile")
        state = state.apply(action)
        if first_empty is None and not state.deck:
            first_empty = state.round

    positions = [state.position(seat) for seat in range(players)]
    ties = [seat for seat, position in enumerate(positions)
            if analyse(position.grid, position.rooster, position.settings).full_tie]
    results = [scoring.score(position) for position in positions]
    swing, winners_change = 0, False
    if ties:
        other = list(results)
        for seat in ties:
            position = positions[seat]
            flipped = dataclasses.replace(position.settings,
                                          full_tie_rooster=OTHER_RULING[position.settings.full_tie_rooster])
            other[seat] = scoring.score(dataclasses.replace(position, settings=flipped))
            swing += abs(other[seat]["total"] - results[seat]["total"])
        winners_change = scoring.rank(other)[1] != scoring.rank(results)[1]
    return {"tie_grids": len(ties), "tie_swing": swing, "winners_change": winners_change,
            "first_empty": first_empty, "reshuffles": state.reshuffles, "pile_draws": pile_draws}


def _play_chunk(args: tuple) -> list[dict]:
    bot, players, seed, indices, settings = args
    return [play(bot, players, seed, index, settings) for index in indices]


def run(bot: str, players: int, games: int, seed: int, workers: int, settings: dict | None) -> list[dict]:
    """Every game's facts, in game order, played in ``workers`` processes."""
    chunk = 25
    jobs = [(bot, players, seed, range(start, min(games, start + chunk)), settings)
            for start in range(0, games, chunk)]
    facts: list[dict] = []
    with tqdm(total=games, desc=f"{players} players", unit="game", file=sys.stderr) as bar:
        if workers <= 1:
            for job in jobs:
                facts += _play_chunk(job)
                bar.update(len(job[3]))
        else:
            with ProcessPoolExecutor(workers) as pool:
                for part in pool.map(_play_chunk, jobs):
                    facts += part
                    bar.update(len(part))
    return facts


def report(players: int, facts: list[dict], seconds: float, settings: dict | None) -> str:
    """The figures of one player count as text."""
    n = len(facts)
    tie_games = sum(1 for f in facts if f["tie_grids"])
    tie_grids = sum(f["tie_grids"] for f in facts)
    swings = [f["tie_swing"] for f in facts if f["tie_grids"]]
    changed = sum(1 for f in facts if f["winners_change"])
    empty = [f["first_empty"] for f in facts if f["first_empty"] is not None]
    reshuffled = sum(1 for f in facts if f["reshuffles"])
    reshuffles = Counter(f["reshuffles"] for f in facts)
    ruling = parse_game_settings(settings)
    pct = lambda k: f"{k} ({k / n:.2%})"  # noqa: E731
    lines = [
        f"{players} players, {n} games ({seconds:.0f} s); deck_exhaustion = {ruling.deck_exhaustion}, "
        f"full_tie_rooster = {ruling.scoring.full_tie_rooster}",
        f"  full-tie rooster (E5): games {pct(tie_games)}, grids {tie_grids} of {n * players} "
        f"({tie_grids / (n * players):.2%})",
    ]
    if swings:
        lines.append(f"    the other ruling would move those grids by {statistics.mean(swings):.1f} points on "
                     f"average (per game) and change the winners in {pct(changed)} games")
    lines += [
        f"  deck ran dry: games {pct(len(empty))}"
        + (f", first empty in round {min(empty)}-{max(empty)} (median {statistics.median(empty):g})" if empty else ""),
        f"  deck rebuilt from the discard piles: games {pct(reshuffled)}; reshuffles per game "
        + ", ".join(f"{k}: {v}" for k, v in sorted(reshuffles.items())),
        f"  draws from other players' discard piles per game: mean "
        f"{statistics.mean(f['pile_draws'] for f in facts):.1f}, min {min(f['pile_draws'] for f in facts)}, "
        f"max {max(f['pile_draws'] for f in facts)}",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per player count (default 10000)")
    parser.add_argument("--players", default="2", help="comma-separated player counts, 2-4 (default 2)")
    parser.add_argument("--bots", default="greedy", help="the bot in every seat (default greedy)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--settings", help="Hens game settings as JSON (default: the project rulings)")
    args = parser.parse_args()
    settings = json.loads(args.settings) if args.settings else None
    parse_game_settings(settings)  # fail early on a bad setting
    make_bot(args.bots, "hens")
    for players in (int(p) for p in args.players.split(",")):
        start = time.perf_counter()
        facts = run(args.bots, players, args.games, args.seed, args.workers, settings)
        print(report(players, facts, time.perf_counter() - start, settings), flush=True)


if __name__ == "__main__":
    main()
