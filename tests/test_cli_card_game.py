"""`agricalc simulate --decks`: Agricola's card game from the command line, its final positions
re-scored through the calculator (cards included), and the decks refused where they do not belong.

The hands are dealt from the simulator's implemented cards; the games verified in this process deal
from a fixed set of the E deck's cards so that hands are never empty whatever is implemented yet.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculator import cli
from calculator.agricola import dealing
from calculator.core import simulate
from calculator.core.simulate import play_game

ROOT = Path(__file__).resolve().parents[1]
DEALT = frozenset(card.id for card in dealing.deck_cards() if card.deck == "E")


def agricalc(*args):
    return subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--game", "acbas", "--bots", "random,random", "--decks", "E"], "--decks: "),
        (["--game", "hens", "--bots", "random,random", "--decks", "E,I"], "has no option decks"),
        (["--game", "agricola", "--bots", "random,random", "--decks", "E,X"], "--decks[1]: must be one of E, I, K"),
        (["--game", "agricola", "--bots", "random,random", "--decks", "EIK"], "must be one of E, I, K"),
    ],
)
def test_decks_are_refused_with_exit_2_for_a_game_without_them_or_an_unknown_deck(args, fragment):
    run = agricalc("simulate", *args, "--games", "1")
    assert run.returncode == 2, run.stdout
    assert fragment in run.stderr and "Traceback" not in run.stderr


def test_simulate_with_decks_summarises_the_card_game(monkeypatch, capsys):
    monkeypatch.setattr(dealing, "implemented_cards", lambda: DEALT)
    status = cli.main(["simulate", "--game", "agricola", "--decks", "E", "--bots", "random,greedy", "--games", "2",
                       "--seed", "4", "--verify", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert status == 0 and summary["decks"] == ["E"] and summary["verified"] == 2


def test_every_final_card_game_is_rescored_by_the_calculator_cards_included(monkeypatch):
    monkeypatch.setattr(dealing, "implemented_cards", lambda: DEALT)
    played = 0
    for index in range(4):
        record = play_game("agricola", ["random", "random", "greedy"], 8, index, verify=True,
                           options={"decks": ("E",)})
        played += record["actions"]
    assert played > 0


def test_a_card_game_whose_score_disagrees_fails_verification(monkeypatch):
    """--verify compares the engine with calculator.score: a card's points left out is caught."""
    monkeypatch.setattr(dealing, "implemented_cards", lambda: DEALT)
    state = simulate.game_registry.new_game("agricola", 3, 2, decks=["E"])
    rng = [simulate.bot_rng(3, seat) for seat in range(2)]
    bots = [simulate.bot_registry.make_bot("greedy", "agricola") for _ in range(2)]
    while not state.is_terminal:
        state = state.apply(bots[state.current_player].choose(state, rng[state.current_player]))
    cards = [entry.get("cards") for entry in state.players_document()["players"]]
    assert any(cards), "the greedy bots played cards, and the document lists them"
    scores = list(state.returns())
    record = {"index": 0, "seed": 3, "scores": [scores[0] + 1, scores[1]], "winners": list(state.winners())}
    with pytest.raises(simulate.VerificationFailed, match="calculator.score gives"):
        simulate.check_final(state, record)


def test_stats_and_ladder_take_the_decks_too(monkeypatch, capsys):
    monkeypatch.setattr(dealing, "implemented_cards", lambda: DEALT)
    assert cli.main(["stats", "--game", "agricola", "--decks", "E", "--players", "2", "--bots", "random",
                     "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] == ["E"]
    assert cli.main(["ladder", "--game", "acbas", "--decks", "E", "--bots", "random,greedy", "--games", "2"]) == 2
    assert "has no option decks" in capsys.readouterr().err
