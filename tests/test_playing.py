"""The game loop (calculator/core/playing.py, compiled with the engines): the same draws and the
same games as the bots' own ``choose``."""

from __future__ import annotations

import random

import pytest

from calculator import games
from calculator.core import simulate as sim
from calculator.core.bots import make_bot
from calculator.core.draws import Draws
from calculator.core.playing import play_out, uniform_index
from calculator.core.protocol import chance


def test_a_uniform_index_is_the_number_randrange_draws():
    """uniform_index(rng.getrandbits, n) draws what rng.randrange(n) draws, from random.Random and from the
    bots' Draws alike, and leaves the generator in the same state."""
    for seed in range(30):
        ours, theirs, draws = chance(seed, 1, "bot"), chance(seed, 1, "bot"), sim.bot_rng(seed, 1)
        for bound in (1, 2, 3, 7, 8, 100, 2**40 + 3):
            expected = [theirs.randrange(bound) for _ in range(20)]
            assert [uniform_index(ours.getrandbits, bound) for _ in range(20)] == expected
            assert [draws.randrange(bound) for _ in range(20)] == expected
        assert ours.getstate() == theirs.getstate() == draws.getstate()


def test_a_uniform_index_of_an_empty_range_is_an_error():
    with pytest.raises(ValueError):
        uniform_index(random.Random(1).getrandbits, 0)


def test_the_bots_draws_take_the_arguments_of_randrange():
    """Draws.randrange's plain signature answers as random.Random's for every form of call."""
    ours, theirs = Draws("x"), random.Random("x")
    assert ours.randrange(3, 40) == theirs.randrange(3, 40)
    assert ours.randrange(0, 30, 4) == theirs.randrange(0, 30, 4)
    assert ours.randrange(start=5, stop=9, step=2) == theirs.randrange(start=5, stop=9, step=2)
    assert ours.randrange(30, 0, -3) == theirs.randrange(30, 0, -3)
    assert ours.getstate() == theirs.getstate()
    with pytest.raises(TypeError):
        ours.randrange(5, None, 2)
    with pytest.raises(ValueError):
        ours.randrange(4, 4)


@pytest.mark.parametrize("game, players", [("hens", 3), ("acbas", 2), ("agricola", 2)])
def test_the_loop_plays_the_game_the_bots_choose(game, players):
    """play_out, random bots drawn inline and a greedy bot asked, takes the actions the bots'
    own choose would take, and counts and lists them."""
    own = sim.game_seed(4, 1)
    specs = ["random"] * (players - 1) + ["greedy"]
    bots = [make_bot(spec, game) for spec in specs]
    taken: list[list] = []
    final, actions = play_out(games.new_game(game, own, players), bots, [sim.bot_rng(own, s) for s in range(players)],
                              taken)
    state, rngs, expected = games.new_game(game, own, players), [sim.bot_rng(own, s) for s in range(players)], []
    while not state.is_terminal:
        seat = state.current_player
        action = bots[seat].choose(state, rngs[seat])
        expected.append([state.round, seat, action.id])
        state = state.apply(action)
    assert taken == expected and actions == len(expected)
    assert final.returns() == state.returns() and final.winners() == state.winners()
