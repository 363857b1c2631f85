"""A card's choice for a player who is not moving: the mover's turn waits while that player answers.

When the mover's action gives another player's card a choice (the Reed Buyer's owner may buy the
reed just taken), the rules of the action leave an :class:`~.effects.questions.Ask` in the state's
``asks``. Before the game goes on, the first ask interrupts the turn: the mover's seat and step are
kept in ``paused``, ``to_move`` becomes the asked seat (so ``current_player``, the seat a token may
move for and a bot answers for, is the one deciding), and the step is ``answer`` with the card. Its
actions are the question's answers (:mod:`.effects.questions`: ``use:<card>:1``, ``bake:<n>``,
``field:<r>:<c>``) and ``done`` (decline). After the last answer the mover's seat and step come
back, and the game goes on from where the action had got to. A question with no option open any
more when its turn comes is skipped. The same way the mover answers its own cards' questions
(Fisherman: the food again), and the players theirs after the field phase (Lettuce Patch: the
paused step is then the harvest's first feeding, or its end) and after turning an animal into
food (Tanner, Brush Maker, Basin Maker, Pelts: raised here, after any action, for every conversion).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.protocol import Action
from ..core.native_record import NativeRecord
from .effects import questions
from .step import ACTION_OVER, HARVEST_OVER, Step, mover

if TYPE_CHECKING:
    from .game import AgricolaState
    from .player import Player

ANSWER = "answer"  # the step kind of a question's answer
DECLINE = Action("done", "decline")
OVER = {ACTION_OVER: ACTION_OVER, HARVEST_OVER: HARVEST_OVER}  # a paused step equal to these is restored as them


@dataclass(unsafe_hash=True)
class Paused(NativeRecord):
    """The mover's turn while another seat answers: its seat and the step it had got to."""

    seat: int
    step: Step

    def copy(self) -> Paused:
        paused = Paused.__new__(Paused)
        paused.seat, paused.step = self.seat, self.step
        return paused


def go_on(state: AgricolaState, proceed: Callable[[AgricolaState], AgricolaState]) -> AgricolaState:
    """The state after an action's rules: the first waiting question's seat to answer when one
    waits (the mover paused), else the game taken on by ``proceed`` (and a question it raises
    asked at once). The animals just turned into food are asked about first (:func:`_converted`)."""
    state = _converted(state)
    if state.paused is not None:  # a question is being answered
        return state
    if state.asks:
        state = _ask(state.replace(paused=Paused(mover(state), state.step)))
        if state.paused is not None:
            return state
    state = _converted(proceed(state))
    if state.asks and state.to_move is not None:
        return _ask(state.replace(paused=Paused(state.to_move, state.step)))
    return state


def _converted(state: AgricolaState) -> AgricolaState:
    """The state with the questions about the animals the players just turned into food (Tanner,
    Brush Maker, Basin Maker, Pelts: the conversion, worked out on a player alone, only remembered
    them) put before the other waiting questions: the one place every conversion is asked from."""
    if not any(p.used for p in state.players):
        return state
    players, asks = questions.converted_asks(state.players, state.round)
    if not asks:
        return state
    state = state.replace(players=players, asks=asks + state.asks)
    return _ask(state) if state.paused is not None else state  # (an answer converted: asked next)


def _ask(state: AgricolaState) -> AgricolaState:
    """The first question with an open answer, its seat to answer; none left: the mover's turn back."""
    asks = state.asks
    while asks and not questions.options(state.players, asks[0]):
        asks = asks[1:]
    if asks:
        return state.replace(asks=asks, to_move=asks[0].seat, step=Step(ANSWER, card=asks[0].card))
    paused = state.paused
    assert paused is not None  # a question was being answered
    step = OVER.get(paused.step, paused.step)  # (flow.proceed knows an action or a harvest over by identity)
    return state.replace(asks=(), paused=None, to_move=paused.seat, step=step)


def answer_actions(state: AgricolaState, me: Player) -> list[Action]:
    """The open answers of the question asked (its card's ``use:<card>:1``, Master Baker's
    ``bake:<n>``, Punner's ``field:<r>:<c>``), then ``done``: decline."""
    return [Action(action_id, words) for action_id, words in questions.options(state.players, state.asks[0])] \
        + [DECLINE]


def apply_answer(state: AgricolaState, kind: str, argument: object) -> AgricolaState:
    """The answer carried out; then the next question (first those the answer raised: another
    Educator hears the Puppeteer's occupation), or the mover's turn where it was."""
    players, raised = questions.answer(state.players, state.asks[0], kind, argument)
    return _ask(state.replace(players=players, asks=raised + state.asks[1:]))  # (raised: answered first)


def asked(state: AgricolaState) -> dict:
    """The step's view while a question waits: the card and the seat whose turn waits for the answer."""
    assert state.paused is not None
    return {"kind": ANSWER, "card": state.asks[0].card, "paused": state.paused.seat}


LEGAL = {ANSWER: answer_actions}
APPLY = {ANSWER: apply_answer}
