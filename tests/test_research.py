"""What each game offers research frameworks (its ``research`` module), checked the same way for
every registered game and player count: explicit chance, numeric observations, bounds, pictures."""

from __future__ import annotations

import doctest
import math
import random
from collections import Counter

import numpy as np
import pytest

import calculator
from calculator.agricola.spaces import SPACES
from calculator.core import bots
from calculator.core import chance as chance_protocol
from calculator import games
from calculator.core import features

CASES = [pytest.param(name, players, id=f"{name}-{players}")
         for info in games.infos() for name in [info.name] for players in info.played]
GAMES = 8  # random games per case


def explicit_game(name: str, players: int, seed: int, check=None):
    """A random game with chance played explicitly (outcomes from ``random.Random(seed)``):
    the final native state, the chance events met (kind, outcomes) and the player actions taken.
    ``check(state)`` sees every native state where a player is to move."""
    research = games.game(name).research()
    chance, rng = research.chance, random.Random(seed)
    events, chosen = [], ()
    while (event := chance.setup_event(players, chosen)) is not None:
        events.append(event)
        chosen += (rng.choice(event.outcomes),)
    state = chance.start(players, chosen)
    moves = 0
    while not state.is_terminal:
        if check:
            check(state)
        action = rng.choice(state.legal_actions()).id
        resolution = chance.resolve(state, action)
        if resolution.state is None:
            events.append(resolution.event)
            state = chance.apply(state, action, rng.choice(resolution.event.outcomes))
        else:
            state = resolution.state
        moves += 1
    return state, events, moves


@pytest.mark.parametrize("name, players", CASES)
def test_games_with_explicit_chance_are_games_the_calculator_scores_the_same(name, players):
    research = games.game(name).research()
    count = research.chance.outcome_count(players)
    kinds = set()
    for seed in range(GAMES):
        state, events, moves = explicit_game(name, players, seed)
        for event in events:
            assert event.outcomes and len(set(event.outcomes)) == len(event.outcomes)
            assert all(0 <= outcome < count for outcome in event.outcomes)
            assert all(research.chance.describe(players, event.kind, o) for o in event.outcomes[:3])
            kinds.add(event.kind)
        result = calculator.score(state.players_document())
        assert tuple(p["total"] for p in result["players"]) == state.returns()
        assert moves <= research.max_game_length(players)
        assert len(events) <= research.chance.max_events(players)
        spread = max(state.returns()) - min(state.returns())
        assert spread <= research.SCORE_SPAN
    assert kinds  # every game has some chance (at least who starts)


def test_agricola_reveals_each_stage_s_cards_in_its_rounds_and_each_card_once():
    for seed in range(5):
        state, events, _ = explicit_game("agricola", 3, seed)
        reveals = [event for event in events if event.kind == "round card"]
        assert len(reveals) == 14 and sorted(map(len, (e.outcomes for e in reveals)))[:6] == [1] * 6
        stages = [SPACES[card].stage for card in state.cards]
        assert stages == sorted(stages) and len(set(state.cards)) == 14


def test_hens_deals_and_draws_every_card_at_most_once_with_chance_deciding_each_draw():
    state, events, _ = explicit_game("hens", 2, 3)
    deal = [event for event in events if event.kind == "deal"]
    assert [len(event.outcomes) for event in deal] == list(range(len(deal[0].outcomes), len(deal[0].outcomes) - 8, -1))
    draws = [event for event in events if event.kind == "draw"]
    assert len(draws) > 12
    cards = Counter(card for yard in state.yards for card in yard.cards())
    assert max(cards.values()) == 1


@pytest.mark.parametrize("name, players", CASES)
def test_observations_have_the_game_s_fixed_size_and_finite_numbers(name, players):
    research = games.game(name).research()
    size = research.observation_size(players)

    def check(state):
        for seat in range(players):
            vector = research.observe(state, seat)
            assert vector.shape == (size,) and vector.dtype == np.float32 and np.isfinite(vector).all()

    explicit_game(name, players, 1, check)


@pytest.mark.parametrize("name, players", CASES)
def test_an_observation_shows_nothing_the_seat_cannot_see(name, players):
    """Re-dealing what a seat cannot see leaves its observation unchanged, while other seats'
    observations change (hidden games); a game said to hide nothing has nothing to re-deal."""
    research = games.game(name).research()
    redealt = 0

    def check(state):
        nonlocal redealt
        for seat in range(players):
            mine = research.observe(state, seat)
            if research.HIDDEN:
                world = state.determinize(seat, random.Random(seat))
                assert np.array_equal(research.observe(world, seat), mine)
                redealt += any(not np.array_equal(research.observe(world, o), research.observe(state, o))
                               for o in range(players) if o != seat)
            else:
                assert state.determinize(seat, random.Random(seat)) is state

    explicit_game(name, players, 2, check)
    assert redealt or not research.HIDDEN


@pytest.mark.parametrize("name, players", CASES)
def test_text_and_picture_of_every_seat_mid_game_and_at_the_end(name, players):
    research = games.game(name).research()
    state = games.new_game(name, 5, players)
    rng = random.Random(5)
    for _ in range(30):  # or to the end of a shorter game
        if state.is_terminal:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    final, _, _ = explicit_game(name, players, 5)
    for position in (state, final):
        for seat in range(players):
            assert research.text(position, seat).strip()
            assert research.picture(position, seat).startswith("<svg")
    assert "total" in research.text(final, 0)


def assert_bounds_hold(name: str, players: int, seeds: range, choose) -> None:
    """Games of ``name`` from ``seeds``, each move ``choose(state, rng)``: no longer than the game's
    bound on its length, and its final scores finite and within the bound on their span."""
    research = games.game(name).research()
    for seed in seeds:
        state = games.new_game(name, seed, players)
        rng = random.Random(seed)
        moves = 0
        while not state.is_terminal:
            state = state.apply(choose(state, rng))
            moves += 1
        assert moves <= research.max_game_length(players)
        assert all(math.isfinite(s) for s in state.returns())
        assert max(state.returns()) - min(state.returns()) <= research.SCORE_SPAN


@pytest.mark.parametrize("name, players", CASES)
def test_the_bounds_hold_over_random_native_games(name, players):
    assert_bounds_hold(name, players, range(GAMES), lambda state, rng: rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name, players", CASES)
def test_the_bounds_hold_over_greedy_native_games(name, players):
    greedy = bots.make_bot("greedy", name)
    assert_bounds_hold(name, players, range(GAMES, GAMES + 2), greedy.choose)


@pytest.mark.parametrize("module", [features, chance_protocol], ids=lambda m: m.__name__)
def test_the_docstring_examples_run(module):
    assert doctest.testmod(module).failed == 0
