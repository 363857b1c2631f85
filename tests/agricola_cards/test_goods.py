"""The cards of the goods mechanisms (goods kept on a card, any-time trades between goods,
more food from conversions, buying more of what an action gives), one test per card at least."""

from __future__ import annotations

from card_positions import table


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
