"""Tune a game's evaluation weights by self-play: coordinate search over seat-balanced ladders,
or a cross-entropy evolution strategy (``--method cem``).

    python bench/tune_weights.py [--game hens] [--bot greedy] [--games 200] [--rounds 2]
                                 [--step 0.5] [--margin 0.535] [--seed 1000] [--workers 2]
    python bench/tune_weights.py --method cem [--game agricola] [--generations 6] [--population 8]
                                 [--games 6] [--seed 1000] [--opening 0] [--write]
    python bench/tune_weights.py --method cma --game agricola --against greedy@pre26,greedy
                                 [--generations 10] [--population 10] [--games 4] [--seed 1000]
                                 [--opening 6] [--workers 2] [--write best-weights.json]

**cma** (CMA-ES through the ``cma`` package, the ``tune`` extra; reproducible from ``--seed``):
maximizes the candidate's **mean score** (not its win rate, which saturates) plus a tenth of
its mean margin (``--objective margin``: its mean margin alone, where games are close, as in
Hens), over ``--games`` seat-balanced games against each bot of ``--against`` (the
same deals, new ones each generation, for every candidate of a generation: paired games, so
the luck of the deals is common to all the candidates it compares).  ``--bot`` may be any bot
spec that takes weights (``best:1``: Hens's whole-turn search on one guessed deal).  Each weight's first
spread is half its starting value (1 point for a weight below 0.2), times ``--sigma``; weights are kept at 0 or more.  The mean of
the last generation is checked over ``4 * --games`` new games against each opponent and
printed; ``--write FILE`` stores it in the game's ``data/FILE`` with the command and figures.

**cem** (a cross-entropy method, numpy only, reproducible from ``--seed``):
each generation draws ``--population`` weight vectors from a normal
distribution around the current mean (weights are kept at 0 or more); each
plays ``--games`` seat-balanced games (half its seeds with each seating)
against the bot with the game's current weights, the same deals for every
candidate of a generation; the best half by mean score margin becomes the
next mean and spread.  The last mean is checked against the current weights
over ``2 * --games`` new games and printed (with ``--write``, written to the
game's ``data/bot-weights.json`` with the command and the figures).
``--opening N`` starts every deal with N random decisions, the same in both
seatings (:func:`calculator.core.simulate.opened`): ACBAS's only chance is who
starts, so without it greedy against greedy plays just two games.

**coordinate** (the default):

Starting from the game's weights (``TUNABLE`` and ``Weights`` in its bot
module), each round tries every weight a step up and a step down (the step is
``--step`` times the weight's value, 0.25 for a weight at 0).  A candidate
plays the incumbent in a two-bot ladder (:mod:`calculator.core.ladder`:
``--games`` seat-balanced games, each deal in both seat orders, new seeds for
every match) and replaces it when it finishes ahead in more than ``--margin``
of the games (a draw counts half; 0.535 is one standard error above even for
200 games).  Steps halve after a round without a change.  Prints every match
and the weights found, as a bot spec (``greedy@growth=0.6+...``) to rate in a
ladder against the defaults, e.g.::

    agricalc ladder --game hens --bots random,greedy,greedy@...,mcts:50,mcts:50@... --games 200
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from calculator import games  # noqa: E402
from calculator.core import weights as weights_data  # noqa: E402
from calculator.core.ladder import ladder  # noqa: E402
from calculator.core.simulate import play_game  # noqa: E402


def spec(bot: str, weights: dict[str, float], defaults: dict[str, float]) -> str:
    """``bot`` with the weights that differ from the defaults (``bot`` alone when none do)."""
    changed = "+".join(f"{k}={v:g}" for k, v in weights.items() if v != defaults[k])
    return f"{bot}@{changed}" if changed else bot


def match(game: str, incumbent: str, candidate: str, count: int, seed: int, workers: int) -> float:
    """The share of ``count`` seat-balanced games the candidate finishes ahead of the incumbent."""
    _, summary = ladder(game, [incumbent, candidate], count, seed, workers=workers)
    (row,) = summary["head_to_head"]
    return 1 - row["win_rate"]  # the row counts the first bot, the incumbent


def full_spec(bot: str, weights: dict[str, float]) -> str:
    """``bot`` with every weight written out (so it plays the same whatever the data file says)."""
    return f"{bot}@" + "+".join(f"{k}={v:.3f}" for k, v in weights.items())


def margins(game: str, candidate: str, incumbent: str, count: int, seed: int, opening: int = 0) -> list[float]:
    """The candidate's score minus the incumbent's in ``count`` seat-balanced 2-player games
    (deals ``seed``, ``seed + 1``, ..., each played in both seatings, after ``opening`` random
    decisions)."""
    found = []
    for index in range((count + 1) // 2):
        for mine, seats in enumerate(((candidate, incumbent), (incumbent, candidate))):
            record = play_game(game, list(seats), seed, index, opening=opening)
            found.append(record["scores"][mine] - record["scores"][1 - mine])
    return found


def cem(game: str, bot: str, generations: int, population: int, count: int, seed: int,
        opening: int = 0) -> tuple[dict, str]:
    """The cross-entropy search of the module text: the weights found and a line of figures."""
    defaults = dict(games.game(game).evaluation_weights())
    names = list(defaults)
    incumbent = full_spec(bot, defaults)
    rng = np.random.default_rng(seed)
    mean = np.array([defaults[n] for n in names], dtype=float)
    spread = np.maximum(0.5 * np.abs(mean), 0.25)
    for generation in range(1, generations + 1):
        candidates = np.maximum(0.0, rng.normal(mean, spread, size=(population, len(names))))
        candidates[0] = mean  # the mean itself plays too
        fitness = []
        for vector in candidates:
            found = margins(game, full_spec(bot, dict(zip(names, vector))), incumbent, count, seed + generation,
                            opening)
            fitness.append(float(np.mean(found)))
        order = np.argsort(fitness)[::-1]
        elite = candidates[order[: max(2, population // 2)]]
        mean, spread = elite.mean(axis=0), np.maximum(elite.std(axis=0), 0.05)
        print(f"generation {generation}: best margin {fitness[order[0]]:+.2f}, mean's {fitness[0]:+.2f}; "
              f"new mean " + ", ".join(f"{n}={v:.2f}" for n, v in zip(names, mean)), flush=True)
    found = dict(zip(names, (round(float(v), 3) for v in mean)))
    check = margins(game, full_spec(bot, found), incumbent, 2 * count, seed + 10_000, opening)
    ahead = sum((m > 0) + (m == 0) / 2 for m in check) / len(check)
    figures = (f"{bot} with them against {bot} with the previous weights: ahead in {ahead:.0%} of {len(check)} "
               f"seat-balanced games, mean margin {np.mean(check):+.2f} points")
    return found, figures


def scores(game: str, candidate: str, opponent: str, count: int, seed: int, opening: int) -> list[tuple[float, float]]:
    """The candidate's (score, margin) in ``count`` seat-balanced 2-player games against ``opponent``."""
    found = []
    for index in range((count + 1) // 2):
        for mine, seats in enumerate(((candidate, opponent), (opponent, candidate))):
            record = play_game(game, list(seats), seed, index, opening=opening)
            found.append((record["scores"][mine], record["scores"][mine] - record["scores"][1 - mine]))
    return found


def _scores(job: tuple) -> list[tuple[float, float]]:
    return scores(*job)


def fitness(game: str, candidates: list[str], against: list[str], count: int, seed: int, opening: int,
            workers: int) -> list[tuple[float, float]]:
    """Each candidate's mean score and mean margin over ``count`` games against every opponent."""
    from concurrent.futures import ProcessPoolExecutor

    jobs = [(game, c, o, count, seed, opening) for c in candidates for o in against]
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(_scores, jobs))
    found = []
    for i in range(len(candidates)):
        games_played = [g for r in results[i * len(against):(i + 1) * len(against)] for g in r]
        found.append((float(np.mean([s for s, _ in games_played])), float(np.mean([m for _, m in games_played]))))
    return found


OBJECTIVES = {  # what CMA-ES maximizes, from a candidate's mean score and mean margin
    "score": lambda score, margin: score + 0.1 * margin,
    "margin": lambda score, margin: margin,
}


def run_cma(args: argparse.Namespace) -> int:
    """``--method cma``: the search of the module text; prints every generation and the weights found."""
    import cma  # the tune extra: bench only

    defaults = dict(games.game(args.game).evaluation_weights())
    names = list(defaults)
    scale = np.array([0.5 * abs(defaults[n]) if abs(defaults[n]) >= 0.2 else 1.0 for n in names])
    against = [a.strip() for a in args.against.split(",")]
    objective = OBJECTIVES[args.objective]
    start = time.perf_counter()
    strategy = cma.CMAEvolutionStrategy((np.array([defaults[n] for n in names]) / scale).tolist(), args.sigma,
                                        {"seed": args.seed, "popsize": args.population, "bounds": [0, None],
                                         "verbose": -9})
    for generation in range(1, args.generations + 1):
        xs = strategy.ask()
        specs = [full_spec(args.bot, dict(zip(names, np.asarray(x) * scale))) for x in xs]
        found = fitness(args.game, specs, against, args.games, args.seed + generation, args.opening, args.workers)
        strategy.tell(xs, [-objective(s, m) for s, m in found])
        best = max(range(len(found)), key=lambda i: objective(*found[i]))
        mean = np.maximum(0.0, strategy.mean) * scale
        print(f"generation {generation}: best mean score {found[best][0]:.2f} (margin {found[best][1]:+.2f}), "
              f"population's {np.mean([s for s, _ in found]):.2f}; new mean "
              + ", ".join(f"{n}={v:.3f}" for n, v in zip(names, mean)), flush=True)
    weights = dict(zip(names, (round(float(v), 3) for v in np.maximum(0.0, strategy.mean) * scale)))
    check = fitness(args.game, [full_spec(args.bot, weights), full_spec(args.bot, defaults)], against,
                    4 * args.games, args.seed + 10_000, args.opening, args.workers)
    figures = (f"against {', '.join(against)} over {4 * args.games} new games each: mean score {check[0][0]:.2f} "
               f"(margin {check[0][1]:+.2f}); the weights before {check[1][0]:.2f} (margin {check[1][1]:+.2f})")
    print(f"\nweights found in {time.perf_counter() - start:.0f} s (wall, {args.workers} processes): "
          f"{full_spec(args.bot, weights)}\n{figures}")
    if args.write:
        module = games.game(args.game).evaluator().__module__
        command = (f"python bench/tune_weights.py --method cma --game {args.game} --bot {args.bot} --against "
                   f"{args.against} --generations {args.generations} --population {args.population} --games "
                   f"{args.games} --seed {args.seed} --opening {args.opening} --objective {args.objective} "
                   f"--sigma {args.sigma:g}")
        size = args.generations * args.population * args.games * len(against)
        about = f"tuned by self-play: {command} ({size} games); {figures}"
        path = Path(sys.modules[module.rpartition(".")[0]].__file__).parent / "data" / args.write
        path.write_text(weights_data.dump(weights_data.read(weights, type(sys.modules[module].WEIGHTS)), about),
                        encoding="utf-8")
        print(f"written to {path}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--method", choices=("coordinate", "cem", "cma"), default="coordinate")
    parser.add_argument("--against", default="greedy",
                        help="cma: comma-separated opponents the candidate's score is measured against")
    parser.add_argument("--generations", type=int, default=6, help="cem: generations (default 6)")
    parser.add_argument("--population", type=int, default=8, help="cem: candidates per generation (default 8)")
    parser.add_argument("--objective", choices=tuple(OBJECTIVES), default="score",
                        help="cma: maximize the mean score plus a tenth of the margin, or the margin (default score)")
    parser.add_argument("--sigma", type=float, default=1.0,
                        help="cma: the first spread, as a share of each weight's (default 1)")
    parser.add_argument("--opening", type=int, default=0,
                        help="cem: random decisions that start every deal, the same in both seatings (default 0)")
    parser.add_argument("--write", nargs="?", const=weights_data.FILE, default=None, metavar="FILE",
                        help="cem, cma: write the weights found to the game's data/FILE (default: its weights)")
    parser.add_argument("--game", default="hens")
    parser.add_argument("--bot", default="greedy", help="the bot whose evaluation is tuned (default: greedy)")
    parser.add_argument("--games", type=int, default=200, help="games per match (default 200)")
    parser.add_argument("--rounds", type=int, default=2, help="rounds over every weight (default 2)")
    parser.add_argument("--step", type=float, default=0.5, help="first step, as a share of the weight (default 0.5)")
    parser.add_argument("--margin", type=float, default=0.535, help="share of games a candidate must win")
    parser.add_argument("--seed", type=int, default=1000, help="seed of the first match (default 1000)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    defaults = dict(games.game(args.game).evaluation_weights())
    if not defaults:
        parser.error(f"{args.game}'s evaluation has no tunable weights")
    if args.method == "cem":
        return run_cem(args)
    if args.method == "cma":
        return run_cma(args)
    weights = dict(defaults)
    step = args.step
    seed = args.seed
    start = time.perf_counter()
    for round_ in range(1, args.rounds + 1):
        changed = False
        for name in defaults:
            for sign in (1, -1):
                delta = step * (abs(weights[name]) or 0.5)
                candidate = {**weights, name: round(weights[name] + sign * delta, 4)}
                if candidate[name] < 0:
                    continue
                incumbent_spec, candidate_spec = spec(args.bot, weights, defaults), spec(args.bot, candidate, defaults)
                share = match(args.game, incumbent_spec, candidate_spec, args.games, seed, args.workers)
                seed += 1
                kept = share > args.margin
                print(f"round {round_}: {candidate_spec:<60} ahead in {share:6.1%} of {args.games} "
                      f"against {incumbent_spec}{'  -> kept' if kept else ''}", flush=True)
                if kept:
                    weights, changed = candidate, True
                    break
        if not changed:
            step /= 2
    print(f"\nweights found in {time.perf_counter() - start:.0f} s: {spec(args.bot, weights, defaults)}")
    print("defaults:", ", ".join(f"{k}={v:g}" for k, v in defaults.items()))
    print("found:   ", ", ".join(f"{k}={v:g}" for k, v in weights.items()))
    return 0


def run_cem(args: argparse.Namespace) -> int:
    """``--method cem``: search, print, and with ``--write`` store the weights found."""
    start = time.process_time()
    found, figures = cem(args.game, args.bot, args.generations, args.population, args.games, args.seed,
                         args.opening)
    print(f"\nweights found in {time.process_time() - start:.0f} s of CPU: {full_spec(args.bot, found)}")
    print(figures)
    if args.write:
        module = games.game(args.game).evaluator().__module__
        package = module.rpartition(".")[0]
        weights = weights_data.read(found, type(sys.modules[module].WEIGHTS))
        command = (f"python bench/tune_weights.py --method cem --game {args.game} --bot {args.bot} "
                   f"--generations {args.generations} --population {args.population} --games {args.games} "
                   f"--seed {args.seed}" + (f" --opening {args.opening}" if args.opening else ""))
        about = (f"tuned by self-play: {command} ({args.generations * args.population * args.games} games); "
                 f"{figures}")
        path = Path(sys.modules[package].__file__).parent / "data" / args.write
        path.write_text(weights_data.dump(weights, about), encoding="utf-8")
        print(f"written to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
