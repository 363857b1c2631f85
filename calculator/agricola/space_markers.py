"""The decisions of the cards that lay something on the spaces (card game; the cards' side is
:mod:`.effects.markers`).

=================  ==================================================================
step               actions (ids)
=================  ==================================================================
``lay_goods``      ``space:<space>``: lay the card's goods on that action space (any on the board), or
                   ``done``: none this round (Foreman K308, at the start of the work phase)
``fence_marker``   ``space:<space>``: put one of the player's fences on that action space (Fence
                   Builder I263, on playing it)
``fence`` of a     ``cell:r:c``, ``enclose``, ``done``: the fences waiting on this round's space,
card               built without wood after paying the card's price once (Fence Deliveryman I265)
=================  ==================================================================

Goods laid on a space are the state's ``laid`` (space, good, count); the next player to use that
space with a person takes them with the space's own goods (:func:`take_laid`).  The spaces offered
are every action space on the board: a round space still to come is there only once a card has
revealed it early (Chamberlain).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.protocol import Action
from ..grid import Cell
from . import fencing, rules, spaces
from .effects import markers
from .player import Player

if TYPE_CHECKING:
    from .game import AgricolaState

DONE = Action("done", "finish this part of the action")


# ---------------------------------------------------------------- goods laid on spaces


def before_marked(me: Player, space_id: str, after: tuple[str, ...]) -> tuple[str, ...]:
    """The parts ``after`` less the fence parts the player's fences on ``space_id`` add at their end
    (Fence Builder): those follow the space's own action and never stand in for it (ruling)."""
    tail = markers.marked_parts(me, space_id)
    return after[:-len(tail)] if tail and after[-len(tail):] == tail else after


def laid_on(state: AgricolaState, space_id: str) -> dict[str, int]:
    """The goods cards have laid on ``space_id`` (none: empty)."""
    return {good: n for space, good, n in state.laid if space == space_id}


def lay(state: AgricolaState, space_id: str, goods: dict[str, int]) -> AgricolaState:
    """``state`` with ``goods`` from the general supply laid on ``space_id``."""
    kept = {(s, g): n for s, g, n in state.laid}
    for good, n in goods.items():
        kept[space_id, good] = kept.get((space_id, good), 0) + n
    return state.replace(laid=tuple(sorted((s, g, n) for (s, g), n in kept.items())))


def take_laid(state: AgricolaState, space_id: str) -> tuple[AgricolaState, dict[str, int]]:
    """``state`` with the goods laid on ``space_id`` taken off it, and those goods."""
    goods = laid_on(state, space_id)
    if not goods:
        return state, {}
    return state.replace(laid=tuple(entry for entry in state.laid if entry[0] != space_id)), goods


def _space_actions(state: AgricolaState, verb: str) -> list[Action]:
    return [Action(f"space:{space_id}", f"{verb} {spaces.SPACES[space_id].label}") for space_id in state.spaces]


def lay_goods_actions(state: AgricolaState, me: Player) -> list[Action]:
    """Foreman: the card's goods on any action space on the board, or none this round."""
    goods = ", ".join(f"{n} {g}" for g, n in markers.laid_goods(state.step.card).items())
    return _space_actions(state, f"lay {goods} on") + [DONE]


def apply_lay_goods(state: AgricolaState, kind: str, space_id: str | None) -> AgricolaState:
    from .turns import part_done

    if space_id is not None:  # space (not done)
        state = lay(state, space_id, markers.laid_goods(state.step.card))
    return part_done(state.replace(step=state.step.replace(card="")), did=True)


def fence_marker_actions(state: AgricolaState, me: Player) -> list[Action]:
    """Fence Builder: one of the player's fences on an action space of its choice (it must)."""
    return _space_actions(state, "put a fence of yours on")


def apply_fence_marker(state: AgricolaState, kind: str, space_id: str) -> AgricolaState:
    from .turns import part_done

    return part_done(state.with_me(markers.mark(state.me, space_id)), did=True)


# ---------------------------------------------------------------- fences waiting on a round space


def _budget(me: Player, round_number: int, built: int) -> int:
    """How many more fences the player may build in a card's fence part of ``round_number`` after
    ``built`` of them: those waiting on the round space, and the cards' free fences beyond an
    action's first (Hedge Keeper) from the rest of its supply."""
    rest = rules.MAX_FENCES - (me.board.fence_count - built) - markers.off_farm(me)
    return markers.waiting(me, round_number) + min(markers.extra_free_fences(me), max(rest, 0)) - built


def card_fence_possible(state: AgricolaState, me: Player, card: str) -> bool:
    """Whether the player can build the fences waiting for this round (it pays the card's price
    and a pasture fits them)."""
    if not markers.waiting(me, state.round) or not me.can_pay(markers.delivery(card).give):
        return False
    cheapest = fencing.cheapest(me.board.rooms | me.board.fields, me.board.fences)
    return cheapest is not None and cheapest <= _budget(me, state.round, 0)


def card_fence_actions(state: AgricolaState, me: Player) -> list[Action]:
    """A pasture named cell by cell within the waiting fences (no wood), ``enclose``; ``done``
    between pastures (the fences left return to the supply)."""
    step = state.step
    board = me.board
    budget = _budget(me, state.round, step.fenced)
    following, complete = fencing.pasture_step(board.rooms | board.fields, board.fences, budget, step.cells)
    from .turns import CELL_ACTIONS

    actions = [CELL_ACTIONS[i] for i in following]
    if complete:
        option = fencing.pasture_option(board.rooms | board.fields, board.fences, budget, step.cells)
        assert option is not None  # the pasture is complete
        price = "" if step.fenced else " paying " + ", ".join(
            f"{n} {g}" for g, n in markers.delivery(step.card).give.items())
        actions.append(Action("enclose", f"fence in this pasture with {option.cost} waiting fences{price}"))
    if not step.cells and step.did:
        actions.append(DONE)
    return actions


def apply_card_fence(state: AgricolaState, kind: str, cell: Cell | None) -> AgricolaState:
    """A cell named, the pasture fenced in (the price paid with the first), or ``done``."""
    from .turns import fenced_in, name_cell, part_done

    step = state.step
    if kind == "done":
        return part_done(state)
    if cell is not None:  # cell
        return name_cell(state, cell)
    me = state.me
    board = me.board
    option = fencing.pasture_option(board.rooms | board.fields, board.fences,
                                    _budget(me, state.round, step.fenced), step.cells)
    assert option is not None  # enclose is offered for a complete pasture only
    if not step.fenced:
        me = me.pay(markers.delivery(step.card).give)
    me = me.replace(board=board.with_fences(option.new_fences))
    return fenced_in(state, me, step.replace(fenced=step.fenced + option.cost))


LEGAL = {"lay_goods": lay_goods_actions, "fence_marker": fence_marker_actions}
APPLY = {"lay_goods": apply_lay_goods, "fence_marker": apply_fence_marker}


def show(state: AgricolaState, view: dict) -> None:
    """Add to a card game's public ``view`` what cards laid on the spaces: on each such space its
    ``laid`` goods and the seats whose ``fences`` lie there (Fence Builder); for each player with
    fences waiting on round spaces, ``fences_waiting`` (round -> fences: Fence Deliveryman)."""
    marked: dict[str, list[int]] = {}
    for seat, player in enumerate(state.players):
        for space_id in markers.marked_spaces(player):
            marked.setdefault(space_id, []).append(seat)
        by_round = {r: markers.waiting(player, r) for r in range(state.round, rules.ROUNDS + 1)}
        waiting = {str(r): n for r, n in by_round.items() if n}
        if waiting:
            view["players"][seat]["fences_waiting"] = waiting
    for entry in view["spaces"]:
        laid = laid_on(state, entry["id"]) if state.laid else {}
        if laid:
            entry["laid"] = laid
        if entry["id"] in marked:
            entry["fences"] = marked[entry["id"]]
