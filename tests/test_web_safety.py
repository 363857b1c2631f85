"""Safe to expose (api.md 4.1): bounded work, no bots on GET, repeat-safe moves, hidden Hens
logs, JSON-only bodies, security headers, form numbers checked against their range, and
messages in the words of the web's user."""

from __future__ import annotations

import hashlib
import json
import os
import threading

import pytest

from calculator import games as game_registry
from calculator.core.protocol import replay
from web import create_app, gameplay, headers, limits, work
from web.examples import example
from web.store import GameStore


@pytest.fixture
def app(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")})


@pytest.fixture
def client(app):
    return app.test_client()


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def assert_error(response, status, code):
    assert response.status_code == status, response.get_data(as_text=True)
    body = response.get_json()
    assert body["error"] == code, body
    return body


# --- bounded work ----------------------------------------------------------------------------


def test_a_bot_budget_beyond_the_limit_is_too_much_work(client):
    body = assert_error(client.post("/api/v1/simulations", json={
        "game": "acbas", "bots": ["mcts:1000000", "random"], "games": 200, "seed": 1}), 422, "too_much_work")
    assert "500 iterations" in body["message"] and "bots[0]" in body["message"]
    body = assert_error(client.post("/api/v1/games", json={
        "game": "acbas", "players": [{"name": "ann"}, {"bot": "mcts:1000000"}]}), 422, "too_much_work")
    assert "players[1].bot" in body["message"]


def test_a_bot_budget_in_seconds_beyond_the_limit_is_too_much_work(client):
    body = assert_error(client.post("/api/v1/games", json={
        "game": "acbas", "players": [{"name": "ann"}, {"bot": "best:3s"}]}), 422, "too_much_work")
    assert "2 s of CPU" in body["message"] and "players[1].bot" in body["message"]
    body = assert_error(client.post("/api/v1/games", json={
        "game": "acbas", "players": [{"name": "ann"}, {"bot": "mcts:0s"}]}), 400, "invalid_document")
    assert "unknown bot 'mcts:0s'" in body["message"] and "mcts:1s for a second of CPU" in body["message"]


def test_the_best_bot_may_answer_a_person_at_every_table_size(client):
    for info in game_registry.infos():
        for players in info.played:
            if players > 1:
                limits.check_bots(client.application.config, info.name, [None] + ["best"] * (players - 1))


def test_a_simulation_costing_more_than_the_limit_is_refused_before_it_starts(client):
    body = assert_error(client.post("/api/v1/simulations", json={
        "game": "agricola", "bots": ["mcts"] * 5, "games": 200, "seed": 1}), 422, "too_much_work")
    assert "limit is 30 s" in body["message"]


def test_a_game_of_bots_only_counts_as_one_whole_game_of_work(client):
    assert_error(client.post("/api/v1/games", json={
        "game": "agricola", "players": [{"bot": "mcts:500"}] * 5}), 422, "too_much_work")
    created = client.post("/api/v1/games", json={"game": "acbas", "players": [{"bot": "random"}] * 2, "seed": 3})
    assert created.status_code == 201 and created.json["status"] == "finished"


def test_bots_answering_one_move_are_bounded_too(client):
    body = assert_error(client.post("/api/v1/games", json={
        "game": "agricola", "players": [{"name": "ann"}, *[{"bot": "mcts:500"}] * 4]}), 422, "too_much_work")
    assert "after each of your moves" in body["message"]


def test_the_limits_are_in_the_openapi_description(client):
    spec = json.dumps(client.get("/api/v1/openapi.json").json)
    assert "at most 500" in spec and "too_much_work" in spec and "Retry-After" in spec


def test_a_get_never_runs_the_bots(app, client):
    """A game whose bot is to move (its answer interrupted) stays as it is under any GET."""
    with app.app_context():
        store = GameStore(app.config["DATABASE"])
        seed = next(s for s in range(20) if game_registry.new_game("acbas", s, 2).current_player == 1)
        game, _tokens = gameplay.create(store, "acbas", [("ann", None), (None, "random")], seed)
        store.close()
    for path in ("", "/actions", "/log"):
        assert client.get(f"/api/v1/games/{game.id}{path}").status_code == 200
    view = client.get(f"/api/v1/games/{game.id}").json
    assert view["to_move"] == 1 and client.get(f"/api/v1/games/{game.id}/log").json["actions"] == []
    assert client.get(f"/play/{game.id}").status_code == 200
    assert client.get(f"/api/v1/games/{game.id}/log").json["actions"] == []


def test_a_server_restart_resumes_bots_a_crash_interrupted(app):
    from web.serve import resume_bots

    with app.app_context():
        store = GameStore(app.config["DATABASE"])
        seed = next(s for s in range(20) if game_registry.new_game("acbas", s, 2).current_player == 1)
        game, _tokens = gameplay.create(store, "acbas", [("ann", None), (None, "random")], seed)
        assert store.waiting_for_bots() == [game.id]
        store.close()
    assert resume_bots(app) == 1
    with app.app_context():
        store = GameStore(app.config["DATABASE"])
        resumed = gameplay.load(store, game.id)
        assert resumed.state.current_player == 0 and resumed.stored.actions and not store.waiting_for_bots()
        store.close()


def every_slot(app, *names):
    """Context managers holding every slot of the named pools, light and heavy lanes alike."""
    lanes = app.config["LIGHT_SLOTS"]
    slots = {"bots": "BOT_SLOTS", "simulations": "SIMULATION_SLOTS", "plans": "PLAN_SLOTS"}
    return [work.pool(name).slot(0.0) for name in names for _ in range(lanes + app.config[slots[name]])]


def test_a_full_pool_answers_503_with_retry_after_and_changes_nothing(app, client):
    seed = next(s for s in range(20) if game_registry.new_game("acbas", s, 2).current_player == 0)
    created = client.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "a"}, {"bot": "random"}],
                                                 "seed": seed}).json
    token = created["seats"][0]["token"]
    action = client.get(f"/api/v1/games/{created['id']}/actions").json["actions"][0]["id"]
    with app.app_context():
        held = every_slot(app, "bots", "simulations")
        for slot in held:
            slot.__enter__()
        try:
            response = client.post(f"/api/v1/games/{created['id']}/actions", json={"action": action},
                                   headers=bearer(token))
            assert_error(response, 503, "busy")
            assert response.headers["Retry-After"] == str(app.config["RETRY_AFTER"])
            response = client.post("/api/v1/simulations", json={"game": "acbas", "bots": ["random"] * 2,
                                                                 "games": 1, "seed": 1})
            assert_error(response, 503, "busy")
            assert client.post("/api/v1/score", json=example("acbas")).status_code == 200
        finally:
            for slot in held:
                slot.__exit__(None, None, None)
    assert client.get(f"/api/v1/games/{created['id']}/log").json["actions"] == []


def test_a_move_no_bot_answers_never_waits_for_the_bots_pool(app, client):
    """Every bot slot taken (search bots at other tables): a game between people goes on."""
    created = client.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "a"}, {"name": "b"}],
                                                 "seed": 7}).json
    token = {s["seat"]: s["token"] for s in created["seats"]}[created["to_move"]]
    action = client.get(f"/api/v1/games/{created['id']}/actions").json["actions"][0]["id"]
    with app.app_context():
        held = every_slot(app, "bots")
        for slot in held:
            slot.__enter__()
        try:
            moved = client.post(f"/api/v1/games/{created['id']}/actions", json={"action": action},
                                headers=bearer(token))
            again = client.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "a"}, {"name": "b"}]})
        finally:
            for slot in held:
                slot.__exit__(None, None, None)
    assert moved.status_code == 200 and len(moved.json["state"]) and again.status_code == 201
    assert client.get(f"/api/v1/games/{created['id']}/log").json["actions"] == [
        {"seat": created["to_move"], "action": action}]


def test_a_light_simulation_is_answered_while_the_heaviest_one_holds_the_heavy_lane(app, client):
    with app.app_context(), work.pool("simulations").slot():  # the heaviest simulation allowed, running
        response = client.post("/api/v1/simulations", json={"game": "acbas", "bots": ["random"] * 2, "games": 2,
                                                            "seed": 1})
        heavy = client.post("/api/v1/simulations", json={"game": "acbas", "bots": ["greedy"] * 2, "games": 60,
                                                         "seed": 1})
    assert response.status_code == 200 and response.json["games"] == 2
    assert_error(heavy, 503, "busy")


def test_light_bots_are_answered_while_search_bots_fill_the_heavy_lane(app, client):
    seed = next(s for s in range(20) if game_registry.new_game("acbas", s, 2).current_player == 0)
    assert limits.bots_seconds("acbas", [None, "greedy"]) <= app.config["LIGHT_WORK_SECONDS"]
    assert limits.bots_seconds("acbas", [None, "mcts:500"]) > app.config["LIGHT_WORK_SECONDS"]
    with app.app_context():
        pool = work.pool("bots")
        held = [pool.slot() for _ in range(app.config["BOT_SLOTS"])]  # three tables of search bots
        for slot in held:
            slot.__enter__()
        try:
            light = client.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "a"}, {"bot": "greedy"}],
                                                       "seed": seed})
            heavy = client.post("/api/v1/games", json={"game": "acbas", "players": [{"name": "a"}, {"bot": "mcts:500"}],
                                                       "seed": seed})
        finally:
            for slot in held:
                slot.__exit__(None, None, None)
    assert light.status_code == 201
    assert_error(heavy, 503, "busy")


def test_pool_jobs_run_in_another_process():
    pool = work.WorkPool("tests", processes=1, slots=1, retry_after=1)
    try:
        with pool.slot():
            assert pool.call(os.getpid) != os.getpid()
            with pytest.raises(work.Busy):
                with pool.slot():
                    pass
    finally:
        pool.close()


def test_scores_answer_while_the_heaviest_simulation_runs(tmp_path):
    """The simulation thinks in a worker process; the score requests are answered meanwhile."""
    from werkzeug.serving import make_server
    import urllib.request

    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "WORK_PROCESSES": 1})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"

    def post(path, body):
        request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=600) as response:
            return response.status, json.load(response)

    answers = {}
    simulation = threading.Thread(target=lambda: answers.update(sim=post("/api/v1/simulations", {
        "game": "acbas", "bots": ["greedy", "greedy"], "games": 60, "seed": 1})))
    try:
        simulation.start()
        pool = app.extensions["agricalc.work"]["simulations"]
        while not simulation.is_alive() or pool.heavy.free():  # wait until the simulation holds its slot
            assert simulation.is_alive(), answers
        for _ in range(5):
            status, body = post("/api/v1/score", example("acbas"))
            assert status == 200 and "total" in body
        assert simulation.is_alive(), "the scores were answered while the simulation ran"
        simulation.join()
        assert answers["sim"][0] == 200 and answers["sim"][1]["games"] == 60
    finally:
        server.shutdown()
        work.close(app)


# --- repeated moves -----------------------------------------------------------------------------


def test_a_move_sent_again_with_seen_is_refused_as_stale_and_changes_nothing(client):
    created = client.post("/api/v1/games", json={"game": "hens", "players": [{"name": "a"}, {"name": "b"}],
                                                 "seed": 5}).json
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    mover = created["to_move"]
    body = {"action": "draw:deck", "seen": 0}
    first = client.post(f"/api/v1/games/{created['id']}/actions", json=body, headers=bearer(tokens[mover]))
    assert first.status_code == 200
    again = client.post(f"/api/v1/games/{created['id']}/actions", json=body, headers=bearer(tokens[mover]))
    assert_error(again, 409, "stale")
    log = client.get(f"/api/v1/games/{created['id']}/log", headers=bearer(tokens[mover])).json["actions"]
    assert log == [{"seat": mover, "action": "draw:deck"}], "one card drawn, not two"


def test_the_play_page_sends_what_it_has_seen(client):
    response = client.post("/play", data={"game": "acbas", "players": "2", "me": "0", "seed": "7",
                                          "bot-1": "random"})
    html = client.get(response.headers["Location"]).text
    assert 'name="seen"' in html


# --- hidden information -----------------------------------------------------------------------------


def hidden_faces(state) -> set[str]:
    """Card faces nobody but their holder may know: in hands, in the deck, under coops, and
    shown nowhere in public (face up in a grid, in a discard pile, known to be in a hand,
    or about to be placed face up)."""
    faces = state.table.faces
    hidden = {faces[c] for hand in state.hands for c in hand} | {faces[c] for c in state.deck}
    hidden |= {faces[c] for yard in state.yards for _, c in yard.coops()}
    public = {faces[c] for yard in state.yards for _, c in yard.hens()}
    public |= {faces[c] for pile in state.piles for c in pile} | {faces[c] for known in state.known for c in known}
    if state.step == "place" and not state.pending_coop:
        public.add(faces[state.pending])
    return hidden - public


def test_a_client_without_tokens_cannot_learn_a_hidden_hens_card(client):
    # a bot starts, so that a bot's rooster goes down while ann still chooses hers
    seed = next(s for s in range(50) if game_registry.new_game("hens", s, 3).first_player == 1)
    created = client.post("/api/v1/games", json={"game": "hens", "players": [{"name": "ann"}, {"bot": "random"},
                                                                            {"bot": "random"}], "seed": seed}).json
    game_id, token = created["id"], created["seats"][0]["token"]
    seen_coop = seen_rooster = played_coop = False
    while True:
        anonymous = client.get(f"/api/v1/games/{game_id}/log").json
        view = client.get(f"/api/v1/games/{game_id}").json
        with_token = client.get(f"/api/v1/games/{game_id}/log", headers=bearer(token)).json
        if view["status"] == "finished":
            break
        assert anonymous["seed"] is None and with_token["seed"] is None
        stored = GameStore(client.application.config["DATABASE"])
        try:
            record = stored.load(game_id)
        finally:
            stored.close()
        commitment = anonymous["seed_sha256"]
        assert commitment == hashlib.sha256(f"{record.seed_salt}:{record.seed}".encode()).hexdigest()
        state = replay(game_registry.new_game("hens", record.seed, 3), [a for _, a in record.actions])
        for entry, (seat, action), mine in zip(anonymous["actions"], record.actions, with_token["actions"]):
            kind = action.partition(":")[0]
            secret = kind == "coop" or (kind == "rooster" and state.step == "rooster")
            assert entry == {"seat": seat, "action": None if secret else action}
            assert mine["action"] == (action if seat == 0 or not secret else None), "a seat sees its own moves"
            seen_coop |= kind == "coop" and seat != 0
            seen_rooster |= kind == "rooster" and secret and seat != 0
        leaked = json.dumps([anonymous, view, client.get(f"/api/v1/games/{game_id}/actions").json])
        for face in hidden_faces(state):
            assert f":{face}" not in leaked, f"hidden card {face} shows"
        actions = client.get(f"/api/v1/games/{game_id}/actions", headers=bearer(token)).json["actions"]
        coops = [a["id"] for a in actions if a["id"].startswith("coop:")]
        pick = coops[0] if coops and not played_coop else actions[0]["id"]
        played_coop |= pick.startswith("coop:")
        response = client.post(f"/api/v1/games/{game_id}/actions", json={"action": pick}, headers=bearer(token))
        assert response.status_code == 200, response.json
    assert seen_coop and seen_rooster, "the game showed both kinds of secret"
    assert anonymous["seed"] is not None and all(entry["action"] for entry in anonymous["actions"])
    assert hashlib.sha256(f"{anonymous['seed_salt']}:{anonymous['seed']}".encode()).hexdigest() == commitment, \
        "the finished game's seed and salt open the commitment made while it lasted"


def stored_record(client, game_id):
    stored = GameStore(client.application.config["DATABASE"])
    try:
        return stored.load(game_id)
    finally:
        stored.close()


@pytest.mark.parametrize("game", game_registry.names())
def test_an_active_games_log_hides_its_seed_in_every_game(client, game):
    """The seed decides every chance event to come (Agricola's face-down round cards too)."""
    created = client.post("/api/v1/games", json={"game": game, "players": [{"name": "ann"}, {"bot": "random"}]}).json
    log = client.get(f"/api/v1/games/{created['id']}/log").json
    record = stored_record(client, created["id"])
    assert log["seed"] is None and log.get("seed_salt") is None and str(record.seed) not in json.dumps(log)
    assert log["seed_sha256"] == hashlib.sha256(f"{record.seed_salt}:{record.seed}".encode()).hexdigest()


def test_a_chosen_seed_is_committed_to_with_a_random_salt(client):
    players = [{"name": "ann"}, {"bot": "random"}]
    first, second = (client.post("/api/v1/games", json={"game": "agricola", "players": players, "seed": 424242}).json
                     for _ in range(2))
    logs = [client.get(f"/api/v1/games/{created['id']}/log").json for created in (first, second)]
    assert hashlib.sha256(b"424242").hexdigest() not in json.dumps(logs)
    assert logs[0]["seed_sha256"] != logs[1]["seed_sha256"], "each game has its own salt"
    salts = [stored_record(client, created["id"]).seed_salt for created in (first, second)]
    assert all(len(salt) == 32 and int(salt, 16) >= 0 for salt in salts)


def test_a_finished_game_gives_its_seed_and_salt(client):
    created = client.post("/api/v1/games", json={"game": "acbas", "players": [{"bot": "random"}] * 2,
                                                 "seed": 424242}).json
    log = client.get(f"/api/v1/games/{created['id']}/log").json
    assert created["status"] == "finished" and log["seed"] == 424242
    assert log["seed_salt"] == stored_record(client, created["id"]).seed_salt


def test_a_take_back_never_undoes_a_revealed_round_card(client):
    created = client.post("/api/v1/games", json={"game": "agricola", "players": [{"name": "ann"}, {"bot": "greedy"}],
                                                 "seed": 3}).json
    game_id, token = created["id"], created["seats"][0]["token"]
    game = created
    while game["round"] == created["round"]:
        before = game
        action = client.get(f"/api/v1/games/{game_id}/actions").json["actions"][0]["id"]
        game = client.post(f"/api/v1/games/{game_id}/actions", json={"action": action}, headers=bearer(token)).json
    assert before["round"] < game["round"], "a new round card is face up since ann's last move"
    log = client.get(f"/api/v1/games/{game_id}/log").json
    body = assert_error(client.post(f"/api/v1/games/{game_id}/takeback", json={}, headers=bearer(token)),
                        409, "takeback_blocked")
    assert "chance" in body["message"]
    assert client.get(f"/api/v1/games/{game_id}/log").json == log, "nothing changes"
    assert client.get(f"/api/v1/games/{game_id}").json == game


def test_a_take_back_within_a_round_still_works(client):
    created = client.post("/api/v1/games", json={"game": "agricola", "players": [{"name": "ann"}, {"bot": "greedy"}],
                                                 "seed": 3}).json
    game_id, token = created["id"], created["seats"][0]["token"]
    action = client.get(f"/api/v1/games/{game_id}/actions").json["actions"][0]["id"]
    moved = client.post(f"/api/v1/games/{game_id}/actions", json={"action": action}, headers=bearer(token)).json
    assert moved["round"] == created["round"]
    back = client.post(f"/api/v1/games/{game_id}/takeback", json={}, headers=bearer(token))
    assert back.status_code == 200 and back.json["state"] == created["state"]


def test_seeds_are_drawn_from_too_many_to_try_against_their_hash():
    assert gameplay.SEED_LIMIT >= 2**63


# --- bodies, headers, forms, words ------------------------------------------------------------------


def test_only_the_start_of_a_huge_accept_language_is_read(client):
    """A browser sends a few dozen characters; the entries past the first few hundred are not parsed
    (a 250 KB header once cost a second of CPU a page)."""
    assert client.get("/", headers={"Accept-Language": "xx, ru"}).headers["Content-Language"] == "ru"
    huge = "xx;q=0.9, " * 25_000 + "ru"
    assert client.get("/", headers={"Accept-Language": huge}).headers["Content-Language"] == "en"
    assert client.post("/api/v1/score", json=example("acbas"), headers={"Accept-Language": huge}).status_code == 200


def test_pages_and_answers_carry_the_security_headers(client):
    for path in ("/", "/acbas", "/play", "/api/v1/openapi.json"):
        response = client.get(path)
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "same-origin"
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
    assert client.get("/").headers["Content-Security-Policy"] == headers.PAGE_POLICY


def test_a_no_cors_text_post_cannot_create_a_game_or_run_a_simulation(client):
    for path, body in (("/api/v1/games", {"game": "acbas", "players": [{"bot": "random"}] * 2}),
                       ("/api/v1/simulations", {"game": "acbas", "bots": ["random"] * 2, "games": 1})):
        assert_error(client.post(path, data=json.dumps(body), content_type="text/plain"), 415,
                     "unsupported_media_type")


def test_a_number_with_too_many_digits_is_described_for_the_api_user(client):
    response = client.post("/api/v1/score", data='{"game": "acbas", "animals": {"sheep": ' + "9" * 5000 + "}}",
                           content_type="application/json")
    body = assert_error(response, 400, "invalid_json")
    assert "set_int_max_str_digits" not in body["message"] and "too many digits" in body["message"]


def test_api_messages_name_the_request_fields_not_command_line_options(client):
    body = assert_error(client.post("/api/v1/simulations", json={"game": "acbas", "bots": ["oracle", "random"],
                                                                 "games": 1}), 400, "invalid_document")
    assert "--" not in body["message"] and body["message"].startswith("bots[0]: unknown bot 'oracle'")


def test_the_command_line_describes_a_huge_number_in_its_own_words(tmp_path, capsys):
    from calculator import cli

    path = tmp_path / "doc.json"
    path.write_text('{"game": "acbas", "animals": {"sheep": ' + "9" * 5000 + "}}")
    assert cli.main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert "too many digits" in err and "set_int_max_str_digits" not in err
