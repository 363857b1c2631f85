"""Random and malformed input never makes the server answer 500, and every 4xx has the error shape."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculator import games
from web import create_app
from web.examples import example

PATHS = ("/api/v1/score", "/api/v1/capacity")
GAMES = games.names()  # every registered game (the orchard of examples/orchard too)
FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

words = st.sampled_from(["game", "players", "farm", "farmyard", "grid", "animals", "sheep", "left", "right",
                         *GAMES, "coop", "PAD 3/2/0", "a", "C", "R", "a+", "a*", ".",
                         "clay", "G03", "per_coop", "kind", "points"])
numbers = (st.integers() | st.integers(-3, 30) | st.sampled_from([10**18, -(10**18), 10**4000, 2**63])
           | st.floats(allow_nan=False, allow_infinity=False))
leaves = st.none() | st.booleans() | numbers | st.text(max_size=12) | words
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8) | words, inner, max_size=5),
    max_leaves=25,
)
content_types = st.sampled_from([
    "application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x", "application/octet-stream", "nonsense", None,
])


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path_factory.mktemp("db") / "games.db"),
                      "RATELIMIT_ENABLED": False})  # hundreds of posts from one address
    return app.test_client()


def check(response) -> None:
    """Never a server error; an error is ``{"error", "message"}``; a success is a result."""
    assert response.status_code < 500, response.get_data(as_text=True)
    body = response.get_json(silent=True)
    assert isinstance(body, dict), response.get_data(as_text=True)[:200]
    if response.status_code == 200:
        assert body["game"] in GAMES
        return
    assert 400 <= response.status_code < 500
    assert {"error", "message"} <= set(body) <= {"error", "message", "best"}
    assert isinstance(body["error"], str) and isinstance(body["message"], str)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, (*prefix, i))


@st.composite
def mutated_documents(draw) -> dict:
    """An example document with one part replaced, dropped or joined by a stray key; maybe as players."""
    document = copy.deepcopy(example(draw(st.sampled_from(GAMES))))
    path = draw(st.sampled_from([p for p in _paths(document) if p]))
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    how = draw(st.sampled_from(["replace", "replace", "drop", "add"]))
    if how == "replace":
        parent[path[-1]] = draw(json_values)
    elif how == "drop":
        del parent[path[-1]]
    elif isinstance(parent, dict):
        parent[draw(st.text(max_size=8) | words)] = draw(json_values)
    if draw(st.booleans()) and isinstance(document, dict):
        entry = {k: v for k, v in document.items() if k != "game"}
        document = {"game": document.get("game"), "players": [entry] * draw(st.integers(0, 6))}
    return document


@st.composite
def raw_bodies(draw) -> bytes:
    """Bodies that are not JSON, or JSON at its limits: deep nesting, huge numbers, stray bytes."""
    depth = draw(st.integers(1, 30_000))
    return draw(st.sampled_from([
        draw(st.binary(max_size=200)),
        draw(st.text(max_size=200)).encode("utf-8", "surrogatepass"),
        b"[" * depth + b"]" * depth,
        b'{"game": ' * depth + b"1" + b"}" * depth,
        b"[" * depth,
        b"9" * draw(st.integers(1, 6000)),
        b'{"game": "acbas", "farm": ["a"], "animals": {"sheep": ' + b"9" * draw(st.integers(1, 6000)) + b"}}",
        b"NaN", b"-Infinity", b"null", b"true", b'"acbas"', b"{}", b"",
        json.dumps(example("hens")).encode()[: draw(st.integers(0, 50))],
    ]))


@FUZZ
@given(path=st.sampled_from(PATHS), body=json_values)
def test_random_json_values(client, path, body):
    check(client.post(path, json=body))


@FUZZ
@given(path=st.sampled_from(PATHS), document=mutated_documents())
def test_mutated_documents(client, path, document):
    check(client.post(path, json=document))


@FUZZ
@given(path=st.sampled_from(PATHS), body=raw_bodies(), content_type=content_types)
def test_malformed_bodies_and_content_types(client, path, body, content_type):
    check(client.post(path, data=body, content_type=content_type))


@settings(FUZZ, max_examples=40)
@given(path=st.sampled_from(PATHS), size=st.integers(64 * 1024 + 1, 256 * 1024))
def test_bodies_over_the_limit(client, path, size):
    response = client.post(path, data=b" " * size, content_type="application/json")
    check(response)
    assert response.status_code == 413


@settings(FUZZ, max_examples=60)
@given(game=st.sampled_from(GAMES), action=st.sampled_from(["score", "capacity", "x"]),
       text=st.one_of(st.text(max_size=100), mutated_documents().map(json.dumps)))
def test_form_posts_never_fail(client, game, action, text):
    response = client.post(f"/{game}", data={"document": text, "action": action})
    assert response.status_code in (200, 400, 422), response.status_code
    assert response.mimetype == "text/html"


TABLE_KEYS = ["players", "title", "action", "start_player", "goal_card", "players[0].name", "players[0].farm",
              "players[0].farmyard", "players[0].grid", "players[1].animals.sheep", "players[1].rooster",
              "players[1].cards", "players[1].card_inputs.I100", "players[1].card_inputs.K280.tanner_boar",
              "players[2].majors.well", "players[4].grid", "players[9].farm"]


@settings(FUZZ, max_examples=60)
@given(game=st.sampled_from(GAMES),
       data=st.dictionaries(st.sampled_from(TABLE_KEYS), st.one_of(st.text(max_size=40), st.sampled_from(
           ["2", "3", "5", "0", "-1", "score", "release", "players", "Tavern\nE28", "a a\nC .\n. .", "yes"])),
           max_size=8))
def test_table_form_posts_never_fail(client, game, data):
    response = client.post(f"/{game}/table", data=data)
    assert response.status_code in (200, 303, 400, 422), response.status_code
