"""The card-play data: every entry parses into the vocabulary, faults name the card, and
every implemented card has a test named after it in a test file of this folder."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from calculator.agricola.cards.catalogue import card
from calculator.agricola.effects import data, vocabulary
from calculator.agricola.effects.vocabulary import VocabularyError, parse_effect

HERE = Path(__file__).parent


def slug(name: str) -> str:
    """A card name as it appears in test names: ``Shepherd's Pipe`` -> ``shepherds_pipe``."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


@pytest.mark.parametrize("group", data.GROUPS)
def test_every_card_play_entry_parses_into_the_vocabulary(group):
    parsed = data.parse_group(group, data.read_group(group))
    for card_id, (description, effects) in parsed.items():
        assert description and effects, card_id
        assert all(effect.card == card_id and effect.do in vocabulary.KINDS for effect in effects)


def card_test_names() -> set[str]:
    """The test functions of every test file in this folder (a card's test may sit in its deck's
    file or in the file of the mechanism it uses)."""
    return {node.name for tests in HERE.glob("test_*.py")
            for node in ast.walk(ast.parse(tests.read_text(encoding="utf-8")))
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}


@pytest.mark.parametrize("group", data.GROUPS)
def test_every_implemented_card_has_a_test_named_after_it(group):
    names = card_test_names()
    untested = [card_id for card_id in data.read_group(group)
                if not any(f"test_{slug(card(card_id).name)}_" in f"{name}_" for name in names)]
    assert not untested, f"no test in {HERE.name}/ is named after {untested}"


def test_slug_of_a_card_name():
    assert slug("Shepherd's Pipe") == "shepherds_pipe" and slug("Half-timbered House") == "half_timbered_house"


@pytest.mark.parametrize("entry, message", [
    ({"on": "play", "do": "teleport"}, "unknown effect kind 'teleport'"),
    ({"on": "sometimes", "do": "gain", "goods": {"wood": 1}}, "unknown moment 'sometimes'"),
    ({"on": "play", "do": "gain", "goods": {"gold": 1}}, "unknown good 'gold'"),
    ({"on": "play", "do": "gain"}, "gain needs goods"),
    ({"on": "play", "do": "gain", "goods": {"wood": 1}, "spaces": ["fish"]}, "'spaces' goes with the moment"),
    ({"on": "space", "spaces": ["moon"], "do": "gain", "goods": {"wood": 1}}, "unknown action spaces"),
    ({"on": "play", "do": "gain", "goods": {"wood": 1}, "if": {"rounds": [9, 3]}}, "if.rounds"),
    ({"on": "pay", "items": ["room"], "do": "discount", "less": {"reed": 1}, "if": {"rounds": [1, 3]}},
     "takes no 'if.rounds'"),
    ({"on": "play", "do": "schedule", "goods": {"food": 1}, "rounds": {"every": "third"}}, "even or odd"),
    ({"on": "play", "do": "special", "name": "nothing"}, "unknown special 'nothing'"),
    ({"on": "pay", "items": ["castle"], "do": "discount", "less": {"reed": 1}}, "unknown item 'castle'"),
    ({"on": "play", "do": "gain", "goods": {"wood": 1}, "extra": 1}, "does not take extra"),
    ({"on": "any_time", "do": "gain", "goods": {"food": 1}}, "the moment 'any_time' takes convert, trade, pile, part, not 'gain'"),
    ({"on": "breeding", "do": "gain", "goods": {"sheep": 1}}, "unknown moment 'breeding'"),
    ({"on": "play", "do": "choose", "options": [{"wood": 1, "food": -1}, {"clay": 1, "food": -1}]},
     "one option at least must cost nothing"),
    ({"on": "play", "do": "choose", "options": [{"wood": 1}, {"food": -1}]}, "an option must take some goods"),
    ({"on": "space", "spaces": ["grain"], "do": "part", "part": "bake", "times": 1}, "part whose uses are counted"),
    ({"on": "play", "do": "part", "part": "plow", "times": 2}, "with the moment 'space'"),
])
def test_unknown_effect_entries_are_refused_naming_the_card(entry, message):
    with pytest.raises(VocabularyError, match=re.escape(message)) as refused:
        parse_effect("E12", entry)
    assert str(refused.value).startswith("card E12: ")


def test_a_card_in_the_wrong_group_file_is_refused():
    with pytest.raises(VocabularyError, match="card E12: belongs in E-minors.json"):
        data.parse_group("K-minors", {"E12": {"description": "x", "effects": [{"on": "end", "do": "points"}]}})


def test_a_card_without_description_is_refused():
    with pytest.raises(VocabularyError, match="card E12: the description is empty"):
        data.parse_group("E-minors", {"E12": {"description": " ", "effects": [{"on": "end", "do": "points"}]}})


def test_simulated_cards_are_those_in_the_data():
    assert data.simulated() == {c for group in data.GROUPS for c in data.read_group(group)}
    from calculator.agricola.cards.catalogue import deck_cards

    waiting = next((c.id for c in deck_cards() if c.id not in data.simulated()), None)  # a card not written yet
    assert data.description("E12") and (waiting is None or data.description(waiting) is None)


@pytest.mark.parametrize("module", ["calculator.agricola.effects.vocabulary", "calculator.agricola.effects.data"])
def test_the_effect_modules_examples_run(module):
    import doctest
    import importlib
    import importlib.util

    # The examples of the source file: a compiled module's functions hide their docstrings from doctest.
    source = Path(importlib.import_module(module).__file__).with_name(module.rpartition(".")[2] + ".py")
    spec = importlib.util.spec_from_file_location(module, source)
    examples = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(examples)
    result = doctest.testmod(examples)
    assert result.attempted > 0 and result.failed == 0
