"""Agricola cards through the command line and the JSON API: the same scoring path, the
report's card table, the catalogue endpoint, errors naming the card."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculator import score
from calculator.agricola.cards import catalogue
from calculator.agricola.effects import description, simulated
from web import create_app

ROOT = Path(__file__).resolve().parents[1]
# The rules' worked example 2 (28 points) with Clogs (clay house: 1), the Loom (printed 1,
# 5 sheep: 1) and the Tavern (printed 2, used twice: 4): 28 + 1 + 2 + 6 = 37.
DOCUMENT = {
    "game": "agricola", "farmyard": ["F  F  F  .  .", "R  R  a  a* S", "R  R  b  .  ."], "house": "clay",
    "people": 4, "animals": {"sheep": 5, "boar": 2, "cattle": 1}, "grain": 5, "vegetables": 2,
    "majors": ["cooking_hearth", "clay_oven"], "cards": ["E28", "Loom", "I100"], "card_inputs": {"I100": 2},
}


def agricalc(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


@pytest.fixture
def client(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")}).test_client()


def test_cli_json_is_the_calculators_result():
    run = agricalc("score", "-", "--json", "--solver", "exact", stdin=json.dumps(DOCUMENT))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result == score(DOCUMENT, solver="exact")
    assert result["total"] == 37
    assert result["breakdown"]["card_points"] == 3 + 1 + 2 and result["breakdown"]["bonus_points"] == 1 + 1 + 4


def test_cli_report_lists_every_card_with_its_points_and_why():
    run = agricalc("score", "-", stdin=json.dumps(DOCUMENT))
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.split()[:2] == ["card", "name"])
    rows = lines[header + 2:header + 5]
    assert [row.split()[0] for row in rows] == ["E28", "K146", "I100"]
    assert "clay house: 1" in rows[0] and "5 sheep: 1 per 3 = 1" in rows[1]


def test_cli_unknown_card_exits_2_naming_it():
    run = agricalc("score", "-", stdin=json.dumps({**DOCUMENT, "cards": ["E28", "Clog"]}))
    assert run.returncode == 2
    assert "cards[1]" in run.stderr and "Clog" in run.stderr and "Traceback" not in run.stderr


def test_cli_players_report_lists_each_players_cards():
    entry = {k: v for k, v in DOCUMENT.items() if k != "game"}
    other = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "cards": ["E172"]}
    run = agricalc("score", "-", stdin=json.dumps({"game": "agricola", "players": [entry, other]}))
    assert run.returncode == 0, run.stderr
    assert "I100" in run.stdout and "E172" in run.stdout and "needs a stone house" in run.stdout


def test_api_score_answers_the_calculators_result(client):
    response = client.post("/api/v1/score", json=DOCUMENT)
    assert response.status_code == 200
    body = response.get_json()
    assert body["total"] == 37 and [c["id"] for c in body["cards"]] == ["E28", "K146", "I100"]


@pytest.mark.parametrize(("change", "status", "where"), [
    ({"cards": ["E28", "Z9"]}, 422, "cards[1]"),
    ({"cards": ["E28", "Clogs"]}, 422, "cards[1]"),
    ({"card_inputs": {}}, 422, "card_inputs.I100"),
    ({"card_inputs": {"I100": 20}}, 422, "card_inputs.I100"),
    ({"card_inputs": {"I100": "2"}}, 400, "card_inputs"),
    ({"cards": "E28"}, 400, "cards"),
])
def test_api_card_errors_name_the_card(client, change, status, where):
    response = client.post("/api/v1/score", json={**DOCUMENT, **change})
    assert response.status_code == status
    assert where in response.get_json()["message"]


def test_api_players_with_a_card_marked_for_more_players_is_422(client):
    entry = {k: v for k, v in DOCUMENT.items() if k != "game"}
    response = client.post("/api/v1/score", json={"game": "agricola", "players": [{**entry, "cards": ["E217"]}]})
    assert response.status_code == 422
    assert "players[0] cards[0]" in response.get_json()["message"]


def test_api_catalogue_lists_every_card_with_what_a_picker_needs(client):
    response = client.get("/api/v1/cards")
    assert response.status_code == 200
    body = response.get_json()
    assert body["game"] == "agricola" and body["cards"] == catalogue()
    tavern = next(c for c in body["cards"] if c["id"] == "I100")
    assert tavern["name"] == "Tavern" and tavern["type"] == "minor" and tavern["printed"] == 2 and tavern["bonus"]
    assert tavern["inputs"][0]["name"] == "tavern_bonus_uses" and tavern["inputs"][0]["max"] == 14
    reeve = next(c for c in body["cards"] if c["id"] == "E217")
    assert reeve["players"] == "3+" and reeve["inputs"][0]["only_one_player_documents"]


def test_api_catalogue_says_which_cards_are_simulated_with_their_description(client):
    cards = {c["id"]: c for c in client.get("/api/v1/cards").get_json()["cards"]}
    assert cards["E12"]["simulated"] is True
    assert cards["E12"]["description"] == description("E12")
    assert {c for c, card in cards.items() if card["simulated"]} == simulated()
    assert len(cards) == 308 and all(card["simulated"] and card["description"] for card in cards.values())
    assert {cards[c]["name"] for c in ("K308", "I263", "I265")} == {"Foreman", "Fence Builder", "Fence Deliveryman"}


def test_api_openapi_describes_the_catalogue_and_the_card_fields(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert "get" in spec["paths"]["/api/v1/cards"]
    player = spec["components"]["schemas"]["Document.AgricolaDocument"]["properties"]
    assert {"cards", "card_inputs"} <= set(player)


def test_api_stored_sheet_keeps_every_players_cards(client):
    entry = {k: v for k, v in DOCUMENT.items() if k != "game"}
    document = {"game": "agricola", "players": [{**entry, "name": "ann"}, {**entry, "name": "bob", "cards": [], "card_inputs": {}}]}
    response = client.post("/api/v1/results", json=document)
    assert response.status_code == 201
    result = response.get_json()["result"]
    assert result == client.post("/api/v1/score", json=document).get_json()
    assert [len(p["cards"]) for p in result["players"]] == [3, 0]
