"""The rules of Agricola's card game in the simulator (rules/agricola.md sections 2 and 3):
dealing, the full-game sides of the spaces, playing occupations and minor improvements,
passing, card points at the end, and hidden hands.

The cards dealt here are the cards of the three decks (``implemented=``): their effects
are nothing yet, but their costs, prerequisites, passing and points are real.  Left out are
the cards that change where animals live (``housing`` in ``data/card-effects.json``): the
end scoring applies them, so the engine must too before they can be dealt.
"""

from __future__ import annotations

import json
import random

import pytest

import calculator
from calculator import games
from calculator.agricola import card_play, dealing, spaces
from calculator.agricola.actions import parse
from calculator.agricola.cards.rules import effects
from calculator.agricola.game import new_game
from calculator.agricola.step import WORK

EVERY_CARD = frozenset(c.id for c in dealing.deck_cards()) - set(effects()["housing"])
BY_ID = dealing.cards_by_id()
# Occupations for everyone (1+) that cost nothing but the space's food.
PLAIN_OCCUPATIONS = tuple(c.id for c in dealing.deck_cards() if c.type == "occupation" and c.players == 1
                          and card_play.card_terms()[c.id].options[0].price == {})
RAFT, ALMS, BEAN_FIELD, BAKERS_OVEN, CHIEF, REED_EXCHANGE = "E22", "I64", "E18", "E14", "E172", "I96"


def card_game(players: int = 2, seed: int = 1, **kwargs):
    return new_game(seed, players, decks=("E", "I", "K"), implemented=EVERY_CARD, **kwargs)


def at_work(state, seat: int = 0, *, space: str | None = None, **changes):
    """``state`` with ``seat`` to place a person (its player changed by ``changes``), and
    ``space`` (a round card's space) in play if given."""
    if space is not None and space not in state.spaces:
        state = state.replace(spaces=state.spaces + (space,), goods=state.goods + (0,),
                              occupied=state.occupied + (None,))
    player = state.players[seat].replace(workers=2, **changes)
    return state.with_player(seat, player).replace(to_move=seat, step=WORK)


def ids(state) -> list[str]:
    return [a.id for a in state.legal_actions()]


# ---------------------------------------------------------------- dealing


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_each_player_is_dealt_seven_occupations_and_seven_minors(players):
    state = card_game(players)
    dealt = [c for p in state.players for c in p.hand]
    assert len(dealt) == len(set(dealt)) == 14 * players
    for player in state.players:
        assert len(dealing.occupations(player.hand)) == 7 and len(dealing.minors(player.hand)) == 7
        assert player.hand == dealing.in_order(player.hand)
    assert set(dealt) | set(state.undealt) == {c.id for c in dealing.dealable(("E", "I", "K"), players, EVERY_CARD)}


@pytest.mark.parametrize(("players", "marks"), [(1, {1}), (2, {1}), (3, {1, 3}), (4, {1, 3, 4}), (5, {1, 3, 4})])
def test_occupations_marked_for_more_players_are_not_dealt(players, marks):
    state = card_game(players)
    in_game = [c for p in state.players for c in p.hand] + list(state.undealt)
    assert {BY_ID[c].players for c in in_game if BY_ID[c].type == "occupation"} == marks


def test_only_the_chosen_decks_are_dealt():
    state = new_game(3, 4, decks=("k", "E", "K"), implemented=EVERY_CARD)
    assert state.decks == ("E", "K")
    assert {c[0] for p in state.players for c in p.hand} == {"E", "K"}


def test_a_deal_from_too_few_implemented_cards_deals_what_there_is():
    few = frozenset({RAFT, ALMS, CHIEF})
    state = new_game(5, 2, decks=("E", "I"), implemented=few)
    assert sorted(c for p in state.players for c in p.hand) == sorted(few)
    assert state.undealt == ()


def test_without_implemented_cards_a_card_game_deals_empty_hands():
    state = new_game(5, 2, decks=("E",), implemented=frozenset())
    assert state.card_game and all(p.hand == () for p in state.players)


def test_the_implemented_cards_are_read_from_the_card_play_files():
    from calculator.agricola.effects.data import simulated

    assert dealing.implemented_cards() == simulated() <= frozenset(BY_ID)


def test_an_unknown_deck_is_refused():
    with pytest.raises(ValueError, match="X"):
        new_game(1, 2, decks=("E", "X"))


@pytest.mark.parametrize("players", [1, 3, 5])
def test_dealing_does_not_move_the_family_games_draws(players):
    family, cards = new_game(9, players), card_game(players, seed=9)
    assert (cards.cards, cards.first_player) == (family.cards, family.first_player)
    assert not family.card_game and all(p.hand == () for p in family.players)


# ---------------------------------------------------------------- the spaces


def test_a_card_game_board_shows_the_full_game_sides():
    state = card_game(2)
    assert {"start_minor", "lessons", "day_laborer"} <= set(state.spaces)
    assert not {"start", "stable_bake", "day"} & set(state.spaces)
    assert "lessons3" in card_game(3).spaces and "lessons4" in card_game(4).spaces
    assert "lessons5" in card_game(5).spaces


def test_the_day_laborer_gives_two_food():
    state = at_work(card_game(2), food=0)
    after = state.apply("space:day_laborer")
    assert after.players[0].food == 2


def test_round_cards_open_their_full_game_side():
    order = ("major",) + tuple(c for c in new_game(1, 2).cards if c != "major")
    state = new_game(1, 2, cards=order, decks=("E",), implemented=EVERY_CARD)
    assert state.spaces[-1] == "improvement"
    assert new_game(1, 2, cards=order).spaces[-1] == "major"


@pytest.mark.parametrize(("players", "space", "played", "food"), [
    (2, "lessons", 0, 0), (2, "lessons", 1, 1), (2, "lessons", 4, 1),
    (3, "lessons", 0, 0), (3, "lessons3", 0, 2), (3, "lessons3", 3, 2),
    (4, "lessons4", 0, 1), (4, "lessons4", 1, 1), (4, "lessons4", 2, 2), (4, "lessons4", 5, 2),
    (5, "lessons5", 0, 1), (5, "lessons5", 1, 1), (5, "lessons5", 2, 2),
])
def test_lessons_cost_food_by_player_count_and_occupations_played(players, space, played, food):
    occupation, *earlier = PLAIN_OCCUPATIONS[: played + 1]
    state = at_work(card_game(players), hand=(occupation,), played=tuple(earlier), food=5)
    after = state.apply(f"space:{space}")
    assert ids(after) == [f"occupation:{occupation}"]
    after = after.apply(f"occupation:{occupation}")
    assert after.players[0].food == 5 - food
    assert after.players[0].played == tuple(earlier) + (occupation,) and after.players[0].hand == ()


def test_an_occupation_the_player_cannot_pay_for_is_not_offered():
    occupation = PLAIN_OCCUPATIONS[0]
    state = at_work(card_game(3), hand=(occupation,), food=1)
    assert "space:lessons3" not in ids(state) and "space:lessons" in ids(state)
    assert "space:lessons" not in ids(at_work(card_game(3), hand=(), food=1))


def test_an_occupations_own_food_cost_is_paid_beside_the_spaces():
    state = at_work(card_game(4), hand=(CHIEF,), food=3)
    assert "space:lessons4" in ids(state)  # 1 food for the space, 2 for the Chief
    assert state.apply("space:lessons4").apply(f"occupation:{CHIEF}").players[0].food == 0
    assert "space:lessons4" not in ids(at_work(card_game(4), hand=(CHIEF,), food=2))


def test_five_players_take_an_occupation_or_from_round_five_family_growth():
    occupation = PLAIN_OCCUPATIONS[0]
    state = at_work(card_game(5), hand=(occupation,), food=1)
    assert ids(state.apply("space:lessons5")) == [f"occupation:{occupation}"]
    board = state.players[0].board.with_room((0, 0))
    later = at_work(state.replace(round=5), hand=(occupation,), food=1, board=board)
    assert ids(later.apply("space:lessons5")) == [f"occupation:{occupation}", "growth"]


# ---------------------------------------------------------------- minor improvements


def test_a_minor_on_the_starting_player_space_is_optional():
    state = at_work(card_game(2), seat=1, hand=(RAFT,), wood=2)
    after = state.apply("space:start_minor")
    assert after.start_player == 1 and ids(after) == [f"minor:{RAFT}", "done"]
    played = after.apply(f"minor:{RAFT}").players[1]
    assert played.played == (RAFT,) and played.wood == 0
    assert at_work(card_game(2), seat=1, hand=(RAFT,), wood=1).apply("space:start_minor").start_player == 1


def test_a_minor_through_the_major_or_minor_improvement_card():
    state = at_work(card_game(2), space="improvement", hand=(RAFT,), wood=2, clay=0, stone=0)
    after = state.apply("space:improvement")
    assert ids(after) == [f"minor:{RAFT}"]
    assert after.apply(f"minor:{RAFT}").players[0].played == (RAFT,)


def test_the_improvement_card_offers_majors_and_minors():
    state = at_work(card_game(2), space="improvement", hand=(RAFT,), wood=2, clay=2)
    assert ids(state.apply("space:improvement")) == ["major:fireplace_2", f"minor:{RAFT}"]


def test_a_minor_after_family_growth():
    state = card_game(2)
    board = state.players[0].board.with_room((0, 0))
    state = at_work(state, space="growth_minor", hand=(RAFT,), wood=2, board=board)
    after = state.apply("space:growth_minor")
    assert after.players[0].people == 3 and ids(after) == [f"minor:{RAFT}", "done"]
    assert after.apply(f"minor:{RAFT}").players[0].played == (RAFT,)


def test_a_major_or_minor_after_renovation():
    state = at_work(card_game(2), space="renovate_improvement", hand=(RAFT,), wood=2, clay=2, reed=1)
    after = state.apply("space:renovate_improvement")
    assert after.players[0].house == "clay" and ids(after) == [f"minor:{RAFT}", "done"]


def test_a_minor_whose_occupations_prerequisite_fails_is_not_offered():
    two = PLAIN_OCCUPATIONS[:2]
    refused = at_work(card_game(2), hand=(BEAN_FIELD,), played=two[:1]).apply("space:start_minor")
    assert f"minor:{BEAN_FIELD}" not in ids(refused)
    accepted = at_work(card_game(2), hand=(BEAN_FIELD,), played=two).apply("space:start_minor")
    assert f"minor:{BEAN_FIELD}" in ids(accepted)


def test_a_minor_asking_for_no_occupations_is_refused_after_one():
    assert f"minor:{ALMS}" in ids(at_work(card_game(2), hand=(ALMS,)).apply("space:start_minor"))
    after_one = at_work(card_game(2), hand=(ALMS,), played=PLAIN_OCCUPATIONS[:1]).apply("space:start_minor")
    assert f"minor:{ALMS}" not in ids(after_one)


def test_a_minor_that_returns_an_oven_needs_one_and_gives_it_back():
    state = card_game(2)
    assert f"minor:{BAKERS_OVEN}" not in ids(at_work(state, hand=(BAKERS_OVEN,)).apply("space:start_minor"))
    with_oven = at_work(state.replace(majors_left=tuple(c for c in state.majors_left if c != "clay_oven")),
                        hand=(BAKERS_OVEN,), majors=("clay_oven",))
    after = with_oven.apply("space:start_minor").apply(f"minor:{BAKERS_OVEN}")
    assert after.players[0].majors == () and "clay_oven" in after.majors_left
    assert after.players[0].played == (BAKERS_OVEN,)


def test_a_cost_with_alternatives_is_paid_the_first_affordable_way():
    state = at_work(card_game(2), hand=(REED_EXCHANGE,), wood=1, clay=2)
    after = state.apply("space:start_minor").apply(f"minor:{REED_EXCHANGE}")
    assert (after.players[0].wood, after.players[0].clay) == (1, 0)


def test_a_passing_minor_goes_to_the_left_players_hand():
    state = at_work(card_game(3), seat=2, hand=(ALMS,))
    after = state.apply("space:start_minor").apply(f"minor:{ALMS}")
    assert ALMS not in after.players[2].played and ALMS not in after.players[2].hand
    assert ALMS in after.players[0].hand and after.players[0].received == (ALMS,)


def test_a_passing_minor_is_removed_in_a_solo_game():
    state = at_work(card_game(1), hand=(ALMS,))
    after = state.apply("space:start_minor").apply(f"minor:{ALMS}")
    assert ALMS not in after.players[0].hand + after.players[0].played


def test_the_family_game_offers_no_card_actions():
    state = new_game(1, 4)
    for space in ("start_minor", "lessons", "lessons4", "improvement"):
        assert space not in state.spaces
    assert all(parse(a)[0] not in ("occupation", "minor") for a in ids(state))


# ---------------------------------------------------------------- playouts, scoring, hidden hands


def play_out(state, seed: int):
    rng = random.Random(seed)
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_card_games_finish(players):
    final = play_out(card_game(players, seed=players), players)
    assert final.is_terminal and len(final.returns()) == players
    assert any(p.played for p in final.players)


@pytest.mark.parametrize("players", [1, 3])
def test_card_points_at_the_end_are_the_calculators_score_of_the_document(players):
    final = play_out(card_game(players, seed=11), 11)
    document = final.players_document()
    assert [p["cards"] for p in document["players"]] == [list(p.played) for p in final.players]
    scored = calculator.score(document)
    assert list(final.returns()) == [p["total"] for p in scored["players"]]
    assert [final.score(seat)["breakdown"] for seat in range(players)] == [p["breakdown"] for p in scored["players"]]


def test_printed_points_of_played_cards_count():
    state = card_game(1)
    final = play_out(state, 2)
    with_raft = final.with_player(0, final.players[0].replace(played=final.players[0].played + (RAFT,)))
    before = calculator.score(final.players_document())["players"][0]["breakdown"]["card_points"]
    after = calculator.score(with_raft.players_document())["players"][0]["breakdown"]["card_points"]
    assert after == before + BY_ID[RAFT].printed == with_raft.score(0)["breakdown"]["card_points"]


def hand_ids(state, seat):
    return [f'"{card}"' for card in state.players[seat].hand]


def test_hands_are_hidden_in_public_views():
    state = card_game(3)
    public = json.dumps(state.public_view())
    for seat in range(3):
        assert not any(card in public for card in hand_ids(state, seat))
    assert state.public_view()["players"][1]["hand_size"] == {"occupations": 7, "minors": 7}
    view = state.view(1)
    assert view["private"] == state.private_view(1) == {
        "hand": {"occupations": list(dealing.occupations(state.players[1].hand)),
                 "minors": list(dealing.minors(state.players[1].hand))}}
    others = json.dumps({k: v for k, v in view.items() if k != "private"})
    assert not any(card in others for seat in (0, 1, 2) for card in hand_ids(state, seat))


def test_played_cards_are_public():
    state = at_work(card_game(2), hand=(RAFT,), wood=2).apply("space:start_minor").apply(f"minor:{RAFT}")
    assert state.public_view()["players"][0]["played"] == [RAFT]


def test_the_family_game_has_no_secrets():
    state = new_game(1, 2)
    assert state.private_view(0) == {} and state.view(0) == state.public_view()
    assert state.determinize(0, random.Random(1)) is state


def test_determinize_keeps_the_seats_own_view_and_redeals_the_rest():
    state = card_game(4)
    seen = 0
    for k in range(5):
        other = state.determinize(2, random.Random(k))
        assert other.view(2) == state.view(2)
        assert [len(p.hand) for p in other.players] == [len(p.hand) for p in state.players]
        assert other.undealt != state.undealt or other.players[0].hand != state.players[0].hand
        everything = sorted(c for p in other.players for c in p.hand) + sorted(other.undealt)
        assert sorted(everything) == sorted([c for p in state.players for c in p.hand] + list(state.undealt))
        seen += other.players[0].hand != state.players[0].hand
    assert seen


def test_determinize_keeps_cards_seen_passed():
    state = at_work(card_game(3), seat=2, hand=(ALMS,))
    state = state.apply("space:start_minor").apply(f"minor:{ALMS}")
    for k in range(5):
        assert ALMS in state.determinize(1, random.Random(k)).players[0].hand


def test_a_card_game_replays_from_its_seed_and_actions():
    state = card_game(3, seed=4)
    rng, log = random.Random(4), []
    while not state.is_terminal:
        action = rng.choice(state.legal_actions()).id
        assert parse(action)  # every offered id is in the catalogue
        log.append(action)
        state = state.apply(action)
    again = card_game(3, seed=4)
    for action in log:
        again = again.apply(action)
    assert again.returns() == state.returns() and again.players == state.players


def test_the_full_sides_are_data_beside_the_family_ones():
    for family_id, full in spaces.FULL_SIDE.items():
        assert spaces.SPACES[family_id].stage == full.stage
    assert spaces.SPACES["lessons"].occupation_food == (0, 1)


def test_a_round_card_reveal_in_a_card_game_is_a_chance_event_and_playing_a_card_is_not():
    state, rng = card_game(2, seed=6), random.Random(6)
    reveal = played = None
    while reveal is None or played is None:
        action = rng.choice(state.legal_actions()).id
        after = state.apply(action)
        if after.round != state.round and reveal is None:
            reveal = (state, action)
        if parse(action)[0] in ("occupation", "minor") and after.round == state.round and played is None:
            played = (state, action)
        state = after
    assert games.brings_chance("agricola", *reveal)
    assert not games.brings_chance("agricola", *played)


def test_a_card_game_is_observed_in_the_family_games_slots_then_its_cards():
    from calculator.agricola.observation import observe, size

    state = play_out(card_game(3, seed=2), 2)
    assert observe(state, 1).shape == (size(3, state.decks),) and size(3, state.decks) > size(3)
    assert observe(card_game(3), 0)[:size(3)].any()


def test_playing_a_card_is_public_so_no_log_entry_is_hidden():
    state = at_work(card_game(2), hand=(RAFT,), wood=2)
    log = [(0, "space:start_minor"), (0, f"minor:{RAFT}")]
    final = state.apply("space:start_minor").apply(f"minor:{RAFT}")
    assert games.game("agricola").hidden_entries(final, log) == set()


def test_a_minor_that_returns_two_improvements_takes_a_major_then_a_minor():
    madonna = "E38"
    state = card_game(2)
    state = state.replace(majors_left=tuple(c for c in state.majors_left if c != "well"))
    one = at_work(state, hand=(madonna,), majors=("well",))
    assert f"minor:{madonna}" not in ids(one.apply("space:start_minor"))
    two = at_work(state, hand=(madonna,), majors=("well",), played=(RAFT,))
    after = two.apply("space:start_minor").apply(f"minor:{madonna}")
    assert after.players[0].majors == () and after.players[0].played == (madonna,) and "well" in after.majors_left


def test_a_played_manger_or_organic_farmer_exports_no_input_of_quick_entry():
    final = play_out(card_game(1), 2)
    with_both = final.with_player(0, final.players[0].replace(played=final.players[0].played + ("E23", "K274")))
    document = with_both.players_document()
    assert "E23" in document["players"][0]["cards"] and "K274" in document["players"][0]["cards"]
    assert not {"E23", "K274"} & set(document["players"][0].get("card_inputs", {})), "the drawn farmyard says it"
    assert [c["id"] for c in calculator.score(document)["players"][0]["cards"]][-2:] == ["E23", "K274"]
