"""Agricola's card game on the web (api.md 4.1, 4.2): the decks through the games API, the
simulations and the play pages, kept with each game, and the hands hidden from everyone but
their seat.

The hands are dealt from the simulator's implemented cards; so that a hand is never empty
whatever has been implemented yet, these tests deal from a fixed set of the E deck's cards
(patched in this process: the games here have no bots, whose moves are chosen in other
processes).
"""

from __future__ import annotations

import re
import sqlite3

import pytest

from calculator.agricola import dealing
from calculator.agricola.game import new_game
from calculator.core.protocol import replay
from web import create_app
from web.play import cookie_name
from web.store import SCHEMA_VERSION, GameStore

DEALT = frozenset(card.id for card in dealing.deck_cards() if card.deck == "E")


@pytest.fixture(autouse=True)
def dealt_cards(monkeypatch):
    monkeypatch.setattr(dealing, "implemented_cards", lambda: DEALT)


@pytest.fixture
def db(tmp_path):
    """The database of conftest's ``app`` and ``client`` (for a second app on it)."""
    return str(tmp_path / "games.db")


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def create(client, decks, players=({"name": "ann"}, {"name": "bob"}), seed=11, game="agricola"):
    return client.post("/api/v1/games", json={"game": game, "players": list(players), "seed": seed,
                                              **({} if decks is None else {"decks": decks})})


def card_game(client, decks=("E",), seed=11):
    """A card game of two people: (its view, token by seat)."""
    response = create(client, list(decks), seed=seed)
    assert response.status_code == 201, response.json
    return response.json, {seat["seat"]: seat["token"] for seat in response.json["seats"]}


def play_card(client, game_id, tokens):
    """Moves of the player to move until a card is played from hand: to a Lessons space, then its
    first occupation (each seat's first occupation is free there)."""
    view = client.get(f"/api/v1/games/{game_id}").json
    mover = view["to_move"]
    actions = client.get(f"/api/v1/games/{game_id}/actions", headers=bearer(tokens[mover])).json["actions"]
    lessons = next(a["id"] for a in actions if a["id"].startswith("space:lessons"))
    client.post(f"/api/v1/games/{game_id}/actions", json={"action": lessons}, headers=bearer(tokens[mover]))
    actions = client.get(f"/api/v1/games/{game_id}/actions", headers=bearer(tokens[mover])).json["actions"]
    card = next(a["id"] for a in actions if a["id"].startswith("occupation:"))
    response = client.post(f"/api/v1/games/{game_id}/actions", json={"action": card}, headers=bearer(tokens[mover]))
    assert response.status_code == 200, response.json
    return mover, card.partition(":")[2]


# ---------------------------------------------------------------- the decks as a game option


def test_a_game_created_with_decks_is_the_card_game_and_keeps_them(client):
    view, _ = card_game(client, ["K", "E", "K"])
    assert view["options"] == {"decks": ["E", "K"]}
    assert view["state"]["decks"] == ["E", "K"]
    log = client.get(f"/api/v1/games/{view['id']}/log").json
    assert log["options"] == {"decks": ["E", "K"]}


@pytest.mark.parametrize("decks", [None, []])
def test_no_decks_or_an_empty_list_is_the_family_game(client, decks):
    view = create(client, decks).json
    assert view["options"] == {} and "decks" not in view["state"]
    assert client.get(f"/api/v1/games/{view['id']}/log").json["options"] == {}
    family = new_game(11, 2)
    assert view["state"]["spaces"] == family.public_view()["spaces"], "the family game's board, as before"


def test_decks_for_a_game_without_them_are_refused_naming_the_option(client):
    response = create(client, ["E"], game="acbas")
    assert response.status_code == 422 and response.json["error"] == "bad_option"
    assert "decks" in response.json["message"]


def test_an_unknown_deck_is_refused_naming_the_field(client):
    response = create(client, ["X"])
    assert response.status_code == 400 and "decks" in response.json["message"]


def test_replaying_the_log_from_seed_and_options_gives_the_game(client):
    view, tokens = card_game(client, ["E"], seed=23)
    play_card(client, view["id"], tokens)
    log = client.get(f"/api/v1/games/{view['id']}/log").json
    state = replay(new_game(23, 2, decks=tuple(log["options"]["decks"])), [e["action"] for e in log["actions"]])
    assert client.get(f"/api/v1/games/{view['id']}").json["state"] == state.public_view()


def test_the_options_survive_a_restart(db):
    view, tokens = card_game(create_app({"TESTING": True, "DATABASE": db}).test_client())
    again = create_app({"TESTING": True, "DATABASE": db}).test_client()
    reloaded = again.get(f"/api/v1/games/{view['id']}", headers=bearer(tokens[0])).json
    assert reloaded["options"] == {"decks": ["E"]} and reloaded["state"] == view["state"]
    assert reloaded["private"]["hand"] == new_game(11, 2, decks=("E",)).private_view(0)["hand"]


def test_a_game_stored_before_options_loads_as_the_game_it_was(tmp_path):
    path = tmp_path / "games.db"
    store = GameStore(path)
    game_id, _ = store.create("agricola", 5, [("ann", None), (None, "random")])
    store.close()
    with sqlite3.connect(path) as db:  # as a database of schema 8 left it: no options column
        db.execute("ALTER TABLE games DROP COLUMN options")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION - 1}")
    store = GameStore(path)
    assert store.load(game_id).options == {}
    store.close()


def test_simulations_take_the_decks_and_say_them(client):
    response = client.post("/api/v1/simulations", json={"game": "agricola", "bots": ["random", "random"],
                                                         "games": 1, "seed": 3, "decks": ["I", "E"]})
    assert response.status_code == 200, response.json
    assert response.json["decks"] == ["E", "I"]
    refused = client.post("/api/v1/simulations", json={"game": "hens", "bots": ["random", "random"], "games": 1,
                                                       "decks": ["E"]})
    assert refused.status_code == 422 and refused.json["error"] == "bad_option"


def test_the_openapi_description_documents_the_decks(client):
    spec = client.get("/api/v1/openapi.json").json
    schemas = spec["components"]["schemas"]
    for model in ("CreateGame", "SimulationRequest"):
        decks = schemas[model]["properties"]["decks"]
        assert "card game" in decks["description"] and "bad_option" in decks["description"]
    assert "options" in schemas["GameLog"]["properties"]


# ---------------------------------------------------------------- hidden hands


def hand_ids(state_hand):
    return state_hand["occupations"] + state_hand["minors"]


def shows_any(text, cards):
    return [card for card in cards if re.search(rf"\b{card}\b", text)]


def test_a_hand_is_given_only_with_its_seat_s_token(client):
    view, tokens = card_game(client)
    game_id = view["id"]
    assert "private" not in client.get(f"/api/v1/games/{game_id}").json
    hands = {seat: client.get(f"/api/v1/games/{game_id}", headers=bearer(token)).json["private"]["hand"]
             for seat, token in tokens.items()}
    assert all(hand_ids(hand) for hand in hands.values()) and not set(hand_ids(hands[0])) & set(hand_ids(hands[1]))
    assert hands[0] == new_game(11, 2, decks=("E",)).private_view(0)["hand"]


def test_no_hand_leaks_to_a_client_without_a_token_or_to_another_seat(client):
    view, tokens = card_game(client)
    game_id = view["id"]
    mover, played = play_card(client, game_id, tokens)
    hands = {seat: hand_ids(client.get(f"/api/v1/games/{game_id}", headers=bearer(token)).json["private"]["hand"])
             for seat, token in tokens.items()}
    assert played not in hands[mover]
    everything = [card for hand in hands.values() for card in hand]
    anonymous = [client.get(f"/api/v1/games/{game_id}").text, client.get(f"/api/v1/games/{game_id}/log").text,
                 client.get(f"/play/{game_id}").text]
    actions = client.get(f"/api/v1/games/{game_id}/actions")
    assert actions.status_code == 401 and not shows_any(actions.text, everything)
    assert all(not shows_any(text, everything) for text in anonymous)
    for seat, token in tokens.items():
        other = hands[1 - seat]
        seen = [client.get(f"/api/v1/games/{game_id}", headers=bearer(token)).text,
                client.get(f"/api/v1/games/{game_id}/log", headers=bearer(token)).text]
        listed = client.get(f"/api/v1/games/{game_id}/actions", headers=bearer(token))
        if seat != view["to_move"]:
            seen.append(listed.text)
        assert all(not shows_any(text, other) for text in seen), f"seat {seat} sees seat {1 - seat}'s hand"
    assert played in client.get(f"/api/v1/games/{game_id}").text, "a card played is public"


def test_another_seat_may_not_list_the_mover_s_actions(client):
    view, tokens = card_game(client)
    other = 1 - view["to_move"]
    response = client.get(f"/api/v1/games/{view['id']}/actions", headers=bearer(tokens[other]))
    assert response.status_code == 403 and response.json["error"] == "not_your_turn"


def test_a_move_of_the_card_game_is_never_taken_back(client):
    view, tokens = card_game(client)
    mover = view["to_move"]
    actions = client.get(f"/api/v1/games/{view['id']}/actions", headers=bearer(tokens[mover])).json["actions"]
    client.post(f"/api/v1/games/{view['id']}/actions", json={"action": actions[0]["id"]}, headers=bearer(tokens[mover]))
    response = client.post(f"/api/v1/games/{view['id']}/takeback", json={}, headers=bearer(tokens[mover]))
    assert response.status_code == 409 and response.json["error"] == "no_take_back"


# ---------------------------------------------------------------- /play


def start_solo(client, decks=("E",), seed=5):
    form = {"game": "agricola", "players": "1", "me": "0", "seed": str(seed), "agricola-decks": list(decks)}
    response = client.post("/play", data=form)
    assert response.status_code == 303, response.text
    return response.headers["Location"].rsplit("/", 1)[1]


def test_the_new_game_form_offers_the_decks(client):
    html = client.get("/play").text
    for deck in ("E", "I", "K"):
        assert f'name="agricola-decks" value="{deck}"' in html


def test_a_game_started_with_decks_checked_is_the_card_game(client):
    game_id = start_solo(client, ("E", "K"))
    assert client.get(f"/api/v1/games/{game_id}").json["options"] == {"decks": ["E", "K"]}
    family = start_solo(client, ())
    assert client.get(f"/api/v1/games/{family}").json["options"] == {}


def test_a_deck_not_offered_is_refused_on_the_form(client):
    response = client.post("/play", data={"game": "agricola", "players": "1", "me": "0", "agricola-decks": ["Q"]})
    assert response.status_code == 400 and "Card decks" in response.text


def test_your_page_shows_your_hand_and_plays_a_card_by_its_button(client):
    game_id = start_solo(client)
    html = client.get(f"/play/{game_id}").text
    hand = new_game(5, 1, decks=("E",)).private_view(0)["hand"]
    shown = re.findall(r'class="hand-card[^"]*" data-card="(\w+)"', html)
    assert shown == hand["occupations"] + hand["minors"]
    assert "Cost:" in html and "Not playable now" in html
    seen = re.search(r'name="seen" value="(\d+)"', html)[1]
    client.post(f"/play/{game_id}/act", data={"action": "space:lessons", "seen": seen})
    html = client.get(f"/play/{game_id}").text
    playable = re.findall(r'form="move" name="action" value="(occupation:\w+)"', html)
    assert playable, "on Lessons, the occupations in hand are buttons"
    seen = re.search(r'name="seen" value="(\d+)"', html)[1]
    client.post(f"/play/{game_id}/act", data={"action": playable[0], "seen": seen})
    card = playable[0].partition(":")[2]
    view = client.get(f"/api/v1/games/{game_id}").json
    assert view["state"]["players"][0]["played"] == [card]
    html = client.get(f"/play/{game_id}").text
    assert "Cards played" in html and dealing.cards_by_id()[card].name in html


def test_a_spectator_s_page_shows_no_hand(client, db):
    game_id = start_solo(client)
    hand = new_game(5, 1, decks=("E",)).private_view(0)["hand"]
    spectator = create_app({"TESTING": True, "DATABASE": db}).test_client().get(f"/play/{game_id}").text
    assert 'id="hand"' not in spectator and not shows_any(spectator, hand_ids(hand))
    assert cookie_name(game_id)  # the seat is the cookie's: the spectator has none


def test_plays_best_bot_fits_a_card_game_by_searching_its_share_there(client, app):
    from web import limits

    def started_bots(decks):
        form = {"game": "agricola", "players": "2", "me": "0", "seed": "3", "bot-1": "best",
                **({"agricola-decks": list(decks)} if decks else {})}
        response = client.post("/play", data=form)
        assert response.status_code == 303, response.text
        game_id = response.headers["Location"].rsplit("/", 1)[1]
        return [seat["bot"] for seat in client.get(f"/api/v1/games/{game_id}").json["seats"]]

    family = started_bots(())
    assert family == [None, "best"]  # the default budget fits the family game
    # In a card game best searches its share of its iterations (each costs more there, card_share),
    # so its default fits; a budget written out is searched whole and would not.
    cards = started_bots(("E", "I", "K"))
    assert cards == [None, "best"]
    options = {"decks": ("E", "I", "K")}
    limit = app.config["MAX_BOT_TURN_SECONDS"]
    assert limits.bots_seconds("agricola", cards, options) <= limit < limits.bots_seconds(
        "agricola", [None, "best:200"], options)
