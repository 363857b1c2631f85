"""People placed or moved outside the usual turn order by cards.

Two people in a row (a ``pair`` card, Lasso): at a regular placement a player with two
people left may choose ``use:<card>:1``; it then places one person and, right after that
action, another, one of the two on one of the card's ``spaces`` (when the first did not
go there, the second is offered only those).

Moving a person after every player has placed all their people (cards' ``move``
entries, the moment ``all_placed``: Acrobat, Countryman).

Once nobody has people left to place, the players with such a card are asked in turn,
from the starting player on: a person of theirs on one of the card's ``spaces`` may move
to one of its ``to`` spaces that is free and usable (``use:<card>:<n>``, the n-th of
``to``) and carry out that space's action, or stay (``done``).  Each card is offered once
a round (remembered in ``Player.used`` as ``<card>@<round>``); the person moved leaves
its first space free.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..core.protocol import Action
from . import spaces
from .abilities import usable
from .actions import use_id
from .effects import interpreter as effects
from .effects.specials_people import PAIRED
from .step import Step, mover

if TYPE_CHECKING:
    from .effects.vocabulary import Effect
    from .game import AgricolaState
    from .player import Player


def _mark(card: str, round_number: int) -> str:
    return f"{card}@{round_number}"


def _from(state: AgricolaState, seat: int, effect: Effect) -> int | None:
    """The place (index of ``state.spaces``) of the seat's person the card may move, if any."""
    return next((i for i, (space_id, who) in enumerate(zip(state.spaces, state.occupied))
                 if who == seat and space_id in effect.spaces), None)


def targets(state: AgricolaState, me: Player, effect: Effect) -> tuple[int, ...]:
    """The options (from 1: the n-th of ``to``) of free spaces in play the person could use."""
    return tuple(n for n, space_id in enumerate(effect.to, 1)
                 if space_id in state.spaces and state.occupied[state.spaces.index(space_id)] is None
                 and usable(state, me, spaces.SPACES[space_id]))


def offer(state: AgricolaState) -> AgricolaState | None:
    """The state at the next move a card offers now that all people are placed (the owner
    to decide, the step ``use`` of the card), or None when no card offers one."""
    if not any(p.played for p in state.players):
        return None
    n = state.num_players
    for seat in ((state.start_player + k) % n for k in range(n)):
        me = state.players[seat]
        for effect in effects.open_moves(me, state.round):
            if effects.times_used(me, _mark(effect.card, state.round)):
                continue
            if _from(state, seat, effect) is not None and targets(state, me, effect):
                return state.replace(to_move=seat, step=Step("use", card=effect.card))
    return None


def move_actions(state: AgricolaState, me: Player, effect: Effect) -> list[Action]:
    """``use:<card>:<n>`` for each space the person may move to, and ``done`` (stay)."""
    i = _from(state, mover(state), effect)
    assert i is not None  # the card is offered while the person stands on one of its spaces
    here = spaces.SPACES[state.spaces[i]].label
    return [Action(use_id(effect.card, n), partial(_move_label, here, effect.to[n - 1]))
            for n in targets(state, me, effect)] + [Action("done", "leave the person where it is")]


def _move_label(here: str, to: str) -> str:
    return f"move the person from {here} to {spaces.SPACES[to].label} and take that action"


def apply_move(state: AgricolaState, effect: Effect, option: int | None) -> AgricolaState:
    """The person moved to the ``option``-th space of the card (None: it stays) and that
    space's action begun; the card is not offered again this round."""
    from .step import ACTION_OVER
    from .turns import apply_work

    seat = mover(state)
    me = effects.used_once(state.players[seat], _mark(effect.card, state.round))
    if option is None:
        return state.with_player(seat, me).replace(step=ACTION_OVER)
    i = _from(state, seat, effect)
    assert i is not None
    state = state.with_player(seat, me.replace(workers=me.workers + 1))  # placed again at once
    state = state.replace(occupied=state.occupied[:i] + (None,) + state.occupied[i + 1:])
    return apply_work(state, "space", effect.to[option - 1])


# ---------------------------------------------------------------- two people in a row


def _pair_key(card: str) -> str:
    return PAIRED.format(card=card)


def _on(state: AgricolaState, seat: int, space_ids: tuple[str, ...]) -> int:
    """How many of ``space_ids`` the seat's people are on."""
    return sum(who == seat and space_id in space_ids for space_id, who in zip(state.spaces, state.occupied))


def _open(state: AgricolaState, me: Player, space_ids: tuple[str, ...]) -> tuple[str, ...]:
    """Those of ``space_ids`` in play, free and usable by the player."""
    return tuple(space_id for space_id in space_ids
                 if space_id in state.spaces and state.occupied[state.spaces.index(space_id)] is None
                 and usable(state, me, spaces.SPACES[space_id]))


def pair_actions(state: AgricolaState, me: Player) -> list[Action]:
    """At a regular placement: ``use:<card>:1`` of each ``pair`` card (place two people in a
    row, one of them on one of its spaces), for a player with two people left to place while
    one of its spaces is open."""
    if state.step.card or me.workers < 2:  # never at the second placement of a pair
        return []
    return [Action(use_id(e.card, 1), "place two people in a row, one on "
                   + " or ".join(spaces.SPACES[s].label for s in e.spaces if s in state.spaces))
            for e in effects.pairs(me) if _open(state, me, e.spaces)]


def start_pair(state: AgricolaState, card: str) -> AgricolaState:
    """The player begins a pair of placements with ``card`` (remembered in ``Player.used`` as
    ``<card>@pair``: 1 + the card's spaces its people are on), then places the first person."""
    effect = next(e for e in effects.pairs(state.me) if e.card == card)
    me = effects.remember(state.me, _pair_key(card), 1 + _on(state, mover(state), effect.spaces))
    return state.with_me(me)


def second_of_pair(state: AgricolaState) -> tuple[AgricolaState, bool]:
    """After a person's action: whether the same player places again at once, the second of a
    pair (on one of the card's spaces unless the first went there; not when it has nobody
    left or nowhere to go), and the state (the pair no longer pending; at the second's
    placement when there is one)."""
    seat = mover(state)
    for effect in effects.pairs(state.me):
        before = effects.times_used(state.me, _pair_key(effect.card))
        if not before:
            continue
        state = state.with_player(seat, effects.remember(state.me, _pair_key(effect.card), 0))
        first_there = _on(state, seat, effect.spaces) >= before
        only = () if first_there else _open(state, state.me, effect.spaces)
        if state.me.workers and (first_there or only):
            second = state.replace(step=Step("work", after=only, card=effect.card))
            if second.legal_actions():
                return second, True
        return state, False
    return state, False
