"""A game from outside calculator/ plugs in through its package, its face, its template and one
registration (docs/adding-a-game.md): the orchard of examples/orchard, which the test suite registers
(tests/conftest.py), scores, serves its pages and API, and plays through the simulator like the
three games of the package.  The conformance suite (test_protocol.py) plays it too, and the web, API
and language tests, parametrized over the registry, cover it."""

from __future__ import annotations

import dataclasses
import doctest
import json
import random
import re

import numpy as np
import pytest
from conftest import ORCHARD, orchard_unregistered

import calculator
from calculator import cli, games
from calculator.adapters.play import Variant
from calculator.adapters.play import Play
from web import create_app
from web.faces import face

PLANTED = {"game": "orchard", "orchard": ["A A A", "P A ."]}  # 5 trees, a row of apples, one apple column
FULL = {"game": "orchard", "orchard": ["P P P", "P P A"]}  # 6 trees, a row of pears, two pear columns


def buttons(html: str) -> list[str]:
    return re.findall(r'name="action" value="([^"]+)"', html)


# ---------------------------------------------------------------- documents


def test_a_registered_game_is_scored_and_ranked_by_calculator_score():
    assert calculator.score(PLANTED) == {"game": "orchard", "total": 9,
                                         "breakdown": {"trees": 5, "rows": 3, "columns": 1}}
    table = calculator.score({"game": "orchard", "players": [PLANTED, FULL]})
    assert [p["total"] for p in table["players"]] == [9, 11]
    assert (table["ranking"], table["winners"]) == ([1, 0], [1])


def test_a_registered_game_s_errors_name_the_player_and_the_cell():
    with pytest.raises(calculator.InvalidDocument) as bad:
        calculator.score({"game": "orchard", "players": [PLANTED, {"orchard": ["P P P", "P X A"]}]})
    assert str(bad.value).startswith("players[1] orchard cell (1, 1): 'X' is no plot")
    with pytest.raises(calculator.RuleViolation, match="7 pear trees planted, but the game has 6"):
        calculator.score({"game": "orchard", "players": [FULL, {"orchard": ["P P A", ". . ."]}]})


def test_unregistered_the_game_is_unknown_again():
    with orchard_unregistered():
        assert ORCHARD not in games.names()
        with pytest.raises(calculator.InvalidDocument, match=f"must be one of {', '.join(games.names())}; got 'orchard'"):
            calculator.score(PLANTED)


# ---------------------------------------------------------------- the API


def test_the_api_scores_the_game_by_its_face_s_model(client):
    response = client.post("/api/v1/score", json=PLANTED)
    assert response.status_code == 200 and response.json["total"] == 9
    table = client.post("/api/v1/score", json={"game": "orchard", "players": [PLANTED, FULL]})
    assert table.status_code == 200 and table.json["winners"] == [1]
    misspelt = client.post("/api/v1/score", json={"game": "orchard", "orchards": []})
    assert misspelt.status_code == 400 and "orchards: unknown key" in misspelt.json["message"]
    assert client.post("/api/v1/capacity", json=PLANTED).status_code == 400, "capacity is for farm games"


def test_the_game_s_document_model_is_in_the_openapi_description(client):
    spec = client.get("/api/v1/openapi.json").json
    schemas = spec["components"]["schemas"]
    assert set(schemas["Document.OrchardDocument"]["properties"]) == {"game", "name", "orchard"}
    assert "orchard" in schemas["CreateGame"]["properties"]["game"]["enum"]
    assert not any(name.startswith("FarmDocument.Orchard") for name in schemas)


def test_an_app_created_without_the_game_does_not_serve_it(tmp_path):
    with orchard_unregistered():
        plain = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")}).test_client()
    assert plain.get("/orchard").status_code == 404
    assert plain.post("/api/v1/score", json=PLANTED).status_code == 400


def test_a_score_sheet_of_the_game_is_stored_and_shown(client):
    created = client.post("/api/v1/results", json={"game": "orchard", "players": [{**PLANTED, "name": "ann"}, FULL]})
    assert created.status_code == 201 and created.json["result"]["winners"] == [1]
    sheet = client.get(created.json["url"])
    assert sheet.status_code == 200 and "ann" in sheet.text and "Player 2" in sheet.text
    assert client.get(created.json["url"] + "/1.svg").text.startswith("<svg")


# ---------------------------------------------------------------- the pages


def test_the_form_page_scores_a_posted_orchard(client):
    assert 'href="/orchard"' in client.get("/").text, "the index and the menu link the game"
    page = client.get("/orchard").text
    assert '<textarea id="f-orchard" name="orchard"' in page and ". . .\n. . ." in page
    assert "<script" not in page, "no click editor: the text field alone"
    assert "A A A\nP P P" in client.get("/orchard?example=rows").text
    scored = client.post("/orchard", data={"orchard": "A A A\nP A .", "action": "score"})
    assert scored.status_code == 200 and 'Score: <span class="total">9</span> points' in scored.text
    assert '<figure class="picture"><svg' in scored.text
    wrong = client.post("/orchard", data={"orchard": "A A A\nP X .", "action": "score"})
    assert wrong.status_code == 400 and "Orchard, cell (1, 1): &#39;X&#39; is no plot" in wrong.text


def test_the_play_page_plays_a_game_to_the_end(client):
    form = {"game": "orchard", "players": "2", "me": "0", "seed": "4", "bot-1": "greedy"}
    response = client.post("/play", data=form)
    assert response.status_code == 303, response.text
    game_id = response.headers["Location"].rsplit("/", 1)[1]
    page = client.get(f"/play/{game_id}").text
    assert "Your move: Plant a tree" in page and "Trees left: 6 apple trees, 6 pear trees" in page
    assert "<dt>Trees</dt><dd>0</dd>" in page and page.count('<figure class="picture"><svg') == 2
    for _ in range(20):
        if not buttons(page):
            break
        seen = re.search(r'name="seen" value="(\d+)"', page)[1]
        assert client.post(f"/play/{game_id}/act", data={"action": buttons(page)[0], "seen": seen}).status_code == 303
        page = client.get(f"/play/{game_id}").text
    assert "Game over." in page and "Final scores" in page and page.count('class="picture"') == 2
    view = client.get(f"/api/v1/games/{game_id}").json
    assert view["status"] == "finished" and view["state"]["step"] == {"kind": "plant"}
    log = client.get(f"/api/v1/games/{game_id}/log").json["actions"]
    final = calculator.core.protocol.replay(games.new_game("orchard", 4, 2), [entry["action"] for entry in log])
    assert list(final.returns()) == view["scores"]


def test_the_games_api_starts_the_game(client):
    created = client.post("/api/v1/games", json={"game": "orchard", "players": [{"name": "ann"}, {"bot": "random"}]})
    assert created.status_code == 201 and created.json["state"]["game"] == "orchard"


# ---------------------------------------------------------------- the simulator


def test_simulate_verify_plays_the_game(capsys):
    status = cli.main(["simulate", "--game", ORCHARD, "--bots", "random,greedy", "--games", "4", "--seed", "3",
                       "--verify", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert status == 0 and summary["game"] == ORCHARD and summary["verified"] == 4


def test_the_research_adapters_play_it_with_explicit_chance():
    variant = Variant.of(ORCHARD, 2)
    play, rng = Play.start(variant), random.Random(2)
    while not play.is_terminal:
        play = play.after(rng.choice(play.legal_actions()))
        for seat in range(2):
            vector = play.observation(seat)
            assert vector.shape == (variant.observation_size(),) and np.isfinite(vector).all()
    final = play.engine
    assert [p["total"] for p in calculator.score(final.players_document())["players"]] == list(final.returns())
    assert "total" in variant.research.text(final, 0) and variant.research.picture(final, 1).startswith("<svg")


def test_the_docstring_examples_run():
    import orchard as package

    result = doctest.testmod(package)
    assert result.attempted and result.failed == 0


def test_a_face_whose_board_lacks_a_phrase_the_pages_say_is_refused():
    orchard = face(ORCHARD)
    board = orchard.form.board
    phrases = {key: text for key, text in board.phrases.items() if key not in ("alone", "cannot_score")}
    with pytest.raises(TypeError, match="orchard: the form's Board gives no phrases alone, cannot_score"):
        dataclasses.replace(orchard, form=dataclasses.replace(orchard.form, board=dataclasses.replace(board, phrases=phrases)))
