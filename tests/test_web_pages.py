"""The HTML pages through Flask's test client: plain form posts, as a browser without JavaScript sends them."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

import calculator
from calculator import games
from web.examples import example, examples, start
from web.faces import face
from web.forms import after_release

GAMES = games.names()  # every registered game (the orchard of examples/orchard too: tests/conftest.py)
FARM_GAMES = tuple(info.name for info in games.infos() if info.board == "farm")
EXAMPLES = [(game, name) for game in GAMES for name in examples(game)]


def form_of(game: str):
    """The score form of ``game`` (in its face)."""
    return face(game).form


def form_data(game: str, document: dict, action: str = "score", **changes: str) -> dict:
    """What a browser posts for ``document`` (checkboxes left out when unchecked)."""
    values = {**form_of(game).values(document), **changes}
    return {**{k: v for k, v in values.items() if v != ""}, "action": action}


def post(client, game: str, data: dict):
    response = client.post(f"/{game}", data=data)
    return response, response.get_data(as_text=True)


def expected(document: dict) -> dict:
    return calculator.score(document, **({"solver": "exact"} if document["game"] in FARM_GAMES else {}))


def board_text(page: str, name: str) -> str:
    match = re.search(rf'<textarea id="f-{name}" name="{name}"[^>]*>(.*?)</textarea>', page, re.S)
    assert match, f"no {name} text field"
    return html.unescape(match.group(1))


def svg_in(page: str) -> ET.Element:
    """The picture of the result, parsed as XML."""
    match = re.search(r'<figure class="picture">(<svg.*?</svg>)</figure>', page, re.S)
    assert match, "no picture"
    return ET.fromstring(match.group(1))


def input_block(page: str, field_id: str) -> str:
    """The ``<div class="input ...">`` holding the input ``field_id``."""
    match = re.search(rf'<div class="input [^"]*">(?:(?!<div class="input ).)*?id="{field_id}".*?</div>', page, re.S)
    assert match, f"no input {field_id}"
    return match.group(0)


def fieldset(page: str, key: str) -> str:
    start_at = page.index(f'id="fs-{key}"')
    return page[start_at:page.index("</fieldset>", start_at)]


def test_index_links_every_game(client):
    page = client.get("/").get_data(as_text=True)
    for game in GAMES:
        assert f'href="/{game}"' in page
    assert "All Creatures Big and Small" in page


@pytest.mark.parametrize("game", GAMES)
def test_a_new_form_starts_from_the_starting_position(client, game):
    response = client.get(f"/{game}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    board = form_of(game).board
    assert board_text(page, board.name) == form_of(game).values(start(game))[board.name]
    assert '<details class="as-text" open>' in page  # the text field shows without JavaScript
    assert 'method="post"' in page and 'value="score"' in page
    assert ('value="capacity"' in page) == (game in FARM_GAMES)
    if board.script:  # its click editor; without one, the text field alone
        assert f'<script src="/static/{board.script}" defer></script>' in page
    assert not re.search(r'(src|href)="(https?:)?//', page), "no external assets"
    for example_name in examples(game):
        assert f'href="/{game}?example={example_name}"' in page


def test_every_input_is_labelled(client):
    for game in GAMES:
        page = client.get(f"/{game}").get_data(as_text=True)
        for field_id in re.findall(r'<(?:input|select|textarea)[^>]* id="([^"]+)"', page):
            assert f'for="{field_id}"' in page or re.search(rf'<label[^>]*><input[^>]*id="{field_id}"', page), field_id


def points(total: float) -> str:
    """The word after a score: its plural form goes by the number's size (-1 point, 0 points)."""
    return "point" if abs(total) == 1 else "points"


@pytest.mark.parametrize("game, name", EXAMPLES)
def test_an_example_loads_and_posts_to_its_score_with_a_picture(client, game, name):
    document = example(game, name)
    page = client.get(f"/{game}?example={name}").get_data(as_text=True)
    assert board_text(page, form_of(game).board.name) == form_of(game).values(document)[form_of(game).board.name]
    try:
        want = expected(document)
    except calculator.AnimalsDoNotFit as exc:  # the game ends with the best release: that is the score
        want = expected(after_release(document, exc))
    response, page = post(client, game, form_data(game, document))
    assert response.status_code == 200, page
    assert f'Score: <span class="total">{want["total"]}</span> {points(want["total"])}' in page
    assert 'class="breakdown"' in page and 'role="alert"' not in page
    root = svg_in(page)
    assert root.get("aria-label").endswith(f"{want['total']} {points(want['total'])}")
    counts = sorted(int(e.get("data-count")) for e in root.iter() if e.get("class") == "animals")
    assert counts == sorted(p["count"] for p in want.get("placement", []))
    assert board_text(page, form_of(game).board.name) == form_of(game).values(document)[form_of(game).board.name]


@pytest.mark.parametrize("game, name", EXAMPLES)
def test_form_values_round_trip_to_the_same_document(game, name):
    form = form_of(game)
    document = example(game, name)
    assert expected_equal(form.document(form.values(document)), document)


def expected_equal(built: dict, document: dict) -> bool:
    """The same position: the form writes every count, the example may leave zeros out."""
    try:
        return expected(built) == expected(document)
    except calculator.AnimalsDoNotFit as exc:
        with pytest.raises(calculator.AnimalsDoNotFit) as again:
            expected(document)
        return exc.best == again.value.best


def test_agricola_majors_are_checkboxes_and_counts(client):
    document = example("agricola", "strong")
    page = client.get("/agricola?example=strong").get_data(as_text=True)
    assert re.search(r'type="checkbox" id="f-majors-well" name="majors.well" value="1" checked', page)
    assert re.search(r'id="f-majors-cooking_hearth" name="majors.cooking_hearth" value="1"[^>]*max="2"', page)
    assert 'value="stone" checked' in page
    built = form_of("agricola").document(form_of("agricola").values(document))
    assert sorted(built["majors"]) == sorted(document["majors"])


@pytest.mark.parametrize("game", FARM_GAMES)
def test_check_capacity_shows_keep_release_and_the_picture(client, game):
    document = example(game)
    response, page = post(client, game, form_data(game, document, "capacity"))
    assert response.status_code == 200
    assert "Capacity: all animals fit" in page and "Locations" in page and "Most of one type" in page
    root = svg_in(page)
    assert root.get("aria-label").endswith("best placement")


def released_total(document: dict) -> float:
    """The score of a farm that cannot house all its animals, after its best release."""
    with pytest.raises(calculator.AnimalsDoNotFit) as over:
        expected(document)
    return expected(after_release(document, over.value))["total"]


def test_capacity_of_a_crowded_farm_names_what_to_release_and_which_score_is_which(client):
    response, page = post(client, "acbas", form_data("acbas", example("acbas", "crowded"), "capacity"))
    assert response.status_code == 200
    assert "Capacity: not all animals fit; best animal score <span class=\"total\">15</span>" in page
    total = released_total(example("acbas", "crowded"))
    assert total != 15, "the animals' part and the whole score differ: the page names both"
    assert f"Not all the animals fit: release 1 sheep and 2 horses: {total} points in all." in page


def test_an_over_full_farm_is_scored_after_its_best_release_with_a_notice_not_an_error(client):
    response, page = post(client, "acbas", form_data("acbas", example("acbas", "crowded")))
    total = released_total(example("acbas", "crowded"))
    assert response.status_code == 200 and 'role="alert"' not in page and "field-error" not in page
    assert f'Score: <span class="total">{total}</span> {points(total)}' in page
    assert f'<p class="notice" id="released">Not all the animals fit: release 1 sheep and 2 horses: {total} points.</p>' in page
    assert svg_in(page).get("aria-label").endswith(f"{total} {points(total)}")


def test_capacity_is_not_offered_for_hens(client):
    response, _ = post(client, "hens", form_data("hens", example("hens"), "capacity"))
    assert response.status_code == 400


def test_unknown_example_is_a_404(client):
    assert client.get("/acbas?example=nope").status_code == 404


# --- errors beside their cause ------------------------------------------------------------------


def summary(page: str) -> tuple[str, str]:
    """The error summary at the top of the form: its link target and text."""
    match = re.search(r'<div class="error-summary" id="outcome" role="alert">.*?<a href="#([^"]+)">(.*?)</a>',
                      page, re.S)
    assert match, "no error summary"
    return match.group(1), html.unescape(match.group(2))


@pytest.mark.parametrize("value, message", [("abc", "must be a whole number, got 'abc'"),
                                            ("-2", "must be at least 0, got -2")])
def test_a_bad_count_is_shown_next_to_its_input(client, value, message):
    response, page = post(client, "acbas", form_data("acbas", example("acbas"), **{"animals.sheep": value}))
    assert response.status_code == 400
    block = html.unescape(input_block(page, "f-animals-sheep"))
    assert f'id="f-animals-sheep-error">{message}</p>' in block
    assert 'aria-describedby="f-animals-sheep-error"' in block and 'aria-invalid="true"' in block
    assert summary(page) == ("f-animals-sheep", f"Sheep: {message}")
    assert f'value="{value}"' in block  # what was typed stays


def test_a_bad_cell_is_highlighted_and_explained_by_the_grid(client):
    document = {**example("acbas"), "farm": ["a  a+ S", "a  .  X", "C  b  b"]}
    response, page = post(client, "acbas", form_data("acbas", document))
    assert response.status_code == 400
    board = fieldset(page, "farm")
    assert 'class="board invalid"' in page and 'data-error-cell="1,2"' in board
    assert re.search(r'id="f-farm-error">Cell \(1, 2\): unknown token', board)
    assert summary(page)[0] == "fs-farm" and summary(page)[1].startswith("Farm, cell (1, 2): unknown token")
    assert board_text(page, "farm") == "a  a+ S\na  .  X\nC  b  b"


def test_a_rule_broken_on_the_board_names_the_cell(client):
    document = {**example("acbas"), "farm": ["O  O  S", "a  .  .", "C  b  b"]}
    response, page = post(client, "acbas", form_data("acbas", document))
    assert response.status_code == 422
    assert 'data-error-cell="0,1"' in page and "a second open stables" in fieldset(page, "farm")


def test_a_wrong_number_of_columns_is_shown_by_the_grid_without_a_cell(client):
    response, page = post(client, "acbas", form_data("acbas", example("acbas"), **{"expansions.right": "0"}))
    assert response.status_code == 400
    board = fieldset(page, "farm")
    assert "data-error-cell" not in board and "row 0 has 3 cells, expected 2" in board


@pytest.mark.parametrize(("value", "words"), [("100000000", "must be from 0 to 2, got 100000000"),
                                               ("-5", "must be from 0 to 2, got -5"),
                                               ("1" * 5000, "must be a whole number")])
def test_a_count_of_copies_is_checked_against_its_range_before_use(client, value, words):
    """A count of major improvements becomes a list that long: 10**8 fireplaces took 1.6 GB."""
    farm = form_data("agricola", example("agricola"), **{"majors.fireplace": value})
    response, page = post(client, "agricola", farm)
    assert response.status_code == 400
    assert words in html.unescape(input_block(page, "f-majors-fireplace"))


def test_agricola_people_error_is_next_to_people(client):
    response, page = post(client, "agricola", form_data("agricola", example("agricola"), people="6"))
    assert response.status_code == 422
    assert "6 people; a family has 2 to 5 members" in input_block(page, "f-people")


def test_too_many_expansions_is_shown_by_the_expansions(client):
    document = {**example("acbas"), "farm": ["a a+ S . . . .", "a . . . . . .", "C b b . . . ."]}
    response, page = post(client, "acbas", form_data("acbas", document, **{"expansions.right": "5"}))
    assert response.status_code == 422
    above_the_inputs = fieldset(page, "expansions").split('<div class="inputs">')[0]
    assert "5 expansions; the game has only 4" in above_the_inputs


def test_agricola_too_many_fences_is_shown_by_the_farmyard(client):
    response, page = post(client, "agricola", form_data("agricola", example("agricola"),
                                                        farmyard="a b c d e\nR R . . .\nR R . . ."))
    assert response.status_code == 422
    assert "fences" in fieldset(page, "farmyard") and summary(page)[0] == "fs-farmyard"


def test_hens_neighbours_that_do_not_match_highlight_the_card(client):
    grid = "PAD 1/1/0, WYA 5/1/0, coop, coop\ncoop, coop, coop, coop\ncoop, coop, coop, coop"
    response, page = post(client, "hens", form_data("hens", example("hens"), grid=grid, rooster=""))
    assert response.status_code == 422
    assert 'data-error-cell="0,0"' in fieldset(page, "grid")
    assert "is next to WYA 5/1/0" in fieldset(page, "grid")


@pytest.mark.parametrize("rooster, message", [("1, 1", "is a coop"), ("x", "write the cell as row, column")])
def test_a_bad_rooster_is_shown_next_to_the_rooster(client, rooster, message):
    grid = "PAD 1/1/0, coop, coop, coop\ncoop, coop, coop, coop\ncoop, coop, coop, coop"
    response, page = post(client, "hens", form_data("hens", example("hens"), grid=grid, rooster=rooster))
    assert response.status_code in (400, 422)
    assert message in input_block(page, "f-rooster")


def test_hens_rooster_and_goal_card_reach_the_document(client):
    form = form_of("hens")
    values = form.values(example("hens"))
    assert values["rooster"] == "0, 3" and values["goal_card"] == "G03"
    assert values["grid"].splitlines()[0] == "PAD 1/2/0, PAD 6/1/0, PAD 4/2/0, SEB 5/2/1"
    document = form.document({**values, "rooster": "", "goal_card": ""})
    assert "rooster" not in document and "goal_card" not in document


def test_an_unknown_action_is_refused(client):
    response, page = post(client, "acbas", {**form_data("acbas", example("acbas")), "action": "delete"})
    assert response.status_code == 400 and "unknown action" in page


def test_unknown_page_is_an_html_404(client):
    response = client.get("/chess")
    assert response.status_code == 404
    assert response.mimetype == "text/html"
    assert "nothing at /chess" in response.get_data(as_text=True)


@pytest.mark.parametrize("name, mimetype", [("style.css", "text/css"), ("farm.js", "text/javascript"),
                                            ("hens.js", "text/javascript")])
def test_static_files_are_served(client, name, mimetype):
    response = client.get(f"/static/{name}")
    assert response.status_code == 200 and response.mimetype == mimetype
    response.close()
