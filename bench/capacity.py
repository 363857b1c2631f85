"""Placement solver speed on random end-game farms: median and 99th percentile per solver.

    python bench/capacity.py [--farms 10000] [--cpsat-farms 1000] [--seed 1] [--passes 1]

Each farm is a random legal document (all four expansions for ACBAS, troughs and
buildings; random legal fence layouts for Agricola) with a herd near its
capacity.  Only the solve is timed: parsing the farm is outside the clock.

With ``--passes N`` (N > 1) every farm is also solved in N separate passes over
the whole set and the best time per farm is reported in extra columns: on a
busy shared machine single timings pick up other processes, the best of N
passes mostly does not.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import housing  # noqa: E402
from calculator.acbas import parse_position  # noqa: E402
from calculator.acbas import rules as acbas_rules  # noqa: E402
from calculator.acbas.samples import random_farm_document  # noqa: E402
from calculator.agricola.samples import random_position as random_agricola_position  # noqa: E402
from calculator.agricola.scoring import animal_points as agricola_points  # noqa: E402
from calculator.solver import PlacementProblem, solve  # noqa: E402


def acbas_problems(count: int, seed: int) -> list[PlacementProblem]:
    """End-game ACBAS farms with all four expansions, troughs and buildings; 0-20 of each animal."""
    rng = random.Random(seed)
    problems = []
    for _ in range(count):
        position = parse_position(random_farm_document(rng, expansions=acbas_rules.MAX_EXPANSIONS))
        problems.append(housing.placement_problem(position.farm.locations, position.animals, acbas_rules.animal_points))
    return problems


def agricola_problems(count: int, seed: int) -> list[PlacementProblem]:
    """Random legal Agricola fence layouts (up to 15 fences, 4 stables) with random herds."""
    rng = random.Random(seed)
    problems = []
    for _ in range(count):
        position = random_agricola_position(rng)
        problems.append(housing.placement_problem(position.farmyard.locations, position.animals, agricola_points))
    return problems


def problem_sets(count: int, seed: int) -> dict[str, list[PlacementProblem]]:
    return {"acbas": acbas_problems(count, seed), "agricola": agricola_problems(count, seed)}


def timings(problems: list[PlacementProblem], method: str) -> list[float]:
    times = []
    for problem in problems:
        start = time.perf_counter()
        solve(problem, method=method)
        times.append(time.perf_counter() - start)
    return times


def best_timings(problems: list[PlacementProblem], method: str, passes: int) -> list[float]:
    """Per farm, the best of ``passes`` timings taken in separate passes over all farms."""
    best = timings(problems, method)
    for _ in range(passes - 1):
        best = [min(a, b) for a, b in zip(best, timings(problems, method))]
    return best


def percentiles(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times) * 1e6, times[min(len(times) - 1, int(0.99 * len(times)))] * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--farms", type=int, default=10_000, help="farms per game for the fast solver")
    parser.add_argument("--cpsat-farms", type=int, default=1_000, help="farms per game for CP-SAT (slower)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--passes", type=int, default=1, help="also report each farm's best of N passes (exact only)")
    args = parser.parse_args()
    extra = f" {f'best-of-{args.passes} p50':>16} {'p99':>6}" if args.passes > 1 else ""
    print(f"{'game':<9} {'solver':<6} {'farms':>6} {'p50 (us)':>10} {'p99 (us)':>10} {'max (us)':>10}{extra}")
    for game, problems in problem_sets(args.farms, args.seed).items():
        for method, n in (("exact", args.farms), ("cpsat", args.cpsat_farms)):
            times = sorted(timings(problems[:n], method))
            p50, p99 = percentiles(times)
            line = f"{game:<9} {method:<6} {len(times):>6} {p50:>10.0f} {p99:>10.0f} {times[-1] * 1e6:>10.0f}"
            if args.passes > 1 and method == "exact":
                best50, best99 = percentiles(best_timings(problems[:n], method, args.passes))
                line += f" {best50:>16.0f} {best99:>6.0f}"
            print(line)


if __name__ == "__main__":
    main()
