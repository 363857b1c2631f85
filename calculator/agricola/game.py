"""The Agricola simulator (original edition, 1-5 players): the Family game with the ten
majors, and with ``decks`` the card game (occupations and minor improvements in hand).

The game follows the protocol of :mod:`calculator.core.protocol`: an
immutable :class:`AgricolaState`, its :meth:`~AgricolaState.legal_actions` in
a fixed order with stable string ids, and :meth:`~AgricolaState.apply`
returning the next state.  Chance is drawn only at setup (who starts, the
round-card order within each stage) from the seed, so a seed plus the list of
action ids replays a game exactly.

>>> state = new_game(7, 2)
>>> state.round, len(state.legal_actions()) > 0
(1, True)

Modules: :mod:`.spaces` (the action spaces and round cards as data, both sides),
:mod:`.board` (the farmyard with its real fences), :mod:`.fencing` (legal
pastures, one at a time), :mod:`.majors` and :mod:`.player`,
:mod:`.conversions` (what a player can turn into food, and when),
:mod:`.abilities` (what a player can do), :mod:`.turns` (each action's small
decisions), :mod:`.dealing` and :mod:`.card_play` (the card game's hands and playing
cards, costs read by :mod:`.card_terms`), :mod:`.effects` (what the cards do: their
effects as data and the hooks the engine calls), :mod:`.card_export` (played cards as the card
scorer reads them), :mod:`.harvest` (fields, feeding, breeding), :mod:`.flow` (rounds
and turns, and what follows an action or a harvest) and :mod:`.bots` (a
heuristic for the generic bots).  Final positions are scored by the
calculator's own scoring functions and export as api.md Agricola documents:
``state.returns()`` equals ``calculator.score(state.players_document())``.

Rulings where the rules are silent (beside the project rulings of the spec):

* conversions to food (:mod:`.conversions`, allowed at any time) are
  offered where food can be used: at every feeding (every crop, every
  cookable animal and the once-per-harvest crafts, fed or not; releasing
  any animal too), when arriving animals do not fit, and when a price in
  food is paid (one good turned into just enough food on the spot);
  elsewhere a conversion made early would only be the same one made later;
* baking ``n`` grain always uses the best rates (each oven once, then the
  best Fireplace/Cooking Hearth);
* upgrading to a Cooking Hearth returns the cheaper Fireplace owned;
* the 5-player animal card's cattle is paid by a food token in hand, or
  without one by a crop eaten or a good cooked on the spot;
* a player whose people find no usable space keeps them home that round;
* fields are alike: sowing fills the first empty field in reading order;
* card game: a card with several ways to pay is paid the first way the player can afford
  (csv order); an improvement it asks back is the first the player has (majors in
  supply-board order, then minors in the order played); the food an occupation costs is
  paid with food in hand; only the implemented cards (:func:`.effects.simulated`) are dealt,
  and their effects follow docs/card-effects.md (a card's parts and choice come right after
  it is played; several new base prices of a room: the cheapest).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from ..core.protocol import Action, chance, find_action
from ..documents import players_document
from ..documents import score as score_document
from ..farm_state import FarmState
from . import answers, card_export, card_play, dealing, flow, harvest, rules, scoring, space_markers, spaces, turns
from . import draft as draft_module
from .actions import parse
from .board import FarmBoard
from .effects.questions import Ask
from .majors import MAJOR_COPIES
from .player import Player
from .scoring import score_breakdown
from .step import WORK, Step, mover

LEGAL: Final[dict[str, Callable[[AgricolaState, Player], list[Action]]]] = {
    **turns.LEGAL, **harvest.LEGAL, **card_play.LEGAL, **draft_module.LEGAL, **space_markers.LEGAL, **answers.LEGAL}
APPLY: Final[dict[str, Callable[..., AgricolaState]]] = {
    **turns.APPLY, **harvest.APPLY, **card_play.APPLY, **draft_module.APPLY, **space_markers.APPLY, **answers.APPLY}
STEP_KINDS = (*LEGAL, "end")  # every kind of decision (Step.kind), "end" once the game is over
_proceed: Final = flow.proceed  # (taken once: compiled, a static, where the module attribute was read each move)


@dataclass(unsafe_hash=True)
class AgricolaState(FarmState):
    """A position of the game; :meth:`apply` returns the next one."""

    # FarmState declares players, round, start_player and to_move too: their ``field()`` keeps
    # the compiled base's attribute from reading as a default to the dataclass.

    seed: int
    num_players: int
    players: tuple[Player, ...] = field()
    cards: tuple[str, ...]  # the 14 round cards in the order they are revealed
    round: int = field()  # 1-14 (0 only during setup)
    spaces: tuple[str, ...]  # ids of the spaces in play: board, green cards, revealed round cards
    goods: tuple[int, ...]  # goods lying on each space (its accumulating good)
    occupied: tuple[int | None, ...]  # seat of the person on each space this round
    majors_left: tuple[str, ...]  # major improvement cards still on the supply board
    start_player: int = field()
    first_player: int  # starting player of round 1
    to_move: int | None = field()
    step: Step
    queue: tuple[int, ...] = ()  # harvest: seats still to feed, in order
    actions_taken: int = 0
    decks: tuple[str, ...] = ()  # card game: the decks dealt from ("E", "I", "K"); () the family game
    undealt: tuple[str, ...] = ()  # card game: the cards of the decks dealt to no one (hidden from all)
    drafted: bool = False  # card game: the hands are drafted (:mod:`.draft`)
    packs: tuple[tuple[str, ...], ...] = ()  # draft: the pack each seat holds now (hidden but from its seat)
    later_packs: tuple[tuple[str, ...], ...] = ()  # draft: the minor improvement packs, drafted next
    laid: tuple[tuple[str, str, int], ...] = ()  # card game: (space, good, count) a card laid on an action space
    asks: tuple[Ask, ...] = ()  # card game: the cards' questions waiting (:mod:`.answers`), the first being answered
    paused: answers.Paused | None = None  # card game: the seat and step whose turn waits while a question is answered
    # derived values (core/native_record.py): worked out on first use, cleared by a copy
    _legal_actions: tuple[Action, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _returns: tuple[float, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _card_scores: tuple[dict, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> AgricolaState:
        state = _new_state(AgricolaState)
        state.seed, state.num_players, state.players, state.cards = self.seed, self.num_players, self.players, self.cards
        state.round, state.spaces, state.goods, state.occupied = self.round, self.spaces, self.goods, self.occupied
        state.majors_left, state.start_player, state.first_player = self.majors_left, self.start_player, self.first_player
        state.to_move, state.step, state.queue, state.actions_taken = self.to_move, self.step, self.queue, self.actions_taken
        state.decks, state.undealt, state.drafted, state.packs = self.decks, self.undealt, self.drafted, self.packs
        state.later_packs, state.laid, state.asks, state.paused = self.later_packs, self.laid, self.asks, self.paused
        state._legal_actions = state._returns = state._card_scores = None
        return state

    @property
    def game(self) -> str:
        return "agricola"

    @property
    def rounds(self) -> int:
        return rules.ROUNDS

    @property
    def me(self) -> Player:
        """The player record of the seat to move."""
        seat = self.to_move
        assert seat is not None  # someone moves until the end
        return self.players[seat]

    @property
    def card_game(self) -> bool:
        """Whether occupations and minor improvements are in play (any deck chosen)."""
        return bool(self.decks)

    # --- protocol ---

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal_actions
        if legal is None:
            legal = self._legal_actions = _find_legal_actions(self)
        return legal

    def apply(self, action: Action | str) -> AgricolaState:
        """The next state.  The copy made here is the move's **draft**: the rules of the step
        (:mod:`.turns`, :mod:`.flow` and the card modules) may write on it, and on any copy made
        from it since, until it is returned; from then on it is published and never changed.
        Nothing else holds a draft (``self`` is never written).  The legal actions asked on the
        way (:func:`.turns.settle`, the next seat's turn) are cached on the draft, so a write goes
        through the writers below (:meth:`put_player`, :meth:`put_me`, :meth:`put_step`,
        :meth:`put_turn`), which forget them (other fields a rule sets just after one of these)."""
        for known in self.legal_actions():  # the usual case, an action of this very list (a bot's choice)
            if known is action:
                break
        else:
            known = find_action(self, action)
        state = self.copy()
        state.actions_taken += 1
        kind, argument = parse(known.id)
        return answers.go_on(APPLY[self.step.kind](state, kind, argument), _proceed)

    # --- the writers of a draft (see apply): each forgets the legal actions worked out so far ---

    def put_player(self, seat: int, player: Player) -> None:
        """On a draft: ``seat``'s player record is ``player``."""
        players = list(self.players)  # (one list and one tuple made: slices and joins made four)
        players[seat] = player
        self.players = tuple(players)
        self._legal_actions = None

    def put_me(self, player: Player) -> None:
        """On a draft: the record of the player to move is ``player``."""
        self.put_player(mover(self), player)

    def put_step(self, step: Step) -> None:
        """On a draft: the decision in progress is ``step``."""
        self.step = step
        self._legal_actions = None

    def put_turn(self, seat: int, step: Step) -> None:
        """On a draft: ``seat`` takes the decision ``step``."""
        self.to_move, self.step = seat, step
        self._legal_actions = None

    def returns(self) -> tuple[float, ...]:
        if self._returns is None:
            if self.card_game and self.is_terminal:
                self._returns = tuple(result["total"] for result in self.card_scores())
            else:
                self._returns = tuple(self.score(seat)["total"] for seat in range(self.num_players))
        return self._returns

    def winners(self) -> tuple[int, ...]:
        """Seats with the best total; ties are shared (ruling 9).  Empty until the end."""
        if not self.is_terminal:
            return ()
        return tuple(scoring.rank(self.returns())[1])

    # --- scoring and export ---

    def score_breakdown(self, seat: int) -> dict[str, int]:
        """Seat's points per category now: mid-game a provisional score of the farm as it
        stands (animals that do not fit yet count as the best herd that does; played cards
        bring their printed points); at the end of a card game, the calculator's score of
        the exported document, cards included."""
        if self.card_game and self.is_terminal:
            breakdown: dict[str, int] = self.card_scores()[seat]["breakdown"]
            return breakdown
        player = self.players[seat]
        points = score_breakdown(player.position(), dict(zip(rules.ANIMALS, player.keeps())))
        if player.played:
            by_id = dealing.cards_by_id()
            points["card_points"] += sum(by_id[card].printed for card in player.played)
        return points

    def to_document(self, seat: int) -> dict:
        """Seat's position as an api.md document; in a card game with its played ``cards`` and
        the ``card_inputs`` they need (:mod:`.card_export`)."""
        document = self.players[seat].position().to_document()
        if self.card_game:
            document.update(card_export.document_cards(self, seat))
        return document

    # --- hidden information (the card game's hands) ---

    def private_view(self, seat: int) -> dict:
        """Seat's secrets: in a card game its hand (api.md 4.2), during a draft also the pack it
        holds (``pack``), else nothing."""
        if not self.card_game:
            return {}
        hand = self.players[seat].hand
        secrets: dict = {"hand": {"occupations": list(dealing.occupations(hand)), "minors": list(dealing.minors(hand))}}
        if self.packs:
            secrets["pack"] = list(self.packs[seat])
        return secrets

    def view(self, seat: int) -> dict:
        """What ``seat`` sees: the public view, and in a card game its hand under ``private``."""
        if not self.card_game:
            return self.public_view()
        if not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat} in a game of {self.num_players}")
        return {**self.public_view(), "private": self.private_view(seat)}

    def determinize(self, seat: int, rng: random.Random) -> AgricolaState:
        """A state ``seat`` cannot tell from this one: the cards it cannot see (other hands but
        the cards seen passed into them, and the undealt rest) re-dealt by ``rng``."""
        if not self.card_game:
            return self
        return dealing.redeal(self, seat, rng)  # (in a draft, the other seats' packs too)

    def public_view(self) -> dict:
        """Everything the players can see (in a card game: the cards played and the hand
        sizes, never a hand), as JSON."""
        view = self._board_view()
        if self.card_game:
            view["decks"] = list(self.decks)
            if self.drafted:
                view["draft"] = True
            if self.packs:
                view["pack_sizes"] = [len(pack) for pack in self.packs]
            for entry, player in zip(view["players"], self.players):
                entry["played"] = list(player.played)
                entry["hand_size"] = {"occupations": len(dealing.occupations(player.hand)),
                                      "minors": len(dealing.minors(player.hand))}
            space_markers.show(self, view)
        return view

    def _board_view(self) -> dict:
        return {
            **self.turn_view(),
            "round_cards": list(self.cards[: self.round]),
            "spaces": [
                {"id": space, "label": spaces.SPACES[space].label, "goods": goods, "occupied_by": seat}
                for space, goods, seat in zip(self.spaces, self.goods, self.occupied)
            ],
            "majors_left": list(self.majors_left),
            "players": self.seat_views("food", "people", "workers"),
        }

    def step_view(self) -> dict:
        """The decision in progress; while a pasture is being fenced, the cells named so far; while
        feeding, the food the family eats (``owed``) and the food the player holds; while a card's
        ability is decided, the card (a played card: public); while a player answers a card's
        question (:mod:`.answers`), the card and the seat whose turn waits (``paused``)."""
        if self.step.kind == "use" and self.step.card:
            return {"kind": "use", "card": self.step.card}
        if self.step.kind == answers.ANSWER:
            return answers.asked(self)
        if self.step.kind == "feed":
            me = self.me
            return {"kind": "feed", "owed": harvest.food_needed(self, me), "food": me.food}
        if self.step.kind != "fence":
            return {"kind": self.step.kind}
        return {"kind": "fence", "cells": [list(divmod(i, rules.COLS)) for i in self.step.cells]}

    def players_document(self) -> dict:
        """The whole game as an api.md ``players`` document."""
        return players_document("agricola", [self.to_document(seat) for seat in range(self.num_players)])

    def card_scores(self) -> tuple[dict, ...]:
        """The calculator's score of each player of the exported document (one scoring path)."""
        if self._card_scores is None:
            self._card_scores = tuple(score_document(self.players_document())["players"])
        return self._card_scores


_new_state: Final = AgricolaState.__new__  # a copy's bare object, the method taken once (see Player's)


def _find_legal_actions(state: AgricolaState) -> tuple[Action, ...]:
    seat = state.to_move
    if seat is None:  # the game is over
        return ()
    return tuple(LEGAL[state.step.kind](state, state.players[seat]))


def round_cards(seed: int) -> tuple[str, ...]:
    """The round cards in reveal order: stages in order, shuffled within each stage (rules 3)."""
    rng = chance(seed, 1, "round cards")
    order = []
    for stage in spaces.STAGES:
        cards = [card.id for card in spaces.stage_cards(stage)]
        rng.shuffle(cards)
        order += cards
    return tuple(order)


def new_game(seed: int, num_players: int = 2, *, first_player: int | None = None,
             cards: tuple[str, ...] | None = None, decks: tuple[str, ...] = (),
             implemented: frozenset[str] | None = None, draft: bool = False,
             hands: tuple[tuple[str, ...], ...] | None = None) -> AgricolaState:
    """A new game for 1-5 players, at the start of round 1: the Family game, or with ``decks``
    (letters of the E, I and K decks) the card game, each player dealt a hand from them.

    Who starts and the order of the round cards (ids in reveal order, each
    stage's cards in their rounds) are drawn from the seed unless
    ``first_player`` or ``cards`` is given.  Start food: 2 for the starting
    player, 3 for the others, none in a solo game.  The hands are dealt from the
    implemented cards (:func:`.dealing.implemented_cards`) unless ``implemented``
    names the cards to deal from; with ``draft`` (and decks) the hands are drafted
    before round 1 (:mod:`.draft`).  ``hands`` (the research adapters' deal, drawn as chance
    events) replaces the deal from the seed: the rest of the dealable cards stay undealt.
    """
    if not 1 <= num_players <= 5:
        raise ValueError(f"Agricola is played by 1 to 5 players, not {num_players}")
    if first_player is None:
        first_player = chance(seed, 0, "first player").randrange(num_players)
    food = rules.START_FOOD
    players = tuple(
        Player(FarmBoard.start(), food=food["solo"] if num_players == 1 else
               food["starting_player"] if seat == first_player else food["others"])
        for seat in range(num_players)
    )
    decks = dealing.normalise_decks(decks)
    undealt: tuple[str, ...] = ()
    if decks and hands is not None:
        held = {card for hand in hands for card in hand}
        undealt = dealing.in_order(c.id for c in dealing.dealable(decks, num_players, implemented) if c.id not in held)
        players = tuple(player.replace(hand=dealing.in_order(hand)) for player, hand in zip(players, hands))
    elif decks:
        hands, undealt = dealing.deal_with_rest(seed, num_players, decks, implemented)
        players = tuple(player.replace(hand=hand) for player, hand in zip(players, hands))
    board = spaces.board_spaces(num_players, bool(decks))
    state = AgricolaState(
        seed=seed,
        num_players=num_players,
        players=players,
        cards=round_cards(seed) if cards is None else cards,
        round=0,
        spaces=tuple(space.id for space in board),
        goods=(0,) * len(board),
        occupied=(None,) * len(board),
        majors_left=tuple(copy for copy, _, _ in MAJOR_COPIES),
        start_player=first_player,
        first_player=first_player,
        to_move=first_player,
        step=WORK,
        decks=decks,
        undealt=undealt,
        drafted=bool(draft and decks),
    )
    return draft_module.start(state) if state.drafted else flow.begin_round(state)
