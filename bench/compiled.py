"""The compiled build against the pure one (issue #28): random games per second of each, alternating.

    python bench/compiled.py [--game agricola] [--players 2] [--games 100] [--sets 3] [--repeats 3]

Each set runs two fresh processes, one per build (``AGRICALC_PURE_PYTHON=0`` and ``=1``; which
goes first alternates from set to set), and each process:

* warms the engine on other games, then plays ``--repeats`` passes of ``--games`` games it has
  not seen (seeds ``seed + 1000 * k``) and keeps the best pass (*new games*: the engine's caches
  meet farms they have not met);
* plays the last pass's games (seed ``seed``) again ``--repeats`` times and keeps the best
  (*replayed*: warm caches).

Both through ``bench/simulate.py``'s bare engine loop, counting this process's CPU time.

The figure of each build is its best set (as timeit advises: on a shared machine a slower run
measures the neighbours); the factor is compiled over pure, best against best.  The goal printed
is the issue's: Agricola 4x, ACBAS and Hens 3x.  A compiled build must be installed or built in
place (``AGRICALC_COMPILE=1 python setup.py build_ext --inplace``), else the script says so and
exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

GOALS = {"agricola": 4.0, "acbas": 3.0, "hens": 3.0}  # compiled over pure, issue #28


def time_one_build(game: str, players: int, games: int, repeats: int, seed: int) -> dict:
    """In this process (one build): games per second on new games (best pass), then the last pass's games replayed (best)."""
    from calculator import build
    from simulate import bare_loop

    bare_loop(game, seed + 7919, min(games, 20), players)  # imports, first caches, other games
    new = 0.0
    for extra in reversed(range(repeats)):  # the games of ``seed`` last: the replays below are of them
        tick = time.process_time()
        bare_loop(game, seed + 1000 * extra, games, players)
        new = max(new, games / (time.process_time() - tick))
    best = float("inf")
    for _ in range(repeats):
        tick = time.process_time()
        bare_loop(game, seed, games, players)
        best = min(best, time.process_time() - tick)
    return {"build": build.describe(), "compiled": bool(build.running_compiled()),
            "new": new, "replayed": games / best}


def run_build(pure: bool, args: argparse.Namespace) -> dict:
    """One fresh process of one build; its figures."""
    env = dict(os.environ, AGRICALC_PURE_PYTHON="1" if pure else "0", PYTHONPATH=str(ROOT))
    command = [sys.executable, __file__, "--child", "--game", args.game, "--players", str(args.players),
               "--games", str(args.games), "--repeats", str(args.repeats), "--seed", str(args.seed)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="agricola", choices=sorted(GOALS))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100, help="games a pass (default 100)")
    parser.add_argument("--sets", type=int, default=3, help="alternating sets of both builds (default 3)")
    parser.add_argument("--repeats", type=int, default=3, help="replays a process, best kept (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(time_one_build(args.game, args.players, args.games, args.repeats, args.seed)))
        return

    figures: dict[bool, list[dict]] = {False: [], True: []}
    for number in range(args.sets):
        order = (False, True) if number % 2 == 0 else (True, False)
        for pure in order:
            result = run_build(pure, args)
            if not pure and not result["compiled"]:
                print(f"bench/compiled.py: no compiled build to time ({result['build']}); build it first: "
                      "AGRICALC_COMPILE=1 python setup.py build_ext --inplace", file=sys.stderr)
                raise SystemExit(2)
            figures[pure].append(result)
        print(f"set {number + 1}: compiled {figures[False][-1]['replayed']:.1f}, "
              f"pure {figures[True][-1]['replayed']:.1f} games/s replayed; new games "
              f"{figures[False][-1]['new']:.1f} / {figures[True][-1]['new']:.1f}", flush=True)
    print(f"{args.game}, {args.players} players, {args.games} random games a pass, "
          f"{os.getloadavg()[0]:.1f} load at the end; {figures[False][0]['build']}")
    for kind in ("replayed", "new"):
        fast = max(f[kind] for f in figures[False])
        slow = max(f[kind] for f in figures[True])
        goal = GOALS[args.game]
        verdict = "met" if fast / slow >= goal else "not met"
        print(f"{kind}: compiled {fast:.1f}, pure {slow:.1f} games/s (best of {args.sets} sets): "
              f"{fast / slow:.2f}x (goal {goal:g}x: {verdict})")


if __name__ == "__main__":
    main()
