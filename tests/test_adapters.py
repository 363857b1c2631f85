"""The research adapters: OpenSpiel games, PettingZoo and Gymnasium environments, for every game.

The frameworks' own conformance checks run on each game: OpenSpiel's
``random_sim_test`` (with serialization) and MCTS bot, PettingZoo's
``api_test`` (our environment and Shimmy's wrapper of our OpenSpiel game),
Gymnasium's ``check_env``.  Their advice about design choices made on purpose
(unbounded observation boxes, dict observations) is recorded and compared
with a list; anything else they warn about fails the test.
"""

from __future__ import annotations

import doctest
import importlib
import pickle
import random
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import pyspiel  # the rl packages are in the test extra
from gymnasium.utils.env_checker import check_env
from open_spiel.python.algorithms import generate_playthrough, ismcts, mcts
from open_spiel.python.observation import make_observation
from pettingzoo.test import api_test, seed_test
from shimmy import OpenSpielCompatibilityV0

from calculator.adapters import gymnasium as gym_adapter
from calculator.adapters import openspiel, pettingzoo, play
from calculator.adapters.pettingzoo import env as aec_env
from calculator.adapters.play import score_difference, win_loss
from calculator import games
from calculator.core.protocol import IllegalAction

CASES = [pytest.param(name, players, id=f"{name}-{players}")
         for info in games.infos() for name in [info.name] for players in info.played]
NAMES = list(games.names())
EXPECTED_ADVICE = (  # what the checkers say about choices made on purpose
    "Observation is not a NumPy array",  # a dict of observation and action mask, as PettingZoo's board games
    "Observation space for each agent probably should be",
    "observation space maximum value is infinity", "observation space minimum value is -infinity",
    "Agent's maximum observation space value is infinity", "Agent's minimum observation space value is -infinity",
    "Action mask numpy array is all zeros",  # agents whose game is over
)


def checked(run) -> None:
    """Run ``run()``; fail on any warning but the expected advice."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        run()
    unexpected = {str(w.message) for w in caught if not any(text in str(w.message) for text in EXPECTED_ADVICE)}
    assert not unexpected, unexpected


def setup_done(state, rng: random.Random):
    """``state`` after chance's setup events, outcomes from ``rng``."""
    while state.is_chance_node():
        state.apply_action(rng.choice([outcome for outcome, _ in state.chance_outcomes()]))
    return state


# ---------------------------------------------------------------- OpenSpiel


def test_openspiel_games_load_by_name_after_importing_the_adapter_module():
    """As OpenSpiel's Python games: importing the module registers the games (a fresh process,
    where only the packaged games are registered: the tests' example game is not)."""
    packaged = [importlib.import_module(package).GAME.INFO.name for package in games.PACKAGES]
    code = ("import pyspiel, calculator.adapters.openspiel\n"
            "print(sorted(n for n in pyspiel.registered_names() if n.startswith('agricalc_')))\n"
            "print(pyspiel.load_game('agricalc_hens(players=3)').num_players())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent).stdout.split("\n")
    assert out[0] == str(sorted(openspiel.PREFIX + name for name in packaged)) and out[1] == "3"


@pytest.mark.parametrize("name, players", CASES)
def test_openspiel_random_simulation_test_passes(name, players):
    pyspiel.random_sim_test(openspiel.load(name, players=players), num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_random_simulation_test_passes_with_dense_rewards_and_win_loss_returns(name):
    game = openspiel.load(name, players=2, dense_reward=True, returns="win_loss")
    assert game.get_type().reward_model == pyspiel.GameType.RewardModel.REWARDS
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_mcts_bot_plays_legal_moves(name):
    game = openspiel.load(name, players=2)
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(game, uct_c=2, max_simulations=8, evaluator=mcts.RandomRolloutEvaluator(1, rng),
                       random_state=rng)
    state = setup_done(game.new_initial_state(), random.Random(0))
    for _ in range(3):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        setup_done(state, random.Random(1))


def test_openspiel_game_facts_come_from_the_catalogue_and_the_research():
    game = openspiel.load("agricola", players=4)
    research = games.game("agricola").research()
    assert game.num_distinct_actions() == len(games.action_ids("agricola", 4))
    assert game.max_game_length() == research.max_game_length(4) + research.chance.max_events(4)
    assert game.max_utility() == research.SCORE_SPAN == -game.min_utility()
    assert game.observation_tensor_shape() == [research.observation_size(4)]
    assert pyspiel.load_game("agricalc_hens(players=3)").get_type().information == (
        pyspiel.GameType.Information.IMPERFECT_INFORMATION)
    with pytest.raises(ValueError, match="played by 2 players, got 3"):
        pyspiel.load_game("agricalc_acbas(players=3)")
    with pytest.raises(ValueError, match="returns must be one of"):
        openspiel.load("hens", returns="elo")


def test_openspiel_chance_decides_the_start_player_and_each_round_card():
    state = openspiel.load("agricola", players=2).new_initial_state()
    assert state.is_chance_node() and [o for o, _ in state.chance_outcomes()] == [0, 1]
    state.apply_action(1)
    cards = state.chance_outcomes()
    assert len(cards) == 4 and all(p == pytest.approx(0.25) for _, p in cards)
    state.apply_action(cards[2][0])
    assert state.current_player() == 1 and state.engine.round == 1
    rng = random.Random(4)
    while not state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.engine.round == 1  # the action that ends the round waits for the card
    assert len(state.chance_outcomes()) == 3  # the rest of stage 1
    state.apply_action(state.chance_outcomes()[0][0])
    assert state.engine.round == 2 and len(state.engine.cards) == 14


def two_hens_deals(players: int = 2):
    """Two Hens games set up alike but for seat 1's hand (and so the deck)."""
    game = openspiel.load("hens", players=players)
    states = []
    for swap in (False, True):
        state = game.new_initial_state()
        for _ in range(3):  # breeds, goal card, first player: the first outcome each
            state.apply_action(state.chance_outcomes()[0][0])
        dealt = []
        while state.is_chance_node():
            outcomes = [o for o, _ in state.chance_outcomes()]
            card = outcomes[-1] if swap and len(dealt) >= 4 else outcomes[0]
            dealt.append(card)
            state.apply_action(card)
        states.append(state)
    return game, states


def test_a_hens_seat_sees_neither_the_other_hands_nor_the_deck():
    """Seat 0's observation, its view and its information state are the same in both deals;
    seat 1's differ."""
    game, (first, second) = two_hens_deals()
    assert first.engine.hands[0] == second.engine.hands[0] and first.engine.hands[1] != second.engine.hands[1]
    assert first.observation_string(0) == second.observation_string(0)
    assert first.information_state_string(0) == second.information_state_string(0)
    assert first.observation_tensor(0) == second.observation_tensor(0)
    assert first.information_state_tensor(0) == second.information_state_tensor(0)
    assert first.observation_string(1) != second.observation_string(1)
    assert first.observation_tensor(1) != second.observation_tensor(1)
    assert first.information_state_string(1) != second.information_state_string(1)


def test_the_public_observer_shows_no_hand_and_the_private_one_only_the_seat_s_secrets():
    game, (first, second) = two_hens_deals()
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))
    private = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, public_info=False, private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER))
    for seat in (0, 1):  # seat 1's hand differs: only its private observation tells
        assert public.string_from(first, seat) == public.string_from(second, seat)
        public.set_from(first, seat)
        tensor = public.tensor.copy()
        public.set_from(second, seat)
        assert np.array_equal(tensor, public.tensor)
        assert (private.string_from(first, seat) == private.string_from(second, seat)) == (seat == 0)
    assert '"hand":' not in public.string_from(first, 1) and '"hand":' in private.string_from(first, 1)
    # the public and private parts of a tensor add up to the seat's own observation
    private.set_from(first, 1)
    public.set_from(first, 1)
    assert np.array_equal(private.tensor + public.tensor, first.observation_tensor(1))
    with pytest.raises(ValueError, match="every seat's secrets"):
        make_observation(game, pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))


def test_openspiel_playthrough_of_hens_shows_hands_only_in_private_observations():
    """OpenSpiel's playthrough generator asks an imperfect-information game for its public and
    private observations, which must keep the hands apart."""
    lines = generate_playthrough.playthrough("agricalc_hens(players=2)", action_sequence=None).splitlines()
    public = [line for line in lines if line.startswith("PublicObservationString")]
    private = [line for line in lines if line.startswith("PrivateObservationString")]
    assert public and private and "InformationStateTensor(0)" in "\n".join(lines)
    assert not any('"hand":' in line for line in public)
    assert all('"hand":' in line for line in private if '"setup":' not in line)  # dealt after the setup


def played(game, seed: int, moves: int | None = None):
    """A state of ``game`` after random play (chance too) from ``seed``: ``moves`` player actions, or to the end."""
    state, rng, made = game.new_initial_state(), random.Random(seed), 0
    while not state.is_terminal() and (moves is None or made < moves or state.is_chance_node()):
        if not state.is_chance_node():
            made += 1
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_hens_information_state_tensors_hide_the_cards_others_put_under_coops():
    game = openspiel.load("hens", players=2)
    state = played(game, 3)
    coop = {state.play.variant.index[i] for i in state.play.variant.ids if i.startswith("coop:")}
    rows = state.play.variant.research.max_game_length(2)  # a row per player action
    actions = np.asarray(state.information_state_tensor(0))[-2 * rows:].reshape(-1, 2)
    seen = [(int(actor), int(action)) for actor, action in actions if actor]
    mine = [action - 1 for actor, action in seen if actor == 1]
    assert len(seen) == len(state.play.recalled_actions(0)) and mine
    assert (2, -1) in seen and not coop & set(action - 1 for actor, action in seen if actor == 2)
    assert coop & set(mine)  # the seat's own coops are its to see


@pytest.mark.parametrize("name, players", CASES)
def test_information_state_strings_are_short(name, players):
    """The view now and a digest of the rest: no longer than twice the view, at the end of a game."""
    state = played(openspiel.load(name, players=players), 1)
    for seat in range(players):
        assert len(state.information_state_string(seat)) < 2 * len(state.observation_string(seat)) + 100


@pytest.mark.parametrize("players", [2, 3])
def test_resampled_hens_states_are_ones_the_seat_cannot_tell_from_the_real_one(players):
    state = played(openspiel.load("hens", players=players), 5, moves=20)
    seat = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    others = set()
    for _ in range(6):
        world = state.resample_from_infostate(seat, sampler)
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.information_state_tensor(seat) == state.information_state_tensor(seat)
        assert world.observation_tensor(seat) == state.observation_tensor(seat)
        assert world.legal_actions() == state.legal_actions()
        others.add(tuple(world.engine.hands[(seat + 1) % players]))
        again = pickle.loads(pickle.dumps(world.play))
        assert again.engine.hands == world.engine.hands and again.recall_text(seat) == world.play.recall_text(seat)
    assert len(others) > 1  # the hidden hands are re-dealt
    draw, rng = state.play.variant.index["draw:deck"], random.Random(players)
    while draw not in state.legal_actions():
        state.apply_action(rng.choice(state.legal_actions()))
    state.apply_action(draw)
    assert state.is_chance_node()
    with pytest.raises(ValueError, match="not at a chance event"):
        state.resample_from_infostate(seat, sampler)


@pytest.mark.parametrize("players", [2, 3])
def test_openspiel_ismcts_bot_completes_hens_games(players):
    game = openspiel.load("hens", players=players)
    rng = np.random.RandomState(players)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0, 5, random_state=rng)
    state, chance = game.new_initial_state(), random.Random(players)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.choice(state.legal_actions()))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
    assert sum(state.returns()) == pytest.approx(0.0)


def test_an_illegal_action_is_refused_before_chance_is_drawn_for_it():
    state = setup_done(openspiel.load("hens").new_initial_state(), random.Random(1))
    draw = state.play.variant.index["draw:deck"]
    while draw in state.legal_actions():
        state.apply_action(draw)
        setup_done(state, random.Random(2))
    with pytest.raises(IllegalAction, match="'draw:deck' is not a legal action now"):
        state.play.after(draw)


def test_returns_are_zero_sum_score_differences_or_win_loss():
    assert score_difference([30, 20]) == (10.0, -10.0)
    assert score_difference([30, 20, 10]) == (15.0, 0.0, -15.0)
    assert score_difference([12]) == (12.0,)
    assert win_loss([0], 2) == (1.0, -1.0)
    assert win_loss([0, 2], 3) == (0.5, -1.0, 0.5)
    assert win_loss([0, 1], 2) == (0.0, 0.0)


def test_a_played_out_state_returns_its_final_score_differences():
    game = openspiel.load("acbas")
    state = setup_done(game.new_initial_state(), random.Random(2))
    rng = random.Random(2)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()) if not state.is_chance_node()
                           else state.chance_outcomes()[0][0])
    scores = state.engine.returns()
    assert state.returns() == [scores[0] - scores[1], scores[1] - scores[0]]
    clone = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]
    assert clone.returns() == state.returns() and clone.history() == state.history()


# ---------------------------------------------------------------- PettingZoo


@pytest.mark.parametrize("name, players", CASES)
def test_pettingzoo_api_test_passes(name, players):
    checked(lambda: api_test(aec_env(name, players=players, render_mode="ansi"), num_cycles=1000))


@pytest.mark.parametrize("name", NAMES)
def test_pettingzoo_api_test_passes_for_shimmy_s_wrapper_of_the_openspiel_game(name):
    checked(lambda: api_test(OpenSpielCompatibilityV0(env=openspiel.load(name, players=2)), num_cycles=1000))


@pytest.mark.parametrize("name", NAMES)
def test_pettingzoo_seed_test_passes(name):
    checked(lambda: seed_test(lambda: aec_env(name, players=2), num_cycles=200))


def test_shimmy_keeps_the_game_parameters_given_by_name_and_config():
    """Shimmy reloads its game by name at every reset: parameters go in ``config``."""
    env = OpenSpielCompatibilityV0(game_name="agricalc_hens", config={"players": 3, "returns": "win_loss"})
    checked(lambda: api_test(env, num_cycles=1000))
    env.reset(seed=4)
    assert env.possible_agents == ["player_0", "player_1", "player_2"]
    assert env._env.get_parameters() == {"players": 3, "returns": "win_loss", "dense_reward": False, "decks": "",
                                              "draft": ""}
    rng = random.Random(4)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        assert not truncated  # every game ends before OpenSpiel's max_game_length, chance nodes counted
        env.step(None if terminated else rng.choice(np.flatnonzero(info["action_mask"]).tolist()))
    assert env.game_state.is_terminal() and sorted(env.game_state.returns()) in (
        [-1, 0.5, 0.5], [-0.5, -0.5, 1], [0, 0, 0])


def test_pettingzoo_episodes_replay_from_the_seed_and_end_with_the_returns():
    def episode(seed):
        env = aec_env("hens", players=3, dense_reward=True)
        env.reset(seed=seed)
        rng = random.Random(0)
        totals = dict.fromkeys(env.possible_agents, 0.0)
        actions = []
        for agent in env.agent_iter():
            observation, reward, terminated, truncated, _ = env.last()
            totals[agent] += reward
            action = None if terminated else rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
            actions.append(action)
            env.step(action)
        return actions, totals, env

    actions, totals, env = episode(9)
    assert episode(9)[0] == actions and episode(10)[0] != actions
    final = score_difference(env.play.engine.returns())
    assert [totals[agent] for agent in env.possible_agents] == pytest.approx(final)


def test_pettingzoo_render_shows_every_seat_as_text_or_the_mover_as_a_picture():
    env = aec_env("agricola", players=2, render_mode="svg")
    env.reset(seed=1)
    assert env.render().startswith("<svg")
    text = aec_env("acbas", render_mode="ansi")
    text.reset(seed=1)
    assert "== seat 0 ==" in text.render() and "== seat 1 ==" in text.render()
    with pytest.raises(ValueError, match="render_mode"):
        aec_env("acbas", render_mode="rgb_array")
    with pytest.raises(ValueError, match="players"):
        aec_env("acbas", players=3)


# ---------------------------------------------------------------- Gymnasium


def test_pettingzoo_api_test_passes_with_human_rendering_printing_every_step(capsys):
    checked(lambda: api_test(aec_env("hens", players=2, render_mode="human"), num_cycles=1000))
    assert "== seat 1 ==" in capsys.readouterr().out
    env = aec_env("acbas", render_mode="human")
    env.reset(seed=1)
    assert env.render() is None and capsys.readouterr().out.count("== seat 1 ==") == 2  # reset and render
    env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert "== seat 0 ==" in capsys.readouterr().out


@pytest.mark.parametrize("name", NAMES)
def test_gymnasium_check_env_passes_for_every_render_mode(name, capsys):
    import gymnasium

    gym_adapter.register()
    for mode in gym_adapter.RENDER_MODES:
        env = gymnasium.make(gym_adapter.ENV_IDS[name], opponents="greedy", render_mode=mode, dense_reward=True)
        checked(lambda: check_env(env.unwrapped))
        capsys.readouterr()
        rendered = env.unwrapped.render()
        assert rendered if mode != "human" else rendered is None and capsys.readouterr().out.strip()


def test_gymnasium_env_is_registered_and_plays_against_any_bot():
    import gymnasium

    gym_adapter.register()
    env = gymnasium.make("agricalc/agricola-v0", opponents=["random", "mcts:5"], seat=1)
    observation, info = env.reset(seed=3)
    rng = np.random.default_rng(0)
    done, steps, reward = False, 0, 0.0
    while not done:
        action = rng.choice(np.flatnonzero(info["action_mask"]))
        observation, reward, done, truncated, info = env.step(action)
        steps += 1
    engine = env.unwrapped.play.engine
    assert engine.is_terminal and reward == score_difference(engine.returns())[1]


def test_gymnasium_illegal_actions_change_nothing_and_end_in_truncation():
    env = gym_adapter.AgricalcEnv("acbas", "random", max_invalid_actions=2, invalid_action_reward=-0.5)
    observation, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.play
    _, reward, terminated, truncated, info = env.step(illegal)
    assert env.play is before and reward == -0.5 and not truncated and info["illegal_action"]
    assert env.step(illegal)[3] is True
    with pytest.raises(ValueError, match="bot"):
        gym_adapter.AgricalcEnv("acbas", "genius")


@pytest.mark.parametrize("module", [play, openspiel, pettingzoo, gym_adapter], ids=lambda m: m.__name__)
def test_the_docstring_examples_run(module):
    assert doctest.testmod(module).failed == 0
