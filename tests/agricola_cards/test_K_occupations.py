"""The occupations of the K deck in play, one test per card (data/card-play/K-occupations.json)."""

from __future__ import annotations

from card_positions import card_gain, gained, next_round, table, use, without

from calculator.agricola.effects import interpreter as effects


def test_constable_wood_by_the_round_it_is_played():
    me = table().players[0]
    assert [effects.on_play(me, "K276", r).wood for r in (2, 7, 9, 13)] == [4, 3, 2, 1]


def test_house_steward_wood_by_the_round_it_is_played():
    me = table().players[0]
    assert [effects.on_play(me, "K282", r).wood for r in (4, 8, 11, 12)] == [4, 3, 2, 1]


def test_wood_deliveryman_wood_on_rounds_8_to_14():
    me = effects.on_play(table().players[0], "K283", 10)
    assert [r for r, good, n in me.future] == [11, 12, 13, 14]  # ruling: not the current round
    assert next_round(table(round_number=10).with_player(0, me)).wood == me.wood + 1


def test_seed_seller_grain_when_played_and_on_take_1_grain():
    me = table().players[0]
    assert effects.on_play(me, "K296", 1).grain == me.grain + 1
    assert card_gain(table(("K296",)), "K296", lambda s: use(s, "grain")) == {"grain": 1}


def test_animal_tamer_one_animal_per_room_of_any_types():
    state = table(("K306",), animals=(1, 1, 0))  # two rooms
    assert state.players[0].fits()
    assert not without(state, "K306").players[0].fits()


def test_organic_farmer_points_per_roomy_pasture_with_animals():
    from card_positions import card_points, pasture

    from calculator.agricola.board import FarmBoard

    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))  # holds 4
    assert card_points(table(("K274",), board=board, animals=(1, 0, 0)), "K274") == 1


def test_schnaps_distiller_vegetable_for_5_food_in_the_feeding():
    from card_positions import harvest

    state = harvest(table(("K300",), round_number=4, vegetables=1, grain=1, food=0))
    after = state.apply("craft:K300")
    assert (after.players[0].vegetables, after.players[0].food) == (0, 5)


def test_pig_whisperer_boar_4_7_and_10_rounds_later():
    assert [r for r, _, _ in effects.on_play(table().players[0], "K302", 3).future] == [7, 10, 13]


def test_storehouse_clerk_more_of_a_large_stock_at_round_start():
    state = table(("K287",), round_number=3, stone=5, reed=5, clay=7, wood=8, players=4)
    assert card_gain(state, "K287", next_round) == {"stone": 1, "clay": 1, "wood": 1}


def test_clay_worker_clay_when_taking_wood_or_clay():
    assert card_gain(table(("K290",)), "K290", lambda s: use(s, "wood")) == {"clay": 1}
    assert card_gain(table(("K290",)), "K290", lambda s: use(s, "clay")) == {"clay": 1}
    pair = table(("K290",), players=3).apply("space:resources2")
    assert card_gain(pair, "K290", lambda s: s.apply("take:wood+clay").players[0]) == {"clay": 1}  # once


def test_cattle_breeder_cattle_when_played_and_breeding_after_round_12():
    from card_positions import end_of_round, pasture

    from calculator.agricola.board import FarmBoard

    assert effects.on_play(table().players[0], "K295", 3).animals == (0, 0, 1)
    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))
    state = table(("K295",), round_number=12, board=board, animals=(0, 0, 2), players=4)
    assert card_gain(state, "K295", end_of_round) == {"cattle": 1}


def test_shepherd_boy_sheep_on_every_round_to_come_once_in_stone():
    me = effects.on_play(table().players[0].replace(house="stone"), "K298", 11)
    assert me.future == ((12, "sheep", 1), (13, "sheep", 1), (14, "sheep", 1))  # not the current round
    state = table(("K298",), round_number=7, house="clay", stone=2, reed=1)
    assert state.apply("space:renovate_major").players[0].future[0] == (8, "sheep", 1)


def test_storehouse_keeper_clay_or_grain_when_taking_reed_and_stone():
    state = table(("K288",), players=4)
    after = state.apply("space:reed_stone_food")
    assert after.step.kind == "use" and [a.id for a in after.legal_actions()] == ["use:K288:1", "use:K288:2"]
    assert gained(after.apply("use:K288:2").players[0], state.players[0]) == {"reed": 1, "stone": 1, "food": 1,
                                                                              "grain": 1}
    assert without(state, "K288").apply("space:reed_stone_food").step.kind != "use"
    assert table(("K288",), players=4).apply("space:reed").step.kind != "use"  # reed alone: no choice


def test_lover_family_growth_without_room_when_played():
    from card_positions import card_game

    state = card_game(("K291",), food=4)  # two people in two rooms: no free room
    after = state.apply("space:lessons").apply("occupation:K291").players[0]
    assert (after.people, after.newborns, after.food) == (3, 1, 0)  # 4 food more for the card


def test_weaver_food_at_round_start_with_2_sheep():
    from card_positions import pasture

    from calculator.agricola.board import FarmBoard

    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))
    two = table(("K309",), round_number=3, board=board, animals=(2, 0, 0))
    assert card_gain(two, "K309", next_round) == {"food": 1}
    assert card_gain(table(("K309",), round_number=3, board=board, animals=(1, 0, 0)), "K309", next_round) == {}
    # ruling: sheep arriving on the round space count (they come before the work phase)
    state = table(("K309",), round_number=3, board=board, future=((4, "sheep", 2),))
    assert card_gain(state, "K309", next_round) == {"food": 1}


def test_magician_grain_and_food_when_the_last_person_takes_traveling_players():
    last = table(("K311",), players=4, workers=1)
    assert card_gain(last, "K311", lambda s: use(s, "traveling")) == {"grain": 1, "food": 1}
    assert card_gain(table(("K311",), players=4, workers=2), "K311", lambda s: use(s, "traveling")) == {}
    assert card_gain(last, "K311", lambda s: use(s, "fish")) == {}  # other food: nothing
    five = table(("K311",), players=5, workers=1).apply("space:room_or_traveling")
    assert card_gain(five, "K311", lambda s: s.apply("take:food").players[0]) == {"grain": 1, "food": 1}


def test_smallholder_one_more_crop_per_field_sown_with_at_most_2_fields():
    from calculator.agricola.board import FarmBoard

    def sow_grain(state):
        return state.apply("space:sow_bake").apply("sow:grain").players[0]

    two = FarmBoard.start().with_field((2, 0)).with_field((2, 1))
    state = table(("K286",), board=two, grain=1, vegetables=1)
    assert sow_grain(state).crops == ((10, "grain", 4),)
    assert sow_grain(without(state, "K286")).crops == ((10, "grain", 3),)
    after = state.apply("space:sow_bake").apply("sow:grain").apply("sow:vegetables").players[0]
    assert after.crops == ((10, "grain", 4), (11, "vegetables", 3))  # only the crop sown gets one more
    three = table(("K286",), board=two.with_field((2, 2)), grain=1)
    assert sow_grain(three).crops == ((10, "grain", 3),)  # three fields: none more


def test_smallholder_a_pasture_for_2_holds_3():
    from card_positions import pasture

    from calculator.agricola.board import FarmBoard

    board = FarmBoard.start().with_fences(pasture((0, 4)))
    state = table(("K286",), board=board, animals=(4, 0, 0))  # 3 in the pasture, 1 in the house
    assert state.players[0].fits()
    assert not without(state, "K286").players[0].fits()


def test_frame_builder_wood_for_clay_or_stone_in_rooms_and_renovations():
    from calculator.agricola.abilities import renovation_price, room_price

    clay = table(("K272",), house="clay", clay=3, reed=2, wood=1).players[0]
    assert room_price(clay) == {"clay": 3, "reed": 2, "wood": 1}
    assert room_price(clay.replace(wood=0)) == {"clay": 5, "reed": 2}  # no wood: the printed price
    stone = clay.replace(house="stone", stone=3, clay=0)
    assert room_price(stone) == {"stone": 3, "reed": 2, "wood": 1}
    assert room_price(stone.replace(house="wood", wood=6)) == {"wood": 5, "reed": 2}  # not for wooden rooms
    assert renovation_price(clay.replace(stone=1)) == {"stone": 1, "reed": 1, "wood": 1}
    state = table(("K272",), stone=1, reed=1, wood=1, house="clay", round_number=7)
    assert state.apply("space:renovate_major").players[0].house == "stone"
    assert "space:renovate_major" not in {a.id for a in without(state, "K272").legal_actions()}  # could not pay


def test_brushwood_collector_1_wood_for_the_reed_of_a_room_or_renovation():
    state = table(("K294",), wood=6, reed=0)
    after = state.apply("space:build").apply("room:0:0").players[0]
    assert (after.wood, after.reed, after.board.rooms.bit_count()) == (0, 0, 3)
    assert "room:0:0" not in {a.id for a in without(state, "K294").apply("space:build").legal_actions()}
    reed = table(("K294",), wood=5, reed=2).apply("space:build").apply("room:0:0").players[0]
    assert (reed.wood, reed.reed) == (0, 0)  # without the wood to spare, the printed price
    renovation = table(("K294",), clay=2, wood=1, reed=0, round_number=7).apply("space:renovate_major").players[0]
    assert (renovation.house, renovation.clay, renovation.wood) == ("clay", 0, 0)


def test_frame_builder_and_brushwood_collector_together_on_a_room():
    from calculator.agricola.abilities import room_price

    me = table(("K272", "K294"), house="clay", clay=3, wood=2).players[0]
    assert room_price(me) == {"clay": 3, "wood": 2}  # ruling: cost changes combine


def test_animal_handler_buys_an_animal_for_1_food_at_rounds_7_10_and_14():
    from card_positions import pasture

    from calculator.agricola.board import FarmBoard

    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))
    for before, animal in ((6, "sheep"), (9, "boar"), (13, "cattle")):
        state = table(("K305",), round_number=before, board=board, food=1, players=4)
        assert card_gain(state, "K305", next_round) == {animal: 1, "food": -1}
    assert card_gain(table(("K305",), round_number=7, board=board, food=1, players=4), "K305", next_round) == {}
    assert card_gain(table(("K305",), round_number=6, board=board, food=0, players=4), "K305", next_round) == {}
    full = table(("K305",), round_number=6, food=1, animals=(1, 0, 0), players=4)  # the house pet only: no room
    assert card_gain(full, "K305", next_round) == {}


def test_adoptive_parents_the_newborn_works_this_round_for_1_food():
    from calculator.agricola.board import FarmBoard

    board = FarmBoard.start().with_room((0, 0))
    state = table(("K267",), round_number=5, board=board, food=1)
    after = use(state, "family_growth")
    plain = use(without(state, "K267"), "family_growth")
    assert (after.people, after.newborns, after.workers, after.food) == (3, 0, plain.workers + 1, 0)
    assert (plain.newborns, plain.food) == (1, 1)
    assert use(state.with_player(0, state.players[0].replace(food=0)), "family_growth").newborns == 1  # no food
    from calculator.agricola.harvest import food_needed

    assert food_needed(state, after) == food_needed(state, plain) + 1  # ruling: the adopted child eats 2


def test_adoptive_parents_with_the_lover():
    from card_positions import card_game

    state = card_game(("K291",), played=("K267",), food=6)  # 2nd occupation: 1 food; ruling: the Lover counts
    after = state.apply("space:lessons").apply("occupation:K291").players[0]
    assert (after.people, after.newborns, after.food) == (3, 0, 0)


def test_wet_nurse_a_family_growth_for_each_room_built():
    state = table(("K270",), wood=10, reed=4, food=2)
    after = state.apply("space:build").apply("room:0:0").apply("room:0:1").players[0]
    assert (after.people, after.newborns, after.food, after.board.rooms.bit_count()) == (4, 2, 0, 4)
    plain = without(state, "K270").apply("space:build").apply("room:0:0").players[0]
    assert (plain.people, plain.food) == (2, 2)
    poor = table(("K270",), wood=5, reed=2, food=0).apply("space:build").apply("room:0:0").players[0]
    assert poor.people == 2  # no food: no growth


def test_wet_nurse_with_adoptive_parents():
    state = table(("K270", "K267"), wood=5, reed=2, food=2)  # ruling: the Wet Nurse's growth counts
    after = state.apply("space:build").apply("room:0:0").players[0]
    assert (after.people, after.newborns, after.food) == (3, 0, 0)


def test_market_woman_2_grain_when_taking_vegetables():
    state = table(("K292",), round_number=8)
    assert card_gain(state, "K292", lambda s: use(s, "vegetable")) == {"grain": 2}
    assert card_gain(state, "K292", lambda s: use(s, "grain")) == {}
    sowing = table(("K292",), round_number=8, vegetables=1, board=state.players[0].board.with_field((2, 0)))
    sown = sowing.apply("space:sow_bake").apply("sow:vegetables").players[0]
    assert sown.grain == 0  # ruling: sowing from the supply receives nothing
