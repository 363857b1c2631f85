"""The occupations of the I deck in play, one test per card (data/card-play/I-occupations.json)."""

from __future__ import annotations

from card_positions import card_gain, harvest, next_round, table, use

from calculator.agricola.effects import interpreter as effects


def test_village_elder_wood_by_the_round_it_is_played():
    me = table().players[0]
    assert [effects.on_play(me, "I221", r).wood for r in (5, 8, 11, 13)] == [4, 3, 2, 1]


def test_church_warden_wood_by_the_round_it_is_played():
    me = table().players[0]
    assert [effects.on_play(me, "I227", r).wood for r in (1, 6, 10, 12)] == [4, 3, 2, 1]


def test_cowherd_one_more_cattle_on_its_space():
    state = table(("I240",), round_number=11)
    assert card_gain(state, "I240", lambda s: use(s, "cattle")) == {"cattle": 1}


def test_sheep_whisperer_sheep_4_7_9_and_11_rounds_later():
    me = effects.on_play(table().players[0], "I250", 2)
    assert [r for r, good, n in me.future] == [6, 9, 11, 13]
    late = effects.on_play(table().players[0], "I250", 5)
    assert [r for r, good, n in late.future] == [9, 12, 14]  # no round space past 14
    assert next_round(table(round_number=5).with_player(0, me)).animals == (1, 0, 0)


def test_stone_carver_stone_for_3_food_once_per_harvest():
    state = harvest(table(("I256",), round_number=7, stone=2, grain=1, food=0))
    after = state.apply("craft:I256")
    assert (after.players[0].stone, after.players[0].food) == (1, 3)
    assert "craft:I256" not in {a.id for a in after.legal_actions()}


def test_wood_collector_wood_on_the_next_5_rounds():
    me = effects.on_play(table().players[0], "I235", 3)
    assert [(r, g) for r, g, _ in me.future] == [(r, "wood") for r in range(4, 9)]


def test_clay_plasterer_cheaper_renovation_to_clay_and_clay_rooms():
    from calculator.agricola.abilities import renovation_price, room_price

    me = table(("I241",)).players[0]
    assert renovation_price(me) == {"clay": 1, "reed": 1}
    assert room_price(me.replace(house="clay")) == {"clay": 3, "reed": 2}
    assert room_price(me) == {"wood": 5, "reed": 2}


def test_bricklayer_less_clay_for_improvements_renovations_and_rooms():
    from calculator.agricola.abilities import major_price, renovation_price, room_price

    me = table(("I243",)).players[0]
    assert major_price(me, "fireplace_2") == {"clay": 1}
    assert renovation_price(me) == {"clay": 1, "reed": 1}
    assert room_price(me.replace(house="clay")) == {"clay": 3, "reed": 2}


def test_milking_hand_food_for_cattle_in_the_field_phase():
    for cattle, food in ((1, 1), (2, 1), (3, 2), (5, 3)):
        me = table(("I246",), animals=(0, 0, cattle)).players[0]
        assert effects.at_field_phase(me, 4).food - me.food == food


def test_butcher_cooks_animals_at_any_time():
    me = table(("I247",)).players[0]
    assert [me.cooking_rate(a) for a in ("sheep", "boar", "cattle")] == [1, 2, 3] and me.can_cook


def test_cabinetmaker_wood_for_2_food_once_per_harvest():
    state = harvest(table(("I258",), round_number=4, wood=2, grain=1, food=0, players=3))
    after = state.apply("craft:I258")
    assert (after.players[0].wood, after.players[0].food) == (1, 2)


def test_field_watchman_may_plow_after_taking_grain():
    after = table(("I225",)).apply("space:grain")
    assert after.step.kind == "plow" and "done" in {a.id for a in after.legal_actions()}
    assert after.apply("field:0:4").players[0].board.fields.bit_count() == 1
