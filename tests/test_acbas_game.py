"""The ACBAS simulator: setup, refills, action rules and invariants (replay and scoring: test_protocol.py)."""

import random

import pytest
from conftest import soak_games

from calculator.acbas import rules
from calculator.acbas.board import HOME, FarmBoard
from calculator.acbas.game import ACBASState, new_game
from calculator.core.protocol import IllegalAction, random_playout
from calculator.grid import SIDES, connected_regions, edge


def goods(state: ACBASState, space: str) -> dict[str, int]:
    i = [s.id for s in rules.ACTION_SPACES].index(space)
    return {g: n for g, n in zip(rules.GOODS, state.spaces[i]) if n}


def play_random(seed: int, check=None) -> tuple[ACBASState, list[str]]:
    return random_playout(new_game(seed), random.Random(seed), check=check)


def test_setup_each_player_has_cottage_nine_borders_three_workers_and_nothing_else():
    state = new_game(1)
    for player in state.players:
        assert player.board.to_farm().to_rows() == [".   .", ".   .", "C   ."]
        assert (player.borders, player.workers, player.wood, player.stone, player.reed) == (9, 3, 0, 0, 0)
        assert player.animals == (0, 0, 0, 0)
    assert (state.round, state.troughs_left, state.stall_tiles_left, state.expansions_left) == (1, 10, 4, 4)
    assert state.current_player == state.start_player == state.first_start_player


def test_start_player_is_drawn_from_the_seed():
    assert {new_game(seed).start_player for seed in range(40)} == {0, 1}
    assert new_game(5).start_player == new_game(5).start_player


def test_round_one_refill():
    state = new_game(3)
    assert goods(state, "start_player_wood") == {"wood": 1}
    assert goods(state, "wood3") == {"wood": 3}
    assert goods(state, "expand") == {"borders": 1}
    assert goods(state, "millpond") == {"reed": 1}
    assert goods(state, "pigs_sheep") == {"pigs": 1}
    assert goods(state, "cattle_pigs") == {"cattle": 1}
    assert goods(state, "horses_sheep") == {"horses": 1}
    assert goods(state, "fences") == {}


QUIET_SPACES = ("wood3", "stone1", "stone2", "building_materials", "start_player_wood", "millpond", "walls")


def pass_round(state: ACBASState, avoid: set[str]) -> ACBASState:
    """Play one round on spaces outside ``avoid`` that bring no animals."""
    this_round = state.round
    while state.round == this_round:
        ids = [a.id for a in state.legal_actions()]
        if state.step.kind == "work":
            state = state.apply(next(i for i in ids if i.split(":")[1] in QUIET_SPACES
                                     and i.split(":")[1] not in avoid))
        else:
            state = state.apply("done" if "done" in ids else ids[0])
    return state


def test_example9_unused_spaces_accumulate_for_round_three():
    state = new_game(0)
    unused = {"wood3", "pigs_sheep", "expand"}
    for _ in range(2):
        state = pass_round(state, unused)
    assert state.round == 3
    assert goods(state, "wood3") == {"wood": 9}
    assert goods(state, "pigs_sheep") == {"pigs": 1, "sheep": 2}
    assert goods(state, "expand") == {"borders": 3}


def test_fences_need_wood_and_walls_give_two_free_borders():
    state = new_game(0, start_player=0)
    ids = {a.id for a in state.legal_actions()}
    assert "space:fences" not in ids  # no wood yet
    assert "space:walls" in ids
    state = state.apply("space:walls")
    state = state.apply(state.legal_actions()[0]).apply(state.legal_actions()[1])
    # two free borders placed; no stone for a third
    assert state.players[0].borders == 7
    assert [a.id for a in state.legal_actions()] == ["done"]


def test_a_border_never_goes_against_a_building_wall():
    board = FarmBoard.start()
    cottage = (2, 4)
    for kind, r, c in board.open_edges:
        touching = {(r, c), (r - 1, c)} if kind == "H" else {(r, c), (r, c - 1)}
        assert cottage not in touching
    assert len(board.open_edges) == 17 - 4


def _regions_cell_by_cell(board: FarmBoard) -> tuple:
    """The rule in cells: spaces without a building, joined where no border stands; enclosed when
    each edge to the outside of the farm carries a border."""
    free = [cell for cell in board.cells if cell not in board.building_at]
    found = []
    for region in connected_regions(free, lambda a, b: _between(a, b) not in board.borders):
        outline = [edge(cell, side) for cell in region for side in SIDES if board.across(cell, side) is None]
        found.append((region, all(e in board.borders for e in outline)))
    return tuple(found)


def _between(a, b):
    (r1, c1), (r2, c2) = sorted((a, b))
    return ("H", r2, c2) if c1 == c2 else ("V", r1, c2)


def test_regions_and_pastures_of_random_farms_are_those_of_the_rule_in_cells():
    boards = {}
    for seed in range(12):
        play_random(seed, check=lambda s: boards.update((id(p.board), p.board) for p in s.players))
    assert sum(bool(board.pastures) for board in boards.values()) > 20  # pastures, not only open regions
    for board in boards.values():
        assert board.regions == _regions_cell_by_cell(board)
        assert board.pastures == tuple(region for region, enclosed in board.regions if enclosed)


def test_a_pasture_holds_two_a_space_doubled_by_each_trough():
    board = FarmBoard.start()
    for e in (("H", 0, HOME), ("V", 0, HOME), ("V", 0, HOME + 1), ("H", 1, HOME)):
        board = board.with_border(e)
    assert board.pastures == (frozenset({(0, HOME)}),)
    assert board.capacities == (2, 1)  # the pasture, the cottage
    assert board.with_trough((0, HOME)).capacities == (4, 1)
    assert board.with_trough((1, HOME)).capacities == (2, 1, 1)  # a trough alone holds one


def test_a_players_copy_keeps_its_board_and_a_change_of_structure_works_it_out_again():
    player = new_game(0).players[0]
    capacities = player.board.capacities
    richer = player.replace(wood=4, animals=(1, 0, 0, 0))
    assert richer.board is player.board and richer.board._capacities is capacities
    for changed in (player.board.with_border(("H", 0, HOME)), player.board.with_trough((0, HOME)),
                    player.board.with_building((0, HOME), "S"), player.board.expanded("left")):
        assert changed._capacities is None and changed._region_bits is None and changed._open_edges is None


def test_what_a_player_could_do_is_what_the_rules_say_for_its_farm_and_supply():
    from calculator.acbas.game import _abilities

    seen = []
    for seed in range(12):
        play_random(seed, check=lambda s: seen.extend(s.players))
    assert len({player.abilities for player in seen}) > 20
    for player in seen:
        assert player.abilities == _abilities(player)  # remembered answers: the rule's own


def test_each_space_offers_a_worker_there_labelled_with_the_goods_it_holds_now():
    from calculator.acbas.game import _offers

    states = []
    play_random(4, check=states.append)
    for state in states:
        assert state.offers == _offers(state.spaces)
        assert [a.id for a in state.offers] == [f"space:{s.id}" for s in rules.ACTION_SPACES]
    state = states[0]
    i = [s.id for s in rules.ACTION_SPACES].index("wood3")
    wood7 = tuple(7 if good == "wood" else 0 for good in rules.GOODS)
    refilled = state.replace(spaces=state.spaces[:i] + (wood7,) + state.spaces[i + 1:])
    assert "[7 wood]" in refilled.offers[i].label and "[7 wood]" not in state.offers[i].label


def test_animals_fit_exactly_when_the_housing_check_says_so():
    from calculator import housing

    seen = []
    for seed in range(6):
        play_random(seed, check=lambda s: seen.extend(s.players))
    for player in seen:
        assert player.fits() == housing.fits(player.board.capacities, player.animals)
    start = new_game(0).players[0]  # the cottage alone: room for 1 animal
    for animals, fits in (((0, 0, 0, 0), True), ((1, 0, 0, 0), True), ((2, 0, 0, 0), False), ((1, 1, 0, 0), False)):
        player = start.replace(animals=animals)
        assert player.fits() == housing.fits(player.board.capacities, animals) == fits


def test_a_price_is_afforded_and_spent_as_the_supply_pays_it():
    from calculator.acbas.game import FENCE_COST, FENCE_PRICE, WALL_COST, WALL_PRICE

    player = new_game(0).players[0].replace(wood=1, stone=1)
    assert player.affords(FENCE_PRICE) == player.can_pay(FENCE_COST) is True
    assert player.affords(WALL_PRICE) == player.can_pay(WALL_COST) is False
    draft = player.draft()
    draft.spend(FENCE_PRICE)
    assert (draft.wood, draft.stone, draft.reed) == (player.pay(FENCE_COST).wood, 1, 0) == (0, 1, 0)


def test_illegal_action_is_refused_and_changes_nothing():
    state = new_game(0)
    with pytest.raises(IllegalAction):
        state.apply("space:stall")  # 3 stone + 1 reed needed
    assert state.actions_taken == 0


def test_expand_takes_borders_and_attaches_a_column():
    state = new_game(0, start_player=0).apply("space:expand")
    assert state.players[0].borders == 10
    assert [a.id for a in state.legal_actions()] == ["expand:left", "expand:right"]
    state = state.apply("expand:left")
    assert state.players[0].board.to_farm().to_rows() == [".   .   .", ".   .   .", ".   C   ."]
    assert state.expansions_left == 3


def test_animals_that_do_not_fit_must_be_released():
    state = new_game(0, start_player=0)
    state = state.apply("space:pigs_sheep")  # 1 pig: the cottage holds it
    assert state.players[0].animals == (0, 1, 0, 0)
    assert state.current_player == 1
    state = state.apply("space:cattle_pigs")  # 1 cow for player 1
    state = state.apply("space:horses_sheep")  # a horse: no room beside the pig
    assert state.step.kind == "release" and state.current_player == 0
    assert [a.id for a in state.legal_actions()] == ["release:best", "release:pigs", "release:horses"]
    state = state.apply("release:pigs")
    assert state.players[0].animals == (0, 0, 0, 1)
    assert state.current_player == 1



def test_a_release_offers_the_best_keep_then_one_of_each_type_held():
    state = new_game(0, start_player=0)
    for action in ("space:pigs_sheep", "space:cattle_pigs", "space:horses_sheep"):
        state = state.apply(action)
    legal = state.legal_actions()
    assert [a.label for a in legal[1:]] == ["release 1 pigs", "release 1 horses"]
    assert legal[0].label == "keep the best herd that fits (release 1 horses)"  # a horse scores less


def test_a_farms_counts_read_on_its_masks_are_those_of_its_cells():
    from collections import Counter

    from calculator.acbas.board import _cells_bits

    boards = {}
    for seed in range(12):
        play_random(seed, check=lambda s: boards.update((id(p.board), p.board) for p in s.players))
    assert sum(board.full_expansions() for board in boards.values()) > 0  # full expansions, not only none
    for board in boards.values():
        # the masks a change hands on are those of the board's own borders, buildings and troughs
        assert board.borders_bits == board._find_borders_bits()
        assert board.building_bits == _cells_bits(cell for cell, _ in board.buildings)
        assert board.trough_bits == _cells_bits(board.troughs)
        full = sum(all(board.is_used((r, c)) for r in range(rules.ROWS)) for c in board.expansion_columns)
        assert board.full_expansions() == full
        counted = Counter(token for _, token in board.buildings)
        assert board.building_counts() == {token: counted[token] for token in rules.BUILDINGS}
        assert all(board.has_building(token) == bool(board.cells_with(token)) for token in rules.BUILDINGS)
        assert board.capacities == tuple(sorted((place.capacity for place in board.locations if place.capacity),
                                                reverse=True))


def test_a_player_changed_in_one_field_is_the_replaced_record():
    player = new_game(0).players[0].replace(wood=2, animals=(1, 0, 2, 0), workers=1)
    board = player.board.expanded("right")
    assert player.gain("sheep", 2) == player.replace(animals=(3, 0, 2, 0))
    assert player.gain("stone", 3) == player.replace(stone=3)
    assert player.with_animals((0, 0, 1, 0)) == player.replace(animals=(0, 0, 1, 0))
    assert player.with_board(board) == player.replace(board=board)
    assert player.rested() == player.replace(workers=rules.WORKERS)
    assert player.workers == 1 and player.animals == (1, 0, 2, 0)  # the record itself unchanged


def test_apply_reads_each_ids_meaning_as_the_catalogue_parses_it():
    from calculator.acbas.actions import action_ids, parse
    from calculator.acbas.game import MEANINGS

    assert list(MEANINGS) == list(action_ids())
    assert all(MEANINGS[i] == parse(i) for i in action_ids())


def check_invariants(state: ACBASState) -> None:
    troughs = sum(len(p.board.troughs) for p in state.players)
    assert troughs + state.troughs_left == rules.MAX_TROUGHS
    stall_tiles = sum(len(p.board.cells_with("S")) + len(p.board.cells_with("B")) for p in state.players)
    assert stall_tiles + state.stall_tiles_left == rules.MAX_STALL_TILES
    expansions = sum(p.board.left + p.board.right for p in state.players)
    assert expansions + state.expansions_left == rules.MAX_EXPANSIONS
    specials = [t for p in state.players for t in p.board.building_at.values() if rules.BUILDINGS[t].special]
    assert sorted(specials + list(state.specials_left)) == sorted(t for t, b in rules.BUILDINGS.items() if b.special)
    for seat, player in enumerate(state.players):
        board = player.board
        assert min(player.wood, player.stone, player.reed, player.borders, *player.animals) >= 0
        assert len(board.borders) + player.borders <= rules.START_BORDERS + rules.MAX_BORDERS - 9
        assert all(board.on_farm((r if k == "V" else min(r, 2), c if k == "H" else min(c, board.end_col - 1)))
                   for k, r, c in board.borders)
        home = (rules.COTTAGE_START[0], HOME + rules.COTTAGE_START[1])  # canvas columns: the home board stays
        assert board.cells_with("C") + board.cells_with("H") == (home,), "the house stays on its printed space"
        assert 0 <= player.workers <= rules.WORKERS
        if seat != state.current_player or state.step.kind == "work":
            # Animals must fit at the end of every action; only the player in the
            # middle of one (or releasing) may be over.
            assert player.fits(), "animals must fit between actions"


@pytest.mark.slow
def test_random_games_keep_every_invariant_after_every_action():
    for seed in range(soak_games(200)):  # 1000 and more in a soak run
        state, log = play_random(seed, check_invariants)
        assert state.round == rules.ROUNDS and state.winners()
