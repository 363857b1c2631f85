"""``agricalc plan`` run as a real subprocess: the table, --json, --svg and errors (exit 2)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
REQUEST = {"game": "agricola", "budget": {"wood": 17}, "animals": "any", "objective": "animal_points"}


def agricalc(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture
def request_file(tmp_path):
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(REQUEST))
    return path


def test_plan_json_is_the_api_result(request_file):
    run = agricalc("plan", str(request_file), "--json")
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert (result["optimal"], result["value"], result["cost"]) == (True, 16, {"wood": 17})
    assert result["farm"]["game"] == "agricola" and result["score"]["game"] == "agricola"


def test_plan_table_draws_the_planned_farm_with_new_fences_and_lists_the_builds(request_file):
    run = agricalc("plan", str(request_file))
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "~~~" in out and "new borders: ~~~ and :" in out
    assert "proven best plan: animal points 16" in out
    builds = [line.split() for line in out.splitlines() if line.startswith(("fence ", "stable ", "total "))]
    assert ["total", "17", "wood"] in builds  # the builds' total (the score's total follows later)
    assert sum(row[0] == "stable" for row in builds) * 2 + sum(row[0] == "fence" for row in builds) == 17
    assert "fenced stables" in out  # the planned farm's score breakdown


def test_plan_svg_writes_the_planned_farm(request_file, tmp_path):
    picture = tmp_path / "plan.svg"
    run = agricalc("plan", str(request_file), "--svg", str(picture))
    assert run.returncode == 0, run.stderr
    assert picture.read_text().startswith("<svg") and "Agricola farmyard" in picture.read_text()


def test_plan_reads_standard_input_and_shows_acbas_buildings_with_their_cost():
    request = {"game": "acbas", "farm": ["a  a+ S", "a  .  .", "C  b  b"], "expansions": {"right": 1},
               "animals": {"sheep": 4, "cattle": 3}, "budget": {"borders": 3, "wood": 4, "stone": 6, "reed": 2}}
    run = agricalc("plan", "-", stdin=json.dumps(request))
    assert run.returncode == 0, run.stderr
    assert "open stables (takes 1 of" in run.stdout
    assert "3 stone" in run.stdout


@pytest.mark.parametrize(("request_", "message"), [
    ({"game": "agricola"}, "budget: is required"),
    ({"game": "hens", "budget": {}}, "game: the planner is only for the farm games"),
    ({"game": "agricola", "budget": {"wood": 3}, "objective": "most"}, "objective: must be one of"),
])
def test_a_bad_plan_request_exits_2_naming_the_field(request_, message):
    run = agricalc("plan", "-", stdin=json.dumps(request_))
    assert run.returncode == 2
    assert message in run.stderr
    assert "Traceback" not in run.stderr


def test_a_bad_time_limit_is_a_usage_error(request_file):
    run = agricalc("plan", str(request_file), "--time-limit", "0")
    assert run.returncode == 2
    assert "--time-limit" in run.stderr
