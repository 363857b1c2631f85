"""What bots cost is never much more than the server estimates (api.md 4.1: every request does
bounded work, refused up front by the estimate of ``BOT_COSTS``).

An estimate is decisions times the CPU seconds of one decision.  The decisions are counted here,
in seeded games: a seat's decisions in a game and in nine turns of ten are at most the table's.
The seconds are timed by ``bench/costs.py --check`` (a timed assertion fails on a shared machine
by the noise of its neighbours, not by a wrong table), whose check is tested here on tables made
too cheap and too dear.
"""

from __future__ import annotations

import functools
import itertools
import importlib.util
import random
import sys
from pathlib import Path

import pytest

from calculator import games
from calculator.core import bots

SEEDS = range(3)  # games counted in each case; the table's figures are averages of many more


@functools.cache
def decisions(game: str, players: int, bot: str) -> tuple[float, tuple[int, ...]]:
    """The decisions a seat makes in a game of ``bot`` in every seat (the mean over :data:`SEEDS`)
    and those of every turn (every decision one seat makes before another seat moves)."""
    turns: list[int] = []
    for seed in SEEDS:
        seats = [bots.make_bot(bot, game) for _ in range(players)]
        turns += bots.play_by_turns(games.new_game(game, seed, players), seats, random.Random(seed))[1]
    return sum(turns) / len(SEEDS) / players, tuple(turns)


TABLES = [(info.name, players, "random") for info in games.infos() for players in info.played] + [
    (name, 2, "greedy") for name in games.names()]


@pytest.mark.parametrize(("game", "players", "bot"), TABLES)
def test_a_seat_makes_no_more_decisions_in_a_game_than_its_estimate(game, players, bot):
    per_seat, _ = decisions(game, players, bot)
    assert per_seat <= bots.bot_costs(game, players).decisions_per_seat, f"{game}, {players} players, {bot}"


@pytest.mark.parametrize(("game", "players", "bot"), TABLES)
def test_nine_turns_of_ten_take_no_more_decisions_than_the_estimate_of_a_turn(game, players, bot):
    turns = sorted(decisions(game, players, bot)[1])
    assert turns[len(turns) * 9 // 10] <= bots.bot_costs(game, players).decisions_per_turn, f"{game}, {players} players"


def costs_bench():
    """``bench/costs.py`` as a module (a script, not a package)."""
    path = Path(__file__).resolve().parents[1] / "bench" / "costs.py"
    spec = importlib.util.spec_from_file_location("agricalc_costs_bench", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("table_seconds", "exit_code"), [(1e-9, 1), (1e3, 0)])
def test_the_costs_bench_fails_its_check_when_a_decision_costs_more_than_the_table_allows(
        monkeypatch, capsys, table_seconds, exit_code):
    bench = costs_bench()
    monkeypatch.setattr(bench.bots, "decision_seconds", lambda *args, **kwargs: table_seconds)
    assert bench.main(["--game", "acbas", "--bots", "greedy", "--seconds", "0.01", "--check", "1.25"]) == exit_code
    out = capsys.readouterr().out
    assert ("# over the table: acbas 2 players greedy: " in out) == (exit_code == 1), out


def test_the_costs_bench_check_names_a_decision_count_over_the_table():
    bench = costs_bench()
    costs = bots.bot_costs("acbas", 2)
    seats, turns = 2 * costs.decisions_per_seat, 2 * costs.decisions_per_turn
    assert bench.overruns("acbas", bench.Measured(0.0, 1.25 * costs.decisions_per_seat, costs.decisions_per_turn, 9, 1),
                          1.0, costs, 1.25) == []
    assert [line.split(": ")[1] for line in bench.overruns("acbas", bench.Measured(0.0, seats, turns, 9, 1),
                                                           1.0, costs, 1.25)] == [
        f"{seats:.1f} decisions a seat, table {costs.decisions_per_seat} x 1.25",
        f"{turns} decisions in nine turns of ten, table {costs.decisions_per_turn} x 1.25"]


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


def test_a_turn_is_every_decision_one_seat_makes_before_another_seat_moves():
    state, rng = games.new_game("acbas", 5, 2), random.Random(5)
    seats = [bots.make_bot("random", "acbas")] * 2
    end, turns = bots.play_by_turns(state, seats, rng)
    movers, replayed, rng = [], state, random.Random(5)
    while not replayed.is_terminal:  # the same game again, noting who moves at each decision
        movers.append(replayed.current_player)
        replayed = replayed.apply(seats[replayed.current_player].choose(replayed, rng))
    assert end == replayed and sum(turns) == len(movers)
    runs = [sum(1 for _ in group) for _, group in itertools.groupby(movers)]
    assert turns == runs and max(turns) > 1, "an ACBAS action of several borders is one turn of several decisions"
