"""What /play says at a decision (issue 27 item 4): the feeding prompt says how much food is owed, and
no two actions of one decision read alike, in English or in another language."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from calculator import games
from calculator.agricola import harvest
from web import create_app
from web.faces import face

NAMES = ("You", "Random bot", "Greedy bot", "MCTS bot", "Ann")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path_factory.mktemp("words") / "games.db")})


def decisions(game: str, players: int, seeds: range):
    """Every state of random games in which a player chooses among several actions."""
    for seed in seeds:
        rng = random.Random(seed)
        state = games.new_game(game, seed, players)
        while not state.is_terminal:
            legal = state.legal_actions()
            if len(legal) > 1:
                yield state, legal
            state = state.apply(rng.choice(legal))


def test_the_feeding_prompt_says_how_much_food_is_owed_and_on_hand(app):
    fed = 0
    for state, _ in decisions("agricola", 2, range(6)):
        if state.step.kind != "feed":
            continue
        me = state.players[state.to_move]
        owed, held = harvest.food_needed(state, me), me.food
        for language, pattern in (("en", r"Feeding time: {owed} food owed, {held} food on hand"),
                                  ("el", r"\D{owed}\D+{held}\D")):
            with app.test_request_context(f"/?lang={language}"):
                prompt = face("agricola").prompt(state.public_view())
            assert re.search(pattern.format(owed=owed, held=held), prompt), (language, prompt)
        fed += 1
    assert fed >= 3, "random games reach feeding decisions"


@pytest.mark.parametrize("language", ["en", "el", "zh"])
@pytest.mark.parametrize("game, players", [("acbas", 2), ("agricola", 3), ("hens", 3)])
def test_no_two_actions_of_one_decision_read_alike(app, game, players, language):
    shown = face(game)
    with app.test_request_context(f"/?lang={language}"):
        for state, legal in decisions(game, players, range(2)):
            labels = shown.decision_labels(legal, NAMES)
            alike = [label for label, n in Counter(labels.values()).items() if n > 1]
            assert not alike, [(label, [i for i, shown in labels.items() if shown == label]) for label in alike]


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_best_release_does_not_read_like_releasing_one_animal(app, language):
    shown = face("acbas")
    with app.test_request_context(f"/?lang={language}"):
        for state, legal in decisions("acbas", 2, range(4)):
            if state.step.kind != "release":
                continue
            labels = shown.decision_labels(legal, NAMES)
            best, ones = labels["release:best"], [labels[a.id] for a in legal if a.id != "release:best"]
            assert ones and all(not best.startswith(one.split(" ")[0]) for one in ones), (best, ones)
            return
    pytest.fail("no release decision in the games played")


@pytest.mark.parametrize("language", ["en", "el"])
def test_paying_the_cattle_with_a_cooked_animal_reads_as_cooking_it(app, language):
    from calculator.agricola.game import new_game

    state = new_game(1, 5)
    me = state.players[state.to_move].replace(food=0, animals=(1, 1, 0), majors=("fireplace_2",))
    state = state.with_player(state.to_move, me).apply("space:animals")
    with app.test_request_context(f"/?lang={language}"):
        labels = face("agricola").decision_labels(state.legal_actions(), NAMES)
    assert set(labels) == {"take:sheep", "take:boar", "take:cattle:sheep", "take:cattle:boar"}
    assert len(set(labels.values())) == 4
    assert all(re.search(r"\b2\b", labels[f"take:cattle:{a}"]) for a in ("sheep", "boar"))  # the food it brings
    if language == "en":
        assert labels["take:cattle:sheep"] == "turn 1 sheep into 2 food and pay 1 food for 1 cattle"
