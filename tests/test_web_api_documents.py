"""The API reads documents as the calculator and the CLI do (issue 14, item 2)."""

from __future__ import annotations

import pytest

from web import create_app

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

