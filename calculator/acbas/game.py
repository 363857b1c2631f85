"""The ACBAS simulator: a complete two-player game on the protocol of :mod:`calculator.core.protocol`.

A round is: refill the action board, six worker placements alternating from
the start player, then breeding.  After round 8 the game is scored with the
same functions the calculator uses.

Every worker placement is one action; what follows inside it (each border,
each trough, where a building goes, which animal a bonus brings) is a further
action of the same player, so every list of legal actions stays small.
Animals must fit at the end of every worker action and after breeding: when
they do not, the player releases animals (one at a time, or the solver's best
choice at once) until they do.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import Any, Final, NamedTuple, TypeVar

from .. import housing
from ..core.native_record import NativeRecord
from ..core.protocol import Action, chance, find_action
from ..documents import players_document
from ..farm_state import FarmPlayer, FarmState
from ..grid import Cell, Edge
from . import rules, scoring
from .actions import action_id, border_id, build_id, catalogue, cell_id, price_good
from .board import FarmBoard
from .position import Position
from .scoring import breakdown
from .tally import FarmTally, tally

T = TypeVar("T")

# The rules data the play reads, typed as the compiled build reads it fastest (a name of another
# module is a dictionary look-up on every use, a tuple of fixed length is copied whole).
ACTION_SPACES: Final[tuple[rules.ActionSpace, ...]] = rules.ACTION_SPACES
SPACE_IDS: Final[tuple[str, ...]] = tuple(space.id for space in ACTION_SPACES)
GOODS: Final[tuple[str, ...]] = rules.GOODS
ANIMALS: Final[tuple[str, ...]] = rules.ANIMALS
FENCE_COST: Final[Mapping[str, int]] = rules.FENCE_COST
WALL_COST: Final[Mapping[str, int]] = rules.WALL_COST
TROUGH_COST: Final[Mapping[str, int]] = rules.TROUGH_COST
STALL_COST: Final[Mapping[str, int]] = rules.BUILDINGS["S"].cost[0]
STABLES_COSTS: Final[tuple[Mapping[str, int], ...]] = rules.BUILDINGS["B"].cost
BUILDING_MATERIALS_GAIN: Final[Mapping[str, int]] = rules.BUILDING_MATERIALS_GAIN


def _price(cost: Mapping[str, int]) -> tuple[int, int, int]:
    """A price as (wood, stone, reed), what :meth:`Player.spend` takes."""
    unknown = set(cost) - {"wood", "stone", "reed"}
    assert not unknown, f"a price in {unknown}: the supply holds wood, stone and reed"
    return cost.get("wood", 0), cost.get("stone", 0), cost.get("reed", 0)


FENCE_PRICE: Final = _price(FENCE_COST)
WALL_PRICE: Final = _price(WALL_COST)
TROUGH_PRICE: Final = _price(TROUGH_COST)
STALL_PRICE: Final = _price(STALL_COST)

SPACE_INDEX: Final = {space: i for i, space in enumerate(SPACE_IDS)}
# Each action id's (kind, argument), as actions.parse gives it: a dictionary of this module, read
# without a call (compiled, parse is a call and the cached catalogue() a generic one).
MEANINGS: Final[dict[str, tuple[str, object]]] = dict(catalogue().meaning)
SPACE_ACTION_IDS: Final = tuple(action_id("space", space) for space in SPACE_IDS)  # a worker placed there
GOOD_INDEX: Final = {good: i for i, good in enumerate(GOODS)}
ANIMAL_INDEX: Final = {animal: i for i, animal in enumerate(ANIMALS)}
ANIMAL_SPACES: Final = frozenset(s.id for s in rules.ACTION_SPACES if s.first in rules.ANIMALS or s.then in rules.ANIMALS)
TAKE_ALL: Final = frozenset({"start_player_wood", "wood3", "stone1", "stone2", "millpond"} | ANIMAL_SPACES)
SPECIAL_SPACES: Final = frozenset({"special_building_1", "special_building_2"})
ALWAYS_USABLE: Final = frozenset(  # no cost, no limit: a worker can always go there
    {"start_player_wood", "wood3", "stone1", "stone2", "building_materials", "expand"} | ANIMAL_SPACES)
NO_GOODS: Final[tuple[int, ...]] = (0,) * len(GOODS)
# Each space's refill as (good's index, count), and the indices of its first and second good (or None).
REFILLS: Final[tuple[tuple[tuple[int, int], ...], ...]] = tuple(
    tuple((GOOD_INDEX[good], n) for good, n in space.refill) for space in ACTION_SPACES)
FIRST_THEN: Final[tuple[tuple[int, int] | None, ...]] = tuple(
    (GOOD_INDEX[space.first], GOOD_INDEX[space.then]) if space.first and space.then else None
    for space in ACTION_SPACES)
SPECIAL_TOKENS: Final = tuple(t for t, b in rules.BUILDINGS.items() if b.special)


def _space_bits(spaces: frozenset[str]) -> int:
    """The spaces as a mask: bit ``i`` for the space ``SPACE_IDS[i]``."""
    return sum(1 << SPACE_INDEX[space] for space in spaces)


STALL_BIT: Final = _space_bits(frozenset({"stall"}))
TROUGHS_BIT: Final = _space_bits(frozenset({"troughs"}))
SPECIAL_BITS: Final = _space_bits(SPECIAL_SPACES)


class Abilities(NamedTuple):
    """What a player could do on the action spaces, whatever the shared supply still holds."""

    spaces: frozenset[str]  # spaces it can use, the supply aside
    space_bits: int  # the same as a mask (bit i: SPACE_IDS[i])
    stall: bool  # could build a stall, given a stall tile
    trough: bool  # could place a trough, given one
    specials: frozenset[str]  # special buildings (tokens) it could pay for and place


@dataclass(unsafe_hash=True)
class Player(FarmPlayer):
    """One player's farm board, supply, animals and workers."""

    board: FarmBoard
    wood: int = 0
    stone: int = 0
    reed: int = 0
    borders: int = rules.START_BORDERS
    animals: tuple[int, ...] = (0,) * len(rules.ANIMALS)
    workers: int = rules.WORKERS
    # derived value (core/native_record.py): worked out on first use, cleared by a copy
    _abilities: Abilities | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> Player:
        player = NEW_PLAYER(Player)
        player.board, player.wood, player.stone, player.reed = self.board, self.wood, self.stone, self.reed
        player.borders, player.animals, player.workers = self.borders, self.animals, self.workers
        player._abilities = None
        return player

    @property
    def herd(self) -> dict[str, int]:
        return dict(zip(ANIMALS, self.animals))

    @property
    def supply(self) -> dict[str, int]:
        return {"wood": self.wood, "stone": self.stone, "reed": self.reed}

    def affords(self, price: tuple[int, int, int]) -> bool:
        """Whether the supply holds ``price`` (wood, stone, reed): ``can_pay`` of a price read natively."""
        wood, stone, reed = price
        return self.wood >= wood and self.stone >= stone and self.reed >= reed

    def spend(self, price: tuple[int, int, int]) -> None:
        """Pay ``price`` (wood, stone, reed) out of this draft's supply."""
        wood, stone, reed = price
        self.wood -= wood
        self.stone -= stone
        self.reed -= reed

    def gain(self, good: str, n: int) -> Player:
        player = self.copy()
        if good in ANIMAL_INDEX:
            animals = list(self.animals)
            animals[ANIMAL_INDEX[good]] += n
            player.animals = tuple(animals)
        else:
            setattr(player, good, getattr(self, good) + n)
        return player

    def with_animals(self, animals: tuple[int, ...]) -> Player:
        """The player keeping ``animals`` (a count per type)."""
        player = self.copy()
        player.animals = animals
        return player

    def with_board(self, board: FarmBoard) -> Player:
        player = self.copy()
        player.board = board
        return player

    def rested(self) -> Player:
        """The player with every worker back home (a new round)."""
        player = self.copy()
        player.workers = rules.WORKERS
        return player

    @property
    def abilities(self) -> Abilities:
        """What this player could do on the action spaces, the shared supply aside."""
        if self._abilities is None:
            self._abilities = _known_abilities(self)
        return self._abilities

    def fits(self) -> bool:
        """Whether all the animals can be housed at once."""
        # The fit check's two quick answers first (as housing.fits gives them): more animals
        # than the farm holds do not fit; animals of one type that it holds do.
        held = kinds = 0
        for n in self.animals:
            if n:
                held += n
                kinds += 1
        board = self.board
        if held > board.holds:
            return False
        return kinds < 2 or FITS(board.capacities, self.animals)

    def keeps(self) -> tuple[int, ...]:
        """The animals kept in the best (highest scoring) way that fits the farm."""
        return _best_keep(self.board.capacities, self.animals)

    def position(self) -> Position:
        """This player's position as the scorer sees it."""
        return Position(self.board.to_farm(), self.herd, self.supply)

    def counted(self) -> Position:
        """This player's position as a quick entry gives it: the farm's counts, all that the
        scoring reads, without drawing the farm."""
        return Position(None, self.herd, self.supply, counts=self.tally())

    def tally(self) -> FarmTally:
        """The farm's counts, all that the scoring reads of it."""
        board = self.board
        return tally(board.building_counts(), board.full_expansions())


# Each record's allocation, looked up once (compiled, ``Player.__new__`` is a method looked up by name
# at every copy).
NEW_PLAYER: Final = Player.__new__

FITS: Final = housing.fits  # (a name of this module: the compiled build reads it without a look-up)


@lru_cache(maxsize=1 << 12)  # a release step asks again for the same farm and herd
def _best_keep(capacities: tuple[int, ...], herd: tuple[int, ...]) -> tuple[int, ...]:
    return housing.best_keep(capacities, ANIMALS, herd, rules.animal_points)


@dataclass(unsafe_hash=True)
class Step(NativeRecord):
    """The decision in progress: a worker placement (``work``) or a step inside one."""

    kind: str
    count: int = 0  # borders, troughs or upgrades already made in this action
    after: str = "turn"  # where a release step returns to: "turn" or "breeding"

    def copy(self) -> Step:
        step = NEW_STEP(Step)
        step.kind, step.count, step.after = self.kind, self.count, self.after
        return step

    def counted(self) -> Step:
        """The step with one more border, trough or upgrade made."""
        step = self.copy()
        step.count += 1
        return step


NEW_STEP: Final = Step.__new__

WORK: Final = Step("work")
# The first step of each decision, shared by every state in it (a step is never changed: a
# count goes up on a copy); a release step says where it returns to.
STEPS: Final[dict[str, Step]] = {kind: Step(kind) for kind in (
    "fences", "walls", "expand", "stall", "troughs", "stables", "special", "shelter", "open_stables", "end")}
RELEASE: Final[dict[str, Step]] = {after: Step("release", after=after) for after in ("turn", "breeding")}


@dataclass(unsafe_hash=True)
class ACBASState(FarmState):
    """A position of the game; :meth:`apply` returns the next one."""

    # FarmState declares players, round, start_player and to_move too: their ``field()`` keeps
    # the compiled base's attribute from reading as a default to the dataclass.

    seed: int
    players: tuple[Player, ...] = field()
    spaces: tuple[tuple[int, ...], ...]  # goods on each action space, in rules.GOODS order
    occupied: tuple[int | None, ...]  # seat whose worker stands on each space
    round: int = field()
    start_player: int = field()
    first_start_player: int  # start player of round 1: the tie-break favours the other
    to_move: int | None = field()
    step: Step
    placed: int = 0  # workers placed this round
    breeding: tuple[int, ...] = ()  # seats still to breed this round
    troughs_left: int = rules.MAX_TROUGHS
    stall_tiles_left: int = rules.MAX_STALL_TILES
    expansions_left: int = rules.MAX_EXPANSIONS
    specials_left: tuple[str, ...] = SPECIAL_TOKENS
    actions_taken: int = 0
    # The worker placement each space offers with its goods now: set wherever ``spaces`` is, so the
    # legal actions read it without hashing the goods to find it (not compared: it follows spaces).
    offers: tuple[Action, ...] = field(default=(), repr=False, compare=False)
    # derived value (core/native_record.py): worked out on first use, cleared by a copy
    _legal_actions: tuple[Action, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _returns: tuple[float, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> ACBASState:
        state = NEW_STATE(ACBASState)
        state.seed, state.players, state.spaces, state.occupied = self.seed, self.players, self.spaces, self.occupied
        state.round, state.start_player, state.first_start_player = self.round, self.start_player, self.first_start_player
        state.to_move, state.step, state.placed, state.breeding = self.to_move, self.step, self.placed, self.breeding
        state.troughs_left, state.stall_tiles_left = self.troughs_left, self.stall_tiles_left
        state.expansions_left, state.specials_left = self.expansions_left, self.specials_left
        state.actions_taken, state.offers = self.actions_taken, self.offers
        state._legal_actions = state._returns = None
        return state

    def replace(self, **changes: Any) -> ACBASState:
        """A copy with ``changes`` to its fields; new ``spaces`` bring their offers."""
        state = super().replace(**changes)
        if "spaces" in changes and "offers" not in changes:
            state.offers = _offers(state.spaces)
        return state

    @property
    def game(self) -> str:
        return "acbas"

    @property
    def num_players(self) -> int:
        return rules.PLAYERS

    @property
    def rounds(self) -> int:
        return rules.ROUNDS

    @property
    def me(self) -> Player:
        """The player record of the seat to move."""
        seat = self.to_move
        assert seat is not None  # someone moves until the end
        return self.players[seat]

    # --- protocol ---

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal_actions
        if legal is None:
            legal = self._legal_actions = _find_legal_actions(self)
        return legal

    def apply(self, action: Action | str) -> ACBASState:
        for known in self.legal_actions():  # the usual case, an action of this very list (a bot's choice)
            if known is action:
                break
        else:
            known = find_action(self, action)
        state = self.copy()  # the one copy of this action: the rules below write on it
        state.actions_taken += 1
        kind, argument = MEANINGS[known.id]  # a legal action's id is in the catalogue
        # The rule of the decision in progress, called by name (compiled: a native call, where a
        # table of functions makes a generic one); the commonest first.
        step = self.step.kind
        if step == "work":
            assert isinstance(argument, str)
            return _apply_work(state, kind, argument)
        if step == "fences" or step == "walls":
            assert argument is None or isinstance(argument, tuple)
            return _apply_border(state, kind, argument)
        if step == "release":
            assert isinstance(argument, str)
            return _apply_release(state, kind, argument)
        if step == "troughs":
            assert argument is None or isinstance(argument, tuple)
            return _apply_trough(state, kind, argument)
        if step == "expand":
            assert isinstance(argument, str)
            return _apply_expand(state, kind, argument)
        if step == "special":
            assert isinstance(argument, tuple)
            return _apply_special(state, kind, argument)
        if step == "stall":
            assert isinstance(argument, tuple)
            return _apply_stall(state, kind, argument)
        if step == "stables":
            assert argument is None or isinstance(argument, tuple)
            return _apply_stables(state, kind, argument)
        if step == "shelter" or step == "open_stables":
            assert isinstance(argument, str)
            return _apply_take(state, kind, argument)
        raise AssertionError(f"no action applies in step {step}")

    def returns(self) -> tuple[float, ...]:
        value = self._returns
        if value is None:  # worked out once: the winners read them too
            value = self._returns = tuple(self.score(seat)["total"] for seat in range(self.num_players))
        return value

    def winners(self) -> tuple[int, ...]:
        if not self.is_terminal:
            return ()
        return tuple(scoring.rank(self.returns(), self.first_start_player)[1])

    # --- scoring and export ---

    def score_breakdown(self, seat: int) -> dict[str, int | float]:
        """Seat's points per category now, every animal on the farm counted."""
        player = self.players[seat]
        return breakdown(player.tally(), player.supply, player.herd)

    def public_view(self) -> dict:
        """Everything both players can see (ACBAS has no hidden information), as JSON."""
        return {
            **self.turn_view(),
            "first_start_player": self.first_start_player,
            "spaces": [
                {"id": space.id, "label": space.label, "occupied_by": seat,
                 "goods": {g: n for g, n in zip(rules.GOODS, goods) if n}}
                for space, goods, seat in zip(rules.ACTION_SPACES, self.spaces, self.occupied)
            ],
            "supply": {"troughs": self.troughs_left, "stall_tiles": self.stall_tiles_left,
                       "expansions": self.expansions_left,
                       "special_buildings": [rules.BUILDINGS[t].name for t in self.specials_left]},
            "players": [{**entry, "border_edges": _standing_borders(player.board)}
                        for entry, player in zip(self.seat_views("borders", "workers"), self.players)],
        }

    def players_document(self) -> dict:
        """The whole game as an api.md ``players`` document."""
        entries = [self.to_document(seat) for seat in range(self.num_players)]
        return players_document("acbas", entries, start_player=self.first_start_player)

    def step_view(self) -> dict:
        """The decision in progress, as the views show it: its ``kind``."""
        return {"kind": self.step.kind}


NEW_STATE: Final = ACBASState.__new__

def _find_legal_actions(state: ACBASState) -> tuple[Action, ...]:
    seat = state.to_move
    if seat is None:  # the game is over
        return ()
    me = state.players[seat]
    # The actions of the decision in progress, by name (as apply's rules; the commonest first).
    step = state.step.kind
    if step == "work":
        return tuple(_space_actions(state, me))
    if step == "fences" or step == "walls":
        return _border_actions(state, me)
    if step == "release":
        return tuple(_release_actions(state, me))
    if step == "troughs":
        return tuple(_trough_actions(state, me))
    if step == "expand":
        return _expand_actions(state, me)
    if step == "special":
        return tuple(_special_actions(state, me))
    if step == "stall":
        return tuple(_stall_actions(state, me))
    if step == "stables":
        return tuple(_stables_actions(state, me))
    if step == "shelter" or step == "open_stables":
        return _take_actions(state, me)
    raise AssertionError(f"no actions in step {step}")


def new_game(seed: int, *, start_player: int | None = None) -> ACBASState:
    """A new game; who starts is drawn from the seed unless ``start_player`` is given."""
    if start_player is None:
        start_player = chance(seed, 0, "start player").randrange(rules.PLAYERS)
    state = SET_UP.copy()  # the same set-up for every game: made once (records are never changed)
    state.seed = seed
    state.start_player = state.first_start_player = state.to_move = start_player
    return _begin_round(state)



SET_UP: Final = ACBASState(  # every game's set-up before its seed and start player (new_game copies it)
    seed=0,
    players=tuple(Player(FarmBoard.start()) for _ in range(rules.PLAYERS)),
    spaces=tuple(NO_GOODS for _ in ACTION_SPACES),
    occupied=(None,) * len(ACTION_SPACES),
    round=0,
    start_player=0,
    first_start_player=0,
    to_move=0,
    step=WORK,
)


# ---------------------------------------------------------------- round flow


# The functions below write on ``state``, the copy that ``apply`` (or ``new_game``) made for the
# action, and return it.


def _begin_round(state: ACBASState) -> ACBASState:
    spaces = []
    for goods, refill, first_then in zip(state.spaces, REFILLS, FIRST_THEN):
        counts = list(goods)
        for good, n in refill:
            counts[good] += n
        if first_then is not None:
            # One of the first good on an empty space, else one of the second.
            first, then = first_then
            counts[then if any(counts) else first] += 1
        spaces.append(tuple(counts))
    one, other = state.players  # two seats
    state.players = (one.rested(), other.rested())
    state.round += 1
    state.spaces, state.occupied, state.placed = tuple(spaces), (None,) * len(spaces), 0
    state.offers = _offers(state.spaces)
    state.to_move, state.step = state.start_player, WORK
    return state


def _finish_action(state: ACBASState, after: str = "turn") -> ACBASState:
    """End of a worker action (or of breeding): animals must fit, else release."""
    if not state.me.fits():
        state.step = RELEASE[after]
        return state
    if after == "turn":
        return _next_turn(state)
    state.breeding = state.breeding[1:]
    return _next_breeder(state)


def _next_turn(state: ACBASState) -> ACBASState:
    if state.placed < rules.PLAYERS * rules.WORKERS:
        seat = state.to_move
        assert seat is not None
        state.to_move, state.step = 1 - seat, WORK
        return state
    state.breeding = (state.start_player, 1 - state.start_player)
    return _next_breeder(state)


def _next_breeder(state: ACBASState) -> ACBASState:
    """Breed for the next seat in ``breeding``; after both, the next round or the end."""
    if not state.breeding:
        if state.round == rules.ROUNDS:
            state.to_move, state.step = None, STEPS["end"]
            return state
        return _begin_round(state)
    seat = state.breeding[0]
    player = state.players[seat]
    # Two or more of a type anywhere on the farm give exactly one newborn.
    newborn = tuple(n + 1 if n >= 2 else n for n in player.animals)
    _set_player(state, seat, player.with_animals(newborn))
    state.to_move = seat
    return _finish_action(state, after="breeding")


# ---------------------------------------------------------------- legal actions


# An action is immutable, so the states that offer the same choice share one object: the
# functions below remember each (a legal-action list is then a few look-ups, not new objects).

DONE_BORDERS: Final = Action("done", "finish placing borders")
DONE_TROUGHS: Final = Action("done", "finish building troughs")
DONE_STABLES: Final = Action("done", "finish upgrading stalls")
_SPACE_ACTIONS: Final[tuple[dict[tuple[int, ...], Action], ...]] = tuple({} for _ in ACTION_SPACES)  # by goods


def _space_actions(state: ACBASState, me: Player) -> list[Action]:
    usable = _usable_spaces(state, me)
    occupied, offers = state.occupied, state.offers
    actions = []
    for i in range(len(offers)):
        if usable >> i & 1 and occupied[i] is None:
            actions.append(offers[i])
    return actions


def _offers(spaces: tuple[tuple[int, ...], ...]) -> tuple[Action, ...]:
    """The worker placement each space offers, holding ``spaces[i]``'s goods."""
    return tuple(_space_offer(i, goods) for i, goods in enumerate(spaces))


def _space_offer(i: int, goods: tuple[int, ...]) -> Action:
    """A worker on space ``i``, which holds ``goods`` (made once for each space and goods)."""
    action = _SPACE_ACTIONS[i].get(goods)
    if action is None:
        action = _SPACE_ACTIONS[i][goods] = Action(SPACE_ACTION_IDS[i], partial(_space_label, ACTION_SPACES[i], goods))
    return action


@lru_cache(maxsize=None)
def _border_action(e: Edge, cols: int) -> Action:
    """A border on edge ``e`` (document coordinates) of a farm ``cols`` wide."""
    return Action(border_id(e), partial(_border_label, e, cols))


@lru_cache(maxsize=None)
def _placed_action(what: str, cell: Cell) -> Action:
    """The stall or a trough on ``cell`` (document coordinates)."""
    return Action(cell_id(what, cell), partial(_placed_label, what, cell))


def _space_label(space: rules.ActionSpace, goods: tuple[int, ...]) -> str:
    held = ", ".join(f"{n} {g}" for g, n in zip(rules.GOODS, goods) if n)
    return space.label + (f" [{held}]" if held else "")


EMPTY_OFFERS: Final = tuple(_space_offer(i, NO_GOODS) for i in range(len(ACTION_SPACES)))  # a space taken empty


def _usable_spaces(state: ACBASState, me: Player) -> int:
    """Spaces whose action ``me`` could carry out now (a worker may only go there), as a mask:
    the player's abilities and those the supply's stall tiles, troughs and special buildings open."""
    can = me.abilities
    usable = can.space_bits
    if can.stall and state.stall_tiles_left > 0:
        usable |= STALL_BIT
    if can.trough and state.troughs_left > 0:
        usable |= TROUGHS_BIT
    if not can.specials.isdisjoint(state.specials_left):
        usable |= SPECIAL_BITS
    return usable


_ABILITIES: Final[dict[tuple[int, bool, int, int, int], Abilities]] = {}


def _known_abilities(me: Player) -> Abilities:
    """:func:`_abilities`, remembered by all that it reads: the same farms and supplies recur."""
    key = (me.board.room, me.borders > 0, me.wood, me.stone, me.reed)  # flat: no tuple inside hashed again
    found = _ABILITIES.get(key)
    if found is None:
        if len(_ABILITIES) >= 1 << 16:
            _ABILITIES.clear()
        found = _ABILITIES[key] = _abilities(me)
    return found


def _abilities(me: Player) -> Abilities:
    board = me.board
    usable = set(ALWAYS_USABLE)
    if me.borders > 0 and board.open_edges:
        usable.add("walls")
        if me.can_pay(FENCE_COST):
            usable.add("fences")
    if board.cells_with("S") and any(me.can_pay(c) for c in STABLES_COSTS):
        usable.add("stables")
    return Abilities(
        spaces=frozenset(usable),
        space_bits=_space_bits(frozenset(usable)),
        stall=me.can_pay(STALL_COST) and bool(board.free_cells),
        trough=len(board.troughs) < len(board.cells),
        specials=frozenset(token for token in SPECIAL_TOKENS if _can_build_special(token, me)),
    )


def _border_actions(state: ACBASState, me: Player) -> tuple[Action, ...]:
    if state.step.kind == "fences":
        can_place = me.borders > 0 and me.affords(FENCE_PRICE)
    else:
        can_place = me.borders > 0 and (state.step.count < rules.FREE_WALLS or me.affords(WALL_PRICE))
    actions = _open_edge_actions(me.board) if can_place else ()
    return actions + (DONE_BORDERS,) if state.step.count else actions


_BORDER_ACTIONS: Final[dict[tuple[int, int, int, int], tuple[Action, ...]]] = {}


def _open_edge_actions(board: FarmBoard) -> tuple[Action, ...]:
    """A border on each open edge of ``board``, remembered by the open edges and the farm's columns."""
    vertical, horizontal = board.open_edge_bits
    key = (vertical, horizontal, board.first_col, board.end_col)
    found = _BORDER_ACTIONS.get(key)
    if found is None:
        if len(_BORDER_ACTIONS) >= 1 << 16:  # a long run meets ever more farms: keep the memory bounded
            _BORDER_ACTIONS.clear()
        shift, cols = board.first_col, board.end_col - board.first_col
        found = _BORDER_ACTIONS[key] = tuple(_border_action((k, r, c - shift), cols) for k, r, c in board.open_edges)
    return found


EXPAND_ACTIONS: Final = tuple(Action(action_id("expand", side), f"attach the expansion on the {side}")
                              for side in ("left", "right"))


def _expand_actions(state: ACBASState, me: Player) -> tuple[Action, ...]:
    return EXPAND_ACTIONS


def _stall_actions(state: ACBASState, me: Player) -> list[Action]:
    return [_placed_action("stall", _document_cell(me.board, cell)) for cell in me.board.free_cells]


def _trough_actions(state: ACBASState, me: Player) -> list[Action]:
    can_place = state.troughs_left > 0 and (state.step.count < rules.FREE_TROUGHS or me.affords(TROUGH_PRICE))
    actions = [_placed_action("trough", _document_cell(me.board, cell))
               for cell in (me.board.cells if can_place else ()) if cell not in me.board.troughs]
    if state.step.count:
        actions.append(DONE_TROUGHS)
    return actions


def _stables_actions(state: ACBASState, me: Player) -> list[Action]:
    actions = []
    for cell in me.board.cells_with("S"):
        for cost in STABLES_COSTS:
            if me.can_pay(cost):
                (good, n), = cost.items()
                actions.append(Action(cell_id("stables", _document_cell(me.board, cell), good),
                                      f"upgrade the stall on {_cell_label(me.board, cell)} for {n} {good}"))
    if state.step.count:
        actions.append(DONE_STABLES)
    return actions


def _special_targets(token: str, board: FarmBoard) -> tuple[Cell, ...]:
    """Where special building ``token`` may go: the cottage (H), an unflipped stall (O),
    else any space without a building."""
    if token == "H":
        return board.cells_with("C")
    if token == "O":
        return board.cells_with("S")
    return board.free_cells


def _can_build_special(token: str, me: Player) -> bool:
    """Whether special building ``token`` can be paid for and placed (without listing the ways)."""
    return any(me.can_pay(cost) for cost in rules.BUILDINGS[token].cost) and bool(_special_targets(token, me.board))


def _special_actions(state: ACBASState, me: Player) -> list[Action]:
    board = me.board
    actions = []
    for token in state.specials_left:
        building = rules.BUILDINGS[token]
        for cell in _special_targets(token, board):
            for cost in building.cost:
                if not me.can_pay(cost):
                    continue
                pay = price_good(cost) if len(building.cost) > 1 else None
                actions.append(Action(build_id(token, _document_cell(board, cell), pay),
                                      partial(_build_label, board, building, cell, cost)))
    return actions


def _build_label(board: FarmBoard, building: rules.Building, cell: Cell, cost: Mapping[str, int]) -> str:
    price = " + ".join(f"{n} {g}" for g, n in cost.items())
    return f"{building.name} on {_cell_label(board, cell)} for {price}"


def _takes(kinds: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(Action(action_id("take", kind), f"take 1 {kind}") for kind in kinds)


TAKE_ACTIONS: Final = {"shelter": _takes(rules.SHELTER_GAIN), "open_stables": _takes(rules.OPEN_STABLES_GAIN)}


def _take_actions(state: ACBASState, me: Player) -> tuple[Action, ...]:
    return TAKE_ACTIONS[state.step.kind]


RELEASE_BEST: Final = action_id("release", "best")
RELEASE_ONE: Final = tuple(Action(action_id("release", animal), f"release 1 {animal}") for animal in ANIMALS)


def _release_actions(state: ACBASState, me: Player) -> list[Action]:
    actions = [Action(RELEASE_BEST, partial(_best_release_label, me))]
    animals = me.animals
    for i in range(len(animals)):
        if animals[i]:
            actions.append(RELEASE_ONE[i])
    return actions


def _best_release_label(me: Player) -> str:
    keep = dict(zip(ANIMALS, me.keeps()))
    best = ", ".join(f"{n - keep[a]} {a}" for a, n in me.herd.items() if n > keep[a])
    return f"keep the best herd that fits (release {best})"


# ---------------------------------------------------------------- applying actions


def _apply_work(state: ACBASState, kind: str, space: str) -> ACBASState:
    i = SPACE_INDEX[space]
    seat = state.to_move
    assert seat is not None
    me = state.me.draft()
    me.workers -= 1
    spaces = state.spaces
    if space in TAKE_ALL or space == "expand":
        animals = list(me.animals)
        for good, n in zip(GOODS, spaces[i]):
            if not n:
                continue
            if good in ANIMAL_INDEX:
                animals[ANIMAL_INDEX[good]] += n
            else:
                setattr(me, good, getattr(me, good) + n)
        me.animals = tuple(animals)
        spaces = _replaced(spaces, i, NO_GOODS)
        state.offers = _replaced(state.offers, i, EMPTY_OFFERS[i])
    elif space == "building_materials":
        for good, n in BUILDING_MATERIALS_GAIN.items():
            setattr(me, good, getattr(me, good) + n)
    _set_player(state, seat, me.publish())
    state.spaces = spaces
    state.occupied = _replaced(state.occupied, i, seat)
    state.placed += 1
    if space == "start_player_wood":
        state.start_player = seat
    if space == "expand" and not state.expansions_left:  # the borders only
        return _finish_action(state)
    if space in ("fences", "walls", "stall", "troughs", "stables", "expand"):
        state.step = STEPS[space]
        return state
    if space in SPECIAL_SPACES:
        state.step = STEPS["special"]
        return state
    return _finish_action(state)


def _replaced(items: tuple[T, ...], i: int, item: T) -> tuple[T, ...]:
    """``items`` with ``items[i]`` replaced by ``item``."""
    changed = list(items)
    changed[i] = item
    return tuple(changed)


def _set_player(state: ACBASState, seat: int, player: Player) -> None:
    """Seat's player record replaced in ``state`` (the action's copy; two seats)."""
    players = state.players
    state.players = (player, players[1]) if seat == 0 else (players[0], player)


def _set_me(state: ACBASState, me: Player) -> None:
    """The record of the player to move replaced in ``state`` (the action's copy)."""
    seat = state.to_move
    assert seat is not None  # someone moves until the end
    _set_player(state, seat, me)


def _apply_border(state: ACBASState, kind: str, e: Edge | None) -> ACBASState:
    if kind == "done":
        return _finish_action(state)
    me = state.me.draft()
    if state.step.kind == "fences":
        me.spend(FENCE_PRICE)
    elif state.step.count >= rules.FREE_WALLS:
        me.spend(WALL_PRICE)
    assert e is not None  # every border action but done names its edge
    line, r, c = e
    me.borders -= 1
    me.board = me.board.with_border((line, r, c + me.board.first_col))
    _set_me(state, me.publish())
    state.step = state.step.counted()
    return state


def _apply_expand(state: ACBASState, kind: str, side: str) -> ACBASState:
    me = state.me
    _set_me(state, me.with_board(me.board.expanded(side)))
    state.expansions_left -= 1
    return _finish_action(state)


def _apply_stall(state: ACBASState, kind: str, cell: Cell) -> ACBASState:
    me = state.me.draft()
    me.spend(STALL_PRICE)
    me.board = me.board.with_building(_canvas_cell(me.board, cell), "S")
    _set_me(state, me.publish())
    state.stall_tiles_left -= 1
    return _finish_action(state)


def _apply_trough(state: ACBASState, kind: str, cell: Cell | None) -> ACBASState:
    if kind == "done":
        return _finish_action(state)
    me = state.me.draft()
    if state.step.count >= rules.FREE_TROUGHS:
        me.spend(TROUGH_PRICE)
    assert cell is not None  # every trough action but done names its cell
    me.board = me.board.with_trough(_canvas_cell(me.board, cell))
    _set_me(state, me.publish())
    state.troughs_left -= 1
    state.step = state.step.counted()
    return state


def _apply_stables(state: ACBASState, kind: str, argument: tuple[Cell, str] | None) -> ACBASState:
    if kind == "done":
        return _finish_action(state)
    me = state.me
    assert argument is not None  # every stables action but done names its cell and price
    cell, good = argument
    cost = next(c for c in STABLES_COSTS if good in c)
    _set_me(state, me.pay(cost).replace(board=me.board.with_building(_canvas_cell(me.board, cell), "B")))
    state.step = state.step.counted()
    return state


def _apply_special(state: ACBASState, kind: str, argument: tuple[str, Cell, str | None]) -> ACBASState:
    token, cell, good = argument
    building = rules.BUILDINGS[token]
    cost = next((c for c in building.cost if good in c), building.cost[0])
    me = state.me
    cell = _canvas_cell(me.board, cell)
    _set_me(state, me.pay(cost).replace(board=me.board.with_building(cell, token)))
    state.specials_left = tuple(t for t in state.specials_left if t != token)
    if token == "O":  # the replaced stall tile goes back to the supply
        state.stall_tiles_left += 1
        state.step = STEPS["open_stables"]
        return state
    if token == "L":
        state.step = STEPS["shelter"]
        return state
    return _finish_action(state)


def _apply_take(state: ACBASState, kind: str, animal: str) -> ACBASState:
    _set_me(state, state.me.gain(animal, 1))
    return _finish_action(state)


def _apply_release(state: ACBASState, kind: str, what: str) -> ACBASState:
    me = state.me
    if what == "best":
        me = me.with_animals(me.keeps())
    else:
        me = me.gain(what, -1)
    _set_me(state, me)
    return _finish_action(state, after=state.step.after)


# Every kind of decision (Step.kind; apply and the legal actions branch on it), "end" once the game is over.
STEP_KINDS = ("work", "fences", "walls", "expand", "stall", "troughs", "stables", "special", "shelter",
              "open_stables", "release", "end")


# ---------------------------------------------------------------- coordinates in action ids
# Action ids use document coordinates (column 0 = the farm's leftmost column today);
# the board uses a fixed canvas (calculator.acbas.board).


def _document_cell(board: FarmBoard, cell: Cell) -> Cell:
    return (cell[0], cell[1] - board.first_col)


def _canvas_cell(board: FarmBoard, cell: Cell) -> Cell:
    return (cell[0], cell[1] + board.first_col)


def _standing_borders(board: FarmBoard) -> list[list]:
    """Every border on the farm, ``[H|V, r, c]`` in document coordinates (the document itself
    shows only those its pastures imply)."""
    return [[kind, r, c - board.first_col] for kind, r, c in sorted(board.borders)]


def _cell_label(board: FarmBoard, cell: Cell) -> str:
    r, c = _document_cell(board, cell)
    return f"({r}, {c})"


def _placed_label(what: str, cell: Cell) -> str:
    """``what`` on a cell in document coordinates."""
    r, c = cell
    return f"{what} on ({r}, {c})"


def _border_label(e: Edge, cols: int) -> str:
    return f"border on {_edge_label(e, cols)}"


def _edge_label(e: Edge, cols: int) -> str:
    """An edge in document coordinates of a farm ``cols`` wide, named by the cell it borders."""
    kind, r, c = e
    if kind == "H":
        return f"the top of ({r}, {c})" if r < rules.ROWS else f"the bottom of ({r - 1}, {c})"
    return f"the left of ({r}, {c})" if c < cols else f"the right of ({r}, {c - 1})"
