"""The minor improvements of the E deck in play, one test per card (data/card-play/E-minors.json)."""

from __future__ import annotations

import pytest
from card_positions import (
    card_game, card_gain, card_points, harvest, next_round, pasture, play_minor, table, use, waiting, without,
)

from calculator.agricola import conversions
from calculator.agricola.abilities import renovation_price, room_price
from calculator.agricola.board import FarmBoard
from calculator.agricola.effects import interpreter as effects


def test_field_plows_one_field_when_played():
    assert effects.parts_on_play("E11") == ("plow",)


def test_fishing_rod_gives_food_on_fishing_two_from_round_8():
    assert card_gain(table(("E12",), round_number=3), "E12", lambda s: use(s, "fish")) == {"food": 1}
    assert card_gain(table(("E12",), round_number=8), "E12", lambda s: use(s, "fish")) == {"food": 2}
    assert card_gain(table(("E12",)), "E12", lambda s: use(s, "grain")) == {}


def test_axe_room_of_a_wooden_hut_costs_2_wood_2_reed():
    me = table(("E13",)).players[0]
    assert room_price(me) == {"wood": 2, "reed": 2}
    assert room_price(me.replace(house="clay")) == {"clay": 5, "reed": 2}  # only a wooden hut


def test_axe_lets_a_player_build_with_less_wood():
    state = table(("E13",), wood=2, reed=2).replace(round=1)
    actions = {a.id for a in state.apply("space:build").legal_actions()}
    assert "room:0:0" in actions
    after = state.apply("space:build").apply("room:0:0").players[0]
    assert (after.wood, after.reed) == (0, 0)


def test_building_material_gives_wood_or_clay():
    me = table().players[0]
    assert effects.choices("E16") == ({"wood": 1}, {"clay": 1})
    assert effects.on_play(me, "E16", 1, {"clay": 1}).clay == me.clay + 1
    with pytest.raises(ValueError, match="E16"):
        effects.on_play(me, "E16", 1, {"stone": 1})


def test_windmill_turns_grain_into_2_food_at_any_time():
    state = table(("E17",), grain=2)
    assert state.players[0].food_for("grain") == 2
    assert without(state, "E17").players[0].food_for("grain") == 1


def test_windmill_is_not_baking():
    assert table(("E17",), grain=2).players[0].bake_rates() == ()


def test_simple_fireplace_cooks_and_bakes():
    me = table(("E20",), grain=3).players[0]
    assert me.can_cook
    assert [me.cooking_rate(g) for g in ("vegetables", "sheep", "boar", "cattle")] == [2, 1, 2, 3]
    assert me.bake_rates() == (2, 2, 2)


def test_simple_fireplace_cooks_an_animal_that_does_not_fit():
    state = table(("E20",), animals=(0, 0, 1))
    after = state.apply("space:fish").players[0]  # cattle in the house (1 pet): fits
    assert after.animals == (0, 0, 1)
    crowded = table(("E20",), animals=(0, 2, 1)).apply("space:fish")
    assert crowded.step.kind == "animals"
    kept = crowded.apply("keep:best").players[0]
    assert sum(kept.animals) == 1 and kept.food > crowded.players[0].food


def test_half_timbered_house_points_per_stone_room():
    state = table(("E21",), house="stone")
    assert card_points(state, "E21") == 2
    assert card_points(table(("E21",)), "E21") == 0


def test_manger_points_for_large_pastures():
    board = FarmBoard.start().with_fences(pasture((0, 1), (0, 2), (0, 3), (1, 1), (1, 2), (1, 3)))
    assert card_points(table(("E23",), board=board), "E23") == 1
    assert card_points(table(("E23",)), "E23") == 0


def test_clogs_points_for_clay_or_stone_house():
    assert [card_points(table(("E28",), house=h), "E28") for h in ("wood", "clay", "stone")] == [0, 1, 2]


def test_shepherds_pipe_pastures_keeping_sheep_hold_2_more():
    board = FarmBoard.start().with_fences(pasture((0, 4)))
    state = table(("E29",), board=board, animals=(5, 0, 0))  # pasture 2 + 2, house pet 1
    assert state.players[0].fits()
    assert not without(state, "E29").players[0].fits()


def test_canoe_gives_food_and_reed_on_fishing():
    assert card_gain(table(("E30",)), "E30", lambda s: use(s, "fish")) == {"food": 1, "reed": 1}


def test_corn_scoop_gives_grain_on_take_1_grain():
    assert card_gain(table(("E35",)), "E35", lambda s: use(s, "grain")) == {"grain": 1}


def test_madonna_statue_has_only_points():
    assert card_points(table(("E38",)), "E38") == 2


def test_market_stall_gives_a_vegetable_when_played():
    me = table().players[0]
    assert effects.on_play(me, "E39", 1).vegetables == me.vegetables + 1


def test_millstone_gives_2_food_when_baking():
    state = table(("E41",), grain=1, majors=("fireplace_2",))
    def bake(s):
        return s.apply("space:sow_bake").apply("bake:1").players[0]
    assert card_gain(state, "E41", bake) == {"food": 2}


def test_helpful_neighbors_gives_stone_or_reed():
    me = table().players[0]
    assert effects.choices("E42") == ({"stone": 1}, {"reed": 1})
    assert effects.on_play(me, "E42", 2, {"reed": 1}).reed == me.reed + 1


def test_fruit_tree_food_on_rounds_8_to_14_not_the_current_round():
    me = effects.on_play(table().players[0], "E43", 9)
    assert [r for r, good, n in me.future] == [10, 11, 12, 13, 14]
    state = table(round_number=9).with_player(0, me)
    assert next_round(state).food == me.food + 1


def test_private_forest_wood_on_even_rounds():
    me = effects.on_play(table().players[0], "E45", 3)
    assert [r for r, good, n in me.future] == [4, 6, 8, 10, 12, 14]
    assert next_round(table(round_number=3).with_player(0, me)).wood == me.wood + 1


def test_spindle_food_for_sheep_in_the_field_phase():
    for sheep, food in ((2, 0), (3, 1), (4, 1), (5, 2)):
        board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))
        state = table(("E51",), round_number=4, food=20, board=board, animals=(sheep, 0, 0))
        assert card_gain(state, "E51", lambda s: harvest(s).players[0]).get("food", 0) == food


def test_butter_churn_food_per_3_sheep_and_per_2_cattle():
    me = table(("E53",), animals=(6, 0, 5)).players[0]
    assert effects.at_field_phase(me, 4).food == me.food + 2 + 2


def test_quarry_gives_3_stone_on_day_laborer():
    assert card_gain(table(("E54",)), "E54", lambda s: use(s, "day")) == {"stone": 3}


def test_stone_tongs_gives_a_stone_on_the_stone_round_spaces():
    state = table(("E56",), round_number=6)
    assert card_gain(state, "E56", lambda s: use(s, "stone1")) == {"stone": 1}


def test_animal_yard_holds_two_animals_of_any_types():
    state = table(("E58",), animals=(1, 1, 1))  # one in the house, two on the card
    assert state.players[0].fits()
    assert not without(state, "E58").players[0].fits()


def test_drinking_trough_pastures_hold_2_more():
    board = FarmBoard.start().with_fences(pasture((0, 4)))
    state = table(("E59",), board=board, animals=(0, 0, 5))  # pasture 2 + 2, house pet 1
    assert state.players[0].fits()
    assert not without(state, "E59").players[0].fits()


def test_cattle_market_gives_a_cattle_when_played():
    me = table().players[0]
    assert effects.on_play(me, "E60", 1).animals == (0, 0, 1)


def test_field_played_from_hand_plows_a_field():
    after = play_minor(card_game(("E11",), food=1), "E11")
    assert after.step.kind == "plow"
    assert after.apply("field:0:0").players[0].board.fields.bit_count() == 1


def test_building_material_played_from_hand_asks_wood_or_clay():
    after = play_minor(card_game(("E16",)), "E16")
    assert after.step.kind == "use" and [a.id for a in after.legal_actions()] == ["use:E16:1", "use:E16:2"]
    me = after.apply("use:E16:2").players[0]
    assert me.clay == 1 and "E16" in after.players[1].hand  # passed to the left


def test_fishing_rod_played_from_hand_then_fishing():
    state = play_minor(card_game(("E12",), wood=1), "E12")
    assert state.players[0].played == ("E12",)
    state = state.replace(to_move=0).with_player(0, state.players[0].replace(workers=1))
    assert card_gain(state, "E12", lambda s: use(s, "fish")) == {"food": 1}


def test_quarry_on_the_card_games_day_laborer():
    state = card_game(("E54",), played=("E54",))
    assert card_gain(state, "E54", lambda s: use(s, "day_laborer")) == {"stone": 3}


def test_animal_pen_2_food_on_every_round_still_to_come():
    assert waiting("E24", 11) == [(12, "food", 2), (13, "food", 2), (14, "food", 2)]


def test_carp_pond_food_on_odd_rounds_still_to_come():
    assert [r for r, _, _ in waiting("E31", 7)] == [9, 11, 13]


def test_sack_cart_grain_on_rounds_5_8_11_14_still_to_come():
    assert waiting("E46", 8) == [(11, "grain", 1), (14, "grain", 1)]


def test_reed_pond_reed_on_the_next_3_rounds():
    me = effects.on_play(table().players[0], "E48", 12)
    assert [r for r, _, _ in me.future] == [13, 14]
    assert next_round(table(round_number=12).with_player(0, me)).reed == me.reed + 1


def test_dovecote_food_on_rounds_10_to_14():
    assert [r for r, _, _ in waiting("E57", 3)] == [10, 11, 12, 13, 14]


def test_bakers_oven_bakes_up_to_2_grain_for_5_food():
    assert table(("E14",), grain=3).players[0].bake_rates() == (5, 5)
    assert effects.parts_on_play("E14") == ("bake",)


def test_wood_fired_oven_played_from_hand_bakes_at_once():
    after = play_minor(card_game(("E27",), wood=3, stone=1, grain=2), "E27")
    assert after.step.kind == "bake" and after.players[0].bake_rates() == (3, 3)
    assert after.apply("bake:2").players[0].food == after.players[0].food + 6


def test_raft_fishing_gives_food_or_reed():
    after = table(("E22",)).apply("space:fish")
    assert after.step.kind == "use" and [a.id for a in after.legal_actions()] == ["use:E22:1", "use:E22:2"]
    assert after.apply("use:E22:2").players[0].reed == 1
    assert table().apply("space:fish").step.kind != "use"


def test_ceramics_gives_2_food_and_makes_the_pottery_free():
    me = table().players[0]
    assert effects.on_play(me, "E33", 1).food == me.food + 2
    state = table(("E33",), round_number=3)  # the major improvement space is out, no goods at all
    assert "major:pottery" in {a.id for a in state.apply("space:major").legal_actions()}
    assert "space:major" not in {a.id for a in without(state, "E33").legal_actions()}
    assert "pottery" in state.apply("space:major").apply("major:pottery").players[0].majors


def test_clay_supports_room_of_a_clay_hut_for_2_clay_1_wood_1_reed():
    state = table(("E37",), house="clay", clay=2, wood=1, reed=1)
    assert "room:0:0" in {a.id for a in state.apply("space:build").legal_actions()}
    after = state.apply("space:build").apply("room:0:0").players[0]
    assert (after.clay, after.wood, after.reed) == (0, 0, 0)
    assert not without(state, "E37").players[0].can_pay(room_price(without(state, "E37").players[0]))


def test_clay_supports_is_a_choice_the_usual_price_stays_possible():
    me = table(("E37",), house="clay", clay=5, reed=2).players[0]  # no wood for the card's price
    assert room_price(me) == {"clay": 5, "reed": 2}
    assert room_price(me.replace(house="wood", wood=5)) == {"wood": 5, "reed": 2}  # only a clay hut


def test_clay_supports_and_carpenter_only_one_new_base_price():
    me = table(("E37", "E218"), house="clay", clay=9, reed=9).players[0]  # no wood: the Carpenter's price
    assert room_price(me) == {"clay": 3, "reed": 2}
    assert room_price(me.replace(wood=1)) == {"clay": 2, "wood": 1, "reed": 1}


def test_stable_played_from_hand_builds_a_stable_for_nothing_more():
    after = play_minor(card_game(("E52",), wood=1), "E52")
    assert after.step.kind == "free_stable" and "stable:0:2" in {a.id for a in after.legal_actions()}
    me = after.apply("stable:0:2").players[0]
    assert me.board.stable_count == 1 and me.wood == 0  # the card's 1 wood only
    assert "E52" in after.players[1].hand  # passed to the left


def test_stone_house_extension_adds_a_free_room_to_a_stone_house():
    after = play_minor(card_game(("E55",), house="stone", reed=1, stone=3), "E55")
    assert after.step.kind == "room"
    me = after.apply("room:0:0").players[0]
    assert me.board.rooms.bit_count() == 3 and (me.reed, me.stone) == (0, 0)
    assert "E55" in after.players[1].hand  # passed to the left


def test_stone_house_extension_does_nothing_for_a_wooden_hut():
    after = play_minor(card_game(("E55",), reed=1, stone=3), "E55")
    assert after.step.kind != "room" and after.players[0].board.rooms.bit_count() == 2


def test_mini_pasture_played_from_hand_fences_one_space_without_wood():
    after = play_minor(card_game(("E40",), food=2), "E40")
    assert after.step.kind == "free_pasture" and "cell:2:4" in {a.id for a in after.legal_actions()}
    me = after.apply("cell:2:4").players[0]
    assert me.board.pastures == (FarmBoard.start().with_fences(pasture((2, 4))).pastures) and me.wood == 0
    assert "E40" in after.players[1].hand  # passed to the left


def test_mini_pasture_follows_the_fencing_rules():
    board = FarmBoard.start().with_fences(pasture((0, 4))).with_stable((2, 4))
    after = play_minor(card_game(("E40",), food=2, board=board), "E40")
    cells = {a.id for a in after.legal_actions()}
    assert {"cell:1:4", "cell:0:3"} <= cells  # next to the pasture
    assert "cell:2:4" not in cells and "cell:0:4" not in cells  # not apart, not already fenced
    stabled = play_minor(card_game(("E40",), food=2, board=FarmBoard.start().with_stable((1, 1))), "E40")
    assert "cell:1:1" in {a.id for a in stabled.legal_actions()}  # a space with a stable may be fenced


def test_spices_a_vegetable_on_a_fireplace_or_cooking_hearth_gives_1_more_food():
    for hearth, food in (("fireplace_2", 3), ("cooking_hearth_4", 4)):
        state = table(("E25",), vegetables=1, majors=(hearth,))
        assert state.players[0].food_for("vegetables") == food
        assert without(state, "E25").players[0].food_for("vegetables") == food - 1
        assert conversions.convert(state.players[0], "vegetables").food == state.players[0].food + food


def test_spices_needs_a_fireplace_or_cooking_hearth():
    assert table(("E25",), vegetables=1).players[0].food_for("vegetables") == 1  # eaten raw
    assert table(("E25", "E20"), vegetables=1).players[0].food_for("vegetables") == 2  # not the Simple Fireplace


def test_outhouse_only_while_another_player_has_fewer_than_2_occupations():
    state = card_game(("E44",), wood=1, clay=1)
    assert "minor:E44" in {a.id for a in state.apply("space:start_minor").legal_actions()}
    them = state.players[1].replace(played=("E147", "E149"))
    blocked = state.with_player(1, them)
    assert "minor:E44" not in {a.id for a in blocked.apply("space:start_minor").legal_actions()}
    mine = state.with_player(0, state.players[0].replace(played=("E147", "E149")))  # own occupations: irrelevant
    assert "minor:E44" in {a.id for a in mine.apply("space:start_minor").legal_actions()}
    assert card_points(table(("E44",)), "E44") == 2


def test_outhouse_in_a_3_player_game_one_other_player_suffices():
    state = card_game(("E44",), players=3, wood=1, clay=1)
    state = state.with_player(1, state.players[1].replace(played=("E147", "E149")))
    assert "minor:E44" in {a.id for a in state.apply("space:start_minor").legal_actions()}
    state = state.with_player(2, state.players[2].replace(played=("E147", "E149")))
    assert "minor:E44" not in {a.id for a in state.apply("space:start_minor").legal_actions()}


def test_outhouse_solo_counts_the_players_own_occupations():
    state = card_game(("E44",), players=1, wood=1, clay=1)
    assert "minor:E44" in {a.id for a in state.apply("space:start_minor").legal_actions()}
    state = state.with_player(0, state.players[0].replace(played=("E147", "E149")))
    assert "minor:E44" not in {a.id for a in state.apply("space:start_minor").legal_actions()}


def test_clay_roof_pays_reed_of_a_room_in_clay():
    state = table(("E36",), wood=5, clay=1, reed=1)
    assert "room:0:0" in {a.id for a in state.apply("space:build").legal_actions()}
    after = state.apply("space:build").apply("room:0:0").players[0]
    assert (after.wood, after.clay, after.reed) == (0, 0, 0)
    assert "room:0:0" not in {a.id for a in without(state, "E36").apply("space:build").legal_actions()}
    assert room_price(table(("E36",), wood=5, clay=2).players[0]) == {"wood": 5, "clay": 2}
    assert room_price(table(("E36",), wood=5, reed=2).players[0]) == {"wood": 5, "reed": 2}  # a choice


def test_clay_roof_pays_reed_of_a_renovation_in_clay():
    me = table(("E36",), clay=4).players[0]  # 2 rooms: 2 clay and 1 reed
    assert renovation_price(me) == {"clay": 3}
    assert not without(table(("E36",), clay=4), "E36").players[0].can_pay(renovation_price(me.replace(played=())))


def test_clay_roof_with_clay_supports_and_the_clay_it_adds():
    me = table(("E36", "E37"), house="clay", clay=4, wood=1).players[0]  # no reed at all
    assert room_price(me) == {"clay": 3, "wood": 1}  # Clay Supports' price, its reed paid in clay


def test_baking_tray_ovens_cost_1_building_resource_less_of_the_players_choice():
    from calculator.agricola.abilities import major_price

    me = table(("E15",), clay=3).players[0]
    assert major_price(me, "clay_oven") == {"clay": 3}  # the stone left off: payable
    assert major_price(me.replace(clay=2, stone=1), "clay_oven") == {"clay": 2, "stone": 1}
    assert major_price(me, "cooking_hearth_4") == {"clay": 4}  # only the ovens
    state = table(("E15",), round_number=3, clay=3)
    assert "major:clay_oven" in {a.id for a in state.apply("space:major").legal_actions()}
    assert "major:clay_oven" not in {a.id for a in without(state, "E15").apply("space:major").legal_actions()}


def test_baking_tray_makes_the_wood_fired_oven_cheaper_to_play():
    state = card_game(("E27",), played=("E15",), wood=3)  # no stone: the tray pays it
    assert "minor:E27" in {a.id for a in state.apply("space:start_minor").legal_actions()}
    assert "minor:E27" not in {a.id for a in without(state, "E15").apply("space:start_minor").legal_actions()}
    after = play_minor(state, "E27").players[0]
    assert after.wood == 0


def test_potato_dibber_puts_1_more_vegetable_on_a_field_sown_with_vegetables():
    board = FarmBoard.start().with_field((0, 2)).with_field((0, 3))
    state = table(("E32",), board=board, vegetables=1, grain=1).apply("space:sow_bake")
    me = state.apply("sow:vegetables").apply("sow:grain").players[0]
    assert sorted((crop, n) for _, crop, n in me.crops) == [("grain", 3), ("vegetables", 3)]
    plain = without(table(("E32",), board=board, vegetables=1), "E32").apply("space:sow_bake")
    assert [n for _, _, n in plain.apply("sow:vegetables").players[0].crops] == [2]


def test_stable_card_s_free_stable_is_a_stable_built_for_the_stockman():
    # A stable a card builds for nothing is still a stable built: the Stockman's 2nd stable brings a cattle.
    board = FarmBoard.start().with_stable((0, 4))
    after = play_minor(card_game(("E52",), wood=1, played=("E213",), board=board), "E52")
    assert after.apply("stable:0:2").players[0].animals == (0, 0, 1)
