"""Worked examples of the Agricola card rules (tests/agricola_card_examples.json), one or
more per entry of the card data (45), with the interactions, the cards that change where
animals live, and whole tables.  Every expected value was computed by hand from the rule
as the data states it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from calculator import AnimalsDoNotFit, score
from calculator.agricola.cards.rules import rules

DATA = json.loads((Path(__file__).parent / "agricola_card_examples.json").read_text(encoding="utf-8"))
FARMS = DATA["farms"]


def player(spec: dict) -> dict:
    """The player document an example describes: its farm, changed, with its cards."""
    farm = {k: v for k, v in FARMS[spec["farm"]].items() if k != "total"}
    document = {**farm, **spec.get("change", {})}
    for key in ("cards", "card_inputs"):
        if key in spec:
            document[key] = spec[key]
    return document


def document(spec: dict) -> dict:
    return {"game": "agricola", **player(spec)}


def card_points(result: dict) -> dict[str, list[int]]:
    return {c["id"]: [c["printed"], c["bonus"]] for c in result.get("cards", [])}


def check(result: dict, expect: dict, held: dict | None = None) -> None:
    assert result["total"] == expect["total"]
    if "cards" in expect:
        assert card_points(result) == expect["cards"]
    for card_id, is_held in (held or {}).items():
        assert [c["held"] for c in result["cards"] if c["id"] == card_id] == [is_held]
    assert result["total"] == sum(result["breakdown"].values())


@pytest.mark.parametrize("name", list(FARMS))
def test_example_farms_score_their_known_totals(name):
    assert score({"game": "agricola", **player({"farm": name})}, solver="exact")["total"] == FARMS[name]["total"]


def test_every_entry_of_the_card_data_has_a_worked_example():
    assert {example["entry"] for example in DATA["examples"]} == set(rules())


@pytest.mark.parametrize("solver", ["exact", "cpsat"])
@pytest.mark.parametrize("example", DATA["examples"], ids=lambda e: f"{e['entry']}: {e['title']}")
def test_card_rule_scores_as_the_data_says(example, solver):
    check(score(document(example), solver=solver), example["expect"], example.get("held"))


@pytest.mark.parametrize("example", DATA["housing"], ids=lambda e: e["title"])
def test_cards_that_change_where_animals_live(example):
    check(score(document(example), solver="exact"), example["expect"])


@pytest.mark.parametrize("example", DATA["housing"], ids=lambda e: e["title"])
def test_cards_that_change_where_animals_live_with_cpsat(example):
    check(score(document(example), solver="cpsat"), example["expect"])


@pytest.mark.parametrize("example", DATA["do_not_fit"], ids=lambda e: e["title"])
def test_animals_that_the_cards_do_not_house_do_not_fit(example):
    with pytest.raises(AnimalsDoNotFit) as info:
        score(document(example), solver="exact")
    assert info.value.best["fits"] is False


@pytest.mark.parametrize("table", DATA["tables"], ids=lambda t: t["title"])
def test_cards_that_compare_players_score_at_the_whole_table(table):
    result = score({"game": "agricola", "players": [player(p) for p in table["players"]]}, solver="exact")
    for got, expect in zip(result["players"], table["expect"]):
        check(got, expect)
