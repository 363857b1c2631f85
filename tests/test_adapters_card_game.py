"""The research adapters take Agricola's decks as a game parameter (issue #29, item 5): the card
game, its deal as chance events, checked by each framework's own test on short runs.

The cards dealt are the simulator's implemented ones; so that a hand is never empty whatever
has been implemented yet, these tests deal from a fixed set of the E deck's cards.
"""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

import pyspiel  # the rl packages are in the test extra
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from calculator.adapters import gymnasium as gym_adapter
from calculator.adapters import openspiel
from calculator.adapters.pettingzoo import env as aec_env
from calculator.adapters.play import Play, Variant
from calculator.agricola import dealing
from calculator.agricola.card_chance import DEAL
from calculator.errors import AgricalcError

# occupations (the player-count marks of these allow any table) and minor improvements of the E deck
DEALT = frozenset({"E150", "E151", "E152", "E153", "E154", "E155", "E156", "E157", "E158", "E159", "E160",
                   "E161", "E162", "E163", "E164", "E165",
                   "E11", "E12", "E13", "E14", "E15", "E16", "E17", "E18", "E19", "E20", "E21", "E22",
                   "E23", "E24", "E25"})


@pytest.fixture(autouse=True)
def dealt_cards(monkeypatch):
    monkeypatch.setattr(dealing, "implemented_cards", lambda: DEALT & frozenset(dealing.cards_by_id()))


def setup_done(state, rng: random.Random):
    while state.is_chance_node():
        state.apply_action(rng.choice([outcome for outcome, _ in state.chance_outcomes()]))
    return state


def test_openspiel_takes_the_decks_as_a_string_parameter_and_deals_the_hands_as_chance():
    game = pyspiel.load_game("agricalc_agricola(players=2,decks=EK)")
    assert game.get_parameters()["decks"] == "EK"
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    state = setup_done(game.new_initial_state(), random.Random(3))
    engine = state.engine
    assert engine.decks == ("E", "K")
    hands = [player.hand for player in engine.players]
    pool = dealing.dealable(("E", "K"), 2)
    for kind in dealing.HAND_SIZE:
        kind_pool = [card.id for card in pool if card.type == kind]
        dealt = [card for hand in hands for card in hand if dealing.cards_by_id()[card].type == kind]
        assert len(dealt) == min(len(kind_pool), 2 * dealing.HAND_SIZE[kind])
    assert not set(hands[0]) & set(hands[1])
    assert all(hand == dealing.in_order(hand) for hand in hands)


def test_the_family_game_stays_the_default_and_open():
    game = openspiel.load("agricola", players=2)
    assert game.get_parameters()["decks"] == ""
    assert game.get_type().information == pyspiel.GameType.Information.PERFECT_INFORMATION
    state = setup_done(game.new_initial_state(), random.Random(3))
    assert state.engine.decks == () and all(player.hand == () for player in state.engine.players)


def test_each_deal_event_offers_the_cards_of_its_kind_not_dealt_yet():
    play = Play.start(Variant.of("agricola", 2, decks="E"))
    play = play.after(play.event.outcomes[0]).after(play.after(play.event.outcomes[0]).event.outcomes[0])
    seen: set[int] = set()
    while play.event is not None:
        assert play.event.kind == DEAL and not seen & set(play.event.outcomes)
        seen.add(play.event.outcomes[-1])
        play = play.after(play.event.outcomes[-1])
    assert len(seen) == sum(len(player.hand) for player in play.engine.players)


def test_a_game_without_decks_refuses_them_with_an_error_naming_the_option():
    with pytest.raises(ValueError, match="decks"):
        pyspiel.load_game("agricalc_acbas(decks=E)")
    with pytest.raises(ValueError, match=r"decks\[0\].*E, I, K"):
        openspiel.load("agricola", decks="X")
    with pytest.raises(AgricalcError, match="decks"):
        Variant.of("hens", 2, decks=["E"])


def test_openspiel_random_simulation_test_passes_for_the_card_game():
    pyspiel.random_sim_test(openspiel.load("agricola", players=2, decks="EIK"), num_sims=1, serialize=True,
                            verbose=False)


def quiet(run) -> None:
    """Run a framework's check, its advice on choices made on purpose set aside (test_adapters.checked)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        run()


def test_pettingzoo_api_test_passes_for_the_card_game():
    env = aec_env("agricola", players=2, decks=["E", "I", "K"])
    assert env.variant.options == (("decks", ("E", "I", "K")),) and env.variant.hidden
    quiet(lambda: api_test(env, num_cycles=300))


def test_gymnasium_check_env_passes_for_the_card_game_and_an_episode_deals_hands():
    env = gym_adapter.AgricalcEnv("agricola", "random", decks="E")
    quiet(lambda: check_env(env))
    observation, info = env.reset(seed=5)
    assert all(player.hand for player in env.play.engine.players)
    rng = np.random.default_rng(0)
    done = False
    while not done:
        observation, reward, done, truncated, info = env.step(rng.choice(np.flatnonzero(info["action_mask"])))
    assert env.play.engine.is_terminal and env.play.engine.decks == ("E",)
