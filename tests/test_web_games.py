"""The games API: create, view, act with a seat token, log, bots, persistence, simulations."""

import pytest

from calculator.acbas.game import new_game
from calculator.core.protocol import replay
from web import create_app


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "games.db")


@pytest.fixture
def client(db):
    return create_app({"TESTING": True, "DATABASE": db}).test_client()


def create(client, players, seed=7):
    response = client.post("/api/v1/games", json={"game": "acbas", "players": players, "seed": seed})
    assert response.status_code == 201, response.json
    return response.json


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def duel(client):
    """Two humans; returns (game, token of seat to move, token of the other seat)."""
    game = create(client, [{"name": "ann"}, {"name": "bob"}])
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    mover = game["to_move"]
    return game, tokens[mover], tokens[1 - mover]


def first_action(client, game_id):
    return client.get(f"/api/v1/games/{game_id}/actions").json["actions"][0]["id"]


def test_create_returns_tokens_for_human_seats_only(client):
    game = create(client, [{"name": "ann"}, {"bot": "random"}])
    assert game["status"] == "active" and game["game"] == "acbas" and game["round"] == 1
    assert "token" in game["seats"][0] and "token" not in game["seats"][1]
    assert game["to_move"] == 0, "the bot has already moved if it started"


def test_bot_moves_first_when_it_is_start_player(client):
    for seed in range(6):
        game = create(client, [{"name": "ann"}, {"bot": "random"}], seed=seed)
        log = client.get(f"/api/v1/games/{game['id']}/log").json
        start = new_game(seed).start_player
        assert bool(log["actions"]) == (start == 1)


def test_get_game_has_the_contract_fields(client, duel):
    game, _, _ = duel
    view = client.get(f"/api/v1/games/{game['id']}").json
    for key in ("id", "game", "status", "round", "to_move", "state", "winners"):
        assert key in view
    assert view["state"]["players"][0]["farm"]


def test_private_view_needs_the_seat_token(client, duel):
    game, token, _ = duel
    assert "private" not in client.get(f"/api/v1/games/{game['id']}").json
    assert client.get(f"/api/v1/games/{game['id']}", headers=bearer(token)).json["private"] == {}


def test_legal_actions_have_ids_and_labels(client, duel):
    game, _, _ = duel
    listing = client.get(f"/api/v1/games/{game['id']}/actions").json
    assert listing["to_move"] == game["to_move"]
    assert all(set(a) == {"id", "label"} for a in listing["actions"])


def test_acting_needs_a_token(client, duel):
    game, _, _ = duel
    response = client.post(f"/api/v1/games/{game['id']}/actions", json={"action": first_action(client, game["id"])})
    assert response.status_code == 401 and response.json["error"] == "missing_token"


def test_wrong_token_is_403_and_changes_nothing(client, duel):
    game, _, _ = duel
    response = client.post(f"/api/v1/games/{game['id']}/actions", json={"action": first_action(client, game["id"])},
                           headers=bearer("not-a-token"))
    assert response.status_code == 403 and response.json["error"] == "wrong_token"
    assert client.get(f"/api/v1/games/{game['id']}/log").json["actions"] == []


def test_not_your_turn_is_409_and_changes_nothing(client, duel):
    game, _, other = duel
    response = client.post(f"/api/v1/games/{game['id']}/actions", json={"action": first_action(client, game["id"])},
                           headers=bearer(other))
    assert response.status_code == 409 and response.json["error"] == "not_your_turn"
    assert client.get(f"/api/v1/games/{game['id']}/log").json["actions"] == []


def test_illegal_action_is_422_and_changes_nothing(client, duel):
    game, token, _ = duel
    response = client.post(f"/api/v1/games/{game['id']}/actions", json={"action": "space:nowhere"},
                           headers=bearer(token))
    assert response.status_code == 422 and response.json["error"] == "illegal_action"
    assert client.get(f"/api/v1/games/{game['id']}/log").json["actions"] == []


@pytest.mark.parametrize("body", [{}, {"action": 3}, {"action": "x", "extra": 1}, []])
def test_malformed_action_body_is_400(client, duel, body):
    game, token, _ = duel
    response = client.post(f"/api/v1/games/{game['id']}/actions", json=body, headers=bearer(token))
    assert response.status_code == 400 and set(response.json) == {"error", "message"}


def test_unknown_game_id_is_404(client):
    for path in ("/api/v1/games/nope", "/api/v1/games/nope/actions", "/api/v1/games/nope/log"):
        response = client.get(path)
        assert response.status_code == 404 and response.json["error"] == "not_found"


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"game": "chess", "players": [{"name": "a"}, {"name": "b"}]}, 400),
        ({"game": "acbas", "players": [{"name": "a"}]}, 422),
        ({"game": "acbas", "players": [{"name": "a"}, {"bot": "oracle"}]}, 400),
        ({"game": "acbas", "players": [{"name": "a", "bot": "random"}, {"name": "b"}]}, 400),
        ({"game": "acbas", "players": [{"name": "a"}, {"name": "b"}], "seed": -1}, 400),
        ({"game": "acbas", "players": [{"name": "a"}, {"name": "b"}], "seed": True}, 400),  # JSON true is no number
        ({"game": "acbas", "players": [{"name": "a"}, {"name": "b"}], "seed": "7"}, 400),
    ],
)
def test_bad_create_requests_are_refused_cleanly(client, body, status):
    response = client.post("/api/v1/games", json=body)
    assert response.status_code == status, response.json
    assert set(response.json) >= {"error", "message"}


def test_whole_game_against_a_bot_and_the_log_replays_it(client):
    game = create(client, [{"name": "ann"}, {"bot": "random"}], seed=3)
    token = game["seats"][0]["token"]
    view = game
    while view["status"] == "active":
        view = client.post(f"/api/v1/games/{game['id']}/actions", json={"action": first_action(client, game["id"])},
                           headers=bearer(token)).json
    assert len(view["scores"]) == 2 and view["winners"] and view["to_move"] is None
    late = client.post(f"/api/v1/games/{game['id']}/actions", json={"action": "done"}, headers=bearer(token))
    assert late.status_code == 409 and late.json["error"] == "game_over"
    log = client.get(f"/api/v1/games/{game['id']}/log").json
    final = replay(new_game(log["seed"]), [entry["action"] for entry in log["actions"]])
    assert list(final.returns()) == view["scores"]


def test_games_survive_a_restart(db, client, duel):
    game, token, _ = duel
    action = first_action(client, game["id"])
    assert client.post(f"/api/v1/games/{game['id']}/actions", json={"action": action},
                       headers=bearer(token)).status_code == 200
    restarted = create_app({"TESTING": True, "DATABASE": db}).test_client()
    assert restarted.get(f"/api/v1/games/{game['id']}/log").json["actions"] == [
        {"seat": game["to_move"], "action": action}]


def test_simulations_return_the_simulate_summary(client):
    response = client.post("/api/v1/simulations", json={"game": "acbas", "bots": ["random", "random"],
                                                         "games": 2, "seed": 1})
    assert response.status_code == 200
    summary = response.json
    assert summary["games"] == 2 and len(summary["mean_scores"]) == 2 and len(summary["win_rates"]) == 2


def test_simulations_are_bounded(client):
    response = client.post("/api/v1/simulations", json={"game": "acbas", "bots": ["random", "random"],
                                                         "games": 100000, "seed": 1})
    assert response.status_code == 400


def test_a_seed_written_as_a_whole_number_in_decimal_form_is_a_seed(client):
    # JSON Schema's integers include 7.0; booleans and strings of digits are not integers.
    response = client.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "a"}, {"name": "b"}],
                                                  "seed": 7.0})
    assert response.status_code == 201, response.json


@pytest.mark.parametrize("field", ["games", "seed"])
def test_simulation_counts_are_numbers_not_booleans(client, field):
    body = {"game": "acbas", "bots": ["random", "random"], "games": 1, "seed": 1, field: True}
    response = client.post("/api/v1/simulations", json=body)
    assert response.status_code == 400 and field in response.json["message"], response.json


def test_take_back_through_the_api(client):
    game = create(client, [{"name": "ann"}, {"bot": "random"}])
    token, game_id = game["seats"][0]["token"], game["id"]
    before = client.get(f"/api/v1/games/{game_id}/log").json
    action = first_action(client, game_id)
    client.post(f"/api/v1/games/{game_id}/actions", json={"action": action}, headers=bearer(token))
    moved = client.get(f"/api/v1/games/{game_id}/log").json
    assert client.post(f"/api/v1/games/{game_id}/takeback", json={}).status_code == 401
    response = client.post(f"/api/v1/games/{game_id}/takeback", json={"seen": len(moved["actions"])},
                           headers=bearer(token))
    assert response.status_code == 200 and response.json["to_move"] == 0
    log = client.get(f"/api/v1/games/{game_id}/log").json
    assert log["actions"] == before["actions"]
    assert log["taken_back"] == [{"at": len(before["actions"]), "actions": moved["actions"][len(before["actions"]):]}]
    final = replay(new_game(7), [entry["action"] for entry in log["actions"]])
    assert client.get(f"/api/v1/games/{game_id}").json["state"] == final.public_view()
    stale = client.post(f"/api/v1/games/{game_id}/actions", json={"action": action, "seen": len(log["actions"]),
                                                                  "takebacks": 0}, headers=bearer(token))
    assert stale.status_code == 409 and stale.json["error"] == "stale"


def test_no_take_back_against_a_person_through_the_api(client, duel):
    game, mover, _ = duel
    client.post(f"/api/v1/games/{game['id']}/actions", json={"action": first_action(client, game["id"])},
                headers=bearer(mover))
    before = client.get(f"/api/v1/games/{game['id']}/log").json
    response = client.post(f"/api/v1/games/{game['id']}/takeback", json={}, headers=bearer(mover))
    assert response.status_code == 409 and response.json["error"] == "no_take_back"
    assert client.get(f"/api/v1/games/{game['id']}/log").json == before
