"""Random games for an instruction count (issue #28): callgrind counts instructions, the same
in every run, where the clock of a shared machine swings.  Each pass plays the same games
through ``bench/simulate.py``'s bare engine loop; one warm pass's instructions per game are
the difference of a run of two passes and a run of one, divided by the games:

    OPENBLAS_NUM_THREADS=1 PYTHONHASHSEED=0 AGRICALC_PURE_PYTHON=0 valgrind --tool=callgrind \\
        --callgrind-out-file=one python bench/callgrind_games.py --game hens --games 100 --passes 1
    ... the same with --passes 2 into two; then the "totals:" lines of both files

The cyclic collector is off (``--collector`` turns it on): when it runs depends on every object
the process made, so it would add instructions that vary from run to run; numpy's BLAS threads
do the same unless ``OPENBLAS_NUM_THREADS=1``.  (The collector's share of the time is small on
replayed games, larger on new ones, whose caches it walks: docs/compiled.md.)
"""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from simulate import bare_loop  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hens")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--passes", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--collector", action="store_true", help="leave the cyclic garbage collector on")
    args = parser.parse_args()
    if not args.collector:
        gc.disable()
    bare_loop(args.game, args.seed + 1, 3, args.players)  # the engine's imports and first caches
    for _ in range(args.passes):
        bare_loop(args.game, args.seed, args.games, args.players)


if __name__ == "__main__":
    main()
