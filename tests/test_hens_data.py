"""Hens card and goal data (hens.md 7 and 8): the shipped proposals, loading another set, validation."""

from __future__ import annotations

import json

import pytest

import calculator
from calculator.errors import InvalidDocument
from calculator.hens import load_cards, load_goals, rules
from calculator.hens.cards import default_cards

CARD = {"id": "X-1", "breed": "PADOVANA", "value": 1, "eggs": 1, "medals": 0}


def card_set_file(tmp_path, cards, name="cards.json"):
    path = tmp_path / name
    path.write_text(json.dumps({"name": "test set", "cards": cards}), encoding="utf-8")
    return path


def full_set(**changes) -> list[dict]:
    """A valid set of 72 single-copy cards; ``changes`` apply to the first card."""
    cards = []
    for breed in rules.BREEDS:
        for i in range(breed.cards):
            cards.append({"id": f"{breed.code}-{i}", "breed": breed.name, "value": i % 6 + 1, "eggs": 1,
                          "medals": 0})
    cards[0].update(changes)
    return cards


# -- the shipped proposal of hens.md 7.2

def test_shipped_card_set_has_72_cards_in_62_faces():
    cards = load_cards()
    assert (len(cards.cards), len(cards.deck)) == (62, 72)


def test_shipped_card_set_matches_the_breed_sizes():
    assert load_cards().breed_counts() == {"PAD": 12, "WYA": 12, "SEB": 10, "BAR": 10, "SUL": 8, "FAV": 8,
                                           "CEM": 6, "MOD": 6}


def test_shipped_card_set_totals_match_the_proposal_table():
    deck = load_cards().deck
    assert sum(c.hen.eggs for c in deck) == 124
    assert sum(c.hen.medals for c in deck) == 26
    values = [c.hen.value for c in deck]
    assert [values.count(v) for v in range(1, 7)] == [10, 12, 14, 14, 12, 10]


def test_shipped_card_set_has_every_value_in_every_breed():
    cards = load_cards().cards
    for breed in rules.BREEDS:
        assert sorted({c.hen.value for c in cards if c.hen.breed == breed.code}) == [1, 2, 3, 4, 5, 6]


def test_shipped_card_ids_are_unique():
    ids = [c.id for c in load_cards().cards]
    assert len(ids) == len(set(ids))


def test_shipped_goal_set_has_10_cards_of_2_goals():
    goals = load_goals()
    assert goals.ids == tuple(f"G{i:02d}" for i in range(1, 11))
    assert all(len(card.goals) == 2 for card in goals.cards)


def test_shipped_goal_cards_match_the_proposal():
    card = load_goals().card("G06")
    assert [(g.kind, dict(g.params), g.points) for g in card.goals] == [
        ("per_two_cross_breed_edges", {}, 1), ("if_rooster_group_ge", {"n": 4}, 3)]


# -- loading another set from a path

def test_load_cards_reads_another_json_set(tmp_path):
    cards = load_cards(card_set_file(tmp_path, full_set()))
    assert (cards.name, len(cards.deck)) == ("test set", 72)


def test_load_cards_reads_a_csv_set(tmp_path):
    lines = ["id,breed,value,eggs,medals,copies"]
    for breed in rules.BREEDS:
        lines += [f"{breed.code}-{i},{breed.name},{i % 6 + 1},2,1,2" for i in range(breed.cards // 2)]
    path = tmp_path / "cards.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cards = load_cards(path)
    assert (len(cards.cards), len(cards.deck)) == (36, 72)
    assert cards.cards[0].hen == calculator.hens.Hen("PAD", 1, 2, 1)


def test_load_cards_accepts_other_breed_sizes(tmp_path):
    path = card_set_file(tmp_path, [CARD])
    assert len(load_cards(path, breed_sizes={"PADOVANA": 1}).deck) == 1


def test_load_goals_reads_another_set(tmp_path):
    path = tmp_path / "goals.json"
    path.write_text(json.dumps({"name": "mine", "cards": [{"id": "X1", "goals": [
        {"kind": "per_coop", "points": -2}, {"kind": "per_hen_value_in", "params": {"values": [3]}, "points": 1}]}]}))
    goals = load_goals(path)
    assert goals.name == "mine"
    assert [g.id for g in goals.card("X1").goals] == ["X1A", "X1B"]


def test_goal_card_is_looked_up_in_the_goal_set_given_to_the_scorer(tmp_path):
    path = tmp_path / "goals.json"
    path.write_text(json.dumps({"cards": [{"id": "X1", "goals": [
        {"kind": "per_coop", "points": -2}, {"kind": "if_no_coops", "points": 5}]}]}))
    document = {"grid": [["PAD 3/2/0"] * 4] * 3, "goal_card": "X1"}
    result = calculator.hens.score_document(document, goal_set=load_goals(path))
    assert result["breakdown"]["goals"] == 5


# -- validation of card-set and goal-set files (hens.md 7.1, 8.1)

@pytest.mark.parametrize(("change", "where", "says"), [
    ({"value": 7}, "cards[0].value", "at most 6"),
    ({"eggs": 0}, "cards[0].eggs", "at least 1"),
    ({"medals": 3}, "cards[0].medals", "at most 2"),
    ({"copies": 3}, "cards[0].copies", "at most 2"),
    ({"breed": "LEGHORN"}, "cards[0].breed", "unknown breed 'LEGHORN'"),
    ({"id": ""}, "cards[0].id", "non-empty"),
    ({"colour": "red"}, "cards[0]", "unknown key(s) 'colour'"),
])
def test_card_out_of_schema_is_rejected_naming_the_entry(tmp_path, change, where, says):
    path = card_set_file(tmp_path, full_set(**change))
    with pytest.raises(InvalidDocument) as error:
        load_cards(path)
    assert error.value.where == f"{path} {where}"
    assert says in error.value.detail


def test_card_missing_a_field_is_rejected(tmp_path):
    cards = full_set()
    del cards[3]["eggs"]
    with pytest.raises(InvalidDocument, match="missing eggs") as error:
        load_cards(card_set_file(tmp_path, cards))
    assert error.value.where.endswith("cards[3]")


def test_card_set_with_wrong_breed_size_is_rejected(tmp_path):
    path = card_set_file(tmp_path, full_set(copies=2))  # a 13th Padovana
    with pytest.raises(InvalidDocument, match="has 13 PADOVANA cards .* expected 12"):
        load_cards(path)


def test_card_set_with_repeated_id_is_rejected(tmp_path):
    cards = full_set()
    cards[1]["id"] = cards[0]["id"]
    with pytest.raises(InvalidDocument, match="repeats the id") as error:
        load_cards(card_set_file(tmp_path, cards))
    assert error.value.where.endswith("cards[1]")


def test_card_set_that_is_not_json_is_rejected(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text("{cards: []", encoding="utf-8")
    with pytest.raises(InvalidDocument, match="not valid JSON"):
        load_cards(path)


def test_goal_set_card_with_one_goal_is_rejected(tmp_path):
    path = tmp_path / "goals.json"
    path.write_text(json.dumps({"cards": [{"id": "X1", "goals": [{"kind": "per_coop", "points": -2}]}]}))
    with pytest.raises(InvalidDocument, match="list of 2 goals") as error:
        load_goals(path)
    assert error.value.where == f"{path} cards[0].goals"


def test_goal_set_with_an_unknown_kind_names_the_goal(tmp_path):
    path = tmp_path / "goals.json"
    path.write_text(json.dumps({"cards": [{"id": "X1", "goals": [
        {"kind": "per_coop", "points": -2}, {"kind": "per_rooster", "points": 1}]}]}))
    with pytest.raises(InvalidDocument) as error:
        load_goals(path)
    assert error.value.where == f"{path} cards[0].goals[1].kind"


def test_default_card_set_is_read_once_and_immutable():
    assert load_cards() is default_cards()
    with pytest.raises(AttributeError):
        load_cards().cards[0].copies = 2
