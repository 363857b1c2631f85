"""The cards' abilities used at any time (a free room from Master Builder, a renovation with
the Builder's Trowel, ...): ``any_time`` parts of :mod:`.effects`.

They are offered to the player about to place a person, beside the spaces it may use, as
``use:<card>:1``, and carried out at once (a free room goes on the first cell where a room
may go; a renovation, paid, reaches the next house only: rulings of Conservator).  The player
then places its person, or, with no space left it can use, the turn goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.protocol import Action
from . import flow, rules
from .abilities import renovation_price
from .actions import use_id
from .effects import interpreter as effects
from .effects.vocabulary import Effect

if TYPE_CHECKING:
    from .game import AgricolaState
    from .player import Player

LABELS = {"room": "build a room at no cost", "renovate": "renovate your home"}


def _possible(me: Player, effect: Effect) -> bool:
    if effect.part == "room":
        return bool(me.board.room_cells)
    return me.house in rules.RENOVATION and me.can_pay(renovation_price(me))  # "renovate"


def usable(me: Player) -> tuple[Effect, ...]:
    """The player's ``any_time`` parts it can carry out now (one per card)."""
    found = {e.card: e for e in reversed(effects.any_time_parts(me)) if _possible(me, e)}
    return tuple(reversed(found.values()))


def actions(state: AgricolaState, me: Player) -> list[Action]:
    """``use:<card>:1`` for every ability of the player's cards it may use now."""
    from .dealing import cards_by_id

    by_id = cards_by_id()
    return [Action(use_id(e.card, 1), lambda e=e: f"{by_id[e.card].label}: {LABELS[e.part]}") for e in usable(me)]


def apply(state: AgricolaState, card: str, option: int) -> AgricolaState:
    """The player to move uses ``card``'s ability now, then goes on placing its person."""
    me = state.me
    effect = next(e for e in usable(me) if e.card == card)
    if effect.part == "room":
        me = effects.on_room(me.replace(board=me.board.with_room(me.board.room_cells[0])), state.round)
    else:
        others = state.players[:state.to_move] + state.players[state.to_move + 1:]
        me = me.pay(renovation_price(me)).replace(house=rules.RENOVATION[me.house])
        me = effects.on_renovate(me, state.round, others)
    if effect.times is not None:
        me = effects.used_once(me, card)
    return flow.resume_turn(state.with_player(state.to_move, me))
