"""An action's rules write on the one copy ``AgricolaState.apply`` makes (its draft): the state
applied to is never changed, and a returned state's legal actions are those of its own fields."""

import random

import pytest

from calculator.agricola.game import AgricolaState, new_game

FIELDS = tuple(name for name in AgricolaState.__dataclass_fields__ if not name.startswith("_"))


def _fields(state: AgricolaState) -> tuple:
    return tuple(getattr(state, name) for name in FIELDS)


def _ids(actions) -> list[tuple[str, str]]:
    return [(action.id, action.label) for action in actions]


def _play(seed: int, num_players: int, decks: tuple[str, ...], check) -> int:
    """A random game from ``seed``, ``check(before, fields_before, after)`` at every action;
    the number of actions."""
    state = new_game(seed, num_players, decks=decks)
    rng = random.Random(seed)
    actions = 0
    while not state.is_terminal:
        before = _fields(state)
        after = state.apply(rng.choice(state.legal_actions()))
        check(state, before, after)
        state, actions = after, actions + 1
    return actions


@pytest.mark.parametrize("num_players, decks", [(2, ()), (4, ()), (2, ("E", "I", "K")), (3, ("E", "I", "K"))])
def test_apply_never_changes_the_state_it_is_applied_to(num_players, decks):
    def check(state, before, after):
        assert after is not state
        assert _fields(state) == before

    for seed in range(3):
        assert _play(seed, num_players, decks, check) > 0


@pytest.mark.parametrize("num_players, decks", [(2, ()), (5, ()), (2, ("E", "I", "K")), (4, ("E", "I", "K"))])
def test_a_returned_states_legal_actions_are_those_of_its_own_fields(num_players, decks):
    """The legal actions worked out on the draft as it went (and kept on it) are those a fresh
    copy of the returned state works out: no write left them stale."""
    def check(state, before, after):
        cached = after._legal_actions
        if cached is not None:
            assert _ids(cached) == _ids(after.copy().legal_actions())

    for seed in range(3):
        assert _play(seed, num_players, decks, check) > 0
