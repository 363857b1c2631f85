"""The cards of land (issue #29, group cards-land): ploughs, ploughing at a round's start,
free fences and stables, and what fencing brings."""

from __future__ import annotations

from calculator.agricola.effects import interpreter as effects

from card_positions import card_game, table, without


def _ids(state) -> set[str]:
    return {a.id for a in state.legal_actions()}


def _fields(state, seat: int = 0) -> int:
    return state.players[seat].board.fields.bit_count()


def _plough(state, space: str, card: str | None, cells: tuple[str, ...]):
    """Seat 0 on ``space``, using the plough ``card`` (None: none), plowing ``cells`` in turn."""
    state = state.apply(f"space:{space}")
    if card:
        state = state.apply(f"use:{card}:1")
    for cell in cells:
        state = state.apply(f"field:{cell}")
    return state


THREE = ("0:4", "0:3", "0:2")


# ---------------------------------------------------------------- ploughs


def test_riding_plow_plows_3_fields_on_plow_and_on_plow_and_sow_twice_per_game():
    state = table(("E61",))
    after = _plough(state, "plow", "E61", THREE)
    assert _fields(after) == 3 and after.players[0].used == (("E61", 1),)
    assert "use:E61:1" not in _ids(without(state, "E61").apply("space:plow"))
    late = table(("E61",), round_number=13, used=(("E61", 1),))
    assert _fields(_plough(late, "plow_sow", "E61", THREE)) == 3
    spent = table(("E61",), used=(("E61", 2),))
    assert "use:E61:1" not in _ids(spent.apply("space:plow"))


def test_riding_plow_may_plow_only_2_fields():
    state = _plough(table(("E61",)), "plow", "E61", ("0:4", "0:3"))
    assert "done" in _ids(state) and _fields(state.apply("done")) == 2
    assert state.apply("done").players[0].used == (("E61", 1),)


def test_turnwrest_plow_plows_3_fields_once_per_game():
    state = table(("E62",), round_number=13)
    after = _plough(state, "plow_sow", "E62", THREE)
    assert _fields(after) == 3
    again = after.replace(to_move=0, occupied=(None,) * len(after.occupied))
    assert "use:E62:1" not in _ids(again.apply("space:plow"))


def test_swing_plow_plows_3_fields_twice_not_on_plow_and_sow():
    state = table(("K115",), round_number=13)
    assert _fields(_plough(state, "plow", "K115", THREE)) == 3
    assert "use:K115:1" not in _ids(state.apply("space:plow_sow"))
    assert "use:K115:1" in _ids(table(("K115",), used=(("K115", 1),)).apply("space:plow"))


def test_crooked_plow_plows_3_fields_once_not_on_plow_and_sow():
    state = table(("K119",), round_number=13)
    after = _plough(state, "plow", "K119", THREE)
    assert _fields(after) == 3 and after.players[0].used == (("K119", 1),)
    assert "use:K119:1" not in _ids(state.apply("space:plow_sow"))


def test_harrow_plows_2_fields_once_and_other_players_pay_the_owner_2_food():
    state = table(("I68",), round_number=13)
    assert _fields(_plough(state, "plow_sow", "I68", ("0:4", "0:3"))) == 2
    # seat 1 uses seat 0's Harrow once, paying 2 food to seat 0
    other = table(round_number=13).replace(to_move=1)
    other = other.with_player(0, other.players[0].replace(played=("I68",), food=0))
    other = other.with_player(1, other.players[1].replace(food=3))
    after = other.apply("space:plow").apply("use:I68:1").apply("field:0:4").apply("field:0:3")
    assert _fields(after, 1) == 2 and after.players[1].food == 1 and after.players[0].food == 2
    assert after.players[1].used == (("I68", 1),) and after.players[0].used == ()
    poor = other.with_player(1, other.players[1].replace(food=1))
    assert "use:I68:1" not in _ids(poor.apply("space:plow"))  # cannot pay the 2 food


def test_harrow_and_a_plough_only_one_per_use_of_a_space():
    state = table(("I68", "E61"))
    offered = _ids(state.apply("space:plow"))
    assert {"use:I68:1", "use:E61:1"} <= offered
    chosen = state.apply("space:plow").apply("use:E61:1")
    assert not {"use:I68:1", "use:E61:1"} & _ids(chosen)
    assert not {"use:I68:1", "use:E61:1"} & _ids(chosen.apply("field:0:4"))


def test_moldboard_plow_a_second_field_on_the_plow_space_twice_per_game():
    state = table(("I63",))
    after = _plough(state, "plow", "I63", ("0:4", "0:3"))
    assert _fields(after) == 2 and after.players[0].used == (("I63", 1),) and after.current_player == 1
    assert without(state, "I63").apply("space:plow").apply("field:0:4").current_player == 1  # one field only
    spent = table(("I63",), used=(("I63", 2),))
    assert "use:I63:1" not in _ids(spent.apply("space:plow"))  # both uses spent


def test_moldboard_plow_not_on_plow_and_sow():
    state = table(("I63",), round_number=13)
    assert "use:I63:1" not in _ids(state.apply("space:plow_sow"))
    assert "use:I63:1" in _ids(state.apply("space:plow"))


def test_yoke_plows_a_field_for_each_plough_and_harrow_at_the_table():
    state = card_game(("K124",), wood=1, animals=(0, 0, 1))
    state = state.with_player(1, state.players[1].replace(played=("E61", "I68")))
    me = state.players[0].replace(played=("K115",))
    assert effects.parts_after_playing(me, "K124", 1, others=(state.players[1],)) == ("plow",) * 3
    state = state.with_player(0, me).apply("space:start_minor").apply("minor:K124")
    for cell in ("0:4", "0:3", "0:2"):
        state = state.apply(f"field:{cell}")
    assert _fields(state) == 3
    alone = card_game(("K124",), wood=1, animals=(0, 0, 1)).apply("space:start_minor").apply("minor:K124")
    assert _fields(alone) == 0 and alone.current_player == 1  # no plough anywhere: nothing to plow


# ---------------------------------------------------------------- at a round's start


def _round_start(state):
    """The game at the start of the next round (its round-start decisions first)."""
    from calculator.agricola import flow

    return flow.begin_round(state)


def test_plow_driver_pays_1_food_at_a_round_start_to_plow_a_field_with_a_stone_house():
    state = table(("E194",), round_number=3, house="stone", food=2)
    started = _round_start(state)
    assert started.step.kind == "use" and started.current_player == 0
    assert _ids(started) == {"use:E194:1", "done"}
    plowed = started.apply("use:E194:1").apply("field:0:4")
    assert _fields(plowed) == 1 and plowed.players[0].food == 1 and plowed.step.kind == "work"
    with_plough = _round_start(table(("E194", "E61"), round_number=3, house="stone", food=2)).apply("use:E194:1")
    assert with_plough.step.kind == "plow" and "use:E61:1" not in _ids(with_plough)  # ruling: no plough with it
    declined = started.apply("done")
    assert declined.step.kind == "work" and _fields(declined) == 0 and declined.players[0].food == 2
    assert _round_start(table(("E194",), round_number=3, house="clay", food=2)).step.kind == "work"
    assert _round_start(table(("E194",), round_number=3, house="stone", food=0)).step.kind == "work"


def test_plow_driver_food_of_the_round_start_pays_for_the_field():
    state = table(("E194",), round_number=3, house="stone", food=0)
    well = list(state.players[0].well_food)
    well[4] = 1
    started = _round_start(state.with_player(0, state.players[0].replace(well_food=tuple(well))))
    assert "use:E194:1" in _ids(started)


def test_groom_builds_a_stable_for_1_wood_at_a_round_start_with_a_stone_house():
    state = table(("I254",), round_number=3, house="stone", wood=1)
    started = _round_start(state)
    assert started.step.kind == "stable1" and "done" in _ids(started)
    built = started.apply("stable:0:4")
    assert built.players[0].board.stable_count == 1 and built.players[0].wood == 0 and built.step.kind == "work"
    assert built.players[0].workers == built.players[0].people  # no person placed
    assert _round_start(table(("I254",), round_number=3, wood=1)).step.kind == "work"  # a wooden hut


# ---------------------------------------------------------------- fences and stables


def _fence(state, *pastures: tuple[str, ...]):
    """Seat 0 on the Fences space, enclosing each pasture (its cells) in turn."""
    state = state.apply("space:fences")
    for cells in pastures:
        for cell in cells:
            state = state.apply(f"cell:{cell}")
        state = state.apply("enclose")
    return state


def _done(state):
    """The fence part ended (by itself once nothing more can be fenced)."""
    return state.apply("done") if state.step.kind == "fence" else state


def test_hedge_keeper_3_fences_after_the_first_cost_no_wood():
    state = table(("E175",), round_number=2, wood=1)
    after = _fence(state, ("0:4",))
    assert after.players[0].board.fence_count == 4 and after.players[0].wood == 0
    assert "space:fences" not in _ids(without(state, "E175"))  # 4 wood without it


def test_hedge_keeper_once_per_action_and_not_the_first_fence():
    state = _fence(table(("E175",), round_number=2, wood=3), ("0:4",))
    assert state.players[0].wood == 2
    assert "cell:0:3" not in _ids(state)  # 3 more fences, all paid now: 2 wood is too little
    assert "space:fences" not in _ids(table(("E175",), round_number=2, wood=0))


def test_sawhorse_3rd_6th_9th_12th_and_15th_fences_cost_nothing():
    state = table(("K121",), round_number=2, wood=3)
    after = _fence(state, ("0:4",))
    assert after.players[0].board.fence_count == 4 and after.players[0].wood == 0
    assert "space:fences" not in _ids(without(state, "K121"))
    two = _fence(table(("K121",), round_number=2, wood=4), ("0:3", "0:4"))  # fences 1-6: the 3rd and 6th free
    assert two.players[0].board.fence_count == 6 and two.players[0].wood == 0


def test_sawhorse_the_next_stable_costs_nothing():
    state = table(("K121",), wood=0).apply("space:build")
    assert "stable:0:4" in _ids(state)
    built = state.apply("stable:0:4")
    assert built.players[0].board.stable_count == 1 and built.players[0].used == (("K121", 1),)
    assert "stable:0:3" not in _ids(built)  # the next one costs 2 wood again
    assert "space:build" not in _ids(without(table(("K121",), wood=0), "K121"))  # no room, no stable to pay


def test_sawhorse_and_hedge_keeper_sawhorse_fences_first():
    state = table(("K121", "E175"), round_number=2, wood=1)
    after = _fence(state, ("0:3", "0:4"))  # 6 fences: the 1st paid, the 3rd and 6th Sawhorse's, 3 Hedge Keeper's
    assert after.players[0].board.fence_count == 6 and after.players[0].wood == 0


def test_farmer_a_wild_boar_the_first_time_then_a_cattle_once_per_action():
    state = table(("E160",), round_number=2, wood=10)
    first = _done(_fence(state, ("0:4",), ("0:3",)))
    assert first.players[0].herd == {"sheep": 0, "boar": 1, "cattle": 0}  # one animal for the two pastures
    later = _done(_fence(table(("E160",), round_number=2, wood=10, used=(("E160", 1),)), ("0:4",)))
    assert later.players[0].herd == {"sheep": 0, "boar": 0, "cattle": 1}
    assert _done(_fence(without(state, "E160"), ("0:4",))).players[0].animals == (0, 0, 0)


def test_farmer_on_the_mini_pasture():
    state = card_game(("E40",), food=2).with_player(0, card_game(("E40",), food=2).players[0].replace(played=("E160",)))
    after = state.apply("space:start_minor").apply("minor:E40").apply("cell:0:4")
    assert after.players[0].herd["boar"] == 1


def test_stablehand_a_free_stable_after_building_fences():
    state = table(("E207",), round_number=2, wood=4)
    fenced = _done(_fence(state, ("0:4",)))
    assert fenced.step.kind == "free_stable" and "stable:0:4" in _ids(fenced)
    built = fenced.apply("stable:0:4")
    assert built.players[0].board.stable_count == 1 and built.players[0].wood == 0
    assert _done(_fence(without(state, "E207"), ("0:4",))).current_player == 1


def test_animal_breeder_buys_a_pair_after_fencing_unused_land():
    state = table(("K307",), round_number=2, wood=4, food=3)
    fenced = _done(_fence(state, ("0:4",)))
    assert fenced.step.kind == "use" and {"use:K307:1", "use:K307:2", "use:K307:3", "done"} == _ids(fenced)
    bought = fenced.apply("use:K307:3")
    assert bought.players[0].herd["cattle"] == 2 and bought.players[0].food == 0
    poor = _done(_fence(table(("K307",), round_number=2, wood=4, food=1), ("0:4",)))
    assert _ids(poor) == {"use:K307:1", "done"}


def test_animal_breeder_not_when_only_dividing_a_pasture():
    from calculator.agricola.board import FarmBoard
    from card_positions import pasture

    board = FarmBoard.start().with_fences(pasture((0, 3), (0, 4)))
    state = table(("K307",), round_number=2, wood=4, food=3, board=board)
    divided = _done(_fence(state, ("0:3",)))
    assert divided.players[0].board.fence_count == 7 and divided.step.kind != "use"
    assert _done(_fence(state, ("1:4",))).step.kind == "use"  # a new pasture next to it


def test_fence_overseer_fences_in_a_stable_just_built_for_1_food_once_a_round():
    state = table(("K312",), wood=6, food=2).apply("space:build").apply("stable:0:4")
    assert state.step.kind == "free_pasture" and _ids(state) == {"cell:0:4", "done"}
    fenced = state.apply("cell:0:4")
    me = fenced.players[0]
    assert me.board.fence_count == 4 and me.food == 1 and me.wood == 4 and fenced.step.kind == "build"
    again = fenced.apply("stable:1:4")  # a second stable this round: no second pasture
    assert again.step.kind == "build" and again.players[0].board.fence_count == 4
    assert _round_start(again.replace(step=again.step.replace(kind="work"))).players[0].used == ()  # renewed
    assert without(table(("K312",), wood=4, food=2), "K312").apply("space:build").apply("stable:0:4").step.kind == "build"


def test_fence_overseer_with_the_groom_and_the_farmer():
    state = table(("I254", "K312", "E160"), round_number=3, house="stone", wood=1, food=1)
    started = _round_start(state).apply("stable:0:4")
    assert started.step.kind == "free_pasture"
    fenced = started.apply("cell:0:4")
    assert fenced.players[0].board.fence_count == 4 and fenced.players[0].herd["boar"] == 1  # the Farmer's boar


def test_fence_overseer_does_not_buy_with_the_animal_breeder():
    state = table(("K312", "K307"), wood=4, food=5).apply("space:build").apply("stable:0:4").apply("cell:0:4")
    assert state.step.kind == "build" and state.players[0].food == 4



def test_stablehand_and_fence_overseer_once_per_action():
    # fences first: the Stablehand's stable, fenced in by the Overseer, brings no second stable
    state = table(("E207", "K312", "E160"), round_number=2, wood=4, food=1)
    fenced = _done(_fence(state, ("0:4",)))
    assert fenced.step.kind == "free_stable" and "done" not in _ids(fenced)  # built at once
    overseen = fenced.apply("stable:1:4")
    assert overseen.step.kind == "free_pasture" and _ids(overseen) == {"cell:1:4", "done"}
    after = overseen.apply("cell:1:4")
    me = after.players[0]
    assert me.board.stable_count == 1 and me.board.fence_count == 7 and after.current_player == 1
    assert me.herd["boar"] == 1 and me.herd["cattle"] == 0  # the Farmer's one animal of the action
    # a stable first: the Overseer's pasture brings the Stablehand's stable, which it cannot fence
    built = table(("E207", "K312"), wood=2, food=1).apply("space:build").apply("stable:0:4").apply("cell:0:4")
    assert built.step.kind == "free_stable"
    second = built.apply("stable:1:4")
    assert second.players[0].board.stable_count == 2 and second.players[0].board.fence_count == 4
    assert second.step.kind != "free_pasture"
