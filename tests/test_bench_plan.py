"""bench/plan.py runs and prints the figures it promises (tiny sizes: no timing is asserted)."""

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench" / "plan.py"


def run(*args):
    return subprocess.run([sys.executable, str(BENCH), *args], capture_output=True, text=True, timeout=600)


def test_plan_bench_prints_the_best_value_per_budget_and_the_time_percentiles():
    out = run("--agricola", "4,5", "--expansions", "0", "--borders", "0,3").stdout
    rows = {int(m.group(1)): int(m.group(2)) for m in re.finditer(r"^ +(\d+) +(-?\d+) +\d+ +\d+ +yes ", out, re.M)}
    assert rows == {4: 3, 5: 3}  # one 1-space pasture for 4 wood; the fifth buys nothing more
    assert re.search(r"^ +0 +-10 +-3$", out, re.M)  # ACBAS values: expansions 0, borders 0 and 3
    for name in ("Agricola", "ACBAS", "all plans"):
        assert re.search(rf"^{name}: \d+ cases; wall p50 [\d.]+ s, p95 [\d.]+ s, max [\d.]+ s; CPU p50", out, re.M)


def test_plan_bench_refuses_a_budget_the_game_does_not_allow():
    done = run("--game", "acbas", "--expansions", "5", "--borders", "1")
    assert done.returncode == 2
    assert "expansions.right: must be at most 4" in done.stderr and "Traceback" not in done.stderr


def test_plan_bench_with_a_given_herd_prints_each_fixed_request_and_the_time_percentiles():
    out = run("--herd", "--time-limit", "1").stdout
    rows = re.findall(r"^ +([A-D]) +(-?\d+(?:\.\d+)?) +(yes|<=\?|<=\d+(?:\.\d+)?) +[\d.]+ +[\d.]+  \S", out, re.M)
    assert [row[0] for row in rows] == ["A", "B", "C", "D"]
    assert re.search(r"^ACBAS, given herd: 4 cases; wall p50 [\d.]+ s, p95 [\d.]+ s, max [\d.]+ s; CPU p50", out, re.M)
