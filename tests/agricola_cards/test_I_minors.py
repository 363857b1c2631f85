"""The minor improvements of the I deck in play, one test per card (data/card-play/I-minors.json)."""

from __future__ import annotations

from card_positions import (card_game, card_gain, card_points, end_of_round, gained, harvest, next_round, pasture,
                            play_minor, table, use, without)

from calculator.agricola import flow
from calculator.agricola.abilities import renovation_price, room_price
from calculator.agricola.board import FarmBoard
from calculator.agricola.effects import interpreter as effects


def test_alms_food_per_completed_round():
    me = table().players[0]
    assert effects.on_play(me, "I64", 6).food == me.food + 5  # ruling: the current round is not completed


def test_grain_cart_two_more_grain_on_take_1_grain():
    assert card_gain(table(("I74",)), "I74", lambda s: use(s, "grain")) == {"grain": 2}


def test_hand_mill_up_to_2_grain_for_2_food_each_in_the_feeding():
    state = harvest(table(("I75",), round_number=4, grain=3, food=0))
    once = state.apply("craft:I75")
    assert (once.players[0].grain, once.players[0].food) == (2, 2)
    twice = once.apply("craft:I75")
    assert (twice.players[0].grain, twice.players[0].food) == (1, 4)
    assert "craft:I75" not in {a.id for a in twice.legal_actions()}  # 2 grain per harvest


def test_wood_cart_two_more_wood_from_a_wood_space():
    assert card_gain(table(("I79",)), "I79", lambda s: use(s, "wood")) == {"wood": 2}


def test_wood_cart_not_on_the_reed_stone_wood_space():
    state = table(("I79",), players=5)
    assert card_gain(state, "I79", lambda s: use(s, "reed_stone_wood")) == {}  # ruling: no wood lies there


def test_wooden_path_points_for_the_best_street():
    state = table(("I83",))
    assert card_points(state, "I83") == 2  # the only street at the table


def test_cooking_corner_cooks_and_bakes_best():
    me = table(("I85",), grain=2).players[0]
    assert [me.cooking_rate(g) for g in ("vegetables", "sheep", "boar", "cattle")] == [4, 2, 3, 4]
    assert me.bake_rates() == (3, 3)
    assert me.food_for("vegetables") == 4


def test_ladder_one_reed_less_for_rooms_and_renovations():
    me = table(("I91",)).players[0]
    assert room_price(me) == {"wood": 5, "reed": 1}
    assert renovation_price(me) == {"clay": 2}


def test_fish_trap_food_on_fishing_and_when_taking_reed():
    assert card_gain(table(("I95",)), "I95", lambda s: use(s, "fish")) == {"food": 1}
    assert card_gain(table(("I95",)), "I95", lambda s: use(s, "reed")) == {"food": 1}


def test_reed_exchange_gives_2_reed_when_played():
    me = table().players[0]
    assert effects.on_play(me, "I96", 1).reed == me.reed + 2


def test_wildlife_reserve_holds_one_of_each_type():
    state = table(("I102",), animals=(1, 1, 2))  # one of each on the card, a cattle in the house
    assert state.players[0].fits()
    assert not without(state, "I102").players[0].fits()


def test_weekly_market_gives_2_vegetables_when_played():
    me = table().players[0]
    assert effects.on_play(me, "I104", 1).vegetables == me.vegetables + 2


def test_strawberry_patch_food_on_the_next_3_rounds():
    me = effects.on_play(table().players[0], "I69", 1)
    assert [r for r, _, _ in me.future] == [2, 3, 4]


def test_rake_points_for_5_fields():
    from calculator.agricola.board import FarmBoard, bit

    board = FarmBoard.start().replace(fields=sum(bit((0, c)) for c in range(5)))
    assert card_points(table(("I76",), board=board), "I76") == 2
    assert card_points(table(("I76",)), "I76") == 0


def test_clay_path_points_for_the_best_street():
    assert card_points(table(("I89",)), "I89") == 1 + 2  # printed 1, and the only street


def test_paved_road_points_for_the_best_street():
    assert card_points(table(("I94",)), "I94") == 2 + 2


def test_schnaps_distillery_vegetable_for_4_food_in_the_feeding():
    state = harvest(table(("I98",), round_number=4, vegetables=2, food=0))
    after = state.apply("craft:I98")
    assert (after.players[0].vegetables, after.players[0].food) == (1, 4)
    assert "craft:I98" not in {a.id for a in after.legal_actions()}


def test_bakers_kitchen_bakes_up_to_2_grain_for_5_food():
    assert table(("I65",), grain=4).players[0].bake_rates() == (5, 5)
    assert effects.parts_on_play("I65") == ("bake",)


def test_threshing_board_bakes_after_plowing():
    state = table(("I67",), grain=1, majors=("fireplace_2",))
    after = state.apply("space:plow").apply("field:0:4")
    assert after.step.kind == "bake"
    assert without(state, "I67").apply("space:plow").apply("field:0:4").step.kind != "bake"


def test_village_well_food_on_the_next_3_rounds():
    assert [r for r, _, _ in effects.on_play(table().players[0], "I66", 5).future] == [6, 7, 8]


def test_goose_pond_food_on_the_next_4_rounds():
    assert [r for r, _, _ in effects.on_play(table().players[0], "I72", 5).future] == [6, 7, 8, 9]


def test_chicken_coop_food_on_the_next_8_rounds():
    me = effects.on_play(table().players[0], "I84", 9)
    assert [r for r, _, _ in me.future] == [10, 11, 12, 13, 14]  # no round space past 14


def test_straw_thatched_roof_rooms_and_renovations_need_no_reed():
    me = table(("I99",)).players[0]
    assert room_price(me) == {"wood": 5}
    assert renovation_price(me) == {"clay": 2}


def test_holiday_house_no_people_in_round_14():
    state = table(("I71",), round_number=13)
    assert next_round(state).workers == 0
    assert next_round(without(state, "I71")).workers == state.players[0].people
    assert flow.begin_round(state).to_move == 1  # round 14's work phase goes on without seat 0


def test_holiday_house_worth_8_points():
    assert card_points(table(("I71",)), "I71") == 8


def test_holiday_house_places_people_before_round_14():
    state = table(("I71",), round_number=12)
    assert next_round(state).workers == state.players[0].people


def test_manure_a_crop_from_each_field_after_a_round_without_harvest():
    fields = FarmBoard.start().with_field((0, 0)).with_field((0, 1))
    state = table(("I92",), round_number=5, board=fields, crops=((0, "grain", 3), (1, "vegetables", 1)))
    assert gained(end_of_round(state), end_of_round(without(state, "I92"))) == {"grain": 1, "vegetables": 1}
    assert end_of_round(state).crops == ((0, "grain", 2),)


def test_manure_nothing_extra_after_a_harvest_round():
    fields = FarmBoard.start().with_field((0, 0))
    state = table(("I92",), round_number=4, board=fields, crops=((0, "grain", 3),))
    after = flow._end_work_phase(state)  # the harvest follows: its field phase takes the crop once
    assert after.players[0].grain == flow._end_work_phase(without(state, "I92")).players[0].grain


def test_milking_shed_food_for_the_sheep_and_cattle_of_all_farms():
    state = table(("I93",), round_number=4, animals=(3, 0, 2), food=0)
    other = state.players[1].replace(animals=(2, 5, 1))  # with seat 0: 5 sheep, 5 boar, 3 cattle
    state = state.with_player(1, other)
    ours, theirs = harvest(state).players[0], harvest(without(state, "I93")).players[0]
    assert ours.food - theirs.food == 1 + 1  # the 5th sheep and the 3rd cattle; boar do not count


def test_milking_shed_worth_2_points():
    assert card_points(table(("I93",)), "I93") == 2


def test_wooden_crane_one_more_stone_or_two_for_a_food():
    state = table(("I82",), round_number=6, food=2)
    chosen = state.apply("space:stone1")
    assert {a.id for a in chosen.legal_actions()} == {"use:I82:1", "use:I82:2"}
    plain = use(without(state, "I82"), "stone1")
    assert gained(chosen.apply("use:I82:1").players[0], plain) == {"stone": 1}
    assert gained(chosen.apply("use:I82:2").players[0], plain) == {"stone": 2, "food": -1}


def test_wooden_crane_two_more_stone_only_for_a_player_with_food():
    chosen = table(("I82",), round_number=6, food=0).apply("space:stone1")
    assert [a.id for a in chosen.legal_actions()] == ["use:I82:1"]


def test_wooden_crane_not_on_other_spaces_giving_stone():
    state = table(("I82",), round_number=6, players=5)
    assert state.apply("space:reed_stone_wood").step.kind != "use"
    assert card_gain(state, "I82", lambda s: use(s, "reed_stone_wood")) == {}


def test_wooden_crane_worth_1_point():
    assert card_points(table(("I82",)), "I82") == 1


def _fence(state, *cells: tuple[int, int]):
    for r, c in cells:
        state = state.apply(f"cell:{r}:{c}")
    return state.apply("enclose")


def test_shepherds_crook_2_sheep_with_a_pasture_of_4_spaces():
    state = table(("I77",), round_number=2, wood=20).apply("space:fences")
    row = ((0, 1), (0, 2), (0, 3), (0, 4))
    assert _fence(state, *row).players[0].herd["sheep"] == 2
    assert _fence(without(state, "I77"), *row).players[0].herd["sheep"] == 0


def test_shepherds_crook_nothing_for_a_smaller_pasture():
    state = table(("I77",), round_number=2, wood=20).apply("space:fences")
    assert _fence(state, (0, 3), (0, 4)).players[0].herd["sheep"] == 0


def test_shepherds_crook_dividing_counts_only_when_large_pastures_grow():
    state = table(("I77",), round_number=2, wood=30).apply("space:fences")
    eight = _fence(state, *((r, c) for r in (0, 1) for c in (1, 2, 3, 4)))  # 8 spaces: 2 sheep
    assert eight.players[0].herd["sheep"] == 2
    halves = _fence(eight, (0, 1), (0, 2), (1, 1), (1, 2))  # two pastures of 4: 2 more
    assert halves.players[0].herd["sheep"] == 4
    six = _fence(state, *((r, c) for r in (0, 1) for c in (2, 3, 4)))
    four_and_two = _fence(six, (0, 2), (0, 3), (1, 2), (1, 3))  # still one large pasture: none
    assert len(four_and_two.players[0].board.pastures) == 2
    assert (six.players[0].herd["sheep"], four_and_two.players[0].herd["sheep"]) == (2, 2)


def test_guest_places_an_extra_person_in_the_next_round():
    state = table(round_number=3)
    me = effects.on_play(state.players[0], "I73", 3)  # a passing card: its effect, not in play
    state = flow.begin_round(state.with_player(0, me))
    assert state.players[0].workers == state.players[0].people + 1
    plain = ("space:wood", "space:clay", "space:reed", "space:fish", "space:grain", "space:day_laborer")
    placed = [0, 0]
    while state.step.kind == "work":  # the round's work phase, each on the first plain space free
        legal = {a.id for a in state.legal_actions()}
        placed[state.current_player] += 1
        state = state.apply(next(space for space in plain if space in legal))
    assert placed == [3, 2]


def test_guest_only_for_one_round_and_never_fed():
    me = effects.on_play(table(round_number=3).players[0], "I73", 3)
    state = flow.begin_round(flow.begin_round(table(round_number=3).with_player(0, me)))
    assert state.players[0].workers == state.players[0].people and state.players[0].people == 2


def test_guest_played_in_round_14_comes_to_nothing():
    assert effects.on_play(table(round_number=14).players[0], "I73", 14).future == ()


def test_wooden_hut_extension_a_room_for_nothing_when_played():
    state = play_minor(card_game(("I81",), wood=5, reed=1), "I81")
    assert state.step.kind == "room"
    rooms = sorted(a.id for a in state.legal_actions() if a.id.startswith("room:"))
    assert rooms == ["room:0:0", "room:1:1", "room:2:1"]  # next to the two start rooms
    me = state.apply("room:0:0").players[0]
    assert (me.board.rooms.bit_count(), me.wood, me.reed) == (3, 0, 0)  # ruling: the room itself is free
    assert "I81" in state.players[1].hand  # passed on



def test_animal_feed_one_more_of_each_type_before_the_scoring():
    board = FarmBoard.start().with_fences(pasture((0, 1), (0, 2)) | pasture((0, 3), (0, 4)))
    state = table(("I101",), round_number=14, board=board, animals=(2, 1, 0))
    assert flow._end_of_harvest(state).players[0].animals == (3, 2, 0)  # no cattle: no new cattle
    assert flow._end_of_harvest(without(state, "I101")).players[0].animals == (2, 1, 0)


def test_animal_feed_newborns_without_room_go_back():
    state = table(("I101",), round_number=14, animals=(1, 0, 0))  # a pet sheep, no other place
    assert flow._end_of_harvest(state).players[0].animals == (1, 0, 0)



def _sown(state, *crops: str):
    state = state.apply("space:sow_bake")
    for crop in crops:
        state = state.apply(f"sow:{crop}")
    if state.step.kind == "sow":  # the cards hear the fields sown once the sowing part is over
        state = state.apply("done")
    return state.players[0].crops


def test_planter_box_2_more_grain_on_a_field_next_to_a_room():
    fields = FarmBoard.start().with_field((0, 3)).with_field((1, 1))  # (1, 1) touches the room on (1, 0)
    state = table(("I90",), board=fields, grain=1, vegetables=1)
    assert _sown(state, "grain") == ((6, "grain", 5),)  # sown where the box helps
    assert _sown(without(state, "I90"), "grain") == ((3, "grain", 3),)
    assert _sown(state, "grain", "vegetables") == ((3, "vegetables", 2), (6, "grain", 5))  # the other: no bonus


def test_planter_box_1_more_vegetable_on_a_field_next_to_a_room():
    state = table(("I90",), board=FarmBoard.start().with_field((1, 1)), vegetables=1)
    assert _sown(state, "vegetables") == ((6, "vegetables", 3),)


def test_holiday_house_cannot_be_played_in_round_14():
    state = card_game(("I71",), wood=3, reed=2)
    assert "minor:I71" in {a.id for a in state.apply("space:start_minor").legal_actions()}
    late = state.replace(round=14)
    assert "minor:I71" not in {a.id for a in late.apply("space:start_minor").legal_actions()}


def _plowed(state, *cells: str):
    state = state.apply("space:plow")
    for cell in cells:
        state = state.apply(f"field:{cell}")
    return state


def test_holiday_house_and_guest_no_guest_in_round_14():
    state = table(("I71",), round_number=13)
    me = effects.on_play(state.players[0], "I73", 13)  # the guest would come in round 14
    assert next_round(state.with_player(0, me)).workers == 0  # ruling: not even the guest
