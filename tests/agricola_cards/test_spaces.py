"""The cards of the spaces group (cards as action spaces, fields on cards, spaces usable though
occupied, goods on round spaces), one test per card at least."""

from __future__ import annotations

from card_positions import card_game, play_minor, table, without

from calculator.agricola.board import FarmBoard


def _taken_by_seat_1(state, *space_ids):
    return state.replace(occupied=tuple(1 if s in space_ids else None for s in state.spaces))


def _legal(state) -> set[str]:
    return {a.id for a in state.legal_actions()}


def test_head_of_the_family_builds_a_room_and_grows_where_another_player_is():
    board = FarmBoard.start().with_room((0, 0))
    state = table(("E159",), round_number=12, players=4, board=board, wood=5, reed=2)
    state = _taken_by_seat_1(state, "build", "family_growth", "growth_no_room")
    assert {"space:build", "space:family_growth", "space:growth_no_room"} <= _legal(state)
    assert state.apply("space:growth_no_room").players[0].people == 3
    assert not {"space:build", "space:family_growth"} & _legal(without(state, "E159"))


def test_head_of_the_family_never_joins_its_own_person_nor_other_spaces():
    state = table(("E159",), round_number=8, players=4, wood=5, reed=2)
    state = state.replace(occupied=tuple(0 if s == "build" else 1 if s == "vegetable" else None
                                         for s in state.spaces))
    assert not {"space:build", "space:vegetable"} & _legal(state)


def test_field_warden_takes_a_vegetable_and_plows_where_another_player_is():
    state = _taken_by_seat_1(table(("E163",), round_number=13, players=4), "vegetable", "plow", "plow_sow")
    assert {"space:vegetable", "space:plow", "space:plow_sow"} <= _legal(state)
    assert state.apply("space:vegetable").players[0].vegetables == 1
    assert not {"space:vegetable", "space:plow", "space:plow_sow"} & _legal(without(state, "E163"))
    assert "space:build" not in _legal(_taken_by_seat_1(table(("E163",), round_number=13, players=4, wood=5,
                                                              reed=2), "build"))


# --- fields on cards ------------------------------------------------------------------------------

def _sow_on(state, *sowing: str):
    """Seat 0's game after taking the Sow-and-bake space and sowing ``sowing`` (action ids)."""
    state = state.apply("space:sow_bake")
    for action in sowing:
        state = state.apply(action)
    return state


def _field_phase(state):
    """Seat 0 after the field phase of a harvest (crops taken, the cards' field-phase effects), before feeding."""
    from calculator.agricola.effects import interpreter
    from calculator.agricola.harvest import field_phase

    me = state.players[0]
    return interpreter.at_field_phase(field_phase(me), 4, me)


def _stacks(me, crop: str) -> list[int]:
    from calculator.agricola.effects.interpreter import FIRST_CARD_CELL

    return [n for cell, kind, n in me.crops if cell >= FIRST_CARD_CELL and kind == crop]


def test_bean_field_sows_vegetables_on_the_card_without_a_field():
    state = table(("E18",), round_number=2, vegetables=1)
    assert "space:sow_bake" not in _legal(without(state, "E18"))  # nothing to sow, nothing to bake
    sown = _sow_on(state, "use:E18:1")
    me = sown.players[0]
    assert (_stacks(me, "vegetables"), me.vegetables, me.board.fields) == ([2], 0, 0)
    assert "use:E18:1" not in _legal(sown)  # one stack only
    assert _field_phase(sown).vegetables == 1


def test_bean_field_vegetables_count_at_the_end_and_take_extra_crops_of_the_cards():
    me = _sow_on(table(("E18", "E32"), round_number=2, vegetables=1), "use:E18:1").players[0]
    assert _stacks(me, "vegetables") == [3]  # Potato Dibber's vegetable too (ruling)
    assert me.position().vegetables == 3


def _harvest(state):
    """The game at its harvest (after the field phase), from seat 0's sowing, as the game goes on to it."""
    from calculator.agricola import answers, flow, harvest

    return answers.go_on(harvest.start(state.replace(round=4)), flow.proceed)


def test_lettuce_patch_asks_to_turn_the_vegetable_harvested_from_it_into_4_food():
    sown = _sow_on(table(("E47",), round_number=2, vegetables=1, food=0), "use:E47:1")
    question = _harvest(sown)
    assert (question.current_player, question.step.kind, question.step.card) == (0, "answer", "E47")
    assert [a.id for a in question.legal_actions()] == ["use:E47:1", "done"]  # before the feeding
    me = question.apply("use:E47:1").players[0]
    assert (me.vegetables, me.food) == (0, 4) and _stacks(me, "vegetables") == [1]
    kept = question.apply("done")
    assert (kept.players[0].vegetables, kept.players[0].food) == (1, 0) and kept.step.kind == "feed"


def test_lettuce_patch_leaves_vegetables_of_the_farm_fields_alone():
    board = FarmBoard.start().with_field((0, 2))
    sown = _sow_on(table(("E47",), round_number=2, board=board, vegetables=1, food=0), "sow:vegetables")
    after = _harvest(sown)
    assert after.step.kind != "answer" and (after.players[0].vegetables, after.players[0].food) == (1, 0)


def test_copse_sows_wood_on_2_stacks_like_grain_and_harvests_1_from_each():
    state = table(("I78",), round_number=2, wood=3)
    sown = _sow_on(state, "use:I78:1", "use:I78:1")
    me = sown.players[0]
    assert (_stacks(me, "wood"), me.wood) == ([3, 3], 1)
    assert "use:I78:1" not in _legal(sown)
    after = _field_phase(sown)
    assert (after.wood, after.grain, after.position().grain) == (3, 0, 0)  # wood is never grain


def test_acreage_sows_grain_on_2_stacks_one_at_a_time():
    state = table(("K105",), round_number=2, grain=2)
    once = _sow_on(state, "use:K105:1", "done")
    assert _stacks(once.players[0], "grain") == [3]
    again = once.replace(occupied=(None,) * len(once.spaces), to_move=0, step=state.step)
    twice = _sow_on(again.with_player(0, again.players[0].replace(workers=1)), "use:K105:1")
    assert _stacks(twice.players[0], "grain") == [3, 3]
    assert _field_phase(twice).grain == 2


def test_turnip_field_gives_a_sowing_when_played():

    from calculator.agricola import dealing

    occupations = dealing.occupations(("E150", "E152", "E153", "E154"))[:3]
    state = card_game(("K137",), played=occupations, vegetables=1)
    after = play_minor(state, "K137")
    assert "use:K137:1" in _legal(after)
    me = after.apply("use:K137:1").players[0]
    assert (_stacks(me, "vegetables"), me.vegetables) == ([2], 0)


def test_forester_sows_wood_on_3_stacks_and_fieldsman_adds_to_them():
    state = table(("K278",), round_number=2, wood=3)
    me = _sow_on(state, "use:K278:1", "use:K278:1", "use:K278:1").players[0]
    assert (_stacks(me, "wood"), me.wood) == ([3, 3, 3], 0)
    one = _sow_on(table(("K278", "I219"), round_number=2, wood=1), "use:K278:1").players[0]
    assert _stacks(one, "wood") == [5]  # Fieldsman: 1 stack sown alone gets 2 more (ruling)


# --- goods (and fields) waiting on round spaces, taken for a price -------------------------------

def _played_in(card: str, round_number: int, **changes):
    """Seat 0 of a game at the end of round ``round_number``'s work, with ``card`` played in it."""
    from calculator.agricola.effects import interpreter

    state = table(round_number=round_number)
    me = interpreter.on_play(state.players[0], card, round_number).replace(played=(card,), **changes)
    return state.with_player(0, me)


def _begun(state, round_number: int):
    from calculator.agricola import flow

    return flow.begin_round(state.replace(round=round_number - 1))


def _at_start_of(state, round_number: int):
    return _begun(state, round_number).players[0]


def test_greenhouse_offers_a_vegetable_for_1_food_4_and_7_rounds_later():
    state = _played_in("K117", 3, food=2)
    assert [r for r, _, _ in state.players[0].future] == [7, 10]
    offer = _begun(state, 7)
    assert (offer.to_move, offer.step.kind, offer.step.card) == (0, "use", "K117")  # before the work phase
    assert [a.id for a in offer.legal_actions()] == ["use:K117:1", "done"]
    bought = offer.apply("use:K117:1")
    me = bought.players[0]
    assert (me.vegetables, me.food) == (1, 1) and bought.step.kind == "work"
    assert [r for r, _, _ in me.future] == [10]
    declined = offer.apply("done").players[0]
    assert (declined.vegetables, declined.food) == (0, 2) and [r for r, _, _ in declined.future] == [10]
    assert _at_start_of(state, 6).vegetables == 0


def test_greenhouse_vegetable_is_lost_without_food_but_well_food_pays_it():
    state = _played_in("K117", 3, food=0)
    begun = _begun(state, 7)
    assert begun.step.kind == "work"  # no offer it cannot pay
    assert (begun.players[0].vegetables, _at_start_of(begun, 8).future) == (0, ((10, "K117", 1),))
    well = [0] * 15
    well[7] = 1
    offer = _begun(_played_in("K117", 3, food=0, well_food=tuple(well)), 7)  # ruling: food of the round pays
    me = offer.apply("use:K117:1").players[0]
    assert (me.vegetables, me.food) == (1, 0)


def test_plowman_offers_a_field_for_1_food_4_7_and_10_rounds_later():
    state = _played_in("K293", 2, food=3, board=FarmBoard.start().with_field((0, 2)))
    assert [r for r, _, _ in state.players[0].future] == [6, 9, 12]
    offer = _begun(state, 6)
    assert [a.id for a in offer.legal_actions()] == ["use:K293:1", "done"]
    where = offer.apply("use:K293:1")
    assert where.step.kind == "plow" and {a.id for a in where.legal_actions()} >= {"field:0:1", "field:0:3", "field:1:2"}
    me = where.apply("field:1:2").players[0]
    assert (me.board.fields.bit_count(), me.food) == (2, 2) and (1, 2) not in me.board.field_cells
    assert offer.apply("done").players[0].board.fields.bit_count() == 1
    assert _at_start_of(state, 5).board.fields.bit_count() == 1
    broke = _begun(_played_in("K293", 2, food=0), 6)
    assert broke.players[0].board.fields == 0 and broke.step.kind == "work"


# --- cards that are action spaces ----------------------------------------------------------------

def _seat(state, seat: int):
    """The same game with ``seat`` to place a person."""
    from calculator.agricola.step import Step

    return state.replace(to_move=seat, step=Step("work"))


def test_tavern_is_a_space_giving_3_food_to_another_player():
    state = play_minor(card_game(("I100",), wood=2, stone=2), "I100")
    assert state.spaces[-1] == "I100" and state.occupied[-1] is None
    other = _seat(state, 1)
    assert "space:I100" in _legal(other)
    before = other.players[1].food
    after = other.apply("space:I100")
    assert after.players[1].food == before + 3 and after.players[0].used == ()
    assert "space:I100" not in _legal(_seat(after, 0))  # one person a round


def test_tavern_owner_takes_3_food_or_2_bonus_points():
    state = _seat(play_minor(card_game(("I100",), wood=2, stone=2), "I100"), 0)
    state = state.with_player(0, state.players[0].replace(workers=1, food=0))
    used = state.apply("space:I100")
    assert {"use:I100:1", "done"} <= _legal(used)
    food = used.apply("done").players[0]
    points = used.apply("use:I100:1").players[0]
    assert (food.food, points.food, dict(points.used)) == (3, 0, {"I100": 1})
    finished = used.apply("use:I100:1")
    from calculator.agricola import card_export

    assert card_export.card_inputs(finished, 0)["I100"] == {"tavern_bonus_uses": 1}


def test_clay_deposit_others_pay_1_food_for_5_clay_the_owner_may_take_2_points():
    from calculator.agricola import dealing

    three = dealing.occupations(("E150", "E152", "E153", "E154"))[:3]
    state = play_minor(card_game(("I337",), played=three), "I337")
    other = _seat(state, 1)
    other = other.with_player(1, other.players[1].replace(food=1))
    after = other.apply("space:I337")
    assert (after.players[1].clay, after.players[1].food) == (other.players[1].clay + 5, 0)
    assert after.players[0].food == other.players[0].food + 1
    broke = other.with_player(1, other.players[1].replace(food=0))
    assert "space:I337" not in _legal(broke)  # the owner charges first
    own = _seat(state, 0)
    own = own.with_player(0, own.players[0].replace(workers=1, food=0)).apply("space:I337")
    assert own.players[0].clay == 5 and "use:I337:1" in _legal(own)  # no food asked of the owner
    assert dict(own.apply("use:I337:1").players[0].used) == {"I337": 1}


def test_master_forester_piles_2_wood_a_round_and_charges_others_2_food():
    from calculator.agricola import flow

    state = card_game(("E164",), players=4).apply("space:lessons").apply("occupation:E164")
    assert state.spaces[-1] == "E164" and state.goods[-1] == 0
    assert "space:E164" not in _legal(_seat(state, 1))  # no wood on it yet: no action
    later = flow.begin_round(state.replace(occupied=(None,) * len(state.spaces)))
    i = later.spaces.index("E164")
    assert later.goods[i] == 2
    other = _seat(later, 1)
    other = other.with_player(1, other.players[1].replace(food=2))
    after = other.apply("space:E164")
    assert (after.players[1].wood - other.players[1].wood, after.players[1].food) == (2, 0)
    assert after.players[0].food == other.players[0].food + 2


def test_clay_digger_starts_with_3_clay_adds_1_a_round_and_charges_others_3_food():
    from calculator.agricola import flow

    state = card_game(("I230",), players=4).apply("space:lessons").apply("occupation:I230")
    assert (state.spaces[-1], state.goods[-1]) == ("I230", 3)
    other = _seat(state, 1)
    assert "space:I230" not in _legal(other.with_player(1, other.players[1].replace(food=2)))
    paid = other.with_player(1, other.players[1].replace(food=3)).apply("space:I230")
    assert (paid.players[1].clay, paid.players[1].food, paid.players[0].food) == (
        other.players[1].clay + 3, 0, other.players[0].food + 3)
    later = flow.begin_round(state.replace(occupied=(None,) * len(state.spaces)))
    assert later.goods[later.spaces.index("I230")] == 4
    own = _seat(later, 0).apply("space:I230")
    assert own.players[0].clay == later.players[0].clay + 4 and own.players[0].food == later.players[0].food


# --- goods moved between spaces -----------------------------------------------------------------

def _wood_distributor_round(start_player: int, wood_left: int):
    """Round 3 begun, seat 0 owning the Wood Distributor, ``wood_left`` wood left on the wood space."""
    from calculator.agricola import flow

    state = table(("K284",), round_number=3).replace(decks=("E", "I", "K"), start_player=start_player)
    state = state.replace(goods=tuple(wood_left if s == "wood" else g for s, g in zip(state.spaces, state.goods)))
    return state, flow.begin_round(state)


def _piles(state) -> dict[str, int]:
    return {space: state.goods[state.spaces.index(space)] for space in ("wood", "clay", "reed", "fish")}


def test_wood_distributor_gives_2_wood_and_asks_its_owner_to_share_the_wood_pile_at_the_rounds_start():
    from calculator.agricola import flow
    from calculator.agricola.effects import interpreter

    me = table().players[0]
    assert interpreter.on_play(me, "K284", 1).wood == me.wood + 2
    state, offer = _wood_distributor_round(start_player=1, wood_left=0)
    plain = _piles(flow.begin_round(without(state, "K284")))
    assert (offer.to_move, offer.step.kind, offer.step.card) == (0, "use", "K284")  # before the work phase
    assert [a.id for a in offer.legal_actions()] == ["use:K284:1", "done"]
    assert _piles(offer) == plain and plain["wood"] == 3  # nothing shared before the answer
    shared = offer.apply("use:K284:1")
    assert shared.step.kind == "work" and _piles(shared) == {
        "wood": 0, "clay": plain["clay"] + 1, "reed": plain["reed"] + 1, "fish": plain["fish"] + 1}
    kept = offer.apply("done")
    assert kept.step.kind == "work" and _piles(kept) == plain


def test_wood_distributor_owner_placing_first_may_share_the_pile_too():
    _, offer = _wood_distributor_round(start_player=0, wood_left=0)
    assert (offer.to_move, offer.step.card) == (0, "K284")
    assert _piles(offer.apply("use:K284:1"))["wood"] == 0 and _piles(offer.apply("done"))["wood"] == 3


def test_wood_distributor_leaves_what_cannot_be_shared_evenly():
    _, offer = _wood_distributor_round(start_player=1, wood_left=2)
    assert _piles(offer.apply("use:K284:1"))["wood"] == 2  # 5 wood: 1 onto each, 2 left


def test_wood_distributor_share_decision_is_taken_by_every_bot():
    import random

    from calculator.core.bots import make_bot

    _, offer = _wood_distributor_round(start_player=1, wood_left=0)
    for bot in ("random", "greedy", "mcts:8"):
        choice = make_bot(bot, "agricola").choose(offer, random.Random(1))
        assert choice in offer.legal_actions()
        assert offer.apply(choice.id).step.kind == "work"


# --- round spaces revealed early ------------------------------------------------------------------

def test_chamberlain_opens_the_rounds_to_come_to_its_owner_from_round_11():
    from calculator.agricola import flow

    state = table(("I238",), round_number=10).replace(decks=("E", "I", "K"), start_player=0)
    r11 = flow.begin_round(state)
    assert r11.spaces[-4:] == ("cattle", "growth_no_room", "plow_sow", "renovate_fences")
    assert {"space:plow_sow", "space:growth_no_room"} <= _legal(r11)
    assert not {"space:plow_sow", "space:growth_no_room"} & _legal(_seat(r11, 1))  # the others wait
    r12 = flow.begin_round(r11)
    assert r12.spaces == r11.spaces  # round 12's card was on the board already
    other = _legal(_seat(r12, 1))
    assert "space:growth_no_room" in other and "space:plow_sow" not in other
    assert flow.begin_round(without(state, "I238")).spaces[-1] == "cattle"


def test_chamberlain_played_after_round_11_opens_them_at_once():
    state = card_game(("I238",), players=2).replace(round=12)
    after = state.apply("space:lessons").apply("occupation:I238")
    later = [c for c in state.cards[12:]]
    assert after.spaces[-len(later):] == tuple(later) and len(after.spaces) == len(state.spaces) + len(later)


def test_copse_is_next_to_no_room_for_the_planter_box():
    board = FarmBoard.start().with_field((0, 2))  # an empty field away from the rooms
    me = _sow_on(table(("I78", "I90"), round_number=2, board=board, wood=1), "use:I78:1").players[0]
    assert _stacks(me, "wood") == [3] and me.board.fields.bit_count() == 1
    assert [c for c, _, _ in me.crops if c < 15] == []  # the stack stayed on the card (ruling)
