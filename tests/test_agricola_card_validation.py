"""Bad cards and card inputs are refused with an error naming the card: unknown cards, a card
twice in a game, player-count marks, missing, unasked and out-of-range inputs."""

from __future__ import annotations

import pytest

from calculator import InvalidDocument, RuleViolation, capacity, score

# The rules' worked example 2 (28 points): 4 rooms, 4 unused spaces.
FARM = {"farmyard": ["F  F  F  .  .", "R  R  a  a* S", "R  R  b  .  ."], "house": "clay", "people": 4,
        "animals": {"sheep": 5, "boar": 2, "cattle": 1}, "grain": 5, "vegetables": 2,
        "majors": ["cooking_hearth", "clay_oven"]}
OTHER = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]}  # example 1, -14 points


def one(**fields) -> dict:
    return {"game": "agricola", **FARM, **fields}


def table(*players: dict) -> dict:
    return {"game": "agricola", "players": list(players)}


def refused(document: dict, error: type = RuleViolation):
    with pytest.raises(error) as info:
        score(document, solver="exact")
    return info.value


@pytest.mark.parametrize("key", ["Z99", "E999", "Clog", "", "Major7"])
def test_unknown_card_is_a_rule_violation_naming_its_place(key):
    error = refused(one(cards=["E28", key]))
    assert error.where == "cards[1]"


def test_a_major_among_the_cards_says_where_it_belongs():
    error = refused(one(cards=["Joinery"]))
    assert error.where == "cards[0]" and "'majors'" in error.detail and "'joinery'" in error.detail


def test_a_card_twice_in_one_hand_names_both_places():
    error = refused(one(cards=["E28", "Loom", "clogs"]))
    assert error.where == "cards[2]" and "cards[0]" in error.detail


def test_a_card_in_two_hands_names_the_second_player():
    error = refused(table({**FARM, "cards": ["E28"]}, {**OTHER, "cards": ["K146", "Clogs"]}))
    assert error.where == "players[1] cards[1]" and "players[0]" in error.detail


def test_passing_cards_go_round_the_table():
    result = score(table({**FARM, "cards": ["E11"]}, {**OTHER, "cards": ["E11"]}), solver="exact")
    assert [p["total"] for p in result["players"]] == [28, -14]


def test_a_card_marked_for_more_players_than_play_names_the_card():
    error = refused(table({**FARM, "cards": ["E28", "E217"]}, OTHER))
    assert error.where == "players[0] cards[1]" and "3+" in error.detail


def test_a_one_player_document_checks_marks_against_the_estate_managers_player_count():
    estate = {"no_other_player_has_more_of_any_type": True, "player_count": 3}
    error = refused(one(cards=["E170", "I246"], card_inputs={"E170": estate}))
    assert error.where == "cards[1]" and "4+" in error.detail


@pytest.mark.parametrize(("cards", "where"), [(["I100"], "card_inputs.I100"), (["K280"], "card_inputs.K280.tanner_boar"),
                                              (["E170"], "card_inputs.E170.no_other_player_has_more_of_any_type"),
                                              (["E217"], "card_inputs.E217")])
def test_a_missing_input_names_the_card_and_what_to_enter(cards, where):
    error = refused(one(cards=cards))
    assert error.where == where and "needs" in error.detail


@pytest.mark.parametrize(("cards", "inputs", "where", "limit"), [
    (["I100"], {"I100": 15}, "card_inputs.I100", "at most 14"),
    (["I100"], {"I100": -1}, "card_inputs.I100", "at least 0"),
    (["K339"], {"K339": 5}, "card_inputs.K339", "at most 4"),  # 4 rooms
    (["I236"], {"I236": 5}, "card_inputs.I236", "at most 4"),  # 4 unused spaces
    (["E215"], {"E215": 4}, "card_inputs.E215", "at most 3"),
    (["K138"], {"K138": 2}, "card_inputs.K138", "at most 1"),
    (["E174", "E172"], {"E174": 2}, "card_inputs.E174", "at most 1"),  # one occupation besides the Tutor
    (["K280"], {"K280": {"tanner_boar": 100001, "tanner_cattle": 0}}, "card_inputs.K280.tanner_boar", "at most"),
    (["E170"], {"E170": {"no_other_player_has_more_of_any_type": True, "player_count": 2}},
     "card_inputs.E170.player_count", "at least 3"),
])
def test_an_input_out_of_range_is_a_rule_violation(cards, inputs, where, limit):
    error = refused(one(cards=cards, card_inputs=inputs))
    assert error.where == where and limit in error.detail


@pytest.mark.parametrize(("inputs", "where"), [
    ({"I100": True}, "card_inputs.I100"),
    ({"I100": "3"}, "card_inputs.I100"),
    ({"I100": 2.5}, "card_inputs.I100"),
    ({"I227": 1}, "card_inputs.I227"),
    ({"K280": 3}, "card_inputs.K280"),
    ({"K280": {"tanner_pig": 3}}, "card_inputs.K280"),
])
def test_an_input_of_the_wrong_type_is_an_invalid_document(inputs, where):
    cards = [key for key in inputs]
    error = refused(one(cards=cards, card_inputs=inputs), InvalidDocument)
    assert error.where == where


def test_a_whole_number_written_with_a_point_is_read():
    assert score(one(cards=["I100"], card_inputs={"I100": 3.0}), solver="exact")["total"] == 36


@pytest.mark.parametrize(("document", "where"), [
    (one(cards="E28"), "cards"),
    (one(cards=[28]), "cards[0]"),
    (one(cards=["E28"], card_inputs=[1]), "card_inputs"),
])
def test_cards_of_the_wrong_shape_are_invalid_documents(document, where):
    assert refused(document, InvalidDocument).where == where


@pytest.mark.parametrize(("cards", "inputs", "where"), [
    (["E28"], {"E28": 1}, "card_inputs.E28"),  # needs no input
    ([], {"I100": 2}, "card_inputs.I100"),  # not held, scores for its holder only
    (["K276"], {"K276": True}, "card_inputs.K276"),  # held: the input is for players who do not hold it
    ([], {"Z1": 1}, "card_inputs.Z1"),
])
def test_an_input_that_is_not_asked_is_refused(cards, inputs, where):
    assert refused(one(cards=cards, card_inputs=inputs)).where == where


def test_a_players_document_derives_what_a_one_player_document_asks():
    error = refused(table({**FARM, "cards": ["E217"], "card_inputs": {"E217": True}}, OTHER, OTHER))
    assert error.where == "players[0] card_inputs.E217" and "whole table" in error.detail


def test_every_player_answers_the_church_warden():
    error = refused(table({**FARM, "cards": ["I227"], "card_inputs": {"I227": True}}, OTHER,
                          {**OTHER, "card_inputs": {"I227": False}}))
    assert error.where == "players[1] card_inputs.I227"


def test_a_holiday_house_owner_cannot_say_they_acted_in_round_14():
    error = refused(one(cards=["I227", "I71"], card_inputs={"I227": True}))
    assert error.where == "card_inputs.I227" and "Holiday House" in error.detail


def test_an_input_in_a_players_document_for_a_card_nobody_holds_is_refused():
    error = refused(table({**FARM, "card_inputs": {"I227": True}}, OTHER))
    assert error.where == "players[0] card_inputs.I227"


def test_capacity_checks_the_cards_too():
    with pytest.raises(RuleViolation) as info:
        capacity(one(cards=["I100"]), solver="exact")
    assert info.value.where == "card_inputs.I100"
