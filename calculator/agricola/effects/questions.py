"""The choices cards give a player who is not moving (docs/card-effects.md), as questions.

A card whose owner may answer another player's action (buy the reed just taken, or not) puts
an :class:`Ask` to its owner; :mod:`..answers` interrupts the mover's turn, lets the owner
answer, then the mover goes on.  Each kind of question says here which options it offers the
owner (:func:`options`, numbered from 1; declining is always allowed) and what an answer does
to the table (:func:`answer`).  A question whose options are all gone by the time it comes up
(the goods were spent by an earlier answer) is not asked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.record import Record
from .data import effects_of

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

Players = tuple["Player", ...]


@dataclass(frozen=True)
class Ask(Record):
    """A question put to ``seat`` by its ``card`` about what ``actor`` (the mover) just did."""

    seat: int  # the player who decides (the card's owner)
    card: str  # the card whose choice it is
    topic: str  # the kind of question (a key of QUESTIONS)
    actor: int  # the player moving, whose action prompted it


@dataclass(frozen=True)
class Question:
    """A kind of question: its options' words and their effect on the table."""

    options: Callable[[Players, Ask], tuple[str, ...]]  # the words of each option open now ("" where closed)
    answer: Callable[[Players, Ask, int], Players]  # the table after option n (from 1)


# ---------------------------------------------------------------- a purchase from the player who took goods


def _purchase(card: str) -> Effect:
    return next(e for e in effects_of(card) if e.do == "deal" and e.give)


def _listed(goods: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {good}" for good, n in goods.items())


def _purchase_options(players: Players, ask: Ask) -> tuple[str, ...]:
    """Buy (the owner pays ``give`` for ``get``) while the owner can pay and the mover still holds the goods."""
    effect = _purchase(ask.card)
    if players[ask.seat].can_pay(effect.give) and players[ask.actor].can_pay(effect.get):
        return (f"pay {_listed(effect.give)} for {_listed(effect.get)}",)
    return ("",)


def _buy(players: Players, ask: Ask, option: int) -> Players:
    """The owner gives ``give`` for ``get``; the mover cannot refuse and also gets ``bonus`` from the supply."""
    effect = _purchase(ask.card)
    changed = list(players)
    changed[ask.seat] = players[ask.seat].pay(effect.give).gain(effect.get)
    changed[ask.actor] = players[ask.actor].pay(effect.get).gain(effect.give).gain(effect.bonus)
    return tuple(changed)


PURCHASE = "purchase"  # Wood Buyer, Reed Buyer, Stone Buyer (the kind ``deal`` with a price)

QUESTIONS: Mapping[str, Question] = {
    PURCHASE: Question(_purchase_options, _buy),
}


def options(players: Players, ask: Ask) -> tuple[str, ...]:
    """The words of each option of ``ask`` (option n is the n-th; "" where it is closed now)."""
    return QUESTIONS[ask.topic].options(players, ask)


def open_options(players: Players, ask: Ask) -> tuple[int, ...]:
    """The options (from 1) the owner may choose now; none: the question is not asked."""
    return tuple(n for n, words in enumerate(options(players, ask), 1) if words)


def answer(players: Players, ask: Ask, option: int | None) -> Players:
    """The table after the owner's answer (``None``: declined, nothing changes)."""
    return players if option is None else QUESTIONS[ask.topic].answer(players, ask, option)


def purchases(players: Players, actor: int, found: tuple[tuple[int, Effect], ...]) -> tuple[Ask, ...]:
    """The purchases (``deal`` cards with a price) of ``found`` (owner, effect) the owners are asked
    about, in the order found (clockwise from the mover's left)."""
    return tuple(Ask(owner, effect.card, PURCHASE, actor) for owner, effect in found
                 if effect.do == "deal" and effect.give and owner != actor)
