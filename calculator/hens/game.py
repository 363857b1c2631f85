"""The Hens game engine: 2 to 4 players on the protocol of :mod:`calculator.core.protocol`.

Setup (hens.md 6.1 step 1): set breeds aside by player count, shuffle, deal
4 cards each, reveal a goal card, draw the first player; all four from
:func:`chance`, so the seed and the players' action ids replay a game exactly.

A turn is a few decisions of the same player, each one action (ids in
``actions.py``): draw twice, one source at a time; choose a card and whether it
goes face up or as a coop; choose its cell; discard down to 4 cards.  After
round 6 every player puts the rooster on a hen; after round 12 every grid is a
full 3x4 or 4x3 rectangle and is scored by the calculator itself
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

from dataclasses import dataclass
from functools import cached_property, partial
from itertools import combinations_with_replacement

from ..core.protocol import Action, IllegalAction, SeatToMove, chance
from . import deck as decks
from . import rules, scoring
from .actions import DECK, MIN_PLAYERS, ROUNDS, Catalogue, catalogue
from .deck import CardTable, card_table, default_table
from .goals import Goal, default_goals
from .play_settings import DEFAULT_GAME, GameSettings, parse_game_settings
from .grid import Grid
from .position import Position
from .provisional import provisional_score
from .views import public_view, seat_view
from .yard import CELLS, Yard, cell_rc

MAX_PLAYERS = rules.MAX_PLAYERS
# Chance draws of the setup, by purpose; reshuffles use the numbers after them.
BREEDS_DRAW, SHUFFLE_DRAW, GOAL_DRAW, FIRST_PLAYER_DRAW = range(4)
FIRST_RESHUFFLE_DRAW = 4


@dataclass(frozen=True, eq=False)
class Setup:
    """What a game fixes at the start and never changes, shared by all of its states
    (besides the settings and the card table, which the states carry themselves)."""

    catalogue: Catalogue
    removed_breeds: tuple[str, ...]
    goal_cards: tuple[str, ...]
    goals: tuple[Goal, ...]
    goal_card_id: str | None  # what documents write as "goal_card" (else the goals in full)


@dataclass(frozen=True)
class HensState(SeatToMove):
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
    to_move: int | None
    step: str  # draw, orient, choose, place, discard, rooster or end
    draws_made: int = 0  # draw decisions taken this turn
    drawn: int = 0  # cards drawn this turn
    pending: int = -1  # the card chosen to play, during the place step
    pending_coop: bool = False
    rooster_queue: tuple[int, ...] = ()  # seats still to place their rooster
    reshuffled: tuple[int, ...] = ()  # the cards of the last reshuffle, sorted (for re-dealing)
    reshuffles: int = 0
    actions_taken: int = 0

    game = "hens"
    rounds = ROUNDS
    # --- protocol ---

    def legal_actions(self) -> tuple[Action, ...]:
        values = self.__dict__
        legal = values.get("_legal")  # not a field: the legal actions, once computed, kept on the instance
        if legal is None:
            legal = values["_legal"] = () if values["to_move"] is None else tuple(_LEGAL[values["step"]](values))
        return legal

    def apply(self, action: Action | str) -> HensState:
        legal = self.__dict__.get("_legal") or self.legal_actions()  # listed already, as a rule
        for known in legal:
            if known is action:  # the usual case, an action of this very list: no id compared
                wanted = action.id
                break
        else:
            wanted = action.id if isinstance(action, Action) else action
            for known in legal:
                if known.id == wanted:
                    break
            else:
                raise IllegalAction(f"{wanted!r} is not a legal action now", where="action")
        # The successor: a private copy to fill in, its field dictionary copied in one step (a
        # state has many fields) and handed to the new object as is.  One more action taken;
        # nothing derived from the old fields is kept (``_legal`` is cleared; ``_results`` and
        # ``_merits`` are only ever computed on a final state, which has no successor).
        values = self.__dict__.copy()
        values["_legal"] = None
        values["actions_taken"] += 1
        state = object.__new__(HensState)
        object.__setattr__(state, "__dict__", values)  # past the frozen dataclass's __setattr__
        kind, argument = values["setup"].catalogue.meaning[wanted]
        _APPLY[kind](values, argument)
        return state

    def returns(self) -> tuple[float, ...]:
        """Final totals per seat; before the end, the provisional score of each grid so far."""
        if self.is_terminal:
            return tuple([merit[0] for merit in self._merits])
        return tuple(float(provisional_score(self, seat)["total"]) for seat in range(self.num_players))

    def winners(self) -> tuple[int, ...]:
        if not self.is_terminal:
            return ()
        return tuple(scoring.rank_merits(self._merits)[1])

    # --- scoring and export ---

    def score(self, seat: int) -> dict:
        """Seat's score result (api.md 2) by the calculator; provisional before the end."""
        if self.is_terminal:
            return self._results[seat]
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
        if self.roosters[seat] is not None:
            entry["rooster"] = list(yard.relative(self.roosters[seat]))
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
        rooster = yard.relative(self.roosters[seat]) if self.roosters[seat] is not None else None
        setup = self.setup
        return Position(grid, rooster, setup.goals, setup.goal_card_id, self.settings.scoring)

    @cached_property
    def _results(self) -> list[dict]:
        """Each seat's result from the calculator's own scorer, :func:`scoring.score`."""
        return [scoring.score(self.position(seat)) for seat in range(self.num_players)]

    @cached_property
    def _merits(self) -> list[tuple[int, ...]]:
        """Each seat's total and tie-breakers by the same scorer (:func:`scoring.merit`):
        all that :meth:`returns` and :meth:`winners` need, without the result documents."""
        return [scoring.merit(self.position(seat)) for seat in range(self.num_players)]

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

    def determinize(self, seat: int, rng) -> HensState:
        """A state ``seat`` cannot tell from this one, its hidden parts re-dealt (``hidden.py``)."""
        from .hidden import determinize  # hidden.py builds on this module
        return determinize(self, seat, rng)

    # --- helpers ---

    @property
    def hand(self) -> tuple[int, ...]:
        """The hand of the player to move."""
        return self.hands[self.to_move]


def new_game(seed: int, num_players: int = 2, settings: GameSettings | dict | None = None) -> HensState:
    """A new game of ``num_players`` (2 to 4); ``settings`` as :class:`GameSettings` or JSON."""
    settings = game_settings(num_players, settings)
    table = settings_table(settings)
    removed = decks.removed_breeds(table, settings.removal(num_players), chance(seed, BREEDS_DRAW, "breeds"))
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
    state = HensState(
        seed=seed, num_players=num_players, settings=settings, table=table, setup=setup, deck=deck,
        hands=tuple(tuple(sorted(hand)) for hand in hands),
        yards=(yard,) * num_players, piles=((),) * num_players, roosters=(None,) * num_players,
        known=((),) * num_players, first_player=first_player, round=1, to_move=first_player, step="draw",
    )
    _start_turn(state.__dict__, first_player)
    return state


# ---------------------------------------------------------------- turn flow
# The functions below work on ``v``, the field dictionary of the private copy that
# :meth:`HensState.apply` (or :func:`new_game`) has just made: no one else holds it
# yet, so setting its fields directly keeps every published state immutable at the
# cost of one copy.  Reading and writing the dictionary, rather than the state's
# attributes, is also the quickest way in the engine's inner loop.  The legal action
# functions read the (published) state's dictionary the same way and change nothing.
# Short lists are built by plain loops: on Python 3.11 a comprehension costs a
# function call of its own, more than the few items it usually has here.


def _start_turn(v: dict, seat: int) -> None:
    v["to_move"], v["step"], v["draws_made"], v["drawn"] = seat, "draw", 0, 0
    _continue_drawing(v)


def _continue_drawing(v: dict) -> None:
    """Stay in the draw step while a draw is due and possible, else go on to playing a card."""
    if v["draws_made"] < v["settings"].draws_per_turn and (v["deck"] or _draw_sources(v)):
        return
    seat = v["to_move"]
    if not v["hands"][seat]:  # only with a shrinking hand (discard_only / draw_fewer): nothing to play
        _end_turn(v)
    else:
        v["step"] = "orient" if v["yards"][seat].needs_frame else "choose"


def _end_turn(v: dict) -> None:
    num_players, first = v["num_players"], v["first_player"]
    following = (v["to_move"] + 1) % num_players
    if following != first:
        return _start_turn(v, following)
    if v["round"] == v["settings"].rooster_after_round:
        order = [(first + i) % num_players for i in range(num_players)]
        queue = tuple(seat for seat in order if any(True for _ in v["yards"][seat].hens()))
        if queue:
            v["to_move"], v["rooster_queue"], v["step"] = queue[0], queue[1:], "rooster"
            return
    _next_round(v)


def _next_round(v: dict) -> None:
    if v["round"] == ROUNDS:
        v["to_move"], v["step"] = None, "end"
        return
    v["round"] += 1
    _start_turn(v, v["first_player"])


# ---------------------------------------------------------------- drawing


def can_reshuffle(v: dict) -> bool:
    """Whether an empty deck can be rebuilt from the discard piles (``v``: a state's fields)."""
    return v["settings"].deck_exhaustion == "reshuffle_keep_tops" and any(len(p) > 1 for p in v["piles"])


def _draw_sources(v: dict) -> list[int]:
    """Where the mover's next card may come from: the deck, then discard piles in seat order.

    Last resort (only reachable when the deck cannot be rebuilt): a player with no card
    left and no other source takes the top of their own pile, so every grid still fills.
    """
    settings, seat, piles = v["settings"], v["to_move"], v["piles"]
    sources = [DECK] if v["deck"] or can_reshuffle(v) else []
    if v["round"] >= settings.opponent_discard_from_round:
        own = seat if not settings.allow_own_discard_draw else None
        for p, pile in enumerate(piles):
            if pile and p != own:
                sources.append(p)
    if not sources and not v["hands"][seat] and piles[seat]:
        sources.append(seat)
    return sources


def _may_stop(v: dict) -> bool:
    """``draw_fewer``: with the deck empty a player may stop drawing, if the hand still
    holds a card for this turn and for each turn left."""
    return (v["settings"].deck_exhaustion == "draw_fewer" and not v["deck"]
            and len(v["hands"][v["to_move"]]) - 1 >= ROUNDS - v["round"])


def _draw_actions(v: dict) -> list[Action]:
    cat = v["setup"].catalogue
    sources = _draw_sources(v)
    if v["settings"].draw_mode == "sequential":
        draws = cat.draws
        actions = []
        for source in sources:
            actions.append(draws[(source,)])
    else:
        actions = [cat.draws[combo] for combo in _draw_combos(v, sources)]
    if _may_stop(v):
        actions.append(cat.actions["draw:stop"])
    return actions


def _draw_combos(v: dict, sources: list[int]) -> list[tuple[int, ...]]:
    """``simultaneous_choice``: the largest feasible sets of sources for all draws due."""
    piles = v["piles"]
    capacity = {p: len(piles[p]) for p in sources if p != DECK}
    if DECK in sources:
        capacity[DECK] = len(v["deck"]) + (sum(len(p) - 1 for p in piles if len(p) > 1) if can_reshuffle(v) else 0)
    for n in range(v["settings"].draws_per_turn - v["draws_made"], 0, -1):
        combos = [c for c in combinations_with_replacement(sources, n) if all(c.count(p) <= capacity[p] for p in c)]
        if combos:
            return combos
    return []


def _apply_draw(v: dict, sources: tuple[int, ...]) -> None:
    settings = v["settings"]
    if not sources:  # draw:stop
        v["draws_made"] = settings.draws_per_turn
    else:
        for source in sources:
            _draw_one(v, source)
        v["draws_made"] += 1 if settings.draw_mode == "sequential" else settings.draws_per_turn
    _continue_drawing(v)


def reshuffle(v: dict) -> None:
    """hens.md 4.11 ``reshuffle_keep_tops``: every discard pile but its top card becomes the new
    deck, shuffled by the next reshuffle draw of the seed."""
    rng = chance(v["seed"], FIRST_RESHUFFLE_DRAW + v["reshuffles"], "reshuffle")
    deck, v["piles"] = decks.reshuffled(v["piles"], rng)
    v["deck"], v["reshuffled"], v["reshuffles"] = deck, tuple(sorted(deck)), v["reshuffles"] + 1


def _draw_one(v: dict, source: int) -> None:
    """One card into the mover's hand from ``source`` (nothing if it has none left)."""
    seat = v["to_move"]
    if source == DECK:
        if not v["deck"] and can_reshuffle(v):
            reshuffle(v)
        deck = v["deck"]
        if not deck:
            return
        card = deck[-1]
        v["deck"] = deck[:-1]
    else:
        pile = v["piles"][source]
        if not pile:
            return
        card = pile[-1]
        v["piles"] = _replace(v["piles"], source, pile[:-1])
        v["known"] = _replace(v["known"], seat, tuple(sorted(v["known"][seat] + (card,))))
    v["hands"] = _replace(v["hands"], seat, tuple(sorted(v["hands"][seat] + (card,))))
    v["drawn"] += 1


# ---------------------------------------------------------------- playing a card


def _orient_actions(v: dict) -> list[Action]:
    return [v["setup"].catalogue.actions[f"orient:{r}x{c}"] for r, c in rules.GRID_SHAPES]


def _apply_orient(v: dict, shape: tuple[int, int]) -> None:
    seat = v["to_move"]
    v["yards"], v["step"] = _replace(v["yards"], seat, v["yards"][seat].with_frame(shape)), "choose"


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


def _choose_actions(v: dict) -> list[Action]:
    seat = v["to_move"]
    yard = v["yards"][seat]
    by_card = v["setup"].catalogue.by_card
    cards = _distinct_cards(v["table"].faces, v["hands"][seat])
    fit, types = yard.fit_mask, yard.types
    hens, coops = [], []
    for card in cards:
        hen, coop, _ = by_card[card]
        if (fit >> types[card]) & 1:
            hens.append(hen)
        coops.append(coop)
    if hens and not v["settings"].coop_voluntary:
        return hens
    return hens + coops


def _take_from_hand(v: dict, face: str) -> int:
    """Take the first card of ``face`` out of the mover's hand."""
    seat = v["to_move"]
    hand = v["hands"][seat]
    faces = v["table"].faces
    for i, card in enumerate(hand):
        if faces[card] == face:
            v["hands"] = _replace(v["hands"], seat, hand[:i] + hand[i + 1:])
            return card
    raise AssertionError(face)


def _forget(v: dict, card: int) -> None:
    """``card`` was seen leaving the mover's hand: it (or, to the onlookers, who cannot tell
    copies apart, a known copy of its face) is no longer known to be there."""
    seat = v["to_move"]
    mine = v["known"][seat]
    if not mine:
        return
    if card not in mine:
        faces = v["table"].faces
        card = next((other for other in mine if faces[other] == faces[card]), None)
        if card is None:
            return
    i = mine.index(card)
    v["known"] = _replace(v["known"], seat, mine[:i] + mine[i + 1:])


def _apply_hen(v: dict, face: str) -> None:
    card = _take_from_hand(v, face)
    _forget(v, card)
    v["pending"], v["pending_coop"], v["step"] = card, False, "place"


def _apply_coop(v: dict, face: str) -> None:
    v["pending"], v["pending_coop"], v["step"] = _take_from_hand(v, face), True, "place"


def _place_actions(v: dict) -> list[Action]:
    yard = v["yards"][v["to_move"]]
    coop, card = v["pending_coop"], v["pending"]
    cells = yard.open_cells if coop else yard.hen_cells(card)
    ids = _CELL_IDS["cell"]
    table, shown = v["table"], None if coop else card
    actions = []
    for cell in cells:  # labels are built only when read: most never are
        actions.append(Action(ids[cell], partial(_place_label, table, shown, yard, cell)))
    return actions


def _place_label(table: CardTable, card: int | None, yard: Yard, cell: int) -> str:
    """``put <card> at <cell>``; ``card`` None is a coop (its card stays secret)."""
    what = "a coop" if card is None else table.text(card)
    return f"put {what} at {_where(yard, cell)}"


def _apply_place(v: dict, cell: int) -> None:
    seat = v["to_move"]
    v["yards"] = _replace(v["yards"], seat, v["yards"][seat].place(cell, v["pending"], v["pending_coop"]))
    v["pending"], v["pending_coop"] = -1, False
    if len(v["hands"][seat]) > v["settings"].hand_size:
        v["step"] = "discard"
    else:
        _end_turn(v)


def _discard_actions(v: dict) -> list[Action]:
    by_card = v["setup"].catalogue.by_card
    actions = []
    for card in _distinct_cards(v["table"].faces, v["hands"][v["to_move"]]):
        actions.append(by_card[card][2])
    return actions


def _apply_discard(v: dict, face: str) -> None:
    card = _take_from_hand(v, face)
    _forget(v, card)
    seat = v["to_move"]
    v["piles"] = _replace(v["piles"], seat, v["piles"][seat] + (card,))
    if len(v["hands"][seat]) <= v["settings"].hand_size:
        _end_turn(v)


# ---------------------------------------------------------------- the rooster


def _rooster_actions(v: dict) -> list[Action]:
    yard = v["yards"][v["to_move"]]
    table = v["table"]
    ids = _CELL_IDS["rooster"]
    return [Action(ids[cell], lambda cell=cell, card=card: f"put the rooster on {table.text(card)} at "
                   f"{_where(yard, cell)}") for cell, card in yard.hens()]


def _apply_rooster(v: dict, cell: int) -> None:
    v["roosters"] = _replace(v["roosters"], v["to_move"], cell)
    queue = v["rooster_queue"]
    if queue:
        v["to_move"], v["rooster_queue"] = queue[0], queue[1:]
    else:
        _next_round(v)


# ---------------------------------------------------------------- helpers


def _replace(items: tuple, index: int, value) -> tuple:
    items = list(items)
    items[index] = value
    return tuple(items)


_CELL_IDS = {kind: tuple(f"{kind}:{r}:{c}" for r, c in map(cell_rc, range(CELLS))) for kind in ("cell", "rooster")}


def _where(yard: Yard, cell: int) -> str:
    r, c = yard.relative(cell)
    return f"row {r}, column {c} of the grid"


_LEGAL = {
    "draw": _draw_actions,
    "orient": _orient_actions,
    "choose": _choose_actions,
    "place": _place_actions,
    "discard": _discard_actions,
    "rooster": _rooster_actions,
}
_APPLY = {
    "draw": _apply_draw,
    "orient": _apply_orient,
    "hen": _apply_hen,
    "coop": _apply_coop,
    "cell": _apply_place,
    "discard": _apply_discard,
    "rooster": _apply_rooster,
}
