"""Agricola's card game is estimated as the longer game it is (api.md 4.1: work refused up front by
its estimate): the decks are a game option passed to every estimate (``Game.bot_costs(players,
options)``), so a request over the limit only because of its decks is refused with 422."""

from __future__ import annotations

import math
import random

import pytest

from calculator import games
from calculator.core import bots
from web import create_app, limits

CARDS = {"decks": ("E", "I", "K")}


@pytest.fixture()
def client(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")}).test_client()


@pytest.mark.parametrize("players", range(1, 6))
@pytest.mark.parametrize("bot", ["random", "greedy", "mcts:10", "best"])
def test_a_card_game_is_estimated_costlier_than_the_family_game(players, bot):
    family, cards = bots.bot_costs("agricola", players), bots.bot_costs("agricola", players, CARDS)
    assert cards.decisions_per_seat > family.decisions_per_seat
    assert bots.game_seconds("agricola", [bot] * players, CARDS) > bots.game_seconds("agricola", [bot] * players)
    assert bots.turn_seconds(bot, "agricola", players, CARDS) >= bots.turn_seconds(bot, "agricola", players)


@pytest.mark.parametrize("game", [name for name in games.names() if name != "agricola"])
def test_every_other_game_s_estimate_takes_the_options_it_has(game):
    players = games.game(game).INFO.played[-1]
    assert bots.bot_costs(game, players, {}) == bots.bot_costs(game, players)


@pytest.mark.parametrize("players", [2, 4])
def test_a_card_game_takes_no_more_decisions_a_seat_than_its_estimate(players):
    """Decisions counted (not timed) in random card games: on average within the estimate."""
    decisions, seeds = 0, range(3)
    for seed in seeds:
        state, rng = games.new_game("agricola", seed, players, **CARDS), random.Random(seed)
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    assert decisions / len(seeds) / players <= bots.bot_costs("agricola", players, CARDS).decisions_per_seat


def test_a_simulation_over_the_limit_only_because_of_its_decks_is_refused(client):
    limit = client.application.config["MAX_WORK_SECONDS"]
    bot_list = ["greedy", "greedy"]
    n = math.floor(limit / limits.simulation_seconds("agricola", bot_list, 1))
    assert limits.simulation_seconds("agricola", bot_list, n) <= limit < limits.simulation_seconds(
        "agricola", bot_list, n, CARDS)
    response = client.post("/api/v1/simulations", json={"game": "agricola", "bots": bot_list, "games": n, "seed": 1,
                                                        "decks": ["E", "I", "K"]})
    assert response.status_code == 422 and response.get_json()["error"] == "too_much_work", response.get_json()
    assert "games" in response.get_json()["message"]


def test_a_game_of_bots_over_the_limit_only_because_of_its_decks_is_refused(client):
    limit = client.application.config["MAX_WORK_SECONDS"]
    family = [bots.game_seconds("agricola", [f"mcts:{n}"] * 2) for n in range(1, 501)]
    budget = max(n for n, seconds in enumerate(family, 1) if seconds <= limit)
    seats = [f"mcts:{budget}"] * 2
    assert limits.bots_seconds("agricola", seats) <= limit < limits.bots_seconds("agricola", seats, CARDS)
    response = client.post("/api/v1/games", json={"game": "agricola", "players": [{"bot": bot} for bot in seats],
                                                  "seed": 1, "decks": ["E", "I", "K"]})
    assert response.status_code == 422 and response.get_json()["error"] == "too_much_work", response.get_json()


def test_a_person_s_card_game_against_bots_is_checked_with_its_decks(client):
    """The bots' answer to one move, estimated for the card game, beyond the turn limit: refused."""
    config = client.application.config
    limit = config["MAX_BOT_TURN_SECONDS"]
    answers = [(n, limits.bots_seconds("agricola", [None, f"mcts:{n}"]),
                limits.bots_seconds("agricola", [None, f"mcts:{n}"], CARDS)) for n in range(1, config["MAX_BOT_BUDGET"] + 1)]
    between = [n for n, family, cards in answers if family <= limit < cards]
    assert between, "some budget is within the turn limit in the family game and beyond it in the card game"
    response = client.post("/api/v1/games", json={"game": "agricola", "seed": 1, "decks": ["E", "I", "K"],
                                                  "players": [{"name": "ann"}, {"bot": f"mcts:{between[0]}"}]})
    assert response.status_code == 422 and response.get_json()["error"] == "too_much_work", response.get_json()


def test_best_searches_its_share_of_its_iterations_in_a_card_game_so_a_move_costs_as_in_the_family_game():
    from calculator.agricola import bots as agricola_bots

    best = bots.make_bot("best", "agricola")
    factor = agricola_bots.CARD_COST_FACTORS["best_iteration"]
    assert best.share(games.new_game("agricola", 1, 2, **CARDS)) == pytest.approx(1 / factor)
    assert best.share(games.new_game("agricola", 1, 2)) == 1.0
    assert bots.make_bot("best:50", "agricola").share is None  # a budget written out is searched whole
    family, cards = bots.bot_costs("agricola", 2), bots.bot_costs("agricola", 2, CARDS)
    searched = (bots.decision_seconds("best", "agricola", 2, CARDS) - cards.greedy) / cards.best_iteration
    assert searched == pytest.approx(round(agricola_bots.BEST_SETTINGS["iterations"] / factor))
    rounding = 0.5 * factor / agricola_bots.BEST_SETTINGS["iterations"]  # half an iteration of the card game
    assert bots.decision_seconds("best", "agricola", 2, CARDS) - cards.greedy == pytest.approx(
        bots.decision_seconds("best", "agricola", 2) - family.greedy, rel=rounding)
