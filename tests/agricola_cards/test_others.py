"""The cards whose owner answers another player's action, or whose result goes to another
player (group ``cards-others``; their mechanism: the moments ``other_take``, ``other_cook``,
``other_bake``, the kinds ``trade``, ``table`` and ``feed_last``), one test per card at least."""

from __future__ import annotations

from card_positions import ROUND_CARDS, gained

from calculator.agricola import spaces
from calculator.agricola.game import AgricolaState, new_game


def card_table(round_number: int = 1, players: int = 2, **seats: dict) -> AgricolaState:
    """A card game at the work phase of ``round_number`` (the round cards of
    :data:`card_positions.ROUND_CARDS` revealed), seat 0 to move; ``seats``: ``seat<n>=changes``
    to that seat's player (``played`` its cards in play)."""
    state = new_game(3, players, first_player=0, cards=ROUND_CARDS, decks=("E", "I", "K"))
    ids = state.spaces[:-1] + ROUND_CARDS[:round_number]
    amount = spaces.amounts(players)
    state = state.replace(round=round_number, spaces=ids, goods=tuple(amount[s] for s in ids),
                          occupied=(None,) * len(ids))
    for name, changes in seats.items():
        seat = int(name.removeprefix("seat"))
        state = state.with_player(seat, state.players[seat].replace(hand=(), **changes))
    return state.with_player(0, state.players[0].replace(hand=())).replace(to_move=0)


def moved(state: AgricolaState, *action_ids: str) -> AgricolaState:
    for action_id in action_ids:
        state = state.apply(action_id)
    return state


# ---------------------------------------------------------------- trades with the player who took goods


def test_wood_buyer_buys_1_wood_from_another_player_for_1_food():
    state = card_table(seat1={"played": ("I234",), "food": 2})
    after = state.apply("space:wood")
    assert gained(after.players[0], state.players[0]) == {"wood": 2, "food": 1}
    assert gained(after.players[1], state.players[1]) == {"wood": 1, "food": -1}


def test_wood_buyer_needs_food_and_hears_a_chosen_building_resource():
    poor = card_table(seat1={"played": ("I234",), "food": 0})
    assert poor.apply("space:wood").players[1] == poor.players[1]
    state = card_table(players=3, seat1={"played": ("I234",), "food": 1})
    after = moved(state, "space:resource1", "take:wood")  # ruling: the 3-player building resource space
    assert gained(after.players[1], state.players[1]) == {"wood": 1, "food": -1}
    assert after.players[0].wood == state.players[0].wood


def test_wood_buyer_not_on_its_owners_own_wood():
    state = card_table(seat0={"played": ("I234",), "food": 2})
    assert gained(state.apply("space:wood").players[0], state.players[0]) == {"wood": 3}


def test_reed_buyer_swaps_food_for_the_first_reed_of_the_round():
    state = card_table(seat1={"played": ("I251",), "food": 1})
    after = state.apply("space:reed")
    assert gained(after.players[0], state.players[0]) == {"food": 2}  # its 1 reed swapped, 1 more food
    assert gained(after.players[1], state.players[1]) == {"reed": 1, "food": -1}


def test_reed_buyer_not_on_the_second_reed_of_the_round_even_its_owners_own():
    state = card_table(players=4, round_number=2, seat2={"played": ("I251",), "food": 3})
    after = moved(state, "space:reed", "space:grain", "space:wood2", "space:fish", "space:reed_stone_food")
    assert after.players[0].reed == state.players[0].reed + 1 + 0  # the second reed: kept
    assert after.players[2].reed == 1  # only the first reed was swapped
    owner_first = card_table(players=4, round_number=2, seat0={"played": ("I251",), "food": 3})
    after = moved(owner_first, "space:reed", "space:reed_stone_food")
    assert gained(after.players[1], owner_first.players[1]) == {"reed": 1, "stone": 1, "food": 1}


def test_stone_buyer_swaps_food_for_the_first_stone_of_the_round():
    state = card_table(round_number=6, seat1={"played": ("I255",), "food": 1})
    after = state.apply("space:stone1")
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
    after = state.apply("space:wood")
    assert gained(after.players[0], state.players[0]) == {"wood": 1, "food": 1}
    assert gained(after.players[2], state.players[2]) == {"wood": 1}
    five = card_table(players=5, seat1={"played": ("I80",)})
    assert gained(five.apply("space:wood4").players[1], five.players[1]) == {}
