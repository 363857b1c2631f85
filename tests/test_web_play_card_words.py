"""What /play says in the card game (issue 29 item 3): every kind of decision the engine can ask and
every family of action ids it can offer reads as words of its own, translated; a card's ability
names the card and the option; a kind or family added later still reads as (generic) words,
never as its raw id."""

from __future__ import annotations

import random
import re

import pytest

from calculator.agricola import actions, game
from calculator.agricola.game import new_game
from calculator.core.protocol import Action
from web import create_app
from web.faces import face
from web.faces.agricola.hand import card_name
from web.faces.agricola import HEADINGS, LABEL_WORDS, OTHER_HEADING, OTHER_PROMPT, PROMPTS

NAMES = ("You", "Random bot", "Greedy bot")
LANGUAGES = ("en", "el", "es", "it", "zh", "ru")
CARD_GAME = ("E", "I", "K")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path_factory.mktemp("cardwords") / "games.db")})


@pytest.fixture(scope="module")
def card_decisions():
    """Decisions of random 3-player card games with all three decks: (state, legal actions)."""
    found = []
    for seed in range(3):
        rng, state = random.Random(seed), new_game(seed, 3, decks=CARD_GAME)
        while not state.is_terminal:
            legal = state.legal_actions()
            found.append((state, legal))
            state = state.apply(rng.choice(legal))
    return found


def test_every_step_kind_the_engine_can_ask_has_a_prompt_of_its_own():
    assert set(game.STEP_KINDS) - set(PROMPTS) == set()


def test_every_action_family_of_the_catalogue_has_words_and_a_heading():
    families = {kind for kind, _ in actions._every_id().meaning.values()}  # (a compiled function has no __globals__)
    assert families - set(LABEL_WORDS) == set()
    assert families - set(HEADINGS) == {"cell", "room", "stable", "field"} - set(HEADINGS)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_prompt_and_heading_is_translated(app, language):
    for kinds, show in ((PROMPTS, lambda kind: face("agricola").prompt({"step": {"kind": kind}})),
                        (HEADINGS, face("agricola").heading)):
        for kind in kinds:
            with app.test_request_context("/?lang=en"):
                english = show(kind)
            with app.test_request_context(f"/?lang={language}"):
                assert show(kind) != english, (language, kind)


def nameless_card(label: str) -> bool:
    """A card id in ``label`` without the card's name beside it."""
    return any(card_name(card) not in label for card in re.findall(r"\b[EIK]\d{2,3}\b", label))


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_card_game_decision_shows_a_raw_id_or_the_generic_prompt(app, card_decisions, language):
    shown = face("agricola")
    with app.test_request_context(f"/?lang={language}"):
        for state, legal in card_decisions:
            prompt = shown.prompt(state.public_view())
            assert prompt != str(OTHER_PROMPT) and prompt != state.step.kind, prompt
            labels = shown.decision_labels(legal, NAMES)
            raw = [action.id for action in legal if labels[action.id] == action.id or nameless_card(labels[action.id])]
            assert not raw, (state.step.kind, raw, [labels[a] for a in raw])


@pytest.mark.parametrize("language", ["en", "el", "zh"])
def test_a_card_s_option_names_the_card_and_what_the_option_gives(app, language):
    state = new_game(1, 2, decks=CARD_GAME)
    state = state.replace(step=state.step.replace(kind="use", card="E16", space="day"))
    legal = [Action("use:E16:1", "take 1 wood"), Action("use:E16:2", "take 1 clay"),
             Action("use:E196:1", "give 1 wood for 2 food"), Action("craft:E214", "E214: 1 clay for 2 food")]
    with app.test_request_context(f"/?lang={language}"):
        labels = face("agricola").decision_labels(legal, NAMES)
        prompt = face("agricola").prompt(state.public_view())
    assert "Building Material" in prompt
    assert all("Building Material" in labels[f"use:E16:{n}"] for n in (1, 2))
    assert "Basket" in labels["use:E196:1"] or "E196" not in labels["use:E196:1"]
    assert "Potter" in labels["craft:E214"] and "E214" not in labels["craft:E214"]
    assert len(set(labels.values())) == 4
    if language == "en":
        assert labels["use:E16:2"] == "Building Material: take 1 clay"
        assert labels["use:E196:1"].endswith(": give 1 wood for 2 food")


@pytest.mark.parametrize("language", ["en", "el", "ru"])
def test_a_kind_added_later_reads_as_generic_words_never_as_its_id(app, language):
    shown = face("agricola")
    state = new_game(1, 2, decks=CARD_GAME)
    with app.test_request_context(f"/?lang={language}"):
        prompt = shown.prompt({**state.public_view(), "step": {"kind": "barter_goods"}})
        heading = shown.heading("barter")
        labels = shown.decision_labels([Action("barter:E16", "barter:E16"),
                                        Action("barter:E17", "swap 1 wood for 1 clay")], NAMES)
        expected = (str(OTHER_PROMPT), str(OTHER_HEADING))
    assert (prompt, heading) == expected
    assert "barter" not in prompt.lower() and "barter" not in heading.lower()
    assert "barter" not in labels["barter:E16"] and labels["barter:E17"] == "swap 1 wood for 1 clay"


def test_a_kind_added_later_is_grouped_under_a_generic_heading_on_the_page(app):
    from types import SimpleNamespace

    from web.playpage import action_groups

    legal = [Action("barter:E16", "barter:E16"), Action("done", "finish this part of the action")]
    with app.test_request_context("/?lang=it"):
        groups = action_groups(face("agricola"), SimpleNamespace(legal=legal, state=None), NAMES, None)
        expected = [str(OTHER_HEADING), str(HEADINGS["done"])]
    assert [group.title for group in groups] == expected
    assert all(choice.action.label not in ("barter:E16", "barter") for group in groups for choice in group.choices)
