"""The cards' abilities used at any time (a free room from Master Builder, a renovation with
the Builder's Trowel, ...: ``any_time`` parts of :mod:`.effects`) or once a round before the
player's first person (Scholar's card: ``before_placing`` parts).

They are offered to the player about to place a person, beside the spaces it may use, as
``use:<card>:1``.  A free room is the part ``room`` (the player names its cell), a card to play
a part of its own (both on the pseudo-space :data:`SPACE`); a renovation is carried out at once
(paid, it reaches the next house only: rulings of Conservator).  The
player then places its person, or, with no space left it can use, the turn goes on.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Final

from ..core.protocol import Action
from . import flow, rules
from .abilities import renovation_price
from .actions import use_id
from .effects import interpreter as effects
from .effects.vocabulary import Effect
from .step import Step, mover

if TYPE_CHECKING:
    from .cards.catalogue import Card
    from .game import AgricolaState
    from .player import Player

SPACE: Final = "any_time"  # the Step.space of a part a card's ability opened outside any action space
LABELS = {"room": "build a room at no cost", "renovate": "renovate your home",
          "occupation_or_improvement": "play an occupation or an improvement"}


def _possible(state: AgricolaState, me: Player, effect: Effect) -> bool:
    if effect.part == "room":
        return bool(me.board.room_cells)
    if effect.part == "renovate":
        return me.house in rules.RENOVATION and me.can_pay(renovation_price(me))
    from .card_play import part_possible

    return part_possible(state, me, f"{effect.part}:{effect.card}", SPACE)


def usable(state: AgricolaState, me: Player) -> tuple[Effect, ...]:
    """The player's abilities it can use now, before placing a person (one per card)."""
    found = {e.card: e for e in reversed(effects.any_time_parts(me, state.round)) if _possible(state, me, e)}
    return tuple(reversed(found.values()))


def actions(state: AgricolaState, me: Player) -> list[Action]:
    """``use:<card>:1`` for every ability of the player's cards it may use now."""
    from .dealing import cards_by_id

    by_id = cards_by_id()
    return [Action(use_id(e.card, 1), partial(_label, by_id[e.card], e.part)) for e in usable(state, me)]


def _label(card: Card, part: str) -> str:
    return f"{card.label}: {LABELS[part]}"


def apply(state: AgricolaState, card: str, option: int) -> AgricolaState:
    """The player to move uses ``card``'s ability now, then goes on placing its person."""
    me = state.me
    effect = next(e for e in usable(state, me) if e.card == card)
    if effect.on == "before_placing":  # a card to play, in a part of its own
        from .turns import settle

        state = state.with_me(effects.used_in_round(me, card, state.round))
        return settle(state.replace(step=Step(effect.part, SPACE, False, (), card=card)))
    if effect.part == "room":  # where it goes: the part ``room`` (any cell where a room may go), then on placing
        from .turns import settle

        state = state.with_me(effects.used_once(me, card) if effect.times is not None else me)
        return settle(state.replace(step=Step("room", SPACE, False, (), card=card)))
    seat = mover(state)
    others = state.players[:seat] + state.players[seat + 1:]
    me = me.pay(renovation_price(me)).replace(house=rules.RENOVATION[me.house])
    me = effects.on_renovate(me, state.round, others)
    if effect.times is not None:
        me = effects.used_once(me, card)
    return flow.resume_turn(state.with_player(seat, me))
