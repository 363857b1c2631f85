"""Sheets you can edit (api.md 4.2): an edit key answered once, each edit a new version, nothing overwritten."""

from __future__ import annotations

import sqlite3

import pytest

from web import create_app
from web.examples import example
from calculator import games
from web.store import GameStore


@pytest.fixture
def db(tmp_path):
    """The database file of conftest's ``app`` and ``client``."""
    return str(tmp_path / "games.db")


def table(game: str, names: list[str], **extra) -> dict:
    entry = {k: v for k, v in example(game).items() if k != "game"}
    return {"game": game, "players": [{**entry, "name": name} for name in names], **extra}


def bearer(key: str) -> dict:
    return {"Authorization": f"Bearer {key}"}


def test_a_stored_sheet_answers_its_edit_key_once(client):
    body = client.post("/api/v1/results", json=table("hens", ["ann", "bob"])).json
    assert isinstance(body["edit_key"], str) and len(body["edit_key"]) >= 20
    stored = client.get(f"/api/v1/results/{body['id']}").json
    assert body["edit_key"] not in str(stored), "the key is never given again"
    assert stored["version"] == 1 and stored["versions"] == 1 and stored["edited"] == stored["created"]


def test_an_edit_with_the_key_stores_a_new_version_and_keeps_the_old(client):
    first = table("hens", ["ann", "bob"], title="Friday")
    body = client.post("/api/v1/results", json=first).json
    second = table("hens", ["ann", "cy"], title="Friday, corrected")
    edited = client.put(f"/api/v1/results/{body['id']}", json=second, headers=bearer(body["edit_key"]))
    assert edited.status_code == 200 and edited.json["version"] == 2
    assert edited.json["result"] == client.post("/api/v1/score", json=second).json, "the one scoring path"
    newest = client.get(f"/api/v1/results/{body['id']}").json
    assert newest["document"] == second and newest["version"] == 2 and newest["versions"] == 2
    old = client.get(f"/api/v1/results/{body['id']}?version=1").json
    assert old["document"] == first and old["version"] == 1 and old["versions"] == 2
    assert old["result"] == body["result"]
    assert client.get(f"/api/v1/results/{body['id']}?version=3").status_code == 404
    assert client.get(f"/api/v1/results/{body['id']}?version=0").status_code == 400


def test_an_edit_without_the_key_or_with_a_wrong_one_is_403_and_changes_nothing(client):
    body = client.post("/api/v1/results", json=table("hens", ["ann", "bob"])).json
    changed = table("hens", ["zed", "yan"])
    for headers in ({}, bearer("not-the-key-at-all"), {"Authorization": body["edit_key"]}):
        refused = client.put(f"/api/v1/results/{body['id']}", json=changed, headers=headers)
        assert refused.status_code == 403 and refused.json["error"] == "wrong_key"
    assert client.get(f"/api/v1/results/{body['id']}").json["versions"] == 1


def test_another_sheet_s_key_does_not_edit_this_one(client):
    mine = client.post("/api/v1/results", json=table("hens", ["ann", "bob"])).json
    other = client.post("/api/v1/results", json=table("hens", ["cy", "di"])).json
    refused = client.put(f"/api/v1/results/{mine['id']}", json=table("hens", ["x", "y"]),
                         headers=bearer(other["edit_key"]))
    assert refused.status_code == 403


def test_an_edit_keeps_the_sheet_s_game_and_the_rules(client):
    body = client.post("/api/v1/results", json=table("hens", ["ann", "bob"])).json
    key = bearer(body["edit_key"])
    other_game = client.put(f"/api/v1/results/{body['id']}", json=table("acbas", ["ann", "bob"], start_player=0),
                            headers=key)
    assert other_game.status_code == 400 and "game" in other_game.json["message"]
    too_long = client.put(f"/api/v1/results/{body['id']}", json=table("hens", ["a" * 61, "bob"]), headers=key)
    assert too_long.status_code == 422 and too_long.json["error"] == "too_long"
    not_json = client.put(f"/api/v1/results/{body['id']}", data="x", headers={**key, "Content-Type": "text/plain"})
    assert not_json.status_code == 415
    assert client.get(f"/api/v1/results/{body['id']}").json["versions"] == 1


def test_an_edit_of_no_such_sheet_is_404(client):
    assert client.put("/api/v1/results/nosuchsheet1", json=table("hens", ["a", "b"]),
                      headers=bearer("x" * 24)).status_code == 404


def test_a_sheet_stored_before_edit_keys_reads_as_version_one_and_cannot_be_edited(db, client):
    stored, _key = GameStore(db).save_result("hens", table("hens", ["ann", "bob"]),
                                             client.post("/api/v1/score", json=table("hens", ["ann", "bob"])).json)
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE results SET edit_hash = NULL")
    assert client.get(f"/api/v1/results/{stored.id}").json["version"] == 1
    assert client.put(f"/api/v1/results/{stored.id}", json=table("hens", ["a", "b"]),
                      headers=bearer("anything-at-all")).status_code == 403


def test_a_database_of_the_schema_before_versions_is_brought_up_to_date_keeping_its_sheets(tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as raw:  # schema 7: as released before versions and clubs
        from web.store import MIGRATIONS
        for script in MIGRATIONS[:7]:
            raw.executescript(script)
        raw.execute("PRAGMA user_version = 7")
        raw.execute("INSERT INTO results VALUES ('oldsheet01', 'hens', '2026-01-01T00:00:00+00:00', "
                    "'{\"game\": \"hens\", \"players\": []}', '{\"players\": [], \"winners\": []}')")
    store = GameStore(path)
    old = store.result("oldsheet01")
    assert old.version == old.versions == 1 and old.club is None and old.edited == old.created


def test_the_sheet_page_offers_edit_only_to_the_browser_that_stored_it(db, client):
    result_id = client.post("/api/v1/results", json=table("hens", ["ann", "bob"])).json["id"]
    page = client.get(f"/results/{result_id}").get_data(as_text=True)
    assert f'href="/results/{result_id}/edit"' in page and "print-page" in page and "copy-link" in page
    stranger = create_app({"TESTING": True, "DATABASE": db}).test_client()
    assert f"/results/{result_id}/edit" not in stranger.get(f"/results/{result_id}").get_data(as_text=True)
    assert stranger.get(f"/results/{result_id}/edit").status_code == 403
    assert stranger.post(f"/results/{result_id}/edit", data={"action": "score"}).status_code == 403


def test_the_edit_form_is_filled_in_from_the_sheet(client):
    document = table("acbas", ["ann", "bob"], title="Friday", start_player=1)
    result_id = client.post("/api/v1/results", json=document).json["id"]
    page = client.get(f"/results/{result_id}/edit").get_data(as_text=True)
    assert 'value="Friday"' in page and 'value="ann"' in page and 'value="bob"' in page
    assert f'action="/results/{result_id}/edit"' in page


@pytest.mark.parametrize("game", games.names())
def test_the_filled_in_form_posts_back_the_same_document(game):
    from web.faces import face
    from web.table_form import TableForm

    app = create_app({"TESTING": True})
    with app.test_request_context():
        form = TableForm.of(face(game))
        shared = {"start_player": 0} if game == "acbas" else {}
        document = table(game, ["ann", "bob"], title="Friday", **shared)
        values = form.filled(document)
        assert form.document(values) == form.document(form.filled(form.document(values)))
        again = form.document(values)
        assert again["title"] == "Friday" and [p["name"] for p in again["players"]] == ["ann", "bob"]


def test_editing_on_the_page_stores_a_new_version_listed_on_the_sheet(client):
    document = table("hens", ["ann", "bob"], title="Friday")
    result_id = client.post("/api/v1/results", json=document).json["id"]
    page = client.get(f"/results/{result_id}/edit")
    assert page.status_code == 200
    from web.faces import face
    from web.table_form import TableForm

    with client.application.test_request_context():
        form = TableForm.of(face("hens"))
        values = form.filled(document)
    posted = {"title": "Friday, corrected", "players": str(values.count), "action": "score"}
    for seat, scope in enumerate(values.scopes):
        posted.update({scope.prefix + name: value for name, value in values.seats[seat].items()})
        posted[scope.prefix + "name"] = values.names[seat]
    saved = client.post(f"/results/{result_id}/edit", data=posted)
    assert saved.status_code == 303 and saved.headers["Location"].endswith(f"/results/{result_id}")
    stored = client.get(f"/api/v1/results/{result_id}").json
    assert stored["versions"] == 2 and stored["document"]["title"] == "Friday, corrected"
    sheet = client.get(f"/results/{result_id}").get_data(as_text=True)
    assert "Version 2 of 2" in sheet and f"/results/{result_id}?version=1" in sheet
    old = client.get(f"/results/{result_id}?version=1").get_data(as_text=True)
    assert "Version 1 of 2" in old and ">Friday<" in old
    assert client.get(f"/results/{result_id}?version=3").status_code == 404


def test_a_sheet_scored_on_the_table_form_is_editable_in_that_browser(client):
    response = client.post("/hens/table", data={"players": "2", "action": "players"})
    assert response.status_code == 200
    from web.faces import face
    from web.table_form import TableForm

    with client.application.test_request_context():
        values = TableForm.of(face("hens")).new(2)
    posted = {"players": "2", "action": "score"}
    for seat, scope in enumerate(values.scopes):
        posted.update({scope.prefix + name: value for name, value in values.seats[seat].items()})
        posted.update({scope.prefix + "entry": "quick", scope.prefix + "counts.largest_group_size": "6",  # something entered
                       scope.prefix + "counts.largest_group": str(12 - seat), scope.prefix + "counts.second_group_size": "4"})
    stored = client.post("/hens/table", data=posted)
    assert stored.status_code == 303
    result_id = stored.headers["Location"].rsplit("/", 1)[1]
    assert client.get(f"/results/{result_id}/edit").status_code == 200


def test_a_sheet_scored_by_quick_entry_is_edited_by_quick_entry(client):
    """The edit form of a counts sheet offers each player's counts, quick entry chosen, not an
    empty drawing."""
    counts = [{"fields": 4, "pastures": 2, "unused_spaces": 2, "fenced_stables": 0, "rooms": 3},
              {"fields": 0, "pastures": 0, "unused_spaces": 13, "fenced_stables": 0, "rooms": 2}]
    document = {"game": "agricola", "players": [{"name": name, "counts": c} for name, c in zip(["Ann", "Bob"], counts)]}
    body = client.post("/api/v1/results", json=document).json
    page = client.get(f"/results/{body['id']}/edit").get_data(as_text=True)
    assert page.count('value="quick" checked') == 2
    assert 'name="players[0].counts.fields" value="4"' in page
    assert 'name="players[1].counts.unused_spaces" value="13"' in page
