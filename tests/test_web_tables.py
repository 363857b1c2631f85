"""The form of a whole table and its score sheet through Flask's test client: plain form posts,
as a browser without JavaScript sends them (issue 16: score the whole table, words for players)."""

from __future__ import annotations

import html
import re
from dataclasses import replace

import pytest

import calculator
from calculator import games
from web import create_app
from web.examples import example
from web.faces import face
from web.table_form import TableForm

SOLVER = {"acbas": {"solver": "exact"}, "agricola": {"solver": "exact"}, "hens": {}}


@pytest.fixture
def client(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "SOLVER": "exact"}).test_client()


def entry(game: str, name: str | None = None, example_name: str | None = None, **changes) -> dict:
    """One player's entry of a ``players`` document: an example, its name, some changes."""
    found = {k: v for k, v in example(game, example_name).items() if k not in ("game", *face_shared(game))}
    return {**({"name": name} if name else {}), **found, **changes}


def face_shared(game: str) -> tuple[str, ...]:
    return tuple(f.name for group in face(game).form.table for f in group.fields)


def posted(game: str, players: list[dict], action: str = "score", **table: str) -> dict:
    """What a browser posts for a table of ``players`` (each an entry as the API takes it)."""
    form = TableForm.of(face(game))
    data = {"players": str(len(players)), "action": action, **table}
    for seat, player in enumerate(players):
        values = form.form.values({"game": game, **player}, form.seat_fields)
        data.update({f"players[{seat}].{name}": value for name, value in values.items() if value != ""})
        if player.get("name"):
            data[f"players[{seat}].name"] = player["name"]
    return data


def stored(client, response) -> dict:
    """The sheet a 303 led to, as the API gives it back."""
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    location = response.headers["Location"]
    assert re.fullmatch(r"/results/[\w-]+", location)
    return client.get("/api/v1" + location).json


BLOCKS = r"</?(?:p|div|li|ul|tr|td|th|dt|dd|h\d|section|article|figure|figcaption|table|caption|details|summary|br)\b[^>]*>"


def text(page: str) -> str:
    """A page's words as they read: tags and spacing left out."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", re.sub(BLOCKS, " ", page))).split())


TABLES = [
    ("acbas", [entry("acbas", "Ann", "small"), entry("acbas", "Bob", "big")], {"start_player": "1"}),
    ("agricola", [entry("agricola", "Ann", "mid_game"), entry("agricola", "Bob", "strong"),
                  entry("agricola", "Cy", "starving")], {}),
    ("hens", [entry("hens", "Ann", "example"), entry("hens", "Bob", "upright"), entry("hens", "Cy", "example")],
     {"goal_card": "G05"}),
]


@pytest.mark.parametrize("game, players, shared", TABLES, ids=[t[0] for t in TABLES])
def test_a_posted_table_is_stored_through_the_one_scoring_path_and_redirected_to_its_sheet(client, game, players,
                                                                                           shared):
    response = client.post(f"/{game}/table", data=posted(game, players, title="Friday", **shared))
    sheet = stored(client, response)
    document = {"game": game, "title": "Friday", "players": players,
                **{key: int(value) if value.isdigit() else value for key, value in shared.items()}}
    assert calculator.score(sheet["document"], **SOLVER[game]) == calculator.score(document, **SOLVER[game])
    assert [p.get("name") for p in sheet["document"]["players"]] == [p["name"] for p in players]
    assert sheet["result"] == client.post("/api/v1/score", json=sheet["document"]).json, "the one scoring path"
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert all(p["name"] in page for p in players)


def test_reading_the_sheet_again_stores_nothing_more(client):
    response = client.post("/acbas/table", data=posted("acbas", [entry("acbas", "Ann"), entry("acbas", "Bob")],
                                                       start_player="0"))
    for _ in range(2):
        assert client.get(response.headers["Location"]).status_code == 200
    assert len(client.get("/api/v1/results").json["results"]) == 1


@pytest.mark.parametrize("game, sizes", [("acbas", ()), ("agricola", (1, 2, 3, 4, 5)), ("hens", (2, 3, 4))])
def test_the_form_offers_the_numbers_of_players_the_game_is_played_by(client, game, sizes):
    page = client.get(f"/{game}/table").get_data(as_text=True)
    offered = tuple(int(n) for n in re.findall(r'<option value="(\d)"[^>]*>\d</option>', page.split('id="f-players"')[-1]
                                               .split("</select>")[0])) if sizes else ()
    assert offered == sizes
    default = 2
    assert page.count('<section class="player-panel') == default
    if sizes:
        assert client.get(f"/{game}/table?players={sizes[-1]}").get_data(as_text=True).count(
            '<section class="player-panel') == sizes[-1]
    else:  # ACBAS is always two: no choice, the count is posted as it is
        assert '<input type="hidden" name="players" value="2">' in page


def test_each_player_has_a_name_and_inputs_of_their_own(client):
    page = client.get("/agricola/table?players=3").get_data(as_text=True)
    for seat in range(3):
        assert f'name="players[{seat}].name"' in page and f'id="f-p{seat}-name"' in page
        assert f'name="players[{seat}].farmyard"' in page and f'name="players[{seat}].animals.sheep"' in page
        assert f'data-scope="p{seat}-"' in page, "each player's click editor finds its own inputs"
    ids = re.findall(r' id="([^"]+)"', page)
    assert len(ids) == len(set(ids)), "every id once on the page"
    for field_id in re.findall(r'<(?:input|select|textarea)[^>]* id="([^"]+)"', page):
        assert f'for="{field_id}"' in page or re.search(rf'<label[^>]*><input[^>]*id="{field_id}"', page), field_id


def test_the_table_answers_a_goal_card_and_a_start_player_once(client):
    hens = client.get("/hens/table?players=3").get_data(as_text=True)
    assert hens.count('name="goal_card"') == 1 and "players[0].goal_card" not in hens
    assert 'name="players[2].rooster"' in hens, "the rooster is each player's own"
    acbas = client.get("/acbas/table").get_data(as_text=True)
    assert acbas.count('name="start_player"') == 1


def test_changing_the_number_of_players_keeps_what_was_typed(client):
    players = [entry("agricola", "Ann", "strong"), entry("agricola", "Bob", "mid_game")]
    response = client.post("/agricola/table", data={**posted("agricola", players, title="Club"), "players": "3",
                                                    "action": "players"})
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and page.count('<section class="player-panel') == 3
    assert 'value="Ann"' in page and 'value="Bob"' in page and 'value="Club"' in page
    assert "R  R  F  F  F" in html.unescape(page), "Ann's farmyard stays"
    assert client.get("/api/v1/results").json["results"] == [], "nothing is stored"


# --- errors beside their cause, naming the player --------------------------------------------------------


def summary(page: str) -> tuple[str, str]:
    match = re.search(r'<div class="error-summary" id="outcome" role="alert">.*?<a href="#([^"]+)">(.*?)</a>', page, re.S)
    assert match, "no error summary"
    return match.group(1), html.unescape(match.group(2))


def panel(page: str, seat: int) -> str:
    start = page.index(f'id="player-{seat}"')
    end = page.find('<section class="player-panel', start + 1)
    return page[start:end if end > 0 else None]


def test_a_bad_cell_is_shown_in_the_player_s_farm_named_by_the_player(client):
    bob = entry("acbas", "Bob", farm=["a  a+ S", "a  .  X", "C  b  b"])
    response = client.post("/acbas/table", data=posted("acbas", [entry("acbas", "Ann"), bob]))
    page = response.get_data(as_text=True)
    assert response.status_code == 400
    anchor, words = summary(page)
    assert anchor == "fs-p1-farm" and words.startswith("Bob's farm, cell (1, 2): unknown token 'X'")
    assert 'data-error-cell="1,2"' in panel(page, 1) and 'id="f-p1-farm-error"' in panel(page, 1)
    assert "field-error" not in panel(page, 0)
    assert "players[" not in text(page), "no internal names on the page"
    assert client.get("/api/v1/results").json["results"] == []


def test_a_bad_count_is_shown_beside_its_input_in_the_player_s_panel(client):
    cy = entry("agricola", "Cy", animals={"sheep": 2, "boar": 0, "cattle": 0}, people=1)
    response = client.post("/agricola/table", data={**posted("agricola", [entry("agricola", "Ann"), cy]),
                                                    "players[1].animals.sheep": "lots"})
    page = response.get_data(as_text=True)
    assert response.status_code == 400
    assert summary(page) == ("f-p1-animals-sheep", "Cy's sheep: must be a whole number, got 'lots'")
    block = panel(page, 1)
    assert 'id="f-p1-animals-sheep-error">must be a whole number' in html.unescape(block)
    assert 'aria-invalid="true"' in block and 'value="lots"' in block, "what was typed stays"


def test_a_rule_across_the_table_names_the_players_by_their_names(client):
    players = [entry("agricola", "Ann", cards=["E28"]), entry("agricola", "Bob", cards=["Clogs"])]
    page = client.post("/agricola/table", data=posted("agricola", players)).get_data(as_text=True)
    assert summary(page) == ("f-p1-cards", "Bob's cards in play: Clogs (E28) is also in Ann's cards; "
                                           "every card exists once in a game")
    assert "players[" not in text(page)


def test_a_rule_across_the_table_names_the_players_by_their_names_in_the_page_s_language(client):
    players = [entry("agricola", "Ann", cards=["E28"]), entry("agricola", "Bob", cards=["Clogs"])]
    page = client.post("/agricola/table", query_string={"lang": "es"}, data=posted("agricola", players))
    shown = summary(page.get_data(as_text=True))[1]
    assert "Clogs (E28) también está entre las cartas de Ann; cada carta existe una sola vez en una partida" in shown
    assert "players[" not in text(page.get_data(as_text=True))


def test_a_goal_card_every_player_scores_is_shown_by_the_table_s_goal_card(client):
    response = client.post("/hens/table", data=posted("hens", [entry("hens", "Ann"), entry("hens", "Bob")],
                                                      goal_card="G99"))
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and summary(page)[0] == "f-goal_card"
    assert "unknown goal card 'G99'" in html.unescape(page.split('id="fs-goals"')[1].split("</fieldset>")[0])


@pytest.mark.parametrize("count", ["²", "9" * 400, "-2", "0", "x"])
def test_a_strange_number_of_players_is_read_as_a_number_of_players_or_refused_in_words(client, count):
    response = client.post("/acbas/table", data={**posted("acbas", [entry("acbas"), entry("acbas")], start_player="0"),
                                                 "players": count})
    assert response.status_code in (303, 422)
    if response.status_code == 422:
        assert "is played by 2 players, got 1" in text(response.get_data(as_text=True))


def test_an_unknown_action_is_refused(client):
    response = client.post("/hens/table", data=posted("hens", [entry("hens"), entry("hens")], action="delete"))
    assert response.status_code == 400 and "unknown action" in response.get_data(as_text=True)


# --- an over-full farm at the end ---------------------------------------------------------------------------


def test_an_over_full_farm_shows_its_best_release_as_a_notice_and_release_stores_the_kept_animals(client):
    players = [entry("acbas", "Ann", "crowded"), entry("acbas", "Bob")]
    response = client.post("/acbas/table", data=posted("acbas", players))
    page = response.get_data(as_text=True)
    with pytest.raises(calculator.AnimalsDoNotFit) as over:
        calculator.score({"game": "acbas", **players[0]}, solver="exact")
    keep = over.value.best["keep"]
    total = calculator.score({"game": "acbas", **players[0], "animals": keep}, solver="exact")["total"]
    assert response.status_code == 422 and 'role="alert"' not in page and "field-error" not in page
    assert f"Ann: release 1 sheep and 2 horses: {total} points." in text(page)
    assert f"Ann's farm cannot house all the animals: release 1 sheep and 2 horses: {total} points." in text(panel(page, 0))
    assert client.get("/api/v1/results").json["results"] == []
    sheet = stored(client, client.post("/acbas/table", data=posted("acbas", players, action="release")))
    assert sheet["document"]["players"][0]["animals"] == keep
    assert sheet["result"]["players"][0]["total"] == total


# --- the card picker without JavaScript ---------------------------------------------------------------------


def test_a_card_typed_without_javascript_asks_its_input_and_the_sheet_lists_it_with_points_and_why(client):
    players = [entry("agricola", "Ann", "strong", cards=["Tavern", "E28"]), entry("agricola", "Bob")]
    response = client.post("/agricola/table", data=posted("agricola", players))
    page = response.get_data(as_text=True)
    assert response.status_code == 422 and summary(page)[0] == "f-p0-cards"
    ann = panel(page, 0)
    assert "Tavern (I100)" in ann and "2 points" in ann, "the card found, with its printed points"
    assert re.search(r'<input type="number" id="f-p0-card_inputs-I100" name="players\[0\].card_inputs.I100"[^>]* required',
                     ann), "the input the Tavern asks of its holder"
    data = {**posted("agricola", players), "players[0].card_inputs.I100": "3"}
    sheet = stored(client, client.post("/agricola/table", data=data))
    assert sheet["document"]["players"][0]["card_inputs"] == {"I100": 3}
    cards = {card["id"]: card for card in sheet["result"]["players"][0]["cards"]}
    page = client.get(f"/results/{sheet['id']}").get_data(as_text=True)
    row = re.search(r'<tr><td><span lang="en">Tavern.*?</tr>', page, re.S).group(0)
    assert [html.unescape(cell) for cell in re.findall(r'<td class="num">(-?\d+)</td>', row)] == \
        [str(cards["I100"]["printed"]), str(cards["I100"]["bonus"])]
    assert cards["I100"]["why"] in html.unescape(row)


def test_an_input_the_table_decides_is_not_asked_at_a_table(client):
    """The Reeve's 'most occupations' is derived from the whole table: asked only of a farm scored alone."""
    table = client.post("/agricola/table", data=posted("agricola", [entry("agricola", "Ann", cards=["Reeve", "Tavern"]),
                                                                    entry("agricola", "Bob")]))
    assert "card_inputs.E217" not in table.get_data(as_text=True)
    alone = client.post("/agricola", data={**face("agricola").form.values(
        {**example("agricola"), "cards": ["Reeve"]}), "action": "score"})
    assert 'name="card_inputs.E217"' in alone.get_data(as_text=True)


# --- the sheet --------------------------------------------------------------------------------------------


def sheet_page(client, game: str, players: list[dict], **shared) -> str:
    response = client.post(f"/{game}/table", data=posted(game, players, **shared))
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    return client.get(response.headers["Location"]).get_data(as_text=True)


def sheet_rows(page: str) -> dict[str, list[str]]:
    body = page.split('<table class="sheet">')[1].split("</table>")[0]
    return {html.unescape(label): re.findall(r'<t[dh] class="num[^"]*">([^<]+)</t[dh]>', cells)
            for label, cells in re.findall(r'<tr><th scope="row">([^<]+)</th>(.*?)</tr>', body, re.S)}


def test_the_sheet_shows_agricola_s_majors_in_a_row_of_their_own(client):
    ann = entry("agricola", "Ann", "strong", card_points=2)  # cooking hearth 1, stone oven 3, well 4, joinery 2
    page = sheet_page(client, "agricola", [ann, entry("agricola", "Bob")])
    rows = sheet_rows(page)
    assert rows["Major improvements"][0] == "10"
    assert rows["Occupations and minors"][0] == "2", "card points without the majors' printed points"
    result = calculator.score({"game": "agricola", "players": [ann, entry("agricola", "Bob")]}, solver="exact")
    assert sum(int(points[0]) for label, points in rows.items() if label != "Total") == result["players"][0]["total"]
    assert rows["Total"] == [str(p["total"]) for p in result["players"]]
    assert "Card points" not in rows and "Wild boar" in rows, "categories in the game's words"


def test_the_start_player_decides_an_acbas_tie_and_the_sheet_explains_it(client):
    page = sheet_page(client, "acbas", [entry("acbas", "Ann"), entry("acbas", "Bob")], start_player="0")
    words = text(page)
    assert "Bob wins with -1 point." in words
    assert "Tie: Ann and Bob both have -1 point; the tie goes to Bob, because Ann was the start player in round 1." \
        in words
    assert "Start player in round 1 Ann" in words  # a term and its description


def test_a_shared_agricola_win_is_explained(client):
    words = text(sheet_page(client, "agricola", [entry("agricola", "Ann"), entry("agricola", "Bob")]))
    assert "Ann and Bob share the win with" in words and "Agricola has no tie-break." in words


def test_a_sheet_without_a_tie_explains_none(client):
    page = sheet_page(client, "acbas", [entry("acbas", "Ann", "small"), entry("acbas", "Bob", "big")])
    assert 'id="tie-break"' not in page and "Bob wins with" in text(page)


def test_a_hens_sheet_says_the_goal_card_in_words(client):
    words = text(sheet_page(client, "hens", [entry("hens", "Ann"), entry("hens", "Bob")], goal_card="G03"))
    assert ("Goal card G03 1 point for each corner hen with 2 or more eggs; 2 points for each full line of 3 hens "
            "of one breed") in words  # a term and its description


def test_the_sheet_speaks_to_players_and_keeps_details_for_programs_under_a_fold(client):
    players = [entry("hens", name) for name in ("Ann", "Bob", "Cy")]
    page = sheet_page(client, "hens", players)
    main, advanced = page.split('<details class="advanced">')
    words = text(main.split("<main>")[1])
    for jargon in ("seat", "players[", "seed", "api/v1", "/results/"):
        assert jargon not in words.lower(), jargon
    assert "/api/v1/results/" in advanced
    total = calculator.score({"game": "hens", "players": players})["players"][2]["total"]
    assert f"Cy: {total} points" in words


def test_the_home_page_has_a_play_card_and_the_score_sheets(client):
    page = client.get("/").get_data(as_text=True)
    for game in games.names():
        assert f'href="/{game}/table"' in page and f'href="/{game}"' in page
    assert 'href="/play"' in page and 'href="/results"' in page and ">Start a game<" in page


def test_a_game_from_elsewhere_gets_a_table_form_and_a_sheet_through_its_face(client):
    page = client.get("/orchard/table").get_data(as_text=True)
    assert 'name="players[1].orchard"' in page
    data = {"players": "2", "action": "score", "players[0].name": "Ann", "players[0].orchard": "A A A\nP A .",
            "players[1].orchard": "P P P\nP P A"}
    sheet = stored(client, client.post("/orchard/table", data=data))
    assert sheet["result"]["winners"] == [1]
    assert "Player 2 wins with 11 points." in text(client.get(f"/results/{sheet['id']}").get_data(as_text=True))


# --- quick entry (issue 27 item 1): each player's counts instead of the drawn farm or grid -------------


def quick_posted(game: str, players: list[dict], **table: str) -> dict:
    """What a browser posts for a table whose players chose quick entry (each an entry with ``counts``):
    a fresh form's values, the player's typed over them."""
    form = TableForm.of(face(game))
    data = {"players": str(len(players)), "action": "score", **table}
    fresh = form.new(len(players))
    for seat, player in enumerate(players):
        values = {**fresh.seats[seat], **{k: v for k, v in form.form.values({"game": game, **player},
                                                                             form.seat_fields).items() if v != ""}}
        data.update({f"players[{seat}].{name}": value for name, value in values.items()})
        data.update({f"players[{seat}].counts.{key}": str(value) for key, value in player["counts"].items()})
        data[f"players[{seat}].entry"] = "quick"
    return data


QUICK_TABLES = [
    ("agricola", [{"name": "Ann", "counts": {"fields": 4, "pastures": 3, "unused_spaces": 1, "fenced_stables": 2,
                                             "rooms": 4}, "house": "clay", "people": 5, "animals": {"sheep": 8}},
                  {"name": "Bob", "counts": {"fields": 2, "pastures": 0, "unused_spaces": 11, "fenced_stables": 0,
                                             "rooms": 2}, "grain": 3}], {}),
    ("acbas", [{"name": "Ann", "counts": {"stalls": 2, "full_expansions": 1}, "animals": {"sheep": 9}},
               {"name": "Bob", "counts": {"half_timbered_house": 1}, "animals": {"horses": 5}}], {"start_player": "0"}),
    ("hens", [{"name": "Ann", "counts": {"largest_group_size": 5, "largest_group": 11, "second_group_size": 3,
                                         "medals": 4, "goals": -2}},
              {"name": "Bob", "counts": {"largest_group_size": 6, "largest_group": 12, "second_group_size": 4,
                                         "coops": 1}}], {"goal_card": "G03"}),
]


@pytest.mark.parametrize("game, players, shared", QUICK_TABLES, ids=[t[0] for t in QUICK_TABLES])
def test_a_table_entered_by_quick_entry_stores_the_counts_and_scores_them_on_the_one_path(client, game, players, shared):
    sheet = stored(client, client.post(f"/{game}/table", data=quick_posted(game, players, **shared)))
    for player, kept in zip(players, sheet["document"]["players"]):
        assert {k: v for k, v in kept["counts"].items() if v} == {k: v for k, v in player["counts"].items() if v}
        assert not {"farmyard", "farm", "grid", "expansions", "rooster"} & set(kept)
    document = {"game": game, "players": players, **{k: int(v) if v.isdigit() else v for k, v in shared.items()}}
    assert sheet["result"] == calculator.score(document)
    assert all(p["placement"] is None for p in sheet["result"]["players"] if "placement" in p)


def test_a_quick_entry_sheet_shows_no_picture_and_none_to_download(client):
    game, players, shared = QUICK_TABLES[0]
    response = client.post(f"/{game}/table", data=quick_posted(game, players, **shared))
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert text(page).count("Scored by quick entry: nothing drawn.") == 2 and "<svg" not in page.split("sheet-pictures")[1]
    assert client.get(response.headers["Location"] + "/0.svg").status_code == 404


def test_an_unreachable_count_is_shown_beside_its_input_in_the_player_s_words(client):
    game, players, _ = QUICK_TABLES[0]
    bad = [players[0], {**players[1], "counts": {**players[1]["counts"], "fields": 16}}]
    response = client.post("/agricola/table", data=quick_posted(game, bad))
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert 'id="f-p1-counts-fields" name="players[1].counts.fields" value="16"' in page.replace(' step="1"', "")\
        or 'aria-describedby="f-p1-counts-fields-error"' in page
    assert re.search(r'id="f-p1-counts-fields-error">16 fields, 2 rooms', page)
    assert 'name="players[1].entry" value="quick" checked' in page


def test_a_fresh_form_draws_by_default_and_offers_quick_entry_to_every_player(client):
    page = client.get("/hens/table?players=3").get_data(as_text=True)
    assert page.count('value="draw" checked') == 3 and page.count('value="quick">') == 3
    assert "data-fresh" in page and 'data-replaces="rooster"' in page
    assert text(page).count("How to enter the score Lay out the grid Quick entry") == 3


def taps(page: str, input_id: str) -> list[str] | None:
    """The values offered as taps beside input ``input_id`` (None: no taps), and whether they start hidden."""
    row = re.search(rf'<span class="taps" role="group" aria-label="[^"]+" data-for="{input_id}" hidden>(.*?)</span>',
                    page, re.S)
    return re.findall(r'data-value="(\d+)"', row[1]) if row else None


def test_small_counts_are_offered_as_taps_of_the_rules_ranges(client):
    page = client.get("/agricola/table?players=4").get_data(as_text=True)
    rules = calculator.agricola.rules
    for seat in range(4):
        assert taps(page, f"f-p{seat}-counts-rooms") == [str(n) for n in range(rules.MIN_ROOMS, rules.MIN_ROOMS + 5)]
        assert taps(page, f"f-p{seat}-counts-pastures") == [str(n) for n in range(rules.MAX_PASTURES + 1)]
        assert taps(page, f"f-p{seat}-counts-fenced_stables") == [str(n) for n in range(rules.MAX_STABLES + 1)]
        assert taps(page, f"f-p{seat}-people") == [str(n) for n in range(rules.MIN_PEOPLE, rules.MAX_PEOPLE + 1)]
        assert taps(page, f"f-p{seat}-majors-fireplace") == ["0", "1", "2"], "two copies: 0, 1 or 2"
        assert taps(page, f"f-p{seat}-majors-well") is None, "one copy: a checkbox"
        assert taps(page, f"f-p{seat}-counts-fields") is None and taps(page, f"f-p{seat}-grain") is None
        assert f'id="f-p{seat}-counts-rooms" name="players[{seat}].counts.rooms" value="2"' in page, \
            "the input stays, for any other number"
    assert "taps.js" in page
    one = client.get("/agricola").get_data(as_text=True)
    assert taps(one, "f-people") == ["2", "3", "4", "5"] and "taps.js" in one
    assert "taps.js" not in client.get("/acbas/table").get_data(as_text=True)


def test_a_count_past_its_taps_is_typed_and_scored_exactly(client):
    players = [{"name": "Ann", "counts": {"fields": 2, "pastures": 0, "unused_spaces": 4, "fenced_stables": 0,
                                          "rooms": 9}, "house": "stone", "people": 5},
               {"name": "Bob", "counts": {"fields": 2, "pastures": 0, "unused_spaces": 11, "fenced_stables": 0,
                                          "rooms": 2}}]
    sheet = stored(client, client.post("/agricola/table", data=quick_posted("agricola", players)))
    assert sheet["document"]["players"][0]["counts"]["rooms"] == 9
    assert sheet["result"] == calculator.score({"game": "agricola", "players": players})
    assert sheet["result"]["players"][0]["breakdown"]["rooms"] == 9 * 2, "stone rooms: 2 points each"


def test_the_manger_asks_its_pasture_spaces_as_its_card_input_beside_it_in_quick_entry(client):
    ann = {"name": "Ann", "counts": {"fields": 4, "pastures": 3, "unused_spaces": 1, "fenced_stables": 2, "rooms": 4},
           "cards": ["Manger"], "animals": {"sheep": 8}}
    bob = QUICK_TABLES[0][1][1]
    assert "counts.pasture_spaces" not in client.get("/agricola/table").get_data(as_text=True), "not a count"
    refused = client.post("/agricola/table", data=quick_posted("agricola", [ann, bob]))
    assert refused.status_code == 422
    picked = refused.get_data(as_text=True).split('id="f-p0-cards-picked"', 1)[1].split("</ul>", 1)[0]
    assert 'class="pick-input quick-only invalid"' in picked
    assert 'name="players[0].card_inputs.E23.pasture_spaces"' in picked
    assert re.search(r'id="f-p0-card_inputs-E23-pasture_spaces-error">[^<]*pasture_spaces', picked)
    six = {**ann, "card_inputs": {"E23": {"pasture_spaces": 6}}}
    sheet = stored(client, client.post("/agricola/table", data=quick_posted("agricola", [six, bob])))
    assert sheet["document"]["players"][0]["card_inputs"] == {"E23": {"pasture_spaces": 6}}
    assert "pasture_spaces" not in sheet["document"]["players"][0]["counts"]
    manger = sheet["result"]["players"][0]["cards"][0]
    assert (manger["name"], manger["bonus"]) == ("Manger", 1)


def test_the_mangers_pasture_spaces_out_of_range_are_named_beside_it(client):
    ann = {"name": "Ann", "counts": {"fields": 4, "pastures": 3, "unused_spaces": 1, "fenced_stables": 2, "rooms": 4},
           "cards": ["Manger"], "card_inputs": {"E23": {"pasture_spaces": 12}}}
    refused = client.post("/agricola/table", data=quick_posted("agricola", [ann, QUICK_TABLES[0][1][1]]))
    assert refused.status_code == 422
    picked = refused.get_data(as_text=True).split('id="f-p0-cards-picked"', 1)[1].split("</ul>", 1)[0]
    assert re.search(r'id="f-p0-card_inputs-E23-pasture_spaces-error">', picked)
    assert 'value="12"' in picked, "what was typed stays"


def test_the_organic_farmer_asks_its_qualifying_pastures_beside_it_in_quick_entry(client):
    ann = {"name": "Ann", "counts": {"fields": 4, "pastures": 3, "unused_spaces": 1, "fenced_stables": 2, "rooms": 4},
           "cards": ["Organic Farmer"], "animals": {"sheep": 3}, "card_inputs": {"K274": {"qualifying_pastures": 2}}}
    sheet = stored(client, client.post("/agricola/table", data=quick_posted("agricola", [ann, QUICK_TABLES[0][1][1]])))
    farmer = sheet["result"]["players"][0]["cards"][0]
    assert (farmer["name"], farmer["bonus"]) == ("Organic Farmer", 2)


def test_a_drawn_player_posts_no_input_of_quick_entry(client):
    form = TableForm.of(face("agricola"))
    values = form.new(2)
    seat = {**values.seats[0], "cards": "Manger", "card_inputs.E23.pasture_spaces": "6",
            "farmyard": "a a a . .\nR a a a .\nR . . . ."}
    document = form.document(replace(values, seats=(seat, values.seats[1])))
    assert "card_inputs" not in document["players"][0], "the drawn farm says the pasture spaces"


def test_only_a_whole_table_in_quick_entry_asks_the_manger_for_pasture_spaces():
    from web.faces.agricola.cards import PICKS
    from web.forms import Scope

    manger = PICKS.find("Manger")
    assert [(spec.name, spec.quick) for spec in manger.asks(Scope(0))] == [("pasture_spaces", True)]
    assert manger.asks(Scope()) == (), "the one-player form draws the farmyard"
    quick = {pick.id for pick in PICKS.entries() for spec in pick.inputs if spec.quick}
    assert quick == {"E23", "K274"}


def test_an_older_sheet_with_counts_pasture_spaces_is_edited_with_the_mangers_input(tmp_path):
    from web.edits import cookie_name
    from web.store import GameStore

    ann = {"name": "Ann", "counts": {"fields": 4, "pastures": 3, "unused_spaces": 1, "fenced_stables": 2, "rooms": 4,
                                     "pasture_spaces": 6}, "cards": ["Manger"]}
    document = {"game": "agricola", "players": [ann, QUICK_TABLES[0][1][1]]}  # as an older version stored it
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "SOLVER": "exact"})
    client = app.test_client()
    client.get("/agricola/table")  # the database made
    stored_sheet, key = GameStore(tmp_path / "games.db").save_result("agricola", document, {"players": []})
    client.set_cookie(cookie_name(stored_sheet.id), key, path=f"/results/{stored_sheet.id}")
    page = client.get(f"/results/{stored_sheet.id}/edit").get_data(as_text=True)
    picked = page.split('id="f-p0-cards-picked"', 1)[1].split("</ul>", 1)[0]
    assert 'name="players[0].card_inputs.E23.pasture_spaces" value="6"' in picked
    assert "counts.pasture_spaces" not in page


# --- guards (issue 27 item 4) ------------------------------------------------------------------------------


def field_errors(page: str) -> list[str]:
    return [text(found) for found in re.findall(r'<p class="field-error"[^>]*>(.*?)</p>', page, re.S)]


def summaries(page: str) -> list[str]:
    alert = page.split('role="alert">', 1)[1].split("</div>", 1)[0]
    return [text(found) for found in re.findall(r"<a href=\"#[^\"]+\">(.*?)</a>", alert, re.S)]


@pytest.mark.parametrize("game", games.names())
def test_a_player_with_nothing_entered_is_named_instead_of_scored(client, game):
    fresh = TableForm.of(face(game)).new(2)
    data = {**posted(game, [entry(game, "Ann")]), "players": "2", "players[1].name": "Bob",
            **{f"players[1].{name}": value for name, value in fresh.seats[1].items()}}
    response = client.post(f"/{game}/table", data=data)
    page = response.get_data(as_text=True)
    assert response.status_code == 400, "nothing is stored"
    assert field_errors(panel(page, 1)) == ["nothing is entered for this player: enter what they have, or choose fewer "
                                            "players"]
    assert summaries(page) == ["Bob: nothing is entered for this player: enter what they have, or choose fewer players"]
    assert not field_errors(panel(page, 0))


def test_an_acbas_tie_without_the_start_player_asks_for_it(client):
    players = [entry("acbas", "Ann"), entry("acbas", "Bob")]
    response = client.post("/acbas/table", data=posted("acbas", players))
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and summary(page)[0] == "f-start_player"
    beside = page.split('id="f-start_player"', 1)[1].split("</div>", 1)[0]
    assert "the players are tied: choose the start player of round 1" in text(beside)
    assert stored(client, client.post("/acbas/table", data=posted("acbas", players, start_player="1")))


def test_an_acbas_table_without_a_tie_needs_no_start_player(client):
    players = [entry("acbas", "Ann", "small"), entry("acbas", "Bob", "big")]
    assert stored(client, client.post("/acbas/table", data=posted("acbas", players)))


def test_every_player_s_error_is_shown_at_once_beside_its_field(client):
    players = [entry("agricola", "Ann", "mid_game"), entry("agricola", "Bob", "strong"),
               entry("agricola", "Cy", "starving")]
    data = posted("agricola", players)
    data["players[0].farmyard"] = "F F Q . .\nR . . . .\nR . . . ."
    data["players[2].cards"] = "Golden Goose"
    page = client.post("/agricola/table", data=data).get_data(as_text=True)
    said = summaries(page)
    assert len(said) == 2 and said[0].startswith("Ann's farmyard") and said[1].startswith("Cy's cards in play"), said
    assert field_errors(panel(page, 0)) and field_errors(panel(page, 2)) and not field_errors(panel(page, 1))
    assert "Golden Goose" in " ".join(field_errors(panel(page, 2)))


def test_every_player_s_rule_violation_is_shown_at_once(client):
    data = posted("acbas", [{"name": "Ann", "farm": ["a a", ". .", ". ."]}, {"name": "Bob", "farm": ["C a", ". .", "C ."]}])
    page = client.post("/acbas/table", data=data).get_data(as_text=True)
    said = summaries(page)
    assert len(said) == 2 and said[0].startswith("Ann's farm") and said[1].startswith("Bob's farm"), said
    assert "found 0 houses" in " ".join(field_errors(panel(page, 0)))
    assert "found 2 houses" in " ".join(field_errors(panel(page, 1)))
