"""Conversions to food, modelled once (rules/agricola.md sections 4 and 5): the entries read from the
majors, the queries every part of the simulator asks, and the extension point for cards."""

from calculator.agricola import conversions
from calculator.agricola.conversions import ANY_TIME, BAKE, HARVEST, Conversion
from calculator.agricola.game import new_game


def player(**changes):
    state = new_game(0, 2)
    return state.players[0].replace(**changes)


def test_crops_are_eaten_raw_without_any_improvement():
    entries = conversions.of(())
    assert entries == conversions.RAW_CONVERSIONS
    assert [conversions.rate(entries, good) for good in conversions.ANY_TIME_GOODS] == [1, 1] + [0] * 7
    assert not conversions.can_cook(entries) and conversions.bake_rates(entries, 3) == ()


def test_majors_give_cooking_baking_and_craft_entries_from_the_rules_data():
    entries = conversions.of(("cooking_hearth_4", "fireplace_2", "joinery", "clay_oven"))
    assert conversions.rate(entries, "vegetables") == 3 and conversions.rate(entries, "cattle") == 4
    assert conversions.rate(entries, "grain") == 1 and conversions.rate(entries, "grain", raw=False) == 0
    assert conversions.can_cook(entries)
    assert conversions.bake_rates(entries, 3) == (5, 3, 3)  # the oven once, then the best hearth
    assert conversions.crafts(entries) == (Conversion("joinery", "wood", 2, HARVEST, 1),)
    assert {entry.moment for entry in entries} == {ANY_TIME, BAKE, HARVEST}


def test_the_same_major_twice_counts_once():
    assert conversions.of(("fireplace_2", "fireplace_3")) == conversions.of(("fireplace_3",))


def test_a_cards_conversions_count_like_a_majors():
    # The extension point: a card's entries (here a made-up cooking card and a harvest mill).
    extra = (Conversion("K999", "sheep", 1), Conversion("K998", "grain", 3, HARVEST, 1))
    entries = conversions.of((), extra)
    assert conversions.rate(entries, "sheep") == 1 and conversions.can_cook(entries)
    assert [entry.source for entry in conversions.crafts(entries)] == ["K998"]


def test_player_helpers_read_the_one_model():
    me = player(majors=("fireplace_2", "stone_oven"), grain=3, vegetables=1)
    assert me.conversions == conversions.of(me.majors)
    assert (me.cooking_rate("sheep"), me.food_for("vegetables"), me.food_for("grain")) == (2, 2, 1)
    assert me.bake_rates() == (4, 4, 2)


def test_a_food_price_is_paid_by_food_tokens_first_then_by_the_fewest_units_of_one_good():
    me = player(food=1, grain=3, animals=(1, 0, 0), majors=("fireplace_2",))
    assert conversions.paying_goods(me, 1) == ()  # the token pays
    assert conversions.paying_goods(me, 3) == ("grain", "sheep")  # 2 grain, or 1 sheep (2 food)
    assert conversions.paying_goods(me, 4) == ("grain",)  # 1 sheep is not enough, 3 grain are
    paid = conversions.pay_food(me, 3, "grain")
    assert (paid.food, paid.grain) == (0, 1)
    paid = conversions.pay_food(me, 2, "sheep")
    assert (paid.food, paid.animals) == (1, (0, 0, 0))
