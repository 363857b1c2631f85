"""What a player can do (calculator.agricola.abilities): the printed-price answers agree with the
checks through the cards' prices, for every player record random games reach."""

import random
from functools import lru_cache

from calculator.agricola import abilities, rules
from calculator.agricola.game import new_game
from calculator.agricola.majors import COPY_COST, COPY_KEY


@lru_cache(maxsize=1)
def reached() -> tuple:
    """(state, player) pairs of random family games and card games of 2 to 4 players, every seat
    after every action (the card games' players before and after their first card)."""
    found = []
    for seed in range(6):
        for decks in ((), ("E", "I", "K")):
            state = new_game(seed, 2 + seed % 3, decks=decks)
            rng = random.Random(seed)
            while not state.is_terminal:
                state = state.apply(rng.choice(state.legal_actions()))
                found += [(state, player) for player in state.players]
    return tuple(found)


def test_parts_without_cards_at_printed_prices_are_those_of_every_check():
    without_cards = [player for _, player in reached() if not player.played]
    seen = 0
    for player in without_cards:
        mask = abilities.printed_parts_mask(player)
        assert mask == abilities.checked_parts_mask(player), player
        seen |= mask
    assert seen == sum(abilities.PART_BIT.values())  # every part was possible somewhere, and not everywhere:
    assert any(abilities.printed_parts_mask(p) != seen for p in without_cards)


def test_parts_of_a_player_with_cards_are_checked_through_the_cards():
    with_cards = [player for _, player in reached() if player.played]
    assert with_cards
    assert all(abilities.parts_mask(p) == abilities.checked_parts_mask(p) for p in with_cards)


def test_majors_without_cards_are_those_the_player_can_pay_or_upgrade_to():
    takes = 0
    for state, me in reached():
        if me.played:
            continue
        owned = {COPY_KEY[copy] for copy in me.majors}
        expected = [(copy, False) for copy in state.majors_left if me.can_pay(COPY_COST[copy])]
        expected += [(copy, True) for copy in state.majors_left if rules.MAJORS[COPY_KEY[copy]].upgrade_from in owned]
        found = abilities.major_choices(state, me)
        assert sorted((copy, upgrade) for _, copy, upgrade in found) == sorted(expected)
        takes += bool(found)
    assert takes


def test_a_major_can_be_taken_exactly_when_one_is_offered():
    """The quick answer by bits (the majors the player can pay or upgrade to, held against those
    left) is whether the list of choices is empty, with cards in play or without."""
    answers = {(abilities.can_take_major(state, me), bool(abilities.major_choices(state, me)))
               for state, me in reached()}
    assert answers == {(True, True), (False, False)}
