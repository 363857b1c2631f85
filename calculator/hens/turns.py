"""A turn of Hens, one decision at a time: the legal actions of each step and what each action does.

A turn is a few decisions of the same player (ids in ``actions.py``): draw
twice, one source at a time (``draw``); choose a card and whether it goes face
up or as a coop (``orient`` first with the fixed orientation, then
``choose``); choose its cell (``place``); discard down to the hand size
(``discard``).  After the rooster round every player puts the rooster on a hen
(``rooster``); after the last round the step is ``end``.

The legal actions of a step are read off a published :class:`~.game.HensState`.
An action is carried out on a draft of the next state (``core/native_record.py``),
which :meth:`~.game.HensState.apply` has just made and publishes when the
action and all that follows by itself (the end of a turn, of a round) is done.
Short lists are built by plain loops: on Python 3.11 a comprehension costs a
function call of its own, more than the few items it usually has here.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any, Final, TypeVar

from ..core.protocol import Action, chance
from . import deck as decks
from . import rules
from .actions import DECK, ROUNDS
from .deck import FIRST_RESHUFFLE_DRAW, CardTable
from .yard import CELLS, Yard, cell_rc

if TYPE_CHECKING:
    from .game import HensState

T = TypeVar("T")


# ---------------------------------------------------------------- turns and rounds


def start_turn(draft: HensState, seat: int) -> None:
    """``seat``'s turn begins with drawing (or what follows, when no draw is possible)."""
    draft.to_move, draft.step, draft.draws_made, draft.drawn = seat, "draw", 0, 0
    _continue_drawing(draft)


def _continue_drawing(draft: HensState) -> None:
    """Stay in the draw step while a draw is due and possible, else go on to playing a card."""
    if draft.draws_made < draft.settings.draws_per_turn and (draft.deck or _draw_sources(draft)):
        return
    seat = draft.mover
    if not draft.hands[seat]:  # only with a shrinking hand (discard_only / draw_fewer): nothing to play
        _end_turn(draft)
    else:
        draft.step = "orient" if draft.yards[seat].needs_frame else "choose"


def _end_turn(draft: HensState) -> None:
    """The next player's turn; after the last of a round, the roosters (once) or the next round."""
    num_players, first = draft.num_players, draft.first_player
    following = (draft.mover + 1) % num_players
    if following != first:
        return start_turn(draft, following)
    if draft.round == draft.settings.rooster_after_round:
        order = [(first + i) % num_players for i in range(num_players)]
        queue = tuple(seat for seat in order if any(True for _ in draft.yards[seat].hens()))
        if queue:
            draft.to_move, draft.rooster_queue, draft.step = queue[0], queue[1:], "rooster"
            return
    _next_round(draft)


def _next_round(draft: HensState) -> None:
    """The next round from the first player, or the end of the game after the last."""
    if draft.round == ROUNDS:
        draft.to_move, draft.step = None, "end"
        return
    draft.round += 1
    start_turn(draft, draft.first_player)


# ---------------------------------------------------------------- drawing


def can_reshuffle(state: HensState) -> bool:
    """Whether an empty deck can be rebuilt from the discard piles."""
    return state.settings.deck_exhaustion == "reshuffle_keep_tops" and any(len(p) > 1 for p in state.piles)


def _draw_sources(state: HensState) -> list[int]:
    """Where the mover's next card may come from: the deck, then discard piles in seat order.

    Last resort (only reachable when the deck cannot be rebuilt): a player with no card
    left and no other source takes the top of their own pile, so every grid still fills.
    """
    settings, seat, piles = state.settings, state.mover, state.piles
    assert seat is not None
    sources = [DECK] if state.deck or can_reshuffle(state) else []
    if state.round >= settings.opponent_discard_from_round:
        own = seat if not settings.allow_own_discard_draw else None
        for p, pile in enumerate(piles):
            if pile and p != own:
                sources.append(p)
    if not sources and not state.hands[seat] and piles[seat]:
        sources.append(seat)
    return sources


def _may_stop(state: HensState) -> bool:
    """``draw_fewer``: with the deck empty a player may stop drawing, if the hand still
    holds a card for this turn and for each turn left."""
    seat = state.mover
    assert seat is not None
    return (state.settings.deck_exhaustion == "draw_fewer" and not state.deck
            and len(state.hands[seat]) - 1 >= ROUNDS - state.round)


def _draw_actions(state: HensState) -> list[Action]:
    cat = state.setup.catalogue
    sources = _draw_sources(state)
    if state.settings.draw_mode == "sequential":
        draws = cat.draws
        actions = []
        for source in sources:
            actions.append(draws[(source,)])
    else:
        actions = [cat.draws[combo] for combo in _draw_combos(state, sources)]
    if _may_stop(state):
        actions.append(cat.actions["draw:stop"])
    return actions


def _draw_combos(state: HensState, sources: list[int]) -> list[tuple[int, ...]]:
    """``simultaneous_choice``: the largest feasible sets of sources for all draws due."""
    piles = state.piles
    capacity = {p: len(piles[p]) for p in sources if p != DECK}
    if DECK in sources:
        capacity[DECK] = len(state.deck) + (sum(len(p) - 1 for p in piles if len(p) > 1) if can_reshuffle(state) else 0)
    for n in range(state.settings.draws_per_turn - state.draws_made, 0, -1):
        combos = [c for c in combinations_with_replacement(sources, n) if all(c.count(p) <= capacity[p] for p in c)]
        if combos:
            return combos
    return []


def _apply_draw(draft: HensState, sources: tuple[int, ...]) -> None:
    settings = draft.settings
    if not sources:  # draw:stop
        draft.draws_made = settings.draws_per_turn
    else:
        for source in sources:
            _draw_one(draft, source)
        draft.draws_made += 1 if settings.draw_mode == "sequential" else settings.draws_per_turn
    _continue_drawing(draft)


def reshuffle(draft: HensState) -> None:
    """hens.md 4.11 ``reshuffle_keep_tops``: every discard pile but its top card becomes the new
    deck, shuffled by the next reshuffle draw of the seed."""
    rng = chance(draft.seed, FIRST_RESHUFFLE_DRAW + draft.reshuffles, "reshuffle")
    deck, draft.piles = decks.reshuffled(draft.piles, rng)
    draft.deck, draft.reshuffled, draft.reshuffles = deck, tuple(sorted(deck)), draft.reshuffles + 1


def _draw_one(draft: HensState, source: int) -> None:
    """One card into the mover's hand from ``source`` (nothing if it has none left)."""
    seat = draft.mover
    if source == DECK:
        if not draft.deck and can_reshuffle(draft):
            reshuffle(draft)
        deck = draft.deck
        if not deck:
            return
        card = deck[-1]
        draft.deck = deck[:-1]
    else:
        pile = draft.piles[source]
        if not pile:
            return
        card = pile[-1]
        draft.piles = _with_item(draft.piles, source, pile[:-1])
        draft.known = _with_item(draft.known, seat, tuple(sorted(draft.known[seat] + (card,))))
    draft.hands = _with_item(draft.hands, seat, tuple(sorted(draft.hands[seat] + (card,))))
    draft.drawn += 1


# ---------------------------------------------------------------- playing a card


def _orient_actions(state: HensState) -> list[Action]:
    return [state.setup.catalogue.actions[f"orient:{r}x{c}"] for r, c in rules.GRID_SHAPES]


def _apply_orient(draft: HensState, shape: tuple[int, int]) -> None:
    seat = draft.mover
    draft.yards, draft.step = _with_item(draft.yards, seat, draft.yards[seat].with_frame(shape)), "choose"


def _distinct_cards(faces: tuple[str, ...], hand: tuple[int, ...]) -> list[int]:
    """The first card of each face in ``hand``, in card order (the copies of a face
    have consecutive numbers, so a sorted hand lists them side by side)."""
    cards: list[int] = []
    last = None
    for card in hand:
        face = faces[card]
        if face != last:
            cards.append(card)
            last = face
    return cards


def _choose_actions(state: HensState) -> list[Action]:
    seat = state.mover
    assert seat is not None  # someone moves in every step but the end
    yard = state.yards[seat]
    by_card = state.setup.catalogue.by_card
    cards = _distinct_cards(state.table.faces, state.hands[seat])
    fit, types = yard.fit_mask, yard.types
    hens: list[Action] = []
    coops: list[Action] = []
    for card in cards:
        hen, coop, _ = by_card[card]
        if (fit >> types[card]) & 1:
            hens.append(hen)
        coops.append(coop)
    if hens and not state.settings.coop_voluntary:
        return hens
    return hens + coops


def _take_from_hand(draft: HensState, face: str) -> int:
    """Take the first card of ``face`` out of the mover's hand."""
    seat = draft.mover
    hand = draft.hands[seat]
    faces = draft.table.faces
    for i, card in enumerate(hand):
        if faces[card] == face:
            draft.hands = _with_item(draft.hands, seat, hand[:i] + hand[i + 1:])
            return card
    raise AssertionError(face)


def _forget(draft: HensState, card: int) -> None:
    """``card`` was seen leaving the mover's hand: it (or, to the onlookers, who cannot tell
    copies apart, a known copy of its face) is no longer known to be there."""
    seat = draft.mover
    mine = draft.known[seat]
    if not mine:
        return
    if card not in mine:
        faces = draft.table.faces
        copy = next((other for other in mine if faces[other] == faces[card]), None)
        if copy is None:
            return
        card = copy
    i = mine.index(card)
    draft.known = _with_item(draft.known, seat, mine[:i] + mine[i + 1:])


def _apply_hen(draft: HensState, face: str) -> None:
    card = _take_from_hand(draft, face)
    _forget(draft, card)
    draft.pending, draft.pending_coop, draft.step = card, False, "place"


def _apply_coop(draft: HensState, face: str) -> None:
    draft.pending, draft.pending_coop, draft.step = _take_from_hand(draft, face), True, "place"


def _place_actions(state: HensState) -> list[Action]:
    seat = state.mover
    assert seat is not None
    yard = state.yards[seat]
    coop, card = state.pending_coop, state.pending
    cells = yard.open_cells if coop else yard.hen_cells(card)
    ids = _CELL_IDS["cell"]
    table, shown = state.table, None if coop else card
    actions: list[Action] = []
    for cell in cells:  # labels are built only when read: most never are
        actions.append(CellAction(ids[cell], table, yard, cell, shown, False))
    return actions


class CellAction(Action):
    """A ``cell:`` or ``rooster:`` action, its label worked out when read: ``put <card> at
    <cell>`` (``card`` None is a coop, whose card stays secret) or ``put the rooster on <card>
    at <cell>``.  One object per action where an :class:`Action` and a ``partial`` of a label
    function were two: every place and rooster decision offers several."""

    __slots__ = ("table", "yard", "cell", "card", "rooster")

    def __init__(self, id: str, table: CardTable, yard: Yard, cell: int, card: int | None, rooster: bool) -> None:
        self.id, self._label = id, ""  # the label is the property below
        self.table, self.yard, self.cell, self.card, self.rooster = table, yard, cell, card, rooster

    @property
    def label(self) -> str:
        what = "a coop" if self.card is None else self.table.text(self.card)
        where = _where(self.yard, self.cell)
        return f"put the rooster on {what} at {where}" if self.rooster else f"put {what} at {where}"

    def __reduce__(self) -> tuple:  # type: ignore[override]
        """Copied and pickled by what makes its label."""
        return CellAction, (self.id, self.table, self.yard, self.cell, self.card, self.rooster)


def _apply_place(draft: HensState, cell: int) -> None:
    seat = draft.mover
    draft.yards = _with_item(draft.yards, seat, draft.yards[seat].place(cell, draft.pending, draft.pending_coop))
    draft.pending, draft.pending_coop = -1, False
    if len(draft.hands[seat]) > draft.settings.hand_size:
        draft.step = "discard"
    else:
        _end_turn(draft)


def _discard_actions(state: HensState) -> list[Action]:
    seat = state.mover
    assert seat is not None
    by_card = state.setup.catalogue.by_card
    actions = []
    for card in _distinct_cards(state.table.faces, state.hands[seat]):
        actions.append(by_card[card][2])
    return actions


def _apply_discard(draft: HensState, face: str) -> None:
    card = _take_from_hand(draft, face)
    _forget(draft, card)
    seat = draft.mover
    draft.piles = _with_item(draft.piles, seat, draft.piles[seat] + (card,))
    if len(draft.hands[seat]) <= draft.settings.hand_size:
        _end_turn(draft)


# ---------------------------------------------------------------- the rooster


def _rooster_actions(state: HensState) -> list[Action]:
    seat = state.mover
    assert seat is not None
    yard = state.yards[seat]
    table = state.table
    ids = _CELL_IDS["rooster"]
    actions: list[Action] = [CellAction(ids[cell], table, yard, cell, card, True) for cell, card in yard.hens()]
    return actions


def _apply_rooster(draft: HensState, cell: int) -> None:
    draft.roosters = _with_item(draft.roosters, draft.mover, cell)
    queue = draft.rooster_queue
    if queue:
        draft.to_move, draft.rooster_queue = queue[0], queue[1:]
    else:
        _next_round(draft)


# ---------------------------------------------------------------- helpers


def _with_item(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the one at ``index`` replaced by ``value``."""
    changed = list(items)
    changed[index] = value
    return tuple(changed)


_CELL_IDS: Final = {kind: tuple(f"{kind}:{r}:{c}" for r, c in map(cell_rc, range(CELLS))) for kind in ("cell", "rooster")}


def _where(yard: Yard, cell: int) -> str:
    r, c = yard.relative(cell)
    return f"row {r}, column {c} of the grid"


def legal(state: HensState) -> list[Action]:
    """The legal actions of ``state``, by its step (any step but ``end``).

    Branches rather than a table of functions: a compiled build calls each rule natively."""
    step = state.step
    if step == "draw":
        return _draw_actions(state)
    if step == "choose":
        return _choose_actions(state)
    if step == "place":
        return _place_actions(state)
    if step == "discard":
        return _discard_actions(state)
    if step == "orient":
        return _orient_actions(state)
    if step == "rooster":
        return _rooster_actions(state)
    raise ValueError(f"no legal actions in the step {step!r}")


def carry_out(draft: HensState, kind: str, argument: Any) -> None:
    """Carry out on ``draft`` the action of ``kind`` (an action id's first part) with its
    argument from the catalogue, and all that follows by itself."""
    if kind == "draw":
        _apply_draw(draft, argument)
    elif kind == "hen":
        _apply_hen(draft, argument)
    elif kind == "coop":
        _apply_coop(draft, argument)
    elif kind == "cell":
        _apply_place(draft, argument)
    elif kind == "discard":
        _apply_discard(draft, argument)
    elif kind == "orient":
        _apply_orient(draft, argument)
    elif kind == "rooster":
        _apply_rooster(draft, argument)
    else:
        raise ValueError(f"no Hens action of the kind {kind!r}")
