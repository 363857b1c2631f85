"""The last cards of Agricola's card game (Wood Carver, Corn Profiteer, Perpetual Student),
one test per card at least, in game positions."""

from __future__ import annotations

from card_positions import card_game, harvest, next_round, table, without


def _ids(state) -> set[str]:
    return {a.id for a in state.legal_actions()}


def test_wood_carver_one_room_of_a_wooden_hut_a_wood_cheaper_once_a_round():
    state = table(("K301",), wood=9, reed=4).apply("space:build")
    first = state.apply("room:0:0")
    assert (first.players[0].wood, first.players[0].reed) == (5, 2)  # 4 wood and 2 reed
    second = first.apply("room:0:1")
    assert (second.players[0].wood, second.players[0].reed) == (0, 0)  # the second room: 5 wood again
    assert "room:0:1" not in _ids(without(table(("K301",), wood=9, reed=4), "K301").apply("space:build")
                                  .apply("room:0:0"))  # 9 wood pay one room only without the card
    assert next_round(second).used == ()  # the next round it takes a wood off again


def test_wood_carver_no_wood_off_a_room_of_a_clay_hut():
    me = table(("K301",), house="clay", clay=5, reed=2, wood=1).apply("space:build").apply("room:0:0").players[0]
    assert (me.clay, me.reed, me.wood, me.used) == (0, 0, 1, ())


def test_wood_carver_a_stable_for_1_wood_then_2_wood_the_same_round():
    state = table(("K301",), wood=3).apply("space:build").apply("stable:0:4")
    assert state.players[0].wood == 2
    assert state.apply("stable:0:3").players[0].wood == 0


def test_wood_carver_a_fence_building_a_wood_cheaper():
    state = table(("K301",), round_number=2, wood=3).apply("space:fences")
    assert "space:fences" not in _ids(without(table(("K301",), round_number=2, wood=3), "K301"))
    after = state.apply("cell:0:4").apply("enclose")
    assert after.players[0].board.fence_count == 4 and after.players[0].wood == 0


def test_wood_carver_an_improvement_with_wood_uses_it_one_without_does_not():
    state = table(("K301",), round_number=3, wood=1, stone=2, clay=2).apply("space:major")
    assert "major:joinery" in _ids(state)  # 2 wood and 2 stone for 1 wood and 2 stone
    joinery = state.apply("major:joinery").players[0]
    assert (joinery.wood, joinery.stone, joinery.used) == (0, 0, (("K301", 1),))
    fireplace = state.apply("major:fireplace_2").players[0]  # clay only: the wood stays off for later
    assert (fireplace.clay, fireplace.used) == (0, ())


def test_corn_profiteer_turns_a_grain_into_3_food_at_any_time():
    state = table(("I239",), grain=2)
    assert state.players[0].food_for("grain") == 3
    assert without(state, "I239").players[0].food_for("grain") == 1
    assert state.players[0].bake_rates() == ()  # not baking (ruling)


def test_corn_profiteer_no_other_player_buys_the_grain_to_stop_it():
    # The fixed rule for the players who are not moving: they never buy the grain for 2 food.
    fed = harvest(table(("I239",), round_number=4, grain=2, food=0, players=3))
    after = fed.apply("convert:grain")
    assert (after.players[0].food, after.players[0].grain) == (3, 1)
    assert all((p.food, p.grain) == (q.food, q.grain) for p, q in zip(after.players[1:], fed.players[1:]))


def test_perpetual_student_3_food_then_plays_an_occupation_drawn_from_hand():
    state = card_game(("E150", "I239", "K301"), played=("K275",), food=0).apply("space:lessons")
    assert _ids(state) == {"use:K275:1"}  # no occupation paid without the 3 food; the draw pays its 1 food
    me = state.apply("use:K275:1").players[0]
    drawn = next(c for c in me.played if c != "K275")
    assert drawn in ("E150", "I239", "K301") and drawn not in me.hand and len(me.hand) == 2
    assert me.food == 2  # 3 food received, then the Lessons' 1 food paid


def test_perpetual_student_the_draw_is_the_games_seeded_chance():
    def drawn(seed: int) -> tuple[str, ...]:
        state = card_game(("E150", "I239", "K301"), played=("K275",), food=0).replace(seed=seed)
        return state.apply("space:lessons").apply("use:K275:1").players[0].played

    assert all(drawn(seed) == drawn(seed) for seed in range(4))  # replayed, the same card
    assert len({drawn(seed) for seed in range(12)}) == 3  # each card of the hand may be drawn


def test_perpetual_student_only_when_every_occupation_in_hand_could_be_paid():
    poor = card_game(("E150", "K291"), played=("K275",), food=0)  # Lover: 4 food, beyond 3 food
    assert "space:lessons" not in _ids(poor)
    rich = card_game(("E150", "K291"), played=("K275",), food=2).apply("space:lessons")
    assert "use:K275:1" in _ids(rich)
