"""The Agricola Family-game simulator, rule by rule (rules/agricola.md sections 1-5)."""

import random

import pytest

from calculator.agricola import spaces
from calculator.agricola.board import FarmBoard, bit, derive_pastures, is_connected, perimeter
from calculator.agricola.fencing import GROUPS, pasture_options
from calculator.agricola.game import new_game
from calculator.agricola.player import Player
from calculator.core.protocol import IllegalAction


def ids(state):
    return [a.id for a in state.legal_actions()]


def with_player(state, seat=None, **changes):
    seat = state.to_move if seat is None else seat
    return state.with_player(seat, state.players[seat].replace(**changes))


def reveal(state, *cards):
    """Put round cards into play now (as if revealed earlier)."""
    for card in cards:
        state = state.replace(spaces=state.spaces + (card,), goods=state.goods + (0,),
                       occupied=state.occupied + (None,))
    return state


def board(rows, fences_of=()):
    """A board from a small picture: R room, F field, S stable; pastures from ``fences_of`` groups."""
    rooms = fields = stables = 0
    for r, row in enumerate(rows):
        for c, token in enumerate(row.split()):
            if token == "R":
                rooms |= bit((r, c))
            elif token == "F":
                fields |= bit((r, c))
            elif token == "S":
                stables |= bit((r, c))
    fences = 0
    for group in fences_of:
        fences |= perimeter(sum(bit(cell) for cell in group))
    return FarmBoard(rooms, fields, stables, fences)


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("num_players, green", [(1, 0), (2, 0), (3, 4), (4, 6), (5, 6)])
def test_setup_spaces_food_and_first_card(num_players, green):
    state = new_game(3, num_players, first_player=0)
    assert len(state.spaces) == 10 + green + 1 and state.spaces[-1] == state.cards[0]
    food = [p.food for p in state.players]
    assert food == ([0] if num_players == 1 else [2] + [3] * (num_players - 1))
    goods = dict(zip(state.spaces, state.goods))
    assert goods["wood"] == (2 if num_players == 1 else 3)
    assert goods["start"] == (0 if num_players == 1 else 1)  # rulings 3
    assert (goods["clay"], goods["reed"], goods["fish"]) == (1, 1, 1)
    for player in state.players:
        assert player.board.to_farmyard().to_rows() == [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]
        assert (player.people, player.workers, player.house) == (2, 2, "wood")


def test_round_cards_are_shuffled_within_stages_only():
    orders = set()
    for seed in range(30):
        cards = new_game(seed, 2).cards
        assert [spaces.SPACES[c].stage for c in cards] == [1] * 4 + [2] * 3 + [3] * 2 + [4] * 2 + [5] * 2 + [6]
        assert sorted(cards) == sorted(c.id for c in spaces.ROUND_CARDS)
        orders.add(cards)
    assert len(orders) > 20
    assert {new_game(seed, 4).first_player for seed in range(40)} == {0, 1, 2, 3}


def test_accumulation_and_take_all():
    state = new_game(0, 2, first_player=0)
    state = state.apply("space:grain").apply("space:plow").apply("field:0:0")
    state = state.apply("space:day").apply("take:stone").apply("space:reed")
    assert state.round == 2
    goods = dict(zip(state.spaces, state.goods))
    assert (goods["wood"], goods["clay"], goods["fish"], goods["start"]) == (6, 2, 2, 2)
    assert goods["reed"] == 1  # taken in round 1, refilled
    state = state.apply("space:wood")
    assert state.players[0].wood == 6


def test_starting_player_takes_the_storehouse_food_and_leads_next_round():
    state = new_game(0, 3, first_player=0)
    state = state.apply("space:grain").apply("space:start")
    assert state.players[1].food == 3 + 1 and state.start_player == 1
    while state.round == 1:
        state = state.apply(next(i for i in ids(state) if i in ("space:wood", "space:clay", "space:reed",
                                                                "space:fish", "space:wood2", "space:clay1")))
    assert state.current_player == 1


def test_illegal_action_is_refused_and_changes_nothing():
    state = new_game(0, 2)
    with pytest.raises(IllegalAction):
        state.apply("space:build")  # no wood, no reed
    with pytest.raises(IllegalAction):
        state.apply("space:nowhere")
    assert state.actions_taken == 0 and state.round == 1


# ---------------------------------------------------------------- building


def test_rooms_cost_material_and_reed_and_go_next_to_rooms_not_on_stables():
    state = new_game(0, 2, first_player=0)
    state = with_player(state, wood=12, reed=4, board=state.players[0].board.with_stable((1, 1)))
    state = state.apply("space:build")
    rooms = [i for i in ids(state) if i.startswith("room:")]
    assert rooms == ["room:0:0", "room:2:1"]  # (1, 1) holds a stable (ruling 5)
    state = state.apply("room:0:0")
    assert (state.players[0].wood, state.players[0].reed) == (7, 2)
    assert "room:0:1" in ids(state)
    state = state.apply("room:0:1")
    # 2 wood left: stables (2 wood each) are still possible, rooms are not
    assert not [i for i in ids(state) if i.startswith("room:")] and "stable:0:2" in ids(state)
    state = state.apply("done")
    assert state.current_player == 1 and state.players[0].board.rooms.bit_count() == 4


def test_at_most_four_stables_and_the_one_wood_stable():
    state = new_game(0, 2, first_player=0)
    state = with_player(state, wood=20)
    state = state.apply("space:build")
    for cell in ("0:0", "0:1", "0:2", "0:3"):
        state = state.apply(f"stable:{cell}")
    # the fourth stable ends the action by itself (nothing else affordable)
    assert state.current_player == 1 and state.players[0].board.stable_count == 4
    assert state.players[0].wood == 12
    state = state.apply("space:grain")
    assert "space:stable_bake" not in ids(state)  # no 5th stable, no oven to bake
    state = new_game(0, 2, first_player=0)
    state = with_player(state, wood=1).apply("space:stable_bake").apply("stable:2:4")
    assert state.players[0].wood == 0 and state.players[0].board.stables == bit((2, 4))


def test_renovation_whole_house_then_optional_major():
    state = reveal(new_game(0, 2, first_player=0), "renovate_major")
    state = with_player(state, clay=5, reed=1, board=state.players[0].board.with_room((0, 0)))
    state = state.apply("space:renovate_major")
    me = state.players[0]
    assert (me.house, me.clay, me.reed) == ("clay", 2, 0)
    assert ids(state) == ["major:fireplace_2", "done"]  # 2 clay left: the 3-clay Fireplace is too dear
    state = state.apply("done")
    assert state.current_player == 1


def test_plow_next_to_fields_and_plow_and_or_sow():
    state = reveal(new_game(0, 2, first_player=0), "plow_sow")
    state = with_player(state, grain=1, board=state.players[0].board.with_field((0, 2)))
    state = state.apply("space:plow_sow")
    assert ids(state) == ["field:0:1", "field:0:3", "field:1:2", "done"]
    state = state.apply("field:1:2").apply("sow:grain")
    me = state.players[0]
    assert me.crops == ((2, "grain", 3),) and me.grain == 0  # the first empty field, in reading order
    assert state.current_player == 1


# ---------------------------------------------------------------- fences


def test_fence_options_on_an_empty_farm():
    blank = FarmBoard.start()
    options = pasture_options(blank.rooms, 0)
    singles = [o for o in options if len(o.cells) == 1]
    assert len(singles) == 13 and all(o.cost == 4 for o in singles)
    assert max(o.cost for o in options) <= 15
    corner = next(o for o in options if o.cells == (3, 4, 8, 9))
    assert corner.cost == 8


def test_fence_action_one_cell_at_a_time_then_subdivide():
    state = reveal(new_game(0, 2, first_player=0), "fences")
    state = with_player(state, wood=10)
    state = state.apply("space:fences")
    assert "done" not in ids(state)  # at least one pasture
    state = state.apply("cell:0:3").apply("cell:0:4")
    assert "enclose" in ids(state)
    state = state.apply("enclose")
    me = state.players[0]
    assert me.wood == 4 and me.board.pastures == (bit((0, 3)) | bit((0, 4)),)
    # Subdividing costs one fence; a single cell next to the pasture costs three.
    state = state.apply("cell:0:3")
    assert "enclose" in ids(state)
    state = state.apply("enclose")
    assert state.players[0].wood == 3 and len(state.players[0].board.pastures) == 2
    state = state.apply("cell:1:4").apply("enclose")
    assert state.players[0].wood == 0 and state.current_player == 1  # no wood left: the action ends
    assert state.players[0].board.to_farmyard().to_rows() == [".  .  .  a  b", "R  .  .  .  c", "R  .  .  .  ."]


def test_new_pastures_must_touch_the_old_ones_and_fences_stop_at_15():
    farm = board([".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], [[(0, 4)]])
    options = pasture_options(farm.rooms, farm.fences)
    assert all(o.mask & (bit((0, 3)) | bit((1, 4))) for o in options)
    five = board([".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."],
                 [[(0, 3)], [(0, 4)], [(1, 3)], [(1, 4)], [(2, 4)]])
    assert five.fence_count == 15 and len(five.pastures) == 5 and not five.problems()
    assert pasture_options(five.rooms, five.fences) == ()


def test_closing_in_a_space_by_surrounding_it_would_take_more_than_15_fences():
    """A space closed in by pastures all around (a field, a room or an accidental pasture)
    needs the plus shape's 12 outer fences and 4 inner ones: never legal."""
    for hole in ((1, 1), (1, 2), (1, 3)):
        r, c = hole
        around = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        fences = 0
        for cell in around:
            fences |= perimeter(bit(cell))
        assert fences.bit_count() == 16
    farm = board([".  .  .  .  .", "R  .  F  .  .", "R  .  .  .  ."], [[(0, 1), (0, 2), (0, 3)]])
    ring = bit((1, 1)) | bit((2, 1)) | bit((2, 2)) | bit((2, 3)) | bit((1, 3))
    assert ring not in {o.mask for o in pasture_options(farm.rooms | farm.fields, farm.fences)}


def reference_layouts(farm: FarmBoard) -> set[int]:
    """Fence layouts after fencing in one connected group of free cells or a strict part of a
    pasture, checked by the generic rules-9.2 checker instead of the fast scan."""
    found = set()
    taken = farm.rooms | farm.fields | farm.enclosed
    for mask in range(1, 1 << 15):
        if not is_connected(mask):
            continue
        inside = any(mask & ~q == 0 and mask != q for q in farm.pastures)
        if mask & taken and not inside:
            continue
        after = farm.with_fences(perimeter(mask))
        if after.fences != farm.fences and mask in after.pastures and not after.problems():
            found.add(after.fences)
    return found


def test_fast_pasture_scan_matches_the_generic_checker():
    rng = random.Random(5)
    farms = [FarmBoard.start(),
             board([".  .  .  .  .", "R  .  F  .  .", "R  .  .  .  ."], [[(0, 1), (0, 2), (0, 3), (1, 3)]])]
    for seed in range(3):  # farms from random games
        state = new_game(seed, 2)
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
        farms += [p.board for p in state.players if p.board.fences]
    for farm in farms[:6]:
        fast = {farm.fences | o.new_fences for o in pasture_options(farm.rooms | farm.fields, farm.fences)}
        assert fast == reference_layouts(farm)


def test_every_connected_group_within_15_fences_is_listed_once():
    assert len(GROUPS) == 1232 and len({mask for _, mask, _ in GROUPS}) == 1232
    assert derive_pastures(perimeter(bit((0, 0)))) == (bit((0, 0)),)


# ---------------------------------------------------------------- improvements


def test_majors_fireplace_upgrade_returns_the_fireplace():
    state = reveal(new_game(0, 2, first_player=0), "major")
    state = with_player(state, clay=2)
    state = state.apply("space:major")
    assert ids(state) == ["major:fireplace_2"]
    state = state.apply("major:fireplace_2")
    assert state.players[0].majors == ("fireplace_2",) and "fireplace_2" not in state.majors_left
    state = state.replace(occupied=(None,) * len(state.spaces), to_move=0)
    state = with_player(state, workers=1).apply("space:major")
    assert ids(state) == ["major:cooking_hearth_4:return", "major:cooking_hearth_5:return"]
    state = state.apply("major:cooking_hearth_4:return")
    assert state.players[0].majors == ("cooking_hearth_4",)
    assert state.majors_left[:2] == ("fireplace_2", "fireplace_3")


def test_baking_uses_each_improvement_once_at_the_best_rates():
    me = Player(FarmBoard.start(), grain=4, majors=("cooking_hearth_4", "clay_oven"))
    assert me.bake_rates() == (5, 3, 3, 3)
    me = Player(FarmBoard.start(), grain=4, majors=("stone_oven",))
    assert me.bake_rates() == (4, 4)
    me = Player(FarmBoard.start(), grain=2, majors=("fireplace_2", "stone_oven", "clay_oven"))
    assert me.bake_rates() == (5, 4)


def test_an_oven_bakes_at_once_when_bought():
    state = reveal(new_game(0, 2, first_player=0), "major")
    state = with_player(state, clay=3, stone=1, grain=2)
    state = state.apply("space:major").apply("major:clay_oven")
    assert ids(state) == ["bake:1", "done"]
    state = state.apply("bake:1")
    assert (state.players[0].food, state.players[0].grain) == (2 + 5, 1)


def test_well_food_arrives_on_the_next_five_rounds_only_while_rounds_remain():
    state = reveal(new_game(0, 2, first_player=0), "major")
    state = with_player(state, wood=1, stone=3)
    state = state.apply("space:major").apply("major:well")
    assert state.players[0].well_food[2:7] == (1,) * 5 and sum(state.players[0].well_food) == 5
    late = state.replace(round=12, occupied=(None,) * len(state.spaces))
    late = with_player(late, 1, wood=1, stone=3, majors=())
    late = late.replace(majors_left=late.majors_left + ("well",), to_move=1)
    late = late.apply("space:major").apply("major:well")
    assert late.players[1].well_food[13:] == (1, 1) and sum(late.players[1].well_food) == 2  # ruling 8


# ---------------------------------------------------------------- family and animals


def test_family_growth_needs_a_free_room_and_the_newborn_waits():
    state = reveal(new_game(0, 2, first_player=0), "family_growth", "growth_no_room")
    assert "space:family_growth" not in ids(state) and "space:growth_no_room" in ids(state)
    state = with_player(state, board=state.players[0].board.with_room((0, 0)))
    state = state.apply("space:family_growth")
    me = state.players[0]
    assert (me.people, me.newborns, me.workers) == (3, 1, 1)
    state = state.apply("space:grain")  # seat 1
    state = state.apply("space:growth_no_room")  # seat 0's last adult: a 4th member without a room
    assert state.players[0].people == 4


def test_animals_that_do_not_fit_are_kept_cooked_or_released():
    state = reveal(new_game(0, 2, first_player=0), "sheep")
    state = state.replace(goods=state.goods[:-1] + (3,))
    state = with_player(state, majors=("fireplace_2",))
    state = state.apply("space:sheep")
    assert state.step.kind == "animals"
    assert ids(state) == ["keep:best", "cook:sheep", "release:sheep"]
    state = state.apply("keep:best")  # one sheep as the house pet, two cooked for 2 food each
    me = state.players[0]
    assert me.animals == (1, 0, 0) and me.food == 2 + 4 and state.current_player == 1


def test_five_player_animal_card_and_room_or_traveling():
    state = new_game(0, 5, first_player=0)
    state = with_player(state, food=0).apply("space:animals")
    assert ids(state) == ["take:sheep", "take:boar"]  # no food for the cattle
    state = state.apply("take:boar")
    assert state.players[0].animals == (0, 1, 0)
    state = with_player(state, wood=5, reed=2).apply("space:room_or_traveling")
    assert ids(state) == ["room:0:0", "room:1:1", "room:2:1", "take:food"]
    state = state.apply("room:0:0")
    assert dict(zip(state.spaces, state.goods))["room_or_traveling"] == 1  # the food stays


def test_five_player_animal_card_cattle_may_be_paid_with_a_crop_turned_into_food():
    # Grain and vegetables are worth 1 food at any time (a vegetable more with a cooking improvement).
    state = new_game(0, 5, first_player=0)
    state = with_player(state, food=0, grain=2).apply("space:animals")
    assert ids(state) == ["take:sheep", "take:boar", "take:cattle:grain"]
    state = state.apply("take:cattle:grain")
    assert (state.players[0].animals, state.players[0].grain, state.players[0].food) == ((0, 0, 1), 1, 0)

    state = new_game(0, 5, first_player=0)
    state = with_player(state, food=0, grain=1, vegetables=1, majors=("cooking_hearth_4",)).apply("space:animals")
    assert ids(state) == ["take:sheep", "take:boar", "take:cattle:grain", "take:cattle:vegetables"]
    state = state.apply("take:cattle:vegetables")  # a vegetable cooks to 3 food: 1 pays, 2 stay
    assert (state.players[0].animals, state.players[0].vegetables, state.players[0].food) == ((0, 0, 1), 0, 2)

    state = new_game(0, 5, first_player=0)
    state = with_player(state, food=1, grain=2).apply("space:animals")
    assert ids(state) == ["take:sheep", "take:boar", "take:cattle"]  # a food token in hand pays


def test_cattle_payable_by_cooking_an_animal_first():
    # Rules 4: a Fireplace cooks at any time, so a sheep cooked on the spot (2 food) pays the
    # cattle's 1 food; the food left over stays.
    state = new_game(1, 5)
    seat = state.to_move
    state = with_player(state, food=0, animals=(2, 0, 0), majors=("fireplace_2",)).apply("space:animals")
    assert ids(state) == ["take:sheep", "take:boar", "take:cattle:sheep"]
    state = state.apply("take:cattle:sheep")
    me = state.players[seat]
    assert (me.animals, me.food) == ((1, 0, 1), 1)


def test_cattle_price_converts_only_what_it_needs_and_never_without_a_way():
    state = new_game(1, 5)
    seat = state.to_move
    state = with_player(state, food=0, animals=(2, 1, 1))  # no cooking improvement: nothing pays
    assert ids(state.apply("space:animals")) == ["take:sheep", "take:boar"]
    state = with_player(state, majors=("cooking_hearth_4",)).apply("space:animals")
    assert ids(state) == ["take:sheep", "take:boar", "take:cattle:sheep", "take:cattle:boar", "take:cattle:cattle"]
    state = state.apply("take:cattle:cattle")  # one cattle cooked (4 food) pays for another
    assert state.step.kind == "animals" and state.to_move == seat  # the herd does not fit the house
    assert (state.players[seat].animals, state.players[seat].food) == ((2, 1, 1), 3)


def test_food_kept_from_cooking_at_a_feeding_pays_the_cattle_later():
    # The position (b): fed, with room for the newborn, a player may still cook a
    # sheep; the food kept buys a cattle in the next round (3 sheep + 1 cattle score 2,
    # 4 sheep and no cattle 1).
    farm = board([".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], [[(0, 3), (0, 4)]])
    state = harvest_state(5, food=4, animals=(3, 0, 0), board=farm, majors=("fireplace_2",))
    state = state.apply("space:wood")
    assert state.step.kind == "feed" and "cook:sheep" in ids(state)
    state = state.apply("cook:sheep").apply("feed")  # 2 sheep breed into 3
    assert (state.players[0].animals, state.players[0].food) == ((3, 0, 0), 2)
    while state.to_move != 0:
        state = state.apply(ids(state)[0])
    state = state.apply("space:animals")
    assert "take:cattle" in ids(state)
    state = state.apply("take:cattle")
    me = state.players[0]
    assert me.animals == (3, 0, 1) and me.fits()
    assert [state.score(0)["breakdown"][a] for a in ("sheep", "cattle")] == [1, 1]


# ---------------------------------------------------------------- harvest


def harvest_state(num_players=2, **changes):
    """Seat 0 about to place the last person of round 4 (a harvest follows)."""
    state = new_game(0, num_players, first_player=0)
    state = state.replace(round=4)
    for seat in range(num_players):
        state = with_player(state, seat, workers=0, food=10)
    return with_player(state, 0, workers=1, **changes)


def test_field_phase_and_feeding_with_begging():
    state = harvest_state(food=1, grain=1, board=FarmBoard.start().with_field((0, 0)), crops=((0, "grain", 3),))
    state = state.apply("space:fish")  # +1 food: 2 food, 1 + 1 grain, needs 4
    assert state.step.kind == "feed" and state.current_player == 0
    assert ids(state) == ["convert:grain", "feed"]
    state = state.apply("feed")  # keep the grain, beg for 2
    me = state.players[0]
    assert (me.food, me.grain, me.begging, me.crops) == (0, 2, 2, ((0, "grain", 2),))
    assert state.players[1].food == 10 - 4


def test_solo_adults_eat_three_and_newborns_one():
    state = harvest_state(1, food=5, people=3, newborns=1)
    state = state.apply("space:grain").apply("feed")  # keep the grain
    me = state.players[0]
    assert (me.begging, me.grain, me.food) == (3 * 2 + 1 - 5, 1, 0) and state.round == 5


def test_cooking_and_crafts_at_feeding():
    state = harvest_state(food=0, vegetables=1, wood=2, animals=(1, 0, 0),
                          majors=("cooking_hearth_4", "joinery"))
    state = state.apply("space:grain")
    assert ids(state) == ["convert:grain", "convert:vegetables", "cook:sheep", "release:sheep", "craft:joinery",
                          "feed"]
    state = state.apply("craft:joinery")
    assert "craft:joinery" not in ids(state)  # once per harvest
    state = state.apply("convert:vegetables")  # 3 with a Cooking Hearth: 5 food
    state = state.apply("feed")
    me = state.players[0]
    assert (me.food, me.begging, me.wood) == (1, 0, 1)


def test_crafts_are_offered_once_per_harvest_even_with_enough_food():
    # Joinery and Basketmaker's turn 1 wood / 1 reed into food once each harvest; the food
    # keeps, so the chance is offered even to a family that is already fed.
    state = harvest_state(food=10, wood=3, reed=3, grain=2, majors=("joinery", "basketmakers_workshop"))
    state = state.apply("space:clay")
    assert ids(state) == ["convert:grain", "craft:joinery", "craft:basketmakers_workshop", "feed"]
    state = state.apply("craft:joinery")
    assert ids(state) == ["convert:grain", "craft:basketmakers_workshop", "feed"]
    state = state.apply("craft:basketmakers_workshop").apply("feed")
    me = state.players[0]
    assert (me.wood, me.reed, me.food, me.begging) == (2, 2, 10 + 2 + 3 - 4, 0)


def test_breeding_adds_one_per_type_with_two_and_lets_the_player_choose():
    farm = board([".  .  .  .  .", "R  .  .  .  .", "R  S  S  .  ."], [[(0, 3), (0, 4)]])
    # pasture of 2 spaces (4 animals), two unfenced stables and the house pet (1 each)
    state = harvest_state(animals=(2, 2, 0), board=farm)
    state = state.apply("space:grain").apply("feed")
    assert state.players[0].animals == (3, 3, 0)  # both newborns fit
    state = harvest_state(animals=(4, 2, 0), board=farm)
    state = state.apply("space:grain")
    assert ids(state) == ["convert:grain", "release:sheep", "release:boar", "feed"]  # room may be made first
    state = state.apply("feed")
    assert state.step.kind == "breed" and ids(state) == ["breed:sheep", "breed:boar"]  # room for one only
    state = state.apply("breed:boar")
    assert state.players[0].animals == (4, 3, 0) and state.players[0].fits()
    state = harvest_state(animals=(4, 3, 0), board=farm)
    state = state.apply("space:grain").apply("feed")
    assert state.players[0].animals == (4, 3, 0)  # no room for any newborn


def test_animals_may_be_released_or_cooked_at_feeding_to_make_room_for_a_newborn():
    # The example: round 14, two 1-space pastures (2 each) and the house (1): 3 sheep
    # and 2 boar fill them, so no newborn fits.  Releasing a sheep first makes room for a boar.
    farm = board([".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], [[(0, 3)], [(0, 4)]])
    state = with_player(harvest_state(animals=(3, 2, 0), board=farm).replace(round=14), food=30)
    state = state.apply("space:grain")
    assert state.step.kind == "feed"
    assert ids(state) == ["convert:grain", "release:sheep", "release:boar", "feed"]  # no cooking improvement
    state = state.apply("release:sheep")
    assert state.players[0].animals == (2, 2, 0) and state.step.kind == "feed"
    state = state.apply("feed")
    assert ids(state) == ["breed:sheep", "breed:boar"]
    state = state.apply("breed:boar")
    assert state.is_terminal and state.players[0].animals == (2, 3, 0)
    assert state.score(0)["breakdown"]["boar"] == 2  # 3 boar: 2 points instead of 1

    # With a cooking improvement the same room can be made by cooking, fed or not.
    state = harvest_state(animals=(3, 2, 0), board=farm, majors=("fireplace_2",))
    state = state.apply("space:grain")
    assert ids(state) == ["convert:grain", "cook:sheep", "cook:boar", "release:sheep", "release:boar", "feed"]
    state = state.apply("cook:sheep")  # 2 food; 2 sheep and 2 boar still leave room for one newborn only
    assert (state.players[0].animals, state.players[0].food, state.step.kind) == ((2, 2, 0), 12, "feed")
    assert state.apply("feed").players[0].food == 12 - 4


def test_feeding_allows_cooking_when_food_suffices():
    # Rules 4: a cooking improvement converts at any time.  A fed family with room for every
    # newborn may still cook (or let go) an animal: the food keeps and pays later prices.
    farm = board([".  .  .  .  .", "R  .  .  .  .", "R  S  S  .  ."], [[(0, 3), (0, 4)]])
    state = harvest_state(animals=(2, 2, 0), board=farm, majors=("fireplace_2",))
    state = state.apply("space:wood")
    assert state.step.kind == "feed" and not state.players[0].grain
    assert ids(state) == ["cook:sheep", "cook:boar", "release:sheep", "release:boar", "feed"]
    state = state.apply("cook:sheep").apply("feed")  # 10 + 2 - 4 food; one sheep left: no lamb
    assert (state.players[0].animals, state.players[0].food) == ((1, 3, 0), 8)


def test_feeding_allows_releasing_when_food_suffices():
    state = harvest_state(animals=(1, 0, 0))
    state = state.apply("space:wood")
    assert ids(state) == ["release:sheep", "feed"]
    state = state.apply("release:sheep")  # nothing left to decide: fed by itself
    assert state.players[0].animals == (0, 0, 0) and state.players[0].food == 10 - 4


def test_the_game_ends_after_the_round_14_harvest_and_scores_through_the_calculator():
    state = harvest_state()
    state = state.replace(round=14)
    state = state.apply("space:grain").apply("feed")
    assert state.is_terminal and state.legal_actions() == () and state.current_player is None
    assert state.returns()[0] == state.score(0)["total"] and set(state.winners()) <= {0, 1}
    with pytest.raises(IllegalAction):
        state.apply("feed")


# ---------------------------------------------------------------- resource choices and turn order


def test_day_laborer_and_the_green_resource_cards():
    state = new_game(0, 3, first_player=0)
    state = state.apply("space:day")
    assert ids(state) == ["take:wood", "take:clay", "take:reed", "take:stone"]
    state = state.apply("take:stone")
    assert (state.players[0].food, state.players[0].stone) == (2 + 1, 1)
    state = state.apply("space:resource1").apply("take:reed")
    assert state.players[1].reed == 1 and state.players[1].food == 3
    state = state.apply("space:resources2")
    assert ids(state) == ["take:wood+clay", "take:wood+reed", "take:wood+stone", "take:clay+reed",
                          "take:clay+stone", "take:reed+stone"]
    state = state.apply("take:wood+stone")
    assert (state.players[2].wood, state.players[2].stone) == (1, 1)


def test_five_player_growth_card_offers_growth_from_round_5_with_a_room():
    state = new_game(0, 5, first_player=0)
    state = with_player(state, board=state.players[0].board.with_room((0, 0)))
    state = state.apply("space:resources2_or_growth")
    assert "growth" not in ids(state)  # round 1
    state = new_game(0, 5, first_player=0).replace(round=5)
    state = with_player(state, board=state.players[0].board.with_room((0, 0)))
    state = state.apply("space:resources2_or_growth").apply("growth")
    assert (state.players[0].people, state.players[0].newborns) == (3, 1)


def test_renovation_then_fences_makes_the_fences_optional():
    state = reveal(new_game(0, 2, first_player=0), "renovate_fences")
    state = with_player(state, clay=2, reed=1, wood=4)
    state = state.apply("space:renovate_fences")
    assert state.players[0].house == "clay" and "done" in ids(state) and "cell:0:0" in ids(state)
    state = state.apply("done")
    assert state.current_player == 1 and not state.players[0].board.fences


def test_a_player_with_no_usable_space_left_sends_nobody():
    from calculator.agricola import flow
    from calculator.agricola.step import ACTION_OVER

    state = new_game(0, 2, first_player=0)
    occupied = tuple(None if space == "build" else 1 for space in state.spaces)
    state = state.replace(occupied=occupied, to_move=1)
    state = with_player(state, 1, workers=0)
    state = flow.proceed(state.replace(step=ACTION_OVER))  # seat 1 done; seat 0 cannot build (no goods), all else taken
    assert state.round == 2 and state.players[0].workers == 2


def test_sow_and_or_bake_needs_one_of_them():
    state = reveal(new_game(0, 2, first_player=0), "sow_bake")
    assert "space:sow_bake" not in ids(state)  # no field, no baking improvement
    state = with_player(state, grain=2, majors=("fireplace_2",))
    state = state.apply("space:sow_bake")
    assert ids(state) == ["bake:1", "bake:2"]  # nothing to sow: baking is what is left
    state = state.apply("bake:2")
    assert (state.players[0].food, state.players[0].grain) == (2 + 4, 0)


def test_the_best_keep_among_equal_optima_is_fixed_most_sheep_first():
    from calculator.agricola.player import best_keep

    capacities = (2, 2, 2, 2, 1, 1, 1, 1, 1)
    # (4, 6, 3), (5, 5, 3) and (5, 6, 2) all keep 13 animals for 7 points; replays need one answer
    assert best_keep(capacities, (5, 6, 3)) == (5, 6, 2)
    assert best_keep(capacities, (5, 5, 3)) == (5, 5, 3)  # all fit
    assert best_keep((4, 1), (0, 3, 3)) == (0, 3, 1)  # not (0, 1, 3): same points, fewer boar


def test_release_at_feeding_says_it_makes_room_only_while_breeding_is_cramped():
    farm = board([".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], [[(0, 3)], [(0, 4)]])
    state = harvest_state(animals=(3, 2, 0), board=farm).apply("space:wood")
    labels = {a.id: a.label for a in state.legal_actions()}
    assert labels["release:sheep"] == "release 1 sheep to make room for a newborn"
    state = harvest_state(animals=(1, 0, 0)).apply("space:wood")
    assert {a.id: a.label for a in state.legal_actions()}["release:sheep"] == "release 1 sheep"
