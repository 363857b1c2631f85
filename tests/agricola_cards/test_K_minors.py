"""The minor improvements of the K deck in play, one test per card (data/card-play/K-minors.json)."""

from __future__ import annotations

from card_positions import (card_gain, card_game, card_points, harvest, next_round, pasture, play_minor, table, use,
                            without)

from calculator.agricola.board import FarmBoard
from calculator.agricola.effects import interpreter as effects


def test_lumber_gives_3_wood_when_played():
    me = table().players[0]
    assert effects.on_play(me, "K107", 1).wood == me.wood + 3


def test_brewery_grain_for_3_food_in_the_feeding_and_a_point_for_9_grain():
    state = harvest(table(("K110",), round_number=4, grain=2, food=0))
    after = state.apply("craft:K110")
    assert (after.players[0].grain, after.players[0].food) == (1, 3)
    assert "craft:K110" not in {a.id for a in after.legal_actions()}
    assert card_points(table(("K110",), grain=9), "K110") == 3


def test_duck_pond_food_on_the_next_3_rounds():
    me = effects.on_play(table().players[0], "K114", 4)
    assert [r for r, good, n in me.future] == [5, 6, 7]
    assert next_round(table(round_number=4).with_player(0, me)).food == me.food + 1


def test_house_goat_food_each_feeding_and_no_other_animal_at_home():
    state = table(("K120",), round_number=4, food=10)
    assert card_gain(state, "K120", lambda s: harvest(s).players[0]) == {"food": 1}
    assert not table(("K120",), animals=(1, 0, 0)).players[0].fits()


def test_cooking_hearth_k128_cooks_and_bakes():
    me = table(("K128",), grain=1).players[0]
    assert [me.cooking_rate(g) for g in ("vegetables", "sheep", "boar", "cattle")] == [3, 2, 3, 4]
    assert me.bake_rates() == (3,)


def test_corn_sheaf_gives_a_grain_when_played():
    me = table().players[0]
    assert effects.on_play(me, "K129", 1).grain == me.grain + 1


def test_clay_pit_three_clay_on_day_laborer():
    assert card_gain(table(("K131",)), "K131", lambda s: use(s, "day")) == {"clay": 3}


def test_milking_stool_food_for_cattle_in_the_field_phase():
    for cattle, food in ((0, 0), (2, 1), (3, 2), (5, 3)):
        me = table(("K133",), animals=(0, 0, cattle)).players[0]
        assert effects.at_field_phase(me, 4).food - me.food == food


def test_stone_exchange_gives_2_stone_when_played():
    me = table().players[0]
    assert effects.on_play(me, "K143", 1).stone == me.stone + 2


def test_mansion_points_per_stone_room():
    assert card_points(table(("K144",), house="stone"), "K144") == 4
    assert card_points(table(("K144",)), "K144") == 0


def test_forest_pasture_holds_any_number_of_boar():
    state = table(("K145",), animals=(0, 9, 1))
    assert state.players[0].fits()
    assert not without(state, "K145").players[0].fits()


def test_loom_food_for_sheep_in_the_field_phase():
    board = FarmBoard.start().with_fences(pasture((0, 2), (0, 3), (0, 4)))
    state = table(("K146",), round_number=4, food=20, board=board, animals=(4, 0, 0))
    assert card_gain(state, "K146", lambda s: harvest(s).players[0]) == {"food": 2}


def test_beehive_2_food_on_even_rounds_still_to_come():
    me = effects.on_play(table().players[0], "K108", 9)
    assert me.future == ((10, "food", 2), (12, "food", 2), (14, "food", 2))


def test_granary_grain_on_rounds_8_10_12_still_to_come():
    assert [r for r, _, _ in effects.on_play(table().players[0], "K116", 8).future] == [10, 12]


def test_sawmill_wood_for_3_food_each_harvest_and_points_for_wood():
    state = harvest(table(("K122",), round_number=4, wood=2, grain=1, food=0))
    after = state.apply("craft:K122")
    assert (after.players[0].wood, after.players[0].food) == (1, 3)
    assert card_points(table(("K122",), wood=4), "K122") == 3 + 2


def test_wooden_strongbox_points_for_5_rooms():
    from calculator.agricola.board import FarmBoard, bit

    board = FarmBoard(rooms=sum(bit((r, 0)) for r in range(3)) + bit((0, 1)) + bit((1, 1)))
    assert card_points(table(("K123",), board=board), "K123") == 2


def test_herb_garden_food_on_the_next_5_rounds():
    assert [r for r, _, _ in effects.on_play(table().players[0], "K130", 2).future] == [3, 4, 5, 6, 7]


def test_horse_points_when_an_animal_type_is_missing():
    board = FarmBoard.start().with_fences(pasture((0, 4)))
    assert card_points(table(("K135",), board=board, animals=(1, 1, 0)), "K135") == 2


def test_stone_cart_stone_on_even_rounds_still_to_come():
    assert [r for r, _, _ in effects.on_play(table().players[0], "K142", 10).future] == [12, 14]


def test_bakehouse_bakes_up_to_2_grain_for_5_food():
    assert table(("K106",), grain=2).players[0].bake_rates() == (5, 5)
    assert effects.parts_on_play("K106") == ("bake",)


def test_flail_bakes_after_plowing():
    after = table(("K113",), grain=2, majors=("fireplace_2",)).apply("space:plow").apply("field:0:4")
    assert after.step.kind == "bake" and "bake:2" in {a.id for a in after.legal_actions()}


def test_swan_lake_food_on_the_next_5_rounds():
    assert [r for r, _, _ in effects.on_play(table().players[0], "K140", 1).future] == [2, 3, 4, 5, 6]


def test_boar_breeding_gives_a_wild_boar_when_played():
    assert effects.on_play(table().players[0], "K141", 3).animals == (0, 1, 0)


def test_bread_paddle_bakes_after_playing_an_occupation():
    state = card_game(("E176",), played=("K111",), grain=1, majors=("fireplace_2",))
    after = state.apply("space:lessons").apply("occupation:E176")
    assert after.step.kind == "bake" and "done" in {a.id for a in after.legal_actions()}
    assert after.apply("bake:1").players[0].food == after.players[0].food + 2
    assert without(state, "K111").apply("space:lessons").apply("occupation:E176").step.kind != "bake"


def test_landing_net_2_food_for_reed_alone_1_with_other_building_goods():
    assert card_gain(table(("K126",)), "K126", lambda s: use(s, "reed")) == {"food": 2}
    four = table(("K126",), players=4)
    assert card_gain(four, "K126", lambda s: use(s, "reed_stone_food")) == {"food": 1}
    assert card_gain(table(("K126",)), "K126", lambda s: use(s, "wood")) == {}


def test_clapper_adds_a_grain_to_each_grain_field_on_family_growth():
    board = FarmBoard.start().with_field((0, 1)).with_field((0, 2)).with_field((0, 3))
    crops = ((1, "grain", 2), (2, "grain", 1), (3, "vegetables", 1))
    state = table(("K127",), round_number=12, board=board, crops=crops)
    assert use(state, "growth_no_room").crops == ((1, "grain", 3), (2, "grain", 2), (3, "vegetables", 1))
    assert use(without(state, "K127"), "growth_no_room").crops == crops
    assert use(state, "wood").crops == crops


def test_clapper_played_after_a_family_growth_this_round_adds_the_grain_at_once():
    crops = ((0, "grain", 1),)
    me = table(crops=crops).players[0]
    assert effects.on_play(me.replace(newborns=1), "K127", 5).crops == ((0, "grain", 2),)
    assert effects.on_play(me, "K127", 5).crops == crops


def test_ox_team_plows_a_field_per_complete_round_left_at_most_3():
    me = table().players[0]
    assert [len(effects.parts_after_playing(me, "K134", r)) for r in (1, 11, 12, 13, 14)] == [3, 3, 2, 1, 0]
    board = FarmBoard.start().with_fences(pasture((0, 4)))
    state = card_game(("K134",), wood=3, board=board, animals=(0, 0, 2))
    after = play_minor(state, "K134")
    for cell in ("0:3", "1:3", "2:3"):
        assert after.step.kind == "plow"
        after = after.apply(f"field:{cell}")
    assert effects.count(after.players[0], "fields") == 3 and after.players[0].wood == 0


def test_sleeping_corner_uses_a_family_growth_space_another_player_is_on():
    board = FarmBoard.start().with_room((0, 0))
    state = table(("K139",), round_number=12, board=board)
    state = state.replace(occupied=tuple(1 if s in ("family_growth", "growth_no_room") else None
                                         for s in state.spaces))
    legal = {a.id for a in state.legal_actions()}
    assert {"space:family_growth", "space:growth_no_room"} <= legal
    assert state.apply("space:growth_no_room").players[0].people == 3
    assert "space:family_growth" not in {a.id for a in without(state, "K139").legal_actions()}


def test_sleeping_corner_never_joins_its_own_person():
    state = table(("K139",), round_number=12, board=FarmBoard.start().with_room((0, 0)))
    state = state.replace(occupied=tuple(0 if s == "family_growth" else None for s in state.spaces))
    assert "space:family_growth" not in {a.id for a in state.legal_actions()}


def test_sleeping_corner_joins_the_5_player_growth_choice_space_from_round_5_only():
    def joinable(round_number):
        state = table(("K139",), round_number=round_number, players=5, wood=1, clay=1)
        state = state.replace(occupied=tuple(1 if s == "resources2_or_growth" else None for s in state.spaces))
        return "space:resources2_or_growth" in {a.id for a in state.legal_actions()}

    assert (joinable(4), joinable(5)) == (False, True)


def test_bookshelf_gives_3_food_before_the_occupation_is_paid():
    from calculator.agricola import dealing

    first, second = dealing.occupations(("E176", "E177", "E178", "E179", "E180", "E181"))[:2]
    state = card_game((second,), played=("K112", first), food=0)
    assert "space:lessons" not in {a.id for a in without(state, "K112").legal_actions()}  # 1 food short
    after = state.apply("space:lessons").apply(f"occupation:{second}")
    assert after.players[0].food == 3 - 1  # 3 from the Bookshelf, 1 paid for a second occupation
    assert after.players[0].played == ("K112", first, second)


def test_liquid_manure_one_more_on_each_field_sown_and_not_on_fields_already_sown():
    board = FarmBoard.start().with_field((0, 1)).with_field((0, 2)).with_field((0, 3))
    state = table(("K118",), board=board, grain=1, vegetables=1, crops=((3, "grain", 1),))

    def sow_both(s):
        return s.apply("space:sow_bake").apply("sow:grain").apply("sow:vegetables").players[0]

    assert sorted(sow_both(state).crops) == [(1, "grain", 4), (2, "vegetables", 3), (3, "grain", 1)]
    assert sorted(sow_both(without(state, "K118")).crops) == [(1, "grain", 3), (2, "vegetables", 2), (3, "grain", 1)]


def test_spit_roast_one_more_food_for_cooking_animals_once_per_harvest():
    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))
    state = harvest(table(("K109",), round_number=4, food=0, board=board, animals=(3, 0, 0),
                          majors=("fireplace_2",)))
    cook = next(a.id for a in state.legal_actions() if a.id.endswith(":sheep") and not a.id.startswith("release"))
    plain = without(state, "K109")
    assert state.apply(cook).players[0].food == plain.apply(cook).players[0].food + 1
    assert state.apply(cook).apply(cook).players[0].food == plain.apply(cook).apply(cook).players[0].food + 1


def test_spit_roast_gives_nothing_for_eating_grain():
    state = harvest(table(("K109",), round_number=4, food=0, grain=1))
    assert card_gain(state, "K109", lambda s: s.apply("convert:grain").players[0]) == {}


def test_clay_hut_extension_builds_a_free_room_and_passes_left():
    state = card_game(("K132",), house="clay", reed=1, clay=4)
    after = play_minor(state, "K132")
    assert after.step.kind == "room" and "room:1:1" in {a.id for a in after.legal_actions()}
    after = after.apply("room:1:1")
    me = after.players[0]
    assert effects.count(me, "rooms") == 3 and (me.reed, me.clay) == (0, 0)
    assert "K132" in after.players[1].hand and "K132" not in me.played
