"""The course of a game: rounds, turns, and what follows an action or a harvest (rules 5).

Per round: reveal the next round card, hand out the Well's food for the round,
put goods on every accumulation space, then the players place people in turn,
from the starting player clockwise, skipping those with nobody left.  After
rounds 4, 7, 9, 11, 13 and 14 comes the harvest (:mod:`.harvest`); after the
last one the game is over.

A decision in progress is a :class:`~.step.Step`.  ``work`` means "place a
person"; every other kind is one part of an action (``build``, ``sow``,
``fence``, ... handled in :mod:`.turns`) or of the harvest (``feed``,
``breed``).  Those modules hand a state back at the step
:data:`~.step.ACTION_OVER` or :data:`~.step.HARVEST_OVER` when they are done;
:func:`proceed` takes the game on from there.

These functions write on the state they are handed: the draft of
:meth:`~.game.AgricolaState.apply`, through its writers (``put_turn``, ``put_step``,
``put_player``), which forget the legal actions worked out on it so far.  The round's start and
end (:func:`begin_round`, the work phase's end, the game's end) never write on the state they are
handed (they copy it before a change): :func:`.game.new_game` and tests hand them published states.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from . import harvest, moving, rules, spaces, turns
from .effects import interpreter as effects
from .effects import markers
from .effects.vocabulary import ROUND_START
from .step import ACTION_OVER, END, HARVEST_OVER, WORK, Step, mover

ANIMALS: Final = Step("animals")  # animals to settle at the end of an action

if TYPE_CHECKING:
    from .game import AgricolaState


def proceed(state: AgricolaState) -> AgricolaState:
    """Take the game on after an action or a harvest is over; any other state is left as it is."""
    if state.step is ACTION_OVER:
        return _finish_action(state)
    if state.step is HARVEST_OVER:
        return _end_of_harvest(state)
    return state


def begin_round(state: AgricolaState) -> AgricolaState:
    """Reveal the next round card, collect Well food, replenish, and let the starting player move."""
    number = state.round + 1
    card = spaces.round_space(state.cards[number - 1], state.num_players, state.card_game)
    revealed = state.card_game and card in state.spaces  # (only a card reveals a round's space early)
    ids = state.spaces if revealed else state.spaces + (card,)
    amount = spaces.amounts(state.num_players)
    goods = tuple(g + amount[space_id] for g, space_id in zip(state.goods + (0,), ids))
    players = tuple(effects.at_round_start(player.home_for_round(number), number, state.players, seat, state.seed)
                    for seat, player in enumerate(state.players))
    players = effects.at_table(players, "round_start", number)
    state = state.draft()  # (new_game and tests hand a published state)
    state.round, state.spaces, state.goods, state.occupied = number, ids, goods, (None,) * len(ids)
    state.players, state.step, state.to_move = players, WORK, state.start_player
    if state.card_game:
        state = turns.reveal_early(state)
    n = state.num_players
    queue = tuple(seat for seat in ((state.start_player + k) % n for k in range(n))
                  if _start_parts(state.players[seat], number))
    return _round_start_parts(state.replace(queue=queue)) if queue else _work_phase(state)


def _round_start_parts(state: AgricolaState) -> AgricolaState:
    """The first seat of the queue carries out the parts its cards offer at the round's start
    (each optional: Wood Distributor's sharing, Plow Driver, Groom), then the next; after the
    last, the work phase."""
    while state.queue:
        state = state.replace(to_move=state.queue[0])
        state = turns.enter_parts(state, ROUND_START, _start_parts(state.me, state.round), True)
        if state.step is not ACTION_OVER:
            return state
        state = state.replace(queue=state.queue[1:])
    return _work_phase(state.replace(step=WORK))


def _start_parts(player, round_number: int) -> tuple[str, ...]:
    """A player's decisions at a round's start: its cards' round-start parts, then those that lay
    something on the spaces (:func:`.effects.markers.start_parts`: Fence Deliveryman, Foreman)."""
    return effects.round_start_parts(player, round_number) + markers.start_parts(player, round_number)


def _work_phase(state: AgricolaState) -> AgricolaState:
    """The work phase begins with the starting player, unless a card places another player's
    person first (Taster: that player pays the starting player).  Fences a card left waiting on
    this round's space and not built go back to their owner's supply."""
    first = state.start_player
    if state.card_game:
        players, first = effects.first_to_place(markers.returned(state.players, state.round), first, state.round)
        state = state.replace(players=players)
    return _turn_from(state, first)


def _finish_action(state: AgricolaState) -> AgricolaState:
    """End of a person's action: animals must fit (else the player settles them), then the next turn."""
    if not state.me.fits():
        state.put_step(ANIMALS)
        return state
    if state.queue:  # a round's start: the next seat's round-start parts
        return _round_start_parts(state.replace(queue=state.queue[1:]))
    state, again = moving.second_of_pair(state)  # the same player places again at once (Lasso)
    if again:
        return state
    if state.card_game and state.to_move != state.start_player and sum(s is not None for s in state.occupied) == 1:
        return _turn_from(state, state.start_player)  # a card's first person: then the starting player's turn
    return _turn_from(state, (mover(state) + 1) % state.num_players)  # after the player whose action just ended


def resume_turn(state: AgricolaState) -> AgricolaState:
    """The player to move goes on placing a person after using a card at any time (or, with
    no space left it can use, the next player who can)."""
    return _turn_from(state, mover(state))


def _turn_from(state: AgricolaState, first: int) -> AgricolaState:
    """The first player from seat ``first`` on, clockwise, who still has people to place,
    or the end of the work phase (written on the draft ``state``: see ``AgricolaState.apply``)."""
    n = state.num_players
    for k in range(n):
        seat = (first + k) % n
        player = state.players[seat]
        if not player.workers:
            continue
        state.put_turn(seat, WORK)
        if state.legal_actions():  # worked out once, cached on the state
            return state
        # No space can be used at all: this player's remaining people stay home this round.
        state.put_player(seat, player.replace(workers=0))
    moved = moving.offer(state)  # a card's move once all people are placed
    return moved if moved is not None else _end_work_phase(state)


def _end_work_phase(state: AgricolaState) -> AgricolaState:
    """People return home (the cards' end-of-round effects); a harvest follows after the harvest rounds."""
    state = turns.collect_on_return(state)
    players = tuple(effects.at_round_end(p, state.round) for p in state.players)
    if players != state.players:  # (without a card's end-of-round effect, no copy)
        state = state.replace(players=players)
    if state.round in rules.HARVEST_ROUNDS:
        return proceed(harvest.start(state))
    return begin_round(state)


def _end_of_harvest(state: AgricolaState) -> AgricolaState:
    """After the last harvest the game is over; otherwise the next round begins."""
    if state.round == rules.ROUNDS:
        players = tuple(effects.at_game_end(p) for p in state.players)
        return state.replace(players=players, to_move=None, step=END)
    return begin_round(state)
