"""The cards of the home and of playing more improvements and occupations (the group
``house``), one test per card at least, in game positions."""

from __future__ import annotations

from card_positions import table

from calculator.agricola.abilities import can_room, renovation_price, room_price


def test_brushwood_roof_pays_a_room_with_wood_for_the_reed():
    state = table(("K136",), wood=7, reed=0)
    assert dict(room_price(state.players[0])) == {"wood": 7}
    assert can_room(state.players[0])
    assert not can_room(table((), wood=7, reed=0).players[0])


def test_brushwood_roof_with_clay_roof_replaces_the_reed_by_wood_and_clay():
    me = table(("K136", "E36"), wood=6, clay=1, reed=0).players[0]
    assert dict(room_price(me)) == {"wood": 6, "clay": 1}


def test_brushwood_roof_pays_a_renovation_reed_with_wood():
    me = table(("K136",), clay=2, wood=1, reed=0).players[0]
    assert dict(renovation_price(me)) == {"clay": 2, "wood": 1}
