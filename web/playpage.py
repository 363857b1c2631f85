"""What the page of a game in play shows, as plain data for the templates.

* :func:`players`: every player with their name, score, picture and facts;
* :func:`action_groups`: your legal actions under headings, each a :class:`Choice`
  (a button, or one choice with a count where an action may be repeated:
  ``Release [3] pigs``);
* :func:`farm_places`: the clickable places over your farm's picture, one per
  action the face places there (:meth:`web.faces.Face.spot`), grouped by piece;
* :func:`recent_moves`: the latest moves in words.

Players are named as a table names them: ``You``, a person's name, ``Greedy bot``
(numbered where two share a name), never by seat numbers.  The game's face
(:mod:`web.faces`) gives the game's own words and where its pieces go.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from flask_babel import gettext, lazy_gettext

from calculator import svg
from calculator.core.protocol import Action, GameState, find_action

from . import gameplay
from .faces import Count, Face, PlayView, in_words
from .i18n import day
from .pages import short
from .store import Seat as StoredSeat

RECENT_MOVES = 10  # moves listed under "Latest moves"
MAX_PIECES = 8  # pieces one step may offer on the picture (style.css shows one piece's places at a time)
SEAT_COLOURS = ("#1d5fbf", "#c62828", "#7b3fa0", "#d9730d", "#00796b")
CREATOR = "You"  # the name stored for the player who started a game on /play: "You" in every language
# The first is the form's choice for every bot seat: the strongest bot (calculator.core.bots, "best").
BOT_CHOICES = (("best", lazy_gettext("Best bot"),
                lazy_gettext("the strongest: searches ahead with a tuned judgment, about a second of "
                             "computing per move")),
               ("random", lazy_gettext("Random bot"), lazy_gettext("picks any legal move")),
               ("greedy", lazy_gettext("Greedy bot"), lazy_gettext("takes the move that looks best right now")),
               ("mcts", lazy_gettext("MCTS bot"), lazy_gettext("searches ahead, less far than the best bot")))
BOT_NAMES = MappingProxyType({name: label for name, label, _ in BOT_CHOICES})


@dataclass(frozen=True)
class Player:
    """A player as the page shows them: who, their score, and their farm or grid."""

    seat: int
    name: str  # "You", "Greedy bot", "Random bot 2", or a person's name
    colour: str
    you: bool
    to_move: bool
    winner: bool
    score: float
    picture: svg.Svg | None  # the farm or grid drawn
    tableau: object | None  # else the position in progress as data for the game's seat macro (a Hens grid)
    facts: tuple[tuple[str, str], ...]  # (what, how many) under the picture


@dataclass(frozen=True)
class Choice:
    """One of your legal actions: a button, or a count and a button (``count``, up to ``most``)."""

    action: Action
    count: Count | None = None
    most: int = 1  # how many times in a row it may be taken now
    on_picture: bool = False  # also a clickable place on your farm


@dataclass(frozen=True)
class ActionGroup:
    """The choices of one kind (``Borders``), in the game's order."""

    title: str
    choices: tuple[Choice, ...]

    @property
    def on_picture(self) -> bool:
        """Whether every choice is also a place on your farm (the buttons are then the other way)."""
        return all(choice.on_picture for choice in self.choices)


@dataclass(frozen=True)
class Place:
    """A clickable place over your farm's picture: the action it posts, the piece it places
    (an index into :attr:`Places.pieces`), its shape (``cell``, ``edge-h``, ``edge-v``) and
    its box as CSS, in per cent of the picture."""

    action: Action
    piece: int
    shape: str
    style: str


@dataclass(frozen=True)
class Places:
    """Your moves laid out on your farm: the pieces in words, their places, and the spaces
    picked so far for a piece still being built (boxes as CSS)."""

    pieces: tuple[str, ...]
    places: tuple[Place, ...]
    picked: tuple[str, ...] = ()


@dataclass(frozen=True)
class Move:
    """A logged move in words."""

    player: Player
    text: str


# --- players ------------------------------------------------------------------------------------


def player_name(seat: StoredSeat, you: bool) -> str:
    """``You``, ``Greedy bot``, ``MCTS bot (400)``, or the name a person gave."""
    if you or (seat.name == CREATOR and not seat.bot):
        return gettext("You")
    if seat.bot:
        kind, _, budget = seat.bot.partition(":")
        name = str(BOT_NAMES.get(kind, f"{kind} bot"))
        return gettext("%(bot)s (%(budget)s)", bot=name, budget=budget) if budget else name
    return seat.name or gettext("Player")


def played_title(game: str, created: str, names: Sequence[str]) -> str:
    """The title of a played game's score sheet: the game, the day it began and its players
    (``ACBAS, Dec 2, 2026: You and Random bot``)."""
    return gettext("%(game)s, %(date)s: %(players)s", game=short(game), date=day(created), players=in_words(names))


def player_names(seats: Sequence[StoredSeat], you: int | None) -> list[str]:
    """Each seat's name (:func:`player_name`), numbered where several share one: two random bots
    are ``Random bot 1`` and ``Random bot 2``."""
    names = [player_name(seat, seat.seat == you) for seat in seats]
    shared = Counter(names)
    numbered: Counter[str] = Counter()
    result = []
    for name in names:
        if shared[name] > 1:
            numbered[name] += 1
            name = gettext("%(name)s %(number)d", name=name, number=numbered[name])
        result.append(name)
    return result


def players(game: gameplay.Game, face: Face, view: PlayView,
            pictures: Mapping[int, svg.Picture | None]) -> list[Player]:
    """Every player, in seat order, with their picture (``pictures``, by seat) and facts."""
    state = view.state
    scores = state.returns() if state.is_terminal else [face.score_now(view, seat) for seat in range(state.num_players)]
    winners = set(state.winners())
    names = player_names(game.stored.seats, view.you)
    result = []
    for stored in game.stored.seats:
        s = stored.seat
        picture = pictures[s]
        result.append(Player(s, names[s], SEAT_COLOURS[s % len(SEAT_COLOURS)], s == view.you,
                             s == state.current_player, s in winners, scores[s],
                             picture.svg() if picture is not None else None, face.tableau(view, s),
                             tuple(face.facts(view, s))))
    return result


# --- your choices -------------------------------------------------------------------------------


def repeats(state: GameState, action: str, limit: int = gameplay.MAX_TIMES) -> int:
    """How many times in a row the player to move may take ``action`` now (at most ``limit``):
    until it is no longer legal, or no longer their move."""
    seat, n = state.current_player, 0
    while n < limit and state.current_player == seat and any(a.id == action for a in state.legal_actions()):
        state = state.apply(action)
        n += 1
    return n


def action_groups(face: Face, view: PlayView, names: Sequence[str], places: Places | None) -> list[ActionGroup]:
    """Your legal actions under headings, kinds in order of first appearance, each kind in legal order."""
    on_picture = {place.action.id for place in places.places} if places else set()
    grouped: dict[str, list[Choice]] = {}
    labels = face.decision_labels(view.legal, names)
    for action in view.legal:
        kind = action.id.split(":", 1)[0]
        shown = Action(action.id, labels[action.id])
        count = face.count(action)
        most = repeats(view.state, action.id) if count else 1
        grouped.setdefault(face.heading(kind), []).append(
            Choice(shown, count if most > 1 else None, most, action.id in on_picture))
    return [ActionGroup(title, tuple(group)) for title, group in grouped.items()]


def farm_places(face: Face, view: PlayView, picture: svg.Picture | None, names: Sequence[str]) -> Places | None:
    """Your legal actions that the face places on your picture (:meth:`~web.faces.Face.spot`),
    as boxes over it, labelled in the page's language (``names``: the players' names by seat),
    and the spaces picked so far (:meth:`~web.faces.Face.picked`); ``None`` when there are
    neither (or the picture has no grid)."""
    if picture is None or picture.layout is None:
        return None
    layout = picture.layout
    pieces: list[str] = []
    places = []
    labels = face.decision_labels(view.legal, names)
    for action in view.legal:
        spot = face.spot(action)
        if spot is None or (spot.piece not in pieces and len(pieces) == MAX_PIECES):
            continue
        if spot.piece not in pieces:
            pieces.append(spot.piece)
        if spot.edge is not None:
            box, shape = layout.edge_box(spot.edge), "edge-" + spot.edge[0].lower()
        else:
            box, shape = layout.cell_box(spot.cell), "cell"
        shown = Action(action.id, labels[action.id])
        places.append(Place(shown, pieces.index(spot.piece), shape, _css(box, picture)))
    picked = tuple(_css(layout.cell_box(cell), picture) for cell in face.picked(view))
    return Places(tuple(pieces), tuple(places), picked) if places or picked else None


def _css(box: svg.Box, picture: svg.Picture) -> str:
    """``box`` as CSS placing an element over ``picture`` drawn at any size."""
    x, y, w, h = box
    return (f"left:{100 * x / picture.width:.3f}%;top:{100 * y / picture.height:.3f}%;"
            f"width:{100 * w / picture.width:.3f}%;height:{100 * h / picture.height:.3f}%")


# --- the latest moves ---------------------------------------------------------------------------


def recent_moves(game: gameplay.Game, face: Face, players: Sequence[Player], you: int | None) -> list[Move]:
    """The last :data:`RECENT_MOVES` moves in words, as this browser may read them (what others
    did face down stays hidden)."""
    names = [player.name for player in players]
    first = max(0, len(game.stored.actions) - RECENT_MOVES)
    moves = []
    for n, (seat, action, state) in enumerate(gameplay.history(game.stored)):
        if n >= first:
            found = find_action(state, action)
            label = face.action_label(found, names)
            moves.append(Move(players[seat], face.move_text(found, label, mine=seat == you)))
    return moves

