"""The research adapters at a card's question to a player who is not moving (docs/card-effects.md):
the current player changes in the middle of a turn, to the card's owner and back, and each seat
recalls who did what.

The position: seed 0, 3 players, the I deck, the Wood Buyer (I234) put into seat 2's hand in place
of the first card there (so the deal does not matter); seat 2 plays it, then seat 1 takes wood: seat 2
decides whether to buy."""

from __future__ import annotations

from calculator.adapters.play import SEAT, Play, Variant
from calculator.agricola.dealing import in_order
from calculator.agricola.game import new_game

MOVES = ("space:clay", "space:lessons", "occupation:I234", "space:reed", "space:wood")


def wood_buyer_asked() -> Play:
    variant = Variant.of("agricola", 3, decks="I")
    state = new_game(0, 3, decks=("I",))
    owner = state.players[2]
    hand = owner.hand if "I234" in owner.hand else in_order(owner.hand[1:] + ("I234",))
    state = state.with_player(2, owner.replace(hand=hand))
    for action in MOVES:
        state = state.apply(action)
    return Play(variant, state)


def test_wood_buyer_question_makes_its_owner_the_current_player_then_the_turn_goes_on():
    play = wood_buyer_asked()
    assert play.current_player == 2 and not play.is_chance
    assert sorted(play.describe(a) for a in play.legal_actions()) == ["done", "use:I234:1"]  # (catalogue order)
    bought = play.after(play.variant.index["use:I234:1"])
    assert bought.current_player == 2 and bought.engine.step.kind == "work"  # seat 1's action was over
    before, after = play.engine.players, bought.engine.players
    assert (after[2].wood - before[2].wood, after[1].wood - before[1].wood) == (1, -1)


def test_wood_buyer_answer_is_recalled_as_the_owners_action_by_every_seat():
    play = wood_buyer_asked()
    declined = play.after(play.variant.index["done"])
    for seat in range(3):
        assert declined.recalled_actions(seat, SEAT)[-1] == (2, play.variant.index["done"])
    assert len(declined.observation(2)) == play.variant.observation_size()
