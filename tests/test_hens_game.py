"""The Hens game engine: setup, turn rules, rooster, deck exhaustion, hidden information,
random-play invariants and scoring through the calculator (replay: test_protocol.py)."""

import dataclasses
import json
import pickle
import random
from collections import Counter

import pytest
from conftest import soak_games

import calculator
from calculator.core.protocol import IllegalAction, random_playout
from calculator.hens.bots import evaluate, evaluator, pile_gain, room_to_grow
from calculator.hens.deck import shuffle
from calculator.hens.game import HensState, new_game
from calculator.hens.grid import compatible
from calculator.hens.hidden import determinize
from calculator.hens.play_settings import GameSettings, parse_game_settings
from calculator.hens.yard import EMPTY, cell_index, fits_box


# ---------------------------------------------------------------- helpers


def ids(state: HensState) -> list[str]:
    return [a.id for a in state.legal_actions()]


def play_random(seed: int, players: int = 2, settings=None, check=None) -> tuple[HensState, list[str]]:
    return random_playout(new_game(seed, players, settings), random.Random(seed), check=check)


def play_until(state: HensState, done, rng=None) -> HensState:
    rng = rng or random.Random(0)
    while not done(state):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def all_cards(state: HensState, yard_cards=None) -> list[int]:
    """Every physical card wherever it is: deck, hands, piles, grids, the card being played."""
    yard_cards = yard_cards or (lambda yard: yard.cards())
    cards = list(state.deck)
    for seat in range(state.num_players):
        cards += state.hands[seat] + state.piles[seat]
        cards += yard_cards(state.yards[seat])
    if state.step == "place":
        cards.append(state.pending)
    return sorted(cards)


def in_play(state: HensState) -> list[int]:
    return sorted(card for card, breed in enumerate(state.table.breeds) if breed not in state.setup.removed_breeds)


def card(state: HensState, text: str, skip: int = 0) -> int:
    """The number of a physical card showing ``text`` (the ``skip``-th such card)."""
    return [i for i in range(len(state.table)) if state.table.text(i) == text][skip]


def arranged(state: HensState, grid: dict, hand: list[str], step: str = "choose") -> HensState:
    """``state`` with the mover's grid and hand replaced: ``grid`` maps canvas (row, col) to a
    card text, "coop" or "coop:" and the text of the card under it, placed in the given order."""
    seat = state.to_move
    yard = state.yards[seat]
    used = Counter()
    for (r, c), text in grid.items():
        coop = text.startswith("coop")
        name = (text.removeprefix("coop").lstrip(":") or "PAD 1/1/0") if coop else text
        number = card(state, name, used[name])
        used[name] += 1
        yard = yard.place(cell_index(r, c), number, coop)
    cards = []
    for text in hand:
        cards.append(card(state, text, used[text]))
        used[text] += 1
    yards = state.yards[:seat] + (yard,) + state.yards[seat + 1:]
    hands = state.hands[:seat] + (tuple(sorted(cards)),) + state.hands[seat + 1:]
    return state.replace(yards=yards, hands=hands, step=step, known=((),) * state.num_players)


def check_invariants(state: HensState, cards: list[int], checked_yards: dict | None = None) -> None:
    """Card conservation, hand sizes, grid sizes and legality, public knowledge.

    ``checked_yards`` (id -> (yard, its cards, its coop cards)) skips re-checking grids that did not change.
    """
    checked_yards = {} if checked_yards is None else checked_yards
    hand_size = state.settings.hand_size
    hens_of = state.table.hens
    for seat in range(state.num_players):
        yard = state.yards[seat]
        if id(yard) not in checked_yards:
            hens = dict(yard.hens())
            for cell, number in hens.items():  # every adjacent pair of face-up hens is compatible
                for other in (cell + 1 if cell % 7 < 6 else None, cell + 7):
                    if other in hens:
                        assert compatible(hens_of[number], hens_of[hens[other]])
            if yard.box:
                assert fits_box(*yard.box)
            checked_yards[id(yard)] = (yard, yard.cards(), {c for _, c in yard.coops()})
        # one card per turn taken
        expected = 12 if state.is_terminal else state.round - 1 + _played_this_round(state, seat) + (
            seat == state.to_move and state.step == "discard")
        assert yard.count == expected
        # hands: back to the hand size between turns (below it only when the deck ran dry and
        # could not be rebuilt)
        size = len(state.hands[seat])
        exact = state.settings.deck_exhaustion == "reshuffle_keep_tops"
        if seat != state.to_move or state.step in ("rooster", "end"):
            assert size == hand_size if exact else size <= hand_size
        elif exact and state.step in ("draw", "choose"):
            assert size == hand_size + state.drawn
        elif exact and state.step == "place":
            assert size == hand_size + state.drawn - 1
        # what all know to be in a hand is there (or under the seat's coops, or being played)
        if state.known[seat]:
            region = set(state.hands[seat]) | checked_yards[id(yard)][2]
            if seat == state.to_move and state.step == "place":
                region.add(state.pending)
            assert set(state.known[seat]) <= region
    assert all_cards(state, lambda yard: checked_yards[id(yard)][1]) == cards


def _played_this_round(state: HensState, seat: int) -> bool:
    """Whether ``seat`` has already taken its turn in the current round."""
    if state.step in ("rooster", "end"):
        return True
    order = [(state.first_player + i) % state.num_players for i in range(state.num_players)]
    return order.index(seat) < order.index(state.to_move)


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("players, deck_cards, removed_sizes", [(2, 50, [12, 10]), (3, 62, [10]), (4, 72, [])])
def test_setup_removes_breeds_by_player_count_and_deals_four_cards_each(players, deck_cards, removed_sizes):
    for seed in range(10):
        state = new_game(seed, players)
        counts = state.table.card_set.breed_counts()
        assert sorted((counts[b] for b in state.setup.removed_breeds), reverse=True) == removed_sizes
        assert len(in_play(state)) == deck_cards
        assert [len(hand) for hand in state.hands] == [4] * players
        assert len(state.deck) == deck_cards - 4 * players
        assert all_cards(state) == in_play(state)
        assert state.round == 1 and state.current_player == state.first_player and state.step == "draw"
        assert all(yard.count == 0 for yard in state.yards) and state.piles == ((),) * players
        assert len(state.setup.goal_cards) == 1 and len(state.setup.goals) == 2


def test_setup_removed_breeds_first_player_goal_card_and_deal_come_from_the_seed():
    games = [new_game(seed, 3) for seed in range(60)]
    assert {g.first_player for g in games} == {0, 1, 2}
    assert len({g.setup.removed_breeds for g in games}) == 2  # one of the two 10-card breeds
    assert len({g.setup.goal_cards for g in games}) > 5
    again = new_game(17, 3)
    assert (again.deck, again.hands, again.first_player, again.setup.goal_cards) == (
        games[17].deck, games[17].hands, games[17].first_player, games[17].setup.goal_cards)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_chance_is_each_purposes_own_generator_drawn_as_before(players):
    """The setup seeds a generator only for a draw that draws (none for the breeds when no breed
    is set aside): every game is dealt as when all four were seeded in turn."""
    from calculator.core.protocol import chance
    from calculator.hens import deck as decks
    from calculator.hens.goals import default_goals

    settings = GameSettings()
    for seed in range(40):
        table = decks.default_table()
        removed = decks.removed_breeds(table, settings.removal(players), chance(seed, decks.BREEDS_DRAW, "breeds"))
        deck = list(decks.shuffled_deck(table, removed, chance(seed, decks.SHUFFLE_DRAW, "shuffle")))
        goals = tuple(chance(seed, decks.GOAL_DRAW, "goal card").sample(default_goals().ids, 1))
        hands = []
        for _ in range(players):
            hands.append(tuple(sorted(deck[-4:])))
            del deck[-4:]
        first = chance(seed, decks.FIRST_PLAYER_DRAW, "first player").randrange(players)
        game = new_game(seed, players)
        assert (game.setup.removed_breeds, game.setup.goal_cards, game.hands, game.deck, game.first_player) == (
            removed, goals, tuple(hands), tuple(deck), first)


@pytest.mark.parametrize("cards", [0, 1, 2, 7, 64, 72])
def test_the_deck_is_shuffled_with_the_swaps_and_draws_of_random_shuffle(cards):
    for seed in range(20):
        ours, theirs = list(range(cards)), list(range(cards))
        rng, reference = random.Random(f"s{seed}"), random.Random(f"s{seed}")
        shuffle(ours, rng)
        reference.shuffle(theirs)
        assert ours == theirs
        assert rng.getstate() == reference.getstate()  # as many draws: later draws stay the same


def test_new_game_refuses_player_counts_outside_two_to_four():
    for players in (0, 1, 5):
        with pytest.raises(ValueError):
            new_game(1, players)


# ---------------------------------------------------------------- drawing


def test_round_one_draws_come_only_from_the_deck():
    state = new_game(3, 4)
    while state.round == 1:
        if state.step == "draw":
            assert ids(state) == ["draw:deck"]
        state = state.apply(state.legal_actions()[-1])


def test_from_round_two_a_draw_may_take_another_players_discard_top_never_ones_own():
    state = play_until(new_game(5, 3), lambda s: s.round == 2 and s.step == "draw")
    me = state.to_move
    piles = [f"draw:pile:{s}" for s in range(3) if s != me and state.piles[s]]
    assert ids(state) == ["draw:deck"] + piles
    assert f"draw:pile:{me}" not in ids(state)
    with pytest.raises(IllegalAction):
        state.apply(f"draw:pile:{me}")


def test_second_draw_from_the_same_pile_takes_the_newly_exposed_card():
    state = play_until(new_game(8, 2), lambda s: s.round == 2 and s.step == "draw")
    other = 1 - state.to_move
    pile = state.piles[other] + (card(state, "MOD 1/2/1"), card(state, "MOD 2/1/1"))
    state = state.replace(piles=state.piles[:other] + (pile,) + state.piles[other + 1:])
    first = state.apply(f"draw:pile:{other}")
    assert first.step == "draw" and first.piles[other] == pile[:-1] and pile[-1] in first.hand
    second = first.apply(f"draw:pile:{other}")
    assert second.piles[other] == pile[:-2] and pile[-2] in second.hand
    assert second.step == "choose" and len(second.hand) == 6
    assert set(pile[-2:]) <= set(second.known[second.to_move])  # everyone saw them taken


def test_settings_allow_own_pile_and_opponent_piles_from_round_one():
    settings = GameSettings(allow_own_discard_draw=True, opponent_discard_from_round=1)
    state = play_until(new_game(2, 2, settings), lambda s: s.round == 1 and s.step == "draw" and any(s.piles))
    assert any(i.startswith("draw:pile:") for i in ids(state))
    state = play_until(state, lambda s: s.step == "draw" and s.piles[s.to_move])
    assert f"draw:pile:{state.to_move}" in ids(state)


def test_simultaneous_draw_mode_chooses_both_sources_at_once():
    state = play_until(new_game(4, 2, GameSettings(draw_mode="simultaneous_choice")),
                       lambda s: s.round == 3 and s.step == "draw")
    other = 1 - state.to_move
    assert ids(state)[0] == "draw:deck+deck"
    assert f"draw:deck+pile:{other}" in ids(state)
    after = state.apply("draw:deck+deck")
    assert after.step == "choose" and len(after.hand) == 6


# ---------------------------------------------------------------- placement


def e8_state() -> HensState:
    """hens.md E8: PAD 3, PAD 5 in row r1 (c2, c3), WYA 4 below PAD 3 (canvas rows 3-4, columns 3-5)."""
    state = new_game(1, 2)
    grid = {(3, 3): "PAD 3/2/0", (3, 4): "PAD 5/1/0", (4, 3): "WYA 4/2/0"}
    return arranged(state, grid, ["SEB 4/2/0", "WYA 6/1/0", "SUL 1/1/1", "MOD 6/1/1", "CEM 1/1/1", "FAV 3/1/1"])


def test_placement_pairwise_same_breed_or_values_exactly_one_apart_e8():
    state = e8_state()
    seb = state.apply("hen:SEB-4a")
    assert "cell:3:5" in ids(seb)  # r1c4: next to PAD 5 only, |4 - 5| = 1
    assert "cell:4:4" not in ids(seb)  # r2c3: PAD 5 fine, but WYA 4 is another breed with the same value
    wya = state.apply("hen:WYA-6a")
    assert "cell:4:4" in ids(wya)  # PAD 5 above (|6 - 5| = 1), WYA 4 left (same breed)


def test_illegal_placement_is_refused_and_changes_nothing():
    seb = e8_state().apply("hen:SEB-4a")
    fields = {field.name: getattr(seb, field.name) for field in dataclasses.fields(seb) if not field.name.startswith("_")}
    before = (seb.view(seb.to_move), seb.public_view(), ids(seb), fields)
    for bad in ("cell:4:4", "cell:0:0", "cell:3:3", "hen:SEB-4a", "discard:SEB-4a", "rooster:3:3", "nonsense"):
        with pytest.raises(IllegalAction):
            seb.apply(bad)
    fields = {field.name: getattr(seb, field.name) for field in dataclasses.fields(seb) if not field.name.startswith("_")}
    assert (seb.view(seb.to_move), seb.public_view(), ids(seb), fields) == before


def test_a_hen_that_fits_nowhere_is_offered_only_as_a_coop():
    faces = ids(e8_state())
    assert {"hen:SEB-4a", "hen:WYA-6a", "hen:MOD-6a", "hen:FAV-3a"} <= set(faces)
    # a 1 of another breed would need a 2 beside every neighbour: PAD 3, PAD 5 and WYA 4 offer none
    assert "hen:CEM-1a" not in faces and "hen:SUL-1a" not in faces
    assert all(f"coop:{face}" in faces for face in ("SEB-4a", "WYA-6a", "SUL-1a", "MOD-6a", "CEM-1a", "FAV-3a"))


def test_a_coop_constrains_nothing_and_needs_only_a_neighbour():
    state = e8_state()
    coop = state.apply("coop:SEB-4a")
    assert "cell:4:4" in ids(coop)  # any open cell, whatever the neighbours
    after = coop.apply("cell:4:4")
    assert after.yards[after.to_move].cells[cell_index(4, 4)] < EMPTY and after.step == "discard"
    # then a hen of any breed and value next to only the coop (r2c4 = canvas (4, 5)) is legal
    grid = {(3, 3): "PAD 3/2/0", (3, 4): "PAD 5/1/0", (4, 3): "WYA 4/2/0", (4, 4): "coop"}
    again = arranged(new_game(1, 2), grid, ["CEM 1/1/1", "SUL 6/1/2"])
    for face in ("CEM-1a", "SUL-6a"):
        assert "cell:4:5" in ids(again.apply(f"hen:{face}"))


def test_the_grid_stays_within_three_by_four_or_four_by_three():
    row = {(3, 2): "PAD 1/1/0", (3, 3): "PAD 2/1/0", (3, 4): "PAD 4/2/0", (3, 5): "PAD 6/1/0"}  # width 4
    state = arranged(new_game(1, 2), row, ["PAD 3/2/0"])
    cells = ids(state.apply("hen:PAD-3a"))
    assert "cell:3:1" not in cells and "cell:3:6" not in cells  # width 5
    assert {"cell:2:3", "cell:4:3"} <= set(cells)
    tall = arranged(new_game(1, 2), {(3, 3): "PAD 3/2/0", (4, 3): "PAD 4/2/0", (5, 3): "PAD 3/2/0",
                                      (2, 3): "PAD 4/2/0", (2, 4): "PAD 5/1/0", (2, 5): "PAD 6/1/0"}, ["PAD 5/3/0"])
    cells = ids(tall.apply("hen:PAD-5b"))  # 4 rows: at most 3 columns
    assert "cell:2:6" not in cells and "cell:3:2" not in cells and "cell:3:4" in cells


def test_first_card_goes_to_the_centre_with_the_bounding_box_rule():
    state = play_until(new_game(2, 2), lambda s: s.step == "choose")
    faces = ids(state)
    assert all(f.startswith(("hen:", "coop:")) for f in faces) and len(faces) == 2 * len(
        {state.table.faces[c] for c in state.hand})  # an empty grid takes any card, face up or down
    assert ids(state.apply(faces[0])) == ["cell:3:3"]


def test_strict_adjacency_setting_needs_one_apart_from_every_neighbour_once_a_breed_differs():
    grid = {(3, 3): "PAD 3/2/0", (3, 4): "PAD 5/1/0", (4, 3): "WYA 4/2/0"}
    strict = arranged(new_game(1, 2, GameSettings(adjacency="strict")), grid, ["WYA 6/1/0", "SEB 4/2/0"])
    assert "cell:4:4" not in ids(strict.apply("hen:WYA-6a"))  # differs from PAD 5, so WYA 4 must be 5 or 7
    assert "cell:4:4" in ids(e8_state().apply("hen:WYA-6a"))  # pairwise (default): legal
    assert "cell:3:5" in ids(strict.apply("hen:SEB-4a"))


def test_coop_only_when_no_hen_fits_with_the_forced_coop_setting():
    forced = GameSettings(coop_voluntary=False)
    grid = {(3, 3): "PAD 3/2/0", (3, 4): "PAD 5/1/0", (4, 3): "WYA 4/2/0"}
    choices = ids(arranged(new_game(1, 2, forced), grid, ["SEB 4/2/0", "CEM 1/1/1"]))
    assert choices == ["hen:SEB-4a"]
    stuck = arranged(new_game(1, 2, forced), {(3, 3): "PAD 3/2/0"}, ["SEB 6/2/1", "WYA 1/1/0"])
    assert ids(stuck) == ["coop:WYA-1a", "coop:SEB-6a"]


def test_fixed_orientation_setting_chooses_the_frame_before_the_first_card():
    state = play_until(new_game(3, 2, GameSettings(orientation="fixed")), lambda s: s.step != "draw")
    assert ids(state) == ["orient:3x4", "orient:4x3"]
    framed = state.apply("orient:4x3")
    first = framed.apply(ids(framed)[0])
    assert len(ids(first)) == 12  # anywhere in the 4x3 frame


# ---------------------------------------------------------------- discard, rooster


def test_turn_is_draw_two_play_one_discard_one_back_to_four_cards():
    state = new_game(6, 2)
    me = state.to_move
    steps = []
    while state.to_move == me:
        steps.append(state.step)
        state = state.apply(state.legal_actions()[0])
    assert steps == ["draw", "draw", "choose", "place", "discard"]
    assert len(state.hands[me]) == 4 and len(state.piles[me]) == 1 and state.yards[me].count == 1


def test_rooster_is_placed_by_every_player_after_round_six_on_a_face_up_hen():
    state = play_until(new_game(9, 3), lambda s: s.step == "rooster")
    assert state.round == 6 and all(y.count == 6 for y in state.yards)
    order = [(state.first_player + i) % 3 for i in range(3)]
    expected = [s for s in order if any(True for _ in state.yards[s].hens())]
    seen = []
    while state.step == "rooster":
        seat = state.to_move
        seen.append(seat)
        hens = {f"rooster:{c // 7}:{c % 7}" for c, _ in state.yards[seat].hens()}
        assert set(ids(state)) == hens
        state = state.apply(state.legal_actions()[-1])
        assert state.roosters[seat] is not None
    assert seen == expected
    assert state.round == 7 and state.step == "draw" and state.to_move == state.first_player


def test_rooster_choices_stay_hidden_until_every_player_has_placed_when_simultaneous():
    state = play_until(new_game(9, 2), lambda s: s.step == "rooster")
    first = state.to_move
    state = state.apply(state.legal_actions()[0])
    other = state.to_move
    assert state.step == "rooster" and other != first
    assert state.view(other)["seats"][first]["rooster"] is None
    assert state.view(first)["seats"][first]["rooster"] is not None
    assert state.public_view()["seats"][first]["rooster"] is None
    done = state.apply(state.legal_actions()[0])
    assert done.public_view()["seats"][first]["rooster"] is not None
    open_game = play_until(new_game(9, 2, GameSettings(rooster_simultaneous=False)), lambda s: s.step == "rooster")
    open_game = open_game.apply(open_game.legal_actions()[0])
    assert open_game.public_view()["seats"][first]["rooster"] is not None


def test_a_player_with_only_coops_places_no_rooster():
    rng = random.Random(1)
    game = new_game(11, 2)
    while game.step != "rooster" and game.round <= 6:
        choices = ids(game)
        coop = [i for i in choices if i.startswith("coop:")] if game.to_move == 0 else []
        game = game.apply(coop[0] if coop else rng.choice(choices))
    assert game.to_move == 1 and game.rooster_queue == ()
    assert not any(True for _ in game.yards[0].hens())


# ---------------------------------------------------------------- deck exhaustion


def empty_deck_state(settings=None) -> HensState:
    """Round 10 of a 2-player game with the deck moved into the discard piles."""
    state = play_until(new_game(12, 2, settings), lambda s: s.round == 10 and s.step == "draw" and s.draws_made == 0)
    half = len(state.deck) // 2
    piles = (state.deck[:half] + state.piles[0], state.deck[half:] + state.piles[1])
    return state.replace(deck=(), piles=piles)


def test_deck_exhaustion_reshuffles_every_discard_pile_except_its_top_card():
    state = empty_deck_state()
    tops = [pile[-1] for pile in state.piles]
    under = sorted(c for pile in state.piles for c in pile[:-1])
    assert "draw:deck" in ids(state)
    after = state.apply("draw:deck")
    assert after.reshuffles == 1 and [pile for pile in after.piles] == [(t,) for t in tops]
    drawn = [c for c in after.hand if c not in state.hand]
    assert sorted(after.deck + tuple(drawn)) == under
    assert after.reshuffled == tuple(under)
    assert after.deck == state.apply("draw:deck").deck  # the shuffle comes from the seed


def test_deck_exhaustion_discard_only_setting_draws_from_piles_and_cannot_stop():
    state = empty_deck_state(GameSettings(deck_exhaustion="discard_only"))
    assert ids(state) == ["draw:pile:" + str(1 - state.to_move)]


def test_deck_exhaustion_draw_fewer_setting_may_stop_drawing():
    state = empty_deck_state(GameSettings(deck_exhaustion="draw_fewer"))
    assert "draw:deck" not in ids(state) and "draw:stop" in ids(state)
    stopped = state.apply("draw:stop")
    assert stopped.step == "choose" and len(stopped.hand) == 4
    placed = stopped.apply(ids(stopped)[0])
    placed = placed.apply(ids(placed)[0])
    assert placed.to_move != state.to_move  # 3 cards left: no discard below the hand size
    assert len(placed.hands[state.to_move]) == 3


def test_a_draw_with_no_source_is_lost():
    state = empty_deck_state(GameSettings(deck_exhaustion="discard_only"))
    state = state.replace(piles=((), state.piles[1]) if state.to_move == 0 else (state.piles[0], ()))
    taken = state.apply(ids(state)[0])  # the one pile left, down to its last card ...
    while taken.step == "draw":
        taken = taken.apply(ids(taken)[0])
    assert taken.step == "choose" and taken.drawn <= 2


def test_a_player_with_no_card_and_no_other_source_takes_from_their_own_pile():
    state = empty_deck_state(GameSettings(deck_exhaustion="discard_only"))
    me = state.to_move
    piles = tuple(pile if seat == me else () for seat, pile in enumerate(state.piles))
    starving = state.replace(piles=piles, hands=tuple(() if seat == me else h for seat, h in enumerate(state.hands)))
    assert ids(starving) == [f"draw:pile:{me}"]


@pytest.mark.parametrize("mode", ["reshuffle_keep_tops", "discard_only", "draw_fewer"])
def test_deck_exhaustion_when_everyone_draws_from_the_deck_keeps_every_rule(mode):
    finals = random_games(4, 12, settings=GameSettings(deck_exhaustion=mode), deck_lover=True)
    if mode == "reshuffle_keep_tops":
        assert all(state.reshuffles >= 1 for state in finals)
    else:
        assert all(state.reshuffles == 0 for state in finals)


# ---------------------------------------------------------------- hidden information


def test_view_of_seat_zero_never_shows_seat_ones_hand():
    state = play_until(new_game(21, 2), lambda s: s.round == 4 and s.to_move == 1 and s.step == "choose")
    view = state.view(0)
    assert [c["id"] for c in view["private"]["hand"]] == [state.table.faces[c] for c in state.hands[0]]
    shown = json.dumps(view)
    public_ids = {state.table.faces[c] for s in range(2) for c in state.known[s]} | {
        state.table.faces[c] for c in state.hands[0]} | {state.table.faces[c] for _, c in state.yards[0].coops()}
    for number in state.hands[1]:
        if state.table.faces[number] not in public_ids:
            assert f'"{state.table.faces[number]}"' not in shown
    assert "private" not in state.public_view()
    assert state.private_view(0) == view["private"] and state.private_view(1) != view["private"]
    assert view["seats"][1]["hand_size"] == len(state.hands[1])
    coops = sum(row.count("coop") for row in view["seats"][1]["grid"]["rows"])
    assert coops == view["seats"][1]["coops"] == sum(1 for _ in state.yards[1].coops())


def test_determinize_keeps_the_seats_own_view_and_redeals_the_rest():
    state = play_until(new_game(22, 3), lambda s: s.round == 8 and s.step == "choose")
    seat = state.to_move
    worlds = [determinize(state, seat, random.Random(i)) for i in range(20)]
    for world in worlds:
        assert world.view(seat) == state.view(seat)
        assert world.public_view() == state.public_view()
        assert world.hands[seat] == state.hands[seat]
        assert all_cards(world) == all_cards(state)
        assert ids(world) == ids(state)
        for other in range(3):
            assert not Counter(world.known[other]) - Counter(world.hands[other]) - Counter(
                c for _, c in world.yards[other].coops())
    others = [s for s in range(3) if s != seat]
    assert len({tuple(w.hands[o] for o in others) + (w.deck,) for w in worlds}) > 15
    assert len({w.seed for w in worlds}) == 20 and state.seed not in {w.seed for w in worlds}


def test_determinize_after_a_reshuffle_deals_the_deck_from_the_reshuffled_cards():
    state = empty_deck_state().apply("draw:deck")
    for i in range(10):
        world = determinize(state, 1 - state.to_move, random.Random(i))
        assert set(world.deck) <= set(state.reshuffled)
        assert all_cards(world) == all_cards(state)


# ---------------------------------------------------------------- random games


def random_games(players: int, count: int, seed0: int = 0, settings=None, deck_lover: bool = False) -> list:
    """Play random games checking everything after every action; return the final states.
    A ``deck_lover`` draws from the deck whenever it can, to run the deck dry."""
    finals = []
    for seed in range(seed0, seed0 + count):
        rng = random.Random(seed)
        state = new_game(seed, players, settings)
        cards = in_play(state)
        checked: dict = {}
        check_invariants(state, cards, checked)
        while not state.is_terminal:
            if rng.random() < 0.03:  # legal actions depend only on what the mover sees
                world = determinize(state, state.to_move, random.Random(seed))
                assert ids(world) == ids(state)
            choices = state.legal_actions()
            deck = [a for a in choices if a.id.startswith("draw:deck")] if deck_lover else []
            state = state.apply(deck[0] if deck else rng.choice(choices))
            check_invariants(state, cards, checked)
        finals.append(state)
        assert all(yard.full for yard in state.yards)
        result = calculator.score(state.players_document())
        assert tuple(p["total"] for p in result["players"]) == state.returns()
        assert tuple(result["winners"]) == state.winners()
        assert state.legal_actions() == () and state.current_player is None
    return finals


@pytest.mark.slow
@pytest.mark.parametrize("players, count", [(2, 100), (3, 60), (4, 60)])  # the sample; a soak run plays more
def test_random_games_keep_cards_hands_and_grids_legal_and_score_like_the_calculator(players, count):
    random_games(players, soak_games(count))


def test_random_games_under_other_settings_keep_the_invariants():
    for i, options in enumerate([{"adjacency": "strict"}, {"orientation": "fixed"},
                                 {"draw_mode": "simultaneous_choice"}, {"coop_voluntary": False},
                                 {"goal_cards_revealed": 2}, {"full_tie_rooster": "rooster_scores", "coop_penalty": -2},
                                 {"deck_exhaustion": "draw_fewer", "hand_size": 3, "draws_per_turn": 3}]):
        random_games(2 + i % 3, 8, settings=parse_game_settings(options))


def test_final_grids_are_full_rectangles_and_export_as_documents():
    state, _ = play_random(5, 3)
    document = state.players_document()
    assert document["goal_card"] == state.setup.goal_cards[0] and len(document["players"]) == 3
    for entry in document["players"]:
        assert (len(entry["grid"]), len(entry["grid"][0])) in ((3, 4), (4, 3))
    assert state.score(0) == calculator.score({**state.to_document(0)})


def test_unfinished_game_has_provisional_scores_and_no_winner():
    state = play_until(new_game(7, 2), lambda s: s.round == 5)
    assert state.winners() == () and len(state.returns()) == 2
    assert state.score(0)["provisional"] is True
    with pytest.raises(ValueError):
        state.players_document()


# ---------------------------------------------------------------- bot heuristic


def test_evaluate_is_the_score_difference_at_the_end_and_ignores_hidden_cards():
    state, _ = play_random(3, 3)
    scores = state.returns()
    assert evaluate(state, 0) == scores[0] - max(scores[1:])
    mid = play_until(new_game(3, 3), lambda s: s.round == 8 and s.step == "choose")
    seat = mid.to_move
    values = {evaluate(determinize(mid, seat, random.Random(i)), seat) for i in range(5)}
    assert len(values) == 1  # other hands and the deck do not matter to it
    last = play_until(new_game(3, 3), lambda s: s.step == "rooster" and not s.rooster_queue)
    seat = last.to_move  # the others' roosters are placed but secret
    assert len({evaluate(determinize(last, seat, random.Random(i)), seat) for i in range(8)}) == 1
    assert isinstance(evaluate(new_game(1, 2), 0), float)


def test_evaluate_prefers_joining_the_largest_group():
    state = arranged(new_game(1, 2), {(3, 3): "PAD 3/2/0", (3, 4): "PAD 4/2/0"}, ["PAD 5/3/0", "SEB 5/3/0"])
    seat = state.to_move
    join = state.apply("hen:PAD-5b").apply("cell:3:5")
    coop = state.apply("coop:PAD-5b").apply("cell:3:5")
    assert evaluate(join, seat) > evaluate(coop, seat)


def test_evaluate_counts_a_hand_card_that_could_join_the_largest_group():
    grid = {(3, 3): "PAD 3/2/0", (3, 4): "PAD 4/2/0"}
    joins = arranged(new_game(1, 2), grid, ["PAD 5/3/0"])
    other = arranged(new_game(1, 2), grid, ["SEB 5/3/0"])  # fits next to the 4, joins nothing
    seat = joins.to_move
    assert evaluate(joins, seat) > evaluate(other, seat)


def test_a_discard_pile_top_a_seat_may_take_next_counts_when_it_joins_its_groups():
    grid = {(3, 3): "PAD 3/2/0", (3, 4): "PAD 4/2/0"}
    state = arranged(new_game(1, 2), grid, [])
    seat, rival = state.to_move, 1 - state.to_move
    joins, other = card(state, "PAD 5/3/0"), card(state, "SEB 5/3/0")
    piles = [(), ()]
    piles[rival] = (other, joins)  # the top, last, joins the largest group
    later = state.replace(round=3, piles=tuple(piles))
    assert pile_gain(later, seat) == 3  # its eggs
    assert pile_gain(later.replace(round=0), seat) == 0  # not before the piles may be drawn from
    assert pile_gain(later.replace(piles=tuple(reversed(piles))), seat) == 0  # one's own pile is not a source
    piles[rival] = (joins, other)
    assert pile_gain(later.replace(piles=tuple(piles)), seat) == 0  # only the top can be taken
    assert evaluator(pile=0.5)(later, seat) == pytest.approx(evaluator(pile=0)(later, seat) + 0.5 * 3)
    assert evaluate(later, seat) == pytest.approx(evaluator(pile=0)(later, seat) + 0.3 * 3)  # the default


def test_a_group_boxed_in_by_coops_has_no_room_to_grow():
    coops = ["coop", "coop:PAD 1/2/0", "coop:PAD 2/1/0", "coop:PAD 2/2/0"]
    boxed = arranged(new_game(1, 2), {(3, 3): "PAD 3/2/0"} | dict(zip([(3, 2), (3, 4), (2, 3), (4, 3)], coops)), [])
    free = arranged(new_game(1, 2), {(3, 3): "PAD 3/2/0"} | dict(zip([(3, 2), (3, 1), (2, 1), (4, 1)], coops)), [])
    assert room_to_grow(boxed, boxed.to_move) == 0
    assert room_to_grow(free, free.to_move) > 0


def test_placing_a_card_is_labelled_with_the_card_and_the_grid_cell():
    grid = {(3, 3): "PAD 3/2/0", (3, 4): "PAD 5/1/0"}
    placing = arranged(new_game(1, 2), grid, ["SEB 4/2/0"]).apply("hen:SEB-4a")
    assert {a.id: a.label for a in placing.legal_actions()}["cell:3:5"] == (
        "put SEB 4/2/0 at row 0, column 2 of the grid")


def test_game_settings_are_read_from_json_and_checked():
    settings = parse_game_settings({"deck_exhaustion": "discard_only", "coop_penalty": -2,
                                    "breed_removal": {"2": {"size12": 2}}})
    assert settings.deck_exhaustion == "discard_only" and settings.scoring.coop_penalty == -2
    assert settings.removal(2) == ((12, 2),) and settings.removal(3) == ((10, 1),)
    for bad in ({"adjacency": "loose"}, {"hand_size": 0}, {"coop_voluntary": "yes"}, {"players": 2},
                {"breed_removal": {"5": {}}}):
        with pytest.raises(calculator.InvalidDocument):
            parse_game_settings(bad)
    state = new_game(3, 2, {"breed_removal": {"2": {"size12": 2}}})
    assert sorted(state.setup.removed_breeds) == ["PAD", "WYA"]
    assert calculator.score(play_random(3, 2, settings)[0].players_document())["players"][0]["settings"][
        "coop_penalty"] == -2


def test_cards_goals_settings_grids_and_cell_actions_survive_pickling():
    """Compiled frozen classes refuse the default pickling; each says how it is rebuilt."""
    settings = parse_game_settings({"adjacency": "strict", "hand_size": 5})
    state, _ = play_random(11, 2, settings)
    values = [state.settings, state.setup.goals, state.position(0), state.position(0).grid.hens]
    assert pickle.loads(pickle.dumps(values)) == values
    table = pickle.loads(pickle.dumps(state.table))  # compared by identity: its cards compared here
    assert (table.hens, table.faces, table.types) == (state.table.hens, state.table.faces, state.table.types)
    during = new_game(12, 2)
    while during.step != "place":
        during = during.apply(during.legal_actions()[0])
    actions = during.legal_actions()
    copied = pickle.loads(pickle.dumps(actions))
    assert [(a.id, a.label) for a in copied] == [(a.id, a.label) for a in actions]
