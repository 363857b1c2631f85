"""The interpreter of the card effects: pure functions from a :class:`~..player.Player`
(and the moment's facts) to a new player, or to what the engine must offer.

These are the hooks the engine calls, each in one line:

* :func:`on_play` when a card is played (``option``: the goods chosen of a ``choose``);
* :func:`on_space` when a person takes a space's goods, and :func:`on_other_space` for
  the other players' cards that react to it (:func:`tolls`: what they charge first);
* :func:`at_round_start` when a round begins (goods waiting on its round space; its owner's
  decision to share a pile out onto other spaces: :func:`pile_shares`, :func:`shared_pile`), and
  :func:`at_round_end` when its work phase ends;
* :func:`open_moves` once every person is placed (the moves the cards allow then, :mod:`..moving`);
* :func:`at_field_phase` in each harvest's field phase; :func:`collections` for the goods the
  cards take from action spaces when the people return home;
* :func:`on_sow` after sowing (the fields sown in one part), :func:`on_other_sow` for the
  other players' cards (and :func:`on_other_fence`, :func:`on_other_growth` after another player's fences,
  offspring), :func:`on_renovate` after a renovation, :func:`on_major_built` after any player's major
  (:func:`on_any_major_built` for the whole table; :func:`majors_built_before` when a card is played);
* :func:`sits_out_harvest` / :func:`sat_out_harvest` for a player taking no part in a harvest;
* :func:`on_renovate` after a renovation, :func:`on_growth` after a family growth
  (:func:`grows_without_room`: the next one needs no room),
  :func:`on_room` after building a room;
* :func:`sown_extra` for the crops the cards add to a field being sown; :func:`sowable_cards`
  and :func:`sow_card` for the fields on cards (``field``: their stacks are sown like fields);
* :func:`on_cook_animal` when an animal is turned into food in a feeding phase;
  :func:`on_converted` whenever a good is turned into food (with its source), :func:`on_craft`
  after a once-per-harvest conversion;
* :func:`on_fence` after fencing a pasture; :func:`at_game_end` after the last harvest, before the scoring;
* :func:`price` for what a room, renovation, stable, fence or improvement costs;
* :func:`card_conversions` for the cards' conversions to food, read by
  :mod:`..conversions` through ``Player.conversions``;
* :func:`housing_cards` for the cards that change where animals live; :func:`lodgers` for
  the people living on cards (placed each round, fed, not of the family);
* :func:`majors_as_minors` for the majors a card lets the player build as a minor;
* :func:`any_time_parts` for the action parts the cards let the player carry out at any time
  (before placing a person), and :func:`renovations` for the houses a Renovate action may reach;
* :func:`parts_on_play` for the action parts a card carries out when played, and
  :func:`parts_on_space` for those the cards add to a space's action (a part a card allows
  only ``times`` per game is ``<part>:<card>``; :func:`used_once` counts it when done);
* :func:`shares` for the spaces a player may use though another player is on them, :func:`foresees`
  for a player who may use the round spaces still to come;
  :func:`spaces_on_play` for the cards that are action spaces (they join the board when played);
* the hooks of the whole table, for the cards whose owner answers another player or whose
  result goes to another player: :func:`on_other_take` (deals with the player who took
  goods), :func:`others_answer` (another player cooked, baked, played an occupation, plowed with a card), :func:`at_table` (the ``table``
  specials of a moment), :func:`feeding_queue` (who feeds last) and :func:`first_to_place`;
* :func:`trades` for the exchanges between goods the player's cards offer now (any time: in the
  work phase before placing a person and at each feeding; the feeding's own), :func:`trade` to make one;
* :func:`parts_on_take` for the purchases of more of what a space gave (``more``, ``spend``),
  a decision ``use:<card>/<goods left>`` (:func:`purchases`, :func:`purchased`);
* :func:`pile_top` for the good on top of a card's pile (bought from: :func:`trade`; taken when the
  player takes that good: :func:`on_take`);
* :func:`ploughs` for the ploughs a player may use on a plowing space (its own, another's for a fee);
* :func:`round_start_parts` for the optional parts the cards offer at a round's start;
* :func:`on_fenced`, :func:`fenced_parts` and :func:`fenced_purchases` after building fences in one
  action part, :func:`stable_exchanges` after building a stable;
* :func:`fence_wood` for the wood fences cost with the cards' free fences, and :func:`paid` after
  paying for an item whose card price is limited (``times``).

A player without cards in play is returned unchanged by every hook, so the family game
never notices them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, cast

from .. import conversions, rules
from ..majors import COPY_KEY
from . import questions
from .data import effects_of
from .specials import SPECIALS
from .specials_others import TABLE
from .questions import Ask
from .vocabulary import ALWAYS, GOODS, GUEST, MATERIAL, MAX_STACKS, NEWEST, ROUND_START, TIMELESS, Condition, Effect

if TYPE_CHECKING:
    from ..board import FarmBoard
    from ..player import Player


def _counts_board(me: Player, name: str) -> int:
    board = me.board
    if name == "rooms":
        return board.rooms.bit_count()
    if name == "fields":
        return board.fields.bit_count()
    if name == "pastures":
        return len(board.pastures)
    return board.stable_count  # "stables"


def count(me: Player, name: str) -> int:
    """The player's count of ``name`` (:data:`.vocabulary.COUNTS`)."""
    if name in rules.ANIMALS:
        return me.herd[name]
    if name == "animals":
        return sum(me.animals)
    if name in ("rooms", "fields", "pastures", "stables"):
        return _counts_board(me, name)
    if name in ("occupations", "minors"):
        from ..cards.catalogue import card

        kind = name[:-1] if name == "minors" else "occupation"
        return sum(card(c).type == kind for c in me.played)
    if name in ("grain", "vegetables"):
        return getattr(me, name) + me.on_fields(name)
    if name == "ovens":
        from ..card_play import count as prerequisite_count

        return prerequisite_count(me, "ovens")
    if name == "ploughs":
        return sum(any(e.do == "plough" for e in effects_of(c)) for c in me.played)
    return getattr(me, name)  # people and goods in the supply


def holds(me: Player, when: Condition, round_number: int | None, card_id: str = "") -> bool:
    """Whether the condition ``when`` holds for the player in round ``round_number`` (None
    for the timeless moments, whose conditions name no rounds); ``card_id``: the card whose
    remembered use ``when.remembered`` asks for."""
    if when.rounds is not None and not when.rounds[0] <= cast(int, round_number) <= when.rounds[1]:
        return False  # (a condition naming rounds is read in a round)
    if when.house is not None and me.house != when.house:
        return False
    if when.houses and me.house not in when.houses:
        return False
    if when.remembered and not times_used(me, card_id):
        return False
    for name, least in when.at_least.items():
        if count(me, name) < least:
            return False
    for name, most in when.at_most.items():
        if count(me, name) > most:
            return False
    return True


def active(me: Player, moment: str, round_number: int | None) -> Iterable[Effect]:
    """The effects of the player's cards in play at ``moment`` whose condition holds."""
    for card_id in me.played:
        for effect in effects_of(card_id):
            if effect.on == moment and holds(me, effect.when, round_number, card_id):
                yield effect


def times(me: Player, effect: Effect) -> int:
    """How many times a ``gain`` effect's goods arrive (its ``per`` or ``table``; else once)."""
    if effect.per is not None:
        return count(me, effect.per["count"]) // effect.per["every"]
    if effect.table:
        have = count(me, effect.table_count)
        reached = [n for least, n in effect.table if have >= least]
        return reached[-1] if reached else 0
    return 1


def schedule_rounds(effect: Effect, round_number: int) -> tuple[int, ...]:
    """The round spaces a ``schedule`` effect played in ``round_number`` puts goods on:
    always later rounds only (rounds still to come), never past the last."""
    spec = effect.rounds
    later = range(round_number + 1, rules.ROUNDS + 1)
    if "offsets" in spec:
        return tuple(r for r in (round_number + k for k in spec["offsets"]) if r in later)
    if "list" in spec:
        return tuple(r for r in spec["list"] if r in later)
    chosen = [r for r in later if spec.get("from", 1) <= r <= spec.get("to", rules.ROUNDS)]
    if "every" in spec:
        chosen = [r for r in chosen if r % 2 == (0 if spec["every"] == "even" else 1)]
    if "next" in spec:
        chosen = chosen[: spec["next"]]
    return tuple(chosen)


def schedule(me: Player, goods: Mapping[str, int], rounds_: Iterable[int]) -> Player:
    """The player with ``goods`` waiting on each of the round spaces ``rounds_``."""
    waiting = dict(((r, g), n) for r, g, n in me.future)
    for r in rounds_:
        for good, n in goods.items():
            waiting[r, good] = waiting.get((r, good), 0) + n
    return me.replace(future=tuple(sorted((r, g, n) for (r, g), n in waiting.items())))


def _apply(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    if effect.do == "gain":
        n = times(me, effect)
        return me.gain({good: k * n for good, k in effect.goods.items()}) if n else me
    if effect.do == "choose":
        option = context.get("option")
        if option is None:
            return me  # decided apart: the engine offers use:<card>:<n> (:func:`choose`)
        if dict(option) not in [dict(o) for o in effect.options]:
            raise ValueError(f"{effect.card}: {dict(option)} is not one of its options")
        return me.gain(option)
    if effect.do == "schedule":
        return schedule(me, effect.goods, schedule_rounds(effect, round_number))
    if effect.do == "offer":  # the card's id waits on the round spaces (see at_round_start)
        return schedule(me, {effect.card: 1}, schedule_rounds(effect, round_number))
    if effect.do == "special":
        return SPECIALS[effect.name](me, effect, round_number, context)
    if effect.do == "deliver_fences":  # fences waiting on round spaces (:mod:`.markers`)
        from .markers import deliver

        return deliver(me, effect, round_number)
    return me  # price, discount, convert, housing, points, part, require: read by their own hooks


def _run(me: Player, effects: Iterable[Effect], round_number: int, context: Mapping) -> Player:
    for effect in tuple(effects):
        me = _apply(me, effect, round_number, context)
    return me


def on_play(me: Player, card_id: str, round_number: int, option: Mapping[str, int] | None = None,
            built: frozenset[str] = frozenset()) -> Player:
    """The player after the "when played" effects of ``card_id`` (already among ``me.played``,
    or passed on: the effects happen all the same); a choice is made with ``option`` (the
    goods chosen), else left to :func:`choose`; ``built``: the majors some player has built."""
    effects = [e for e in effects_of(card_id) if e.on == "play" and holds(me, e.when, round_number)
               and not questions.asked(e)]  # (an asked one: the player's question, questions.play_asks)
    return _run(me, effects, round_number, {"option": option, "card": card_id, "built": built})


def may_play(me: Player, card_id: str, round_number: int) -> bool:
    """Whether the conditions ``card_id`` puts on playing it (its ``require`` entries) hold."""
    return all(holds(me, e.when, round_number) for e in effects_of(card_id) if e.do == "require")


def choices(card_id: str) -> tuple[Mapping[str, int], ...]:
    """The goods a player chooses between with ``card_id`` (its one choice: on playing it or
    on a space; empty: no choice)."""
    return next((e.options for e in effects_of(card_id) if e.do == "choose"), ())


def exchange(card_id: str, space_id: str) -> Effect | None:
    """The optional exchange ``card_id`` offers on ``space_id`` (``give`` for ``get`` and/or an
    action ``part``), if any."""
    found = next((e for e in effects_of(card_id) if e.do == "exchange" and (
        space_id in e.spaces or (space_id == ROUND_START and e.on == "round_start"))), None)
    if found is None and space_id == ROUND_START:  # an offer due on the round's space: goods or a part for its price
        found = next((replace(e, get=e.goods) for e in effects_of(card_id) if e.do == "offer"), None)
    return found


def offers(card_id: str, space_id: str) -> tuple[Effect, ...]:
    """The optional purchases ``card_id`` offers on ``space_id`` (its ``buy`` entries)."""
    return tuple(e for e in effects_of(card_id) if e.do == "buy" and (space_id in e.spaces or e.on == "fenced"))


def choose(me: Player, card_id: str, option: int, space_id: str = "") -> Player:
    """The player after taking option ``option`` (from 1) of ``card_id``'s choice, or of its
    purchases on ``space_id`` (paying what it gives)."""
    bought = offers(card_id, space_id) if space_id else ()
    if bought:
        chosen = bought[option - 1]
        return me.gain({good: -n for good, n in chosen.give.items()}).gain(chosen.get)
    return me.gain(choices(card_id)[option - 1])


def on_space(me: Player, space_id: str, taken: Mapping[str, int], round_number: int, newest: bool = False) -> Player:
    """The player after using ``space_id`` with a person and taking ``taken`` from it
    (``newest``: the space is the one the current round's card opened)."""
    if not me.played:
        return me
    found = [e for e in active(me, "space", round_number) if space_id in e.spaces or (newest and NEWEST in e.spaces)]
    me = _run(me, found, round_number, {"space": space_id, "taken": taken})
    return on_take(me, taken, round_number, space_id)


def on_other_space(me: Player, space_id: str, round_number: int) -> Player:
    """The player after another player has used ``space_id`` with a person (for a space
    offering a choice, the half named by the space: a room or the Traveling players' food)."""
    if not me.played:
        return me
    found = [e for e in active(me, "other_space", round_number) if space_id in e.spaces]
    return _run(me, found, round_number, {"space": space_id})


def tolls(players: tuple[Player, ...], seat: int, space_id: str,
          round_number: int) -> tuple[tuple[int, Mapping[str, int]], ...]:
    """(owner's seat, goods) that ``seat`` must pay other players' cards before using ``space_id``
    (a ``toll``: without the goods the space cannot be used)."""
    return tuple((owner, goods) for owner, here, goods in _all_tolls(players, seat, round_number) if here == space_id)


def owed_by_space(players: tuple[Player, ...], seat: int, round_number: int) -> dict[str, dict[str, int]]:
    """Space id -> the goods ``seat`` owes the other players' tolls before using it (usually none)."""
    owed: dict[str, dict[str, int]] = {}
    for owner, space_id, goods in _all_tolls(players, seat, round_number):
        here = owed.setdefault(space_id, {})
        for good, n in goods.items():
            here[good] = here.get(good, 0) + n
    return owed


def _all_tolls(players: tuple[Player, ...], seat: int, round_number: int):
    for owner, p in enumerate(players):
        if owner != seat and p.played:
            for e in active(p, "other_space", round_number):
                if e.do == "toll":
                    yield from ((owner, space_id, e.goods) for space_id in e.spaces)


def on_take(me: Player, taken: Mapping[str, int], round_number: int, space_id: str | None = None) -> Player:
    """The player after taking ``taken`` from the action space ``space_id`` with a person (the
    goods lying there or given by it, or chosen in one of its parts); an effect naming
    ``spaces`` happens only on those.  A ``pile`` gives its top good while the player took
    that kind of good, one after another (the player orders what it took as suits it)."""
    if not me.played:
        return me
    kinds = {good for good, n in taken.items() if n}
    found = [e for e in active(me, "take", round_number)
             if (kinds == set(e.good) if e.only else kinds & set(e.good))
             and (not e.spaces or space_id in e.spaces)]
    me = _from_piles(me, kinds, [e for e in found if e.do == "pile"])
    return _run(me, [e for e in found if e.do != "pile"], round_number, {"taken": taken, "space": space_id})


def parts_on_take(me: Player, taken: Mapping[str, int], round_number: int, space_id: str | None) -> tuple[str, ...]:
    """The decisions the player's cards add after it took ``taken`` from ``space_id`` with a
    person: ``use:<card>/<goods>``, the goods it may still buy more of (``more``: one more of
    each good taken, each at its price) or spend (``spend``: the goods taken themselves)."""
    if not me.played:
        return ()
    left: dict[str, dict[str, int]] = {}
    for e in active(me, "take", round_number):
        if e.do in ("more", "spend") and (not e.spaces or space_id in e.spaces):
            for good in e.good:
                if taken.get(good, 0) > 0:
                    left.setdefault(e.card, {})[good] = 1 if e.do == "more" else taken[good]
    found = (f"use:{card}/{_written(goods)}" for card, goods in left.items())
    return tuple(part for part in found if purchases(me, part[4:]))


def _written(goods: Mapping[str, int]) -> str:
    return "+".join(f"{good}={n}" for good, n in goods.items())


def _read(goods: str) -> dict[str, int]:
    return {good: int(n) for good, _, n in (item.partition("=") for item in goods.split("+") if item)}


def purchases(me: Player, pending: str) -> tuple[tuple[int, Mapping[str, int]], ...]:
    """(n, exchange) of the purchases ``pending`` (``<card>/<goods left>``, see
    :func:`parts_on_take`) offers that the player can make now: one more of a good left for
    its ``more`` price, or a ``spend`` option paid from the goods left."""
    card, _, written = pending.partition("/")
    left = _read(written)
    found: list[tuple[int, Mapping[str, int]]] = []
    for e in effects_of(card):
        if e.do == "more":
            found += [(0, {**{g: -n for g, n in e.give.items()}, good: 1}) for good in e.good if good in left]
        elif e.do == "spend":
            found += [(0, option) for option in e.options
                      if all(left.get(g, 0) >= -n for g, n in option.items() if n < 0)]
    return tuple((n, x) for n, (_, x) in enumerate(found, 1) if _can_trade(me, x))


def purchased(me: Player, pending: str, n: int) -> tuple[Player, str]:
    """The player after purchase ``n`` of ``pending``, and what is left to buy (``""``: nothing:
    one more of each good once; the goods taken spent until they buy nothing more)."""
    card, _, written = pending.partition("/")
    left = _read(written)
    exchange = dict(purchases(me, pending))[n]
    me = me.gain(exchange)
    if any(e.do == "more" for e in effects_of(card)):
        left = {g: k for g, k in left.items() if not exchange.get(g, 0) > 0}
    else:
        left = {g: k + exchange.get(g, 0) for g, k in left.items()}
    rest = f"{card}/{_written({g: k for g, k in left.items() if k > 0})}"
    return me, (rest if purchases(me, rest) else "")


def _from_piles(me: Player, kinds: set[str], piles: Iterable[Effect]) -> Player:
    """The player after each pile of ``piles`` gave its top good while it is one of ``kinds``
    (each kind received once brings one good from each pile)."""
    for pile in piles:
        left = set(kinds)
        while (top := pile_top(me, pile)) is not None and top in left:
            left.discard(top)
            me = used_once(me.gain({top: 1}), pile.card)
    return me


def pile_top(me: Player, effect: Effect) -> str | None:
    """The good on top of the pile of ``effect`` (a ``pile``): the one after those the player
    has had from it (None: the pile is gone)."""
    had = times_used(me, effect.card)
    return effect.pile[had] if had < len(effect.pile) else None


def _exchanges(me: Player, effect: Effect) -> tuple[Mapping[str, int], ...]:
    """The exchanges of a ``trade`` (or the top of a ``pile`` for its price), numbered from 1."""
    if effect.do == "pile":
        top = pile_top(me, effect)
        return () if top is None else ({**{g: -n for g, n in effect.give.items()}, top: 1},)
    return effect.options


def _can_trade(me: Player, exchange: Mapping[str, int], have: bool = False) -> bool:
    """Whether the player can make ``exchange`` now: it has what it gives, already has what it
    gets (``have``), and can house the animals it then has."""
    if any(conversions.held(me, g) < -n for g, n in exchange.items() if n < 0):
        return False
    got = [g for g, n in exchange.items() if n > 0]
    if have and any(not conversions.held(me, g) for g in got):
        return False
    return not any(g in rules.ANIMALS for g in got) or me.gain(exchange).fits()


def trades(me: Player, moment: str, round_number: int, used: tuple[str, ...] = (),
           built: frozenset[str] = frozenset()) -> tuple[tuple[str, int, Mapping[str, int]], ...]:
    """(card, n, exchange) of every exchange the player's cards offer at ``moment`` and the
    player can make now: ``any_time`` (a ``trade`` or a ``pile`` bought from) or ``feeding``
    (a ``trade`` of the feeding phase, ``limit`` times per harvest: ``used`` lists a card once
    per exchange made in this feeding); a trade naming majors or cards it waits for (``built``)
    only once some player at the table has one of them (``built``: the majors and cards they have)."""
    if not me.played:
        return ()
    found = []
    for e in active(me, moment, None if moment == "any_time" else round_number):
        if e.do not in ("trade", "pile") or (e.limit is not None and used.count(e.card) >= e.limit):
            continue
        if moment == "craft" and used.count(e.card) >= sum(used.count(item) for item in e.items):
            continue  # once after each use of the conversions it follows
        if e.built and not built & set(e.built):
            continue
        found += [(e.card, n, x) for n, x in enumerate(_exchanges(me, e), 1) if _can_trade(me, x, e.have)]
    return tuple(found)


def trade(me: Player, card_id: str, n: int) -> Player:
    """The player after exchange ``n`` (from 1) of ``card_id``'s trade, or after buying the top
    of its pile."""
    effect = next(e for e in effects_of(card_id) if e.do in ("trade", "pile"))
    exchange = _exchanges(me, effect)[n - 1]
    me = me.gain(exchange)
    return used_once(me, card_id) if effect.do == "pile" else me


def pile_shares(me: Player, round_number: int) -> tuple[str, ...]:
    """The decisions ``use:<card>`` of the player's cards that may share a pile out onto other
    spaces at the start of the work phase (``move``: Wood Distributor), asked at the round's start."""
    if not me.played:
        return ()
    return tuple(f"use:{e.card}" for e in active(me, "work_start", round_number) if e.do == "move")


def pile_shares_card(card_id: str) -> bool:
    """Whether ``card_id`` may share a pile out at the work phase's start (a ``move`` entry)."""
    return any(e.on == "work_start" and e.do == "move" for e in effects_of(card_id))


def shared_pile(card_id: str, space_ids: tuple[str, ...], goods: tuple[int, ...]) -> tuple[int, ...] | None:
    """The goods on the spaces ``space_ids`` once ``card_id``'s pile is shared out evenly onto its
    target spaces on the board (the rest stays on it); None when its card shares nothing (no
    ``move`` entry, the pile not on the board, or too small for one good on each target)."""
    effect = next((e for e in effects_of(card_id) if e.on == "work_start" and e.do == "move"), None)
    if effect is None or effect.source not in space_ids:
        return None
    targets = [space_ids.index(t) for t in effect.targets if t in space_ids]
    i = space_ids.index(effect.source)
    each = goods[i] // len(targets) if targets else 0
    if not each:
        return None
    moved = list(goods)
    moved[i] -= each * len(targets)
    for t in targets:
        moved[t] += each
    return tuple(moved)


def at_round_start(me: Player, round_number: int, table: tuple[Player, ...] = (), seat: int = 0,
                   seed: int = 0) -> Player:
    """``seat``'s player ``me`` at the start of ``round_number``: the goods waiting on its round
    space arrive, then the cards' round-start effects, which see the other players of ``table``
    as they stand and draw from the game's ``seed`` and the seat (made only for a player with
    cards or goods waiting: without, nothing reads them)."""
    if not me.future and not me.played:
        return me
    others = table[:seat] + table[seat + 1:]
    luck = f"{seed}:{seat}"
    arriving = {g: n for r, g, n in me.future if r == round_number}
    offered = [g for g in arriving if g not in GOODS and g != GUEST]  # cards' offers (``offer``)
    if arriving or me.future:
        guests = arriving.pop(GUEST, 0)  # placed like people this round only
        goods = {g: n for g, n in arriving.items() if g not in offered}
        # the round's offers wait for the player's answer (round_start_parts); older ones are gone
        future = tuple(f for f in me.future if f[0] > round_number or (f[0] == round_number and f[1] in offered))
        me = me.gain(goods, workers=me.workers + guests, future=future)
        piles = [e for e in active(me, "take", round_number) if e.do == "pile"]  # received at the round's start too
        me = _from_piles(me, {g for g in goods if g in (good for e in piles for good in e.good)}, piles)
    if lodgers(me):
        me = me.replace(workers=me.workers + lodgers(me))
    return _run(me, active(me, "round_start", round_number), round_number, {"others": others, "luck": luck})


def offers_due(me: Player, round_number: int) -> tuple[str, ...]:
    """The cards whose offer waits on this round's space for the player's answer (``offer``)."""
    return tuple(g for r, g, _ in me.future if r == round_number and g not in GOODS and g != GUEST)


def offer_answered(me: Player, card_id: str, round_number: int) -> Player:
    """The player once it has taken or declined ``card_id``'s offer of ``round_number``."""
    return me.replace(future=tuple(f for f in me.future if not (f[0] == round_number and f[1] == card_id)))


def on_craft(me: Player, source: str, round_number: int) -> Player:
    """The player after using the once-per-harvest conversion of ``source`` (a major's key or a
    card): the cards' gains for it (Plane: 1 more food)."""
    if not me.played:
        return me
    return _run(me, [e for e in active(me, "craft", round_number) if e.do == "gain" and source in e.items],
                round_number, {})


def on_converted(me: Player, good: str, units: int, source: str, earlier: tuple[str, ...] = ()) -> Player:
    """The player after turning ``units`` of ``good`` into food at any moment with ``source`` (a
    major's key, a card or ``raw``; already converted): the specials of ``converted`` hear them,
    and ``earlier``, the sources of what was turned into food at the same time before."""
    if not me.played:
        return me
    context = {"good": good, "units": units, "source": source, "earlier": earlier}
    return _run(me, active(me, "converted", None), 0, context)


def round_start_parts(me: Player, round_number: int) -> tuple[str, ...]:
    """The optional action parts the player's cards offer at the start of ``round_number``, after
    its goods arrived: sharing a pile out (:func:`pile_shares`), a ``part``, or an ``exchange``'s
    decision ``use:<card>``; then the offers due on this round's space, each an exchange: ``use:<card>``."""
    if not me.played:
        return ()
    parts = tuple(e.part if e.do == "part" else f"use:{e.card}" for e in active(me, "round_start", round_number)
                  if e.do in ("part", "exchange"))
    return pile_shares(me, round_number) + parts + tuple(f"use:{card}" for card in offers_due(me, round_number))


def on_cook_animal(me: Player, used: tuple[str, ...], round_number: int) -> tuple[Player, tuple[str, ...]]:
    """The player after the cards' gains for turning an animal into food in a feeding phase,
    and the cards that gave (each gives once per harvest: ``used`` are those that already did)."""
    if not me.played:
        return me, ()
    found = [e for e in active(me, "cook_animal", round_number) if e.card not in used]
    return _run(me, found, round_number, {}), tuple(dict.fromkeys(e.card for e in found))


def on_sow(me: Player, cells: tuple[int, ...], round_number: int) -> Player:
    """The player after sowing the fields ``cells`` in one action part: the specials of the
    moment ``sow`` hear the cells (``context["sown"]``); its gains are extra crops on each field
    sown (:func:`sown_extra`), not goods for the player."""
    if not me.played:
        return me
    found = [e for e in active(me, "sow", round_number) if e.do == "special"]
    return _run(me, found, round_number, {"sown": cells})


def on_other_sow(me: Player, round_number: int, players: int) -> Player:
    """The player after another player (of ``players`` at the table) has sown in one action part."""
    if not me.played:
        return me
    return _run(me, active(me, "other_sow", round_number), round_number, {"players": players})


def on_other_fence(me: Player, round_number: int, fences: int) -> Player:
    """The player after another player has built ``fences`` fences in one action part."""
    if not me.played:
        return me
    return _run(me, active(me, "other_fence", round_number), round_number, {"fences": fences})


def on_other_growth(me: Player, round_number: int, people: int) -> Player:
    """The player after another player has had offspring (their family now ``people``)."""
    if not me.played:
        return me
    return _run(me, active(me, "other_growth", round_number), round_number, {"people": people})


def on_major_built(me: Player, key: str, round_number: int) -> Player:
    """The player after some player (this one too) has built the major ``key``."""
    if not me.played:
        return me
    found = [e for e in active(me, "major_built", round_number) if key in e.items]
    return _run(me, found, round_number, {"major": key})


def on_any_major_built(players: tuple[Player, ...], key: str, round_number: int) -> tuple[Player, ...]:
    """Every player after some player has built the major ``key``: each one's cards
    (:func:`on_major_built`), then what a card gives every other player (a gain's ``others``)."""
    if not any(p.played for p in players):
        return players
    gifts = [(owner, e.others) for owner, p in enumerate(players) if p.played
             for e in active(p, "major_built", round_number) if key in e.items and e.others]
    return _give_others(tuple(on_major_built(p, key, round_number) for p in players), gifts)


def majors_built_before(players: tuple[Player, ...], seat: int, card_id: str, built: frozenset[str],
                        round_number: int) -> tuple[Player, ...]:
    """Every player after ``seat`` has played ``card_id``: its ``major_built`` effects marked
    ``already`` happen once for each of their majors some player had built (Flagon: the Well)."""
    found = [(e, key) for e in effects_of(card_id)
             if e.on == "major_built" and e.already and holds(players[seat], e.when, round_number)
             for key in e.items if key in built]
    if not found:
        return players
    me = _run(players[seat], [e for e, _ in found], round_number, {})
    return _give_others(players[:seat] + (me,) + players[seat + 1:], [(seat, e.others) for e, _ in found if e.others])


def _give_others(players: tuple[Player, ...], gifts: list[tuple[int, Mapping[str, int]]]) -> tuple[Player, ...]:
    """``players`` after each (owner, goods) of ``gifts`` gave every player but the owner the goods."""
    for owner, goods in gifts:
        players = tuple(p if i == owner else p.gain(goods) for i, p in enumerate(players))
    return players


def sits_out_harvest(me: Player) -> bool:
    """Whether the player takes no part in this harvest (a ``skip_harvest`` card not yet used:
    no field phase, no feeding, no breeding)."""
    return bool(me.played) and any(e.do == "skip_harvest" and times_used(me, e.card) == 0
                                   for c in me.played for e in effects_of(c))


def sat_out_harvest(me: Player) -> Player:
    """The player after sitting out a harvest: its ``skip_harvest`` cards are used."""
    for card_id in dict.fromkeys(e.card for c in me.played for e in effects_of(c) if e.do == "skip_harvest"):
        if times_used(me, card_id) == 0:
            me = used_once(me, card_id)
    return me


def on_renovate(me: Player, round_number: int, others: tuple[Player, ...] = ()) -> Player:
    """The player after the cards' effects of renovating (``me.house`` is the new house;
    ``others``: the other players, as they stand)."""
    if not me.played:
        return me
    return _run(me, active(me, "renovate", round_number), round_number, {"others": others})


def on_acquire(me: Player, item: str, round_number: int) -> Player:
    """The player after the cards' effects of acquiring ``item`` (a major's key or a card id,
    already paid and in front of the player)."""
    if not me.played:
        return me
    return _run(me, active(me, "acquire", round_number), round_number, {"item": item})


def on_any_acquire(players: tuple[Player, ...], item: str) -> tuple[Player, ...]:
    """Every player after the cards' effects of someone acquiring ``item`` (a major's key or
    a card id)."""
    if not any(p.played for p in players):
        return players
    return tuple(_run(p, active(p, "any_acquire", None), 0, {"item": item}) if p.played else p for p in players)


def on_stable(me: Player, round_number: int) -> Player:
    """The player after the cards' effects of building a stable (already on the board)."""
    if not me.played:
        return me
    return _run(me, active(me, "stable", round_number), round_number, {})


def on_growth(me: Player, round_number: int) -> Player:
    """The player after the cards' effects of a family growth (the newborn already counted);
    a growth made while a ``no_room_needed`` card holds uses that card up (whether a room was free or not)."""
    if not me.played:
        return me
    for card_id in dict.fromkeys(e.card for e in _rooms_not_needed(me)):
        me = used_once(me, card_id)
    return _run(me, active(me, "growth", round_number), round_number, {})


def _rooms_not_needed(me: Player) -> list[Effect]:
    return [e for e in active(me, "always", None) if e.do == "no_room_needed" and times_used(me, e.card) == 0]


def grows_without_room(me: Player) -> bool:
    """Whether the player's next family growth needs no free room (a ``no_room_needed`` card,
    its condition holding, not yet used: Farm Steward)."""
    return bool(me.played) and bool(_rooms_not_needed(me))


def on_room(me: Player, round_number: int) -> Player:
    """The player after the cards' effects of building a room (the room already built)."""
    if not me.played:
        return me
    return _run(me, active(me, "room", round_number), round_number, {})


def on_fence(me: Player, before: FarmBoard, round_number: int) -> Player:
    """The player after the cards' effects of fencing a pasture (``before``: the farm before)."""
    if not me.played:
        return me
    return _run(me, active(me, "fence", round_number), round_number, {"before": before})


def on_fenced(me: Player, round_number: int) -> Player:
    """The player after the cards' gains for building fences in one action part (or fencing a
    card's pasture): once for all the pastures of it (Farmer)."""
    if not me.played:
        return me
    return _run(me, active(me, "fenced", round_number), round_number, {})


def fenced_parts(me: Player, round_number: int) -> tuple[str, ...]:
    """The action parts the player's cards add after building fences in one action part, each
    ``<part>:<card>`` (Stablehand: ``free_stable:E207``, a free stable to build at once)."""
    if not me.played:
        return ()
    return tuple(f"{e.part}:{e.card}" for e in active(me, "fenced", round_number) if e.do == "part")


def stable_exchanges(me: Player, round_number: int) -> tuple[Effect, ...]:
    """The exchanges the player's cards offer after it built a stable (Fence Overseer: 1 food for
    a pasture around it), those with uses left (``times``) that the player can pay."""
    if not me.played:
        return ()
    return tuple(e for e in active(me, "stable", round_number) if e.do == "exchange" and me.can_pay(e.give)
                 and (e.times is None or times_used(me, e.card) < e.times))


def stable_exchange(me: Player, card_id: str) -> Effect:
    """``card_id``'s exchange after building a stable."""
    return next(e for e in effects_of(card_id) if e.on == "stable" and e.do == "exchange")


def fenced_purchases(me: Player, before: FarmBoard, round_number: int) -> tuple[str, ...]:
    """The decisions ``use:<card>`` of the cards' purchases after fencing, offered only when a new
    pasture covers a space that was unused in the farm ``before`` (no stable, not fenced: Animal
    Breeder)."""
    if not me.played:
        return ()
    board = me.board
    fresh = board.enclosed & ~before.enclosed & ~board.stables
    if not fresh:
        return ()
    return tuple(dict.fromkeys(f"use:{e.card}" for e in active(me, "fenced", round_number) if e.do == "buy"))


def at_game_end(me: Player) -> Player:
    """The player after the cards' effects that come just before the final scoring."""
    if not me.played:
        return me
    return _run(me, active(me, "game_end", rules.ROUNDS), rules.ROUNDS, {})


def at_round_end(me: Player, round_number: int) -> Player:
    """The player after the cards' effects at the end of ``round_number``'s work phase."""
    if not me.played:
        return me
    return _run(me, active(me, "round_end", round_number), round_number, {})


def moves(card_id: str) -> Effect | None:
    """The move ``card_id`` offers once all people are placed (its ``move_person`` entry), if any."""
    return next((e for e in effects_of(card_id) if e.do == "move_person"), None)


def open_moves(me: Player, round_number: int) -> tuple[Effect, ...]:
    """The player's ``move_person`` cards whose condition holds in ``round_number``."""
    if not me.played:
        return ()
    return tuple(e for e in active(me, "all_placed", round_number) if e.do == "move_person")


def pairs(me: Player) -> tuple[Effect, ...]:
    """The player's ``pair`` cards: two people placed in a row, one on one of its ``spaces`` (Lasso)."""
    if not me.played:
        return ()
    return tuple(e for e in active(me, "always", None) if e.do == "pair")


def collections(players: tuple[Player, ...], space_ids: tuple[str, ...], occupied: tuple[int | None, ...],
                round_number: int) -> tuple[tuple[int, str], ...]:
    """(seat, space id) of the goods the players' cards take at returning home, in seat order:
    a ``collect`` card's owner with a person on one of its ``spaces`` takes all that lies on its
    ``take_from`` space (Net Fisherman: the Fishing food, after using a reed space)."""
    found = []
    for seat, p in enumerate(players):
        if p.played:
            mine = {space_id for space_id, who in zip(space_ids, occupied) if who == seat}
            found += [(seat, e.take_from) for e in active(p, "round_end", round_number)
                      if e.do == "collect" and mine & set(e.spaces) and e.take_from in space_ids]
    return tuple(found)


def at_field_phase(me: Player, round_number: int, before: Player | None = None,
                   table_animals: tuple[int, ...] | None = None) -> Player:
    """The player after the cards' field-phase income (after the crops are taken; ``before``:
    the player before they were; ``table_animals``: the sheep, boar and cattle on all the farms
    at the table)."""
    if not me.played:
        return me
    context: dict = {"before": before or me}
    if table_animals is not None:
        context["table_animals"] = table_animals
    found = (e for e in active(me, "field_phase", round_number) if not questions.asked(e))
    return _run(me, found, round_number, context)


def field_phase_asked(before: tuple[Player, ...], after: tuple[Player, ...], round_number: int) -> tuple[Ask, ...]:
    """The questions the players' field-phase cards put to them about the crops just taken from
    those cards (``before``, ``after``: the players around the field phase; Lettuce Patch)."""
    found = tuple((seat, e) for seat, p in enumerate(after) if p.played
                  for e in active(p, "field_phase", round_number) if questions.asked(e))
    return questions.field_phase_asks(before, after, found, round_number) if found else ()


def feeding_parts(me: Player, round_number: int) -> tuple[str, ...]:
    """The action parts the player's cards allow once in each feeding phase (Baker: bake)."""
    if not me.played:
        return ()
    return tuple(e.part for e in active(me, "feeding", round_number) if e.do == "part")


def at_feeding(me: Player, round_number: int) -> Player:
    """The player after the cards' income of the feeding phase (before it eats)."""
    if not me.played:
        return me
    return _run(me, active(me, "feeding", round_number), round_number, {})


def before_occupation(me: Player, round_number: int) -> Player:
    """The player about to pay for an occupation, after the cards' gains for playing one
    (they come before the price is paid: Patron)."""
    if not me.played:
        return me
    return _run(me, [e for e in active(me, "occupation", round_number) if e.do == "gain"], round_number, {})


def after_newborns(me: Player, born: Mapping[str, int], round_number: int) -> Player:
    """The player after the cards' effects once the breeding phase's newborns ``born`` arrived."""
    if not me.played:
        return me
    return _run(me, active(me, "newborns", round_number), round_number, {"born": born})


def on_bake(me: Player, round_number: int) -> Player:
    """The player after the cards' gains for baking bread (at least 1 grain baked)."""
    if not me.played:
        return me
    return _run(me, [e for e in active(me, "bake", round_number) if e.do == "gain"], round_number, {})


def on_any_bake(players: tuple[Player, ...], grain: int) -> tuple[Player, ...]:
    """Every player after the cards' effects of someone baking ``grain`` grain into bread."""
    if not any(p.played for p in players):
        return players
    return tuple(_run(p, active(p, "any_bake", None), 0, {"grain": grain}) if p.played else p for p in players)
def sown_extra(me: Player, crop: str, round_number: int) -> int:
    """How many more of ``crop`` the player's cards put on a field sown with it."""
    if not me.played:
        return 0
    return sum(e.goods.get(crop, 0) * times(me, e) for e in active(me, "sow", round_number) if e.do == "gain")


# The stacks of the fields on cards are cells after the farmyard's in ``Player.crops`` (so the
# field phase harvests them and the scorer counts their crops): card k of ``played`` owns
# cells FIRST_CARD_CELL + MAX_STACKS * k + (0 .. stacks - 1).
FIRST_CARD_CELL = rules.ROWS * rules.COLS


@lru_cache(maxsize=1024)
def _card_stacks(played: tuple[str, ...]) -> tuple[tuple[int, str, str], ...]:
    return tuple((FIRST_CARD_CELL + MAX_STACKS * k + n, card_id, e.crop)
                 for k, card_id in enumerate(played) for e in effects_of(card_id) if e.do == "field"
                 for n in range(e.stacks))


def card_stacks(me: Player) -> tuple[tuple[int, str, str], ...]:
    """(cell, card, crop) of every stack of the fields on the player's cards (``field``)."""
    return _card_stacks(me.played) if me.played else ()


def sowable_cards(me: Player) -> tuple[str, ...]:
    """The cards with a field the player can sow now: an empty stack, and its crop in the supply."""
    if not me.played:
        return ()
    sown = {cell for cell, _, _ in me.crops}
    found = []
    for cell, card_id, crop in card_stacks(me):
        if cell not in sown and getattr(me, crop) > 0 and card_id not in found:
            found.append(card_id)
    return tuple(found)


def sow_card(me: Player, card_id: str, round_number: int) -> tuple[Player, int]:
    """The player after sowing one empty stack of the field on ``card_id`` (one of its crop from
    the supply, as many as a field sown with it gets: wood as grain), and the stack's cell."""
    sown = {cell for cell, _, _ in me.crops}
    cell, crop = next((cell, crop) for cell, c, crop in card_stacks(me) if c == card_id and cell not in sown)
    count = rules.SOWING.get(crop, rules.SOWING["grain"]) + sown_extra(me, crop, round_number)
    return me.replace(crops=tuple(sorted(me.crops + ((cell, crop, count),))), **{crop: getattr(me, crop) - 1}), cell


def others_allow(me: Player, others: tuple[Player, ...], card_id: str) -> bool:
    """Whether the card's own prerequisites hold (beyond the catalogue's): for ``others``,
    the condition holds for at least one of the ``others`` players (solo: for the player)."""
    for effect in effects_of(card_id):
        if effect.on == "prerequisite" and not any(holds(p, effect.when, None) for p in others or (me,)):
            return False
    return True


@lru_cache(maxsize=1024)
def priced_items(played: tuple[str, ...]) -> frozenset[str]:
    """Every item (name of :func:`categories`) whose price the cards ``played`` may change."""
    return frozenset(item for c in played for e in effects_of(c) if e.on == "pay" for item in e.items)


@lru_cache(maxsize=1024)
def categories(item: str) -> frozenset[str]:
    """Every name an item paid for goes by: itself, and ``improvement`` plus ``major`` or
    ``minor`` for an improvement, ``occupation`` for an occupation."""
    from ..cards.catalogue import find

    names = {item}
    if item in rules.MAJORS:
        names |= {"major", "improvement"}
    else:
        found = find(item)
        if found is not None and found.id == item:
            names |= {"occupation"} if found.type == "occupation" else {"minor", "improvement"}
    return frozenset(names)


def price(me: Player, item: str, base: Mapping[str, int]) -> Mapping[str, int]:
    """What the player pays for ``item`` (``room``, ``renovation``, ``stable``, ``fence``, a
    major key or a card id) whose printed price is ``base``: a ``price`` card's price may
    replace it (one at a time), a ``substitute`` may pay some of one good with another, then
    every ``discount`` takes its goods off (never below 0), then each ``swap`` pays its ``more``
    for its ``less`` (when the price asks all of it and the player can pay the result).  Of all
    these ways, the cheapest the player can pay applies (the cheapest of all when none can be paid)."""
    if not me.played:
        return base
    names = categories(item)
    if not names & priced_items(me.played):
        return base
    effects = [e for e in active(me, "pay", None) if names & set(e.items)
               and (e.times is None or times_used(me, e.card) < e.times)]
    material = me.house
    if item == "renovation":  # the material the renovation's printed price asks (Conservator: beyond the next)
        material = next((m for m in ("stone", "clay") if m in base), rules.RENOVATION.get(me.house, me.house))
    replacements = [_material(e.price, material) for e in effects if e.do == "price"]
    substitutes = [e for e in effects if e.do == "substitute"]
    swaps = [(_material(e.less, material), _material(e.more, material)) for e in effects if e.do == "swap"]
    if not replacements and not substitutes and not swaps and not any(e.one_of or e.most for e in effects):
        return _discounted(base, effects, material)[0]
    prices = [d for r in (*replacements, dict(base)) for p in _substituted(r, substitutes)
              for d in _discounted(p, effects, material)]
    if swaps:
        prices = [{g: n for g, n in _swapped(me, p, swaps).items() if n} for p in prices]
    prices.sort(key=lambda p: (sum(p.values()), sorted(p.items())))
    return next((p for p in prices if me.can_pay(p)), prices[0])


def paid(me: Player, item: str, base: Mapping[str, int] | None = None) -> Player:
    """The player after paying for ``item`` of printed price ``base``: each card whose price for
    it is limited (``times``) and still applies has been used once more (Sawhorse: the next
    stable); a limited discount only when ``base`` asks some of its goods (Wood Carver: a price
    without wood leaves the round's wood off for later)."""
    if not me.played:
        return me
    names = categories(item)
    for e in tuple(active(me, "pay", None)):
        if e.times is not None and names & set(e.items) and times_used(me, e.card) < e.times:
            if base is not None and e.do == "discount" and not any(
                    base.get(g, 0) for g in _material(e.less, me.house)):
                continue
            me = used_once(me, e.card)
    return me


def fence_wood(me: Player, built: int, new: int) -> int:
    """The wood ``new`` more fences cost, ``built`` fences of the same action being built already
    (on the board): 1 each, but for the cards' free fences, a fence whose number among the
    player's 15 is one of ``numbers`` first (Sawhorse), then up to ``per_action`` of the action's
    fences after its first (Hedge Keeper: ruling, the Sawhorse's go first)."""
    frees = [e for e in active(me, "pay", None) if e.do == "free_fences"] if me.played else []
    if not frees:
        return new
    numbers = {n for e in frees for n in e.numbers}
    per_action = sum(e.per_action for e in frees)
    first = me.board.fence_count - built  # the fences on the board before this action

    def wood(k: int) -> int:  # the wood of the action's first k fences
        paid_for = spare = 0
        for i in range(1, k + 1):
            if first + i in numbers:
                continue
            if i > 1 and spare < per_action:
                spare += 1
                continue
            paid_for += 1
        return paid_for

    return wood(built + new) - wood(built)


def _substituted(paid: Mapping[str, int], substitutes: list[Effect]) -> list[dict[str, int]]:
    """``paid`` and every way the ``substitute`` effects can change it (each up to its ``most``)."""
    found = [dict(paid)]
    for e in substitutes:
        found = [{**p, e.replace: p[e.replace] - k, e.by: p.get(e.by, 0) + k}
                 for p in found for k in range(min(e.most, p.get(e.replace, 0)) + 1)]
    return found


def _discounted(base: Mapping[str, int], effects: list[Effect], material: str) -> list[dict[str, int]]:
    """``base`` after the discounts: each ``one_of`` discount takes off one of its goods, each
    with ``most`` that many units of its goods in all (every way of choosing), the others all of theirs."""
    found = [dict(base)]
    for effect in effects:
        if effect.do == "discount":
            less = _material(effect.less, material)
            if effect.most:
                choices = _up_to({good: n for good, n in less.items() if good in found[0]}, effect.most)
            else:
                choices = [{good: n} for good, n in less.items() if good in found[0]] if effect.one_of else [less]
            found = [_less(p, c) for p in found for c in choices] or found
    return [{good: n for good, n in p.items() if n} for p in found]


def _up_to(less: Mapping[str, int], most: int) -> list[dict[str, int]]:
    """Every way of taking ``most`` units (or all there are) of the goods ``less`` (each up to its count)."""
    found: list[dict[str, int]] = [{}]
    for good, n in less.items():
        found = [{**way, good: k} for way in found for k in range(min(n, most - sum(way.values())) + 1)]
    full = max(sum(way.values()) for way in found)
    return [way for way in found if sum(way.values()) == full]


def _less(paid: Mapping[str, int], less: Mapping[str, int]) -> dict[str, int]:
    return {good: max(0, n - less.get(good, 0)) for good, n in paid.items()}


def _swapped(me: Player, paid: dict[str, int],
             swaps: Sequence[tuple[Mapping[str, int], Mapping[str, int]]]) -> dict[str, int]:
    """``paid`` after the cards' optional swaps (``less`` paid as ``more``): the most of them
    (in card order) whose result the player can pay, each only while the price asks all of
    its ``less``; ``paid`` itself when no such result can be paid."""
    from itertools import combinations

    for k in range(len(swaps), 0, -1):
        for chosen in combinations(swaps, k):
            new = dict(paid)
            for less, more in chosen:
                if any(new.get(good, 0) < n for good, n in less.items()):
                    break
                new = {good: new.get(good, 0) - less.get(good, 0) + more.get(good, 0) for good in {*new, *more}}
            else:
                if me.can_pay({good: n for good, n in new.items() if n}):
                    return new
    return paid


def _material(goods: Mapping[str, int], material: str) -> dict[str, int]:
    return {(material if good == MATERIAL else good): n for good, n in goods.items()}


MOMENT_OF_CONVERSION = {"any_time": "any_time", "harvest": "harvest", "feeding": "harvest", "bake": "bake"}


def card_conversions(me: Player) -> tuple[conversions.Conversion, ...]:
    """The conversions to food of the player's cards in play, as entries of
    :mod:`..conversions` (its extension point): a feeding-phase conversion is one of the
    harvest's, ``limit`` units per harvest; a baking card bakes ``limit`` grain (None: any);
    a conversion with a condition only while it holds (Meat Seller: an oven)."""
    if not me.played:
        return ()
    closed = tuple((c, n) for c in me.played for n, e in enumerate(effects_of(c))
                   if e.do == "convert" and e.when is not ALWAYS and not holds(me, e.when, None))
    return _card_conversions(me.played, me.majors, closed)


@lru_cache(maxsize=1024)
def _card_conversions(played: tuple[str, ...], majors: tuple[str, ...],
                      closed: tuple[tuple[str, int], ...] = ()) -> tuple[conversions.Conversion, ...]:
    found = []
    for card_id in played:
        for n, e in enumerate(effects_of(card_id)):
            if e.do == "convert" and (card_id, n) not in closed:
                (good, units), = e.give.items()
                food = e.get["food"]
                if e.using:  # more food when converting with those majors: only while owning one
                    rates = [rules.MAJORS[COPY_KEY[c]].cooking.get(good, 0) for c in majors if COPY_KEY[c] in e.using]
                    if not any(rates):
                        continue
                    food += max(rates)
                found.append(conversions.Conversion(card_id, good, food, MOMENT_OF_CONVERSION[e.on], e.limit))
    return tuple(found)


def lodgers(me: Player) -> int:
    """The people living on the player's ``lodger`` cards (Reed Hut): they work and eat as people
    but are not of the family (never scored, never counted for a growth); each needs one of the
    player's unused people tokens, so a family of 5 has none (the last growth moved it in)."""
    if not me.played:
        return 0
    found = sum(e.do == "lodger" for c in me.played for e in effects_of(c))
    return min(found, max(0, rules.MAX_PEOPLE - me.people))


def food_needed(me: Player, per_person: int, per_newborn: int) -> int:
    """The food the player's people eat at a feeding: ``per_person`` each, newborns
    ``per_newborn``; with a ``ration`` card only its ``full`` people eat ``per_person``, the
    others as much as a newborn (Cook); the people living on cards (:func:`lodgers`) eat as adults."""
    adults = me.people - me.newborns + lodgers(me)
    if me.played:
        rations = [e.full for c in me.played for e in effects_of(c) if e.do == "ration"]
        if rations:
            full = min(adults, min(rations))
            return per_person * full + per_newborn * (me.people + lodgers(me) - full)
    return per_person * adults + per_newborn * me.newborns
def majors_as_minors(me: Player) -> frozenset[str]:
    """The majors (keys) the player's cards let it build as a minor improvement too (Well Builder)."""
    if not me.played:
        return frozenset()
    return frozenset(item for c in me.played for e in effects_of(c)
                     if e.do == "as_minor" and holds(me, e.when, None) for item in e.items)


def any_time_parts(me: Player, round_number: int) -> tuple[Effect, ...]:
    """The cards' action parts the player may carry out now, at any time (``any_time`` parts
    whose condition holds and whose ``times`` per game are not all used), and while it has
    placed no person yet in ``round_number``, the ``before_placing`` parts not used this round
    (:func:`used_in_round`)."""
    if not me.played:
        return ()
    found = tuple(e for e in active(me, "any_time", None)
                  if e.do == "part" and (e.times is None or times_used(me, e.card) < e.times))
    if me.workers == me.people:
        found += tuple(e for e in active(me, "before_placing", round_number)
                       if e.do == "part" and times_used(me, e.card) != round_number)
    return found


def used_in_round(me: Player, card_id: str, round_number: int) -> Player:
    """The player having used ``card_id``'s once-a-round part in ``round_number`` (its count in
    ``Player.used`` is that round)."""
    used = dict(me.used)
    used[card_id] = round_number
    return me.replace(used=tuple(sorted(used.items())))


def renovations(me: Player) -> tuple[str, ...]:
    """The houses a Renovate action may take the player's house to: the next one, then
    those the cards reach straight (``renovate_to``: the wooden hut to a stone house)."""
    found: tuple[str, ...] = (rules.RENOVATION[me.house],) if me.house in rules.RENOVATION else ()
    if me.played:
        found += tuple(e.house for e in active(me, "always", None) if e.do == "renovate_to")
    return tuple(dict.fromkeys(found))


def renovating_card(me: Player, house: str) -> str:
    """The player's card in play that lets a Renovate action reach ``house`` straight
    (``renovate_to``), or "" when none does."""
    return next((e.card for e in active(me, "always", None) if e.do == "renovate_to" and e.house == house), "") \
        if me.played else ""


def renovates_to(card_id: str) -> str:
    """The house ``card_id`` lets a Renovate action reach straight (``renovate_to``), or ""."""
    return next((e.house for e in effects_of(card_id) if e.do == "renovate_to"), "")


def housing_cards(me: Player) -> tuple[str, ...]:
    """The player's cards in play that change where animals live (``card-effects.json``)."""
    return tuple(c for c in me.played for e in effects_of(c) if e.do == "housing")


def parts_on_space(me: Player, space_id: str, round_number: int,
                   taken: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """The action parts the player's cards add to the action of ``space_id`` (after its own):
    a card's choice or exchange there is the part ``use:<card>`` (a purchase leaving goods ``back``
    on the space only when the space held them: ``taken``)."""
    if not me.played:
        return ()
    taken = taken or {}
    found = tuple((e.part if e.times is None else f"{e.part}:{e.card}") if e.do == "part" else f"use:{e.card}"
                  for e in active(me, "space", round_number)
                  if e.do in ("part", "choose", "exchange", "buy") and space_id in e.spaces and not e.before
                  and not (e.back and any(taken.get(g, 0) < n for g, n in e.give.items()))
                  and (e.times is None or times_used(me, e.card) < e.times))
    return tuple(dict.fromkeys(found))  # a card's purchases on a space are one decision


def parts_before_space(me: Player, space_id: str, round_number: int) -> tuple[str, ...]:
    """The cards' choices that come before the action of ``space_id`` (``choose`` with ``before``:
    Serf's grain, or a grain swapped for a vegetable to sow in the action), as ``use:<card>``."""
    if not me.played:
        return ()
    return tuple(f"use:{e.card}" for e in active(me, "space", round_number)
                 if e.do == "choose" and e.before and space_id in e.spaces)


def ploughs(players: tuple[Player, ...], seat: int, space_id: str,
            round_number: int) -> tuple[tuple[str, int, Effect], ...]:
    """(card, owner's seat, effect) of the ploughs ``seat`` may use on ``space_id`` now (one per
    use of the space, instead of its single field): its own with uses left, and another player's
    that takes a ``fee`` (once per game for each other player, when it can pay the fee)."""
    if not any(p.played for p in players):
        return ()
    me = players[seat]
    found = []
    for owner, p in enumerate(players):
        for e in (e for e in active(p, "space", round_number) if e.do == "plough" and space_id in e.spaces):
            if owner == seat and times_used(me, e.card) < cast(int, e.times):  # a plough's uses are counted
                found.append((e.card, owner, e))
            elif owner != seat and e.fee and times_used(me, e.card) < 1 and me.can_pay(e.fee):
                found.append((e.card, owner, e))
    return tuple(found)


def times_used(me: Player, card_id: str) -> int:
    """How many times the player has used ``card_id``'s limited part."""
    return dict(me.used).get(card_id, 0)


def used_once(me: Player, card_id: str) -> Player:
    """The player having used ``card_id``'s limited part once more."""
    used = dict(me.used)
    used[card_id] = used.get(card_id, 0) + 1
    return me.replace(used=tuple(sorted(used.items())))


def remember(me: Player, key: str, value: int) -> Player:
    """The player with ``value`` remembered under ``key`` in ``Player.used`` (0: forgotten)."""
    used = {k: n for k, n in me.used if k != key}
    if value:
        used[key] = value
    return me.replace(used=tuple(sorted(used.items())))


def parts_after_playing(me: Player, card_id: str, round_number: int, minor_part_of: str = "",
                        occupation_part_of: str = "", others: tuple[Player, ...] = ()) -> tuple[str, ...]:
    """The action parts that follow playing ``card_id``: its own (:func:`parts_on_play`, those
    whose condition holds: Ox Team plows by the rounds left; a part with ``each`` once for each
    of that count at the table, ``others`` being the other players: Yoke), then for an occupation
    those the player's cards add to playing one (Bread Paddle: bake; those naming ``spaces`` only
    after one played in the own occupation part of the space ``occupation_part_of``: Writing Desk,
    whose part is ``occupation:<card>``, priced by :func:`added_part_price`), for a minor played in
    the own minor or improvement part of the space ``minor_part_of`` those they add there
    (Businessman: an improvement after the Starting player's minor)."""
    from ..cards.catalogue import card

    parts = tuple(part for e in effects_of(card_id)
                  if e.on == "play" and e.do == "part" and holds(me, e.when, round_number)
                  for part in (e.part,) * (sum(count(p, e.each) for p in (me, *others)) if e.each else 1))
    if card(card_id).type == "occupation" and me.played:
        parts += tuple(f"{e.part}:{e.card}" if e.price else e.part for e in active(me, "occupation", round_number)
                       if e.do == "part" and (not e.spaces or occupation_part_of in e.spaces))
    elif minor_part_of and me.played:
        parts += tuple(e.part for e in active(me, "minor", round_number) if minor_part_of in e.spaces)
    return parts


def spaces_on_play(card_id: str) -> tuple[tuple[str, int], ...]:
    """The action spaces ``card_id`` brings to the board when played (``action_space``: the
    space with the card's id), each with the goods put on it at once."""
    return tuple((card_id, sum(e.goods.values())) for e in effects_of(card_id) if e.do == "action_space")


def added_part_price(card_id: str) -> Mapping[str, int]:
    """What an occupation played in the part ``card_id`` added costs instead of the space's
    food (Writing Desk: 2 food; Scholar: 1 food)."""
    return next((e.price for e in effects_of(card_id) if e.do == "part" and e.price), {})


def random_occupations(me: Player, round_number: int) -> tuple[tuple[str, Mapping[str, int]], ...]:
    """The player's cards that may have an occupation drawn at random from its hand instead of
    chosen (``random_occupation``), each with the goods received before paying it (Perpetual
    Student)."""
    if not me.played:
        return ()
    return tuple((e.card, e.goods) for e in active(me, "occupation", round_number) if e.do == "random_occupation")


def redraw_on_play(card_id: str) -> int:
    """How many new minor improvements playing ``card_id`` draws, its hand's left ones discarded
    (``redraw``; 0: none)."""
    return sum(e.draw for e in effects_of(card_id) if e.do == "redraw")


def parts_on_play(card_id: str) -> tuple[str, ...]:
    """The action parts (:data:`.vocabulary.PARTS`) the player carries out on playing ``card_id``."""
    return tuple(e.part for e in effects_of(card_id) if e.on == "play" and e.do == "part")


def foresees(me: Player, round_number: int) -> bool:
    """Whether the player's cards reveal the round spaces still to come to it in ``round_number``
    (``foresee``: it may use them at once; the others wait for their rounds)."""
    return bool(me.played) and any(e.do == "foresee" and round_number >= e.first_round
                                   for e in active(me, "always", None))


def shares(me: Player, space_id: str, round_number: int) -> bool:
    """Whether the player's cards let a person go to ``space_id`` though another player's
    person is already there (``share``; never a space of its own people)."""
    return bool(me.played) and any(e.do == "share" and space_id in e.spaces
                                   for e in active(me, "space", round_number))


# ---------------------------------------------------------------- the whole table


def _clockwise(players: tuple[Player, ...], seat: int) -> Iterable[int]:
    """The other seats, clockwise from ``seat``'s left."""
    return ((seat + k) % len(players) for k in range(1, len(players)))


def deal(players: tuple[Player, ...], owner: int, actor: int, effect: Effect) -> tuple[Player, ...]:
    """The table after ``owner``'s ``deal`` card gave ``actor`` its ``give`` for its ``get``
    (``actor`` also getting ``bonus`` from the supply) when both hold the goods: a levy (no
    ``give``: Spinney), which the actor cannot refuse; a purchase with a price is asked of its
    owner instead (:func:`takers_asked`)."""
    me, other = players[owner], players[actor]
    if owner == actor or not (me.can_pay(effect.give) and other.can_pay(effect.get)):
        return players
    changed = list(players)
    changed[owner] = me.pay(effect.give).gain(effect.get)
    changed[actor] = other.pay(effect.get).gain(effect.give).gain(effect.bonus)
    return tuple(changed)


def _react(players: tuple[Player, ...], owner: int, effect: Effect, round_number: int,
           context: Mapping) -> tuple[Player, ...]:
    if effect.do == "deal":
        return deal(players, owner, context["actor"], effect)
    if effect.do == "gain":
        return players[:owner] + (_apply(players[owner], effect, round_number, context),) + players[owner + 1:]
    return TABLE[effect.name](players, owner, effect, round_number, context)


def _takers_heard(players: tuple[Player, ...], seat: int, taken: Mapping[str, int], space_id: str,
                  round_number: int, first: frozenset[str]) -> list[tuple[int, Effect]]:
    """The other players' cards of the moment ``other_take`` that answer ``seat``'s taking, as
    (owner, effect), clockwise from ``seat``'s left."""
    kinds = {good for good, n in taken.items() if n}
    return [(owner, e) for owner in _clockwise(players, seat) if players[owner].played
            for e in active(players[owner], "other_take", round_number)
            if kinds & set(e.good) and (not e.spaces or space_id in e.spaces)
            and (not e.first or first & set(e.good))]


def on_other_take(players: tuple[Player, ...], seat: int, taken: Mapping[str, int], space_id: str,
                  round_number: int, first: frozenset[str] = frozenset()) -> tuple[Player, ...]:
    """The table after ``seat`` has taken ``taken`` from ``space_id`` with a person: the other
    players' cards of the moment ``other_take`` that need no answer of their owner (a levy: a
    ``deal`` giving nothing back; a ``table`` special), clockwise from ``seat``'s left (``first``:
    the goods the space gave that no space used before in the round gave).  The purchases and
    the asked table specials are their owners' questions (:func:`takers_asked`), asked after the
    levies (Spinney before Wood Buyer)."""
    context = {"actor": seat, "taken": taken, "space": space_id}
    for owner, effect in _takers_heard(players, seat, taken, space_id, round_number, first):
        if not (effect.do == "deal" and effect.give) and not questions.asked(effect):
            players = _react(players, owner, effect, round_number, context)
    return players


def takers_asked(players: tuple[Player, ...], seat: int, taken: Mapping[str, int], space_id: str,
                 round_number: int, first: frozenset[str] = frozenset()) -> tuple[Ask, ...]:
    """The questions the other players' cards put to their owners after ``seat`` took ``taken``
    from ``space_id`` (a purchase, a ``deal`` with a price: Wood Buyer; an asked table special:
    Puppeteer), clockwise from ``seat``'s left."""
    found = _takers_heard(players, seat, taken, space_id, round_number, first)
    return questions.takers_asked(players, seat, found, round_number, taken)


def others_answer(players: tuple[Player, ...], seat: int, moment: str, round_number: int) -> tuple[Player, ...]:
    """The table after ``seat`` did what ``moment`` names (``other_cook``: turned animals into
    food, ``other_bake``: baked bread, ``other_occupation``: played an occupation, ``other_plow``:
    plowed with a card's plow): the other players' cards of that moment, clockwise from ``seat``'s left."""
    context = {"actor": seat}
    when = None if moment in TIMELESS else round_number
    for owner in _clockwise(players, seat):
        for effect in tuple(active(players[owner], moment, when)) if players[owner].played else ():
            if not questions.asked(effect):
                players = _react(players, owner, effect, round_number, context)
    return players


def others_asked(players: tuple[Player, ...], seat: int, moment: str, round_number: int) -> tuple[Ask, ...]:
    """The questions the other players' cards of ``moment`` put to their owners after ``seat`` did
    what it names (Master Baker: bake too, or not), clockwise from ``seat``'s left."""
    when = None if moment in TIMELESS else round_number
    return tuple(ask for owner in _clockwise(players, seat) if players[owner].played
                 for ask in questions.table_asks(players, owner, seat, active(players[owner], moment, when),
                                                 round_number))


def own_asked(players: tuple[Player, ...], seat: int, moment: str, round_number: int,
              context: Mapping) -> tuple[Ask, ...]:
    """The questions ``seat``'s own asked table specials of ``moment`` put to it (with ``spaces``, only on
    those: ``context["space"]``; Fisherman: take the food again), about what it took (``context["taken"]``)."""
    if not players[seat].played:
        return ()
    found = (e for e in active(players[seat], moment, round_number)
             if not e.spaces or context.get("space") in e.spaces)
    return questions.table_asks(players, seat, seat, found, round_number, context.get("taken"))


def at_table(players: tuple[Player, ...], moment: str, round_number: int, context: Mapping | None = None,
             owners: Iterable[int] | None = None) -> tuple[Player, ...]:
    """The table after the ``table`` specials of ``moment`` of the players (of ``owners`` only,
    when given; with ``spaces``, only on those: ``context["space"]``), seat by seat: each hears
    the whole table and changes any player (those asked of their owner: :func:`own_asked`)."""
    if not any(p.played for p in players):
        return players
    for owner in range(len(players)) if owners is None else owners:
        for effect in tuple(active(players[owner], moment, round_number)) if players[owner].played else ():
            if effect.do == "table" and not questions.asked(effect) \
                    and (not effect.spaces or (context or {}).get("space") in effect.spaces):
                players = TABLE[effect.name](players, owner, effect, round_number, context or {})
    return players


def feeding_queue(players: tuple[Player, ...], queue: tuple[int, ...]) -> tuple[int, ...]:
    """The order of the feeding phase: ``queue`` (from the starting player), the players with a
    ``feed_last`` card moved to its end in their order (ruling: several feed in turn order)."""
    if not any(p.played for p in players):
        return queue
    last = tuple(seat for seat in queue
                 if any(e.do == "feed_last" for c in players[seat].played for e in effects_of(c)))
    return tuple(seat for seat in queue if seat not in last) + last


def first_to_place(players: tuple[Player, ...], start_player: int,
                   round_number: int) -> tuple[tuple[Player, ...], int]:
    """The table and the seat placing the round's first person: the first player clockwise after
    the starting player with a ``place_first`` card who can pay the starting player its ``give``
    (it always does), else the starting player."""
    for seat in _clockwise(players, start_player):
        me = players[seat]
        for effect in tuple(active(me, "round_start", round_number)) if me.played else ():
            if effect.do == "place_first" and me.can_pay(effect.give):
                changed = list(players)
                changed[seat] = me.pay(effect.give)
                changed[start_player] = players[start_player].gain(effect.give)
                return tuple(changed), seat
    return players, start_player
