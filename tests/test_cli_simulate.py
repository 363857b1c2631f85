"""`agricalc simulate` through the real command line, for every game."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def agricalc(*args):
    return subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize(("game", "bots"), [("acbas", "random,random"), ("agricola", "random,random,random"),
                                            ("hens", "random,random")])
def test_simulate_verifies_and_writes_one_line_per_game(tmp_path, game, bots):
    out = tmp_path / "games.jsonl"
    run = agricalc("simulate", "--game", game, "--bots", bots, "--games", "3", "--seed", "5",
                   "--verify", "--json", "--out", str(out))
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    assert summary["game"] == game and summary["games"] == 3 and summary["verified"] == 3
    assert len(summary["mean_scores"]) == len(bots.split(","))
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["index"] for r in records] == [0, 1, 2]
    assert all(set(r) >= {"seed", "bots", "scores", "winners", "actions"} for r in records)


def test_same_seed_same_games_for_any_worker_count(tmp_path):
    outputs = []
    for workers in ("1", "2"):
        out = tmp_path / f"w{workers}.jsonl"
        run = agricalc("simulate", "--game", "acbas", "--bots", "random,random", "--games", "4", "--seed", "9",
                       "--workers", workers, "--out", str(out))
        assert run.returncode == 0, run.stderr
        outputs.append(out.read_text())
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--game", "chess", "--bots", "random,random"], "must be one of acbas, agricola, hens"),
        (["--game", "acbas", "--bots", "random"], "2 players"),
        (["--game", "acbas", "--bots", "random,oracle"], "unknown bot"),
        (["--game", "acbas", "--bots", "random,random", "--games", "0"], "--games"),
    ],
)
def test_bad_simulate_arguments_exit_2(args, fragment):
    run = agricalc("simulate", *args)
    assert run.returncode == 2
    assert fragment in run.stderr and "Traceback" not in run.stderr
