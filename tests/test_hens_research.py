"""Smoke tests of the Hens research scripts of issue #26's fifth session (bench only, not bots players choose)."""

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH.parent))

from bench.hens_oracle import RolloutOracle, make, play  # noqa: E402


def test_the_rollout_oracle_follows_the_turn_it_chose_and_beats_random():
    oracle = make("oracle-rollout:3x1")
    assert isinstance(oracle, RolloutOracle) and (oracle.candidates, oracle.rollouts) == (3, 1)
    record = play(("oracle-rollout:3x1", "random"), 5, 0)
    assert record["winners"] == [0] and record["scores"][0] > record["scores"][1]


def test_decision_fit_prints_how_often_it_picks_the_rollouts_best_ending_and_a_bot_spec(tmp_path):
    rows = tmp_path / "rows.jsonl"
    out = subprocess.run([sys.executable, str(BENCH / "hens_decisions.py"), "--games", "4", "--every", "9",
                          "--candidates", "3", "--rollouts", "1", "--out", str(rows)],
                         capture_output=True, text=True, check=True).stdout
    assert re.search(r"^\d+ positions \(\d+ endings\) from 4 games; held-out \d+ positions", out)
    assert re.search(r"greedy@rooster=[\d.]+\+growth=[\d.]+\+join=", out)
    again = subprocess.run([sys.executable, str(BENCH / "hens_decisions.py"), "--read", str(rows)],
                           capture_output=True, text=True, check=True).stdout
    assert again == out
