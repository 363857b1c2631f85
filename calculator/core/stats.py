"""Game statistics: ``agricalc stats --game G --players P --bots B --games N``.

Plays ``N`` games like ``agricalc simulate`` (same seeds, same workers and
backends) and answers three questions:

* **Is the start player favoured?**  The win rate of each turn position
  (0 moves first in the first round) with its 95% Wilson confidence interval,
  beside the fair share ``1/P``.  Who starts is chance's choice, so with the
  same bot in every seat a difference comes from the position alone.  A
  shared win counts ``1/k`` for each of its ``k`` winners.
* **How are the scores spread?**  Mean (with its 95% Student t interval),
  standard deviation and quartiles of the final score of each turn position.

The intervals take the games for independent samples.  Games that repeat move
for move (deterministic bots where the game has little chance, like ACBAS,
whose only chance is who starts) are not: then no interval is given, and the
summary carries a ``warning`` saying how few of the games differ.
* **What do the bots do?**  How often each action of some kinds is taken per
  round (the mean number of times per game, all seats together), by default
  the kind of a game's first decision (the action spaces of the farm games,
  the draws of Hens), and which of those actions are never taken.

Kinds and ids come from the game's action catalogue (:mod:`calculator.core.actions`).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Mapping, Sequence

from ..errors import InvalidDocument
from .. import games as game_registry
from . import simulate
from .ladder import wilson


def first_kind(game: str, players: int) -> str:
    """The kind of a game's first decision (``space``, ``draw``)."""
    state = game_registry.new_game(game, 0, players)
    return game_registry.parse_action(game, state.legal_actions()[0].id)[0]


def summarize(game: str, players: int, bots: Sequence[str], seed: int, records: Sequence[dict],
              kinds: Sequence[str], options: Mapping[str, object] | None = None) -> dict:
    """The statistics of ``records`` (played with details, with the game's ``options``) as JSON."""
    n = len(records)
    positions = range(players)
    wins = [0.0] * players
    scores: list[list[float]] = [[] for _ in positions]
    for record in records:
        for seat in range(players):
            position = (seat - record["first"]) % players
            scores[position].append(record["scores"][seat])
            if seat in record["winners"]:
                wins[position] += 1 / len(record["winners"])
    rounds = max(round_ for record in records for round_, _, _ in record["taken"])
    ids = [action_id for action_id in game_registry.playable_action_ids(game, players, options)
           if game_registry.parse_action(game, action_id)[0] in kinds]
    counts = {action_id: [0] * rounds for action_id in ids}
    for record in records:
        for round_, _, action_id in record["taken"]:
            if action_id in counts:
                counts[action_id][round_ - 1] += 1
    distinct = len({(record["first"], tuple(map(tuple, record["taken"])), tuple(record["scores"]))
                    for record in records})
    independent = distinct == n
    return {
        "game": game, "players": players, "bots": list(bots), "games": n, "seed": seed,
        "distinct_games": distinct, "warning": None if independent else repeat_warning(distinct, n),
        "fair_share": 1 / players,
        "win_rate_by_position": [{"position": p, "win_rate": wins[p] / n,
                                  "ci95": list(wilson(wins[p] / n, n)) if independent else None}
                                 for p in positions],
        "scores_by_position": [_spread(p, scores[p], independent) for p in positions],
        "kinds": list(kinds),
        "taken_per_round": {action_id: [c / n for c in per_round] for action_id, per_round in counts.items()
                            if any(per_round)},
        "never_taken": [action_id for action_id, per_round in counts.items() if not any(per_round)],
    }


def repeat_warning(distinct: int, games: int) -> str:
    """Why no interval is given when only ``distinct`` of ``games`` games differ."""
    return (f"only {distinct} of the {games} games differ: the games repeat move for move (deterministic "
            f"bots, little chance), so they are not independent samples and no 95% interval is given")


def mean_interval(values: Sequence[float]) -> tuple[float, float] | None:
    """The 95% Student t interval of the mean of ``values`` (independent samples); ``None``
    for fewer than two.

    >>> [round(x, 2) for x in mean_interval([10, 12, 14, 16])]
    [8.9, 17.1]
    """
    n = len(values)
    if n < 2:
        return None
    mean, half = statistics.fmean(values), t_quantile(n - 1) * statistics.stdev(values) / math.sqrt(n)
    return (mean - half, mean + half)


def t_quantile(df: int, p: float = 0.975) -> float:
    """Student's t quantile for ``df`` degrees of freedom: exact for 1 and 2, else by the
    Cornish-Fisher expansion around the normal quantile (within 0.004 of the exact value
    from 3 degrees of freedom on, within 0.001 from 4).

    >>> round(t_quantile(9), 3), round(t_quantile(1000), 3)
    (2.262, 1.962)
    """
    if df == 1:
        return math.tan(math.pi * (p - 0.5))
    if df == 2:
        return (2 * p - 1) / math.sqrt(2 * p * (1 - p))
    z = statistics.NormalDist().inv_cdf(p)
    return (z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
            + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3)
            + (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / (92160 * df**4))


def _spread(position: int, scores: list[float], independent: bool) -> dict:
    q1, median, q3 = statistics.quantiles(scores, n=4) if len(scores) > 1 else (scores[0],) * 3
    interval = mean_interval(scores) if independent else None
    return {"position": position, "mean": statistics.fmean(scores),
            "mean_ci95": list(interval) if interval else None,
            "sd": statistics.stdev(scores) if len(scores) > 1 else 0.0,
            "min": min(scores), "q1": q1, "median": median, "q3": q3, "max": max(scores)}


def stats(game: str, players: int, bots: Sequence[str], games: int, seed: int = 0, *,
          kinds: Sequence[str] | None = None, workers: int = 1, backend: str = "local",
          address: str | None = None, progress: bool = False,
          options: Mapping[str, object] | None = None) -> tuple[list[dict], dict]:
    """Play the games (with the game's ``options``, such as Agricola's ``decks``) and summarize them;
    ``bots`` has one spec per seat, or one for all."""
    bots = list(bots) * players if len(bots) == 1 else list(bots)
    if len(bots) != players:
        raise InvalidDocument(f"needs one bot, or one per seat ({players}), got {len(bots)}", where="bots")
    options = simulate.check_arguments(game, bots, games, workers, backend, address, options=options)
    kinds = list(kinds) if kinds else [first_kind(game, players)]
    known = {game_registry.parse_action(game, a)[0] for a in game_registry.action_ids(game, players)}
    unknown = [kind for kind in kinds if kind not in known]
    if unknown:
        raise InvalidDocument(f"unknown action kind(s) {unknown}; choose from {', '.join(sorted(known))}",
                              where="kinds")
    records, _ = simulate.play_matches(game, [(bots, index) for index in range(games)], seed, workers=workers,
                                       backend=backend, address=address, details=True, progress=progress,
                                       options=options)
    summary = summarize(game, players, bots, seed, records, kinds, options)
    return records, {"game": game, **{name: list(value) for name, value in options.items()}, **summary}


# ---------------------------------------------------------------- output


def table(summary: dict) -> str:
    """The statistics as text."""
    lines = [f"{summary['game']}: {summary['games']} games of {summary['players']} players "
             f"({', '.join(summary['bots'])}), seed {summary['seed']}"]
    if summary["warning"]:
        lines.append(f"warning: {summary['warning']}")
    lines += ["", f"{'position':<10}{'win rate':>9}   95% CI          {'mean':>7}   95% CI          {'sd':>7}"
                  f"{'min':>6}{'q1':>7}{'median':>8}{'q3':>7}{'max':>6}"]
    for win, spread in zip(summary["win_rate_by_position"], summary["scores_by_position"]):
        win_ci = "{:>5.1%} - {:>5.1%}".format(*win["ci95"]) if win["ci95"] else f"{'-':^15}"
        mean_ci = "{:>6.2f} - {:>6.2f}".format(*spread["mean_ci95"]) if spread["mean_ci95"] else f"{'-':^15}"
        lines.append(f"{win['position']:<10}{win['win_rate']:>9.1%}   {win_ci}  {spread['mean']:>7.2f}   {mean_ci} "
                     f"{spread['sd']:>7.2f}{spread['min']:>6g}{spread['q1']:>7.1f}"
                     f"{spread['median']:>8.1f}{spread['q3']:>7.1f}{spread['max']:>6g}")
    lines.append(f"(position 0 moves first; a fair share is {summary['fair_share']:.1%})")
    taken = summary["taken_per_round"]
    if taken:
        rounds = len(next(iter(taken.values())))
        width = max(map(len, taken)) + 2
        lines += ["", f"{' and '.join(summary['kinds'])} actions taken per game, by round:",
                  "".ljust(width) + "".join(f"{r:>6}" for r in range(1, rounds + 1))]
        for action_id, per_round in taken.items():
            lines.append(action_id.ljust(width) + "".join(f"{x:>6.2f}" if x else f"{'.':>6}" for x in per_round))
    if summary["never_taken"]:
        lines += ["", "never taken: " + ", ".join(summary["never_taken"])]
    return "\n".join(lines)


def plot(path: str, summary: dict) -> None:
    """Win rate by position, score spread by position and actions per round, as a PNG."""
    from matplotlib.figure import Figure

    figure = Figure(figsize=(14, 5))
    wins, spread, heat = figure.subplots(1, 3, gridspec_kw={"width_ratios": [1, 1, 2]})
    rows = summary["win_rate_by_position"]
    rates = [row["win_rate"] for row in rows]
    errors = [[r - row["ci95"][0] for r, row in zip(rates, rows)],
              [row["ci95"][1] - r for r, row in zip(rates, rows)]] if summary["warning"] is None else None
    wins.bar(range(len(rows)), rates, yerr=errors, capsize=4)
    wins.axhline(summary["fair_share"], color="grey", linestyle="--", label="fair share")
    wins.set_xticks(range(len(rows)))
    wins.set_xlabel("turn position (0 starts)")
    wins.set_ylabel("win rate (95% CI)" if errors else "win rate (games repeat: no interval)")
    wins.legend()
    boxes = summary["scores_by_position"]
    spread.bxp([{"med": b["median"], "q1": b["q1"], "q3": b["q3"], "whislo": b["min"], "whishi": b["max"],
                 "mean": b["mean"], "fliers": [], "label": str(b["position"])} for b in boxes], showmeans=True)
    spread.set_xlabel("turn position")
    spread.set_ylabel("final score")
    taken = summary["taken_per_round"]
    if taken:
        ids = list(taken)
        image = heat.imshow([taken[i] for i in ids], aspect="auto", cmap="viridis")
        heat.set_yticks(range(len(ids)), ids, fontsize=7)
        heat.set_xticks(range(len(taken[ids[0]])), range(1, len(taken[ids[0]]) + 1))
        heat.set_xlabel("round")
        heat.set_title(f"{' and '.join(summary['kinds'])} actions per game")
        figure.colorbar(image, ax=heat)
    figure.suptitle(f"{summary['game']}, {summary['players']} players, {summary['games']} games "
                    f"({', '.join(summary['bots'])})")
    figure.tight_layout()
    figure.savefig(path, format="png")


# ---------------------------------------------------------------- command line


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Add the ``stats`` subcommand to ``agricalc``'s parser."""
    parser = simulate.command_parser(
        subparsers, "stats", "play games between bots and report seat advantage, score spread and the actions "
        "taken per round", bots_metavar="B[,B2,...]", bots_help="one bot for every seat, or one per seat")
    parser.add_argument("--players", type=int, required=True, help="players per game")
    parser.add_argument("--games", type=int, default=100, help="number of games (default: %(default)s)")
    parser.add_argument("--kinds", metavar="K1[,K2]",
                        help="action kinds to count per round (default: the kind of the first decision)")
    simulate.add_option_arguments(parser)
    simulate.add_run_options(parser)
    simulate.add_report_options(parser, run, plot="draw the statistics", out=False)
    return parser


def run(args: argparse.Namespace) -> int:
    """Run ``stats``: 0 on success (bad arguments raise AgricalcError)."""
    kinds = [k.strip() for k in args.kinds.split(",")] if args.kinds else None
    _, summary = stats(args.game, args.players, simulate.bot_list(args.bots), args.games, args.seed, kinds=kinds,
                       workers=args.workers, backend=args.backend, address=args.address,
                       progress=sys.stderr.isatty(), options=simulate.chosen_options(args))
    print(json.dumps(summary) if args.json else table(summary), flush=True)
    if args.plot:
        plot(args.plot, summary)
    return 0
