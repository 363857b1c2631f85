"""The cards of the home and of playing more improvements and occupations (the group
``house``), one test per card at least, in game positions."""

from __future__ import annotations

from card_positions import card_game, table, without

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


def _with_rooms(state, rooms: int, **changes):
    """``state`` with seat 0's home grown to ``rooms`` rooms (and ``changes``)."""
    me = state.players[0]
    board = me.board
    while board.rooms.bit_count() < rooms:
        board = board.with_room(board.room_cells[0])
    return state.with_player(0, me.replace(board=board, **changes))


def _ids(state) -> set[str]:
    return {a.id for a in state.legal_actions()}


def test_master_builder_a_free_room_at_any_time_once_with_5_rooms():
    assert "use:E151:1" not in _ids(_with_rooms(table(("E151",)), 4))
    state = _with_rooms(table(("E151",)), 5)
    assert "use:E151:1" in _ids(state)
    where = state.apply("use:E151:1")
    cells = state.players[0].board.room_cells
    assert (where.step.kind, _ids(where)) == ("room", {f"room:{r}:{c}" for r, c in cells})  # the player picks the cell
    last = cells[-1]
    after = where.apply(f"room:{last[0]}:{last[1]}")
    me = after.players[0]
    assert last not in me.board.room_cells and cells[0] in me.board.room_cells  # a room on the cell named
    assert me.board.rooms.bit_count() == 6 and (me.wood, me.reed) == (state.players[0].wood, state.players[0].reed)
    assert (after.to_move, after.step.kind, me.workers) == (0, "work", state.players[0].workers)
    assert "use:E151:1" not in _ids(after)  # once in the game


def test_mason_a_free_room_at_any_time_once_in_a_stone_house_of_4_rooms():
    assert "use:E191:1" not in _ids(_with_rooms(table(("E191",)), 4, house="clay"))
    assert "use:E191:1" not in _ids(_with_rooms(table(("E191",)), 3, house="stone"))
    state = _with_rooms(table(("E191",)), 4, house="stone")
    where = state.apply("use:E191:1")
    assert where.step.kind == "room" and "done" not in _ids(where)
    after = where.apply(sorted(_ids(where))[-1])
    assert after.players[0].board.rooms.bit_count() == 5
    assert "use:E191:1" not in _ids(after)


def test_builders_trowel_renovates_the_wooden_hut_at_any_time_paying_for_it():
    state = table(("E50",), clay=2, reed=1)
    assert "use:E50:1" not in _ids(table(("E50",), clay=1, reed=1))  # cannot pay
    after = state.apply("use:E50:1")
    me = after.players[0]
    assert (me.house, me.clay, me.reed) == ("clay", 0, 0)
    assert (after.to_move, after.step.kind) == (0, "work")
    assert "use:E50:1" not in _ids(after)  # a clay hut is beyond it


def test_builders_trowel_with_conservator_renovates_only_to_clay_out_of_turn():
    after = table(("E50", "E200"), clay=2, stone=2, reed=2).apply("use:E50:1")
    assert after.players[0].house == "clay"


def test_stone_breaker_renovates_the_clay_hut_to_stone_at_any_time():
    assert "use:K303:1" not in _ids(table(("K303",), stone=2, reed=1))  # a wooden hut
    after = table(("K303",), house="clay", stone=2, reed=1).apply("use:K303:1")
    assert (after.players[0].house, after.players[0].stone, after.players[0].reed) == ("stone", 0, 0)


def test_builders_trowel_used_when_no_space_is_left_passes_the_turn_on():
    state = table(("E50",), round_number=7, clay=2, reed=1)
    free = state.spaces.index("renovate_major")  # the only free space: usable by renovating
    state = state.replace(occupied=tuple(None if i == free else 1 for i in range(len(state.spaces))))
    assert _ids(state) == {"space:renovate_major", "use:E50:1"}
    after = state.apply("use:E50:1")
    assert after.players[0].house == "clay"
    assert after.round == 8  # nobody could use a space: round 7's work phase (and harvest) are over


def test_conservator_renovates_the_wooden_hut_straight_to_stone():
    state = table(("E200",), round_number=7, stone=2, reed=1)
    assert "space:renovate_major" not in _ids(table((), round_number=7, stone=2, reed=1))
    me = state.apply("space:renovate_major").players[0]  # only stone paid for: no choice
    assert (me.house, me.stone, me.reed) == ("stone", 0, 0)


def test_conservator_may_still_renovate_to_clay():
    me = table(("E200",), round_number=7, clay=2, reed=1).apply("space:renovate_major").players[0]
    assert me.house == "clay"


def test_conservator_asks_stone_or_clay_when_the_player_can_pay_both():
    state = table(("E200",), round_number=7, stone=2, clay=2, reed=1).apply("space:renovate_major")
    assert (state.step.kind, state.step.card) == ("use", "E200")
    assert [(a.id, a.label) for a in state.legal_actions()] == [
        ("use:E200:1", "renovate to a stone house"), ("use:E200:2", "renovate to a clay hut")]
    stone = state.apply("use:E200:1").players[0]
    assert (stone.house, stone.stone, stone.clay, stone.reed) == ("stone", 0, 2, 0)
    clay = state.apply("use:E200:2").players[0]
    assert (clay.house, clay.stone, clay.clay, clay.reed) == ("clay", 2, 0, 0)


def test_conservator_choice_is_taken_by_every_bot():
    import random

    from calculator.core.bots import make_bot

    state = table(("E200",), round_number=7, stone=2, clay=2, reed=1).apply("space:renovate_major")
    for bot in ("random", "greedy", "mcts:8"):
        choice = make_bot(bot, "agricola").choose(state, random.Random(1))
        assert choice in state.legal_actions() and state.apply(choice.id).players[0].house in ("clay", "stone")


def test_manufacturer_builds_the_crafts_as_minors_2_resources_cheaper_in_a_clay_house():
    from card_positions import card_game

    state = card_game(played=("K277",), house="clay", wood=1, stone=1, reed=0, clay=0)
    after = state.apply("space:start_minor")
    assert {a.id for a in after.legal_actions()} >= {"major:joinery", "done"}
    me = after.apply("major:joinery").players[0]
    assert (me.wood, me.stone, me.majors) == (0, 0, ("joinery",))


def test_manufacturer_does_nothing_in_a_wooden_hut():
    from card_positions import card_game

    state = card_game(played=("K277",), wood=2, stone=2, reed=2, clay=2)
    assert "major:joinery" not in {a.id for a in state.apply("space:start_minor").legal_actions()}


def _hut_builder_round_11(played_in: int, **changes):
    """Round 11 begun, seat 0 having played the Hut Builder in round ``played_in``."""
    from calculator.agricola import flow
    from calculator.agricola.effects import interpreter as effects

    state = table(round_number=10).replace(start_player=1)
    me = effects.on_play(state.players[0].replace(played=("E178",), **changes), "E178", played_in)
    return me, flow.begin_round(state.with_player(0, me))


def test_hut_builder_played_in_rounds_1_to_4_lets_its_owner_build_a_free_room_at_round_11_on_a_cell_it_names():
    me, offer = _hut_builder_round_11(3)
    assert (offer.round, offer.to_move, offer.step.kind) == (11, 0, "room")  # before the work phase
    ids = [a.id for a in offer.legal_actions()]
    assert {f"room:{r}:{c}" for r, c in me.board.room_cells} | {"done"} == set(ids)
    cell = me.board.room_cells[-1]
    built = offer.apply(f"room:{cell[0]}:{cell[1]}")
    after = built.players[0]
    assert built.step.kind == "work" and after.board.rooms.bit_count() == 3 and cell not in after.board.room_cells
    assert (after.wood, after.reed) == (me.wood, me.reed)  # at no cost
    declined = offer.apply("done")
    assert declined.step.kind == "work" and declined.players[0].board.rooms.bit_count() == 2


def test_hut_builder_played_after_round_4_gives_no_room():
    _, begun = _hut_builder_round_11(5)
    assert begun.step.kind == "work" and begun.players[0].board.rooms.bit_count() == 2


def test_hut_builder_gives_no_room_to_a_stone_house():
    _, begun = _hut_builder_round_11(2, house="stone")
    assert begun.step.kind == "work" and begun.players[0].board.rooms.bit_count() == 2


def test_hut_builder_room_decision_is_taken_by_every_bot():
    import random

    from calculator.core.bots import make_bot

    _, offer = _hut_builder_round_11(1, house="clay")
    assert offer.step.kind == "room" and all(a.label.startswith("build a clay room") for a in offer.legal_actions()
                                             if a.id != "done")
    for bot in ("random", "greedy", "mcts:8"):
        choice = make_bot(bot, "agricola").choose(offer, random.Random(1))
        assert choice in offer.legal_actions() and offer.apply(choice.id).step.kind == "work"


def _play(state, *action_ids):
    for action_id in action_ids:
        state = state.apply(action_id)
    return state


def _with_space(state, space_id: str):
    """``state`` with the round space ``space_id`` open (round 2) and free."""
    return state.replace(round=2, spaces=state.spaces + (space_id,), goods=state.goods + (0,),
                         occupied=state.occupied + (None,))


def test_writing_desk_plays_a_second_occupation_for_2_food_on_lessons():
    state = card_game(("E150", "E152", "E153"), played=("E49",), food=3)
    after = _play(state, "space:lessons", "occupation:E150")  # the first is free on Lessons
    assert (after.step.kind, after.step.card) == ("occupation", "E49")
    assert _ids(after) == {"occupation:E152", "occupation:E153", "done"}
    done = after.apply("occupation:E152")
    me = done.players[0]
    assert (me.food, me.played, me.hand) == (1, ("E49", "E150", "E152"), ("E153",))
    assert done.to_move == 1  # only two: the second adds no third
    alone = _play(without(state, "E49"), "space:lessons", "occupation:E150")
    assert alone.to_move == 1  # without the desk the action is over after one


def test_writing_desk_second_occupation_needs_the_2_food():
    after = _play(card_game(("E150", "E152"), played=("E49",), food=1), "space:lessons", "occupation:E150")
    assert after.to_move == 1 and after.players[0].hand == ("E152",)


def test_writing_desk_is_not_used_by_an_occupation_a_card_part_plays():
    from calculator.agricola.effects import interpreter as effects

    assert effects.parts_after_playing(table(("E49",)).players[0], "E152", 1) == ()
    assert effects.parts_after_playing(table(("E49",)).players[0], "E152", 1, occupation_part_of="lessons") \
        == ("occupation:E49",)


def test_traveling_salesman_builds_a_major_on_a_minor_action():
    state = card_game(played=("K281",), clay=2)
    assert "major:fireplace_2" in _ids(state.apply("space:start_minor"))
    assert "space:start_minor" in _ids(card_game(clay=2))
    assert "major:fireplace_2" not in _ids(card_game(clay=2).apply("space:start_minor"))


def test_traveling_salesman_plays_2_minors_on_a_major_or_minor_improvement_action():
    state = _with_space(card_game(("K129", "K143", "K107"), played=("K281",), wood=2, stone=1), "improvement")
    after = _play(state, "space:improvement", "minor:K129")
    assert (after.to_move, after.step.kind) == (0, "minor")
    assert _ids(after) == {"minor:K107", "minor:K143", "done"}
    second = after.apply("minor:K143")
    me = second.players[0]
    assert second.to_move == 1 and me.hand == ("K107",)  # both played (and passed on)
    assert (me.grain, me.stone, me.wood) == (state.players[0].grain + 1, 3, 0)
    alone = _play(without(state, "K281"), "space:improvement", "minor:K129")
    assert alone.to_move == 1


def test_scholar_plays_an_occupation_for_1_food_before_the_first_person_in_a_stone_house():
    state = card_game(("E150", "E152"), played=("K279",), house="stone", food=3)
    assert "use:K279:1" not in _ids(card_game(("E150",), played=("K279",), house="clay", food=3))
    opened = state.apply("use:K279:1")
    assert (opened.step.kind, opened.step.card) == ("occupation_or_improvement", "K279")
    assert {"occupation:E150", "occupation:E152", "done"} <= _ids(opened)
    after = opened.apply("occupation:E152")
    me = after.players[0]
    assert (after.to_move, after.step.kind, me.food, me.hand) == (0, "work", 2, ("E150",))
    assert "use:K279:1" not in _ids(after)  # once a round
    placed = after.apply("space:day_laborer")
    assert placed.to_move == 1


def test_scholar_plays_an_improvement_at_its_cost_and_may_decline():
    state = card_game(("K129",), played=("K279",), house="stone", clay=2)
    opened = state.apply("use:K279:1")
    me = opened.apply("major:fireplace_2").players[0]
    assert (me.clay, me.majors) == (0, ("fireplace_2",))
    declined = opened.apply("done")
    assert (declined.to_move, declined.step.kind, declined.players[0].hand) == (0, "work", ("K129",))


def test_scholar_only_before_the_first_person_of_the_round():
    state = card_game(("E150",), played=("K279",), house="stone", food=3)
    me = state.players[0]
    assert "use:K279:1" not in _ids(state.with_player(0, me.replace(workers=me.people - 1)))


def _dealt(hand: tuple[str, ...], **changes):
    """A card game where seat 0 holds ``hand`` (taken out of the cards dealt to no one)."""
    state = card_game(hand, **changes)
    return state.replace(undealt=tuple(c for c in state.undealt if c not in hand))


def test_broom_swaps_the_minors_in_hand_for_7_new_ones_and_plays_one_more():
    goods = {"food": 5, "wood": 6, "clay": 5, "reed": 5, "stone": 5, "grain": 2}
    state = _dealt(("E150", "K125", "K129", "K143"), **goods)
    undealt = set(state.undealt)
    after = _play(state, "space:start_minor", "minor:K125")
    me = after.players[0]
    new = set(me.hand) - {"E150"}
    assert "E150" in me.hand and len(new) == 7 and new <= undealt  # the occupation stays
    assert not {"K129", "K143"} & (new | set(after.undealt))  # the discarded minors are out of the game
    assert set(after.undealt) == undealt - new
    assert (after.to_move, after.step.kind) == (0, "minor")  # one more minor at once
    assert "done" in _ids(after) and any(a.startswith("minor:") for a in _ids(after))


def test_broom_draws_by_the_states_chance():
    state = _dealt(("K125",), wood=1)
    first = _play(state, "space:start_minor", "minor:K125").players[0].hand
    again = _play(state, "space:start_minor", "minor:K125").players[0].hand
    other = _play(state.replace(seed=state.seed + 1), "space:start_minor", "minor:K125").players[0].hand
    assert first == again and first != other


def test_conservator_with_frame_builder_swaps_a_stone_of_the_renovation_for_wood():
    me = table(("E200", "K272"), stone=1, wood=1, reed=1).players[0]
    assert dict(renovation_price(me, "stone")) == {"stone": 1, "wood": 1, "reed": 1}
    after = table(("E200", "K272"), round_number=7, stone=1, wood=1, reed=1).apply("space:renovate_major")
    assert after.players[0].house == "stone"
