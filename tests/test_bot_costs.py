"""What bots cost is never much more than the server estimates (api.md 4.1: every request does
bounded work, refused up front by the estimate of ``BOT_COSTS``).

Sampled games and turns are timed in CPU seconds of this process (``time.process_time``), so
another program on the machine does not count (and no other test runs meanwhile: ``alone``); each is checked in the safe direction only:
the measured cost may be any amount *below* the estimate, and at most :data:`MARGIN` above it.
"""

from __future__ import annotations

import gc
import random
import time

import pytest

from calculator import games
from calculator.core import bots

MARGIN = 1.25  # a measured cost up to 25 % above its estimate passes


TIMINGS = 3  # the same game timed this many times; the cheapest counts


def timed_game(game: str, players: int, bot: str, seed: int = 1) -> tuple[float, list[float]]:
    """CPU seconds the bots of one whole game of ``bot`` in every seat spend deciding, and per turn
    (every decision one seat makes before another seat moves), after a game played untimed: a
    worker process of the server plays many, so the first one's imports and caches are not counted.
    The same game (same seed, so the same decisions) is timed :data:`TIMINGS` times and the
    cheapest run counts: another program sharing the core's caches only ever adds time, never
    takes it away."""
    played(game, players, bot, seed + 1000)
    # A server's worker holds little; this test session holds everything earlier tests cached, and
    # the garbage collector would walk all of it while the bots play: set it aside (gc.freeze).
    gc.collect()
    gc.freeze()
    try:
        return min((played(game, players, bot, seed) for _ in range(TIMINGS)), key=lambda run: run[0])
    finally:
        gc.unfreeze()


def played(game: str, players: int, bot: str, seed: int) -> tuple[float, list[float]]:
    state = games.new_game(game, seed, players)
    seats = [bots.make_bot(bot, game) for _ in range(players)]
    rng = random.Random(seed)
    turns: list[float] = []
    mover = None
    while not state.is_terminal:
        seat = state.current_player
        start = time.process_time()
        action = seats[seat].choose(state, rng)
        spent = time.process_time() - start
        if seat == mover:
            turns[-1] += spent
        else:
            turns.append(spent)
        mover = seat
        state = state.apply(action)
    return sum(turns), turns


@pytest.mark.alone
@pytest.mark.parametrize(("game", "players", "bot"), [
    ("acbas", 2, "greedy"), ("agricola", 2, "greedy"), ("agricola", 3, "random"), ("hens", 2, "greedy"),
    ("acbas", 2, "mcts:5"), ("hens", 3, "mcts:5"), ("acbas", 2, "best:10"), ("hens", 2, "best:10"),
])
def test_a_whole_game_costs_at_most_its_estimate(game, players, bot):
    spent, _ = timed_game(game, players, bot)
    estimate = bots.game_seconds(game, [bot] * players)
    assert spent <= MARGIN * estimate, f"{game} with {players} {bot} bots: {spent:.3f} s of CPU, estimated {estimate:.3f} s"


@pytest.mark.alone
@pytest.mark.parametrize(("game", "players", "bot"), [
    ("acbas", 2, "mcts:20"), ("agricola", 2, "greedy"), ("hens", 2, "mcts:10"), ("agricola", 2, "best:5")])
def test_a_bots_turn_of_several_decisions_costs_at_most_its_estimate_in_nine_turns_of_ten(game, players, bot):
    _, turns = timed_game(game, players, bot)
    turns.sort()
    ninth = turns[len(turns) * 9 // 10]
    estimate = bots.turn_seconds(bot, game, players)
    assert ninth <= MARGIN * estimate, f"{game} {bot}: 9 turns of 10 cost up to {ninth:.3f} s, estimated {estimate:.3f} s"


def test_a_turn_counts_every_decision_of_it():
    """A turn of several steps (an ACBAS action of several borders) is several searches."""
    costs = bots.bot_costs("acbas", 2)
    assert costs.decisions_per_turn > 1
    assert bots.turn_seconds("mcts:500", "acbas", 2) == costs.decisions_per_turn * bots.decision_seconds(
        "mcts:500", "acbas", 2)


@pytest.mark.parametrize("game", games.names())
def test_the_best_bot_is_estimated_at_most_about_a_second_a_decision_at_two_players(game):
    assert bots.decision_seconds("best", game, 2) <= 1.1


def test_a_budget_in_seconds_is_estimated_at_those_seconds_and_one_iteration_more():
    costs = bots.bot_costs("agricola", 2)
    assert bots.decision_seconds("mcts:1s", "agricola", 2) == pytest.approx(1 + costs.mcts_iteration)
    assert bots.decision_seconds("best:0.5s", "agricola", 2) == pytest.approx(
        costs.greedy + 0.5 + (costs.best_iteration or costs.mcts_iteration))


def test_the_best_bot_searches_less_at_larger_tables_so_its_answer_to_a_move_stays_bounded():
    from web.config import MAX_BOT_TURN_SECONDS

    for info in games.infos():
        for players in info.played:
            if players > 1:
                answer = (players - 1) * bots.turn_seconds("best", info.name, players)
                assert answer <= MAX_BOT_TURN_SECONDS, f"{info.name}, {players} players: {answer:.1f} s"
