"""A rated bot ladder: ``agricalc ladder --game G --bots random,greedy,mcts:50 --games N``.

Every group of ``players`` different bots (every pair, for two players) plays
``N`` games, seat-balanced: each deal (a game seed) is played once in every
rotation of the group's seats, so every bot sits in every seat equally often
and meets the same luck as its opponents.  Games are played by
:func:`calculator.core.simulate.play_matches` (local workers or Ray) and depend
only on (game, bots, seed), in any process.

The bots are rated with OpenSkill's Plackett-Luce model (``openskill``, a
dependency of agricalc: the web app's clubs rate their players with it too),
game by game in a fixed order, from the final ranking (winners first, then by
score); ``mu`` with its uncertainty ``sigma``, listed by the
conservative ``mu - 3 sigma``, each with its mean score and the mean's 95%
Student t interval.  Head to head, each pair's win rate counts a game a bot
finished ahead of the other (a draw as half), with a 95% Wilson confidence
interval.  The intervals take the games for independent samples; games of
deterministic bots in a game of little chance may repeat move for move
(``agricalc stats`` says how many differ).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Mapping, Sequence
from itertools import combinations

from ..errors import AgricalcError, InvalidDocument
from . import bots as bot_registry
from .. import games as game_registry
from . import simulate

Z95 = 1.959964  # two-sided 95% normal quantile


def matches(bots: Sequence[str], players: int, games: int) -> list[tuple[list[str], int]]:
    """The ladder's games as (bots by seat, game index): each group of ``players`` bots plays
    ``games`` games (rounded up to whole rotations), every deal in every seat rotation."""
    found = []
    index = 0
    for group in combinations(bots, players):
        for _ in range(math.ceil(games / players)):
            for shift in range(players):
                found.append((list(group[shift:] + group[:shift]), index))
            index += 1
    return found


def ranks(record: dict) -> list[int]:
    """Each seat's place in a finished game: winners 0, then by score (equal scores share)."""
    keys = [(seat not in record["winners"], -record["scores"][seat]) for seat in range(len(record["scores"]))]
    ordered = sorted(set(keys))
    return [ordered.index(key) for key in keys]


def rate(bots: Sequence[str], records: Sequence[dict]) -> list[dict]:
    """OpenSkill ratings of ``bots`` from ``records`` (in order), best first."""
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise InvalidDocument("the ladder's ratings need OpenSkill: pip install 'agricalc[rl]'",
                              where="ladder") from None
    from .stats import mean_interval  # stats reads this module's wilson

    model = PlackettLuce()
    ratings = {bot: model.rating(name=bot) for bot in bots}
    played = dict.fromkeys(bots, 0)
    wins = dict.fromkeys(bots, 0.0)
    scores: dict[str, list[float]] = {bot: [] for bot in bots}
    for record in records:
        seated = record["bots"]
        new = model.rate([[ratings[bot]] for bot in seated], ranks=ranks(record))
        for seat, (bot, (rating,)) in enumerate(zip(seated, new)):
            ratings[bot] = rating
            played[bot] += 1
            scores[bot].append(record["scores"][seat])
            if seat in record["winners"]:
                wins[bot] += 1 / len(record["winners"])
    table = [{"bot": bot, "mu": ratings[bot].mu, "sigma": ratings[bot].sigma,
              "ordinal": ratings[bot].mu - 3 * ratings[bot].sigma, "games": played[bot],
              "win_share": wins[bot] / played[bot] if played[bot] else 0.0,
              "mean_score": statistics.fmean(scores[bot]) if scores[bot] else None,
              "mean_score_ci95": _listed(mean_interval(scores[bot]))} for bot in bots]
    return sorted(table, key=lambda row: -row["ordinal"])


def _listed(interval: tuple[float, float] | None) -> list[float] | None:
    return list(interval) if interval else None


def head_to_head(bots: Sequence[str], records: Sequence[dict]) -> list[dict]:
    """For each pair of bots that met: games, wins, draws of the first, its win rate and 95% CI."""
    tally: dict[tuple[str, str], list[float]] = {}
    for record in records:
        place = ranks(record)
        for (s, a), (t, b) in combinations(enumerate(record["bots"]), 2):
            pair, first = ((a, b), True) if bots.index(a) < bots.index(b) else ((b, a), False)
            games, wins, draws = tally.setdefault(pair, [0, 0, 0])
            ahead = place[s] < place[t] if first else place[t] < place[s]
            tally[pair] = [games + 1, wins + ahead, draws + (place[s] == place[t])]
    rows = []
    for (a, b), (games, wins, draws) in tally.items():
        rate_ = (wins + draws / 2) / games
        rows.append({"bot": a, "opponent": b, "games": games, "wins": wins, "draws": draws, "win_rate": rate_,
                     "ci95": list(wilson(rate_, games))})
    return rows


def wilson(p: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``p`` observed in ``n`` trials.

    >>> [round(x, 3) for x in wilson(0.5, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return (0.0, 1.0)
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))  # p inside, whatever the rounding


def ladder(game: str, bots: Sequence[str], games: int, seed: int = 0, *, players: int | None = None,
           workers: int = 1, backend: str = "local", address: str | None = None,
           progress: bool = False, options: Mapping[str, object] | None = None) -> tuple[list[dict], dict]:
    """Play the ladder (each game with the game's ``options``, such as Agricola's ``decks``); returns
    the records and the summary (ratings, head to head)."""
    bots = list(bots)
    try:
        played = game_registry.game(game).INFO.played
    except AgricalcError as exc:
        raise type(exc)(exc.detail, where="game") from None
    players = (2 if 2 in played else min(played)) if players is None else players
    try:
        game_registry.check_players(game, players)
    except AgricalcError as exc:
        raise type(exc)(exc.detail, where="players") from None
    if len(set(bots)) != len(bots):
        raise InvalidDocument("each bot may be listed once", where="bots")
    if len(bots) < players:
        raise InvalidDocument(f"a ladder of {players}-player games needs at least {players} bots",
                              where="bots")
    options = simulate.check_arguments(game, bots[:players], games, workers, backend, address, options=options)
    for spec in bots:
        try:
            bot_registry.make_bot(spec, game)
        except InvalidDocument as exc:
            raise InvalidDocument(exc.detail, where="bots") from None
    planned = matches(bots, players, games)
    records, elapsed = simulate.play_matches(game, planned, seed, workers=workers, backend=backend,
                                             address=address, progress=progress, options=options)
    summary = {"game": game, **{name: list(value) for name, value in options.items()}, "players": players, "bots": bots, "games": len(records), "seed": seed,
               "seconds": elapsed, "ratings": rate(bots, records), "head_to_head": head_to_head(bots, records)}
    return records, summary


# ---------------------------------------------------------------- output


def table(summary: dict) -> str:
    """The ratings and the head-to-head win rates as text."""
    w = max(12, *(len(bot) + 2 for bot in summary["bots"]))
    lines = [f"{summary['game']}: {summary['games']} games of {summary['players']} players, seed {summary['seed']}, "
             f"seat-balanced", "",
             f"{'rank':<6}{'bot':<{w}}{'mu':>8}{'sigma':>8}{'mu-3sigma':>11}{'games':>7}{'wins':>8}"
             f"{'mean score':>12}  95% CI"]
    for i, row in enumerate(summary["ratings"], 1):
        ci = row["mean_score_ci95"]
        lines.append(f"{i:<6}{row['bot']:<{w}}{row['mu']:>8.2f}{row['sigma']:>8.2f}{row['ordinal']:>11.2f}"
                     f"{row['games']:>7}{row['win_share']:>8.1%}{row['mean_score']:>12.1f}"
                     + (f"  {ci[0]:.1f} - {ci[1]:.1f}" if ci else "  -"))
    lines += ["", f"{'bot':<{w}}{'opponent':<{w}}{'games':>7}{'ahead':>8}  95% CI"]
    for row in summary["head_to_head"]:
        low, high = row["ci95"]
        lines.append(f"{row['bot']:<{w}}{row['opponent']:<{w}}{row['games']:>7}{row['win_rate']:>8.1%}"
                     f"  {low:.1%} - {high:.1%}")
    return "\n".join(lines)


def plot(path: str, summary: dict) -> None:
    """Ratings with 95% bars (mu +- 2 sigma) and the head-to-head win rates, as a PNG."""
    from matplotlib.figure import Figure

    bots = [row["bot"] for row in summary["ratings"]]
    figure = Figure(figsize=(11, 4.5))
    left, right = figure.subplots(1, 2)
    left.errorbar([row["mu"] for row in summary["ratings"]], range(len(bots)),
                  xerr=[2 * row["sigma"] for row in summary["ratings"]], fmt="o", capsize=4)
    left.set_yticks(range(len(bots)), bots)
    left.invert_yaxis()
    left.set_xlabel("OpenSkill mu (bars: 2 sigma)")
    left.set_title(f"{summary['game']}: ratings after {summary['games']} games")
    grid = [[math.nan] * len(bots) for _ in bots]
    for row in summary["head_to_head"]:
        i, j = bots.index(row["bot"]), bots.index(row["opponent"])
        grid[i][j], grid[j][i] = row["win_rate"], 1 - row["win_rate"]
    image = right.imshow(grid, vmin=0, vmax=1, cmap="RdBu")
    right.set_xticks(range(len(bots)), bots, rotation=30, ha="right")
    right.set_yticks(range(len(bots)), bots)
    for i in range(len(bots)):
        for j in range(len(bots)):
            if not math.isnan(grid[i][j]):
                right.text(j, i, f"{grid[i][j]:.0%}", ha="center", va="center", fontsize=8)
    right.set_title("row ahead of column")
    figure.colorbar(image, ax=right)
    figure.tight_layout()
    figure.savefig(path, format="png")


# ---------------------------------------------------------------- command line


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Add the ``ladder`` subcommand to ``agricalc``'s parser."""
    parser = simulate.command_parser(
        subparsers, "ladder", "rate bots against each other in seat-balanced games (OpenSkill ratings, "
        "head-to-head win rates)", bots_metavar="B1,B2[,...]", bots_help="the bots to rate, comma-separated")
    parser.add_argument("--games", type=int, default=100,
                        help="games per group of bots, rounded up to whole seat rotations (default: %(default)s)")
    parser.add_argument("--players", type=int, help="players per game (default: 2 where the game allows it)")
    simulate.add_option_arguments(parser)
    simulate.add_run_options(parser)
    simulate.add_report_options(parser, run, plot="draw the ratings and the head-to-head win rates")
    return parser


def run(args: argparse.Namespace) -> int:
    """Run ``ladder``: 0 on success (bad arguments raise AgricalcError)."""
    bots = simulate.bot_list(args.bots)
    records, summary = ladder(args.game, bots, args.games, args.seed, players=args.players, workers=args.workers,
                              backend=args.backend, address=args.address, progress=sys.stderr.isatty(),
                              options=simulate.chosen_options(args))
    if args.out:
        simulate.write_records(args.out, records)
    print(json.dumps(summary) if args.json else table(summary), flush=True)
    if args.plot:
        plot(args.plot, summary)
    return 0
