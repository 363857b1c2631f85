"""Hens's ``best``: the whole-turn search over guessed deals (calculator/hens/search.py)."""

from __future__ import annotations

import random

from calculator import games
from calculator.core import bots
from calculator.core.simulate import play_game
from calculator.hens.game import new_game
from calculator.hens.search import TurnSearchBot


def some_turns_in(step: str, seed: int = 3):
    """A 2-player game played by first legal actions until a seat, some turns in, is at ``step``."""
    state = new_game(seed, 2)
    for _ in range(30):
        state = state.apply(state.legal_actions()[0])
    while state.step != step or len(state.legal_actions()) < 2:
        state = state.apply(state.legal_actions()[0])
    return state


def search(iterations: int = 4) -> TurnSearchBot:
    return TurnSearchBot(games.evaluator("hens"), iterations=iterations)


def test_best_in_hens_is_the_whole_turn_search_over_guessed_deals():
    best = bots.make_bot("best", "hens")
    assert isinstance(best, TurnSearchBot) and best.name == "best"
    assert best.iterations == bots.best_settings("hens")["iterations"] > 1
    assert best.iterations_at(4) < best.iterations_at(2)
    assert (bots.make_bot("best:3", "hens").iterations, bots.make_bot("best:0.05s", "hens").seconds) == (3, 0.05)


def test_once_the_draws_are_made_every_guessed_deal_judges_an_action_alike():
    state = some_turns_in("choose")
    seat, bot, rng = state.current_player, search(), random.Random(1)
    worlds = [bots.as_seen_by(state, seat, rng) for _ in range(3)]
    assert len({world.hands[1 - seat] for world in worlds}) > 1, "the deals differ"
    values = [[bot.best_ending(world.apply(action), seat) for action in world.legal_actions()] for world in worlds]
    assert values[0] == values[1] == values[2]


def test_remembering_endings_after_the_draws_changes_no_value():
    state = some_turns_in("draw")
    seat, bot, rng = state.current_player, search(), random.Random(2)
    remembered: dict = {}
    for _ in range(3):
        world = bots.as_seen_by(state, seat, rng)
        for action in world.legal_actions():
            after = world.apply(action)
            assert bot.best_ending(after, seat, remembered) == bot.best_ending(after, seat)
    assert remembered


def test_the_chosen_action_has_the_best_ending_of_the_turn():
    state = some_turns_in("choose")
    seat, bot = state.current_player, search()
    action = bot.choose(state, random.Random(3))
    values = {a.id: bot.best_ending(state.apply(a), seat) for a in state.legal_actions()}
    assert values[action.id] == max(values.values())
    assert len(set(values.values())) > 1, "the actions differ: the test can fail"


def test_best_plays_hens_to_the_end_the_same_from_the_same_seed():
    first = play_game("hens", ["best:2", "greedy"], 5, 0, details=True)
    again = play_game("hens", ["best:2", "greedy"], 5, 0, details=True)
    assert first["taken"] == again["taken"] and len(first["scores"]) == 2


def test_best_with_a_time_budget_guesses_at_least_one_deal():
    state = some_turns_in("draw")
    action = bots.make_bot("best:0.001s", "hens").choose(state, random.Random(4))
    assert action in state.legal_actions()


def test_best_on_one_guessed_deal_plays_as_the_turn_search_of_bench_hens_oracle():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench.hens_oracle import TODAY, make

    bot, reference = bots.make_bot(f"best:1@{TODAY}", "hens"), make("turn-search")
    state, rng, again = new_game(6, 2), random.Random(6), random.Random(6)
    while not state.is_terminal:
        action = bot.choose(state, rng)
        assert action == reference.choose(state, again)
        state = state.apply(action)
