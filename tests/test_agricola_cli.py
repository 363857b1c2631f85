"""The command line on Agricola documents, run as a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculator.agricola.examples import examples

ROOT = Path(__file__).resolve().parents[1]


def agricalc(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


@pytest.fixture
def mid_game(tmp_path):
    path = tmp_path / "mid_game.json"
    path.write_text(json.dumps(examples()["mid_game"]))
    return path


def test_cli_score_json_prints_the_result(mid_game):
    run = agricalc("score", str(mid_game), "--json", "--solver", "exact")
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["total"] == 28
    assert result["breakdown"]["family_members"] == 12


def test_cli_score_table_draws_the_farmyard_and_breakdown(mid_game):
    run = agricalc("score", str(mid_game))
    assert run.returncode == 0, run.stderr
    assert "+---+---+" in run.stdout and "| a   a*|" in run.stdout  # pasture a fenced, stable shown
    assert "family members" in run.stdout and "total" in run.stdout and "28" in run.stdout
    assert "pasture a" in run.stdout and "5/8" in run.stdout


def test_cli_capacity_from_stdin():
    document = {**examples()["capacity_c3"], "animals": {"sheep": 383, "boar": 1, "cattle": 1}}
    run = agricalc("capacity", "-", "--json", stdin=json.dumps(document))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["max_animals"]["sheep"] == 385
    assert result["fits"] is False
    assert sum(result["release"].values()) == 1


def test_cli_capacity_table():
    document = {**examples()["capacity_c1"], "animals": {"sheep": 10, "boar": 5, "cattle": 3}}
    run = agricalc("capacity", "-", stdin=json.dumps(document))
    assert run.returncode == 0, run.stderr
    assert "most of one type: sheep 22, boar 22, cattle 22" in run.stdout
    assert "not all animals fit; best score" in run.stdout
    assert "fences 12, stables 2" in run.stdout


def test_cli_players_document_ranks(tmp_path):
    entries = [{k: v for k, v in examples()[n].items() if k != "game"} for n in ("mid_game", "strong")]
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"game": "agricola", "players": entries}))
    run = agricalc("score", str(path))
    assert run.returncode == 0, run.stderr
    assert "ranking: player 1 (69), player 0 (28)" in run.stdout
    assert "winner: player 1" in run.stdout


def test_cli_invalid_document_exits_2_naming_the_cell(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({**examples()["mid_game"], "farmyard": ["F F F . .", "R R a a* S", "R* R b . ."]}))
    run = agricalc("score", str(path))
    assert run.returncode == 2
    assert "farmyard cell (2, 0)" in run.stderr and "stable may not stand on a room" in run.stderr
    assert run.stdout == ""


def test_cli_animals_that_do_not_fit_exit_2_with_best_score():
    document = {**examples()["capacity_c2"], "animals": {"sheep": 12, "boar": 6, "cattle": 3}}
    run = agricalc("score", "-", stdin=json.dumps(document))
    assert run.returncode == 2
    assert "cannot hold all the animals" in run.stderr and "the best score" in run.stderr


def test_cli_players_animals_that_do_not_fit_exit_2_naming_the_player():
    untouched = {k: v for k, v in examples()["untouched"].items() if k != "game"}
    document = {"game": "agricola", "players": [untouched, {**untouched, "animals": {"sheep": 3}}]}
    run = agricalc("score", "-", stdin=json.dumps(document))
    assert run.returncode == 2, run.stderr
    assert run.stderr.startswith("agricalc: error: players[1] animals: the farm cannot hold all the animals")
    assert "releasing 2 sheep" in run.stderr and "Traceback" not in run.stderr
