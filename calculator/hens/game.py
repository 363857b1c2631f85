"""The Hens game engine: 2 to 4 players on the protocol of :mod:`calculator.core.protocol`.

Setup (hens.md 6.1 step 1): set breeds aside by player count, shuffle, deal
4 cards each, reveal a goal card, draw the first player; all four from
:func:`chance`, so the seed and the players' action ids replay a game exactly.

A turn is a few decisions of the same player, each one action (``turns.py``):
draw twice, one source at a time; choose a card and whether it goes face up or
as a coop; choose its cell; discard down to 4 cards.  After round 6 every
player puts the rooster on a hen; after round 12 every grid is a full 3x4 or
4x3 rectangle and is scored by the calculator itself
(:func:`scoring.score`, the function behind :func:`score_document`);
:meth:`HensState.players_document` writes the game as an api.md document that
``calculator.score`` scores the same (the tests check it on every game).

Hidden information: hands and the deck order are secret, and so is the card
under a coop.  Cards taken from a discard pile are publicly known to be in the
taker's hand (``known``) until they are seen to leave it.  ``views.py`` says
what each seat sees and ``hidden.py`` re-deals what a seat cannot see.

Rulings the spec leaves open, made here:

* the discard brings the hand down to ``hand_size``: a player who drew fewer
  cards (only possible with ``discard_only`` or ``draw_fewer``) discards less;
* a card chosen to be played face up is shown at once (the choice and the cell
  are two actions here, one gesture at the table); a coop's card stays secret;
* the deck is reshuffled when a deck draw is chosen and the deck is empty, not
  before; a draw with no possible source is lost, except that a player with
  an empty hand and no other source takes the top of their own pile (only
  possible with ``discard_only`` / ``draw_fewer``; it keeps every grid filling);
* with ``coop_voluntary = false`` a coop is allowed only when no card of the
  hand can be played face up;
* the rooster is placed in turn order, and with ``rooster_simultaneous`` the
  other players' roosters stay hidden until all are placed; a player without a
  face-up hen places none (hens.md 4.12).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..core.native_record import NativeRecord, SeatToMoveRecord
from ..core.protocol import Action, chance, find_action
from . import deck as decks
from . import hidden, rules, scoring, turns
from .actions import MIN_PLAYERS, ROUNDS, Catalogue, catalogue
from .deck import BREEDS_DRAW, FIRST_PLAYER_DRAW, GOAL_DRAW, SHUFFLE_DRAW, CardTable, card_table, default_table
from .goals import Goal, default_goals
from .play_settings import DEFAULT_GAME, GameSettings, parse_game_settings
from .grid import Grid
from .position import Position
from .provisional import provisional_score
from .views import public_view, seat_view
from .yard import Yard

MAX_PLAYERS = rules.MAX_PLAYERS


@dataclass(eq=False)
class Setup(NativeRecord):
    """What a game fixes at the start and never changes, shared by all of its states
    (besides the settings and the card table, which the states carry themselves)."""

    catalogue: Catalogue
    removed_breeds: tuple[str, ...]
    goal_cards: tuple[str, ...]
    goals: tuple[Goal, ...]
    goal_card_id: str | None  # what documents write as "goal_card" (else the goals in full)
    # Results derived from the setup and a grid, shared by all the game's states (see
    # provisional.remembered): a cache, not part of what the setup is.
    memo: dict[str, dict] = field(default_factory=dict, compare=False, repr=False)

    def copy(self) -> Setup:
        setup = Setup.__new__(Setup)
        setup.catalogue, setup.removed_breeds, setup.goal_cards = self.catalogue, self.removed_breeds, self.goal_cards
        setup.goals, setup.goal_card_id, setup.memo = self.goals, self.goal_card_id, self.memo
        return setup


@dataclass(unsafe_hash=True)
class HensState(SeatToMoveRecord):
    """A position of the game; :meth:`apply` returns the next one.

    Cards are numbers (``deck.py``); the deck and the discard piles have their
    top card last; hands are sorted.
    """

    seed: int
    num_players: int
    settings: GameSettings
    table: CardTable
    setup: Setup
    deck: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    yards: tuple[Yard, ...]
    piles: tuple[tuple[int, ...], ...]
    roosters: tuple[int | None, ...]  # canvas cell of each rooster
    known: tuple[tuple[int, ...], ...]  # cards all know to be in each hand (or under its coops)
    first_player: int
    round: int
    to_move: int | None = field()  # declared by SeatToMoveRecord too (see there)
    step: str  # draw, orient, choose, place, discard, rooster or end
    draws_made: int = 0  # draw decisions taken this turn
    drawn: int = 0  # cards drawn this turn
    pending: int = -1  # the card chosen to play, during the place step
    pending_coop: bool = False
    rooster_queue: tuple[int, ...] = ()  # seats still to place their rooster
    reshuffled: tuple[int, ...] = ()  # the cards of the last reshuffle, sorted (for re-dealing)
    reshuffles: int = 0
    actions_taken: int = 0
    # derived values (core/native_record.py): worked out on first use, cleared by a copy
    _legal_actions: tuple[Action, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _results: list[dict] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _merits: list[tuple[int, ...]] | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> HensState:
        state = HensState.__new__(HensState)
        state.seed, state.num_players, state.settings, state.table = self.seed, self.num_players, self.settings, self.table
        state.setup, state.deck, state.hands, state.yards = self.setup, self.deck, self.hands, self.yards
        state.piles, state.roosters, state.known = self.piles, self.roosters, self.known
        state.first_player, state.round, state.to_move, state.step = self.first_player, self.round, self.to_move, self.step
        state.draws_made, state.drawn, state.pending = self.draws_made, self.drawn, self.pending
        state.pending_coop, state.rooster_queue = self.pending_coop, self.rooster_queue
        state.reshuffled, state.reshuffles, state.actions_taken = self.reshuffled, self.reshuffles, self.actions_taken
        state._legal_actions = state._results = state._merits = None
        return state

    # --- protocol (current_player and is_terminal: SeatToMoveRecord) ---

    @property
    def game(self) -> str:
        return "hens"

    @property
    def rounds(self) -> int:
        return ROUNDS

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal_actions
        if legal is None:
            legal = self._legal_actions = () if self.to_move is None else tuple(turns.legal(self))
        return legal

    def apply(self, action: Action | str) -> HensState:
        for known in self.legal_actions():  # the usual case, an action of this very list (a bot's choice)
            if known is action:
                break
        else:
            known = find_action(self, action)
        kind, argument = self.setup.catalogue.meaning[known.id]
        following = self.draft()
        following.actions_taken += 1
        turns.carry_out(following, kind, argument)
        return following.publish()

    def returns(self) -> tuple[float, ...]:
        """Final totals per seat; before the end, the provisional score of each grid so far."""
        if self.is_terminal:
            return tuple([merit[0] for merit in self.merits])
        return tuple(float(provisional_score(self, seat)["total"]) for seat in range(self.num_players))

    def winners(self) -> tuple[int, ...]:
        if not self.is_terminal:
            return ()
        return tuple(scoring.rank_merits(self.merits)[1])

    # --- scoring and export ---

    def score(self, seat: int) -> dict:
        """Seat's score result (api.md 2) by the calculator; provisional before the end."""
        if self.is_terminal:
            return self.results[seat]
        return provisional_score(self, seat)

    def to_document(self, seat: int) -> dict:
        """Seat's finished position as an api.md Hens document (the game must be over)."""
        if not self.yards[seat].full:
            raise ValueError(f"seat {seat}'s grid is not finished yet")
        document = {"game": "hens", **self._grid_entry(seat), **self._shared_keys()}
        return document

    def players_document(self) -> dict:
        """The whole finished game as an api.md ``players`` document, with the shared goal card."""
        players = []
        for seat in range(self.num_players):
            if not self.yards[seat].full:
                raise ValueError(f"seat {seat}'s grid is not finished yet")
            players.append(self._grid_entry(seat))
        return {"game": "hens", **self._shared_keys(), "players": players}

    def _grid_entry(self, seat: int) -> dict:
        yard, table = self.yards[seat], self.table
        rows = [[rules.COOP if code < -1 else table.text(code) for code in row] for row in yard.rows()]
        entry: dict = {"grid": rows}
        rooster = self.roosters[seat]
        if rooster is not None:
            entry["rooster"] = list(yard.relative(rooster))
        return entry

    def _shared_keys(self) -> dict:
        setup = self.setup
        shared: dict = {}
        if setup.goal_card_id is not None:
            shared["goal_card"] = setup.goal_card_id
        elif setup.goals:
            shared["goals"] = [goal.to_json() for goal in setup.goals]
        if self.settings.scoring != DEFAULT_GAME.scoring:
            shared["settings"] = self.settings.scoring.to_json()
        return shared

    def position(self, seat: int) -> Position:
        """Seat's finished grid as the scorer's :class:`Position`: what
        ``parse_position(self.to_document(seat))`` reads, built without the text round trip."""
        yard, hens = self.yards[seat], self.table.hens
        if not yard.full:
            raise ValueError(f"seat {seat}'s grid is not finished yet")
        rows = []
        for codes in yard.rows():  # loops, cheaper than nested generators: simulations score every grid
            row = []
            for code in codes:
                row.append(hens[code] if code >= 0 else None)
            rows.append(tuple(row))
        grid = Grid(tuple(rows))
        cell = self.roosters[seat]
        rooster = yard.relative(cell) if cell is not None else None
        setup = self.setup
        return Position(grid, rooster, setup.goals, setup.goal_card_id, self.settings.scoring)

    @property
    def results(self) -> list[dict]:
        """Each seat's result from the calculator's own scorer, :func:`scoring.score`."""
        results = self._results
        if results is None:
            results = self._results = [scoring.score(self.position(seat)) for seat in range(self.num_players)]
        return results

    @property
    def merits(self) -> list[tuple[int, ...]]:
        """Each seat's total and tie-breakers by the same scorer (:func:`scoring.merit`):
        all that :meth:`returns` and :meth:`winners` need, without the result documents."""
        merits = self._merits
        if merits is None:
            merits = self._merits = [scoring.merit(self.position(seat)) for seat in range(self.num_players)]
        return merits

    # --- what players see (views.py) and re-dealing what they do not (hidden.py) ---

    def view(self, seat: int) -> dict:
        """What ``seat`` sees: every public part, and its own hand under ``private``."""
        return seat_view(self, seat)

    def private_view(self, seat: int) -> dict:
        """Only ``seat``'s secrets (api.md 4 ``private``): its hand, its coops' cards, ..."""
        return seat_view(self, seat)["private"]

    def public_view(self) -> dict:
        """What everyone sees: grids, discard piles, deck size, hand sizes, never a hand."""
        return public_view(self)

    def determinize(self, seat: int, rng: random.Random) -> HensState:
        """A state ``seat`` cannot tell from this one, its hidden parts re-dealt (``hidden.py``)."""
        return hidden.determinize(self, seat, rng)

    # --- helpers ---

    @property
    def mover(self) -> int:
        """The seat to move (asserted: the rules of a step run only while the game is on)."""
        seat = self.to_move
        assert seat is not None
        return seat

    @property
    def hand(self) -> tuple[int, ...]:
        """The hand of the player to move."""
        return self.hands[self.mover]


def new_game(seed: int, num_players: int = 2, settings: GameSettings | dict | None = None) -> HensState:
    """A new game of ``num_players`` (2 to 4); ``settings`` as :class:`GameSettings` or JSON."""
    settings = game_settings(num_players, settings)
    table = settings_table(settings)
    removal = settings.removal(num_players)
    # A generator only for a draw that draws (seeding one costs more than a game's shuffle);
    # with no breeds to set aside (4 players by default) the breeds' draw draws nothing.
    removed = decks.removed_breeds(table, removal, chance(seed, BREEDS_DRAW, "breeds")) if removal else ()
    deck = list(decks.shuffled_deck(table, removed, chance(seed, SHUFFLE_DRAW, "shuffle")))
    goal_set = settings.goal_set or default_goals()
    goal_cards = tuple(chance(seed, GOAL_DRAW, "goal card").sample(goal_set.ids, settings.goal_cards_revealed))
    hands = []
    for _ in range(num_players):
        hands.append(tuple(sorted(deck[-settings.hand_size:])))
        del deck[-settings.hand_size:]
    first = chance(seed, FIRST_PLAYER_DRAW, "first player").randrange(num_players)
    return set_up(seed, settings, removed, goal_cards, tuple(hands), tuple(deck), first)


def game_settings(num_players: int, settings: GameSettings | dict | None) -> GameSettings:
    """``settings`` (:class:`GameSettings`, JSON or ``None`` for the defaults) for a game of
    ``num_players``, after checking that count."""
    if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Hens is simulated for {MIN_PLAYERS} to {MAX_PLAYERS} players, got {num_players!r}")
    return settings if isinstance(settings, GameSettings) else parse_game_settings(settings)


def settings_table(settings: GameSettings) -> CardTable:
    """The physical cards of the game's card set."""
    return default_table() if settings.card_set is None else card_table(settings.card_set)


def set_up(seed: int, settings: GameSettings, removed: tuple[str, ...], goal_cards: tuple[str, ...],
           hands: tuple[tuple[int, ...], ...], deck: tuple[int, ...], first_player: int) -> HensState:
    """The first state of a game whose setup chance has been decided: the breeds set aside, the
    goal cards revealed, each seat's hand, the deck (top card last) and the first player."""
    num_players = len(hands)
    table = settings_table(settings)
    goal_set = settings.goal_set or default_goals()
    goals = tuple(goal for card in goal_cards for goal in goal_set.card(card).goals)
    plain = settings.goal_set is None and len(goal_cards) == 1
    setup = Setup(catalogue(table, num_players, settings.draws_per_turn), removed, goal_cards, goals,
                  goal_cards[0] if plain else None)
    yard = Yard(table.types, strict=settings.adjacency == "strict", fixed=settings.orientation == "fixed")
    first = HensState(
        seed=seed, num_players=num_players, settings=settings, table=table, setup=setup, deck=deck,
        hands=tuple(tuple(sorted(hand)) for hand in hands),
        yards=(yard,) * num_players, piles=((),) * num_players, roosters=(None,) * num_players,
        known=((),) * num_players, first_player=first_player, round=1, to_move=first_player, step="draw",
    ).draft()
    turns.start_turn(first, first_player)
    return first.publish()
