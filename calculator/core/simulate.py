"""Play many games between bots: ``agricalc simulate`` (api.md section 3).

Game ``index`` of a run with base ``seed`` is played from its own seed,
:func:`game_seed` ``= chance(seed, index, "game").getrandbits(32)``, and each
bot draws from its own rng, :func:`bot_rng` ``= chance(game seed, seat,
"bot")``.  A game therefore depends on nothing but (game, bots, seed, index):
the records are the same whatever the number of workers and whichever backend
plays them (in-process, a multiprocessing pool, or a Ray cluster), and come
back in game order.

With ``verify`` every final position is scored again through the public path,
``calculator.score(state.players_document())``, and any difference from the
engine's ``returns()``/``winners()`` raises :class:`VerificationFailed`.

Also runnable on its own: ``python -m calculator.core.simulate simulate --game acbas ...``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from .. import score as public_score  # calculator.score: what --verify checks against
from ..errors import AgricalcError, InvalidDocument
from . import bots as bot_registry
from .. import games as game_registry
from .draws import chance_draws
from .playing import play_out
from .protocol import GameState, chance

BACKENDS = ("local", "ray")
# The most worker processes a run starts, whatever is asked: locally one per CPU of this machine;
# on Ray (whose cluster may be larger) a fixed maximum.  Never more than the run has games either.
MAX_WORKERS = {"local": os.cpu_count() or 1, "ray": 256}


class VerificationFailed(Exception):
    """The public scorer disagrees with the engine on a final position (exit status 1)."""


# ---------------------------------------------------------------- one game


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run with base ``seed``."""
    return chance(seed, index, "game").getrandbits(32)


def bot_rng(seed: int, seat: int) -> random.Random:
    """The random source of the bot in ``seat`` for the game with ``seed``: ``chance(seed, seat,
    "bot")``, as :class:`~calculator.core.draws.Draws` (the same numbers, drawn faster)."""
    return chance_draws(seed, seat, "bot")


def opened(state: GameState, moves: int, seed: int) -> GameState:
    """``state`` after ``moves`` uniformly random legal decisions drawn from ``chance(seed, 0, "opening")``:
    the same opening whoever sits where, so that deterministic bots in a game with little chance
    (ACBAS: only who starts) meet many different positions, each seating from the same one."""
    rng = chance(seed, 0, "opening")
    for _ in range(moves):
        if state.is_terminal:
            break
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    return state


def play_game(game: str, bots: Sequence[str], seed: int, index: int, *, verify: bool = False,
              details: bool = False, options: Mapping[str, object] | None = None, opening: int = 0) -> dict:
    """Play game ``index`` of the run with base ``seed`` (a game with ``options``, such as
    Agricola's ``decks``); returns its ``--out`` record.  ``opening``: that many random
    decisions first (:func:`opened`; not counted in ``actions``).

    The record: ``index``, ``seed`` (this game's own seed), ``bots``,
    ``scores`` and ``winners`` (seat indices), ``actions`` (player actions
    taken).  With ``verify`` the final position is re-scored; a difference
    raises :class:`VerificationFailed` naming the game.  With ``details`` it
    also has ``first`` (the seat that moved first) and ``taken``, every
    action as ``[round, seat, id]`` (for ``agricalc stats``).
    """
    own_seed = game_seed(seed, index)
    state = opened(game_registry.new_game(game, own_seed, len(bots), **(options or {})), opening, own_seed)
    players = [bot_registry.make_bot(spec, game) for spec in bots]
    rngs = [bot_rng(own_seed, seat) for seat in range(len(bots))]
    first = state.current_player
    taken: list[list] = []
    state, actions = play_out(state, players, rngs, taken if details else None)
    record = {
        "index": index,
        "seed": own_seed,
        "bots": list(bots),
        "scores": list(state.returns()),
        "winners": list(state.winners()),
        "actions": actions,
    }
    if details:
        record.update(first=first, taken=taken)
    if verify:
        check_final(state, record)
    return record


def check_final(state: GameState, record: dict) -> None:
    """Re-score the final ``state`` through :func:`calculator.score`; raise on any difference."""
    where = f"game {record['index']} (seed {record['seed']})"
    try:
        result = public_score(state.players_document())
    except AgricalcError as exc:
        raise VerificationFailed(
            f"verification failed for {where}: calculator.score rejects the final position: {exc}") from None
    scores = [player["total"] for player in result["players"]]
    if scores != record["scores"] or sorted(result["winners"]) != sorted(record["winners"]):
        raise VerificationFailed(
            f"verification failed for {where}: engine scores {record['scores']} winners {record['winners']}, "
            f"calculator.score gives {scores} winners {result['winners']}")


def _play_chunk(game: str, matches: Sequence[tuple[Sequence[str], int]], seed: int, verify: bool,
                details: bool = False, options: Mapping[str, object] | None = None) -> tuple[list[dict], str | None]:
    """Play the games ``matches``, (bots, index) each (one job of a worker): their records,
    and the message of a failed verification (returned, not raised, so that it reaches
    the caller intact from any backend)."""
    records = []
    for bots, index in matches:
        try:
            records.append(play_game(game, bots, seed, index, verify=verify, details=details, options=options))
        except VerificationFailed as exc:
            return records, str(exc)
    return records, None


def _play_chunk_args(args: tuple) -> tuple[list[dict], str | None]:
    return _play_chunk(*args)


# ---------------------------------------------------------------- many games


def simulate(game: str, bots: Sequence[str], games: int, seed: int, workers: int = 1,
             backend: str = "local", address: str | None = None, verify: bool = False,
             progress: bool = False, options: Mapping[str, object] | None = None) -> tuple[list[dict], dict]:
    """Play ``games`` games (each created with the game's ``options``, such as Agricola's
    ``decks``); returns the records (in game order) and the summary.

    Arguments are checked first (:class:`InvalidDocument`/:class:`RuleViolation`
    on bad ones).  ``games_per_second`` counts the play only, not starting
    the worker processes or the Ray cluster.
    """
    bots = list(bots)
    options = check_arguments(game, bots, games, workers, backend, address, options=options)
    workers = workers_used(workers, games, backend)
    records, elapsed = play_matches(game, [(bots, index) for index in range(games)], seed, workers=workers,
                                    backend=backend, address=address, verify=verify, progress=progress,
                                    options=options)
    return records, summarize(game, bots, seed, records, elapsed, workers=workers, backend=backend,
                              verified=len(records) if verify else 0, options=options)


def play_matches(game: str, matches: Sequence[tuple[Sequence[str], int]], seed: int, *, workers: int = 1,
                 backend: str = "local", address: str | None = None, verify: bool = False, details: bool = False,
                 progress: bool = False, options: Mapping[str, object] | None = None) -> tuple[list[dict], float]:
    """Play each match, (bots, index), as game ``index`` of the run with ``seed``
    (:func:`play_game`, with the game's ``options``) on any backend: the records in match
    order, and the seconds spent playing (from the moment the workers are ready).  At most
    :func:`workers_used` workers are started.
    """
    workers = workers_used(workers, len(matches), backend)
    jobs = [(game, chunk, seed, verify, details, dict(options or {})) for chunk in _chunks(matches, workers)]
    bar = _progress_bar(len(matches), progress)
    records: list = []
    try:
        with _backend(backend, workers, address) as run_jobs:
            start = time.perf_counter()
            for chunk_records, failure in run_jobs(jobs):
                if failure:
                    raise VerificationFailed(failure)
                records.extend(chunk_records)
                if bar is not None:
                    bar.update(len(chunk_records))
            elapsed = time.perf_counter() - start
    finally:
        if bar is not None:
            bar.close()
    return records, elapsed


def check_arguments(game: str, bots: Sequence[str], games: int, workers: int = 1,
                    backend: str = "local", address: str | None = None, *,
                    options: Mapping[str, object] | None = None) -> dict[str, tuple[str, ...]]:
    """Raise :class:`InvalidDocument` (or :class:`RuleViolation`) on arguments that cannot run,
    located at the argument's name (``bots``; the command line says ``--bots``); returns the
    game's ``options`` checked and normalised (:func:`calculator.games.check_options`)."""
    try:
        game_registry.game(game)
    except AgricalcError as exc:
        raise type(exc)(exc.detail, where="game") from None
    options = game_registry.check_options(game, options or {})
    try:
        game_registry.check_players(game, len(bots))
        for spec in bots:
            bot_registry.make_bot(spec, game)
    except AgricalcError as exc:
        raise type(exc)(exc.detail, where="bots") from None
    if games < 1:
        raise InvalidDocument(f"must be at least 1, got {games}", where="games")
    if workers < 1:
        raise InvalidDocument(f"must be at least 1, got {workers}", where="workers")
    if backend not in BACKENDS:
        raise InvalidDocument(f"must be one of {', '.join(BACKENDS)}, got {backend!r}", where="backend")
    if address is not None and backend != "ray":
        raise InvalidDocument("is only for --backend ray", where="address")
    return options


def workers_used(workers: int, games: int, backend: str = "local") -> int:
    """The workers a run of ``games`` games starts when ``workers`` are asked: never more than
    its games, nor than :data:`MAX_WORKERS` of the backend (at least one).

    >>> workers_used(100000, 3)
    3
    """
    return max(1, min(workers, games, MAX_WORKERS.get(backend, 1)))


def _chunks(items: Sequence, workers: int) -> list[list]:
    """``items`` in order, cut into pieces small enough to keep every worker busy."""
    count = len(items)
    size = 1 if workers == 1 else max(1, min(16, count // (workers * 8)))
    return [list(items[i:i + size]) for i in range(0, count, size)]


def summarize(game: str, bots: Sequence[str], seed: int, records: Sequence[dict], elapsed: float,
              *, workers: int = 1, backend: str = "local", verified: int = 0,
              options: Mapping[str, Sequence[str]] | None = None) -> dict:
    """The ``--json`` summary: mean score and win rate per seat (a shared win counts for each winner);
    the game's options (Agricola's ``decks``), each under its own name, where any were given."""
    n = len(records)
    seats = range(len(bots))
    return {
        "game": game,
        **{name: value if isinstance(value, bool) else list(value) for name, value in (options or {}).items()},
        "games": n,
        "bots": list(bots),
        "seed": seed,
        "mean_scores": [sum(r["scores"][s] for r in records) / n for s in seats],
        "win_rates": [sum(s in r["winners"] for r in records) / n for s in seats],
        "mean_actions": sum(r["actions"] for r in records) / n,
        "seconds": elapsed,
        "games_per_second": n / elapsed if elapsed > 0 else math.inf,
        "workers": workers,
        "backend": backend,
        "verified": verified,
    }


# ---------------------------------------------------------------- backends


@contextmanager
def _backend(backend: str, workers: int, address: str | None):
    """Yield ``run(jobs)``: an iterator of the jobs' results in job order, on ``backend``."""
    if backend == "ray":
        with _ray_cluster(workers, address) as ray:
            play = ray.remote(_play_chunk)
            yield lambda jobs: (ray.get(future) for future in [play.remote(*job) for job in jobs])
    elif workers == 1:
        yield lambda jobs: (_play_chunk(*job) for job in jobs)
    else:
        # spawn: a fresh interpreter per worker, safe with the threads that
        # ortools, tqdm or Ray may have started in this process.
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            yield lambda jobs: pool.imap(_play_chunk_args, jobs)


@contextmanager
def _ray_cluster(workers: int, address: str | None):
    """Ray, connected: to a new local cluster of ``workers`` CPUs, or to the one at ``address``.

    A cluster started here is shut down afterwards; one the caller already
    joined (``ray.is_initialized()``) is used as it is.
    """
    ray = import_ray()
    if ray.is_initialized():
        yield ray
        return
    if address is None:
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, configure_logging=False,
                 runtime_env=_ray_runtime_env(local=True))
    else:
        ray.init(address=address, log_to_driver=False, configure_logging=False,
                 runtime_env=_ray_runtime_env(local=False))
    try:
        yield ray
    finally:
        ray.shutdown()


def import_ray():
    """The ``ray`` module, or :class:`InvalidDocument` saying how to install it."""
    try:
        import ray
    except ImportError:
        raise InvalidDocument("the Ray backend needs Ray: pip install 'agricalc[ray]'", where="--backend") from None
    return ray


def _ray_runtime_env(*, local: bool) -> dict:
    """Make ``calculator`` importable on the Ray workers.

    A local cluster finds this very copy through ``PYTHONPATH``; a remote one
    is sent the package (its dependencies must be installed there).
    """
    package = Path(__file__).resolve().parents[1]
    if local:
        paths = [str(package.parent)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
        return {"env_vars": {"PYTHONPATH": os.pathsep.join(paths)}}
    return {"py_modules": [str(package)]}


def _progress_bar(total: int, enabled: bool):
    if not enabled:
        return None
    from tqdm import tqdm

    return tqdm(total=total, unit="game", file=sys.stderr, leave=False)


# ---------------------------------------------------------------- output


def write_records(path: str, records: Iterable[dict]) -> None:
    """One JSON object per line, in game order."""
    with open(path, "w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record) + "\n")


def summary_table(summary: dict) -> str:
    """The human-readable summary."""
    chosen = "".join(f" ({name})" if summary.get(name) is True else f" ({name} {','.join(summary[name])})"
                     for name in game_registry.options() if summary.get(name))
    lines = [
        f"{summary['game']}{chosen}: {summary['games']} games, seed {summary['seed']}, "
        f"{summary['workers']} worker(s) on {summary['backend']}, "
        f"{summary['games_per_second']:.1f} games/s, {summary['mean_actions']:.1f} actions per game",
        "",
        f"{'seat':<6}{'bot':<14}{'mean score':>12}{'win rate':>10}",
    ]
    for seat, (bot, mean, rate) in enumerate(zip(summary["bots"], summary["mean_scores"], summary["win_rates"])):
        lines.append(f"{seat:<6}{bot:<14}{mean:>12.2f}{rate:>10.1%}")
    if summary["verified"]:
        lines += ["", f"verified: {summary['verified']} final positions re-scored by calculator.score, all agree"]
    return "\n".join(lines)


def plot_scores(path: str, records: Sequence[dict], bots: Sequence[str]) -> None:
    """Histogram of final scores per bot (seats playing the same bot are pooled) as a PNG."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise InvalidDocument("--plot needs matplotlib: pip install matplotlib", where="--plot") from None
    by_bot: dict[str, list[float]] = {}
    for seat, bot in enumerate(bots):
        by_bot.setdefault(bot, []).extend(r["scores"][seat] for r in records)
    low = math.floor(min(min(s) for s in by_bot.values()))
    high = math.ceil(max(max(s) for s in by_bot.values()))
    bins = list(range(low, high + 2))
    figure = Figure(figsize=(8, 4.5))
    axes = figure.add_subplot()
    for bot, scores in by_bot.items():
        mean = sum(scores) / len(scores)
        axes.hist(scores, bins=bins, histtype="step", linewidth=1.5, label=f"{bot} (mean {mean:.1f})")
    axes.set_xlabel("final score")
    axes.set_ylabel("games")
    axes.set_title(f"Score distribution over {len(records)} games")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path, format="png")


# ---------------------------------------------------------------- command line


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Add the ``simulate`` subcommand to ``subparsers`` (of ``agricalc``'s parser)."""
    parser = command_parser(subparsers, "simulate", "play many games between bots and summarize scores and "
                            "win rates", bots_metavar="B1,B2[,...]", bots_help="one bot per seat, comma-separated")
    parser.add_argument("--games", type=int, default=100, help="number of games (default: %(default)s)")
    add_option_arguments(parser)
    add_run_options(parser)
    parser.add_argument("--verify", action="store_true",
                        help="re-score every final position with calculator.score; exit 1 on a difference")
    add_report_options(parser, run, plot="draw the score distribution per bot")
    return parser


def command_parser(subparsers, name: str, text: str, *, bots_metavar: str, bots_help: str) -> argparse.ArgumentParser:
    """A subcommand that plays games between bots: its help, the bots and games listed below
    it, and its ``--game`` and ``--bots``."""
    parser = subparsers.add_parser(
        name, help=text, description=text[0].upper() + text[1:] + ".",
        epilog="bots:\n" + bot_registry.describe() + "\n\ngames: " + ", ".join(game_registry.names()),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, help=f"game to play ({', '.join(game_registry.names())})")
    parser.add_argument("--bots", required=True, metavar=bots_metavar, help=bots_help + " (see below)")
    return parser


def add_option_arguments(parser: argparse.ArgumentParser) -> None:
    """A ``--<option>`` per game option some game takes (:func:`calculator.games.options`: Agricola's
    ``--decks E,I,K``), its choices comma-separated."""
    for option in game_registry.options().values():
        takers = ", ".join(info.name for info in game_registry.infos()
                           if any(mine.name == option.name for mine in info.options))
        if option.flag:
            parser.add_argument(f"--{option.name}", action="store_true", default=None,
                                help=f"{takers} only: {option.help}")
            continue
        parser.add_argument(f"--{option.name}", metavar=",".join(option.choices),
                            help=f"{takers} only: {option.help} (comma-separated)")


def chosen_options(args: argparse.Namespace) -> dict[str, list[str]]:
    """The game options given on the command line, each a list of its comma-separated choices."""
    return {name: value if isinstance(value, bool) else [each.strip() for each in value.split(",")]
            for name in game_registry.options() if (value := getattr(args, name, None)) is not None}


def add_run_options(parser: argparse.ArgumentParser) -> None:
    """``--seed``, ``--workers``, ``--backend`` and ``--address``: how a command plays its games."""
    parser.add_argument("--seed", type=int, default=0, help="base seed (default: %(default)s)")
    parser.add_argument("--workers", type=int, default=1,
                        help=f"parallel processes (default: %(default)s); never more than the games played, nor "
                             f"than this machine's CPUs ({MAX_WORKERS['local']}), or {MAX_WORKERS['ray']} on Ray")
    parser.add_argument("--backend", choices=BACKENDS, default="local",
                        help="local processes or a Ray cluster (default: %(default)s)")
    parser.add_argument("--address", help="address of an existing Ray cluster (default: start a local one)")


def add_report_options(parser: argparse.ArgumentParser, run, *, plot: str, out: bool = True) -> None:
    """``--json``, ``--out`` (one JSON line per game, unless ``out`` is false) and ``--plot``
    (help ``plot``); the subcommand runs ``run(args)``."""
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    if out:
        parser.add_argument("--out", metavar="FILE.jsonl", help="write one JSON line per game")
    parser.add_argument("--plot", metavar="FILE.png", help=plot)
    parser.set_defaults(run=run)


def bot_list(text: str) -> list[str]:
    """The bot specs of a ``--bots`` option, comma-separated."""
    bots = [b.strip() for b in text.split(",")]
    if not all(bots):
        raise InvalidDocument(f"needs bot names separated by commas, got {text!r}", where="--bots")
    return bots


def run(args: argparse.Namespace) -> int:
    """Run ``simulate``: 0 on success, 1 if verification fails (bad arguments raise AgricalcError)."""
    bots = bot_list(args.bots)
    try:
        options = check_arguments(args.game, bots, args.games, args.workers, args.backend, args.address,
                                  options=chosen_options(args))
    except AgricalcError as exc:
        exc.where = f"--{exc.where}"  # the option that holds the argument
        raise
    try:
        records, summary = simulate(args.game, bots, args.games, args.seed, workers=args.workers,
                                    backend=args.backend, address=args.address, verify=args.verify,
                                    progress=sys.stderr.isatty(), options=options)
    except VerificationFailed as exc:
        print(f"agricalc: {exc}", file=sys.stderr)
        return 1
    if args.out:
        write_records(args.out, records)
    if args.plot:
        plot_scores(args.plot, records, bots)
    print(json.dumps(summary) if args.json else summary_table(summary))
    return 0

