"""The API reads documents as the calculator and the CLI do (issue 14, items 2 and 9)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from web import create_app

ROOT = Path(__file__).resolve().parents[1]
CROWDED = {"farm": ["a  a+", "B  S", "C  ."], "animals": {"sheep": 9, "pigs": 4, "cattle": 5, "horses": 2}}
UNTOUCHED = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "people": 2}


@pytest.fixture
def client(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")}).test_client()


@pytest.mark.parametrize(("document", "where", "release"), [
    ({"game": "acbas", "players": [CROWDED, {"farm": ["a  a+", "B  S", "C  ."]}]}, "players[0] animals",
     {"sheep": 1, "pigs": 0, "cattle": 0, "horses": 2}),
    ({"game": "agricola", "players": [UNTOUCHED, {**UNTOUCHED, "animals": {"sheep": 3}}]}, "players[1] animals",
     {"sheep": 2, "boar": 0, "cattle": 0}),
])
def test_animals_that_do_not_fit_in_a_players_document_are_422_naming_the_player(client, document, where, release):
    response = client.post("/api/v1/score", json=document)
    assert response.status_code == 422, response.get_data(as_text=True)
    body = response.get_json()
    assert body["error"] == "animals_do_not_fit"
    assert body["message"].startswith(f"{where}: the farm cannot hold all the animals")
    assert body["best"]["release"] == release


DOCUMENT = {"game": "acbas", "farm": ["a  a+", "B  S", "C  ."], "name": "Renée",
            "animals": {"sheep": 8, "pigs": 4, "cattle": 5}}
TEXT = json.dumps(DOCUMENT, ensure_ascii=False)


@pytest.mark.parametrize("data", [
    *(pytest.param(TEXT.encode(encoding), id=encoding)
      for encoding in ("utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-32-be", "latin-1")),
    pytest.param(bytes(range(256)), id="binary"),
])
def test_the_cli_reads_a_document_exactly_when_the_api_reads_it(client, data):
    response = client.post("/api/v1/score", data=data, content_type="application/json")
    run = subprocess.run([sys.executable, "-m", "calculator.cli", "score", "-", "--json"], cwd=ROOT, input=data,
                         capture_output=True, timeout=120)
    assert response.status_code in (200, 400) and run.returncode in (0, 2), run.stderr
    assert (response.status_code == 200) == (run.returncode == 0)
    if run.returncode == 0:
        assert json.loads(run.stdout) == response.get_json()
