"""The form of a whole table: every player's farm or grid under a name, and what the
table answers once (a title, how many play, the start player, a goal card).

Player ``i``'s inputs are the one-player form's (:class:`~web.forms.GameForm`),
named inside ``players[i]`` (a :class:`~web.forms.Scope`); the table's own inputs
keep their document paths.  Where the game offers quick entry (api.md 1.5), each
player chooses (``players[i].entry``) to draw the board or to type its counts.  A post becomes the api.md ``players`` document,
scored and stored like ``POST /api/v1/results``.  An error inside ``players[i]``
is shown beside its cause among that player's inputs, called by the player's name.

>>> from web.faces import face
>>> table = TableForm.of(face("acbas"))
>>> table.sizes, table.default_size
((2,), 2)
>>> values = table.new()
>>> document = table.document(values)
>>> [sorted(entry) for entry in document["players"]]
[['animals', 'expansions', 'farm', 'supply'], ['animals', 'expansions', 'farm', 'supply']]
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from flask_babel import gettext, lazy_gettext

from calculator import games
from calculator.errors import AgricalcError

from .forms import DRAW, ENTRY, QUICK, Field, FormError, GameForm, Group, Scope, locate, page_error, read

if TYPE_CHECKING:
    from .faces import Face

TITLE, COUNT, NAME = "title", "players", "name"  # the table's inputs besides its groups
TABLE = "table"  # the fieldset of the table's own inputs
SEAT = re.compile(r"players\[(\d+)\]")


@dataclass(frozen=True)
class TableValues:
    """What a table form shows: how many play, the title, each player's name and input
    values, and the values of the table's own inputs."""

    count: int
    title: str
    names: tuple[str, ...]  # as typed; "" where none was given
    seats: tuple[dict[str, str], ...]
    shared: dict[str, str]

    def who(self, seat: int) -> str:
        """What the page calls a player: the name typed, else ``Player 2``."""
        name = self.names[seat].strip() if seat < len(self.names) else ""
        return name or gettext("Player %(number)s", number=seat + 1)

    @property
    def scopes(self) -> list[Scope]:
        return [Scope(seat) for seat in range(self.count)]

    def in_words(self, message: str) -> str:
        """``message`` with every ``players[i]`` in it called by that player's name."""
        return SEAT.sub(lambda match: self.who(int(match[1])), message)


@dataclass(frozen=True)
class TableForm:
    """A game's form for a whole table: its one-player form (``form``), the numbers of
    players the game is played by (``sizes``) and the document a new player starts from."""

    form: GameForm
    sizes: tuple[int, ...]
    start: Mapping

    @classmethod
    def of(cls, face: Face) -> TableForm:
        """The table form of a game's face (:class:`web.faces.Face`)."""
        return cls(face.form, games.info(face.game).played, face.starting())

    @property
    def default_size(self) -> int:
        """The number of players a new form shows: the fewest, but at least two where the game allows."""
        return next((n for n in self.sizes if n >= 2), self.sizes[0])

    @property
    def seat_fields(self) -> tuple[Field, ...]:
        """The inputs each player answers."""
        return tuple(f for group in self.form.seat_groups for f in group.fields)

    @property
    def quick_fields(self) -> tuple[Field, ...]:
        """The counts each player may give instead of the board (none: no quick entry)."""
        return self.form.quick.fields if self.form.quick else ()

    @property
    def player_groups(self) -> tuple[Group, ...]:
        """The groups of a player's inputs, the counts of quick entry among them."""
        return self.form.seat_groups + ((self.form.quick.group,) if self.form.quick else ())

    def quick_group(self, values: Mapping[str, str]) -> Group:
        """A player's counts of quick entry as the page shows them (what a card reads that they
        do not say is asked beside the card)."""
        return self.form.quick.group

    @property
    def shared_fields(self) -> tuple[Field, ...]:
        """The inputs the whole table answers once."""
        return tuple(f for group in self.form.table for f in group.fields)

    def size(self, raw: object) -> int:
        """A number of players asked for, read as the form reads it: not a number, the
        default; beyond the game's largest table, its largest (the calculator names
        any other wrong count)."""
        text = str(raw or "").strip()
        if not re.fullmatch(r"[0-9]{1,3}", text):
            return self.default_size
        return min(max(int(text), 1), max(self.sizes))

    def new(self, count: object = None) -> TableValues:
        """A fresh form of ``count`` players (by default :attr:`default_size`)."""
        count = self.size(count)
        start = self.form.values(dict(self.start), self.seat_fields)
        if self.form.quick:
            start.update(self.form.quick.values(), **{ENTRY: DRAW})
        shared = self.form.values(dict(self.start), self.shared_fields)
        return TableValues(count, "", ("",) * count, tuple(dict(start) for _ in range(count)),
                           {f.name: shared[f.name] for f in self.shared_fields})

    def filled(self, document: Mapping) -> TableValues:
        """The form of a stored ``players`` document (a sheet to edit): its title, names and values."""
        entries = list(document["players"])
        count = len(entries)
        seats = tuple(self._filled_seat(entry) for entry in entries)
        shared = self.form.values(dict(document), self.shared_fields)
        names = tuple(str(entry.get(NAME) or "") for entry in entries)
        return TableValues(count, str(document.get(TITLE) or ""), names, seats,
                           {f.name: shared[f.name] for f in self.shared_fields})

    def _filled_seat(self, entry: Mapping) -> dict[str, str]:
        """One stored player's inputs: the board drawn, or (a ``counts`` entry) quick entry."""
        values = self.form.values({"game": self.form.game, **entry}, self.seat_fields)
        quick = self.form.quick
        if quick:
            counts = entry.get(quick.group.key)
            values.update(quick.values(), **{ENTRY: QUICK if isinstance(counts, Mapping) else DRAW})
            if isinstance(counts, Mapping):
                values.update({f"{quick.group.key}.{key}": str(count) for key, count in counts.items()})
        return values

    def posted(self, data: Mapping[str, str]) -> TableValues:
        """The values of a post.  A player whose inputs were not on the page posted (the
        number of players was just raised) starts from the starting position."""
        count = self.size(data.get(COUNT))
        start = self.new(count)
        seats, names = [], []
        for seat, scope in enumerate(start.scopes):
            prefix = scope.prefix
            if scope.name(self.form.board.name) not in data and scope.name(ENTRY) not in data:
                seats.append(start.seats[seat])
                names.append("")
                continue
            own = {name[len(prefix):]: value for name, value in data.items() if name.startswith(prefix)}
            seat_values = self.form.posted(own, self.seat_fields + self.quick_fields)
            if self.form.quick:
                seat_values[ENTRY] = QUICK if own.get(ENTRY) == QUICK else DRAW
            seats.append(seat_values)
            names.append(own.get(NAME, "").strip())
        shared = {f.name: data.get(f.name, "") for f in self.shared_fields}
        return TableValues(count, data.get(TITLE, "").strip(), tuple(names), tuple(seats), shared)

    def errors(self, values: TableValues) -> list[AgricalcError]:
        """Every player's error that the form alone shows, located inside ``players[i]``: a
        player who draws and has nothing entered on the board (who would be scored as an
        empty farm or grid), else the first input that does not read (quick entry: its counts)."""
        untouched = self.new(values.count).seats[0][self.form.board.name]
        found = []
        for seat in range(values.count):
            drawn = self.form.quick is None or values.seats[seat].get(ENTRY) != QUICK
            if drawn and values.seats[seat][self.form.board.name].split() == untouched.split():  # line ends aside
                found.append(page_error("nothing is entered for this player: enter what they have, or choose fewer "
                                        "players",
                                        gettext("Nothing is entered for this player: enter what they have, or choose "
                                                "fewer players."), f"players[{seat}]"))
                continue
            try:
                self._entry(values.seats[seat])
            except AgricalcError as exc:
                found.append(exc.within(f"players[{seat}]"))
        return found

    def document(self, values: TableValues) -> dict:
        """The api.md ``players`` document of the form; an error in a player's inputs is
        located inside ``players[i]``."""
        players = []
        for seat, scope in enumerate(values.scopes):
            try:
                entry = self._entry(values.seats[seat])
            except AgricalcError as exc:
                raise exc.within(f"players[{seat}]") from None
            del entry["game"]
            name = values.names[seat]
            players.append({NAME: name, **entry} if name else entry)
        document: dict = {"game": self.form.game}
        if values.title:
            document[TITLE] = values.title
        return {**document, "players": players, **read(self.shared_fields, values.shared)}

    def _entry(self, values: dict[str, str]) -> dict:
        """One player's document: the board drawn, or (quick entry) its counts in place of
        the board and of the groups they replace."""
        quick = self.form.quick
        if quick is None or values.get(ENTRY) != QUICK:
            return self._drawn(self.form.document(values, self.seat_fields))
        kept = tuple(f for group in self.form.seat_groups if group.key not in quick.replaces for f in group.fields)
        return {"game": self.form.game, **read(kept, values), quick.group.key: quick.counts(values)}

    def _drawn(self, entry: dict) -> dict:
        """A drawn player's document without the card inputs of quick entry (their farm says
        them; the inputs stay on the page, hidden, while the player draws)."""
        for f in self.form.pickers:
            given = entry.get(f.inputs)
            if not isinstance(given, dict):
                continue
            for card_id in list(given):
                pick = f.catalogue.find(card_id) if f.catalogue else None
                quick = {spec.name for spec in pick.inputs if spec.quick} if pick else set()
                if quick and isinstance(given[card_id], dict):
                    given[card_id] = {k: v for k, v in given[card_id].items() if k not in quick}
                if quick and not given[card_id]:
                    del given[card_id]
            if not given:
                del entry[f.inputs]
        return entry

    def locate(self, error: AgricalcError, values: TableValues) -> FormError:
        """Where on the table form ``error`` belongs, its message naming players by name (in the
        page's language too)."""
        found = self._locate(error, values)
        return replace(found, words=values.in_words(str(found.words))) if found.words else found

    def _locate(self, error: AgricalcError, values: TableValues) -> FormError:
        error = copy.copy(error)
        error.detail = values.in_words(error.detail)
        where = error.where or ""
        seat = SEAT.match(where)
        if seat and int(seat[1]) < values.count:
            inner = _at(error, where[seat.end():].strip())
            head = (inner.where or "").split(" ", 1)[0].split("[", 1)[0]
            if any(head == f.name for f in self.shared_fields):  # a goal card every player scores
                return locate(inner, self.form.table)
            scope, who = Scope(int(seat[1])), values.who(int(seat[1]))
            if head == NAME:
                return FormError(inner.detail, NAME, None, lazy_gettext("Name")).because(error).of(scope, who)
            return self.form.locate(inner, self.player_groups).of(scope, who)
        head = where.split(" ", 1)[0].split("[", 1)[0]
        if head == TITLE:
            return FormError(error.detail, TITLE, TABLE, lazy_gettext("Title")).because(error)
        if head == COUNT:  # the number of players, or a rule across the whole table
            return FormError(error.detail, None, TABLE, lazy_gettext("The table")).because(error)
        return locate(error, self.form.table)


def seat_of(error: AgricalcError) -> tuple[int, AgricalcError] | None:
    """The player an error of a ``players`` document is about, and the error as that
    player's own document would name it; None for an error of the whole table."""
    where = error.where or ""
    seat = SEAT.match(where)
    return (int(seat[1]), _at(error, where[seat.end():].strip())) if seat else None


def _at(error: AgricalcError, where: str) -> AgricalcError:
    inner = copy.copy(error)
    inner.where = where or None
    return inner


__all__ = ["TableForm", "TableValues", "seat_of"]
