"""The HTML pages: index, one form per game, results and errors beside the document."""

from __future__ import annotations

import html
import json
import re

import pytest

from web import create_app
from web.examples import example, example_text

FARM_GAMES = ("acbas", "agricola")
GAMES = (*FARM_GAMES, "hens")


@pytest.fixture
def app(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")})


@pytest.fixture
def client(app):
    return app.test_client()


def textarea(page: str) -> str:
    match = re.search(r'<textarea[^>]*name="document"[^>]*>(.*?)</textarea>', page, re.S)
    assert match, "no document textarea"
    return html.unescape(match.group(1))


def post(client, game: str, text: str, action: str = "score"):
    return client.post(f"/{game}", data={"document": text, "action": action})


def test_index_links_every_game(client):
    page = client.get("/").get_data(as_text=True)
    for game in GAMES:
        assert f'href="/{game}"' in page
    assert "All Creatures Big and Small" in page


@pytest.mark.parametrize("game", GAMES)
def test_game_page_holds_a_valid_example(client, game):
    response = client.get(f"/{game}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert json.loads(textarea(page)) == example(game)
    assert 'method="post"' in page and 'value="score"' in page
    assert ('value="capacity"' in page) == (game in FARM_GAMES)
    assert "<script" not in page  # works without JavaScript


@pytest.mark.parametrize("game", GAMES)
def test_posting_the_example_shows_the_breakdown(client, game):
    response = post(client, game, example_text(game))
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert 'class="breakdown"' in page and 'class="placement"' in page
    assert 'role="alert"' not in page
    assert json.loads(textarea(page)) == example(game)  # the document stays in the form


def test_agricola_score_shows_total_and_where_animals_go(client):
    page = post(client, "agricola", example_text("agricola")).get_data(as_text=True)
    assert re.search(r"<th>total</th><th class=\"num\">28</th>", page)
    assert "pasture a" in page and "5 / 8" in page
    assert "family members" in page


def test_hens_score_shows_groups_and_goals(client):
    page = post(client, "hens", example_text("hens")).get_data(as_text=True)
    assert ">23<" in page and "largest group" in page and "G03A" in page


@pytest.mark.parametrize("game", FARM_GAMES)
def test_check_capacity_shows_locations_and_keep_release(client, game):
    response = post(client, game, example_text(game), "capacity")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "Locations" in page and "Most of one type" in page and "All animals fit" in page


def test_a_players_document_is_ranked(client):
    entry = {k: v for k, v in example("hens").items() if k != "game"}
    page = post(client, "hens", json.dumps({"game": "hens", "players": [entry, entry]})).get_data(as_text=True)
    assert "Player 2" in page and "Winners:" in page


def test_a_document_without_game_is_this_pages_game(client):
    document = {k: v for k, v in example("hens").items() if k != "game"}
    assert post(client, "hens", json.dumps(document)).status_code == 200


def _error_beside_textarea(page: str) -> str:
    form = page[page.index("<form"):page.index("</form>")]
    match = re.search(r'<div class="error" id="error" role="alert">(.*?)</div>', form, re.S)
    assert match, "no error inside the form"
    assert 'aria-describedby="error"' in form
    return html.unescape(match.group(1))


def test_malformed_json_is_shown_beside_the_text(client):
    response = post(client, "acbas", '{"game": "acbas", ')
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "not valid JSON" in _error_beside_textarea(page)
    assert textarea(page) == '{"game": "acbas", '


def test_rule_violation_is_shown_with_status_422(client):
    document = {**example("agricola"), "people": 6}
    response = post(client, "agricola", json.dumps(document))
    assert response.status_code == 422
    assert "people:" in _error_beside_textarea(response.get_data(as_text=True))


def test_animals_that_do_not_fit_show_the_best_choice(client):
    document = {**example("acbas"), "animals": {"sheep": 40}}
    response = post(client, "acbas", json.dumps(document))
    assert response.status_code == 422
    error = _error_beside_textarea(response.get_data(as_text=True))
    assert "cannot hold all the animals" in error
    assert "Not all animals fit" in response.get_data(as_text=True)


def test_another_games_document_is_refused(client):
    response = post(client, "hens", example_text("acbas"))
    assert response.status_code == 400
    assert "this page is for hens" in _error_beside_textarea(response.get_data(as_text=True))


@pytest.mark.parametrize("text", ["[1, 2]", '"x"', "[" * 5000, "NaN"])
def test_odd_text_is_a_clean_error(client, text):
    response = post(client, "agricola", text)
    assert response.status_code == 400
    _error_beside_textarea(response.get_data(as_text=True))


def test_capacity_is_not_offered_for_hens(client):
    assert post(client, "hens", example_text("hens"), "capacity").status_code == 400


def test_unknown_page_is_an_html_404(client):
    response = client.get("/chess")
    assert response.status_code == 404
    assert response.mimetype == "text/html"
    assert "nothing at /chess" in response.get_data(as_text=True)


def test_stylesheet_is_served(client):
    response = client.get("/static/style.css")
    assert response.status_code == 200 and response.mimetype == "text/css"
    response.close()
