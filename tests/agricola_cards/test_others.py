"""The cards whose owner answers another player's action, or whose result goes to another
player (group ``cards-others``; their mechanism: the moments ``other_take``, ``other_cook``,
``other_bake``, the kinds ``deal``, ``table`` and ``feed_last``), one test per card at least."""

from __future__ import annotations

from card_positions import ROUND_CARDS, gained

from calculator.agricola import spaces
from calculator.agricola.game import AgricolaState, new_game


def card_table(round_number: int = 1, players: int = 2, **seats: dict) -> AgricolaState:
    """A card game at the work phase of ``round_number`` (the round cards of
    :data:`card_positions.ROUND_CARDS` revealed), seat 0 to move; ``seats``: ``seat<n>=changes``
    to that seat's player (``played`` its cards in play; ``hand`` its hand, else none)."""
    state = new_game(3, players, first_player=0, cards=ROUND_CARDS, decks=("E", "I", "K"))
    ids = state.spaces[:-1] + ROUND_CARDS[:round_number]
    amount = spaces.amounts(players)
    state = state.replace(round=round_number, spaces=ids, goods=tuple(amount[s] for s in ids),
                          occupied=(None,) * len(ids))
    state = state.with_player(0, state.players[0].replace(hand=()))
    for name, changes in seats.items():
        seat = int(name.removeprefix("seat"))
        state = state.with_player(seat, state.players[seat].replace(**{"hand": (), **changes}))
    return state.replace(to_move=0)


def without_cards(state: AgricolaState) -> AgricolaState:
    """The same position with no cards in play."""
    return state.replace(players=tuple(p.replace(played=()) for p in state.players))


def moved(state: AgricolaState, *action_ids: str) -> AgricolaState:
    for action_id in action_ids:
        state = state.apply(action_id)
    return state


# ---------------------------------------------------------------- trades with the player who took goods


def asked(state: AgricolaState, seat: int, card: str) -> AgricolaState:
    """``state`` at ``seat``'s question from ``card``, checked: its seat decides, buy or decline."""
    assert (state.current_player, state.step.kind, state.step.card) == (seat, "answer", card)
    assert [a.id for a in state.legal_actions()] == [f"use:{card}:1", "done"]
    return state


def test_wood_buyer_asks_its_owner_to_buy_1_wood_from_another_player_for_1_food():
    state = card_table(seat1={"played": ("I234",), "food": 2})
    question = asked(state.apply("space:wood"), 1, "I234")
    assert question.view(1)["step"] == {"kind": "answer", "card": "I234", "paused": 0}
    bought = question.apply("use:I234:1")
    assert gained(bought.players[0], state.players[0]) == {"wood": 2, "food": 1}
    assert gained(bought.players[1], state.players[1]) == {"wood": 1, "food": -1}
    declined = question.apply("done")
    assert gained(declined.players[0], state.players[0]) == {"wood": 3}
    assert declined.players[1] == state.players[1]
    for after in (bought, declined):  # the mover's turn is over: the next seat places a person
        assert (after.current_player, after.step.kind, after.asks, after.paused) == (1, "work", (), None)


def test_wood_buyer_question_is_answered_by_the_bots_for_the_owner():
    import random

    from calculator.agricola.bots import evaluate
    from calculator.core.bots import GreedyBot, make_bot

    rich = {"food": 20, "wood": 10, "clay": 10, "reed": 5, "stone": 5}  # seat 2 leads: the trade is between 0 and 1

    def question(food: int, round_number: int) -> AgricolaState:
        state = card_table(players=3, round_number=round_number, seat1={"played": ("I234",), "food": food}, seat2=rich)
        return asked(state.apply("space:wood"), 1, "I234")

    greedy = GreedyBot(evaluate)
    assert greedy.choose(question(9, 2), random.Random(0)).id == "use:I234:1"  # food to spare: the wood is worth it
    assert greedy.choose(question(1, 4), random.Random(0)).id == "done"  # its family eats that food at the harvest
    for spec in ("random", "mcts:10"):
        state = question(9, 2)
        assert make_bot(spec, "agricola").choose(state, random.Random(1)) in state.legal_actions()


def test_wood_buyer_needs_food_and_hears_a_chosen_building_resource():
    poor = card_table(seat1={"played": ("I234",), "food": 0})
    after = poor.apply("space:wood")
    assert after.players[1] == poor.players[1] and after.step.kind == "work"  # nothing to ask
    state = card_table(players=3, seat1={"played": ("I234",), "food": 1})
    question = asked(moved(state, "space:resource1", "take:wood"), 1, "I234")  # ruling: the 3-player space
    after = question.apply("use:I234:1")
    assert gained(after.players[1], state.players[1]) == {"wood": 1, "food": -1}
    assert after.players[0].wood == state.players[0].wood
    assert after.current_player == 1 and after.step.kind == "work"


def test_wood_buyer_not_on_its_owners_own_wood():
    state = card_table(seat0={"played": ("I234",), "food": 2})
    after = state.apply("space:wood")
    assert gained(after.players[0], state.players[0]) == {"wood": 3} and after.step.kind == "work"


def test_reed_buyer_asks_to_swap_food_for_the_first_reed_of_the_round():
    state = card_table(seat1={"played": ("I251",), "food": 1})
    question = asked(state.apply("space:reed"), 1, "I251")
    after = question.apply("use:I251:1")
    assert gained(after.players[0], state.players[0]) == {"food": 2}  # its 1 reed swapped, 1 more food
    assert gained(after.players[1], state.players[1]) == {"reed": 1, "food": -1}
    declined = question.apply("done")
    assert gained(declined.players[0], state.players[0]) == {"reed": 1}
    assert declined.players[1] == state.players[1]


def test_reed_buyer_not_on_the_second_reed_of_the_round_even_its_owners_own():
    state = card_table(players=4, round_number=2, seat2={"played": ("I251",), "food": 3})
    after = moved(state, "space:reed", "use:I251:1", "space:grain", "space:wood2", "space:fish",
                  "space:reed_stone_food")
    assert after.step.kind == "work"  # the second reed: no question
    assert after.players[0].reed == state.players[0].reed + 1 + 0  # the second reed: kept
    assert after.players[2].reed == 1  # only the first reed was swapped
    owner_first = card_table(players=4, round_number=2, seat0={"played": ("I251",), "food": 3})
    after = moved(owner_first, "space:reed", "space:reed_stone_food")
    assert gained(after.players[1], owner_first.players[1]) == {"reed": 1, "stone": 1, "food": 1}


def test_stone_buyer_asks_to_swap_food_for_the_first_stone_of_the_round():
    state = card_table(round_number=6, seat1={"played": ("I255",), "food": 1})
    after = asked(state.apply("space:stone1"), 1, "I255").apply("use:I255:1")
    assert gained(after.players[0], state.players[0]) == {"food": 2}
    assert gained(after.players[1], state.players[1]) == {"stone": 1, "food": -1}
    second = moved(card_table(round_number=6, seat1={"played": ("I255",), "food": 1}),
                   "space:grain", "space:stone1", "space:wood")
    assert second.players[0].wood == state.players[0].wood + 3  # the owner took the first stone itself
    assert gained(second.players[1], state.players[1]) == {"stone": 1}


def test_spinney_takes_1_wood_from_another_player_on_the_3_wood_space():
    state = card_table(seat1={"played": ("I80",)})
    after = state.apply("space:wood")
    assert gained(after.players[0], state.players[0]) == {"wood": 2}
    assert gained(after.players[1], state.players[1]) == {"wood": 1}
    mine = card_table(seat0={"played": ("I80",)})
    assert gained(mine.apply("space:wood").players[0], mine.players[0]) == {"wood": 3}


def test_spinney_comes_before_wood_buyer_and_only_on_the_3_wood_space():
    state = card_table(players=3, seat1={"played": ("I234",), "food": 1}, seat2={"played": ("I80",)})
    question = asked(state.apply("space:wood"), 1, "I234")
    assert gained(question.players[2], state.players[2]) == {"wood": 1}  # the levy, before the question
    after = question.apply("use:I234:1")
    assert gained(after.players[0], state.players[0]) == {"wood": 1, "food": 1}
    assert gained(after.players[2], state.players[2]) == {"wood": 1}
    five = card_table(players=5, seat1={"played": ("I80",)})
    assert gained(five.apply("space:wood4").players[1], five.players[1]) == {}


# ---------------------------------------------------------------- answering another player's cooking and baking


def feeding(state: AgricolaState) -> AgricolaState:
    """The game at the feeding of the state's round (a harvest round), after the field phase."""
    from calculator.agricola import harvest

    return harvest.start(state)


def test_slaughterhouse_1_food_when_another_player_cooks_animals():
    state = card_table(round_number=4, seat0={"animals": (3, 0, 0), "majors": ("fireplace_2",), "vegetables": 1},
                       seat1={"played": ("I97",), "food": 9})
    fed = feeding(state)
    once = fed.apply("cook:sheep")
    assert once.players[1].food == fed.players[1].food + 1
    assert once.apply("cook:sheep").players[1].food == once.players[1].food  # 1 or more animals: 1 food
    own = feeding(card_table(round_number=4, seat0={"played": ("I97",), "animals": (3, 0, 0), "vegetables": 1,
                                                    "majors": ("fireplace_2",)}, seat1={"food": 9}))
    assert own.apply("cook:sheep").players[0].food == own.players[0].food + 2  # its own cooking: nothing more


def test_slaughterhouse_owner_feeds_last():
    state = card_table(round_number=4, seat0={"played": ("I97",), "vegetables": 1}, seat1={"vegetables": 1})
    assert feeding(state).queue == (1, 0)  # each waits to decide on its vegetable
    assert feeding(without_cards(state)).queue == (0, 1)


def test_slaughterman_1_food_when_another_player_cooks_animals_and_feeds_last():
    state = card_table(round_number=4, seat0={"animals": (3, 0, 0), "majors": ("fireplace_2",), "vegetables": 1},
                       seat1={"played": ("K299",), "food": 9})
    fed = feeding(state)
    assert fed.apply("cook:sheep").players[1].food == fed.players[1].food + 1
    both = card_table(round_number=4, players=3, seat0={"played": ("K299",), "vegetables": 1},
                      seat1={"vegetables": 1}, seat2={"played": ("I97",), "vegetables": 1})
    assert feeding(both).queue == (1, 0, 2)  # ruling: both owners feed in turn order, after the others


def test_slaughterman_hears_animals_cooked_to_pay_the_cattle():
    state = card_table(round_number=4, players=5, seat0={"animals": (1, 0, 0), "majors": ("fireplace_2",), "food": 0},
                       seat1={"played": ("K299",)})
    after = moved(state, "space:animals", "take:cattle:sheep")
    assert after.players[1].food == state.players[1].food + 1


def test_master_baker_asks_its_owner_to_bake_when_another_player_bakes():
    state = card_table(seat0={"grain": 2, "majors": ("fireplace_2",)},
                       seat1={"played": ("E149",), "grain": 2, "majors": ("fireplace_3",)})
    question = moved(state, "space:sow_bake", "bake:1")
    assert (question.current_player, question.step.kind, question.step.card) == (1, "answer", "E149")
    assert [a.id for a in question.legal_actions()] == ["bake:1", "bake:2", "done"]
    two = question.apply("bake:2")
    assert gained(two.players[1], state.players[1]) == {"grain": -2, "food": 4}  # no extra food: its own card's bake
    assert gained(question.apply("bake:1").players[1], state.players[1]) == {"grain": -1, "food": 2}
    assert question.apply("done").players[1] == state.players[1]
    assert two.current_player == 1 and two.step.kind == "work"  # seat 0's action was over
    no_oven = card_table(seat0={"grain": 2, "majors": ("fireplace_2",)}, seat1={"played": ("E149",), "grain": 2})
    after = moved(no_oven, "space:sow_bake", "bake:1")
    assert after.players[1] == no_oven.players[1] and after.step.kind != "answer"


def test_master_baker_one_more_food_on_its_own_bake():
    state = card_table(seat0={"played": ("E149",), "grain": 2, "majors": ("fireplace_2",)})
    after = moved(state, "space:sow_bake", "bake:1")
    assert gained(after.players[0], state.players[0]) == {"grain": -1, "food": 3}


# ---------------------------------------------------------------- in the harvest


def test_water_mill_others_mill_a_grain_paying_the_owner_1_food():
    state = card_table(round_number=4, seat0={"grain": 1, "vegetables": 1}, seat1={"played": ("I103",), "food": 9})
    fed = feeding(state)
    assert gained(fed.players[0], state.players[0]) == {"grain": -1, "food": 2}
    assert gained(fed.players[1], state.players[1]) == {"food": 1}


def test_water_mill_free_for_its_owner_and_only_grain_of_the_supply():
    from calculator.agricola.board import bit

    state = card_table(round_number=4, seat0={"played": ("I103",), "grain": 1, "vegetables": 1}, seat1={"food": 9})
    assert gained(feeding(state).players[0], state.players[0]) == {"grain": -1, "food": 3}
    board = state.players[0].board
    field = board.replace(fields=bit((0, 2)))
    on_field = card_table(round_number=4, seat0={"played": ("I103",), "vegetables": 1, "board": field,
                                                 "crops": ((2, "grain", 2),)}, seat1={"food": 9})
    fed = feeding(on_field)  # the grain harvested reaches the supply first; then it may be milled
    assert gained(fed.players[0], on_field.players[0]) == {"food": 3}
    fed_enough = card_table(round_number=4, seat0={"played": ("I103",), "grain": 1, "food": 9}, seat1={"food": 9})
    assert feeding(fed_enough).players[0].grain == 1  # no need for food: the grain is kept


def test_harvest_helper_takes_a_grain_from_another_players_field():
    from calculator.agricola.board import bit

    field = card_table().players[1].board.replace(fields=bit((0, 2)) | bit((0, 3)))
    state = card_table(round_number=4, seat0={"played": ("I223",), "food": 9},
                       seat1={"board": field, "crops": ((2, "grain", 1), (3, "grain", 3)), "food": 9})
    fed = feeding(state)
    assert gained(fed.players[0], state.players[0]) == {"grain": 1}
    assert gained(fed.players[1], state.players[1]) == {"grain": 2, "food": 2}  # 2 from the field phase
    assert fed.players[1].crops == ((3, "grain", 1),)  # its fullest field gave one more
    mine = card_table(round_number=4, seat0={"played": ("I223",), "board": field, "crops": ((2, "grain", 3),)})
    assert feeding(mine).players[0].crops == ((2, "grain", 2),)  # never from its own fields


# ---------------------------------------------------------------- people and the food of a space


def test_ratcatcher_others_place_one_offspring_fewer_in_rounds_10_and_12():
    from calculator.agricola import flow
    from calculator.agricola.effects import interpreter

    state = card_table(round_number=9, seat0={"people": 3}, seat1={"played": ("E198",), "people": 3})
    assert [p.workers for p in flow.begin_round(state).players] == [2, 3]
    assert [p.workers for p in flow.begin_round(card_table(round_number=10, seat0={"people": 3},
                                                           seat1={"played": ("E198",)})).players] == [3, 2]
    late = card_table(round_number=11, seat0={"people": 3}, seat1={"played": ("E198",)})
    assert [p.workers for p in flow.begin_round(late).players] == [2, 2]
    two = card_table(round_number=9, seat1={"played": ("E198",)})  # no offspring: all place
    assert [p.workers for p in flow.begin_round(two).players] == [2, 2]
    me = state.players[1]
    assert interpreter.may_play(me, "E198", 9) and not interpreter.may_play(me, "E198", 10)


def with_food_on(state: AgricolaState, space: str, food: int) -> AgricolaState:
    i = state.spaces.index(space)
    return state.replace(goods=state.goods[:i] + (food,) + state.goods[i + 1:])


def test_fisherman_asks_to_take_the_fishing_food_again_paying_the_fishing_cards_owners():
    state = with_food_on(card_table(seat0={"played": ("E161",)}, seat1={"played": ("E22",)}), "fish", 3)
    question = state.apply("space:fish")
    assert (question.current_player, question.step.kind, question.step.card) == (0, "answer", "E161")
    assert [a.id for a in question.legal_actions()] == ["use:E161:1", "done"]
    after = question.apply("use:E161:1")
    assert gained(after.players[0], state.players[0]) == {"food": 5}  # 3, 3 more, 1 paid
    assert gained(after.players[1], state.players[1]) == {"food": 1}
    declined = question.apply("done")
    assert gained(declined.players[0], state.players[0]) == {"food": 3} and declined.players[1] == state.players[1]
    assert (after.current_player, after.step.kind) == (1, "work")
    poor = with_food_on(card_table(seat0={"played": ("E161",), "food": 0}, seat1={"played": ("E22", "E12", "E30")}),
                        "fish", 1)
    after = poor.apply("space:fish")  # 1 + 1 food cannot pay 3 (ruling: then not allowed)
    assert after.step.kind == "work" and gained(after.players[0], poor.players[0]) == {"food": 1}


def test_fisherman_owes_nothing_for_its_own_fishing_cards():
    state = with_food_on(card_table(round_number=8, seat0={"played": ("E161", "E12")}), "fish", 2)
    plain = with_food_on(card_table(round_number=8, seat0={"played": ("E12",)}), "fish", 2)
    taken = moved(state, "space:fish", "use:E161:1")
    assert taken.players[0].food == plain.apply("space:fish").players[0].food + 2


def test_juggler_asks_to_take_the_traveling_players_food_again_paying_the_performers_owners():
    state = with_food_on(card_table(players=4, seat0={"played": ("I237",)}, seat2={"played": ("I257", "E212")}),
                         "traveling", 4)
    question = state.apply("space:traveling")
    assert (question.current_player, question.step.card) == (0, "I237")
    after = question.apply("use:I237:1")
    assert gained(after.players[0], state.players[0]) == {"food": 6}
    assert gained(after.players[2], state.players[2])["food"] == 2  # (and the Street Musician's grain)
    assert question.apply("done").players[0].food == state.players[0].food + 4
    five = with_food_on(card_table(players=5, seat0={"played": ("I237",)}), "room_or_traveling", 2)
    assert moved(five, "space:room_or_traveling", "take:food", "use:I237:1").players[0].food == five.players[0].food + 4


def test_taster_pays_the_starting_player_and_places_first():
    from calculator.agricola import flow

    state = card_table(round_number=3, players=3, seat2={"played": ("I260",), "food": 2})
    begun = flow.begin_round(state)
    assert begun.to_move == 2
    assert (begun.players[2].food, begun.players[0].food) == (state.players[2].food - 1, state.players[0].food + 1)
    order = [begun.to_move]
    for space in ("wood", "clay", "reed", "fish"):
        begun = begun.apply(f"space:{space}")
        order.append(begun.to_move)
    assert order == [2, 0, 1, 2, 0]  # then the starting player, and on as usual


def test_taster_no_advantage_for_the_starting_player_or_without_food():
    from calculator.agricola import flow

    mine = card_table(round_number=3, seat0={"played": ("I260",), "food": 2})
    assert flow.begin_round(mine).to_move == 0 and flow.begin_round(mine).players[0].food == 2
    poor = card_table(round_number=3, seat1={"played": ("I260",), "food": 0})
    assert flow.begin_round(poor).to_move == 0


# ---------------------------------------------------------------- occupations played in another player's turn


def test_puppeteer_asks_its_owner_to_pay_1_food_to_play_an_occupation_on_anothers_traveling_players():
    state = card_table(players=4, seat1={"played": ("I249",), "hand": ("I221",), "food": 9})
    question = state.apply("space:traveling")
    assert (question.current_player, question.step.kind, question.step.card) == (1, "answer", "I249")
    assert [a.id for a in question.legal_actions()] == ["occupation:I221", "done"]
    assert question.view(1)["private"]["hand"]["occupations"] == ["I221"]  # the deciding seat sees its own hand
    assert "private" not in question.public_view() and question.view(0)["private"]["hand"]["occupations"] == []
    after = question.apply("occupation:I221")
    assert gained(after.players[1], state.players[1]) == {"food": -1, "wood": 4}  # Village Elder's wood
    assert after.players[1].played == ("I249", "I221") and after.players[1].hand == ()
    assert question.apply("done").players[1] == state.players[1]
    assert (after.current_player, after.step.kind) == (1, "work")
    poor = card_table(players=4, seat1={"played": ("I249",), "hand": ("I221",), "food": 0})
    assert poor.apply("space:traveling").players[1] == poor.players[1]


def test_puppeteer_offers_each_occupation_of_the_hand_it_may_play_and_pay():
    state = card_table(players=4, seat1={"played": ("I249",), "hand": ("K266", "I221"), "food": 9})
    question = state.apply("space:traveling")
    assert [a.id for a in question.legal_actions()] == ["occupation:K266", "occupation:I221", "done"]
    serf = question.apply("occupation:K266")  # (its choice comes on a space, not on playing it)
    assert serf.players[1].played == ("I249", "K266") and serf.players[1].hand == ("I221",)
    assert gained(serf.players[1], state.players[1]) == {"food": -1}


def test_educator_asks_its_owner_to_play_an_occupation_for_3_food_when_another_player_plays_one():
    state = card_table(seat0={"hand": ("I227",)}, seat1={"played": ("K271",), "hand": ("I221",), "food": 9})
    question = moved(state, "space:lessons", "occupation:I227")
    assert (question.current_player, question.step.card) == (1, "K271")
    after = question.apply("occupation:I221")
    assert gained(after.players[1], state.players[1]) == {"food": -3, "wood": 4}
    assert after.players[1].played == ("K271", "I221")
    assert question.apply("done").players[1] == state.players[1]


def test_educator_2_food_from_its_4th_occupation_and_hears_the_puppeteer():
    state = card_table(seat0={"hand": ("I227",)},
                       seat1={"played": ("K271", "E148", "I250"), "hand": ("I221",), "food": 9})
    after = moved(state, "space:lessons", "occupation:I227", "occupation:I221")
    assert gained(after.players[1], state.players[1]) == {"food": -2, "wood": 4}
    chain = card_table(players=4, seat1={"played": ("I249",), "hand": ("I221",), "food": 9},
                       seat2={"played": ("K271",), "hand": ("I227",), "food": 9})
    educator = moved(chain, "space:traveling", "occupation:I221")  # the Puppeteer's occupation sets the Educator off
    assert (educator.current_player, educator.step.card) == (2, "K271")
    after = educator.apply("occupation:I227")
    assert gained(after.players[2], chain.players[2]) == {"food": -3, "wood": 4}
    assert (after.current_player, after.step.kind) == (1, "work")


def test_punner_asks_its_owner_to_plow_a_field_when_another_player_plows_with_a_cards_plow():
    state = card_table(round_number=2, seat0={"played": ("I63",)}, seat1={"played": ("I70",)})
    question = moved(state, "space:plow", "use:I63:1")  # the plough is chosen: the Punner's owner decides at once
    assert (question.current_player, question.step.card) == (1, "I70")
    offered = [a.id for a in question.legal_actions()]
    assert offered[-1] == "done" and len(offered) == 1 + len(state.players[1].board.field_cells)
    one = question.apply("field:2:4")
    assert one.players[1].board.fields.bit_count() == 1 and one.players[1].board.field_cells != \
        state.players[1].board.field_cells and one.to_move == 0 and one.step.kind == "plow"
    assert question.apply("done").players[1] == state.players[1]
    plain = moved(card_table(round_number=2, seat1={"played": ("I70",)}), "space:plow", "field:0:2")
    assert plain.players[1].board.fields == 0  # no plough: nothing
    mine = moved(card_table(round_number=2, seat0={"played": ("I63", "I70")}), "space:plow", "use:I63:1",
                 "field:0:2", "field:0:3")
    assert mine.players[0].board.fields.bit_count() == 2  # its own plough: no advantage


def test_puppeteer_is_paid_by_the_juggler_before_playing():
    state = with_food_on(card_table(players=4, seat0={"played": ("I237",)},
                                    seat1={"played": ("I249",), "hand": ("I221",), "food": 4}), "traveling", 3)
    juggler = state.apply("space:traveling")  # the Juggler's question comes first
    assert (juggler.current_player, juggler.step.card) == (0, "I237")
    puppeteer = juggler.apply("use:I237:1")
    assert (puppeteer.current_player, puppeteer.step.card) == (1, "I249")
    assert puppeteer.players[1].food == 5  # the Juggler's 1 food has arrived
    after = puppeteer.apply("occupation:I221")
    assert after.players[1].played == ("I249", "I221")
    assert gained(after.players[1], state.players[1]) == {"wood": 4}


def test_vocabulary_refuses_a_deal_without_the_good_taken_and_an_unknown_table_special():
    import pytest

    from calculator.agricola.effects.vocabulary import VocabularyError, parse_effect

    with pytest.raises(VocabularyError, match="I234: 'good' goes with the moments 'take' and 'other_take'"):
        parse_effect("I234", {"on": "other_take", "do": "deal", "get": {"wood": 1}})
    with pytest.raises(VocabularyError, match="I103: unknown table special 'flood'"):
        parse_effect("I103", {"on": "field_phase", "do": "table", "name": "flood"})
    with pytest.raises(VocabularyError, match="the moment 'other_take' takes deal, table, not 'gain'"):
        parse_effect("I234", {"on": "other_take", "good": "wood", "do": "gain", "goods": {"food": 1}})
