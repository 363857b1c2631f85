"""Clubs (api.md 4.2): a named group with a secret key, the sheets filed under it, its players rated by name."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from test_web_edits import bearer, db, table  # noqa: F401 (db: a fixture, the database of conftest's client)
from web import create_app


def make_club(client, name: str = "Friday club") -> dict:
    made = client.post("/api/v1/clubs", json={"name": name})
    assert made.status_code == 201
    return made.json


def test_a_club_is_made_with_a_secret_key_and_page(client):
    club = make_club(client)
    assert set(club) == {"id", "key", "url"} and club["url"] == f"/clubs/{club['id']}/{club['key']}"
    shown = client.get(f"/api/v1/clubs/{club['id']}", headers=bearer(club["key"])).json
    assert shown["name"] == "Friday club" and shown["sheets"] == [] and shown["ratings"] == []


def test_a_club_without_its_key_is_403(client):
    club = make_club(client)
    for headers in ({}, bearer("wrong-key-wrong-key"), {"Authorization": club["key"]}):
        refused = client.get(f"/api/v1/clubs/{club['id']}", headers=headers)
        assert refused.status_code == 403 and refused.json["error"] == "wrong_key"
    assert client.get("/api/v1/clubs/nosuchclub1", headers=bearer(club["key"])).status_code == 403


def test_a_club_name_is_a_bounded_text(client):
    assert client.post("/api/v1/clubs", json={"name": "x" * 121}).json["error"] == "too_long"
    assert client.post("/api/v1/clubs", json={"name": "x" * 121}).status_code == 422
    assert client.post("/api/v1/clubs", json={"name": ""}).status_code == 400
    assert client.post("/api/v1/clubs", json={}).status_code == 400
    assert client.post("/api/v1/clubs", json={"name": "a", "extra": 1}).status_code == 400
    assert client.post("/api/v1/clubs", data="name=a").status_code == 415


def test_making_clubs_is_a_rate_limited_write(db):
    limited = create_app({"TESTING": True, "DATABASE": db, "CLUB_WRITES": "2 per minute"}).test_client()
    assert [limited.post("/api/v1/clubs", json={"name": "c"}).status_code for _ in range(3)] == [201, 201, 429]
    assert "Retry-After" in limited.post("/api/v1/clubs", json={"name": "c"}).headers


def test_a_sheet_filed_under_a_club_is_listed_with_its_key_and_the_key_is_not_stored(db, client):
    club = make_club(client)
    filed = client.post("/api/v1/results", json=table("hens", ["ann", "bob"], club={"id": club["id"],
                                                                                   "key": club["key"]}))
    assert filed.status_code == 201
    stored = client.get(f"/api/v1/results/{filed.json['id']}").json
    assert "club" not in stored["document"] and club["key"] not in str(stored)
    stranger = create_app({"TESTING": True, "DATABASE": db}).test_client()
    assert stranger.get("/api/v1/results").json["total"] == 0, "the cookie lists nothing"
    listed = stranger.get(f"/api/v1/results?club={club['id']}", headers=bearer(club["key"])).json
    assert [entry["id"] for entry in listed["results"]] == [filed.json["id"]] and listed["total"] == 1
    assert stranger.get(f"/api/v1/results?club={club['id']}").status_code == 403
    assert stranger.get(f"/api/v1/results?club={club['id']}", headers=bearer("nope-nope-nope")).status_code == 403
    sheets = stranger.get(f"/api/v1/clubs/{club['id']}", headers=bearer(club["key"])).json["sheets"]
    assert [sheet["id"] for sheet in sheets] == [filed.json["id"]]


def test_filing_a_sheet_with_a_wrong_club_key_is_403_and_stores_nothing(client):
    club = make_club(client)
    refused = client.post("/api/v1/results", json=table("hens", ["ann", "bob"], club={"id": club["id"],
                                                                                    "key": "wrong-key-123"}))
    assert refused.status_code == 403 and refused.json["error"] == "wrong_key"
    assert client.get("/api/v1/results").json["total"] == 0
    assert client.get(f"/api/v1/clubs/{club['id']}", headers=bearer(club["key"])).json["sheets"] == []


def test_an_edit_with_a_club_moves_a_sheet_filed_under_no_club_into_it(client):
    club = make_club(client)
    body = client.post("/api/v1/results", json=table("hens", ["ann", "bob"])).json
    into = {"id": club["id"], "key": club["key"]}
    wrong = client.put(f"/api/v1/results/{body['id']}", headers=bearer(body["edit_key"]),
                       json=table("hens", ["ann", "bob"], club={**into, "key": "nope-nope-1"}))
    assert wrong.status_code == 403 and wrong.json["error"] == "wrong_key"
    keyless = client.put(f"/api/v1/results/{body['id']}", json=table("hens", ["ann", "bob"], club=into))
    assert keyless.status_code == 403
    assert client.get(f"/api/v1/results/{body['id']}").json["versions"] == 1, "a refused edit stores nothing"
    assert client.get(f"/api/v1/clubs/{club['id']}", headers=bearer(club["key"])).json["sheets"] == []
    moved = client.put(f"/api/v1/results/{body['id']}", json=table("hens", ["ann", "cy"], club=into),
                       headers=bearer(body["edit_key"]))
    assert moved.status_code == 200 and moved.json["version"] == 2
    stored = client.get(f"/api/v1/results/{body['id']}").json
    assert "club" not in stored["document"] and club["key"] not in str(stored)
    shown = client.get(f"/api/v1/clubs/{club['id']}", headers=bearer(club["key"])).json
    assert [sheet["id"] for sheet in shown["sheets"]] == [body["id"]]
    assert {entry["name"] for entry in shown["ratings"]} == {"ann", "cy"}, "rated as its newest version"


def test_a_sheet_filed_under_a_club_stays_in_it(client):
    first, other = make_club(client, "First"), make_club(client, "Other")
    body = client.post("/api/v1/results", json=table("hens", ["ann", "bob"], club={
        "id": first["id"], "key": first["key"]})).json
    moved = client.put(f"/api/v1/results/{body['id']}", json=table("hens", ["ann", "bob"], club={
        "id": other["id"], "key": other["key"]}), headers=bearer(body["edit_key"]))
    assert moved.status_code == 409 and moved.json["error"] == "filed_elsewhere"
    assert client.get(f"/api/v1/results/{body['id']}").json["versions"] == 1, "a refused edit stores nothing"
    assert client.get(f"/api/v1/clubs/{other['id']}", headers=bearer(other["key"])).json["sheets"] == []
    again = client.put(f"/api/v1/results/{body['id']}", json=table("hens", ["ann", "bob"], club={
        "id": first["id"], "key": first["key"]}), headers=bearer(body["edit_key"]))
    assert again.status_code == 200 and again.json["version"] == 2
    shown = client.get(f"/api/v1/clubs/{first['id']}", headers=bearer(first["key"])).json["sheets"]
    assert [sheet["id"] for sheet in shown] == [body["id"]]


def test_the_ratings_are_openskill_over_the_club_s_sheets_in_order(client):
    club = make_club(client)
    filing = {"id": club["id"], "key": club["key"]}
    tables = [table("acbas", ["ann", "bob"], start_player=0, club=filing),
              table("acbas", ["bob", "cy"], start_player=1, club=filing),
              table("hens", ["cy", "ann", "bob"], club=filing),
              table("hens", ["ann", "Player"], club=filing)]
    tables[3]["players"][1].pop("name")  # a seat without a name is not rated: this sheet rates nobody
    results = [client.post("/api/v1/results", json=document).json["result"] for document in tables]

    model = PlackettLuce()  # the direct computation
    rating, games, wins, best = {}, {}, {}, {}
    for document, result in zip(tables[:3], results[:3], strict=True):
        names = [entry["name"] for entry in document["players"]]
        totals = [player["total"] for player in result["players"]]
        keys = [(seat not in result["winners"], -totals[seat]) for seat in range(len(names))]
        ranks = [sorted(set(keys)).index(key) for key in keys]
        new = model.rate([[rating.get(name) or model.rating(name=name)] for name in names], ranks=ranks)
        for seat, name in enumerate(names):
            rating[name] = new[seat][0]
            games[name] = games.get(name, 0) + 1
            wins[name] = wins.get(name, 0) + (seat in result["winners"])
            own = best.setdefault(name, {})
            own[document["game"]] = max(own.get(document["game"], totals[seat]), totals[seat])

    shown = client.get(f"/api/v1/clubs/{club['id']}", headers=bearer(club["key"])).json
    assert len(shown["sheets"]) == 4
    by_name = {entry["name"]: entry for entry in shown["ratings"]}
    assert set(by_name) == {"ann", "bob", "cy"}
    for name, entry in by_name.items():
        assert entry["mu"] == pytest.approx(rating[name].mu) and entry["sigma"] == pytest.approx(rating[name].sigma)
        assert entry["games"] == games[name] and entry["wins"] == wins[name] and entry["best"] == best[name]
    ordinals = [entry["mu"] - 3 * entry["sigma"] for entry in shown["ratings"]]
    assert ordinals == sorted(ordinals, reverse=True)


def test_a_club_rates_each_sheet_s_newest_version(client):
    club = make_club(client)
    filing = {"id": club["id"], "key": club["key"]}
    body = client.post("/api/v1/results", json=table("hens", ["ann", "bob"], club=filing)).json
    client.put(f"/api/v1/results/{body['id']}", json=table("hens", ["ann", "di"]), headers=bearer(body["edit_key"]))
    names = {entry["name"] for entry in client.get(f"/api/v1/clubs/{club['id']}",
                                                   headers=bearer(club["key"])).json["ratings"]}
    assert names == {"ann", "di"}


def test_the_club_page_shows_ratings_chart_and_sheets_only_with_its_key(db, client):
    club = make_club(client, "Tuesday players")
    filing = {"id": club["id"], "key": club["key"]}
    sheet = client.post("/api/v1/results", json=table("hens", ["ann", "bob"], title="Week 1", club=filing)).json
    stranger = create_app({"TESTING": True, "DATABASE": db}).test_client()
    page = stranger.get(club["url"])
    assert page.status_code == 200 and page.headers["Referrer-Policy"] == "no-referrer"
    text = page.get_data(as_text=True)
    assert "Tuesday players" in text and "Week 1" in text and f"/results/{sheet['id']}" in text
    assert '<svg' in text and 'class="rating-chart"' in text and ">ann<" in text.replace(" ann<", ">ann<")
    assert stranger.get(f"/clubs/{club['id']}/wrong-key-wrong").status_code == 404
    clubs = stranger.get("/clubs").get_data(as_text=True)
    assert club["url"] in clubs, "visiting the secret page remembers the club in this browser"
    form = stranger.get(f"/hens/table?club={club['id']}").get_data(as_text=True)
    assert f'<option value="{club["id"]}" selected>Tuesday players</option>' in form


def filed_sheets(client, club: dict, count: int) -> list[str]:
    """``count`` hens sheets filed under ``club``, oldest first, with their ratings' names."""
    filing = {"id": club["id"], "key": club["key"]}
    return [client.post("/api/v1/results", json=table("hens", [f"p{i}", "q"], title=f"Week {i}",
                                                      club=filing)).json["id"] for i in range(count)]


def test_the_club_s_sheets_come_a_page_at_a_time_through_the_api_and_all_are_rated(client):
    club = make_club(client)
    ids = filed_sheets(client, club, 5)
    address = f"/api/v1/clubs/{club['id']}"
    first = client.get(f"{address}?limit=2", headers=bearer(club["key"])).json
    assert [sheet["id"] for sheet in first["sheets"]] == ids[::-1][:2], "the first page holds the newest"
    assert first["total"] == 5 and first["next_offset"] == 2
    assert {entry["name"] for entry in first["ratings"]} == {"p0", "p1", "p2", "p3", "p4", "q"}
    assert next(entry for entry in first["ratings"] if entry["name"] == "q")["games"] == 5
    rest = client.get(f"{address}?limit=2&offset=2", headers=bearer(club["key"])).json
    last = client.get(f"{address}?limit=2&offset=4", headers=bearer(club["key"])).json
    assert [sheet["id"] for sheet in rest["sheets"] + last["sheets"]] == ids[::-1][2:]
    assert last["next_offset"] is None
    assert len(client.get(address, headers=bearer(club["key"])).json["sheets"]) == 5, "20 a page unless told"
    for bad in ("offset=-1", "limit=0", "limit=101", "limit=x", "offset=100001"):
        refused = client.get(f"{address}?{bad}", headers=bearer(club["key"]))
        assert refused.status_code == 400 and "error" in refused.json, bad


def test_the_club_page_lists_its_sheets_a_page_at_a_time_and_rates_them_all(client, monkeypatch):
    from web import sheets

    monkeypatch.setattr(sheets, "LISTED", 2)
    club = make_club(client)
    ids = filed_sheets(client, club, 3)
    first = client.get(club["url"]).get_data(as_text=True)
    assert ids[2] in first and ids[1] in first and ids[0] not in first, "the first page holds the newest"
    assert f'{club["url"]}?page=2' in first and 'rel="prev"' not in first and "3 sheets rated" in first
    second = client.get(f'{club["url"]}?page=2').get_data(as_text=True)
    assert ids[0] in second and ids[1] not in second and 'rel="next"' not in second
    assert f'{club["url"]}?page=1' in second and "Newer sheets" in second and "3 sheets rated" in second
    for page in ("0", "-3", "x"):
        assert ids[2] in client.get(f'{club["url"]}?page={page}').get_data(as_text=True), "as /results: page 1"
    assert client.get(f'{club["url"]}?page=3').status_code == 404, "a page past the last is not found"
    assert client.get(f'{club["url"]}?page={"9" * 40}').status_code == 404


def test_a_club_made_on_its_page_files_sheets_from_the_table_form(client):
    made = client.post("/clubs", data={"name": "Board game night"})
    assert made.status_code == 303
    club_id, key = made.headers["Location"].rsplit("/", 2)[1:]
    from web.faces import face
    from web.table_form import TableForm

    with client.application.test_request_context():
        values = TableForm.of(face("hens")).new(2)
    posted = {"players": "2", "action": "score", "club": club_id}
    for seat, scope in enumerate(values.scopes):
        posted.update({scope.prefix + name: value for name, value in values.seats[seat].items()})
        posted[scope.prefix + "name"] = ["ann", "bob"][seat]
        posted.update({scope.prefix + "entry": "quick", scope.prefix + "counts.largest_group_size": "6",  # something entered
                       scope.prefix + "counts.largest_group": str(12 - seat), scope.prefix + "counts.second_group_size": "4"})
    assert client.post("/hens/table", data=posted).status_code == 303
    shown = client.get(f"/api/v1/clubs/{club_id}", headers=bearer(key)).json
    assert len(shown["sheets"]) == 1 and {entry["name"] for entry in shown["ratings"]} == {"ann", "bob"}


def test_the_clubs_page_refuses_a_club_without_a_name_or_with_a_name_too_long(client):
    assert client.post("/clubs", data={"name": "  "}).status_code == 400
    assert client.post("/clubs", data={"name": "x" * 121}).status_code == 422


def sheet(names: list[str | None], totals: list[float], winners: list[int], game: str = "hens"):
    from web.store import StoredResult

    players = [{"name": name} if name is not None else {} for name in names]
    return StoredResult("id", game, "", {"game": game, "players": players},
                        {"players": [{"total": total} for total in totals], "winners": winners})


def test_a_sheet_with_fewer_than_two_names_or_a_name_twice_rates_nobody():
    from web.ratings import rate

    rated = rate([sheet(["Ann", None], [5, 3], [0]), sheet(["Ann", " Ann "], [5, 3], [0]),
                  sheet(["", "Bob"], [1, 2], [1])])
    assert rated.rated == 0 and rated.standings == ()


def test_a_shared_win_counts_for_each_winner_and_the_best_score_is_kept_per_game():
    from web.ratings import rate

    rated = rate([sheet(["Ann", "Bob", "Cy"], [7, 7, 3], [0, 1]), sheet([" Ann", "Bob"], [9, 4], [0], game="acbas"),
                  sheet(["Ann", "Bob"], [2, 8], [1])])
    by_name = {standing.name: standing for standing in rated.standings}
    assert rated.rated == 3 and (by_name["Ann"].wins, by_name["Bob"].wins, by_name["Cy"].wins) == (2, 2, 0)
    assert by_name["Ann"].best == {"hens": 7, "acbas": 9} and by_name["Cy"].games == 1
    assert [n for n, _rating in by_name["Bob"].history] == [1, 2, 3] and by_name["Cy"].history[0][0] == 1


def edit_posted(client, document: dict) -> dict:
    """The edit form's post of ``document``, as its filled-in inputs send it."""
    from web.faces import face
    from web.table_form import TableForm

    with client.application.test_request_context():
        values = TableForm.of(face(document["game"])).filled(document)
    posted = {"players": str(values.count), "action": "score"}
    for seat, scope in enumerate(values.scopes):
        posted.update({scope.prefix + name: value for name, value in values.seats[seat].items()})
        posted[scope.prefix + "name"] = values.names[seat]
    return posted


def test_the_edit_form_files_a_sheet_filed_under_no_club_under_a_club_the_browser_knows(client):
    made = client.post("/clubs", data={"name": "Board game night"})
    club_id, key = made.headers["Location"].rsplit("/", 2)[1:]
    document = table("hens", ["ann", "bob"])
    result_id = client.post("/api/v1/results", json=document).json["id"]
    page = client.get(f"/results/{result_id}/edit").get_data(as_text=True)
    assert 'id="f-club"' in page and f'<option value="{club_id}">Board game night</option>' in page
    saved = client.post(f"/results/{result_id}/edit", data={**edit_posted(client, document), "club": club_id})
    assert saved.status_code == 303
    shown = client.get(f"/api/v1/clubs/{club_id}", headers=bearer(key)).json
    assert [sheet["id"] for sheet in shown["sheets"]] == [result_id] and shown["sheets"][0]["version"] == 2
    assert 'id="f-club"' not in client.get(f"/results/{result_id}/edit").get_data(as_text=True), \
        "a sheet filed under a club stays there"
