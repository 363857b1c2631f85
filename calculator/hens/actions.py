"""The action ids of the Hens engine and what each one means.

A turn is split into small decisions of the same player (hens.md 6.1 step 2),
so every list of legal actions stays short:

==================  ==========================================================
``draw:deck``       take the top card of the deck (reshuffling first if needed)
``draw:pile:S``     take the top card of seat S's discard pile
``draw:stop``       take no more cards this turn (``deck_exhaustion = draw_fewer``,
                    deck empty)
``draw:A+B``        ``draw_mode = simultaneous_choice``: both sources at once,
                    e.g. ``draw:deck+pile:1``
``orient:3x4``      ``orientation = fixed``: the grid's shape, before the first
                    card (also ``orient:4x3``)
``hen:FACE``        play a card whose face id is FACE face up (where comes next)
``coop:FACE``       play a card whose face id is FACE face down, as a coop
``cell:R:C``        put the chosen card on canvas cell (R, C) (``yard.py``)
``discard:FACE``    discard a card whose face id is FACE onto your own pile
``rooster:R:C``     put your rooster on your hen on canvas cell (R, C)
==================  ==========================================================

FACE is the card set's id of a card face (``PAD-3a``); two copies of a face
are the same choice.  Canvas coordinates do not move as the grid grows, so an
id means the same thing all game long.  :class:`Catalogue` builds every
possible id of a game once, with what it means, so applying an id never parses
a string.  Its order (:func:`action_ids`): the draws (one source, then pairs,
..., each in order deck, pile 0, pile 1, ...), ``draw:stop``, the two
orientations, ``hen:``, ``coop:`` and ``discard:`` of each face in card-set
order, then ``cell:`` and ``rooster:`` of each canvas cell in reading order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final, cast
from itertools import combinations_with_replacement

from ..core.actions import ActionCatalogue, Meaning
from ..core.protocol import Action
from ..errors import RuleViolation
from ..words import saying
from . import rules
from .deck import CardTable, card_table, default_table
from .play_settings import SPANS, GameSettings
from .yard import CELLS, cell_rc

ROUNDS: Final = rules.GRID_SHAPES[0][0] * rules.GRID_SHAPES[0][1]  # one card per round fills the grid
MIN_PLAYERS: Final = 2  # the engine's smallest game (the scorer also reads solo grids)
DECK: Final = -1  # a draw source: the deck; a seat number >= 0 is that seat's discard pile


def source_id(source: int) -> str:
    return "deck" if source == DECK else f"pile:{source}"


def source_label(source: int) -> str:
    return "the deck" if source == DECK else f"seat {source}'s discard pile"


@dataclass(frozen=True, eq=False)
class Catalogue:
    """Every action id of a game: the shared :class:`Action` objects of the ids whose
    label never changes, and ``meaning[id] = (kind, argument)`` for all ids."""

    actions: dict[str, Action]
    meaning: dict[str, tuple[str, object]]
    draws: dict[tuple[int, ...], Action]  # the draw action of each tuple of sources
    by_card: tuple[tuple[Action, Action, Action], ...]  # per card: its hen, coop and discard actions
    listing: ActionCatalogue  # the ids in catalogue order with their meanings, for parsing and adapters


@cache
def catalogue(table: CardTable, players: int, draws_per_turn: int) -> Catalogue:
    """The catalogue of a game with this card table and number of players (built once)."""
    actions: dict[str, Action] = {}
    meaning: dict[str, tuple[str, object]] = {}

    def add(action_id: str, label: str | None, kind: str, argument: object) -> None:
        meaning[action_id] = (kind, argument)
        if label is not None:
            actions[action_id] = Action(action_id, label)

    sources = (DECK, *range(players))
    for n in range(1, draws_per_turn + 1):
        for combo in combinations_with_replacement(sources, n):
            add("draw:" + "+".join(source_id(s) for s in combo),
                "draw from " + " and ".join(source_label(s) for s in combo), "draw", combo)
    add("draw:stop", "draw no more cards this turn", "draw", ())
    for shape in rules.GRID_SHAPES:
        add(f"orient:{shape[0]}x{shape[1]}", f"play a grid of {shape[0]} rows and {shape[1]} columns",
            "orient", shape)
    for card, face in enumerate(table.faces):
        if f"hen:{face}" in meaning:
            continue  # a second copy of the face
        text = table.text(card)
        add(f"hen:{face}", f"play {text} face up", "hen", face)
        add(f"coop:{face}", f"play {text} face down as a coop", "coop", face)
        add(f"discard:{face}", f"discard {text}", "discard", face)
    for cell in range(CELLS):
        r, c = cell_rc(cell)
        add(f"cell:{r}:{c}", None, "cell", cell)
        add(f"rooster:{r}:{c}", None, "rooster", cell)
    draws = {cast(tuple[int, ...], argument): actions[action_id]
             for action_id, (kind, argument) in meaning.items() if kind == "draw"}
    by_card = tuple((actions[f"hen:{face}"], actions[f"coop:{face}"], actions[f"discard:{face}"])
                    for face in table.faces)
    return Catalogue(actions, meaning, draws, by_card, ActionCatalogue("hens", (
        (action_id, kind, argument) for action_id, (kind, argument) in meaning.items())))


def action_ids(players: int, settings: GameSettings | None = None) -> tuple[str, ...]:
    """Every id a game of ``players`` with ``settings`` (default: the project's) can ever
    offer, in catalogue order."""
    if not MIN_PLAYERS <= players <= rules.MAX_PLAYERS:
        raise RuleViolation(saying("Hens is simulated for %(least)s to %(most)s players, got %(count)s",
                                   least=MIN_PLAYERS, most=rules.MAX_PLAYERS, count=players),
                            where="players")
    settings = settings or GameSettings()
    table = default_table() if settings.card_set is None else card_table(settings.card_set)
    return catalogue(table, players, settings.draws_per_turn).listing.ids()


def parse(action_id: object) -> Meaning:
    """``(kind, argument)`` of a Hens action id with the shipped card set, for any number of
    players and draws per turn."""
    return catalogue(default_table(), rules.MAX_PLAYERS, SPANS["draws_per_turn"][1]).listing.parse(action_id)


def max_game_length(players: int, settings: GameSettings = GameSettings()) -> int:
    """The most player actions a game of ``players`` takes with ``settings`` (by default the
    defaults, which research frameworks play): each round a turn per player of at most
    ``draws_per_turn`` draws, the card chosen and its cell, and at most ``draws_per_turn - 1``
    discards (the hand grows by the draws less the card played, back to its size); the frame
    once with the fixed orientation, and one rooster each."""
    draws = settings.draws_per_turn
    frame = settings.orientation == "fixed"
    return players * (ROUNDS * (draws + 2 + draws - 1) + frame + 1)
