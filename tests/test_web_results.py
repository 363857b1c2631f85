"""Stored score sheets through the API (api.md 4): a whole table scored once, kept, listed."""

from __future__ import annotations

import pytest

from web import create_app
from web.examples import example


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "games.db")


@pytest.fixture
def client(db):
    return create_app({"TESTING": True, "DATABASE": db}).test_client()


def table(game: str, names: list[str], **extra) -> dict:
    entry = {k: v for k, v in example(game).items() if k != "game"}
    return {"game": game, "players": [{**entry, "name": name} for name in names], **extra}


def test_a_table_is_scored_stored_and_reached_at_its_address(client):
    document = table("agricola", ["ann", "bob", "cy", "di"], title="Friday at the club")
    response = client.post("/api/v1/results", json=document)
    assert response.status_code == 201
    body = response.json
    assert body["url"] == f"/results/{body['id']}" == response.headers["Location"]
    assert body["result"] == client.post("/api/v1/score", json=document).json, "the one scoring path"
    stored = client.get(f"/api/v1/results/{body['id']}").json
    assert stored["document"] == document and stored["result"] == body["result"]
    assert stored["created"].endswith("+00:00")


def test_stored_sheets_survive_a_restart(db, client):
    result_id = client.post("/api/v1/results", json=table("hens", ["ann", "bob", "cy"])).json["id"]
    restarted = create_app({"TESTING": True, "DATABASE": db}).test_client()
    assert restarted.get(f"/api/v1/results/{result_id}").json["document"]["players"][2]["name"] == "cy"


def test_the_listing_is_newest_first_and_limited(client):
    ids = [client.post("/api/v1/results", json=table("acbas", [f"p{i}", "q"], start_player=0)).json["id"]
           for i in range(3)]
    listed = client.get("/api/v1/results?limit=2").json["results"]
    assert [entry["id"] for entry in listed] == ids[::-1][:2]
    assert client.get("/api/v1/results?limit=0").status_code == 400
    assert client.get("/api/v1/results?limit=101").status_code == 400


def test_the_listing_shows_only_the_sheets_this_client_stored(db, client):
    mine = client.post("/api/v1/results", json=table("hens", ["ann", "bob", "cy"], title="mine")).json["id"]
    stranger = create_app({"TESTING": True, "DATABASE": db}).test_client()
    theirs = stranger.post("/api/v1/results", json=table("hens", ["zed", "yan"], title="theirs")).json["id"]
    assert [entry["id"] for entry in client.get("/api/v1/results?limit=100").json["results"]] == [mine]
    assert [entry["id"] for entry in stranger.get("/api/v1/results?limit=100").json["results"]] == [theirs]
    nobody = create_app({"TESTING": True, "DATABASE": db}).test_client()
    assert nobody.get("/api/v1/results?limit=100").json == {"results": [], "total": 0, "next_offset": None}
    page = nobody.get("/results").get_data(as_text=True)
    assert "ann" not in page and "zed" not in page and mine not in page and theirs not in page
    assert nobody.get(f"/api/v1/results/{mine}").json["document"]["title"] == "mine", "readable by its address"
    assert nobody.get(f"/results/{mine}").status_code == 200


def test_a_forged_cookie_lists_nothing_it_does_not_name(db, client):
    mine = client.post("/api/v1/results", json=table("acbas", ["ann", "bob"], start_player=0)).json["id"]
    forger = create_app({"TESTING": True, "DATABASE": db}).test_client()
    forger.set_cookie("agricalc_sheets", "nothing-here.' OR 1=1 --.%.*")
    assert forger.get("/api/v1/results").json["results"] == []
    forger.set_cookie("agricalc_sheets", f"nothing-here.{mine}")
    assert [entry["id"] for entry in forger.get("/api/v1/results").json["results"]] == [mine]


def test_the_listing_comes_a_page_at_a_time(client):
    ids = [client.post("/api/v1/results", json=table("acbas", [f"p{i}", "q"], start_player=0)).json["id"]
           for i in range(5)]
    first = client.get("/api/v1/results?limit=2").json
    assert [e["id"] for e in first["results"]] == ids[::-1][:2] and first["total"] == 5 and first["next_offset"] == 2
    last = client.get("/api/v1/results?limit=2&offset=4").json
    assert [e["id"] for e in last["results"]] == ids[:1] and last["next_offset"] is None
    assert client.get("/api/v1/results?offset=-1").status_code == 400


def test_the_list_page_comes_a_page_at_a_time(client, monkeypatch):
    from web import sheets

    monkeypatch.setattr(sheets, "LISTED", 2)
    ids = [stored_sheet(client, table("acbas", [f"p{i}", "q"], start_player=0)) for i in range(3)]
    first = client.get("/results").get_data(as_text=True)
    assert ids[2] in first and ids[1] in first and ids[0] not in first and "page=2" in first
    second = client.get("/results?page=2").get_data(as_text=True)
    assert ids[0] in second and ids[1] not in second and 'rel="prev"' in second
    for page in ("0", "-3", "x", "9" * 40):
        assert client.get(f"/results?page={page}").status_code == 200


def test_a_sheet_is_for_a_whole_table(client):
    response = client.post("/api/v1/results", json=example("acbas"))
    assert response.status_code == 400 and response.json["error"] == "invalid_document"
    assert client.get("/api/v1/results").json["results"] == []


def test_a_table_against_the_rules_is_refused_and_not_stored(client):
    document = table("agricola", ["ann"])
    document["players"][0]["people"] = 6
    response = client.post("/api/v1/results", json=document)
    assert response.status_code == 422 and "players[0]" in response.json["message"]
    assert client.get("/api/v1/results").json["results"] == []


def test_an_unknown_sheet_is_404(client):
    response = client.get("/api/v1/results/nothing-here")
    assert response.status_code == 404 and response.json["error"] == "not_found"


# --- the sheet pages and the pictures to keep ---------------------------------------------------


def stored_sheet(client, document) -> str:
    return client.post("/api/v1/results", json=document).json["id"]


def test_a_sheet_page_has_a_column_per_player_the_totals_and_the_winner(client):
    document = table("agricola", ["ann", "bob", "cy", "di"], title="Friday at the club")
    result_id = stored_sheet(client, document)
    page = client.get(f"/results/{result_id}")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "Friday at the club" in html and all(name in html for name in ("ann", "bob", "cy", "di"))
    assert html.count('class="num winner"') >= 2, "the winners' column heads and totals are marked"
    assert f"/results/{result_id}/3.png" in html and f"/results/{result_id}/0.svg" in html


def test_the_list_shows_stored_sheets_newest_first(client):
    first = stored_sheet(client, table("hens", ["ann", "bob", "cy"], title="first"))
    second = stored_sheet(client, table("hens", ["ann", "bob", "cy"], title="second"))
    html = client.get("/results").get_data(as_text=True)
    assert html.index(f"/results/{second}") < html.index(f"/results/{first}")


def test_a_download_keeps_names_in_every_script_beside_an_ascii_file_name(client):
    result_id = stored_sheet(client, table("acbas", ["Li 李", "Маша"], title="Тест"))
    first = client.get(f"/results/{result_id}/0.svg").headers["Content-Disposition"]
    second = client.get(f"/results/{result_id}/1.png").headers["Content-Disposition"]
    assert 'filename="li.svg"' in first and "filename*=UTF-8''%D1%82%D0%B5%D1%81%D1%82-li-%E6%9D%8E.svg" in first
    assert 'filename="picture.png"' in second and "filename*=UTF-8''%D1%82%D0%B5%D1%81%D1%82-%D0%BC%D0%B0%D1%88%D0%B0.png" in second


def test_each_picture_downloads_as_svg_and_png(client):
    result_id = stored_sheet(client, table("acbas", ["ann", "bob"], start_player=1, title="Friday"))
    drawn = client.get(f"/results/{result_id}/1.svg")
    assert drawn.status_code == 200 and drawn.mimetype == "image/svg+xml"
    assert drawn.get_data(as_text=True).startswith("<svg")
    assert 'filename="friday-bob.svg"' in drawn.headers["Content-Disposition"]
    image = client.get(f"/results/{result_id}/1.png")
    assert image.status_code == 200 and image.mimetype == "image/png"
    assert image.data.startswith(b"\x89PNG\r\n\x1a\n") and len(image.data) > 10_000


def test_a_picture_of_no_such_sheet_or_seat_is_404(client):
    result_id = stored_sheet(client, table("acbas", ["ann", "bob"]))
    for path in (f"/results/{result_id}/2.svg", f"/results/{result_id}/9.png", "/results/nope/0.svg", "/results/nope"):
        assert client.get(path).status_code == 404
