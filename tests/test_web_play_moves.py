"""Playing in the browser without JavaScript (Flask's test client): pieces placed by the places on
your farm's picture, repeated actions asked as one count, taking a move back, this browser's games,
the finished game's score sheet, and words for players rather than seats and seeds."""

from __future__ import annotations

import html as markup
import re
from collections.abc import Callable

import pytest

from calculator import games
from calculator.core.protocol import replay
from web.play import cookie_name


def start(client, game="acbas", players=2, seed=7, bot="random"):
    form = {"game": game, "players": str(players), "me": "0", "seed": str(seed),
            **{f"bot-{seat}": bot for seat in range(5)}}
    response = client.post("/play", data=form)
    assert response.status_code == 303, response.text
    return response.headers["Location"].rsplit("/", 1)[1]


def page(client, game_id) -> str:
    response = client.get(f"/play/{game_id}")
    assert response.status_code == 200
    return response.text


def shown(html: str) -> dict[str, str]:
    """What a post from this page carries besides the action: the log entries and take-backs it showed."""
    return {name: re.search(fr'name="{name}" value="(\d+)"', html)[1] for name in ("seen", "takebacks")}


def post(client, game_id, html, action, **fields):
    return client.post(f"/play/{game_id}/act", data={"action": action, **shown(html), **fields})


def places(html: str) -> list[str]:
    """The action ids of the clickable places laid over your farm's picture."""
    return re.findall(r'form="move" name="action" value="([^"]+)"\s+class="place ', html)


def buttons(html: str) -> list[str]:
    """The action ids of the buttons of the move form (not the places on the picture)."""
    form = html[html.index('id="move"'):html.index("</form>", html.index('id="move"'))]
    return re.findall(r'<button type="submit" name="action" value="([^"]+)"', form)


def every_action(html: str) -> list[str]:
    return re.findall(r'name="action" value="([^"]+)"', html)


def log(client, game_id) -> dict:
    return client.get(f"/api/v1/games/{game_id}/log").json


def play_until(client, game_id, wanted: Callable[[str], bool], prefer=(), limit=150) -> str:
    """Press the preferred legal action (else the first) until the page is ``wanted``; returns that page."""
    for _ in range(limit):
        html = page(client, game_id)
        if wanted(html):
            return html
        legal = every_action(html)
        assert legal, "the game ended first"
        action = next((a for a in prefer if a in legal), legal[0])
        assert post(client, game_id, html, action).status_code == 303
    raise AssertionError("never reached")


def visible_text(html: str) -> str:
    """The words a reader sees on the main path: no tags, no Advanced fold."""
    html = re.sub(r'<details class="advanced".*?</details>', "", html, flags=re.S)
    html = re.sub(r"<(script|style|title)\b.*?</\1>", "", html, flags=re.S)
    return markup.unescape(re.sub(r"<[^>]+>", " ", html))


# --- places on the farm ---------------------------------------------------------------------------


def test_each_place_on_the_farm_posts_the_same_action_as_its_button(client):
    game_id = start(client)
    html = play_until(client, game_id, lambda h: "space:walls" in every_action(h))
    assert post(client, game_id, html, "space:walls").status_code == 303
    html = page(client, game_id)
    assert "Walls: place borders" in html
    assert places(html) and sorted(places(html)) == sorted(buttons(html)), "one place per border button"
    assert all(action.startswith("border:") for action in places(html))
    assert "Or choose by name" in html, "the buttons are the keyboard and no-JavaScript way"
    edge = places(html)[0]
    assert post(client, game_id, html, edge).status_code == 303
    after = page(client, game_id)
    assert f'class="border" data-edge="{edge.removeprefix("border:").replace(":", ",")}"' in after, \
        "a border placed is drawn at once, before it encloses a pasture"
    assert edge not in places(after)


def test_the_pasture_being_fenced_is_shown_on_the_farm_until_it_is_enclosed(client):
    game_id = start(client, "agricola")
    html = play_until(client, game_id, lambda h: "Fence a pasture" in h, prefer=("space:fences", "space:build",
                                                                                   "space:wood", "done"))
    cell = next(action for action in places(html) if action.startswith("cell:"))
    assert post(client, game_id, html, cell).status_code == 303
    picked = page(client, game_id)
    assert picked.count('class="picked"') == 1, "the space picked is marked on the picture"
    assert "enclose" in every_action(picked)
    assert post(client, game_id, picked, "enclose").status_code == 303
    assert 'class="picked"' not in page(client, game_id)


def test_with_several_pieces_you_choose_which_to_place(client):
    game_id = start(client)
    html = play_until(client, game_id, lambda h: 'class="pieces"' in h,
                      prefer=("space:special_building_1", "space:special_building_2", "space:wood3", "space:stone2",
                              "space:stone1", "space:building_materials", "space:start_player_wood"))
    assert "Build a special building" in html
    pieces = re.findall(r'<label class="piece"><input type="radio" name="piece" id="piece-(\d)"[^>]*> ([^<]+)</label>',
                        html)
    assert len(pieces) >= 2 and len({name for _, name in pieces}) == len(pieces)
    marks = re.findall(r'data-piece="(\d)"', html)
    assert sorted(set(marks)) == [n for n, _ in pieces], "every piece has places on the farm"


# --- counts --------------------------------------------------------------------------------------

ANIMALS_FIRST = ("space:pigs_sheep", "space:cattle_pigs", "space:horses_sheep", "space:millpond")


def test_releasing_animals_is_one_choice_per_type_with_a_count(client):
    game_id = start(client)
    html = play_until(client, game_id, lambda h: 'class="counted"' in h, prefer=ANIMALS_FIRST, limit=300)
    field, most = re.search(r'name="(times-release:\w+)"[^>]*?max="(\d+)"', html, re.S).groups()
    action = field.removeprefix("times-")
    assert int(most) >= 2
    before = log(client, game_id)["actions"]
    assert post(client, game_id, html, action, **{field: "2"}).status_code == 303
    after = log(client, game_id)["actions"]
    assert after[len(before):len(before) + 2] == [{"seat": 0, "action": action}] * 2, "two releases, one request"
    again = post(client, game_id, html, action, **{field: "2"})
    assert again.status_code == 409 and "moved on" in again.text, "the same post never applies twice"
    assert log(client, game_id)["actions"] == after


@pytest.mark.parametrize(("times", "status", "words"), [("99", 422, "at most 2 times now, not 99"), ("two", 400, "whole number"),
                                                         ("0", 400, "whole number")])
def test_a_count_beyond_what_is_allowed_changes_nothing(client, times, status, words):
    game_id = start(client)
    html = play_until(client, game_id, lambda h: 'class="counted"' in h, prefer=ANIMALS_FIRST, limit=300)
    action = re.search(r'name="times-(release:\w+)"', html)[1]
    before = log(client, game_id)
    response = post(client, game_id, html, action, **{f"times-{action}": times})
    assert response.status_code == status and words in response.text
    assert log(client, game_id) == before


# --- take back -----------------------------------------------------------------------------------


def test_take_back_replays_the_game_without_your_last_move_and_the_bots_replies(client):
    game_id = start(client, "agricola")
    html = page(client, game_id)
    before = log(client, game_id)["actions"]
    assert post(client, game_id, html, every_action(html)[0]).status_code == 303
    moved = page(client, game_id)
    replies = log(client, game_id)["actions"][len(before):]
    assert len(replies) >= 2, "your move and the bot's answer"
    response = client.post(f"/play/{game_id}/takeback", data=shown(moved))
    assert response.status_code == 303
    back = log(client, game_id)
    assert back["actions"] == before, "your move and the bot's reply are off the line of play"
    assert back["taken_back"] == [{"at": len(before), "actions": replies}], "and kept, not lost"
    state = replay(games.new_game("agricola", seed=7, num_players=2),  # (the log shows the seed at the end)
                   [entry["action"] for entry in back["actions"]])
    assert state.current_player == 0 and every_action(page(client, game_id)) == every_action(html)
    stale = client.post(f"/play/{game_id}/takeback", data=shown(moved))
    assert stale.status_code == 409 and "moved on" in stale.text, "a repeated take-back never applies twice"
    old_move = post(client, game_id, moved, every_action(moved)[0])
    assert old_move.status_code == 409, "a page from before the take-back cannot move either"
    assert log(client, game_id) == back


def test_no_take_back_in_a_game_with_hidden_cards(client):
    game_id = start(client, "hens", 3)
    html = page(client, game_id)
    assert post(client, game_id, html, every_action(html)[0]).status_code == 303
    html = page(client, game_id)
    assert 'id="take-back"' not in html
    before = log(client, game_id)
    response = client.post(f"/play/{game_id}/takeback", data=shown(html))
    assert response.status_code == 409 and "hidden cards" in response.text
    assert log(client, game_id) == before


def test_no_take_back_against_people(client, app):
    created = client.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "ann"}, {"name": "bob"}],
                                                 "seed": 3}).json
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    mover = created["to_move"]
    game_id = created["id"]
    action = client.get(f"/api/v1/games/{game_id}/actions").json["actions"][0]["id"]
    client.post(f"/api/v1/games/{game_id}/actions", json={"action": action},
                headers={"Authorization": f"Bearer {tokens[mover]}"})
    browser = app.test_client()
    browser.set_cookie(cookie_name(game_id), tokens[mover], path=f"/play/{game_id}")
    assert 'id="take-back"' not in browser.get(f"/play/{game_id}").text
    before = log(client, game_id)
    response = browser.post(f"/play/{game_id}/takeback")
    assert response.status_code == 409 and "only in a game against bots" in response.text
    assert log(client, game_id) == before


def test_nothing_to_take_back_before_your_first_move(client):
    for seed in range(10):  # a seed where you start
        game_id = start(client, seed=seed)
        if not log(client, game_id)["actions"]:
            break
    html = page(client, game_id)
    assert 'id="take-back"' not in html
    response = client.post(f"/play/{game_id}/takeback", data=shown(html))
    assert response.status_code == 409 and "no move of yours to take back" in response.text


# --- my games ------------------------------------------------------------------------------------


def test_play_lists_this_browsers_games_and_no_one_elses(client, app):
    first = start(client, "agricola", seed=1)
    second = start(client, "acbas", seed=2)
    listing = client.get("/play").text
    mine = re.findall(r'<a href="/play/([0-9a-f]+)">', listing)
    assert mine == [second, first], "newest first"
    assert "ACBAS against Random bot" in listing and "Your move" in listing
    assert "Your games" not in app.test_client().get("/play").text


def test_a_game_the_database_no_longer_has_is_left_out(client, app):
    game_id = start(client)
    client.set_cookie("agricalc_games", f"{'f' * 16}-0.{game_id}-0.not-an-entry", path="/play")
    assert re.findall(r'<a href="/play/([0-9a-f]+)">', client.get("/play").text) == [game_id]


def test_listing_your_games_replays_none_of_them(client, app, monkeypatch):
    """The list reads what the store keeps with every move: its cost does not grow with the games' length."""
    first = start(client, "agricola", seed=1)
    moves = iter(range(6))
    play_until(client, first, lambda h: next(moves, None) is None)  # six moves in
    second = start(client, "acbas", seed=2)
    expected = client.get("/play").text
    from web import gameplay

    def no_replay(*args, **kwargs):
        raise AssertionError("a game was replayed to list it")

    monkeypatch.setattr(gameplay, "replay", no_replay)
    monkeypatch.setattr(gameplay, "load", no_replay)
    assert client.get("/play").text == expected
    assert re.findall(r'<a href="/play/([0-9a-f]+)">', expected) == [second, first]


def test_a_game_stored_before_summaries_is_listed_and_its_summary_kept(client, app):
    from web import gameplay
    from web.store import GameStore

    game_id = start(client, "agricola", seed=1)
    expected = client.get("/play").text
    store = GameStore(app.config["DATABASE"])
    try:
        store._db.execute("UPDATE games SET summary = NULL")  # as a database from before summaries
        listing = client.get("/play").text
        assert listing == expected
        kept = store.summaries([game_id])[game_id].summary
        assert kept == gameplay.summary(gameplay.load(store, game_id).state)
    finally:
        store.close()


# --- the finished game's score sheet --------------------------------------------------------------


def finish(client, game_id) -> str:
    return play_until(client, game_id, lambda h: 'id="final"' in h, limit=400)


def test_a_finished_game_links_to_its_own_score_sheet_with_every_seat(client):
    game_id = start(client, seed=3)
    html = finish(client, game_id)
    sheet = re.search(r'<a class="button-link" id="sheet-link" href="/results/([\w-]+)"', html)
    assert sheet, "stored when the game ended in the browser"
    stored = client.get(f"/api/v1/results/{sheet[1]}").json
    view = client.get(f"/api/v1/games/{game_id}").json
    assert [player["total"] for player in stored["result"]["players"]] == view["scores"]
    assert [entry["name"] for entry in stored["document"]["players"]] == ["You", "Random bot"]
    assert all(len(player["breakdown"]) > 1 for player in stored["result"]["players"]), "the full breakdown"
    again = client.post(f"/play/{game_id}/sheet")
    assert again.status_code == 303 and again.headers["Location"] == f"/results/{sheet[1]}", "stored once"
    page_of_sheet = client.get(f"/results/{sheet[1]}")
    assert page_of_sheet.status_code == 200 and "Random bot" in page_of_sheet.text


def test_a_played_game_s_sheet_is_titled_with_the_game_the_date_and_the_players_in_the_page_s_language(client):
    game_id = start(client, seed=3)
    sheet = re.search(r'id="sheet-link" href="(/results/[\w-]+)"', finish(client, game_id))[1]
    heading = re.compile(r'<h1 id="sheet-title">([^<]*)</h1>')
    english = markup.unescape(heading.search(client.get(sheet).text)[1])
    date = re.fullmatch(r"ACBAS, (\w{3} \d{1,2}, \d{4}): You and Random bot", english)
    assert date, english
    greek = markup.unescape(heading.search(client.get(sheet, query_string={"lang": "el"}).text)[1])
    assert "Random bot" not in greek and "You" not in greek and date[1][-4:] in greek and greek != english
    listing = client.get("/results", query_string={"lang": "el"}).text
    assert greek in markup.unescape(listing) and "Random bot" not in listing
    stored = client.get(f"/api/v1{sheet}").json
    assert stored["document"]["title"] == english, "the record stays in English"


def test_a_game_finished_elsewhere_gets_its_sheet_when_first_asked(client, app):
    created = client.post("/api/v1/games", json={"game": "acbas", "players": [{"bot": "random"}, {"bot": "random"}],
                                                 "seed": 5}).json
    game_id = created["id"]
    assert created["status"] == "finished"
    html = app.test_client().get(f"/play/{game_id}").text
    assert 'form method="post" action="/play/%s/sheet"' % game_id in html, "a button: a GET stores nothing"
    assert client.get("/api/v1/results").json["results"] == []
    first = client.post(f"/play/{game_id}/sheet")
    second = client.post(f"/play/{game_id}/sheet")
    assert first.status_code == second.status_code == 303 and first.headers["Location"] == second.headers["Location"]
    assert len(client.get("/api/v1/results").json["results"]) == 1


def test_a_game_still_going_on_has_no_sheet_yet(client):
    game_id = start(client)
    response = client.post(f"/play/{game_id}/sheet")
    assert response.status_code == 409 and "not over yet" in response.text


# --- words ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players"), [("acbas", 2), ("agricola", 3), ("hens", 3)])
def test_the_main_path_speaks_of_players_not_seats_seeds_or_ids(client, game, players):
    game_id = start(client, game, players, seed=11)
    for html in (client.get("/play").text, page(client, game_id)):
        text = visible_text(html)
        assert not re.search(r"\bseats?\b|\bseeds?\b", text, re.I), re.findall(r".{40}\bsea[td]s?\b.{40}", text, re.I)
        assert game_id not in text
    assert "Random bot 1" in visible_text(page(client, game_id)) or players == 2, "two bots of a kind are numbered"
    advanced = re.search(r'<details class="advanced".*?</details>', page(client, game_id), re.S)[0]
    assert game_id in advanced and "Seed" in advanced


def test_after_one_the_noun_is_singular(client):
    game_id = start(client)
    html = play_until(client, game_id, lambda h: "release:pigs" in every_action(h), prefer=ANIMALS_FIRST, limit=300)
    text = visible_text(html)
    assert "release 1 pig" in text
    assert not re.search(r"(?<![\d.])1 (pigs|horses|people|cards|borders|troughs|stall tiles|expansions)\b", text), \
        re.findall(r".{20}(?<![\d.])1 (?:pigs|horses|people|cards|borders|troughs)\b", text)
