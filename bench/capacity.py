"""Placement solver speed on random end-game farms: median and 99th percentile per solver.

    python bench/capacity.py [--farms 10000] [--cpsat-farms 1000] [--seed 1]

Each farm is a random legal document (all four expansions for ACBAS, troughs and
buildings; random legal fence layouts for Agricola) with a herd near its
capacity.  Only the solve is timed: parsing the farm is outside the clock.
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--farms", type=int, default=10_000, help="farms per game for the fast solver")
    parser.add_argument("--cpsat-farms", type=int, default=1_000, help="farms per game for CP-SAT (slower)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':<9} {'solver':<6} {'farms':>6} {'p50 (us)':>10} {'p99 (us)':>10} {'max (us)':>10}")
    for game, problems in problem_sets(args.farms, args.seed).items():
        for method, n in (("exact", args.farms), ("cpsat", args.cpsat_farms)):
            times = sorted(timings(problems[:n], method))
            p50 = statistics.median(times) * 1e6
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))] * 1e6
            print(f"{game:<9} {method:<6} {len(times):>6} {p50:>10.0f} {p99:>10.0f} {times[-1] * 1e6:>10.0f}")


if __name__ == "__main__":
    main()
