"""The Agricola Family-game simulator: random games with every invariant (replay: test_protocol.py)."""

import random
from functools import lru_cache

import pytest
from conftest import soak_games

import calculator
from calculator.agricola import rules
from calculator.agricola.board import FarmBoard, cells_of
from calculator.agricola.farm import parse_farmyard
from calculator.agricola.game import AgricolaState, new_game
from calculator.agricola.majors import MAJOR_COPIES
from calculator.core.protocol import random_playout
GAMES_PER_COUNT = {1: 20, 2: 20, 3: 15, 4: 15, 5: 15}  # the sample; a soak run plays more


def play_random(seed: int, num_players: int, check=None) -> tuple[AgricolaState, list[str]]:
    state = new_game(seed, num_players)
    if check:
        check(state)
    return random_playout(state, random.Random(seed), check=check)


@lru_cache(maxsize=4096)
def check_board(board: FarmBoard) -> None:
    """Fences legal by rules 9.2 (at most 15, enclosing only pastures, none dangling, pastures
    connected), at most 4 stables, rooms and fields connected; the exported farmyard reads back
    with the same fences.  Boards repeat between actions: each is checked once."""
    assert not board.problems(), board.problems()
    assert board.fence_count <= rules.MAX_FENCES and board.stable_count <= rules.MAX_STABLES
    farmyard = board.to_farmyard()
    assert parse_farmyard(farmyard.to_rows()).fences == board.fence_edges()


def check_invariants(state: AgricolaState) -> None:
    owned = [copy for p in state.players for copy in p.majors]
    assert sorted(owned + list(state.majors_left)) == sorted(copy for copy, _, _ in MAJOR_COPIES), "majors unique"
    assert 1 <= state.round <= rules.ROUNDS
    assert len(state.spaces) == len(state.goods) == len(state.occupied)
    assert min(state.goods) >= 0
    for seat, player in enumerate(state.players):
        board = player.board
        check_board(board)
        assert rules.MIN_PEOPLE <= player.people <= rules.MAX_PEOPLE
        assert 0 <= player.newborns <= player.people
        assert 0 <= player.workers <= player.people - player.newborns
        assert min(player.food, player.grain, player.vegetables, player.wood, player.clay, player.reed,
                   player.stone, *player.animals, player.begging) >= 0, "supplies non-negative"
        assert {cell for cell, _, _ in player.crops} <= set(range(15))
        assert all(board.fields >> cell & 1 and n > 0 for cell, _, n in player.crops)
        assert len(player.majors) == len(set(player.majors))
        if seat != state.current_player or state.step.kind in ("work", "end"):
            assert player.fits(), "animals must fit between actions"
    if not state.is_terminal:
        ids = [a.id for a in state.legal_actions()]
        assert ids and len(ids) == len(set(ids)), ids


@pytest.mark.slow
@pytest.mark.parametrize("num_players", [1, 2, 3, 4, 5])
def test_random_games_keep_every_invariant_after_every_action(num_players):
    for seed in range(soak_games(GAMES_PER_COUNT[num_players])):
        state, _ = play_random(seed, num_players, check_invariants)
        assert state.is_terminal and state.round == rules.ROUNDS and state.winners()
        result = calculator.score(state.players_document())  # the public document path
        assert tuple(p["total"] for p in result["players"]) == state.returns()
        assert tuple(result["winners"]) == state.winners()


def test_final_farms_cover_the_rules():
    """Random play reaches the interesting parts of the game (a smoke test of coverage)."""
    seen = set()
    for seed in range(30):
        state, log = play_random(seed, 2)
        seen |= {entry.split(":")[0] for entry in log}
        for player in state.players:
            if player.board.enclosed:
                seen.add("pasture")
            if player.house != "wood":
                seen.add("renovated")
            if player.people > 2:
                seen.add("grown")
            if player.begging:
                seen.add("begging")
            if any(player.animals):
                seen.add("animals")
            assert cells_of(player.board.rooms)
    assert {"space", "room", "stable", "field", "sow", "bake", "cell", "enclose", "major", "take", "feed",
            "pasture", "renovated", "grown", "begging", "animals"} <= seen


def test_evaluate_is_the_score_difference_at_the_end_and_a_number_before():
    from calculator.agricola.bots import evaluate

    state, log = play_random(3, 3)
    scores = state.returns()
    for seat in range(3):
        best_other = max(s for other, s in enumerate(scores) if other != seat)
        assert evaluate(state, seat) == float(scores[seat] - best_other)
    solo, _ = play_random(3, 1)
    assert evaluate(solo, 0) == float(solo.returns()[0])
    state = new_game(3, 3)
    rng = random.Random(0)
    for _ in range(60):
        values = [evaluate(state, seat) for seat in range(3)]
        assert all(isinstance(v, float) for v in values)
        state = state.apply(rng.choice(state.legal_actions()))


def test_a_greedy_bot_on_evaluate_beats_random_play():
    from calculator.agricola.bots import evaluate
    from calculator.core.bots import GreedyBot, RandomBot

    bots = (GreedyBot(evaluate), RandomBot())
    totals = [0, 0]
    for seed in range(2):
        rng = random.Random(seed)
        state = new_game(seed, 2)
        while not state.is_terminal:
            state = state.apply(bots[state.current_player].choose(state, rng))
        totals = [t + s for t, s in zip(totals, state.returns())]
    assert totals[0] > totals[1] + 10


def test_the_spaces_goods_tables_every_game_shares_stay_as_printed_after_play():
    """A space's fixed goods (``spaces.GAINS``) and the goods each space gets a round
    (``spaces.amounts``) are plain dictionaries shared by every game, read only by convention (the
    compiled build reads them natively): family and card games of every table size leave them as
    the spaces print them."""
    from calculator.agricola import spaces
    from calculator.core.simulate import play_game

    for players in (1, 2, 5):
        play_game("agricola", ["random"] * players, 11, players)
        play_game("agricola", ["random"] * players, 12, players, options={"decks": ["E", "I", "K"]})
    assert spaces.GAINS == {space_id: dict(space.gain) for space_id, space in spaces.SPACES.items()}
    for players in range(1, 6):
        assert spaces.amounts(players) == {space_id: space.amount(players)
                                           for space_id, space in spaces.SPACES.items()}
