"""The research adapters' observation of a card game holds the observing seat's own hand (one number
per card of the E, I and K decks) and never another seat's (issue #29: hands are hidden
information); the frameworks' own checks run in tests/test_adapters_card_game.py."""

from __future__ import annotations

import numpy as np
import pytest

from calculator.adapters import openspiel
from calculator.adapters.play import Variant
from calculator.agricola import observation, research
from calculator.agricola.game import new_game
from calculator.agricola.observation import CARD_IDS

DECKS = ("E", "I", "K")


def with_hand(state, seat: int, hand: tuple[str, ...]):
    return state.with_player(seat, state.players[seat].replace(hand=hand))


def hand_block(vector: np.ndarray, players: int) -> np.ndarray:
    """The observer's hand: the first block after the family game's numbers."""
    start = research.observation_size(players)
    return vector[start:start + len(CARD_IDS)]


@pytest.mark.parametrize("players", [2, 3])
def test_two_different_hands_differ_for_their_owner_and_look_alike_to_the_other_seats(players):
    state = new_game(4, players, decks=DECKS)
    mine = state.players[0].hand
    assert mine, "a card game deals hands"
    other = tuple(card for card in CARD_IDS if card not in mine and all(card not in p.hand for p in state.players))
    swapped = with_hand(state, 0, mine[:-1] + (other[0],))
    assert not np.array_equal(research.observe(state, 0), research.observe(swapped, 0))
    for seat in range(1, players):
        assert np.array_equal(research.observe(state, seat), research.observe(swapped, seat))


def test_the_owner_s_hand_is_one_number_per_card_in_the_catalogue_s_order():
    state = new_game(4, 2, decks=DECKS)
    block = hand_block(research.observe(state, 1), 2)
    assert len(CARD_IDS) == 308
    assert {CARD_IDS[i] for i in np.flatnonzero(block)} == set(state.players[1].hand)


def test_the_public_observation_leaves_the_hand_out_and_the_rest_in():
    state = new_game(4, 2, decks=DECKS)
    seen, public = research.observe(state, 0), research.observe_public(state, 0)
    assert not hand_block(public, 2).any() and hand_block(seen, 2).any()
    start = research.observation_size(2)
    outside = np.r_[0:start, start + len(CARD_IDS):len(seen)]
    assert np.array_equal(seen[outside], public[outside])


def test_cards_in_play_are_seen_by_every_seat():
    state = new_game(4, 2, decks=DECKS)
    card = state.players[1].hand[0]
    played = state.with_player(1, state.players[1].replace(hand=state.players[1].hand[1:], played=(card,)))
    assert not np.array_equal(research.observe(state, 0), research.observe(played, 0))


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_card_game_s_observations_have_the_size_the_adapters_announce(players):
    variant = Variant.of("agricola", players, decks="EIK")
    slots = len(observation._space_ids(players, True)) + 1  # the food cards laid on spaces (Foreman)
    expected = research.observation_size(players) + len(CARD_IDS) + players * (len(CARD_IDS) + 3) + slots
    assert variant.observation_size() == expected
    assert len(research.observe(new_game(2, players, decks=DECKS), 0)) == expected
    assert Variant.of("agricola", players).observation_size() == research.observation_size(players)


def test_openspiel_s_observation_tensor_of_a_seat_holds_its_hand_only():
    game = openspiel.load("agricola", players=2, decks="EIK")
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    engine = state.engine
    for seat in (0, 1):
        tensor = np.asarray(state.observation_tensor(seat))
        shown = {CARD_IDS[i] for i in np.flatnonzero(hand_block(tensor, 2))}
        assert shown == set(engine.players[seat].hand)
        assert not shown & set(engine.players[1 - seat].hand)


def test_a_drafting_seat_sees_its_own_pack_and_not_another_s():
    state = new_game(4, 2, decks=DECKS, draft=True)
    other = state.replace(packs=(state.packs[0], tuple(reversed(state.packs[1]))[:-1] + state.packs[0][:1]))
    assert not np.array_equal(research.observe(state, 1), research.observe(other, 1))
    assert np.array_equal(research.observe(state, 0)[:-2], research.observe(other, 0)[:-2])
    assert Variant.of("agricola", 2, decks="EIK", draft="true").observation_size() == len(research.observe(state, 0))


def test_the_adapters_take_the_draft_as_a_parameter_and_draft_through_chance():
    import random

    from calculator.adapters.play import Play

    play = Play.start(Variant.of("agricola", 2, decks="E", draft="true"))
    rng = random.Random(2)
    while play.event is not None:
        play = play.after(rng.choice(play.event.outcomes))
    assert play.engine.step.kind == "draft" and play.engine.drafted
    while play.engine.step.kind == "draft":
        play = play.after(rng.choice(play.legal_actions()))
    assert play.engine.round == 1 and all(len(p.hand) == 14 for p in play.engine.players)


def test_openspiel_random_simulation_test_passes_for_a_drafted_card_game():
    import pyspiel

    game = openspiel.load("agricola", players=2, decks="E", draft="yes")
    assert game.get_parameters()["draft"] == "yes"
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_pettingzoo_api_test_passes_for_a_drafted_card_game():
    import warnings

    from pettingzoo.test import api_test

    from calculator.adapters.pettingzoo import env as aec_env

    env = aec_env("agricola", players=2, decks=["E"], draft=True)
    assert dict(env.variant.options) == {"decks": ("E",), "draft": True}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env, num_cycles=200)
