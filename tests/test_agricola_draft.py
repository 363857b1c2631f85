"""The card game's draft (option ``draft``, issue 29 item 1): each player keeps 7 occupations and 7
minor improvements by drafting them (a pack of each, keep one, pass the rest left), each seat
seeing only its own pack; the picks are ordinary legal actions (``draft:<card>``) that every bot
plays; replay and determinism hold."""

from __future__ import annotations

import random

import pytest

from calculator import games
from calculator.agricola import GAME, dealing
from calculator.agricola.bots import draft_value
from calculator.agricola.game import new_game
from calculator.core import bots
from calculator.core.simulate import play_game
from calculator.errors import BadOption, InvalidDocument
from web import create_app

DECKS = ("E", "I", "K")


def drafted(seed: int, players: int, rng: random.Random | None = None):
    """A draft played to its end by random picks: the state at round 1 and the picks."""
    rng = rng or random.Random(seed)
    state, picks = new_game(seed, players, decks=DECKS, draft=True), []
    while state.step.kind == "draft":
        action = rng.choice(state.legal_actions())
        picks.append((state.to_move, action.id))
        state = state.apply(action)
    return state, picks


@pytest.mark.parametrize("players", [2, 3, 5])
def test_each_player_keeps_seven_occupations_and_seven_minors_of_the_cards_dealt(players):
    state, picks = drafted(7, players)
    dealt = dealing.deal(7, players, DECKS)
    assert state.round == 1 and state.step.kind == "work" and state.to_move == state.first_player
    for player in state.players:
        assert len(dealing.occupations(player.hand)) == 7 and len(dealing.minors(player.hand)) == 7
    assert sorted(c for p in state.players for c in p.hand) == sorted(c for hand in dealt for c in hand)
    assert len(picks) == 14 * players and not state.packs and not state.later_packs


def test_occupations_are_drafted_first_then_minors():
    _, picks = drafted(3, 2)
    kinds = [dealing.cards_by_id()[action.partition(":")[2]].type for _, action in picks]
    assert kinds == ["occupation"] * 14 + ["minor"] * 14


def test_every_seat_keeps_a_card_in_seat_order_then_the_packs_pass_left():
    state = new_game(5, 3, decks=DECKS, draft=True)
    before = state.packs
    assert [state.to_move] == [0]
    kept = []
    for seat in range(3):
        assert state.to_move == seat
        action = state.legal_actions()[0]
        kept.append(action.id.partition(":")[2])
        state = state.apply(action)
    for seat in range(3):
        giver = (seat - 1) % 3
        assert state.packs[seat] == tuple(c for c in before[giver] if c != kept[giver])
    assert state.to_move == 0


def test_a_seat_sees_only_its_own_pack():
    state = new_game(5, 3, decks=DECKS, draft=True)
    public = state.public_view()
    assert public["draft"] is True and public["pack_sizes"] == [7, 7, 7]
    text = str(public)
    assert not any(card in text for pack in state.packs for card in pack)
    for seat in range(3):
        private = state.private_view(seat)
        assert private["pack"] == list(state.packs[seat])
        others = {c for s, pack in enumerate(state.packs) if s != seat for c in pack}
        assert not others & set(private["pack"])
    assert {a.id for a in state.legal_actions()} == {f"draft:{c}" for c in state.packs[state.to_move]}


def test_the_picks_are_hidden_log_entries_until_the_game_is_over():
    state, picks = drafted(2, 2)
    log = picks + [(state.to_move, state.legal_actions()[0].id)]
    assert GAME.hidden_entries(state, log) == set(range(len(picks)))
    finished = state
    rng = random.Random(0)
    while not finished.is_terminal:
        finished = finished.apply(rng.choice(finished.legal_actions()))
    assert GAME.hidden_entries(finished, log) == set()


def test_a_solo_game_has_no_draft():
    state = new_game(4, 1, decks=DECKS, draft=True)
    assert state.round == 1 and state.step.kind == "work"
    assert len(dealing.occupations(state.players[0].hand)) == 7


def test_the_draft_option_needs_decks_and_a_boolean():
    assert games.check_options("agricola", {"decks": ["E"], "draft": True}) == {"decks": ("E",), "draft": True}
    assert games.check_options("agricola", {"decks": ["E"], "draft": False}) == {"decks": ("E",)}
    with pytest.raises(BadOption, match="draft"):
        games.check_options("agricola", {"draft": True})
    with pytest.raises(InvalidDocument, match="draft: must be true or false"):
        games.check_options("agricola", {"decks": ["E"], "draft": "yes"})
    with pytest.raises(BadOption, match="draft"):
        games.check_options("hens", {"draft": True})


def test_replaying_the_picks_and_moves_from_seed_and_options_gives_the_same_game():
    rng = random.Random(11)
    state = games.new_game("agricola", 9, 2, decks=list(DECKS), draft=True)
    taken = []
    for _ in range(60):
        action = rng.choice(state.legal_actions()).id
        taken.append(action)
        state = state.apply(action)
    again = games.new_game("agricola", 9, 2, decks=list(DECKS), draft=True)
    for action in taken:
        again = again.apply(action)
    assert again == state


def test_the_family_game_and_the_undrafted_card_game_are_unchanged_by_the_option():
    assert new_game(3, 2, decks=DECKS, draft=False) == new_game(3, 2, decks=DECKS)
    assert games.new_game("agricola", 3, 2) == new_game(3, 2)


def test_greedy_keeps_the_card_it_values_most():
    state = new_game(5, 2, decks=DECKS, draft=True)
    choice = bots.make_bot("greedy", "agricola").choose(state, random.Random(0))
    best = max(draft_value(c) for c in state.packs[0])
    assert draft_value(choice.id.partition(":")[2]) == best


@pytest.mark.parametrize("bot", ["random", "greedy", "mcts:5"])
def test_bots_draft_and_play_a_drafted_game_to_the_end(bot):
    record = play_game("agricola", [bot, "random"], 4, 0, verify=True, options={"decks": DECKS, "draft": True})
    assert record["verified"] if "verified" in record else True
    assert len(record["scores"]) == 2


def test_determinizing_a_draft_keeps_the_seat_s_own_pack_and_hand_and_every_pack_s_size():
    state = new_game(6, 3, decks=DECKS, draft=True)
    for _ in range(4):
        state = state.apply(state.legal_actions()[0])
    seat = state.to_move
    sampled = state.determinize(seat, random.Random(1))
    assert sampled.packs[seat] == state.packs[seat] and sampled.players[seat].hand == state.players[seat].hand
    assert [len(p) for p in sampled.packs] == [len(p) for p in state.packs]
    assert [len(p) for p in sampled.later_packs] == [len(p) for p in state.later_packs]
    every = lambda s: sorted([c for p in s.players for c in p.hand] + [c for p in s.packs for c in p]  # noqa: E731
                             + [c for p in s.later_packs for c in p] + list(s.undealt))
    assert every(sampled) == every(state)
    assert sampled.packs != state.packs or sampled.later_packs != state.later_packs


# --- the API ---


@pytest.fixture()
def client(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")}).test_client()


def test_a_game_created_with_draft_keeps_it_and_shows_each_seat_its_own_pack(client):
    made = client.post("/api/v1/games", json={"game": "agricola", "seed": 3, "decks": ["E", "I", "K"], "draft": True,
                                              "players": [{"name": "ann"}, {"name": "bob"}]})
    assert made.status_code == 201, made.get_json()
    view = made.get_json()
    assert view["state"]["draft"] is True and view["state"]["step"]["kind"] == "draft"
    tokens = {seat["seat"]: seat["token"] for seat in view["seats"]}
    packs = {seat: client.get(f"/api/v1/games/{view['id']}", headers={"Authorization": f"Bearer {token}"}
                              ).get_json()["private"]["pack"] for seat, token in tokens.items()}
    assert len(packs[0]) == 7 and not set(packs[0]) & set(packs[1])
    assert not any(card in client.get(f"/api/v1/games/{view['id']}").get_data(as_text=True) for card in packs[0])
    pick = f"draft:{packs[0][0]}"
    moved = client.post(f"/api/v1/games/{view['id']}/actions", json={"action": pick},
                        headers={"Authorization": f"Bearer {tokens[0]}"})
    assert moved.status_code == 200, moved.get_json()
    log = client.get(f"/api/v1/games/{view['id']}/log").get_json()
    assert log["options"] == {"decks": ["E", "I", "K"], "draft": True}
    assert pick not in str(log) and pick in str(client.get(
        f"/api/v1/games/{view['id']}/log", headers={"Authorization": f"Bearer {tokens[0]}"}).get_json())


def test_a_bad_draft_is_refused_naming_it(client):
    for body, status in (({"draft": "yes", "decks": ["E"]}, 400), ({"draft": True}, 422)):
        response = client.post("/api/v1/games", json={"game": "agricola", "players": [{"name": "ann"}], **body})
        assert response.status_code == status and "draft" in response.get_json()["message"], response.get_json()


def test_a_simulation_takes_the_draft_and_says_it(client):
    response = client.post("/api/v1/simulations", json={"game": "agricola", "bots": ["random", "greedy"], "games": 1,
                                                        "seed": 2, "decks": ["E"], "draft": True})
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["draft"] is True and response.get_json()["decks"] == ["E"]


def test_the_openapi_description_documents_the_draft(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    text = str(spec)
    assert "'draft': {" in text and "drafted instead of dealt" in text


# --- the command line ---


def agricalc(*args):
    import subprocess
    import sys
    from pathlib import Path

    return subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=Path(__file__).resolve().parents[1],
                          capture_output=True, text=True, timeout=600)


def test_simulate_verify_passes_with_draft_and_the_summary_says_it():
    run = agricalc("simulate", "--game", "agricola", "--decks", "E,I,K", "--draft", "--bots", "random,greedy",
                   "--games", "2", "--verify", "--json")
    assert run.returncode == 0, run.stderr
    import json

    summary = json.loads(run.stdout)
    assert summary["draft"] is True and summary["verified"] == 2


@pytest.mark.parametrize(("args", "fragment"), [
    (["--game", "agricola", "--draft"], "draft"),
    (["--game", "hens", "--draft"], "has no option draft"),
])
def test_draft_without_decks_or_for_another_game_is_refused_with_exit_2(args, fragment):
    run = agricalc("simulate", *args, "--bots", "random,random", "--games", "1")
    assert run.returncode == 2 and fragment in run.stderr, run.stderr


# --- /play ---


def test_the_play_form_drafts_when_its_box_is_checked_and_the_page_offers_the_pack(client):
    assert 'name="agricola-draft" value="yes"' in client.get("/play").get_data(as_text=True)
    form = {"game": "agricola", "players": "2", "me": "0", "seed": "4", "agricola-decks": ["E", "I", "K"],
            "agricola-draft": "yes", "bot-1": "random"}
    response = client.post("/play", data=form)
    assert response.status_code == 303, response.get_data(as_text=True)
    game_id = response.headers["Location"].rsplit("/", 1)[1]
    assert client.get(f"/api/v1/games/{game_id}").get_json()["options"] == {"decks": ["E", "I", "K"], "draft": True}
    page = client.get(f"/play/{game_id}").get_data(as_text=True)
    assert "Draft: keep one card of the pack you hold" in page and "Your pack" in page
    assert page.count('name="action" value="draft:') == 7
