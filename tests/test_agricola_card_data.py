"""The card data shipped in calculator/agricola/data is whole and consistent: every card id
it names exists, every rule kind and count has an evaluator, interactions come in pairs, and
the majors' craft bonuses are the rulebook's."""

from __future__ import annotations

import pytest

from calculator.agricola import rules as game_rules
from calculator.agricola.cards.catalogue import all_cards, card, deck_cards, find, major_card
from calculator.agricola.cards.interpreter import KINDS
from calculator.agricola.cards.rules import effects, inputs_of, rules
from calculator.agricola.cards.view import COUNTS

HOUSING_KINDS = {"card_room", "small_pastures", "more_room", "more_sheep", "one_unfenced_stable",
                 "mixed_pastures", "animals_per_room", "no_house_animals"}


def named_cards() -> set[str]:
    """Every card id the rules and the project's additions name."""
    found = set()
    for rule in rules().values():
        found |= {c for i in rule.interactions for c in i.with_cards}
        raw = rule.rule
        found |= set(raw.get("value_if_owned", {}).get("cards", ()))
        found |= set(raw.get("also_counts", ()))
        found |= {c for c in raw.get("applies_to", ()) if c[0] in "EIK" and c[1:].isdigit()}
    extra = effects()
    for section in ("single_player_inputs", "input_limits", "optional_inputs", "extra_inputs", "housing", "notes"):
        found |= set(extra[section])
    for blocker, blocked in extra["never_qualifies"].items():
        found |= {blocker, *blocked}
    for settings in extra["housing"].values():
        for value in settings.values():
            if isinstance(value, dict) or hasattr(value, "get"):
                found |= set(value.get("cards", {}))
    return found


def test_the_decks_hold_308_cards_and_the_ten_majors():
    assert len(deck_cards()) == 308
    assert len([c for c in all_cards() if c.deck == "Major"]) == 10
    assert len({c.id for c in all_cards()}) == len(all_cards())
    assert len({c.name.lower() for c in deck_cards()}) == 308


def test_the_bonus_data_has_38_bonus_cards_and_7_modifiers():
    effects_ = [r.effect for r in rules().values()]
    assert effects_.count("bonus") == 38 and effects_.count("modifier") == 7
    flagged = {c.id for c in all_cards() if c.has_bonus}
    assert flagged == {r.id for r in rules().values() if r.effect == "bonus"}


@pytest.mark.parametrize("card_id", sorted(named_cards()))
def test_every_card_the_data_names_exists(card_id):
    assert card(card_id).id == card_id


def test_every_rule_kind_has_an_evaluator():
    kinds = {r.kind for r in rules().values()} | {p["kind"] for r in rules().values() for p in r.rule.get("parts", ())}
    assert kinds <= set(KINDS)


def test_every_count_a_rule_reads_is_in_the_vocabulary():
    read = set()
    for rule in rules().values():
        raw = rule.rule
        read |= {raw[k] for k in ("count",) if k in raw}
        read |= {raw["condition"]["count"]} if "count" in raw.get("condition", {}) else set()
        read |= set(raw.get("counts", ()))
        read |= {spec.maximum for spec in rule.inputs if isinstance(spec.maximum, str)}
    assert read <= set(COUNTS)


def test_a_suppressed_bonus_is_named_by_the_card_that_suppresses_it():
    for rule in rules().values():
        for other in rule.interacting("suppresses_other"):
            assert rule.id in rules()[other].interacting("suppressed")


def test_every_input_a_rule_reads_is_an_input_it_asks():
    for rule in rules().values():
        parts = rule.rule.get("parts", (rule.rule,))
        read = {p["input"] for p in parts if "input" in p}
        assert read <= {spec.name for spec in rule.inputs}, rule.id


def test_one_player_inputs_are_for_the_rules_the_table_decides():
    for card_id in effects()["single_player_inputs"]:
        rule = rules()[card_id]
        assert rule.derivable == "game" or rule.scope == "all_players"
        assert all(spec.single_player for spec in rule.inputs)
    undecided = {r.id for r in rules().values() if r.derivable == "game" and r.rule["kind"] != "best_in_group"}
    assert undecided <= set(effects()["single_player_inputs"])


def test_the_housing_effects_use_the_vocabulary():
    for settings in effects()["housing"].values():
        assert set(settings) <= HOUSING_KINDS


@pytest.mark.parametrize(("major", "material", "thresholds"), [
    ("joinery", "wood", [[3, 1], [5, 2], [7, 3]]),
    ("pottery", "clay", [[3, 1], [5, 2], [7, 3]]),
    ("basketmakers_workshop", "reed", [[2, 1], [4, 2], [5, 3]]),
])
def test_the_craft_bonuses_are_the_rulebooks(major, material, thresholds):
    """Rules section 4: 3/5/7 wood or clay, 2/4/5 reed give 1/2/3 bonus points."""
    rule = rules()[major_card(game_rules.MAJORS[major].name).id]
    assert rule.rule["count"] == material
    assert [list(step) for step in rule.rule["thresholds"]] == thresholds


def test_names_are_found_in_any_case_and_a_shared_name_means_the_deck_card():
    assert find("loom").id == find("LOOM").id == "K146"
    assert find("Cooking Hearth").id == "K128"  # the minor; the major goes in "majors"
    assert find("nothing of the kind") is None


def test_copse_and_forester_take_their_wood_as_an_optional_input():
    for card_id in ("I78", "K278"):
        (spec,) = inputs_of(card_id)
        assert spec.default == 0


@pytest.mark.parametrize("module", ["calculator.agricola.cards", "calculator.agricola.cards.catalogue",
                                    "calculator.agricola.cards.rules", "calculator.agricola.cards.inputs",
                                    "calculator.agricola.cards.interpreter", "calculator.agricola.cards.housing"])
def test_the_card_modules_examples_run(module):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
