"""The cards that lay something on the spaces (Foreman K308, Fence Builder I263, Fence
Deliveryman I265), in game positions, with the rulings that decide their interactions."""

from __future__ import annotations

from card_positions import ROUND_CARDS, pasture

from calculator.agricola import abilities, flow, spaces
from calculator.agricola.game import AgricolaState, new_game


def card_table(round_number: int = 1, players: int = 2, **seats: dict) -> AgricolaState:
    """A card game at the work phase of ``round_number`` (the round cards of
    :data:`card_positions.ROUND_CARDS` revealed), seat 0 to move; ``seat<n>=changes`` to a player."""
    state = new_game(3, players, first_player=0, cards=ROUND_CARDS, decks=("E", "I", "K"))
    ids = state.spaces[:-1] + ROUND_CARDS[:round_number]
    amount = spaces.amounts(players)
    state = state.replace(round=round_number, spaces=ids, goods=tuple(amount[s] for s in ids),
                          occupied=(None,) * len(ids))
    for seat in range(players):
        state = state.with_player(seat, state.players[seat].replace(hand=(), **seats.get(f"seat{seat}", {})))
    return state.replace(to_move=0)


def _ids(state: AgricolaState) -> set[str]:
    return {a.id for a in state.legal_actions()}


def _on(state: AgricolaState, space: str) -> int:
    return state.goods[state.spaces.index(space)]


def _played_through_lessons(state: AgricolaState, card: str) -> AgricolaState:
    """Seat 0 plays the occupation ``card`` from hand (its first: free) on the Lessons space."""
    state = state.with_player(0, state.players[0].replace(hand=(card,)))
    return state.apply("space:lessons").apply(f"occupation:{card}")


# ---------------------------------------------------------------- Foreman K308


def test_foreman_lays_a_food_that_the_next_user_of_the_space_takes():
    state = card_table(round_number=3, players=4, seat0={"played": ("K308",)})
    begun = flow.begin_round(state)
    assert (begun.step.kind, begun.step.card, begun.to_move) == ("lay_goods", "K308", 0)
    assert {"space:wood", "space:fish", "space:sheep", "done"} <= _ids(begun)
    laid = begun.apply("space:wood")
    assert laid.laid == (("wood", "food", 1),) and laid.step.kind == "work"
    view = next(s for s in laid.public_view()["spaces"] if s["id"] == "wood")
    assert view["laid"] == {"food": 1}
    wood = _on(laid, "wood")
    laid = laid.apply("space:clay")  # the owner does not take it: it lies there
    taken = laid.apply("space:wood")  # the next player on the space takes it with the wood
    assert (taken.players[1].food - laid.players[1].food, taken.players[1].wood - laid.players[1].wood) == (1, wood)
    assert taken.laid == ()


def test_foreman_may_lay_no_food_and_unused_food_stays_for_later_rounds():
    state = card_table(round_number=3, players=4, seat0={"played": ("K308",)})
    assert flow.begin_round(state).apply("done").laid == ()
    kept = flow.begin_round(state.replace(laid=(("grain", "food", 1),))).apply("space:grain")
    assert kept.laid == (("grain", "food", 2),)  # a second food on the same space


def test_foreman_food_on_an_empty_card_space_makes_it_usable():
    state = card_table(round_number=3, players=4, seat0={"played": ("K308",), "food": 5}, seat1={"played": ("I230",)})
    state = state.replace(spaces=state.spaces + ("I230",), goods=state.goods + (0,),
                          occupied=state.occupied + (None,))
    assert "space:I230" not in _ids(state)  # an empty pile is no action
    laid = state.replace(laid=(("I230", "food", 1),))
    assert "space:I230" in _ids(laid.replace(to_move=0))
    begun = flow.begin_round(state)
    assert "space:I230" in _ids(begun)  # a card's action space may take the food too


def test_foreman_not_on_a_round_space_still_to_come_unless_revealed_early():
    state = card_table(round_number=10, players=4, seat0={"played": ("K308",)})
    begun = flow.begin_round(state)
    assert "space:growth_no_room" not in _ids(begun)  # round 12's card: not yet on the board
    revealed = flow.begin_round(card_table(round_number=10, players=4, seat0={"played": ("K308", "I238")}))
    assert {"space:growth_no_room", "space:renovate_fences"} <= _ids(revealed)  # Chamberlain: revealed


def test_foreman_wood_distributor_and_taster_decide_in_seat_order_from_the_starting_player():
    # The Foreman (seat 0, the starting player) lays its food first, the wood pile still whole;
    # the Wood Distributor (seat 1) then decides to share the pile out, seeing the food laid; the
    # Taster (seat 2) pays and places first once every decision is taken.
    state = card_table(round_number=3, players=4, seat0={"played": ("K308",)}, seat1={"played": ("K284",)},
                       seat2={"played": ("I260",), "food": 2})
    begun = flow.begin_round(state)
    assert begun.step.kind == "lay_goods" and begun.to_move == 0 and _on(begun, "wood") >= 3
    laid = begun.apply("space:clay")
    assert (laid.to_move, laid.step.kind, laid.step.card) == (1, "use", "K284")
    after = laid.apply("use:K284:1")
    assert _on(after, "wood") == 0 and _on(after, "clay") >= 2
    assert after.step.kind == "work" and after.to_move == 2
    assert after.players[2].food == 1 and after.players[0].food == state.players[0].food + 1
    clay = _on(after, "clay")
    took = after.apply("space:clay")
    assert (took.players[2].clay - after.players[2].clay, took.players[2].food - after.players[2].food) == (clay, 1)


# ---------------------------------------------------------------- Fence Builder I263


def test_fence_builder_puts_one_of_its_fences_on_a_space_leaving_14_to_build():
    state = _played_through_lessons(card_table(seat0={"food": 2, "wood": 20}), "I263")
    assert state.step.kind == "fence_marker" and "done" not in _ids(state)
    assert {"space:wood", "space:lessons", "space:fish"} <= _ids(state)
    marked = state.apply("space:wood")
    me = marked.players[0]
    assert abilities.fence_budget(me) == 14
    assert next(s for s in marked.public_view()["spaces"] if s["id"] == "wood")["fences"] == [0]


def test_fence_builder_builds_fences_after_using_the_marked_space_paying_wood():
    state = _played_through_lessons(card_table(seat0={"food": 2, "wood": 6}), "I263").apply("space:wood")
    state = state.apply("space:day_laborer")  # seat 1
    used = state.apply("space:wood")
    assert used.step.kind == "fence" and "done" in _ids(used)  # optional, after the space's goods
    fenced = used.apply("cell:0:4").apply("enclose")
    me = fenced.players[0]
    assert me.board.fence_count == 4 and me.wood == 6 + _on(state, "wood") - 4


def test_fence_builder_no_effect_without_fences_left():
    from calculator.agricola.board import FarmBoard

    board = FarmBoard.start().with_fences(pasture((0, 0), (0, 1), (0, 2), (0, 3), (0, 4)) | pasture((1, 1)))
    assert board.fence_count == 15
    state = _played_through_lessons(card_table(seat0={"food": 2, "board": board}), "I263")
    assert state.step.kind == "work" and state.to_move == 1 and state.players[0].used == ()


def test_fence_builder_played_on_lessons_and_marking_it_builds_no_fences_that_turn():
    state = _played_through_lessons(card_table(seat0={"food": 2, "wood": 9}), "I263")
    after = state.apply("space:lessons")
    assert after.step.kind == "work" and after.to_move == 1  # the turn is over: no fence part
    later = after.apply("space:day_laborer").replace(occupied=tuple(None for _ in after.occupied))
    later = later.with_player(0, later.players[0].replace(hand=("K309",), food=1))
    again = later.apply("space:lessons").apply("occupation:K309")
    assert again.step.kind == "fence" and again.to_move == 0  # the next use of the space adds the fences


def test_fence_builder_on_a_fence_space_two_separate_fence_actions_each_firing_the_cards():
    # Hedge Keeper (E175) frees 3 fences after the first of each action; Fencer (I264, seat 1) pays
    # 1 wood for each other player's fence action: both fire once per action.
    state = card_table(round_number=2, seat0={"played": ("E175",), "food": 2, "wood": 8},
                       seat1={"played": ("I264",)})
    state = _played_through_lessons(state, "I263").apply("space:fences")
    state = state.apply("space:day_laborer")
    first = state.apply("space:fences")
    assert first.step.kind == "fence" and first.step.after == ("fence",)
    one = first.apply("cell:0:4").apply("cell:1:4").apply("enclose")  # 6 fences: 3 wood with Hedge Keeper
    assert one.players[0].wood == 8 - 3
    two = one.apply("done")
    assert two.step.kind == "fence" and two.step.fenced == 0 and two.players[1].wood == state.players[1].wood + 2
    done = two.apply("cell:0:3").apply("cell:1:3").apply("enclose")  # 4 new fences: 1 wood, 3 free again
    assert done.players[0].wood == 8 - 3 - 1
    over = done.apply("done")
    assert over.players[1].wood == state.players[1].wood + 3  # Fencer heard two fence actions (2 + 1 wood)


def test_fence_builder_an_empty_accumulation_space_cannot_be_used_just_to_build_fences():
    state = _played_through_lessons(card_table(seat0={"food": 2, "wood": 9}), "I263").apply("space:reed")
    state = state.apply("space:day_laborer")
    empty = state.replace(goods=tuple(0 if s == "reed" else g for s, g in zip(state.spaces, state.goods)))
    assert "space:reed" not in _ids(empty)


def test_fence_builder_not_on_a_round_space_still_to_come():
    state = _played_through_lessons(card_table(round_number=1, seat0={"food": 2}), "I263")
    assert "space:fences" not in _ids(state)  # round 2's card is not on the board in round 1
    assert "space:sow_bake" in _ids(state)


# ---------------------------------------------------------------- Fence Deliveryman I265


def _waiting(state: AgricolaState, seat: int = 0) -> dict[str, int]:
    return state.public_view()["players"][seat].get("fences_waiting", {})


def test_fence_deliveryman_puts_4_fences_on_the_round_spaces_6_and_10_ahead():
    state = _played_through_lessons(card_table(round_number=2, seat0={"food": 2}), "I265")
    assert _waiting(state) == {"8": 4, "12": 4}
    assert abilities.fence_budget(state.players[0].replace(wood=20)) == 7  # they cannot be built as usual


def test_fence_deliveryman_only_rounds_up_to_14_and_fewer_fences_fill_the_earlier_space_first():
    late = _played_through_lessons(card_table(round_number=6, seat0={"food": 2}), "I265")
    assert _waiting(late) == {"12": 4}  # round 16 does not exist
    from calculator.agricola.board import FarmBoard

    board = FarmBoard.start().with_fences(pasture((0, 0), (0, 1), (0, 2), (0, 3), (0, 4)))
    assert board.fence_count == 12
    few = _played_through_lessons(card_table(round_number=2, seat0={"food": 2, "board": board}), "I265")
    assert _waiting(few) == {"8": 3}  # fewer than 4: all on the earlier space
    board = FarmBoard.start().with_fences(pasture((0, 0), (0, 1)) | pasture((0, 2)))
    assert board.fence_count == 9
    six = _played_through_lessons(card_table(round_number=2, seat0={"food": 2, "board": board}), "I265")
    assert _waiting(six) == {"8": 4, "12": 2}  # fewer than 8: the later space gets fewer


def _at_round(state: AgricolaState, number: int) -> AgricolaState:
    """The next round begun from ``state`` put at the end of round ``number - 1``, seat 0 starting."""
    return flow.begin_round(state.replace(round=number - 1, start_player=0, occupied=(None,) * len(state.spaces)))


def test_fence_deliveryman_builds_the_waiting_fences_for_2_food_without_wood():
    state = _played_through_lessons(card_table(round_number=2, seat0={"food": 4}), "I265")
    begun = _at_round(state, 8)
    assert (begun.step.kind, begun.step.card, begun.to_move) == ("fence", "I265", 0)
    assert "cell:1:1" in _ids(begun) and "done" in _ids(begun)
    food, wood = begun.players[0].food, begun.players[0].wood
    built = begun.apply("cell:0:4").apply("enclose")
    assert (built.players[0].food, built.players[0].wood, built.players[0].board.fence_count) == (food - 2, wood, 4)
    assert built.step.kind == "work"  # no fence left waiting: the part ends by itself
    assert _waiting(built) == {"12": 4} and abilities.fence_budget(built.players[0].replace(wood=30)) == 7


def test_fence_deliveryman_no_open_pasture_and_leftover_fences_return_to_the_supply():
    state = _played_through_lessons(card_table(round_number=2, seat0={"food": 4, "wood": 30}), "I265")
    begun = _at_round(state, 8)
    two = begun.apply("cell:0:4")
    assert "enclose" in _ids(two) and "cell:0:3" not in _ids(two)  # 6 fences for two spaces: more than 4
    declined = begun.apply("done")
    me = declined.players[0]
    assert me.food == begun.players[0].food and abilities.fence_budget(me) == 11  # 4 back, 4 still on round 12


def test_fence_deliveryman_food_received_at_the_rounds_start_pays():
    state = _played_through_lessons(card_table(round_number=2, seat0={"food": 0}), "I265")
    poor = _at_round(state, 8)
    assert poor.step.kind == "work"  # no food: no decision, and the fences went back
    assert abilities.fence_budget(poor.players[0].replace(wood=30)) == 11
    fed = state.with_player(0, state.players[0].replace(future=((8, "food", 2),)))
    begun = _at_round(fed, 8)
    assert (begun.step.kind, begun.step.card) == ("fence", "I265")


def test_fence_deliveryman_building_fires_hedge_keeper_3_more_free_fences():
    state = _played_through_lessons(card_table(round_number=2, seat0={"food": 4, "played": ("E175",)}), "I265")
    begun = _at_round(state, 8)
    built = begun.apply("cell:0:4").apply("enclose")
    assert "cell:0:3" in _ids(built)  # 3 more, free
    more = built.apply("cell:0:3").apply("enclose")
    assert more.players[0].board.fence_count == 7 and more.players[0].wood == begun.players[0].wood
    assert more.players[0].food == begun.players[0].food - 2  # the price once


def test_fence_builder_the_spaces_own_action_first_the_fences_cannot_stand_in_for_it():
    state = _played_through_lessons(card_table(seat0={"food": 2, "wood": 9}), "I263").apply("space:lessons")
    later = state.apply("space:day_laborer").replace(occupied=tuple(None for _ in state.occupied))
    later = later.with_player(0, later.players[0].replace(hand=("K309",), food=1))
    lessons = later.apply("space:lessons")
    assert lessons.step.kind == "occupation" and lessons.step.after == ("fence",)
    assert "done" not in _ids(lessons)  # an occupation must be played: the fences come after it


def test_foreman_fence_builder_and_fence_deliveryman_decisions_are_taken_by_every_bot():
    import random

    from calculator.core.bots import make_bot

    foreman = flow.begin_round(card_table(round_number=3, players=4, seat0={"played": ("K308",)}))
    builder = _played_through_lessons(card_table(seat0={"food": 2, "wood": 9}), "I263")
    deliveryman = _at_round(_played_through_lessons(card_table(round_number=2, seat0={"food": 4}), "I265"), 8)
    for state, kind in ((foreman, "lay_goods"), (builder, "fence_marker"), (deliveryman, "fence")):
        assert state.step.kind == kind
        for bot in ("random", "greedy", "mcts:8"):
            choice = make_bot(bot, "agricola").choose(state, random.Random(1))
            assert choice in state.legal_actions()
