"""The cards of the goods mechanisms (goods kept on a card, any-time trades between goods,
more food from conversions, buying more of what an action gives), one test per card at least."""

from __future__ import annotations

from card_positions import card_gain, harvest, table, use, without

from calculator.agricola import card_export


def _ids(state) -> set[str]:
    return {a.id for a in state.legal_actions()}


def test_basket_leaves_2_wood_on_the_space_for_3_food():
    state = table(("E34",), round_number=2)
    i = state.spaces.index("wood")
    lying = state.goods[i]
    after = state.apply("space:wood")
    assert "use:E34:1" in _ids(after)
    bought = after.apply("use:E34:1")
    me = bought.players[0]
    assert (me.wood, me.food) == (lying - 2, state.players[0].food + 3)
    assert bought.goods[i] == 2  # the wood stays on the space
    assert "use:E34:1" not in _ids(table(round_number=2).apply("space:wood"))


def test_basket_not_offered_with_less_than_2_wood_on_the_space():
    state = table(("E34",), round_number=2, players=4)
    i = state.spaces.index("wood1")
    state = state.replace(goods=state.goods[:i] + (1,) + state.goods[i + 1:])
    assert "use:E34:1" not in _ids(state.apply("space:wood1"))


def test_storyteller_leaves_1_food_on_traveling_players_for_a_vegetable():
    state = table(("E169",), round_number=3, players=4)
    i = state.spaces.index("traveling")
    lying = state.goods[i]
    bought = state.apply("space:traveling").apply("use:E169:1")
    me = bought.players[0]
    assert (me.food - state.players[0].food, me.vegetables) == (lying - 1, 1)
    assert bought.goods[i] == 1


def test_dock_worker_trades_building_resources_before_a_person_is_placed():
    state = table(("E171",), wood=3, clay=2)
    offered = _ids(state)
    assert {"use:E171:1", "use:E171:2", "use:E171:3", "use:E171:4", "use:E171:5", "use:E171:6"} <= offered
    assert "use:E171:7" not in offered  # no reed to give
    after = state.apply("use:E171:3")  # 3 wood for 1 stone
    me = after.players[0]
    assert (me.wood, me.stone, after.to_move, after.step.kind) == (0, 1, 0, "work")
    assert not any(a.startswith("use:") for a in _ids(table(wood=3, clay=2)))


def test_dock_worker_trades_at_a_feeding_too():
    state = harvest(table(("E171",), round_number=4, reed=2, food=10))
    after = state.apply("use:E171:7")  # 2 reed for 1 wood
    assert (after.players[0].reed, after.players[0].wood) == (0, 1)


def test_clay_firer_2_clay_for_1_stone_or_3_clay_for_2_stone():
    state = table(("E185",), clay=3)
    assert {"use:E185:1", "use:E185:2"} <= _ids(state)
    assert (state.apply("use:E185:2").players[0].clay, state.apply("use:E185:2").players[0].stone) == (0, 2)
    assert "use:E185:2" not in _ids(table(("E185",), clay=2))


def test_clay_seller_clay_for_animals_only_when_they_can_be_housed():
    state = table(("E186",), clay=4)
    assert state.apply("use:E186:5").players[0].animals == (0, 0, 1)  # the house holds one pet
    assert state.apply("use:E186:4").players[0].stone == 1
    kept = table(("E186",), clay=4, animals=(1, 0, 0))
    assert "use:E186:5" not in _ids(kept) and "use:E186:2" in _ids(kept)  # no room for a cattle beside the sheep


def test_feed_pellets_a_vegetable_for_an_animal_already_kept_once_per_harvest():
    board = table().players[0].board.with_stable((0, 4))
    state = harvest(table(("E338",), round_number=4, vegetables=2, food=10, animals=(1, 0, 0), board=board))
    offered = _ids(state)
    assert "use:E338:1" in offered and "use:E338:2" not in offered  # only sheep are on the farm
    after = state.apply("use:E338:1")
    assert after.players[0].vegetables == 1
    assert "use:E338:1" not in _ids(after)  # once per harvest
    assert not any(a.startswith("use:E338") for a in _ids(table(("E338",), vegetables=2, animals=(1, 0, 0))))


def test_sheep_farmer_one_more_sheep_when_taking_sheep_with_a_person():
    state = table(("K297",), round_number=4)
    assert card_gain(state, "K297", lambda s: use(s, "sheep")) == {"sheep": 1}


def test_sheep_farmer_3_sheep_for_a_cattle_and_a_boar():
    me = table().players[0]
    board = me.board.with_stable((0, 4)).with_stable((1, 4))
    state = table(("K297",), board=board, animals=(3, 0, 0))
    after = state.apply("use:K297:1")
    assert after.players[0].animals == (0, 1, 1)
    assert "use:K297:1" not in _ids(table(("K297",), animals=(1, 0, 0)))


def _cook(state, animal: str):
    """Seat 0's feeding after cooking one ``animal`` (the feeding step of a harvest)."""
    return state.apply(f"cook:{animal}")


def _feeding(played, **changes):
    return harvest(table(played, round_number=4, majors=("fireplace_2",), **changes))


def _asked(state) -> tuple[str, list[str]]:
    """The card whose question seat 0 answers now, and its answers."""
    assert state.step.kind == "answer" and state.to_move == 0, state.step
    return state.step.card, [a.id for a in state.legal_actions()]


def test_brush_maker_cooked_boar_laid_on_the_card_when_the_player_says_so():
    state = _feeding(("E156",), animals=(0, 2, 0), food=10)
    asked = _cook(state, "boar")
    assert _asked(asked) == ("E156", ["use:E156:1", "done"])
    kept = asked.apply("use:E156:1")
    me = kept.players[0]
    assert (kept.step.kind, me.animals, me.on_card("E156", "boar")) == ("feed", (0, 1, 0), 1)
    assert me.food == _cook(without(state, "E156"), "boar").players[0].food  # the same food
    after = _cook(kept, "boar").apply("use:E156:1")
    assert card_export.card_inputs(after, 0)["E156"] == {"brush_maker_boar": 2}


def test_brush_maker_declined_the_boar_is_only_food():
    declined = _cook(_feeding(("E156",), animals=(0, 2, 0), food=10), "boar").apply("done")
    assert (declined.step.kind, declined.players[0].on_card("E156", "boar")) == ("feed", 0)


def test_tanner_offers_cooked_boar_and_cattle_not_sheep():
    state = _feeding(("K280",), animals=(1, 1, 1), food=10)
    assert _cook(state, "sheep").step.kind == "feed"  # a sheep: nothing to ask
    asked = _cook(_cook(state, "sheep"), "boar")
    assert _asked(asked) == ("K280", ["use:K280:1", "done"])
    me = _cook(asked.apply("use:K280:1"), "cattle").apply("use:K280:1").players[0]
    assert (me.on_card("K280", "boar"), me.on_card("K280", "cattle"), me.on_card("K280", "sheep")) == (1, 1, 0)


def test_tanner_and_brush_maker_a_boar_goes_on_the_card_the_player_names():
    state = _feeding(("E156", "K280"), animals=(0, 3, 0), food=10)
    asked = _cook(state, "boar")
    assert _asked(asked) == ("E156", ["use:K280:1", "use:E156:1", "done"])
    on_tanner = asked.apply("use:K280:1").players[0]
    on_brush = asked.apply("use:E156:1").players[0]
    assert (on_tanner.on_card("K280", "boar"), on_tanner.on_card("E156", "boar")) == (1, 0)
    assert (on_brush.on_card("K280", "boar"), on_brush.on_card("E156", "boar")) == (0, 1)  # one card only


def test_basin_maker_1_or_2_wood_for_a_cooked_boar():
    state = _feeding(("K273",), animals=(0, 1, 0), food=10, wood=3)
    asked = _cook(state, "boar")
    assert _asked(asked) == ("K273", ["use:K273:1", "use:K273:2", "done"])
    for option, wood in ((1, 1), (2, 2)):
        me = asked.apply(f"use:K273:{option}").players[0]
        assert (me.wood, me.on_card("K273", "wood"), me.animals) == (3 - wood, wood, (0, 0, 0))
    poor = _cook(_feeding(("K273",), animals=(0, 1, 0), food=10, wood=1), "boar")
    assert _asked(poor) == ("K273", ["use:K273:1", "done"])  # only the wood the player holds


def test_basin_maker_and_brush_maker_both_take_the_same_boar_the_other_asked_next():
    state = _feeding(("E156", "K273"), animals=(0, 1, 0), food=10, wood=2)
    brush = _cook(state, "boar").apply("use:E156:1")
    assert _asked(brush) == ("K273", ["use:K273:1", "use:K273:2", "done"])
    me = brush.apply("use:K273:2").players[0]
    assert (me.on_card("E156", "boar"), me.on_card("K273", "wood"), me.wood) == (1, 2, 0)
    basin = _cook(state, "boar").apply("use:K273:1")
    assert _asked(basin) == ("E156", ["use:E156:1", "done"])


def test_pelts_lays_food_in_a_room_for_a_cooked_animal_when_the_player_says_so():
    state = _feeding(("K339",), animals=(2, 0, 0), food=10)
    asked = _cook(state, "sheep")
    assert _asked(asked) == ("K339", ["use:K339:1", "done"])
    laid = asked.apply("use:K339:1")
    assert laid.players[0].on_card("K339", "food") == 1
    assert laid.players[0].food == _cook(without(state, "K339"), "sheep").players[0].food - 1
    kept = asked.apply("done").players[0]
    assert (kept.on_card("K339", "food"), kept.food) == (0, laid.players[0].food + 1)
    full = _feeding(("K339",), animals=(1, 0, 0), food=10, on_cards=(("K339", "food", 2),))
    after = _cook(full, "sheep")  # both rooms hold one already: not asked
    assert after.step.kind != "answer" and after.players[0].on_card("K339", "food") == 2


def test_pelts_and_tanner_both_asked_for_one_animal():
    state = _feeding(("K280", "K339"), animals=(0, 0, 1), food=10)
    asked = _cook(state, "cattle")
    assert _asked(asked) == ("K280", ["use:K280:1", "done"])
    pelts = asked.apply("use:K280:1")
    assert _asked(pelts) == ("K339", ["use:K339:1", "done"])
    me = pelts.apply("use:K339:1").players[0]
    assert (me.on_card("K280", "cattle"), me.on_card("K339", "food")) == (1, 1)


def test_pelts_asked_after_cooking_an_animal_taken_from_a_space_outside_the_harvest():
    state = table(("K339",), round_number=4, majors=("fireplace_2",), animals=(1, 0, 0))
    cooked = state.apply("space:sheep").apply("cook:sheep")
    assert _asked(cooked) == ("K339", ["use:K339:1", "done"])
    back = cooked.apply("use:K339:1")
    assert back.step.kind != "answer" and back.players[0].on_card("K339", "food") == 1
    assert cooked.apply("done").players[0].on_card("K339", "food") == 0


def test_grocer_sells_the_top_of_its_pile_for_1_food_in_order():
    state = table(("E184",), food=3)
    assert "use:E184:1" in _ids(state)
    first = state.apply("use:E184:1")
    second = first.apply("use:E184:1")
    me = second.players[0]
    assert (me.reed, me.grain, me.food) == (1, 1, 1)  # reed, then grain, 1 food each
    assert "use:E184:1" not in _ids(table(("E184",), food=0))
    assert "use:E184:1" not in _ids(table(("E184",), food=3, used=(("E184", 8),)))  # the pile is gone


def test_resource_seller_gives_its_top_when_that_resource_is_taken():
    state = table(("K310",), round_number=2)
    assert card_gain(state, "K310", lambda s: use(s, "clay")) == {}  # wood lies on top
    me = use(state, "wood")
    assert me.wood == state.goods[state.spaces.index("wood")] + 1
    after = table(("K310",), round_number=2, used=me.used)
    assert card_gain(after, "K310", lambda s: use(s, "clay")) == {"clay": 1}  # clay came next


def test_resource_seller_also_hears_goods_arriving_at_the_round_start():
    from calculator.agricola.effects import interpreter

    me = interpreter.schedule(table(("K310",)).players[0], {"wood": 1}, (2,))
    assert interpreter.at_round_start(me, 2).wood == 2


def test_pieceworker_buys_1_more_of_the_good_a_space_gave_for_1_food():
    state = table(("K268",), round_number=2, food=2)
    after = state.apply("space:clay")
    assert _ids(after) == {"use:K268:1", "done"}
    me = after.apply("use:K268:1").players[0]
    assert (me.clay, me.food) == (state.goods[state.spaces.index("clay")] + 1, 1)
    assert "use:K268:1" not in _ids(table(("K268",), round_number=2, food=0).apply("space:clay"))


def test_pieceworker_one_more_of_each_kind_taken_and_vegetables_cost_2_food():
    state = table(("K268",), round_number=2, players=4, food=3)
    after = state.apply("space:reed_stone_food")  # reed and stone: one more of each
    bought = after.apply("use:K268:1")
    assert bought.players[0].reed == 2 and "use:K268:1" in _ids(bought)  # the stone is still to buy
    done = bought.apply("use:K268:1")
    assert (done.players[0].reed, done.players[0].stone, done.players[0].food) == (2, 2, 2)
    veg = table(("K268",), round_number=8, food=2).apply("space:vegetable").apply("use:K268:1")
    assert (veg.players[0].vegetables, veg.players[0].food) == (2, 0)


def test_pieceworker_on_a_building_resource_chosen_in_a_part():
    state = table(("K268",), players=3, food=1)
    after = state.apply("space:resource1").apply("take:stone")
    assert _ids(after) == {"use:K268:1", "done"}
    assert after.apply("use:K268:1").players[0].stone == 2


def test_animal_trainer_spends_the_food_of_traveling_players_on_animals():
    state = table(("K342",), round_number=4, players=4, food=0)
    i = state.spaces.index("traveling")
    state = state.replace(goods=state.goods[:i] + (4,) + state.goods[i + 1:])
    board = state.players[0].board.with_stable((0, 4))
    state = state.with_player(0, state.players[0].replace(board=board))
    after = state.apply("space:traveling")
    assert {"use:K342:1", "use:K342:2", "use:K342:3"} <= _ids(after)
    one = after.apply("use:K342:1")  # a sheep for 2 of the 4 food
    two = one.apply("use:K342:1")  # and another
    me = two.players[0]
    assert (me.animals, me.food) == ((2, 0, 0), 0)
    assert two.step.kind != "use"  # the food taken is spent
    assert "use:K342:1" not in _ids(table(("K342",), round_number=4, players=4).apply("space:traveling"))


def test_animal_trainer_only_the_food_taken_pays():
    state = table(("K342",), round_number=4, players=4, food=10)
    i = state.spaces.index("traveling")
    state = state.replace(goods=state.goods[:i] + (2,) + state.goods[i + 1:])
    after = state.apply("space:traveling")
    assert "use:K342:3" not in _ids(after)  # a cattle costs 3: the 10 food in hand do not help
    assert after.apply("use:K342:2").players[0].food == 10


def test_tinsmith_clay_for_1_food_and_3_food_per_2_clay_once_a_well_is_built():
    state = harvest(table(("K285",), round_number=4, clay=4, food=10))
    assert "convert:clay" in _ids(state) and "use:K285:1" not in _ids(state)
    assert state.apply("convert:clay").players[0].clay == 3
    other = table(round_number=4).players[1].replace(majors=("well",))
    welled = harvest(table(("K285",), round_number=4, clay=4, food=10).with_player(1, other))
    after = welled.apply("use:K285:1")
    assert (after.players[0].clay, after.players[0].food) == (2, 13)


def test_tinsmith_the_village_well_counts_as_a_well():
    other = table().players[1].replace(played=("I66",))
    state = table(("K285",), clay=2).with_player(1, other)
    assert "use:K285:1" in _ids(state)


def test_plane_one_more_food_from_the_joinery_or_a_second_wood_for_2_food_in_all():
    state = harvest(table(("E26",), round_number=4, wood=2, food=10, grain=1, majors=("joinery",)))
    assert "use:E26:1" not in _ids(state)  # only after the Joinery's conversion
    crafted = state.apply("craft:joinery")
    plain = without(state, "E26").apply("craft:joinery")
    assert crafted.players[0].food - plain.players[0].food == 1  # 1 wood: 3 food, not 2
    second = crafted.apply("use:E26:1")  # instead: a second wood, 2 wood for 4 food in all
    assert (second.players[0].wood, second.players[0].food - plain.players[0].food) == (0, 2)
    assert "use:E26:1" not in _ids(second)


def test_plane_also_works_with_the_cabinetmaker():
    state = harvest(table(("E26", "I258"), round_number=4, wood=1, food=10, grain=1))
    assert state.apply("craft:I258").players[0].food == 10 + 2 + 1


def test_gypsys_crock_one_more_food_for_every_2_goods_cooked_in_one_feeding():
    state = _feeding(("E19",), animals=(2, 0, 0), vegetables=1, food=10)
    one = _cook(state, "sheep")
    assert one.players[0].food == _cook(without(state, "E19"), "sheep").players[0].food  # 1 good: nothing yet
    two = one.apply("convert:vegetables")  # a second good at the same time (two kinds count)
    plain = _cook(without(state, "E19"), "sheep").apply("convert:vegetables")
    assert two.players[0].food - plain.players[0].food == 1


def test_gypsys_crock_baking_counts_and_goods_eaten_raw_do_not():
    from calculator.agricola.step import Step

    state = table(("E19",), round_number=4, grain=4, majors=("fireplace_2",))
    state = state.replace(step=Step("bake", "sow_bake"))
    baked = state.apply("bake:4").players[0]
    assert baked.food - state.players[0].food == 4 * 2 + 2  # 4 grain on the Fireplace: 2 more food
    raw = harvest(table(("E19",), round_number=4, grain=3, food=10))
    eaten = raw.apply("convert:grain").apply("convert:grain").players[0]
    assert eaten.food == 12  # no cooking improvement: no more food


def test_keeping_a_converted_animal_is_decided_by_every_bot():
    import random

    from calculator.core.bots import make_bot

    asked = _cook(_feeding(("E156", "K280", "K339"), animals=(0, 2, 0), food=10), "boar")
    assert asked.step.kind == "answer"
    for bot in ("random", "greedy", "mcts:8"):
        choice = make_bot(bot, "agricola").choose(asked, random.Random(1))
        assert choice in asked.legal_actions()
        after = asked.apply(choice.id)
        assert (after.step.kind, after.step.card) != ("answer", "E156")  # the answer was taken
