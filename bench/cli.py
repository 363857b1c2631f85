"""Wall time of one ``agricalc`` command, start to exit: median and 95th percentile.

    python bench/cli.py [--runs 30] [-- score examples/acbas.json]

Runs the installed ``agricalc`` script (beside this Python; else
``python -m calculator.cli``) ``--runs`` times in a fresh process each, after
one warm-up run, and prints p50 and p95 of the wall time.  The command after
``--`` is the one timed, run from the repository root (default: ``score
examples/acbas.json``, whose goal is a p50 under 0.3 s).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_COMMAND = ["score", "examples/acbas.json"]
GOAL_SECONDS = 0.3  # p50 of the default command


def agricalc() -> list[str]:
    """The command that starts ``agricalc``: the script installed with this Python, if any."""
    script = shutil.which("agricalc", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "calculator.cli"]


def wall_times(command: list[str], runs: int) -> list[float]:
    """Seconds from start to exit of ``runs`` runs of ``command`` (each must succeed)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return times


def percentile(times: list[float], share: float) -> float:
    """The value below which ``share`` of ``times`` lie (nearest rank)."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="timed runs (default: %(default)s)")
    parser.add_argument("command", nargs="*", help="agricalc arguments (default: score examples/acbas.json)")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    command = agricalc() + (args.command or DEFAULT_COMMAND)
    try:
        wall_times(command, 1)  # warm-up: file system caches, .pyc files
        times = wall_times(command, args.runs)
    except subprocess.CalledProcessError as exc:
        parser.exit(2, f"{parser.prog}: error: {' '.join(command)} exited with status {exc.returncode}\n")
    shown = " ".join(args.command or DEFAULT_COMMAND)
    goal = f" (goal p50 < {GOAL_SECONDS} s)" if not args.command else ""
    print(f"agricalc {shown}: {args.runs} runs, p50 {statistics.median(times):.3f} s, "
          f"p95 {percentile(times, 0.95):.3f} s, min {min(times):.3f} s{goal}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
