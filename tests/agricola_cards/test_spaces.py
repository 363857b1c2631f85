"""The cards of the spaces group (cards as action spaces, fields on cards, spaces usable though
occupied, goods on round spaces), one test per card at least."""

from __future__ import annotations

from card_positions import table, without

from calculator.agricola.board import FarmBoard


def _taken_by_seat_1(state, *space_ids):
    return state.replace(occupied=tuple(1 if s in space_ids else None for s in state.spaces))


def _legal(state) -> set[str]:
    return {a.id for a in state.legal_actions()}


def test_head_of_the_family_builds_a_room_and_grows_where_another_player_is():
    board = FarmBoard.start().with_room((0, 0))
    state = table(("E159",), round_number=12, players=4, board=board, wood=5, reed=2)
    state = _taken_by_seat_1(state, "build", "family_growth", "growth_no_room")
    assert {"space:build", "space:family_growth", "space:growth_no_room"} <= _legal(state)
    assert state.apply("space:growth_no_room").players[0].people == 3
    assert not {"space:build", "space:family_growth"} & _legal(without(state, "E159"))


def test_head_of_the_family_never_joins_its_own_person_nor_other_spaces():
    state = table(("E159",), round_number=8, players=4, wood=5, reed=2)
    state = state.replace(occupied=tuple(0 if s == "build" else 1 if s == "vegetable" else None
                                         for s in state.spaces))
    assert not {"space:build", "space:vegetable"} & _legal(state)


def test_field_warden_takes_a_vegetable_and_plows_where_another_player_is():
    state = _taken_by_seat_1(table(("E163",), round_number=13, players=4), "vegetable", "plow", "plow_sow")
    assert {"space:vegetable", "space:plow", "space:plow_sow"} <= _legal(state)
    assert state.apply("space:vegetable").players[0].vegetables == 1
    assert not {"space:vegetable", "space:plow", "space:plow_sow"} & _legal(without(state, "E163"))
    assert "space:build" not in _legal(_taken_by_seat_1(table(("E163",), round_number=13, players=4, wood=5,
                                                              reed=2), "build"))
