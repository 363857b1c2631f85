"""The JSON API (api.md 4): every endpoint, status code and the error shape."""

from __future__ import annotations

import json
import logging

import pytest

from calculator import documents, games
from web import calculate, create_app
from web.examples import example
from web.schemas import CapacityResult, Error, ScoreResult

GAMES = games.names()  # every registered game (the orchard of examples/orchard too: tests/conftest.py)
FARM_GAMES = tuple(info.name for info in games.infos() if info.board == "farm")


def assert_error(response, status: int, code: str) -> dict:
    """The response is the contract's error: that status, JSON ``{"error", "message"}``."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert set(body) <= {"error", "message", "best"} and {"error", "message"} <= set(body)
    assert body["error"] == code
    assert isinstance(body["message"], str) and body["message"]
    return body


def players(game: str, count: int = 2) -> dict:
    entry = {k: v for k, v in example(game).items() if k != "game"}
    return {"game": game, "players": [entry] * count}


def reference(name: str, document: dict, app) -> dict:
    """What the calculator itself answers, with the app's solver options (the CLI's path)."""
    with app.app_context():
        return getattr(documents, name)(document, **calculate.options(document))


# --- success ---------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_score_answers_the_calculators_result(client, app, game):
    response = client.post("/api/v1/score", json=example(game))
    assert response.status_code == 200
    assert response.get_json() == reference("score", example(game), app)
    ScoreResult.model_validate(response.get_json())


def test_score_matches_api_md_totals(client):
    assert client.post("/api/v1/score", json=example("agricola")).get_json()["total"] == 28
    assert client.post("/api/v1/score", json=example("hens")).get_json()["total"] == 23


def test_score_keeps_the_calculators_key_order(client):
    body = json.loads(client.post("/api/v1/score", json=example("agricola")).get_data())
    assert list(body) == ["game", "total", "breakdown", "placement"]
    assert list(body["breakdown"])[:2] == ["fields", "pastures"]


@pytest.mark.parametrize("game", GAMES)
def test_score_ranks_a_players_document(client, game):
    response = client.post("/api/v1/score", json=players(game))
    assert response.status_code == 200
    body = response.get_json()
    assert body["game"] == game and len(body["players"]) == 2
    assert sorted(body["ranking"]) == [0, 1] and body["winners"]
    ScoreResult.model_validate(body)


@pytest.mark.parametrize("game", FARM_GAMES)
def test_capacity_answers_the_calculators_result(client, app, game):
    response = client.post("/api/v1/capacity", json=example(game))
    assert response.status_code == 200
    body = response.get_json()
    assert body == reference("capacity", example(game), app)
    assert body["fits"] is True and set(body) >= {"locations", "max_animals", "keep", "release", "placement"}
    CapacityResult.model_validate(body)


def test_capacity_without_animals_lists_no_choice(client):
    document = {k: v for k, v in example("agricola").items() if k != "animals"}
    body = client.post("/api/v1/capacity", json=document).get_json()
    assert body["max_animals"] == {"sheep": 12, "boar": 12, "cattle": 12}
    assert "fits" not in body


def test_capacity_of_a_players_document(client):
    body = client.post("/api/v1/capacity", json=players("acbas")).get_json()
    assert len(body["players"]) == 2


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded",
                                          "multipart/form-data; boundary=x", None])
def test_a_body_not_sent_as_json_is_refused_415(client, content_type):
    """A page of another site may post text/plain without asking (a no-cors fetch); JSON it may not."""
    response = client.post("/api/v1/score", data=json.dumps(example("hens")), content_type=content_type)
    assert_error(response, 415, "unsupported_media_type")


@pytest.mark.parametrize("content_type", ["application/json", "application/json; charset=utf-8"])
def test_a_body_sent_as_json_is_read(client, content_type):
    response = client.post("/api/v1/score", data=json.dumps(example("hens")), content_type=content_type)
    assert response.status_code == 200


def test_the_solver_gets_the_configured_time_limit(app, client, monkeypatch):
    app.config.update(SOLVER="exact", SOLVER_TIME_LIMIT=1.5)
    seen = {}

    def spy(document, **options):
        seen.update(options)
        return {"game": "acbas", "total": 0, "breakdown": {}, "placement": []}

    monkeypatch.setattr(documents, "score", spy)
    assert client.post("/api/v1/score", json=example("acbas")).status_code == 200
    assert seen == {"solver": "exact", "time_limit": 1.5}


def test_hens_gets_no_solver_options(app):
    with app.app_context():
        assert calculate.options(example("hens")) == {}


# --- 400 -------------------------------------------------------------------------

@pytest.mark.parametrize("body", ["{", "", "{'game': 'hens'}", "NaN", "[1,]", "\xff", "[" * 10_000])
@pytest.mark.parametrize("path", ["/api/v1/score", "/api/v1/capacity"])
def test_malformed_json_is_400(client, path, body):
    assert_error(client.post(path, data=body, content_type="application/json"), 400, "invalid_json")


@pytest.mark.parametrize("body, where", [
    ([], "document"),
    ("hens", "document"),
    ({}, "game"),
    ({"game": "chess"}, "game"),
    ({"game": 7}, "game"),
    ({"game": "acbas"}, "farm"),
    ({**example("acbas"), "animals": {"sheep": "four"}}, "animals.sheep"),
    ({**example("acbas"), "animals": {"sheep": -1}}, "animals.sheep"),
    ({**example("acbas"), "animals": {"sheep": 10**30}}, "animals.sheep"),
    ({**example("acbas"), "cows": 3}, "cows"),
    ({**example("agricola"), "majors": ["oven"]}, "majors[0]"),
    ({**example("hens"), "grid": [[1]]}, "grid[0][0]"),
    ({"game": "agricola", "players": [{"farmyard": 3}]}, "players[0].farmyard"),
])
def test_wrong_types_are_400_naming_the_field(client, body, where):
    message = assert_error(client.post("/api/v1/score", json=body), 400, "invalid_document")["message"]
    assert message.startswith(where + ":"), message


def test_unknown_token_is_400_naming_the_cell(client):
    document = {**example("acbas"), "farm": ["a  a+ S", "a  .  .", "C  b  X"]}
    message = assert_error(client.post("/api/v1/score", json=document), 400, "invalid_document")["message"]
    assert "(2, 2)" in message and "'X'" in message


def test_capacity_refuses_hens_with_a_clear_message(client):
    body = assert_error(client.post("/api/v1/capacity", json=example("hens")), 400, "invalid_document")
    assert body["message"] == "game: must be one of acbas, agricola; got 'hens'"


def test_many_problems_are_listed_briefly(client):
    document = {"game": "acbas", "farm": 1, "animals": {name: "x" for name in ("sheep", "pigs", "cattle", "horses")},
                "supply": {"wood": "x", "stone": "x"}}
    message = assert_error(client.post("/api/v1/score", json=document), 400, "invalid_document")["message"]
    assert message.endswith("and 2 more")


# --- 404, 405, 413 -----------------------------------------------------------------

def test_unknown_path_is_404(client):
    assert_error(client.get("/api/v1/nothing"), 404, "not_found")
    assert_error(client.post("/api/v2/score", json={}), 404, "not_found")


@pytest.mark.parametrize("path", ["/api/v1/score", "/api/v1/capacity"])
def test_wrong_method_is_405(client, path):
    response = client.get(path)
    assert_error(response, 405, "method_not_allowed")
    assert "POST" in response.headers["Allow"]
    assert_error(client.delete(path), 405, "method_not_allowed")


def test_body_over_the_limit_is_413(app, client):
    app.config["MAX_CONTENT_LENGTH"] = 1024
    body = json.dumps({**example("hens"), "name": "x" * 2000})
    body = assert_error(client.post("/api/v1/score", data=body, content_type="application/json"), 413, "too_large")
    assert "1024" in body["message"]


def test_default_body_limit_is_64_kib(app):
    assert app.config["MAX_CONTENT_LENGTH"] == 64 * 1024


# --- 422 -------------------------------------------------------------------------

def test_rule_violation_is_422(client):
    document = {**example("agricola"), "people": 6}
    body = assert_error(client.post("/api/v1/score", json=document), 422, "rule_violation")
    assert body["message"].startswith("people:")


def test_rule_violation_inside_players_names_the_player(client):
    document = players("agricola")
    document["players"][1] = {**document["players"][1], "people": 9}
    message = assert_error(client.post("/api/v1/score", json=document), 422, "rule_violation")["message"]
    assert message.startswith("players[1] people:")


def test_animals_that_do_not_fit_are_422_with_the_best_choice(client):
    document = {**example("acbas"), "animals": {"sheep": 40, "cattle": 3}}
    body = assert_error(client.post("/api/v1/score", json=document), 422, "animals_do_not_fit")
    best = body["best"]
    assert best["fits"] is False
    assert best["keep"]["sheep"] + best["release"]["sheep"] == 40
    assert sum(best["release"].values()) > 0
    Error.model_validate(body)


def test_capacity_reports_animals_that_do_not_fit_without_error(client):
    document = {**example("acbas"), "animals": {"sheep": 40}}
    body = client.post("/api/v1/capacity", json=document).get_json()
    assert body["fits"] is False and body["release"]["sheep"] == 20


def test_a_server_fault_is_logged_and_answered_as_a_json_500(client, monkeypatch, caplog):
    """A fault of the server is never disguised as the client's mistake (a 4xx)."""
    def broken(document):
        raise RuntimeError("boom")

    monkeypatch.setattr(calculate, "score", broken)
    with caplog.at_level(logging.ERROR):
        body = assert_error(client.post("/api/v1/score", json=example("hens")), 500, "internal_error")
    assert "logged" in body["message"]
    assert any(r.exc_info and "boom" in str(r.exc_info[1]) for r in caplog.records)


# --- OpenAPI, logging, config ----------------------------------------------------------

def _refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                yield value
            else:
                yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def test_openapi_document_describes_the_endpoints(client):
    response = client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    spec = response.get_json()
    assert spec["openapi"].startswith("3.")
    for path in ("/api/v1/score", "/api/v1/capacity"):
        post = spec["paths"][path]["post"]
        assert "$ref" in post["requestBody"]["content"]["application/json"]["schema"]
        assert {"200", "400", "413", "422"} <= set(post["responses"])
    schemas = spec["components"]["schemas"]
    for ref in _refs(spec):
        assert ref.startswith("#/components/schemas/") and ref.split("/")[-1] in schemas, ref
    assert set(schemas["HTTPError"]["properties"]) >= {"error", "message"}
    assert not any(path.startswith("/acbas") or path == "/" for path in spec["paths"])


def test_openapi_schema_is_generated_from_the_rules(client):
    schemas = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    animals = next(s for name, s in schemas.items() if name.endswith("AcbasAnimals"))
    assert set(animals["properties"]) == {"sheep", "pigs", "cattle", "horses"}


def test_no_interactive_docs_page(client):
    assert client.get("/docs").status_code == 404


def test_every_request_is_logged(client, caplog):
    with caplog.at_level(logging.INFO):
        client.post("/api/v1/score", json=example("hens"))
        client.get("/api/v1/nothing")
    lines = [r.getMessage() for r in caplog.records]
    assert any(line.startswith("POST /api/v1/score 200 ") for line in lines)
    assert any(line.startswith("GET /api/v1/nothing 404 ") for line in lines)


def test_a_request_path_cannot_forge_a_log_line(client, caplog):
    with caplog.at_level(logging.INFO):
        client.get("/x%0a2026-12-01 00:00:00,000 ERROR web: internal error%0d%E2%80%A8?q=%0aend")
    (line,) = [r.getMessage() for r in caplog.records if r.getMessage().startswith("GET /x")]
    assert line.startswith("GET /x\\x0a2026-12-01 00:00:00,000 ERROR web: internal error\\x0d\\u2028?q=%0aend 404 ")
    assert len(line.splitlines()) == 1


def test_database_path_comes_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("AGRICALC_DB", str(tmp_path / "sub" / "env.db"))
    app = create_app({"TESTING": True})
    assert app.config["DATABASE"] == str(tmp_path / "sub" / "env.db")
    assert not (tmp_path / "sub").exists()  # made on first use, not at start


def test_database_path_defaults_to_the_user_data_dir(monkeypatch):
    monkeypatch.delenv("AGRICALC_DB", raising=False)
    assert create_app({"TESTING": True}).config["DATABASE"].endswith("agricalc.db")
