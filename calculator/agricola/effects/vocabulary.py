"""The card effect vocabulary: every entry of ``data/card-play/*.json`` read into an
:class:`Effect` (a moment, a condition, what happens), or refused naming the card.

An entry is a JSON object: ``on`` (the moment, :data:`MOMENTS`), an optional
``if`` (a :class:`Condition`), ``do`` (the kind, :data:`KINDS`) and the fields
that kind takes.  docs/card-effects.md describes each kind with an example.

>>> effect = parse_effect("E35", {"on": "space", "spaces": ["grain"], "do": "gain", "goods": {"grain": 1}})
>>> effect.on, effect.do, dict(effect.goods)
('space', 'gain', {'grain': 1})
>>> parse_effect("E35", {"on": "space", "do": "teleport"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
calculator.agricola.effects.vocabulary.VocabularyError: card E35: unknown effect kind 'teleport' (known: ...)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import cast

from .. import rules

# When an effect happens.
MOMENTS = MappingProxyType({
    "play": "when the card is played",
    "space": "when the player uses one of the named action spaces with a person",
    "other_space": "when another player uses one of the named action spaces with a person",
    "major_built": "when any player (the owner too) builds one of the named majors",
    "take": "when the player takes a named good from an action space with a person",
    "other_take": "when another player takes a named good from an action space with a person (the owner may "
                  "trade with them)",
    "round_start": "at the start of each round (the condition may name the rounds)",
    "before_placing": "once each round, while the player has placed no person yet (offered beside the spaces)",
    "work_start": "at the start of each round's work phase, the round's goods on the spaces (card game)",
    "all_placed": "once every player has placed all their people, before they return home",
    "round_end": "at the end of each round's work phase (before a harvest)",
    "field_phase": "in the field phase of each harvest",
    "feeding": "in the feeding phase of each harvest",
    "harvest": "once in each harvest (field phase to breeding)",
    "craft": "when the player uses the once-per-harvest conversion of one of the named items (majors or cards)",
    "newborns": "after the newborn animals of a harvest's breeding phase arrive",
    "bake": "whenever the player bakes bread",
    "any_bake": "whenever any player (the owner too) bakes bread (context: the grain baked)",
    "other_bake": "whenever another player bakes bread",
    "occupation": "whenever the player plays an occupation (gains before paying it, parts after; with 'spaces': "
                  "parts only after one played in the own occupation part of those spaces)",
    "other_occupation": "whenever another player plays an occupation",
    "minor": "whenever the player plays a minor improvement in the own minor part of one of the named spaces",
    "cook_animal": "when the player first turns an animal into food in a feeding phase (once per harvest)",
    "other_cook": "when another player turns one or more animals into food",
    "converted": "whenever the player turns goods into food, at any moment (context: the good, units, the source)",
    "renovate": "when the player has renovated (the condition's house is the new one)",
    "stable": "when the player has built a stable (the count of stables includes it)",
    "acquire": "when the player has acquired a major improvement or played a card (after paying it)",
    "any_acquire": "when any player (the owner too) has acquired a major improvement or played a card",
    "sow": "whenever the player sows: a gain lies on each field sown with that crop (extra crops); a special "
           "hears the cells sown in one action part",
    "growth": "when the player's family has grown by a newborn (through any family growth)",
    "room": "when the player has built a room (the count of rooms includes it)",
    "other_sow": "when another player has sown one or more fields in one action part",
    "other_fence": "when another player has built fences in one action part",
    "other_growth": "when another player has had offspring",
    "fence": "when the player has fenced a pasture (the farm before it in the context)",
    "other_plow": "when another player uses a card's plough (its own, or another's for a fee) on a plowing space",
    "fenced": "when the player has built fences in one action part, or fenced a card's pasture (once for them all)",
    "game_end": "after the last harvest, just before the scoring",
    "pay": "when the player pays for one of the named items",
    "any_time": "at any time",
    "always": "while the card is in play",
    "end": "at the end of the game (points only, scored by the card scorer)",
    "prerequisite": "when the player would play the card (a condition to play it, beside the catalogue's)",
})

# What an effect does, and the fields each kind requires and allows.
KINDS = MappingProxyType({
    "gain": ({"goods"}, {"per", "table", "only", "others", "already"}),
    "choose": ({"options"}, {"before"}),
    "exchange": ({"give"}, {"get", "part", "points", "times"}),
    "action_space": (set(), {"goods"}),
    "schedule": ({"goods", "rounds"}, set()),
    "offer": ({"give", "rounds"}, {"goods", "part"}),
    "price": ({"items", "price"}, set()),
    "discount": ({"items", "less"}, {"one_of", "times", "most"}),
    "free_fences": ({"items"}, {"numbers", "per_action"}),
    "swap": ({"items", "less", "more"}, set()),
    "substitute": ({"items", "replace", "by", "most"}, set()),
    "convert": ({"give", "get"}, {"limit", "with"}),
    "trade": ({"options"}, {"limit", "have", "built"}),
    "pile": ({"pile"}, {"give"}),
    "housing": (set(), set()),
    "field": ({"crop", "stacks"}, set()),
    "ration": ({"full"}, set()),
    "no_room_needed": (set(), set()),
    "lodger": (set(), set()),
    "skip_harvest": (set(), set()),
    "points": (set(), set()),
    "part": ({"part"}, {"times", "each", "price"}),
    "plough": ({"fields", "times"}, {"fee"}),
    "special": ({"name"}, {"goods"}),
    "as_minor": ({"items"}, set()),
    "renovate_to": ({"house"}, set()),
    "redraw": ({"draw"}, set()),
    "random_occupation": ({"goods"}, set()),
    "buy": ({"get"}, {"give", "others", "back"}),
    "more": ({"give"}, set()),
    "spend": ({"options"}, set()),
    "toll": ({"goods"}, set()),
    "deal": ({"get"}, {"give", "bonus", "first"}),
    "table": ({"name"}, {"goods"}),
    "feed_last": (set(), set()),
    "place_first": ({"give"}, set()),
    "collect": ({"take_from"}, set()),
    "move_person": ({"to"}, set()),
    "pair": (set(), set()),
    "share": (set(), set()),
    "foresee": ({"from"}, set()),
    "move": ({"source", "targets"}, set()),
    "require": ({"if"}, set()),
    "others": (set(), set()),
    "lay_goods": ({"goods"}, set()),
    "deliver_fences": ({"rounds", "fences", "give"}, set()),
})
# The kinds each moment's hook carries out (any other pairing would do nothing: refused).
MOMENT_KINDS = MappingProxyType({
    "play": ("gain", "choose", "schedule", "offer", "action_space", "special", "part", "require", "redraw",
             "deliver_fences"),
    "space": ("gain", "choose", "exchange", "schedule", "special", "part", "buy", "share", "table", "plough"),
    "other_space": ("gain", "special", "toll"),
    "major_built": ("gain", "schedule"),
    "take": ("gain", "schedule", "special", "pile", "more", "spend"),
    "other_take": ("deal", "table"),
    "round_start": ("gain", "schedule", "special", "table", "place_first", "part", "exchange"),
    "work_start": ("move", "lay_goods"),
    "before_placing": ("part",),
    "all_placed": ("move_person",),
    "round_end": ("gain", "schedule", "special", "collect"),
    "field_phase": ("gain", "schedule", "special", "table"),
    "feeding": ("gain", "schedule", "special", "convert", "part", "table", "trade"),
    "harvest": ("convert", "skip_harvest"),
    "craft": ("gain", "trade"),
    "newborns": ("special",),
    "bake": ("gain", "convert"),
    "any_bake": ("special",),
    "other_bake": ("table",),
    "renovate": ("gain", "schedule", "special"),
    "stable": ("gain", "schedule", "special", "exchange"),
    "acquire": ("special",),
    "any_acquire": ("special",),
    "sow": ("gain", "special"),
    "other_sow": ("gain", "special"),
    "other_fence": ("gain", "special"),
    "other_growth": ("gain", "special"),
    "growth": ("special",),
    "room": ("gain", "special"),
    "occupation": ("gain", "part", "random_occupation"),
    "other_occupation": ("table",),
    "minor": ("part",),
    "pay": ("price", "discount", "swap", "substitute", "free_fences"),
    "cook_animal": ("gain",),
    "other_cook": ("gain",),
    "converted": ("special",),
    "fence": ("gain", "special"),
    "other_plow": ("table",),
    "fenced": ("gain", "special", "part", "buy"),
    "game_end": ("gain", "special"),
    "any_time": ("convert", "trade", "pile", "part"),
    "always": ("housing", "field", "ration", "as_minor", "foresee", "feed_last", "renovate_to", "no_room_needed", "lodger",
               "pair"),
    "end": ("points",),
    "prerequisite": ("others",),
})
COMMON = {"on", "do", "if", "spaces", "good", "items"}
SPACE_KINDS = ("collect", "move_person", "pair")  # kinds that name action spaces whatever their moment
GOODS = ("food", *rules.CROPS, *rules.MATERIALS, *rules.ANIMALS)
# Counts a condition, a ``per`` or a ``table`` may read (see .interpreter.count).
COUNTS = ("sheep", "boar", "cattle", "animals", "rooms", "fields", "pastures", "stables", "people",
          "occupations", "minors", "grain", "vegetables", "wood", "clay", "reed", "stone", "food", "ovens",
          "ploughs")
TIMELESS = ("pay", "any_time", "converted", "bake", "any_bake", "other_bake", "any_acquire", "always", "end",
            "prerequisite")  # moments whose conditions name no rounds
ROUND_FORMS = ("from", "to", "next", "every", "offsets", "list")
ITEMS = ("room", "renovation", "stable", "fence", "major", "minor", "improvement", "occupation")
PARTS = ("plow", "build", "room", "stable1", "bake", "sow", "fence", "renovate", "growth", "growth_any", "major",
         "minor", "improvement", "occupation", "occupation_or_improvement", "free_stable", "free_pasture",
         "fence_marker")
OFFER_PARTS = ("plow",)  # the parts an offer on a round space carries out without a decision
COUNTED_PARTS = ("plow",)  # the parts whose uses turns counts (a part with 'times')
BEFORE_PLACING_PARTS = ("occupation_or_improvement",)  # the parts a card offers once a round, before its first person
ANY_TIME_PARTS = ("room", "renovate")  # the parts a card lets the player carry out at any time (before placing a person)
FIELD_CROPS = (*rules.CROPS, "wood")  # what a field on a card may hold (wood: sown and harvested like grain)
MAX_STACKS = 3  # a field on a card holds at most this many stacks
MAX_OPTIONS = 3  # a choice offers at most this many options (action ids use:<card>:1..3)
MAX_TRADES = 12  # a trade offers at most this many exchanges (action ids use:<card>:1..12)
MATERIAL = "material"  # in a price: the building material of the player's house
GUEST = "guest"  # in a schedule: a guest placed like a person in that round (never fed, never scored)
NEWEST = "newest_round_card"  # in 'spaces': whichever space the current round's card opened
ROUND_START = "round_start"  # the space of the parts decided at a round's start (no action space)


class VocabularyError(ValueError):
    """A card-play entry that the vocabulary does not know, naming the card."""


def _frozen(mapping: Mapping | None = None) -> Mapping:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True)
class Condition:
    """When an effect applies: ``rounds`` (first, last), the ``house`` material (or one of
    ``houses``), counts the player must reach (``at_least``) or not exceed (``at_most``), and
    ``remembered``: the card has remembered a use (``Player.used``: Hut Builder played in time)."""

    rounds: tuple[int, int] | None = None
    house: str | None = None
    at_least: Mapping[str, int] = field(default_factory=_frozen)
    at_most: Mapping[str, int] = field(default_factory=_frozen)
    houses: tuple[str, ...] = ()
    remembered: bool = False


ALWAYS = Condition()


@dataclass(frozen=True)
class Effect:
    """One effect of one card (see the module docstring and docs/card-effects.md)."""

    card: str
    on: str
    do: str
    when: Condition = ALWAYS
    spaces: tuple[str, ...] = ()  # "space": the action spaces (ids of .spaces) that trigger it; "take": only those
    good: tuple[str, ...] = ()  # "take": the goods whose taking triggers it (any of them, once)
    goods: Mapping[str, int] = field(default_factory=_frozen)  # gain, schedule: what arrives
    per: Mapping | None = None  # gain: {"count": c, "every": n}: goods times count // n
    table: tuple[tuple[int, int], ...] = ()  # gain: (least count, times) steps, of the count ...
    table_count: str = ""  # ... named here
    only: bool = False  # take: only when the good is the only kind taken
    options: tuple[Mapping[str, int], ...] = ()  # choose: goods, one of them; trade: the exchanges
    have: bool = False  # trade: an exchange gets only goods the player already has
    built: tuple[str, ...] = ()  # trade: open once some player has built one of these majors or played these cards
    pile: tuple[str, ...] = ()  # pile: the goods lying on the card, the top one first
    rounds: Mapping = field(default_factory=_frozen)  # schedule: which round spaces
    items: tuple[str, ...] = ()  # price, discount: what is paid for (ITEMS or card ids / major keys);
    # as_minor: the majors the player may also build as a minor improvement
    # table: the cards a special names (Fisherman: the fishing cards whose owners are paid)
    price: Mapping[str, int] = field(default_factory=_frozen)  # price: the new price
    less: Mapping[str, int] = field(default_factory=_frozen)  # discount, swap: paid less
    one_of: bool = False  # discount: only one of the goods of ``less`` (the player's choice)
    # discount: at most this many units of the goods of ``less`` in all (the player's choice; 0: all of ``less``)
    more: Mapping[str, int] = field(default_factory=_frozen)  # swap: paid instead
    give: Mapping[str, int] = field(default_factory=_frozen)  # convert, exchange: from
    get: Mapping[str, int] = field(default_factory=_frozen)  # convert, exchange: to
    limit: int | None = None  # convert: times per moment (None: any number)
    using: tuple[str, ...] = ()  # convert "with": majors whose rate for the good gets ``get`` more
    others: Mapping[str, int] = field(default_factory=_frozen)  # buy, gain: what every other player gets
    to: tuple[str, ...] = ()  # move: the action spaces a person may move to
    take_from: str = ""  # collect: the action space whose goods the player takes at returning home
    already: bool = False  # major_built: also on playing the card, for each of the majors some player has built
    back: bool = False  # buy: the goods given are left on the space (only when it held that many)
    bonus: Mapping[str, int] = field(default_factory=_frozen)  # trade: what the other player gets from the supply
    first: bool = False  # trade: only when the good is taken for the first time in the round at the table
    before: bool = False  # choose on a space: the choice comes before the space's own action parts (Serf)
    part: str = ""  # part, exchange: the action part carried out
    points: bool = False  # exchange: one more use of the card's bonus points (counted in Player.used)
    first_round: int = 0  # foresee: from this round on, the rounds still to come are revealed to the player
    source: str = ""  # move: the space whose goods are moved ...
    targets: tuple[str, ...] = ()  # ... as evenly as may be onto these spaces
    times: int | None = None  # part on a space, plough: times per game (None: every time)
    each: str = ""  # part on play: once for each of this count at the whole table (Yoke: ploughs)
    fields: int = 0  # plough: how many more fields the space's plow may plough
    fee: Mapping[str, int] = field(default_factory=_frozen)  # plough: what another player pays to use it once
    numbers: tuple[int, ...] = ()  # free_fences: the player's fences (1st to 15th) that cost nothing
    per_action: int = 0  # free_fences: fences free in each action that builds fences, after its first
    replace: str = ""  # substitute: the good of the price that may be paid ...
    by: str = ""  # ... with as many of this good instead ...
    most: int = 0  # ... up to this many (discount: the units taken off in all)
    name: str = ""  # special: the named function of .specials
    full: int = 0  # ration: how many people eat a full ration at a feeding
    crop: str = ""  # field: what the card's stacks hold (FIELD_CROPS) ...
    stacks: int = 0  # ... and how many stacks it takes
    house: str = ""  # renovate_to: the house a Renovate action may take the player's house straight to
    draw: int = 0  # redraw: the minor improvements drawn anew (those left in hand are discarded)
    fences: int = 0  # deliver_fences: the most of the player's fences put on each of its round spaces


def _fail(card: str, message: str) -> VocabularyError:
    return VocabularyError(f"card {card}: {message}")


def _goods(card: str, raw: object, what: str, allow: tuple[str, ...] = GOODS) -> Mapping[str, int]:
    if not isinstance(raw, Mapping) or not raw:
        raise _fail(card, f"{what} must be a non-empty object of goods")
    for good, n in raw.items():
        if good not in allow:
            raise _fail(card, f"{what} names an unknown good {good!r}")
        if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
            raise _fail(card, f"{what}: {good} must be a positive whole number")
    return _frozen(raw)


def _option(card: str, raw: object) -> Mapping[str, int]:
    """An option of a choice: goods taken (positive counts) and goods paid for them (negative)."""
    if not isinstance(raw, Mapping) or not any(isinstance(n, int) and n > 0 for n in raw.values()):
        raise _fail(card, "an option must take some goods")
    taken = _goods(card, {g: n for g, n in raw.items() if not isinstance(n, int) or n >= 0}, "an option")
    paid = {g: n for g, n in raw.items() if isinstance(n, int) and not isinstance(n, bool) and n < 0}
    if paid:
        _goods(card, {g: -n for g, n in paid.items()}, "an option's cost")
    return _frozen({**taken, **paid})


def _count(card: str, name: object) -> str:
    if name not in COUNTS:
        raise _fail(card, f"unknown count {name!r} (known: {', '.join(COUNTS)})")
    return name


def _condition(card: str, raw: object) -> Condition:
    if raw is None:
        return ALWAYS
    if not isinstance(raw, Mapping) or set(raw) - {"rounds", "house", "houses", "at_least", "at_most", "remembered"}:
        raise _fail(card, "'if' takes rounds, house, houses, at_least, at_most and remembered")
    rounds = raw.get("rounds")
    if rounds is not None and not (isinstance(rounds, list) and len(rounds) == 2
                                   and 1 <= rounds[0] <= rounds[1] <= rules.ROUNDS):
        raise _fail(card, "'if.rounds' must be [first, last] within 1-14")
    house = raw.get("house")
    if house is not None and house not in rules.HOUSES:
        raise _fail(card, f"'if.house' must be one of {', '.join(rules.HOUSES)}")
    houses = raw.get("houses", [])
    if not isinstance(houses, list) or any(h not in rules.HOUSES for h in houses) or (houses and house is not None):
        raise _fail(card, f"'if.houses' lists houses of {', '.join(rules.HOUSES)} (not with 'if.house')")
    remembered = raw.get("remembered", False)
    if not isinstance(remembered, bool):
        raise _fail(card, "'if.remembered' is true or false")
    bounds = {}
    for key in ("at_least", "at_most"):
        value = raw.get(key, {})
        if not isinstance(value, Mapping):
            raise _fail(card, f"'if.{key}' must map counts to numbers")
        bounds[key] = _frozen({_count(card, c): int(n) for c, n in value.items()})
    return Condition(tuple(rounds) if rounds else None, house, bounds["at_least"], bounds["at_most"], tuple(houses),
                     remembered)


def _rounds(card: str, raw: object) -> Mapping:
    if not isinstance(raw, Mapping) or not raw or set(raw) - set(ROUND_FORMS):
        raise _fail(card, f"'rounds' takes {', '.join(ROUND_FORMS)}")
    if "every" in raw and raw["every"] not in ("even", "odd"):
        raise _fail(card, "'rounds.every' must be even or odd")
    return _frozen({k: tuple(v) if isinstance(v, list) else v for k, v in raw.items()})


def _items(card: str, raw: object) -> tuple[str, ...]:
    from ..cards.catalogue import find

    if not isinstance(raw, list) or not raw:
        raise _fail(card, "'items' must be a non-empty list")
    for item in raw:
        if item not in ITEMS and item not in rules.MAJORS and find(item) is None:
            raise _fail(card, f"unknown item {item!r} to pay for")
    return tuple(raw)


def parse_effect(card: str, raw: object) -> Effect:
    """One data entry of ``card`` as an :class:`Effect` (:class:`VocabularyError` naming the
    card and the fault otherwise)."""
    if not isinstance(raw, Mapping):
        raise _fail(card, "an effect must be an object")
    on, do = raw.get("on"), raw.get("do")
    if on not in MOMENTS:
        raise _fail(card, f"unknown moment {on!r} (known: {', '.join(MOMENTS)})")
    if do not in KINDS:
        raise _fail(card, f"unknown effect kind {do!r} (known: {', '.join(KINDS)})")
    kinds = MOMENT_KINDS[cast(str, on)]  # (a moment of MOMENTS)
    if do not in kinds:
        raise _fail(card, f"the moment {on!r} takes {', '.join(kinds)}, not {do!r}")
    required, allowed = KINDS[do]
    missing = required - set(raw)
    extra = set(raw) - required - allowed - COMMON
    if missing:
        raise _fail(card, f"{do} needs {', '.join(sorted(missing))}")
    if extra:
        raise _fail(card, f"{do} does not take {', '.join(sorted(extra))}")
    if (on in ("space", "other_space", "minor") or do in SPACE_KINDS) and "spaces" not in raw or (
            "spaces" in raw and on not in ("space", "other_space", "minor", "take", "other_take", "occupation")
            and do not in SPACE_KINDS):
        raise _fail(card, "'spaces' goes with the moments 'space', 'other_space' and 'minor' and the kinds "
                          f"{', '.join(SPACE_KINDS)} (and may narrow 'take', 'other_take' and 'occupation'), "
                          "and only there")
    if (on in ("take", "other_take")) != ("good" in raw):
        raise _fail(card, "'good' goes with the moments 'take' and 'other_take', and only there")
    named = [raw["good"]] if isinstance(raw.get("good"), str) else raw.get("good", [])
    if "good" in raw and (not named or any(g not in GOODS for g in named)):
        raise _fail(card, f"'good' names a good or a list of goods, not {raw['good']!r}")
    fields: dict = {"card": card, "on": on, "do": do, "when": _condition(card, raw.get("if"))}
    if on in TIMELESS and fields["when"].rounds is not None:
        raise _fail(card, f"the moment {on!r} takes no 'if.rounds'")
    if "spaces" in raw:
        from .. import spaces

        unknown = [s for s in raw["spaces"] if s not in spaces.SPACES and s != NEWEST]
        if unknown or not raw["spaces"]:
            raise _fail(card, f"unknown action spaces {unknown}")
        fields["spaces"] = tuple(raw["spaces"])
    if do in ("gain", "schedule") or "goods" in raw:
        fields["goods"] = _goods(card, raw["goods"], "goods", (*GOODS, GUEST) if do == "schedule" else GOODS)
    if "per" in raw:
        per = raw["per"]
        if not isinstance(per, Mapping) or set(per) != {"count", "every"} or per["every"] < 1:
            raise _fail(card, "'per' is {\"count\": ..., \"every\": n}")
        fields["per"] = _frozen({"count": _count(card, per["count"]), "every": per["every"]})
    if "table" in raw:
        table = raw["table"]
        if not isinstance(table, Mapping) or set(table) != {"count", "steps"}:
            raise _fail(card, "'table' is {\"count\": ..., \"steps\": [[least, times], ...]}")
        fields["table_count"] = _count(card, table["count"])
        fields["table"] = tuple(sorted((int(a), int(b)) for a, b in table["steps"]))
    if "good" in raw:
        fields["good"] = tuple(named)
        if raw.get("only") and len(named) != 1:
            raise _fail(card, "'only' goes with a single good")
    if "only" in raw:
        if on != "take":
            raise _fail(card, "'only' goes with the moment 'take'")
        fields["only"] = bool(raw["only"])
    if do == "choose":
        if on not in ("play", "space"):
            raise _fail(card, "a choice comes with the moment 'play' or 'space'")
        options = raw["options"]
        if not isinstance(options, list) or not 2 <= len(options) <= MAX_OPTIONS:
            raise _fail(card, f"'options' must list 2 to {MAX_OPTIONS} sets of goods")
        fields["options"] = tuple(_option(card, o) for o in options)
        if all(any(n < 0 for n in o.values()) for o in fields["options"]):
            raise _fail(card, "one option at least must cost nothing")
        if raw.get("before") and on != "space":
            raise _fail(card, "'before' goes with the moment 'space': the choice before the space's action")
        fields["before"] = bool(raw.get("before"))
    if do == "foresee":
        first = raw["from"]
        if not isinstance(first, int) or isinstance(first, bool) or not 1 <= first <= rules.ROUNDS:
            raise _fail(card, f"'from' must be a round, 1-{rules.ROUNDS}")
        fields["first_round"] = first
    if do == "move":
        from .. import spaces

        targets = raw["targets"]
        if raw["source"] not in spaces.SPACES or not isinstance(targets, list) or not targets \
                or any(t not in spaces.SPACES for t in targets) or raw["source"] in targets:
            raise _fail(card, "move takes the goods of one space ('source') onto other spaces ('targets')")
        fields |= {"source": raw["source"], "targets": tuple(targets)}
    if do == "action_space":
        from .. import spaces

        if card not in {space.id for space in spaces.CARD_SPACES}:
            raise _fail(card, "action_space needs the card's space in spaces.CARD_SPACES")
    if do in ("more", "spend") and on != "take":
        raise _fail(card, f"{do} goes with the moment 'take'")
    if do == "more":
        fields["give"] = _goods(card, raw["give"], "give")
    if do == "spend":
        options = raw["options"]
        if not isinstance(options, list) or not 1 <= len(options) <= MAX_TRADES:
            raise _fail(card, f"'options' of spend must list 1 to {MAX_TRADES} purchases")
        fields["options"] = tuple(_option(card, o) for o in options)
        if any(set(g for g, n in o.items() if n < 0) - set(named) for o in fields["options"]):
            raise _fail(card, "spend pays only with the goods taken ('good')")
    if do == "trade":
        options = raw["options"]
        if not isinstance(options, list) or not 1 <= len(options) <= MAX_TRADES:
            raise _fail(card, f"'options' of a trade must list 1 to {MAX_TRADES} exchanges")
        fields["options"] = tuple(_option(card, o) for o in options)
        if not all(any(n < 0 for n in o.values()) for o in fields["options"]):
            raise _fail(card, "each exchange of a trade gives some goods (negative counts)")
        fields["have"] = bool(raw.get("have", False))
        from ..cards.catalogue import find

        built = raw.get("built", [])
        if not isinstance(built, list) or any(item not in rules.MAJORS and find(item) is None for item in built):
            raise _fail(card, "'built' lists majors (keys) or cards some player must have")
        fields["built"] = tuple(built)
        limit = raw.get("limit")
        if limit is not None and (on not in ("feeding", "craft") or not isinstance(limit, int)
                                  or isinstance(limit, bool) or limit < 1):
            raise _fail(card, "a trade's 'limit' is a positive whole number, with the moment 'feeding'")
        fields["limit"] = limit
    if do == "pile":
        pile = raw["pile"]
        if not isinstance(pile, list) or not pile or any(good not in GOODS for good in pile):
            raise _fail(card, "'pile' lists the goods on the card, the top one first")
        fields["pile"] = tuple(pile)
        if on == "any_time" and "give" not in raw:
            raise _fail(card, "a pile bought from at any time needs 'give': the price of its top good")
        if "give" in raw:
            fields["give"] = _goods(card, raw["give"], "give")
    if do in ("schedule", "offer"):
        fields["rounds"] = _rounds(card, raw["rounds"])
    if do == "offer":
        fields["give"] = _goods(card, raw["give"], "give")
        if ("goods" in raw) == ("part" in raw):
            raise _fail(card, "an offer gives goods ('goods') or an action part ('part'), one of them")
        if "part" in raw and raw["part"] not in OFFER_PARTS:
            raise _fail(card, f"an offer's part is one of {', '.join(OFFER_PARTS)}")
        fields["part"] = raw.get("part", "")
    if do == "exchange":
        fields["give"] = _goods(card, raw["give"], "give")
        if "get" not in raw and "part" not in raw and raw.get("points") is not True:
            raise _fail(card, "an exchange gets goods ('get'), an action part ('part') or both, or the card's "
                              "bonus points ('points': true)")
        fields["points"] = raw.get("points") is True
        if "get" in raw:
            fields["get"] = _goods(card, raw["get"], "get")
        if on == "stable" and raw.get("part") != "free_pasture":
            raise _fail(card, "an exchange after a stable buys the part 'free_pasture' (around that stable)")
        if "times" in raw:
            if on != "stable" or not isinstance(raw["times"], int) or isinstance(raw["times"], bool) or raw["times"] < 1:
                raise _fail(card, "'times' of an exchange is a positive whole number, with the moment 'stable'")
            fields["times"] = raw["times"]
    if "items" in raw and on not in ("pay", "major_built", "craft", "converted") and do not in ("as_minor", "table"):
        raise _fail(card, "'items' goes with the moments 'pay', 'major_built', 'craft' and 'converted' and the kinds "
                          "as_minor and table")
    if on == "converted" and "items" in raw:
        fields["items"] = _items(card, raw["items"])
    if on == "craft":
        if "items" not in raw:
            raise _fail(card, "craft needs 'items': the majors or cards whose conversion it follows")
        fields["items"] = _items(card, raw["items"])
    if on == "major_built":
        if "items" not in raw:
            raise _fail(card, "major_built needs 'items': the majors")
        fields["items"] = tuple(raw["items"]) if isinstance(raw["items"], list) else ()
        if not fields["items"] or any(item not in rules.MAJORS for item in fields["items"]):
            raise _fail(card, "'items' of major_built names majors (keys of rules.MAJORS)")
    if do == "as_minor":
        fields["items"] = tuple(raw["items"]) if isinstance(raw["items"], list) else ()
        if not fields["items"] or any(item not in rules.MAJORS for item in fields["items"]):
            raise _fail(card, "'items' of as_minor names majors (keys of rules.MAJORS)")
    if do in ("price", "discount", "swap"):
        if on != "pay":
            raise _fail(card, f"{do} goes with the moment 'pay'")
        fields["items"] = _items(card, raw["items"])
        if do == "price":
            fields["price"] = _goods(card, raw["price"], "price", (*GOODS, MATERIAL))
        else:
            fields["less"] = _goods(card, raw["less"], "less", (*GOODS, MATERIAL))
        if do == "swap":
            fields["more"] = _goods(card, raw["more"], "more", (*GOODS, MATERIAL))
        if do == "discount":
            fields["one_of"] = bool(raw.get("one_of", False))
            if "times" in raw:
                if not isinstance(raw["times"], int) or isinstance(raw["times"], bool) or raw["times"] < 1:
                    raise _fail(card, "'times' is a positive whole number")
                fields["times"] = raw["times"]
            most = raw.get("most", 0)
            if not isinstance(most, int) or isinstance(most, bool) or most < 0 or (most and fields["one_of"]):
                raise _fail(card, "a discount's 'most' is a positive whole number (not with 'one_of')")
            fields["most"] = most
    if do == "free_fences":
        if on != "pay" or raw["items"] != ["fence"]:
            raise _fail(card, "free_fences goes with the moment 'pay' and the items [\"fence\"]")
        fields["items"] = ("fence",)
        numbers, per_action = raw.get("numbers", []), raw.get("per_action", 0)
        if (not isinstance(numbers, list) or any(not isinstance(n, int) or not 1 <= n <= rules.MAX_FENCES
                                                 for n in numbers)
                or not isinstance(per_action, int) or per_action < 0 or not (numbers or per_action)):
            raise _fail(card, "free_fences takes 'numbers' (fences 1 to 15) and/or 'per_action' (a whole number)")
        fields |= {"numbers": tuple(numbers), "per_action": per_action}
    if do == "gain" and "others" in raw:
        if on != "major_built":
            raise _fail(card, "a gain's 'others' (what every other player gets) goes with the moment 'major_built'")
        fields["others"] = _goods(card, raw["others"], "others")
    if "already" in raw:
        if on != "major_built":
            raise _fail(card, "'already' (also on playing the card, for the majors built before) goes with the moment "
                              "'major_built'")
        fields["already"] = bool(raw["already"])
    if do == "move_person":
        from .. import spaces

        to = raw["to"]
        if not isinstance(to, list) or not 1 <= len(to) <= MAX_OPTIONS or any(s not in spaces.SPACES for s in to):
            raise _fail(card, f"'to' lists 1 to {MAX_OPTIONS} action spaces (decisions use:<card>:<n>)")
        fields["to"] = tuple(to)
    if do == "collect":
        from .. import spaces

        source = spaces.SPACES.get(raw["take_from"])
        if source is None or not source.accumulate:
            raise _fail(card, f"'take_from' names an action space where goods pile up, not {raw['take_from']!r}")
        fields["take_from"] = raw["take_from"]
    if do == "buy":
        fields["get"] = _goods(card, raw["get"], "get")
        for optional in ("give", "others"):
            if optional in raw:
                fields[optional] = _goods(card, raw[optional], optional)
        if raw.get("back") and "give" not in raw:
            raise _fail(card, "'back' needs 'give': the goods left on the space")
        fields["back"] = bool(raw.get("back"))
    if do == "deal":
        fields["get"] = _goods(card, raw["get"], "get")
        for optional in ("give", "bonus"):
            if optional in raw:
                fields[optional] = _goods(card, raw[optional], optional)
        fields["first"] = bool(raw.get("first", False))
    if do == "place_first":
        fields["give"] = _goods(card, raw["give"], "give")
    if do == "table":
        from .questions import ASKED
        from .specials_others import TABLE

        if raw["name"] not in TABLE and raw["name"] not in ASKED:  # ASKED: its owner's question
            known = ", ".join(sorted({*TABLE, *ASKED}))
            raise _fail(card, f"unknown table special {raw['name']!r} (known: {known})")
        fields["name"] = raw["name"]
        if "items" in raw:
            fields["items"] = _items(card, raw["items"])
    if do == "substitute":
        if on != "pay":
            raise _fail(card, "substitute goes with the moment 'pay'")
        fields["items"] = _items(card, raw["items"])
        if raw["replace"] not in GOODS or raw["by"] not in GOODS or raw["replace"] == raw["by"]:
            raise _fail(card, "substitute replaces one good ('replace') by another ('by')")
        if not isinstance(raw["most"], int) or isinstance(raw["most"], bool) or raw["most"] < 1:
            raise _fail(card, "'most' must be a positive whole number")
        fields |= {"replace": raw["replace"], "by": raw["by"], "most": raw["most"]}
    if do == "convert":
        fields["give"] = _goods(card, raw["give"], "give")
        fields["get"] = _goods(card, raw["get"], "get")
        if list(fields["give"].values()) != [1] or set(fields["get"]) != {"food"}:
            raise _fail(card, "a conversion gives 1 of one good for food (else write a special)")
        if on not in ("any_time", "harvest", "feeding", "bake"):
            raise _fail(card, "a conversion happens any_time, in the harvest, the feeding or when baking")
        limit = raw.get("limit")
        if limit is not None and (not isinstance(limit, int) or limit < 1):
            raise _fail(card, "'limit' must be a positive whole number")
        fields["limit"] = limit
        using = raw.get("with", [])
        if not isinstance(using, list) or any(key not in rules.MAJORS for key in using):
            raise _fail(card, f"'with' lists major improvements (known: {', '.join(rules.MAJORS)})")
        if using and on != "any_time":
            raise _fail(card, "'with' goes with the moment 'any_time'")
        fields["using"] = tuple(using)
    if do in ("part", "exchange") and "part" in raw:
        if raw["part"] not in PARTS:
            raise _fail(card, f"unknown part {raw['part']!r} (known: {', '.join(PARTS)})")
        fields["part"] = raw["part"]
    if do == "part":
        if on not in ("play", "space", "occupation", "minor", "feeding", "any_time", "round_start", "fenced",
                      "before_placing"):
            raise _fail(card, "an action part comes with the moment 'play', 'space', 'occupation', 'minor', 'feeding', "
                              "'any_time', 'round_start', 'fenced' or 'before_placing'")
        if (on == "before_placing") != (raw["part"] in BEFORE_PLACING_PARTS):
            raise _fail(card, f"the moment 'before_placing' takes the parts {', '.join(BEFORE_PLACING_PARTS)}, "
                              "and only it")
        if on == "feeding" and raw["part"] != "bake":
            raise _fail(card, "the feeding takes only the part 'bake'")
        if on == "any_time" and raw["part"] not in ANY_TIME_PARTS:
            raise _fail(card, f"the moment 'any_time' takes the parts {', '.join(ANY_TIME_PARTS)}")
        if raw["part"] not in PARTS:
            raise _fail(card, f"unknown part {raw['part']!r} (known: {', '.join(PARTS)})")
        fields["part"] = raw["part"]
        if "times" in raw:
            times = raw["times"]
            if on not in ("space", "any_time") or not isinstance(times, int) or isinstance(times, bool) or times < 1:
                raise _fail(card, "'times' is a positive whole number, with the moment 'space' or 'any_time'")
            if on == "space" and raw["part"] not in COUNTED_PARTS:
                raise _fail(card, f"'times' goes with a part whose uses are counted ({', '.join(COUNTED_PARTS)})")
            fields["times"] = times
        if "price" in raw:  # an occupation played in the part costs this instead of the space's food
            if not ((on == "occupation" and raw["part"] == "occupation" and "spaces" in raw) or on == "before_placing"):
                raise _fail(card, "a part's 'price' goes with the part 'occupation' after an occupation of 'spaces' "
                                  "or with the moment 'before_placing'")
            fields["price"] = _goods(card, raw["price"], "price")
        if "each" in raw:
            if on != "play":
                raise _fail(card, "'each' goes with the moment 'play'")
            fields["each"] = _count(card, raw["each"])
    if do == "plough":
        for key in ("fields", "times"):
            if not isinstance(raw[key], int) or isinstance(raw[key], bool) or raw[key] < 1:
                raise _fail(card, f"'{key}' must be a positive whole number")
        fields |= {"fields": raw["fields"], "times": raw["times"]}
        if "fee" in raw:
            fields["fee"] = _goods(card, raw["fee"], "fee")
    if do == "special":
        from .questions import ASKED
        from .specials import SPECIALS

        if raw["name"] not in SPECIALS and raw["name"] not in ASKED:  # ASKED: its owner's question
            raise _fail(card, f"unknown special {raw['name']!r} (known: {', '.join(sorted({*SPECIALS, *ASKED}))})")
        fields["name"] = raw["name"]
    if do == "renovate_to":
        if raw["house"] not in rules.HOUSES or fields["when"].house is None \
                or rules.HOUSES.index(raw["house"]) <= rules.HOUSES.index(fields["when"].house) + 1:
            raise _fail(card, "renovate_to names a house beyond the next one after its condition's 'house'")
        fields["house"] = raw["house"]
    if do == "redraw":
        if not isinstance(raw["draw"], int) or isinstance(raw["draw"], bool) or raw["draw"] < 1:
            raise _fail(card, "'draw' must be a positive whole number of cards")
        fields["draw"] = raw["draw"]
    if do == "ration":
        if not isinstance(raw["full"], int) or isinstance(raw["full"], bool) or raw["full"] < 0:
            raise _fail(card, "'full' must be a whole number of people")
        fields["full"] = raw["full"]
    if do == "field":
        stacks = raw["stacks"]
        if raw["crop"] not in FIELD_CROPS:
            raise _fail(card, f"a field on a card holds one of {', '.join(FIELD_CROPS)}")
        if not isinstance(stacks, int) or isinstance(stacks, bool) or not 1 <= stacks <= MAX_STACKS:
            raise _fail(card, f"'stacks' must be 1 to {MAX_STACKS}")
        fields |= {"crop": raw["crop"], "stacks": stacks}
    if do == "deliver_fences":
        fields["rounds"] = _rounds(card, raw["rounds"])
        fields["give"] = _goods(card, raw["give"], "give")
        fences = raw["fences"]
        if not isinstance(fences, int) or isinstance(fences, bool) or not 1 <= fences <= rules.MAX_FENCES:
            raise _fail(card, f"'fences' must be 1 to {rules.MAX_FENCES}")
        fields["fences"] = fences
    if do == "housing":
        from ..cards.rules import effects

        if card not in effects()["housing"]:
            raise _fail(card, "housing needs the card's entry in card-effects.json 'housing'")
    if do == "points":
        from ..cards.catalogue import card as catalogue_card
        from ..cards.rules import rules as bonus_rules

        if not catalogue_card(card).printed and card not in bonus_rules():
            raise _fail(card, "points needs printed points or a rule in card-bonus.json")
    return Effect(**fields)
