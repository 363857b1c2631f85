"""Which ``card_inputs`` a player must, may and may not give, and their ranges.

* A card's own inputs (the Tavern's uses, the Tanner's markers) are asked of
  its holder; optional ones (Reed Hut, wood on the Copse) have a default.
* A rule the whole table decides (the Reeve: most occupations) takes its
  one-player inputs only in a one-player document; a ``players`` document
  derives it, so the inputs are refused there.
* A card that scores for every qualifying player (``scope: all_players``)
  asks the players who do not hold it too: in a ``players`` document when
  another player holds it and its rule needs an input (the Church Warden);
  in a one-player document it may be given, saying another player holds it.
* A card whose points need what quick entry's counts do not say (the Manger's
  pasture spaces, the Organic Farmer's qualifying pastures) asks its holder in
  a ``counts`` document only; a drawn farmyard says it, so the input is refused
  there.  Its errors name ``card_inputs.<id>.<name>``.

>>> from calculator.agricola.position import parse_position
>>> doc = {"farmyard": [". . . . .", "R . . . .", "R . . . ."], "cards": ["I100"]}
>>> checked_inputs(parse_position(doc), None)
Traceback (most recent call last):
...
calculator.errors.RuleViolation: card_inputs.I100: Tavern (I100) needs tavern_bonus_uses: times the owner used the Tavern and chose points
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ...errors import RuleViolation
from ...words import Saying, saying
from ..position import Position
from ..tally import check_pasture_spaces
from .catalogue import card
from .hand import CardInputs, InputValue
from .rules import MAX_INPUT, InputSpec, effects, inputs_of, rules
from .table import Seat
from .view import view_of

WHERE = "card_inputs"


def checked_inputs(position: Position, seat: Seat | None) -> CardInputs:
    """The player's inputs with defaults filled in, after checking every rule above
    (errors name ``card_inputs.<id>``), and, in a one-player document that says how
    many play, every player-count mark."""
    hand = position.hand
    held = hand.ids if hand is not None else frozenset()
    given = position.card_inputs
    view = view_of(position, seat)
    found: dict[str, Mapping[str, InputValue]] = {}
    for card_id in sorted(held | set(given) | _others_for_everyone(seat), key=_order(position)):
        specs = inputs_of(card_id)
        values = dict(given.get(card_id, {}))
        asked = _asked(card_id, card_id in held, seat, position)
        where = f"{WHERE}.{card_id}"
        if not asked and values:
            raise RuleViolation(_not_asked(card_id, card_id in held, seat), where=where)
        for spec in specs:
            here = where if len(specs) == 1 and not spec.counts_only else f"{where}.{spec.name}"
            if spec.name not in values:
                if asked == "required" and spec.default is None:
                    raise RuleViolation(saying("%(card)s needs %(input)s: %(meaning)s", card=card(card_id).label,
                                               input=spec.name, meaning=spec.meaning), where=here)
                if spec.default is not None:
                    values[spec.name] = spec.default
                continue
            _check_range(spec, values[spec.name], view, card_id, here)
            if spec.counts_only and spec.name == "pasture_spaces":
                check_pasture_spaces(position.tally, values[spec.name], here)
        if values and all(spec.name in values for spec in specs):
            found[card_id] = MappingProxyType(values)
    _check_blocked(held, found)
    if seat is None:
        _check_marks(position, found)
    return MappingProxyType(found)


def _others_for_everyone(seat: Seat | None) -> set[str]:
    """Cards other players of the table hold that score for every player."""
    if seat is None:
        return set()
    return {r.id for r in rules().values() if r.scope == "all_players"
            and any(p.hand is not None and p.hand.holds(r.id) for p in seat.others)}


def _order(position: Position):
    ids = position.hand.to_json() if position.hand is not None else []
    return lambda card_id: (ids.index(card_id) if card_id in ids else len(ids), card_id)


def _asked(card_id: str, held: bool, seat: Seat | None, position: Position) -> str | None:
    """``required``, ``optional`` or None (not asked) for this player."""
    rule = rules().get(card_id)
    if any(spec.counts_only for spec in inputs_of(card_id)):
        return "required" if held and position.farmyard is None else None
    if rule is None:  # a card without a rule: its inputs are optional extras (wood on the Copse)
        return "optional" if held and inputs_of(card_id) else None
    single = any(spec.single_player for spec in rule.inputs)
    if single:
        if seat is not None:
            return None
        if held:
            return "required" if rule.needed == "held" else None
        return "optional" if rule.scope == "all_players" else None
    if any(card_id in blocked for other, blocked in effects()["never_qualifies"].items()
           if position.hand is not None and position.hand.holds(other)):
        return "optional"  # it cannot score; a true input is refused below
    if held:
        return "required"
    if rule.scope != "all_players":
        return None
    if seat is None:
        return "optional"
    in_play = any(p.hand is not None and p.hand.holds(card_id) for p in seat.others)
    return "required" if in_play else None


def _not_asked(card_id: str, held: bool, seat: Seat | None) -> Saying:
    label = card(card_id).label
    rule = rules().get(card_id)
    if held and any(spec.counts_only for spec in inputs_of(card_id)):
        return saying("%(card)s reads the drawn farmyard: its input is only for quick entry (counts)", card=label)
    if rule is not None and any(spec.single_player for spec in rule.inputs):
        if seat is not None:
            return saying("%(card)s is decided by the whole table in a players document; leave its input out",
                          card=label)
        if held:
            return saying("you hold %(card)s: its input is only for players who do not", card=label)
    if held:
        return saying("%(card)s needs no input", card=label)
    if seat is not None and rule is not None and rule.scope == "all_players":
        return saying("%(card)s is not among this player's cards and no other player holds it", card=label)
    return saying("%(card)s is not among this player's cards", card=label)


def _check_range(spec: InputSpec, value: InputValue, view, card_id: str, where: str) -> None:
    if spec.type != "int":
        return
    high = spec.maximum
    if isinstance(high, str):
        high = view.count(high, card_id) + spec.offset + _also_counted(card_id, view)
        described = saying("%(most)s, the player's %(count)s%(offset)s", most=high,
                           count=spec.maximum.replace("_", " "), offset=" " + format(spec.offset, "+d") if spec.offset else "")
    else:
        high = MAX_INPUT if high is None else high
        described = str(high)
    if value < spec.minimum:
        raise RuleViolation(saying("%(input)s must be at least %(least)s, got %(value)s", input=spec.name,
                                   least=spec.minimum, value=value), where=where)
    if value > high:
        raise RuleViolation(saying("%(input)s must be at most %(most)s, got %(value)s", input=spec.name,
                                   most=described, value=value), where=where)


def _also_counted(card_id: str, view) -> int:
    """The cards held that count as one more place for a per-pasture rule (the Organic
    Farmer's Forest Pasture and Animal Yard)."""
    rule = rules().get(card_id)
    if rule is None or rule.kind != "per_pasture":
        return 0
    return sum(1 for other in rule.rule.get("also_counts", ()) if view.holds(other))


def _check_blocked(held: frozenset[str], found: Mapping[str, Mapping[str, InputValue]]) -> None:
    for blocker, blocked in effects()["never_qualifies"].items():
        if blocker not in held:
            continue
        for card_id, reason in blocked.items():
            if any(value is True for value in found.get(card_id, {}).values()):
                raise RuleViolation(saying("%(card)s cannot be true: %(reason)s (%(blocker)s)", card=card(card_id).label,
                                           reason=reason, blocker=card(blocker).label),
                                    where=f"{WHERE}.{card_id}")


def _check_marks(position: Position, found: Mapping[str, Mapping[str, InputValue]]) -> None:
    """A one-player document tells the player count only through an input (Estate Manager)."""
    counts = [values["player_count"] for values in found.values() if "player_count" in values]
    if not counts or position.hand is None:
        return
    players = counts[0]
    for j, c in enumerate(position.hand.cards):
        if c.players is not None and c.players > players:
            raise RuleViolation(saying("%(card)s is marked %(mark)s: it is only in games of %(least)s or more players, "
                                       "and the Estate Manager's input says %(count)s", card=c.label, mark=c.mark,
                                       least=c.players, count=players), where=f"cards[{j}]")
