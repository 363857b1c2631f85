"""The occupations of the I deck in play, one test per card (data/card-play/I-occupations.json)."""

from __future__ import annotations

from card_positions import card_gain, harvest, next_round, table, use, without

from calculator.agricola.effects import interpreter as effects


def test_village_elder_wood_by_the_round_it_is_played():
    me = table().players[0]
    assert [effects.on_play(me, "I221", r).wood for r in (5, 8, 11, 13)] == [4, 3, 2, 1]


def test_church_warden_wood_by_the_round_it_is_played():
    me = table().players[0]
    assert [effects.on_play(me, "I227", r).wood for r in (1, 6, 10, 12)] == [4, 3, 2, 1]


def test_cowherd_one_more_cattle_on_its_space():
    state = table(("I240",), round_number=11)
    assert card_gain(state, "I240", lambda s: use(s, "cattle")) == {"cattle": 1}


def test_sheep_whisperer_sheep_4_7_9_and_11_rounds_later():
    me = effects.on_play(table().players[0], "I250", 2)
    assert [r for r, good, n in me.future] == [6, 9, 11, 13]
    late = effects.on_play(table().players[0], "I250", 5)
    assert [r for r, good, n in late.future] == [9, 12, 14]  # no round space past 14
    assert next_round(table(round_number=5).with_player(0, me)).animals == (1, 0, 0)


def test_stone_carver_stone_for_3_food_once_per_harvest():
    state = harvest(table(("I256",), round_number=7, stone=2, grain=1, food=0))
    after = state.apply("craft:I256")
    assert (after.players[0].stone, after.players[0].food) == (1, 3)
    assert "craft:I256" not in {a.id for a in after.legal_actions()}


def test_wood_collector_wood_on_the_next_5_rounds():
    me = effects.on_play(table().players[0], "I235", 3)
    assert [(r, g) for r, g, _ in me.future] == [(r, "wood") for r in range(4, 9)]


def test_clay_plasterer_cheaper_renovation_to_clay_and_clay_rooms():
    from calculator.agricola.abilities import renovation_price, room_price

    me = table(("I241",)).players[0]
    assert renovation_price(me) == {"clay": 1, "reed": 1}
    assert room_price(me.replace(house="clay")) == {"clay": 3, "reed": 2}
    assert room_price(me) == {"wood": 5, "reed": 2}


def test_bricklayer_less_clay_for_improvements_renovations_and_rooms():
    from calculator.agricola.abilities import major_price, renovation_price, room_price

    me = table(("I243",)).players[0]
    assert major_price(me, "fireplace_2") == {"clay": 1}
    assert renovation_price(me) == {"clay": 1, "reed": 1}
    assert room_price(me.replace(house="clay")) == {"clay": 3, "reed": 2}


def test_milking_hand_food_for_cattle_in_the_field_phase():
    for cattle, food in ((1, 1), (2, 1), (3, 2), (5, 3)):
        me = table(("I246",), animals=(0, 0, cattle)).players[0]
        assert effects.at_field_phase(me, 4).food - me.food == food


def test_butcher_cooks_animals_at_any_time():
    me = table(("I247",)).players[0]
    assert [me.cooking_rate(a) for a in ("sheep", "boar", "cattle")] == [1, 2, 3] and me.can_cook


def test_cabinetmaker_wood_for_2_food_once_per_harvest():
    state = harvest(table(("I258",), round_number=4, wood=2, grain=1, food=0, players=3))
    after = state.apply("craft:I258")
    assert (after.players[0].wood, after.players[0].food) == (1, 2)


def test_field_watchman_may_plow_after_taking_grain():
    after = table(("I225",)).apply("space:grain")
    assert after.step.kind == "plow" and "done" in {a.id for a in after.legal_actions()}
    assert after.apply("field:0:4").players[0].board.fields.bit_count() == 1


def test_pig_breeder_boar_when_played_and_breeding_after_round_12():
    from card_positions import card_gain, end_of_round, pasture

    from calculator.agricola.board import FarmBoard

    assert effects.on_play(table().players[0], "I252", 3).animals == (0, 1, 0)
    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))
    state = table(("I252",), round_number=12, board=board, animals=(0, 2, 0), players=4)
    assert card_gain(state, "I252", end_of_round) == {"boar": 1}
    assert card_gain(table(("I252",), round_number=12, animals=(0, 2, 0), players=4), "I252",
                     end_of_round) == {}  # no room for the piglet
    assert card_gain(state.replace(round=11), "I252", end_of_round) == {}


def test_manservant_3_food_on_every_round_to_come_once_in_stone():
    state = table(("I231",), round_number=7, house="clay", stone=2, reed=1)
    after = state.apply("space:renovate_major").players[0]
    assert after.house == "stone" and after.future == tuple((r, "food", 3) for r in range(8, 15))
    assert effects.on_play(table().players[0].replace(house="clay"), "I231", 3).future == ()


def test_clay_hut_builder_clay_on_the_next_5_rounds_once_in_clay():
    state = table(("I242",), round_number=7, clay=2, reed=1)
    after = state.apply("space:renovate_major").players[0]
    assert after.future == tuple((r, "clay", 2) for r in range(8, 13))
    me = effects.on_play(table().players[0].replace(house="stone"), "I242", 2)
    assert [r for r, _, _ in me.future] == [3, 4, 5, 6, 7]  # ruling: already in clay or stone


def test_hide_farmer_food_left_pays_off_unused_spaces_at_the_end():
    import calculator
    from card_positions import card_game

    def total(state):
        players = [state.to_document(s) for s in range(state.num_players)]
        return calculator.score({"game": "agricola", "players": players})["players"][0]["total"]

    farm = card_game(food=3, players=3).players[0]
    assert farm.board.free.bit_count() > 3  # more unused spaces than food: 3 are paid off
    with_card = card_game(food=3, players=3)
    with_card = with_card.with_player(0, with_card.players[0].replace(played=("I236",)))
    assert with_card.to_document(0)["card_inputs"] == {"I236": {"hide_farmer_spaces_paid": 3}}
    assert total(with_card) - total(card_game(food=3, players=3)) == 3
    poor = with_card.with_player(0, with_card.players[0].replace(food=0))
    assert total(poor) == total(card_game(food=0, players=3))


def test_outrider_grain_on_the_current_round_card_only():
    state = table(("I261",), round_number=6)  # round 6 opened the first 1-stone space
    assert card_gain(state, "I261", lambda s: use(s, "stone1")) == {"grain": 1}
    assert card_gain(state, "I261", lambda s: use(s, "sheep")) == {}  # round 4's card
    assert card_gain(state, "I261", lambda s: use(s, "grain")) == {}


def test_outrider_grain_comes_before_the_action_so_it_can_be_sown():
    from calculator.agricola.board import FarmBoard, bit

    board = FarmBoard.start().replace(fields=bit((0, 4)))
    position = table(("I261",), round_number=1, board=board, grain=0, vegetables=1)  # ruling
    sowing = position.apply("space:sow_bake")
    assert sowing.step.kind == "sow" and "sow:grain" in {a.id for a in sowing.legal_actions()}
    assert "sow:grain" not in {a.id for a in without(position, "I261").apply("space:sow_bake").legal_actions()}


def test_gardener_vegetable_fields_keep_their_stacks_in_the_harvest():
    from calculator.agricola.board import FarmBoard

    crops = ((3, "vegetables", 1), (4, "grain", 3), (8, "vegetables", 2))
    board = FarmBoard.start().replace(fields=sum(1 << cell for cell, _, _ in crops))
    state = table(("I226",), round_number=4, board=board, crops=crops)
    me = harvest(state).players[0]
    assert me.crops == ((3, "vegetables", 1), (4, "grain", 2), (8, "vegetables", 2))
    assert (me.vegetables, me.grain) == (2, 1)
    assert harvest(without(state, "I226")).players[0].crops == ((4, "grain", 2), (8, "vegetables", 1))


def test_well_builder_well_for_1_wood_and_1_stone_as_a_minor_improvement():
    from card_positions import card_game

    from calculator.agricola.abilities import major_price

    assert major_price(table(("I220",)).players[0], "well") == {"wood": 1, "stone": 1}
    assert major_price(table().players[0], "well") == {"wood": 1, "stone": 3}
    state = card_game(played=("I220",), wood=1, stone=3)
    minor = state.apply("space:start_minor")
    assert minor.step.kind == "minor" and {a.id for a in minor.legal_actions()} == {"major:well", "done"}
    me = minor.apply("major:well").players[0]
    assert (me.majors, me.wood, me.stone) == (("well",), 0, 2) and sum(me.well_food) == 5
    assert without(state, "I220").apply("space:start_minor").step.kind == "work"  # no minor to play


def test_rancher_wood_at_round_start_using_the_most_farmyard_spaces():
    from calculator.agricola.board import FarmBoard, bit

    fields = FarmBoard.start().replace(fields=bit((0, 3)) | bit((0, 4)))
    state = table(("I340",), round_number=3, players=4, board=fields)
    assert card_gain(state, "I340", next_round) == {"wood": 1}
    other_fields = FarmBoard.start().replace(fields=bit((1, 4)) | bit((2, 4)))
    tie = state.with_player(2, state.players[2].replace(board=other_fields))
    assert card_gain(tie, "I340", next_round) == {}  # ruling: a tie gives nothing
    assert card_gain(table(("I340",), round_number=3, players=4), "I340", next_round) == {}


def test_street_musician_grain_when_another_player_takes_traveling_players():
    from card_positions import card_game

    def musician_at(seat, players):
        state = card_game(players=players)
        return state.with_player(seat, state.players[seat].replace(played=("I257",)))

    state = musician_at(1, 4)
    assert state.apply("space:traveling").players[1].grain == state.players[1].grain + 1
    assert card_game(players=4).apply("space:traveling").players[1].grain == 0  # without the card
    own = musician_at(0, 4)
    assert own.apply("space:traveling").players[0].grain == own.players[0].grain  # not for its owner
    five = musician_at(1, 5).apply("space:room_or_traveling")
    assert five.players[1].grain == 0 and five.apply("take:food").players[1].grain == 1  # the food half only


def test_water_carrier_food_on_the_rounds_to_come_once_anyone_builds_the_well():
    from card_positions import card_game

    state = card_game(played=("I262",))
    builder = state.players[1].replace(played=("I220",), wood=1, stone=1)  # the Well Builder's cheap Well
    state = state.with_player(1, builder).replace(to_move=1)
    after = state.apply("space:start_minor").apply("major:well")
    assert after.players[1].majors == ("well",)
    assert after.players[0].future == tuple((r, "food", 1) for r in range(2, 15))
    assert without(state, "I262").apply("space:start_minor").apply("major:well").players[0].future == ()


def test_water_carrier_played_after_the_well_is_built_at_once():
    from card_positions import card_game

    state = card_game(("I262",), food=2)
    built = state.with_player(1, state.players[1].replace(majors=("well",)))  # ruling: place the food at once
    me = built.apply("space:lessons").apply("occupation:I262").players[0]
    assert me.future == tuple((r, "food", 1) for r in range(2, 15))
    assert state.apply("space:lessons").apply("occupation:I262").players[0].future == ()


def test_fieldsman_more_crops_when_sowing_one_or_two_fields():
    from calculator.agricola.board import FarmBoard, bit

    board = FarmBoard.start().replace(fields=bit((0, 2)) | bit((0, 3)) | bit((0, 4)))
    state = table(("I219",), round_number=1, board=board, grain=3, vegetables=1)

    def sow(position, *crops):
        position = position.apply("space:sow_bake")
        for crop in crops:
            position = position.apply(f"sow:{crop}")
        if position.step.kind == "sow":
            position = position.apply("done")
        return sorted(n for _, _, n in position.players[0].crops)

    assert sow(state, "grain") == [5]  # 3 grain sown, 2 more
    assert sow(state, "grain", "vegetables") == [3, 4]  # 1 more on each
    assert sow(state, "grain", "grain", "vegetables") == [2, 3, 3]  # ruling: 3 fields, nothing
    assert sow(without(state, "I219"), "grain") == [3]


def test_field_worker_grain_or_food_when_another_player_sows():
    from card_positions import card_game

    from calculator.agricola.board import FarmBoard, bit

    def sow_twice(players, owner=1):
        state = card_game(players=players, grain=2, board=FarmBoard.start().replace(fields=bit((0, 3)) | bit((0, 4))))
        state = state.with_player(owner, state.players[owner].replace(played=("I224",)))
        ids = state.spaces[:-1] + ("sow_bake",)  # the round's card: sow and bake
        state = state.replace(spaces=ids, goods=state.goods[:-1] + (0,))
        after = state.apply("space:sow_bake").apply("sow:grain").apply("sow:grain")
        return [(p.grain, p.food) for p in (state.players[owner], after.players[owner])]

    (grain, food), after = sow_twice(3)
    assert after == (grain + 1, food)  # once per sowing, whatever the fields
    (grain, food), after = sow_twice(4)
    assert after == (grain, food + 1)
    (grain, food), after = sow_twice(3, owner=0)
    assert after == (grain - 2, food)  # ruling: not for its owner's own sowing


def test_social_climber_stone_for_renovating_first_second_or_third():
    state = table(("I222",), round_number=7, players=4, clay=2, reed=1)

    def with_houses(position, *houses):
        for seat, house in enumerate(houses, 1):
            position = position.with_player(seat, position.players[seat].replace(house=house))
        return position

    def renovate(s):
        return use(s, "renovate_major")

    assert card_gain(state, "I222", renovate) == {"stone": 3}
    assert card_gain(with_houses(state, "clay"), "I222", renovate) == {"stone": 2}
    assert card_gain(with_houses(state, "stone", "clay"), "I222", renovate) == {"stone": 1}
    assert card_gain(with_houses(state, "clay", "clay", "stone"), "I222", renovate) == {}
    to_stone = with_houses(state.with_player(0, state.players[0].replace(house="clay", stone=2)), "clay", "stone")
    assert card_gain(to_stone, "I222", renovate) == {"stone": 2}  # the stone house's own order


def test_fencer_wood_when_another_player_fences_once_per_action():
    def fencer_wood(*pastures, owner=1):
        state = table(round_number=2, players=4, wood=15)
        state = state.with_player(owner, state.players[owner].replace(played=("I264",)))
        before = state.players[owner].wood
        state = state.apply("space:fences")
        for pasture_cells in pastures:
            for cell in pasture_cells:
                state = state.apply(f"cell:{cell}")
            state = state.apply("enclose")
        if state.step.kind == "fence":
            state = state.apply("done")
        return state.players[owner].wood - before

    assert fencer_wood(["0:4"]) == 1  # 4 fences
    assert fencer_wood(["0:4"], ["1:4"]) == 2  # ruling: 7 fences in one action, counted once
    assert fencer_wood(["0:4", "1:4"]) == 2  # 6 fences
    assert fencer_wood(["0:4"], owner=0) == -4  # its owner pays its own fences, nothing more


def test_midwife_food_when_another_family_grows_larger():
    from calculator.agricola.board import FarmBoard, bit

    def midwife_food(grower_people, midwife_people, owner=1):
        rooms = FarmBoard.start().rooms | bit((0, 0)) | bit((0, 1)) | bit((0, 2))
        state = table(round_number=5, players=3, board=FarmBoard.start().replace(rooms=rooms), people=grower_people,
                      workers=grower_people)
        state = state.with_player(owner, state.players[owner].replace(played=("I232",), people=midwife_people))
        return state.apply("space:family_growth").players[owner].food - state.players[owner].food

    assert midwife_food(2, 2) == 1  # 3 against 2
    assert midwife_food(3, 2) == 2  # 4 against 2
    assert midwife_food(2, 3) == 0  # 3 against 3: not larger
    assert midwife_food(2, 2, owner=0) == 0  # not for its owner's own offspring


def test_businessman_one_more_improvement_after_the_starting_player_minor():
    from card_positions import card_game

    state = card_game(("E12", "E56"), played=("I228",), wood=5, clay=5, stone=5, food=2)
    more = state.apply("space:start_minor").apply("minor:E12")
    offered = {a.id for a in more.legal_actions()}
    assert more.step.kind == "improvement" and {"minor:E56", "major:fireplace_2", "done"} <= offered
    once = more.apply("minor:E56")
    assert once.to_move == 1 and set(once.players[0].played) == {"I228", "E12", "E56"}  # once per turn
    plain = without(state, "I228").apply("space:start_minor").apply("minor:E12")
    assert plain.to_move == 1 and plain.step.kind == "work"


def test_businessman_no_major_without_the_minor_first():
    from card_positions import card_game

    state = card_game(("E12",), played=("I228",), wood=5, clay=5, food=2)
    declined = state.apply("space:start_minor").apply("done")
    assert declined.to_move == 1 and declined.players[0].majors == ()  # ruling


def test_animal_dealer_one_more_animal_for_1_food_on_the_animal_spaces():
    state = table(("I259",), round_number=4, food=2)  # round 4 opened the 1-sheep space
    offer = state.apply("space:sheep")
    assert offer.step.kind == "use" and {a.id for a in offer.legal_actions()} == {"use:I259:1", "done"}
    bought = offer.apply("use:I259:1").players[0]
    assert (bought.animals, bought.food) == ((2, 0, 0), 1)
    assert offer.apply("done").players[0].animals == (1, 0, 0)  # optional
    assert use(without(state, "I259"), "sheep").animals == (1, 0, 0)
    assert table(("I259",), round_number=4, food=0).apply("space:sheep").step.kind != "use"  # ruling: food first


def test_sycophant_others_pay_1_food_for_the_grain_space_and_the_supply_adds_1():
    from card_positions import card_game

    state = card_game(food=2)
    state = state.with_player(1, state.players[1].replace(played=("I229",), food=0))
    after = state.apply("space:grain")
    assert (after.players[0].food, after.players[0].grain) == (1, 1)
    assert after.players[1].food == 2  # 1 paid, 1 from the supply
    broke = state.with_player(0, state.players[0].replace(food=0))
    assert "space:grain" not in {a.id for a in broke.legal_actions()}  # ruling: no food, no grain
    own = state.with_player(0, state.players[0].replace(played=("I229",)))
    own = own.with_player(1, own.players[1].replace(played=()))
    assert own.apply("space:grain").players[0].food == 3  # its owner pays nothing, gets 1


def test_market_crier_more_grain_and_a_vegetable_and_grain_for_the_others():
    state = table(("I245",), players=3)
    offer = state.apply("space:grain")
    assert {a.id for a in offer.legal_actions()} == {"use:I245:1", "done"}
    taken = offer.apply("use:I245:1")
    assert [(p.grain, p.vegetables) for p in taken.players] == [(2, 1), (1, 0), (1, 0)]
    declined = offer.apply("done")  # optional: nobody else gets anything
    assert [(p.grain, p.vegetables) for p in declined.players] == [(1, 0), (0, 0), (0, 0)]
    assert use(without(state, "I245"), "grain").grain == 1


def test_pig_catcher_leaves_2_wood_on_the_space_for_a_wild_boar():
    state = table(("I253",), players=3)
    i = state.spaces.index("wood")
    offer = state.apply("space:wood")
    assert {a.id for a in offer.legal_actions()} == {"use:I253:1", "done"}
    caught = offer.apply("use:I253:1")
    assert (caught.players[0].wood, caught.players[0].animals) == (1, (0, 1, 0))
    assert caught.goods[i] == 2  # the 2 wood stay on the space
    assert use(without(state, "I253"), "wood").animals == (0, 0, 0)
    few = state.replace(goods=state.goods[:i] + (1,) + state.goods[i + 1:])
    rich = few.with_player(0, few.players[0].replace(wood=5)).apply("space:wood")
    assert rich.step.kind != "use" and rich.players[0].wood == 6  # ruling: 2 on the space needed
