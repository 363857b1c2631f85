"""The cards of people, turns and crops at odd moments (group ``cards-people``), one test
per card at least, in a game position (data/card-play/*.json; specials_people.py)."""

from __future__ import annotations

from card_positions import card_game, card_gain, card_points, gained, harvest, next_round, pasture, table, use, without

from calculator.agricola import abilities, flow
from calculator.agricola.board import FarmBoard
from calculator.agricola.effects import interpreter as effects

TWO_FIELDS = FarmBoard.start().with_field((0, 2)).with_field((0, 3))


def test_serf_offers_a_grain_or_a_grain_swapped_for_a_vegetable_before_sow_and_bake():
    state = table(("K266",), round_number=2, board=TWO_FIELDS, grain=1)
    asked = state.apply("space:sow_bake")
    assert (asked.step.kind, asked.step.card) == ("use", "K266")  # before the sowing
    assert [a.id for a in asked.legal_actions()] == ["use:K266:1", "use:K266:2"]
    plain = use(without(state, "K266"), "sow_bake")
    assert gained(asked.apply("use:K266:1").players[0], plain) == {"grain": 1}
    assert gained(asked.apply("use:K266:2").players[0], plain) == {"grain": -1, "vegetables": 1}


def test_serf_grain_arrives_before_the_sowing():
    state = table(("K266",), round_number=2, board=TWO_FIELDS, grain=1, vegetables=1)
    after = state.apply("space:sow_bake").apply("use:K266:1")
    assert after.step.kind == "sow" and after.players[0].grain == 2
    sown = after.apply("sow:grain").apply("sow:grain").players[0]
    assert sown.on_fields("grain") == 6


def test_serf_swaps_a_grain_for_a_vegetable_to_sow():
    state = table(("K266",), round_number=2, board=TWO_FIELDS, grain=1)
    after = state.apply("space:sow_bake").apply("use:K266:2")
    assert (after.players[0].grain, after.players[0].vegetables) == (0, 1)
    assert "sow:vegetables" in {a.id for a in after.legal_actions()}


def test_serf_swap_needs_a_grain():
    state = table(("K266",), round_number=2, board=TWO_FIELDS, grain=0, vegetables=1)
    asked = state.apply("space:sow_bake")
    assert [a.id for a in asked.legal_actions()] == ["use:K266:1"]


def test_hobby_farmer_asks_to_sow_the_vegetable_given_on_an_empty_field():
    state = card_game(("E180",), board=TWO_FIELDS)
    question = state.apply("space:lessons").apply("occupation:E180")
    assert (question.current_player, question.step.kind, question.step.card) == (0, "answer", "E180")
    assert [a.id for a in question.legal_actions()] == ["sow:vegetables", "done"]
    sown = question.apply("sow:vegetables").players[0]
    assert sown.vegetables == 0 and sown.on_fields("vegetables") == 2 and len(sown.empty_fields) == 1
    kept = question.apply("done")
    assert kept.players[0].vegetables == 1 and not kept.players[0].crops and kept.current_player == 1


def test_hobby_farmer_played_by_the_puppeteer_asks_its_new_owner_out_of_turn():
    from test_others import card_table

    state = card_table(players=4, seat1={"played": ("I249",), "hand": ("E180",), "food": 9, "board": TWO_FIELDS})
    question = state.apply("space:traveling").apply("occupation:E180")
    assert (question.current_player, question.step.card) == (1, "E180")
    assert question.apply("sow:vegetables").players[1].on_fields("vegetables") == 2


def test_hobby_farmer_keeps_the_vegetable_without_an_empty_field():
    state = card_game(("E180",))
    after = state.apply("space:lessons").apply("occupation:E180")
    assert after.step.kind != "answer" and after.players[0].vegetables == 1 and not after.players[0].crops


def _after_field_phase(state):
    """The game after the field phase of its harvest, as the game goes on to it (a card's question first)."""
    from calculator.agricola import answers
    from calculator.agricola import harvest as harvest_phase

    return answers.go_on(harvest_phase.start(state), flow.proceed)


def test_corn_storehouse_asks_field_by_field_to_sow_grain_after_the_field_phase_with_one_fewer():
    state = table(("I86",), round_number=4, board=TWO_FIELDS, grain=3, food=10)
    question = _after_field_phase(state)
    assert (question.current_player, question.step.kind, question.step.card) == (0, "answer", "I86")
    assert [a.id for a in question.legal_actions()] == ["sow:grain", "done"]
    again = question.apply("sow:grain")
    assert again.step.card == "I86" and again.players[0].crops == ((2, "grain", 2),)
    me = again.apply("sow:grain").players[0]  # no empty field left: the question ends by itself
    assert me.crops == ((2, "grain", 2), (3, "grain", 2)) and me.grain == 1
    assert not again.apply("done").players[0].crops[1:]
    assert not _after_field_phase(without(state, "I86")).players[0].crops


def test_corn_storehouse_may_keep_the_grain_the_feeding_needs():
    state = table(("I86",), round_number=4, board=TWO_FIELDS, grain=5, food=0)
    kept = _after_field_phase(state).apply("done")
    assert kept.players[0].grain == 5 and not kept.players[0].crops and kept.step.kind == "feed"


def test_pastor_pays_when_the_others_have_3_rooms():
    state = table(("E193",), round_number=3)
    other = state.players[1]
    state = state.with_player(1, other.replace(board=other.board.with_room((0, 0))))
    assert card_gain(state, "E193", next_round) == {"wood": 3, "clay": 2, "reed": 1, "stone": 1}
    paid = state.with_player(0, next_round(state)).replace(round=4)
    assert next_round(paid).wood == paid.players[0].wood  # once only


def test_pastor_pays_nothing_while_another_still_has_2_rooms():
    state = table(("E193",), round_number=3)
    assert card_gain(state, "E193", next_round) == {}


def test_layabout_sits_out_the_next_harvest():
    state = table(("I244",), round_number=4, board=TWO_FIELDS, crops=((2, "grain", 3),), food=0)
    after = harvest(state)
    me = after.players[0]
    assert me.crops == ((2, "grain", 3),) and me.grain == 0  # no field phase
    assert 0 not in after.queue and after.to_move == 1  # no feeding, no breeding
    assert 0 in harvest(without(state, "I244")).queue


def test_layabout_only_the_first_harvest_after_playing():
    sat_out = table(("I244",), round_number=4, board=TWO_FIELDS, crops=((2, "grain", 3),))
    state = harvest(sat_out).players[0]
    later = table(("I244",), round_number=7).with_player(0, state)
    me = harvest(later).players[0]
    assert me.crops == ((2, "grain", 2),) and me.grain == 1


def test_flagon_food_for_all_when_the_well_is_built():
    from card_positions import card_game

    state = card_game(played=("I87", "I220"), wood=1, stone=1)  # the Well Builder's Well in a minor's place
    after = state.apply("space:start_minor").apply("major:well")
    assert after.players[0].majors == ("well",)
    assert [p.food - b.food for p, b in zip(after.players, state.players)] == [4, 1]


def test_flagon_food_when_another_player_builds_the_well():
    from card_positions import card_game

    state = card_game(played=("I87",))
    state = state.with_player(1, state.players[1].replace(played=("I220",), wood=1, stone=1)).replace(to_move=1)
    after = state.apply("space:start_minor").apply("major:well")
    assert [p.food - b.food for p, b in zip(after.players, state.players)] == [4, 1]
    plain = without(state, "I87")
    assert [p.food for p in plain.apply("space:start_minor").apply("major:well").players] == \
        [p.food for p in plain.players]


def test_flagon_played_after_the_well_was_built_gives_at_once():
    from card_positions import card_game, play_minor

    state = card_game(("I87",), clay=1)
    state = state.with_player(1, state.players[1].replace(majors=("well",)))
    before = state.players
    after = play_minor(state, "I87")
    assert [p.food - b.food for p, b in zip(after.players, before)] == [4, 1]
    no_well = play_minor(state.with_player(1, before[1].replace(majors=())), "I87")
    assert [p.food - b.food for p, b in zip(no_well.players, before)] == [0, 0]


def test_net_fisherman_takes_the_fishing_food_after_a_reed_space():
    from card_positions import end_of_round

    state = table(("I248",), round_number=2)
    fishing = state.goods[state.spaces.index("fish")]
    after = state.apply("space:reed")
    assert fishing and card_gain(after, "I248", end_of_round) == {"food": fishing}
    home = flow._end_work_phase(after)
    assert home.goods[home.spaces.index("fish")] == 1  # emptied, then this round's food


def test_net_fisherman_nothing_when_fishing_was_taken_or_no_reed():
    from card_positions import end_of_round

    state = table(("I248",), round_number=2)
    taken = state.apply("space:reed").apply("space:fish")  # the other player fishes first
    assert card_gain(taken, "I248", end_of_round) == {}
    assert card_gain(state.apply("space:clay"), "I248", end_of_round) == {}


def test_farm_steward_next_growth_without_room_in_a_clay_hut():
    state = table(("I233",), round_number=5, house="clay")
    assert "space:family_growth" not in {a.id for a in without(state, "I233").legal_actions()}
    after = state.apply("space:family_growth").players[0]
    assert after.people == 3 and after.board.rooms.bit_count() == 2
    assert not abilities.can_grow(after.replace(newborns=0))  # once only


def test_farm_steward_waits_for_a_clay_or_stone_house():
    state = table(("I233",), round_number=5)
    assert "space:family_growth" not in {a.id for a in state.legal_actions()}
    assert abilities.can_grow(state.players[0].replace(house="stone"))


def test_farm_steward_used_up_by_the_next_growth_even_with_a_room():
    state = table(("I233",), round_number=5, house="clay")
    roomy = state.players[0].replace(board=state.players[0].board.with_room((0, 0)))
    after = state.with_player(0, roomy).apply("space:family_growth").players[0]
    assert after.people == 3 and not abilities.can_grow(after)


def test_reed_hut_occupant_works_every_round_and_eats():
    from calculator.agricola import harvest as harvest_rules

    state = table(("K138",), round_number=3)
    assert card_gain(state, "K138", next_round) == {}
    assert next_round(state).workers == 3 and next_round(without(state, "K138")).workers == 2
    me = state.players[0]
    assert harvest_rules.food_needed(state, me) == 6 and me.people == 2  # fed, not of the family


def test_reed_hut_occupant_works_in_the_round_played_if_a_token_is_left():
    me = table(workers=0).players[0].replace(played=("K138",))
    assert effects.on_play(me, "K138", 3).workers == 1
    full = me.replace(people=5)
    assert effects.on_play(full, "K138", 3).workers == 0 and effects.lodgers(full) == 0


def _alone(state, seat=0):
    """``state`` with every other seat's people already placed (none left to place)."""
    for other in range(state.num_players):
        if other != seat:
            state = state.with_player(other, state.players[other].replace(workers=0))
    return state


def test_countryman_moves_a_person_from_take_grain_to_a_sowing_space():
    state = _alone(table(("K289",), round_number=2, board=TWO_FIELDS))
    placed = state.apply("space:grain").apply("space:wood")
    assert placed.step.kind == "use" and placed.to_move == 0
    assert [a.id for a in placed.legal_actions()] == ["use:K289:1", "done"]  # Sow and Bake; Plow and Sow not out yet
    moved = placed.apply("use:K289:1")
    assert moved.step.kind == "sow" and moved.occupied[moved.spaces.index("grain")] is None
    after = moved.apply("sow:grain")
    assert after.round == 3 and after.players[0].on_fields("grain") == 3
    plain = without(state, "K289").apply("space:grain").apply("space:wood")
    assert plain.round == 3 and not plain.players[0].crops


def test_countryman_may_stay_and_is_offered_once_a_round():
    state = _alone(table(("K289",), round_number=2, board=TWO_FIELDS))
    placed = state.apply("space:grain").apply("space:wood")
    stayed = placed.apply("done")
    assert stayed.round == 3 and stayed.players[0].grain == 1 and not stayed.players[0].crops


def test_acrobat_moves_the_traveling_players_person_to_grain_or_plowing():
    state = _alone(table(("K269",), players=4))
    placed = state.apply("space:traveling").apply("space:wood")
    assert [a.id for a in placed.legal_actions()] == ["use:K269:1", "use:K269:2", "done"]
    moved = placed.apply("use:K269:1")  # Take 1 Grain
    assert moved.round == 2 and moved.players[0].grain == 1
    assert placed.players[0].food == moved.players[0].food  # the Traveling players' food kept
    assert without(state, "K269").apply("space:traveling").apply("space:wood").round == 2


def test_lasso_places_two_people_in_a_row_the_first_on_an_animal_space():
    state = table(("I88",), round_number=4)
    assert "use:I88:1" in {a.id for a in state.legal_actions()}
    assert "use:I88:1" not in {a.id for a in without(state, "I88").legal_actions()}
    first = state.apply("use:I88:1").apply("space:sheep")
    assert first.to_move == 0 and first.step.kind == "work"  # seat 0 again, anywhere
    assert "space:wood" in {a.id for a in first.legal_actions()}
    assert "use:I88:1" not in {a.id for a in first.legal_actions()}  # never three in a row
    second = first.apply("space:wood")
    assert second.to_move == 1 and second.players[0].workers == 0


def test_lasso_second_person_must_go_to_an_animal_space_when_the_first_did_not():
    state = table(("I88",), round_number=4)
    first = state.apply("use:I88:1").apply("space:wood")
    assert first.to_move == 0 and {a.id for a in first.legal_actions()} == {"space:sheep"}
    assert first.apply("space:sheep").to_move == 1


def test_lasso_again_in_the_same_round_with_four_people():
    state = table(("I88",), round_number=11, people=4, workers=4,
                  board=FarmBoard.start().with_room((0, 0)).with_room((0, 1)).with_stable((0, 4)).with_stable((1, 4)))
    state = state.with_player(1, state.players[1].replace(workers=0))
    after = state.apply("use:I88:1").apply("space:sheep").apply("space:wood")
    assert after.to_move == 0 and "use:I88:1" in {a.id for a in after.legal_actions()}
    last = after.apply("use:I88:1").apply("space:boar").apply("space:clay")
    assert last.players[0].workers == 0 and last.players[0].herd["boar"] >= 1


def test_tenant_farmer_lends_one_animal_of_each_type():
    me = table().players[0].replace(played=("E215",))
    assert effects.on_play(me, "E215", 5).animals == (1, 1, 1)


def test_tenant_farmer_returns_what_costs_less_than_the_penalty_and_is_scored_for_the_rest():
    from calculator.agricola import card_export

    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))  # 4 sheep; the boar in the house
    state = table(("E215",), round_number=14, players=4, animals=(4, 1, 0), board=board)
    me = effects.at_game_end(state.players[0])
    assert me.animals == (3, 1, 0)  # a 4th sheep is worth 1 point: given back; the only boar kept; no cattle
    assert effects.at_game_end(without(state, "E215").players[0]).animals == (4, 1, 0)
    ended = state.with_player(0, me)
    assert card_export.card_inputs(ended, 0) == {"E215": {"tenant_farmer_unreturned": 2}}
    assert card_points(ended.replace(decks=("E",)), "E215") == -2


def test_tenant_farmer_keeps_everything_when_the_yeoman_farmer_waives_the_penalty():
    me = effects.at_game_end(table(("E215", "E165"), round_number=14, animals=(4, 1, 0)).players[0])
    assert me.animals == (4, 1, 0)


def test_veterinarian_a_matching_pair_gives_one_animal_from_the_container():
    me = table(("K304",)).players[0]
    drawn = [effects.at_round_start(me, 2, seed=seed) for seed in range(60)]
    pairs = [p for p in drawn if p.animals != me.animals]
    assert 0 < len(pairs) < len(drawn)  # a pair is drawn about 10 times in 36
    for p in pairs:
        (kept,) = [(a, n) for a, n in p.herd.items() if n]
        assert kept[1] == 1 and p.used == ((f"K304@{kept[0]}", 1),)  # it left the container
    assert all(p.animals == me.animals for p in (effects.at_round_start(without(table(("K304",)), "K304").players[0],
                                                                        2, seed=seed) for seed in range(60)))


def test_veterinarian_draws_replay_identically_and_need_two_animals_left():
    me = table(("K304",)).players[0]
    assert [effects.at_round_start(me, 5, seat=1, seed=s) for s in range(10)] == \
        [effects.at_round_start(me, 5, seat=1, seed=s) for s in range(10)]
    almost_empty = me.replace(used=(("K304@boar", 3), ("K304@cattle", 1), ("K304@sheep", 4)))  # 1 cattle left
    assert all(effects.at_round_start(almost_empty, 5, seed=s) == almost_empty for s in range(20))


def test_lasso_on_playing_the_next_person_may_go_at_once_to_an_animal_space():
    from card_positions import card_game, play_minor

    state = card_game(("I88",), reed=1)
    if "sheep" not in state.spaces:
        state = state.replace(spaces=state.spaces + ("sheep",), goods=state.goods + (1,),
                              occupied=state.occupied + (None,))
    played = play_minor(state, "I88")
    assert played.to_move == 0 and {a.id for a in played.legal_actions()} == {"space:sheep"}
    assert played.apply("space:sheep").to_move == 1
