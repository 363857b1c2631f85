"""What anonymous clients may store is bounded (api.md 4.2): texts of a bounded length, writes
rate-limited per client (429 with Retry-After), and a store over its size refusing new sheets
and games (507); every limit is in the OpenAPI description."""

from __future__ import annotations

import json

import pytest

from web import create_app
from web.examples import example
MAX_NAME, MAX_TITLE = 60, 120  # api.md 4.2


def make_app(tmp_path, **config):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), **config})


def table(game: str = "acbas", names=("ann", "bob"), **extra) -> dict:
    entry = {k: v for k, v in example(game).items() if k != "game"}
    extra = {"start_player": 0, **extra} if game == "acbas" else extra
    return {"game": game, "players": [{**entry, "name": name} for name in names], **extra}


def assert_error(response, status, code):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.json["error"] == code, response.json
    return response.json["message"]


# --- bounded texts ---------------------------------------------------------------------------------


def test_a_name_of_at_most_60_characters_is_stored(tmp_path):
    client = make_app(tmp_path).test_client()
    response = client.post("/api/v1/results", json=table(names=("a" * MAX_NAME, "b"), title="t" * MAX_TITLE))
    assert response.status_code == 201
    assert client.get(f"/api/v1/results/{response.json['id']}").json["document"]["players"][0]["name"] == "a" * 60


@pytest.mark.parametrize("path", ["/api/v1/results", "/api/v1/score"])
def test_a_name_longer_than_60_characters_is_refused_naming_the_field(tmp_path, path):
    client = make_app(tmp_path).test_client()
    message = assert_error(client.post(path, json=table(names=("ann", "b" * 61))), 422, "too_long")
    assert message == "players[1].name: must be at most 60 characters, got 61"


def test_a_title_longer_than_120_characters_is_refused_and_nothing_is_stored(tmp_path):
    client = make_app(tmp_path).test_client()
    message = assert_error(client.post("/api/v1/results", json=table(title="t" * 121)), 422, "too_long")
    assert message.startswith("title: must be at most 120 characters")


def test_a_seat_name_longer_than_60_characters_is_refused(tmp_path):
    client = make_app(tmp_path).test_client()
    players = [{"name": "n" * 61}, {"bot": "random"}]
    message = assert_error(client.post("/api/v1/games", json={"game": "acbas", "players": players}), 422, "too_long")
    assert message.startswith("players[0].name")


def test_the_table_form_refuses_a_long_title_and_stores_nothing(tmp_path):
    app = make_app(tmp_path)
    client = app.test_client()
    form = client.get("/acbas/table").text
    assert f'maxlength="{MAX_NAME}"' in form and f'maxlength="{MAX_TITLE}"' in form
    response = client.post("/acbas/table", data={"players": "2", "title": "x" * 121, "action": "score"})
    assert response.status_code == 422 and "at most 120 characters" in response.text
    with app.app_context():
        from web.games import store

        assert store().recent_results(10) == []


# --- rate limits --------------------------------------------------------------------------------------


def test_storing_sheets_is_rate_limited_per_client_with_retry_after(tmp_path):
    client = make_app(tmp_path, SHEET_WRITES="3 per minute").test_client()
    assert all(client.post("/api/v1/results", json=table()).status_code == 201 for _ in range(3))
    refused = client.post("/api/v1/results", json=table())
    message = assert_error(refused, 429, "too_many_requests")
    assert "3 per minute" in message and 0 < int(refused.headers["Retry-After"]) <= 61
    other = client.post("/api/v1/results", json=table(), environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert other.status_code == 201, "another client has its own count"


def test_the_table_form_and_the_api_share_the_sheets_limit(tmp_path):
    client = make_app(tmp_path, SHEET_WRITES="1 per minute").test_client()
    assert client.post("/api/v1/results", json=table()).status_code == 201
    response = client.post("/acbas/table", data={"players": "2", "action": "score"})
    assert response.status_code == 429 and response.headers["Retry-After"]


def test_refused_writes_do_not_count(tmp_path):
    client = make_app(tmp_path, SHEET_WRITES="2 per minute").test_client()
    for _ in range(5):
        assert client.post("/api/v1/results", json=example("acbas")).status_code == 400  # not a whole table
    assert [client.post("/api/v1/results", json=table()).status_code for _ in range(3)] == [201, 201, 429]


def test_starting_games_is_rate_limited(tmp_path):
    client = make_app(tmp_path, GAME_WRITES="2 per hour").test_client()
    body = {"game": "acbas", "players": [{"name": "ann"}, {"bot": "random"}]}
    assert [client.post("/api/v1/games", json=body).status_code for _ in range(3)] == [201, 201, 429]
    page = client.post("/play", data={"game": "acbas", "players": "2", "me": "0", "bot-1": "random"})
    assert page.status_code == 429


def test_moves_are_rate_limited_generously(tmp_path):
    assert int(create_app({"TESTING": True}).config["MOVE_WRITES"].split()[0]) >= 120, "a person plays freely"
    client = make_app(tmp_path, MOVE_WRITES="2 per minute").test_client()
    created = client.post("/api/v1/games", json={"game": "hens", "players": [{"name": "a"}, {"name": "b"}],
                                                 "seed": 5}).json
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    statuses = []
    for _ in range(3):
        game = client.get(f"/api/v1/games/{created['id']}").json
        token = tokens[game["to_move"]]
        actions = client.get(f"/api/v1/games/{created['id']}/actions",
                             headers={"Authorization": f"Bearer {token}"}).json["actions"]
        statuses.append(client.post(f"/api/v1/games/{created['id']}/actions", json={"action": actions[0]["id"]},
                                    headers={"Authorization": f"Bearer {token}"}).status_code)
    assert statuses == [200, 200, 429]


def test_an_app_may_turn_the_limits_off(tmp_path):
    client = make_app(tmp_path, SHEET_WRITES="1 per minute", RATELIMIT_ENABLED=False).test_client()
    assert [client.post("/api/v1/results", json=table()).status_code for _ in range(3)] == [201] * 3


# --- the store's size ------------------------------------------------------------------------------


def test_a_full_store_refuses_new_sheets_and_games_with_507_and_keeps_what_it_has(tmp_path):
    roomy = make_app(tmp_path).test_client()
    kept = roomy.post("/api/v1/results", json=table()).json["id"]
    created = roomy.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "ann"}, {"name": "bob"}],
                                                "seed": 2}).json
    full = make_app(tmp_path, MAX_STORE_BYTES=1).test_client()
    assert "store is full" in assert_error(full.post("/api/v1/results", json=table()), 507, "store_full")
    assert_error(full.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "a"}, {"bot": "random"}]}),
                 507, "store_full")
    farms = {"players[0].farm": "a a\n. .\nC .", "players[1].farm": "a a\na .\nC .", "start_player": "0"}
    assert full.post("/acbas/table", data={"players": "2", "action": "score", **farms}).status_code == 507
    assert full.get(f"/api/v1/results/{kept}").status_code == 200, "what is stored stays readable"
    token = {s["seat"]: s["token"] for s in created["seats"]}[created["to_move"]]
    action = full.get(f"/api/v1/games/{created['id']}/actions").json["actions"][0]["id"]
    moved = full.post(f"/api/v1/games/{created['id']}/actions", json={"action": action},
                      headers={"Authorization": f"Bearer {token}"})
    assert moved.status_code == 200, "a game under way still takes its moves"


def test_the_limits_are_in_the_openapi_description(tmp_path):
    spec = make_app(tmp_path, SHEET_WRITES="7 per minute").test_client().get("/api/v1/openapi.json").json
    text = json.dumps(spec)
    assert "at most 60 characters" in text and "at most 120 characters" in text and "too_long" in text
    assert "7 per minute" in spec["info"]["description"] and "Retry-After" in spec["info"]["description"]
    responses = spec["paths"]["/api/v1/results"]["post"]["responses"]
    assert {"422", "429", "507"} <= set(responses)
    assert {"429", "507"} <= set(spec["paths"]["/api/v1/games"]["post"]["responses"])
