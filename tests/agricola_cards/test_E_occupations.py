"""The occupations of the E deck in play, one test per card (data/card-play/E-occupations.json)."""

from __future__ import annotations

from card_positions import card_game, card_gain, card_points, gained, harvest, next_round, pasture, table, use, waiting, without

from calculator.agricola import conversions
from calculator.agricola.abilities import major_price, renovation_price, room_price
from calculator.agricola.board import FarmBoard
from calculator.agricola.effects import interpreter as effects


def test_land_agent_vegetable_when_played_and_grain_on_the_vegetable_space():
    me = table().players[0]
    assert effects.on_play(me, "E147", 1).vegetables == me.vegetables + 1
    assert card_gain(table(("E147",), round_number=8), "E147", lambda s: use(s, "vegetable")) == {"grain": 1}


def test_berry_picker_food_when_taking_wood():
    assert card_gain(table(("E152",)), "E152", lambda s: use(s, "wood")) == {"food": 1}
    assert card_gain(table(("E152",)), "E152", lambda s: use(s, "clay")) == {}


def test_master_brewer_grain_for_3_food_once_per_harvest():
    state = harvest(table(("E154",), round_number=4, grain=3, food=0))
    assert "craft:E154" in {a.id for a in state.legal_actions()}
    after = state.apply("craft:E154")
    me = after.players[0]
    assert (me.grain, me.food) == (2, 3)
    assert "craft:E154" not in {a.id for a in after.legal_actions()}  # once per harvest


def test_thatcher_one_reed_less_for_rooms_and_renovations():
    me = table(("E157",), clay=5).players[0]
    assert room_price(me) == {"wood": 5, "reed": 1}
    assert renovation_price(me) == {"clay": 2}


def test_thatcher_and_ladder_both_take_a_reed_off():
    me = table(("E157", "I91")).players[0]
    assert room_price(me) == {"wood": 5}  # ruling: several cards lowering the reed combine


def test_turner_wood_for_1_food_at_any_time():
    state = harvest(table(("E158",), round_number=4, wood=3, food=0))
    assert "convert:wood" in {a.id for a in state.legal_actions()}
    me = state.apply("convert:wood").players[0]
    assert (me.wood, me.food) == (2, 1)
    plain = harvest(table(round_number=4, wood=3, food=0, animals=(1, 0, 0)))  # a sheep to release: a decision
    assert plain.step.kind == "feed" and "convert:wood" not in {a.id for a in plain.legal_actions()}


def test_undergardener_vegetable_on_day_laborer():
    assert card_gain(table(("E166",)), "E166", lambda s: use(s, "day")) == {"vegetables": 1}


def test_greengrocer_vegetable_on_take_1_grain():
    assert card_gain(table(("E168",)), "E168", lambda s: use(s, "grain")) == {"vegetables": 1}


def test_woodcutter_one_more_wood_when_taking_wood():
    assert card_gain(table(("E176",)), "E176", lambda s: use(s, "wood")) == {"wood": 1}


def test_woodcutter_takes_wood_chosen_on_take_1_building_resource():
    state = table(("E176",), players=3).apply("space:resource1")
    assert card_gain(state, "E176", lambda s: s.apply("take:wood").players[0]) == {"wood": 1}


def test_clay_deliveryman_clay_on_rounds_6_to_14():
    me = effects.on_play(table().players[0], "E187", 2)
    assert [r for r, good, n in me.future] == list(range(6, 15))
    assert next_round(table(round_number=5).with_player(0, me)).clay == me.clay + 1


def test_clay_mixer_two_more_clay_when_taking_only_clay():
    assert card_gain(table(("E188",)), "E188", lambda s: use(s, "clay")) == {"clay": 2}
    pair = table(("E188",), players=3).apply("space:resources2")
    assert card_gain(pair, "E188", lambda s: s.apply("take:wood+clay").players[0]) == {}


def test_braggart_points_for_many_improvements():
    assert card_points(table(("E197",), players=3), "E197") == 0
    many = ("fireplace_2", "cooking_hearth_4", "clay_oven", "stone_oven", "joinery")
    assert card_points(table(("E197",), players=3, majors=many), "E197") == 1


def test_renovator_two_clay_or_stone_less_to_renovate():
    me = table(("E199",)).players[0]
    assert renovation_price(me) == {"reed": 1}  # 2 rooms: 2 clay - 2
    assert renovation_price(me.replace(house="clay")) == {"reed": 1}


def test_swineherd_one_more_boar_on_its_space():
    state = table(("E206",), round_number=9)
    assert card_gain(state, "E206", lambda s: use(s, "boar")) == {"boar": 1}


def test_stablemaster_one_unfenced_stable_holds_three():
    board = FarmBoard.start().with_stable((0, 4))
    state = table(("E208",), board=board, animals=(4, 0, 0))  # 3 in the stable, 1 in the house
    assert state.players[0].fits()
    assert not without(state, "E208").players[0].fits()


def test_quarryman_stone_for_2_food_at_any_time():
    me = table(("E209",), stone=2).players[0]
    assert me.food_for("stone") == 2
    assert conversions.convert(me, "stone", 2).food == me.food + 4


def test_stonecutter_one_stone_less_for_improvements_rooms_and_renovations():
    me = table(("E211",)).players[0]
    assert major_price(me, "stone_oven") == {"clay": 1, "stone": 2}
    assert major_price(me.replace(played=()), "stone_oven") == {"clay": 1, "stone": 3}
    assert renovation_price(me.replace(house="clay")) == {"stone": 1, "reed": 1}  # ruling: 1 stone per renovation


def test_stonecutter_lets_the_engine_offer_a_cheaper_major():
    state = table(("E211",), round_number=3, clay=1, stone=2)
    assert "major:stone_oven" in {a.id for a in state.apply("space:major").legal_actions()}
    assert "space:major" not in {a.id for a in without(state, "E211").legal_actions()}


def test_potter_clay_for_2_food_once_per_harvest():
    state = harvest(table(("E214",), round_number=4, clay=2, food=0))
    me = state.apply("craft:E214").players[0]  # then fed at once: the 2 food eaten, 2 begged
    assert (me.clay, me.food, me.begging) == (1, 0, 2)
    assert state.apply("feed").players[0].begging == 4


def test_animal_keeper_mixes_types_in_a_pasture():
    board = FarmBoard.start().with_fences(pasture((0, 4)))
    state = table(("E216",), board=board, animals=(1, 1, 1))  # sheep + boar in the pasture, cattle home
    assert state.players[0].fits()
    assert not without(state, "E216").players[0].fits()


def test_reeve_wood_by_the_round_it_is_played():
    me = table().players[0]
    assert [effects.on_play(me, "E217", r).wood for r in (3, 6, 9, 12, 14)] == [4, 3, 2, 1, 0]


def test_carpenter_room_costs_3_material_and_2_reed():
    me = table(("E218",)).players[0]
    assert room_price(me) == {"wood": 3, "reed": 2}
    assert room_price(me.replace(house="stone")) == {"stone": 3, "reed": 2}


def test_carpenter_and_axe_only_one_new_base_price():
    me = table(("E218", "E13")).players[0]
    assert room_price(me) == {"wood": 2, "reed": 2}  # ruling: one base-price card at a time, the cheaper


def test_estate_manager_points_when_no_one_has_more_animals():
    state = table(("E170",), players=3, animals=(1, 0, 0))
    assert card_points(state, "E170") == 2


def test_chief_points_per_stone_room():
    assert card_points(table(("E172",), house="stone"), "E172") == 2
    assert card_points(table(("E172",)), "E172") == 0


def test_wooden_hut_builder_points_per_wooden_room():
    assert card_points(table(("E177",), players=3), "E177") == 2
    assert card_points(table(("E177",), players=3, house="clay"), "E177") == 0


def test_basketmaker_reed_for_3_food_once_per_harvest():
    state = harvest(table(("E183",), round_number=4, reed=2, grain=1, food=0, players=4))
    after = state.apply("craft:E183")
    assert (after.players[0].reed, after.players[0].food) == (1, 3)
    assert "craft:E183" not in {a.id for a in after.legal_actions()}


def test_lord_of_the_manor_points_per_maxed_category():
    assert card_points(table(("E189",), grain=8), "E189") == 1


def test_cattle_whisperer_cattle_5_and_9_rounds_later():
    assert waiting("E201", 3) == [(8, "cattle", 1), (12, "cattle", 1)]
    assert waiting("E201", 6) == [(11, "cattle", 1)]


def test_master_shepherd_sheep_on_the_next_3_rounds():
    assert waiting("E204", 4) == [(5, "sheep", 1), (6, "sheep", 1), (7, "sheep", 1)]


def test_yeoman_farmer_loses_points_only_for_unused_spaces_and_begging():
    assert card_points(table(("E165",), players=3), "E165") == 7  # the 7 missing categories given back


def test_mendicant_waives_up_to_2_begging_cards():
    assert card_points(table(("E153",), begging=3), "E153") == 6
    assert card_points(table(("E153",), begging=1), "E153") == 3


def test_seasonal_worker_grain_on_day_laborer_or_from_round_6_a_vegetable():
    assert card_gain(table(("E202",), round_number=3), "E202", lambda s: use(s, "day")) == {"grain": 1}
    after = table(("E202",), round_number=6).apply("space:day").apply("take:wood")  # the family side's resource
    assert after.step.kind == "use"
    assert after.apply("use:E202:2").players[0].vegetables == 1


def test_reed_collector_reed_on_the_next_4_rounds():
    assert waiting("E205", 2) == [(3, "reed", 1), (4, "reed", 1), (5, "reed", 1), (6, "reed", 1)]


def test_maid_food_on_every_round_to_come_once_in_a_clay_hut():
    state = table(("E190",), round_number=7, clay=2, reed=1)
    after = state.apply("space:renovate_major").players[0]
    assert after.house == "clay" and [r for r, _, _ in after.future] == list(range(8, 15))
    assert [r for r, _, _ in waiting("E190", 3)] == []  # a wooden hut: nothing yet
    me = effects.on_play(table().players[0].replace(house="stone"), "E190", 12)
    assert [r for r, _, _ in me.future] == [13, 14]  # ruling: already in clay or stone, at once


def card_scores(state, seat: int = 0) -> dict[str, int]:
    """Seat's points per played card, from the game's own players document (one scoring path)."""
    import calculator

    players = [state.to_document(s) for s in range(state.num_players)]
    scored = calculator.score({"game": "agricola", "players": players})["players"][seat]["cards"]
    return {c["id"]: c["printed"] + c["bonus"] for c in scored}


def test_academic_counts_as_2_occupations_for_a_minor_prerequisite():
    from calculator.agricola import card_play

    needs_two = next(r for r in card_play.card_terms()["E18"].requires if r.what == "occupations")  # Bean Field
    assert needs_two.least == 2 and card_play.meets(table(("E148",)).players[0], needs_two)
    assert not card_play.meets(table(("E152",)).players[0], needs_two)


def test_academic_counts_as_2_occupations_for_the_tutor():
    state = card_game(played=("E174", "E148", "E152"), players=3)
    assert card_scores(state)["E174"] == 3
    assert card_scores(state.with_player(0, state.players[0].replace(played=("E174", "E152"))))["E174"] == 1


def test_conjurer_grain_when_taking_the_traveling_players_food():
    state = table(("E167",), players=4)
    assert card_gain(state, "E167", lambda s: use(s, "traveling")) == {"grain": 1}
    assert card_gain(state, "E167", lambda s: use(s, "fish")) == {}  # other food: no grain


def test_conjurer_on_the_5_player_room_or_traveling_players_space():
    state = table(("E167",), players=5)
    assert card_gain(state, "E167", lambda s: s.apply("space:room_or_traveling").apply("take:food").players[0]) \
        == {"grain": 1}


def test_chiefs_daughter_points_by_house():
    assert [card_points(table(("E173",), house=h), "E173") for h in ("wood", "clay", "stone")] == [0, 1, 3]


def test_chiefs_daughter_and_clogs_both_score():
    state = card_game(played=("E173", "E28"), house="stone")
    assert card_scores(state) == {"E173": 3, "E28": 2}  # ruling: points for both cards


def test_tutor_a_point_per_occupation_played_after_it():
    state = card_game(played=("E152", "E174", "E176", "E214"), players=4)
    assert card_scores(state)["E174"] == 2  # the Berry Picker came before: no point


def test_patron_2_food_before_paying_a_later_occupation():
    state = card_game(("E176",), played=("E192",), food=0)  # the second occupation: 1 food on lessons
    after = state.apply("space:lessons")
    assert "occupation:E176" in {a.id for a in after.legal_actions()}
    assert after.apply("occupation:E176").players[0].food == 1  # 2 received, 1 paid
    other = state.with_player(0, state.players[0].replace(played=("E152",)))  # another first occupation
    assert "space:lessons" not in {a.id for a in other.legal_actions()}  # no food: no occupation to play


def test_stone_carrier_one_more_stone_when_taking_only_stone():
    state = table(("E210",), round_number=6)
    assert card_gain(state, "E210", lambda s: use(s, "stone1")) == {"stone": 1}
    mixed = table(("E210",), players=4)  # reed, stone and food together: no free stone
    assert card_gain(mixed, "E210", lambda s: use(s, "reed_stone_food")) == {}


def test_dancer_at_least_4_food_from_the_traveling_players():
    state = table(("E212",), players=4)
    assert card_gain(state, "E212", lambda s: use(s, "traveling")) == {"food": 3}  # 1 lying there, 3 more
    i = state.spaces.index("traveling")
    rich = state.replace(goods=state.goods[:i] + (5,) + state.goods[i + 1:])
    assert card_gain(rich, "E212", lambda s: use(s, "traveling")) == {}


def test_dancer_and_conjurer_on_the_5_player_traveling_players():
    state = table(("E212", "E167"), players=5)
    me = state.apply("space:room_or_traveling").apply("take:food").players[0]
    assert (me.food - state.players[0].food, me.grain - state.players[0].grain) == (4, 1)


def test_meat_seller_cooks_animals_with_an_oven():
    me = table(("E162",), majors=("clay_oven",), animals=(1, 1, 1)).players[0]
    assert [me.food_for(a) for a in ("sheep", "boar", "cattle")] == [2, 3, 4]
    assert conversions.convert(me, "cattle").food == me.food + 4
    assert [without(table(("E162",), majors=("clay_oven",)), "E162").players[0].food_for(a)
            for a in ("sheep", "boar", "cattle")] == [0, 0, 0]


def test_meat_seller_needs_an_oven():
    me = table(("E162",), majors=("fireplace_2",)).players[0]
    assert [me.food_for(a) for a in ("sheep", "boar", "cattle")] == [2, 2, 3]  # the Fireplace's rates alone
    assert [me.replace(majors=("fireplace_2", "stone_oven")).food_for(a) for a in ("sheep", "boar", "cattle")] \
        == [2, 3, 4]


def test_stockman_animals_for_the_2nd_3rd_and_4th_stable():
    state = table(("E213",), wood=10, board=FarmBoard.start().with_stable((0, 4)))  # one stable before
    after = state.apply("space:build").apply("stable:0:3").apply("stable:0:2").apply("stable:1:4")
    assert after.players[0].animals == (1, 1, 1)
    assert without(state, "E213").apply("space:build").apply("stable:0:3").players[0].animals == (0, 0, 0)


def test_stockman_counts_stables_built_before_it_but_gives_nothing_for_them():
    board = FarmBoard.start().with_stable((0, 4)).with_stable((0, 3))
    state = table(("E213",), wood=10, board=board)
    assert state.apply("space:build").apply("stable:0:2").players[0].animals == (0, 1, 0)  # the 3rd: a boar


def sheep_after_breeding(played: tuple[str, ...], sheep: int, cells: tuple[tuple[int, int], ...]) -> int:
    """Seat 0's sheep after the round-4 harvest, its ``sheep`` in a pasture of ``cells``."""
    board = FarmBoard.start().with_fences(pasture(*cells))
    state = harvest(table(played, round_number=4, food=10, board=board, animals=(sheep, 0, 0)))
    return state.apply("feed").players[0].animals[0]


def test_shepherd_twin_lambs_from_4_sheep():
    roomy = ((0, 2), (0, 3), (0, 4))  # 6 in the pasture, 1 in the house
    assert sheep_after_breeding(("E203",), 4, roomy) == 6
    assert sheep_after_breeding((), 4, roomy) == 5
    assert sheep_after_breeding(("E203",), 3, roomy) == 4  # 3 sheep: one lamb


def test_shepherd_second_lamb_only_with_room():
    assert sheep_after_breeding(("E203",), 4, ((0, 3), (0, 4))) == 5  # 4 in the pasture, 1 in the house


def test_guildmaster_2_resources_per_workshop_or_craftsman_already_owned():
    me = table(majors=("joinery", "basketmakers_workshop"), played=("E214",)).players[0]
    assert gained(effects.on_play(me, "E341", 5), me) == {"wood": 2, "clay": 2, "reed": 2}
    sawmill = me.replace(majors=(), played=("K122",))  # ruling: the Joinery upgraded still counts
    assert gained(effects.on_play(sawmill, "E341", 5), sawmill) == {"wood": 2}


def test_guildmaster_4_wood_for_a_joinery_acquired_later():
    state = table(("E341",), round_number=3, wood=2, stone=2)
    after = state.apply("space:major").apply("major:joinery").players[0]
    assert (after.wood, after.stone) == (4, 0)  # ruling: paid first, then the 4 wood
    assert without(state, "E341").apply("space:major").apply("major:joinery").players[0].wood == 0


def test_guildmaster_4_clay_for_the_potter_played_later():
    state = card_game(("E214",), played=("E341",), food=1, players=3)
    assert state.apply("space:lessons").apply("occupation:E214").players[0].clay == 4
    other = state.with_player(0, state.players[0].replace(played=("E152",)))  # another first occupation
    assert other.apply("space:lessons").apply("occupation:E214").players[0].clay == 0


def test_stone_carrier_one_more_stone_for_1_food_with_other_building_resources():
    state = table(("E210",), players=4).apply("space:reed_stone_food")
    assert state.step.kind == "use"
    assert gained(state.apply("use:E210:1").players[0], state.players[0]) == {"stone": 1, "food": -1}
    assert state.apply("done").players[0] == state.players[0]  # optional
    assert table(players=4).apply("space:reed_stone_food").step.kind != "use"


def test_mushroom_collector_leaves_a_wood_for_2_food():
    state = table(("E196",)).apply("space:wood")
    assert {a.id for a in state.legal_actions()} == {"use:E196:1", "done"}
    assert gained(state.apply("use:E196:1").players[0], state.players[0]) == {"wood": -1, "food": 2}
    assert state.apply("done").players[0].wood == 3
    assert card_gain(table(("E196",)), "E196", lambda s: use(s, "clay")) == {}  # no wood taken: nothing offered


def test_merchant_a_second_minor_improvement_for_1_food():
    state = card_game(("E16", "E35"), played=("E179",), food=1, wood=1)  # Building Material free, Corn Scoop 1 wood
    after = state.apply("space:start_minor").apply("minor:E16").apply("use:E16:1")
    assert after.step.kind == "use" and "use:E179:1" in {a.id for a in after.legal_actions()}
    again = after.apply("use:E179:1")
    assert again.step.kind == "minor" and again.players[0].food == 0
    assert "E35" in again.apply("minor:E35").players[0].played
    plain = without(state, "E179").apply("space:start_minor").apply("minor:E16").apply("use:E16:1")
    assert plain.step.kind != "minor" and plain.to_move != 0  # the action is over


def test_merchant_not_offered_without_food():
    state = card_game(("E16", "E35"), played=("E179",), food=0, wood=1)
    after = state.apply("space:start_minor").apply("minor:E16").apply("use:E16:1")
    assert after.to_move != 0  # nothing to decide: the action ended


def test_plow_maker_a_second_field_for_1_food():
    state = table(("E195",), food=1).apply("space:plow").apply("field:0:2")
    assert {a.id for a in state.legal_actions()} == {"use:E195:1", "done"}
    plowed = state.apply("use:E195:1").apply("field:0:3").players[0]
    assert plowed.board.fields.bit_count() == 2 and plowed.food == 0
    assert without(table(("E195",), food=1), "E195").apply("space:plow").apply("field:0:2").to_move != 0


def test_cook_only_2_people_eat_a_full_ration():
    from calculator.agricola.harvest import food_needed

    state = table(("E181",), players=4, people=5, newborns=1)  # 4 adults and a newborn
    assert food_needed(state, state.players[0]) == 2 * 2 + 2 * 1 + 1  # ruling: the newborn still eats 1
    assert food_needed(state, without(state, "E181").players[0]) == 4 * 2 + 1
    assert food_needed(state, state.players[0].replace(people=2, newborns=0)) == 4


def test_cook_feeds_less_in_the_harvest():
    state = table(("E181",), players=4, round_number=4, people=4, food=6)  # nothing to decide: fed at once
    assert harvest(state).players[0].begging == 0
    assert harvest(without(state, "E181")).players[0].begging == 2


def test_an_exchange_must_get_goods_or_an_action_part():
    import pytest

    from calculator.agricola.effects.vocabulary import VocabularyError, parse_effect

    with pytest.raises(VocabularyError, match="card E196: an exchange gets goods"):
        parse_effect("E196", {"on": "space", "spaces": ["wood"], "do": "exchange", "give": {"wood": 1}})
    with pytest.raises(VocabularyError, match="card E195: unknown part 'dig'"):
        parse_effect("E195", {"on": "space", "spaces": ["plow"], "do": "exchange", "give": {"food": 1}, "part": "dig"})
    with pytest.raises(VocabularyError, match="card E181: 'full' must be a whole number"):
        parse_effect("E181", {"on": "always", "do": "ration", "full": "two"})


def test_baker_bakes_on_being_played():
    state = card_game(("E150",), grain=1, majors=("fireplace_2",))
    after = state.apply("space:lessons").apply("occupation:E150")
    assert after.step.kind == "bake"
    assert after.apply("bake:1").players[0].food == after.players[0].food + 2


def test_baker_bakes_once_in_each_feeding_phase():
    state = harvest(table(("E150",), round_number=4, grain=3, food=0, majors=("clay_oven", "fireplace_2")))
    offered = {a.id for a in state.legal_actions()}
    assert {"bake:1", "bake:2", "bake:3"} <= offered  # ruling: every baking improvement, once
    baked = state.apply("bake:3")
    me = baked.players[0]  # nothing left to decide: fed at once, 4 food eaten
    assert (me.grain, me.food, me.begging) == (0, 5 + 2 + 2 - 4, 0)
    assert not any(a.id.startswith("bake:") for a in state.apply("bake:1").legal_actions())
    plain = harvest(without(table(("E150",), round_number=4, grain=3, food=0, majors=("clay_oven",)), "E150"))
    assert not any(a.id.startswith("bake:") for a in plain.legal_actions())


def test_bread_seller_food_per_grain_another_player_bakes():
    state = table(grain=2, majors=("fireplace_2",), players=3)
    state = state.with_player(1, state.players[1].replace(played=("E155",)))
    baked = state.apply("space:sow_bake").apply("bake:2")
    assert baked.players[1].food == state.players[1].food + 2
    assert baked.players[2].food == state.players[2].food  # no Bread Seller: nothing


def test_bread_seller_food_when_its_owner_bakes():
    state = table(("E155",), grain=1, majors=("fireplace_2",), players=3)
    assert card_gain(state, "E155", lambda s: s.apply("space:sow_bake").apply("bake:1").players[0]) == {"food": 1}


def test_bread_seller_with_the_bakers_feeding_bake():
    state = table(("E150",), round_number=4, grain=1, food=4, majors=("fireplace_2",), players=3)
    state = harvest(state.with_player(1, state.players[1].replace(played=("E155",), food=9)))
    assert state.to_move == 0
    assert state.apply("bake:1").players[1].food == 9 + 1 - 4  # then seat 1 is fed at once: 4 eaten


def test_charcoal_burner_food_and_wood_when_another_player_builds_an_oven():
    state = table(round_number=3, clay=3, stone=1, players=3)
    state = state.with_player(1, state.players[1].replace(played=("E182",)))
    built = state.apply("space:major").apply("major:clay_oven")
    assert gained(built.players[1], state.players[1]) == {"food": 1, "wood": 1}
    assert gained(built.players[2], state.players[2]) == {}


def test_charcoal_burner_not_for_an_improvement_that_does_not_bake():
    state = table(("E182",), round_number=3, wood=1, stone=3, players=3)
    well = state.apply("space:major").apply("major:well").players[0]
    assert (well.wood, well.food) == (0, state.players[0].food)


def test_charcoal_burner_for_its_owners_upgrade_to_a_cooking_hearth():
    state = table(("E182",), round_number=3, majors=("fireplace_2",), players=3)
    hearth = state.apply("space:major").apply("major:cooking_hearth_4:return").players[0]  # ruling: an upgrade counts
    assert gained(hearth, state.players[0]) == {"food": 1, "wood": 1}


def test_quarryman_stone_pays_the_animal_cards_cattle():
    state = table(("E209",), players=5, stone=2, food=0)  # Quarryman: stone is food at any time
    state = state.apply("space:animals")
    assert {"take:cattle:stone", "take:sheep", "take:boar"} <= {a.id for a in state.legal_actions()}
    me = state.apply("take:cattle:stone").players[0]  # 1 stone turned into 2 food, 1 paid
    assert (me.stone, me.food, me.herd["cattle"]) == (1, 1, 1)


def test_turner_wood_pays_the_animal_cards_cattle():
    # Food owed at any time may come from a conversion a card gives: the Turner's wood pays
    # the 5-player animal card's cattle (take:cattle:wood), and only with the Turner.
    state = table(("E158",), players=5, wood=2, food=0, grain=0, vegetables=0)
    state = state.apply("space:animals")
    assert "take:cattle:wood" in {a.id for a in state.legal_actions()}
    me = state.apply("take:cattle:wood").players[0]
    assert (me.wood, me.food, me.herd["cattle"]) == (1, 0, 1)
    plain = without(table(("E158",), players=5, wood=2, food=0, grain=0, vegetables=0), "E158")
    assert "take:cattle:wood" not in {a.id for a in plain.apply("space:animals").legal_actions()}
