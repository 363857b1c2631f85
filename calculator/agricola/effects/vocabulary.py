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

from .. import rules

# When an effect happens.
MOMENTS = MappingProxyType({
    "play": "when the card is played",
    "space": "when the player uses one of the named action spaces with a person",
    "other_space": "when another player uses one of the named action spaces with a person",
    "major_built": "when any player (the owner too) builds one of the named majors",
    "take": "when the player takes a named good from an action space with a person",
    "round_start": "at the start of each round (the condition may name the rounds)",
    "all_placed": "once every player has placed all their people, before they return home",
    "round_end": "at the end of each round's work phase (before a harvest)",
    "field_phase": "in the field phase of each harvest",
    "feeding": "in the feeding phase of each harvest",
    "harvest": "once in each harvest (field phase to breeding)",
    "newborns": "after the newborn animals of a harvest's breeding phase arrive",
    "bake": "whenever the player bakes bread",
    "any_bake": "whenever any player (the owner too) bakes bread (context: the grain baked)",
    "occupation": "whenever the player plays an occupation (gains before paying it, parts after)",
    "minor": "whenever the player plays a minor improvement in the own minor part of one of the named spaces",
    "cook_animal": "when the player first turns an animal into food in a feeding phase (once per harvest)",
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
    "choose": ({"options"}, set()),
    "exchange": ({"give"}, {"get", "part"}),
    "schedule": ({"goods", "rounds"}, set()),
    "price": ({"items", "price"}, set()),
    "discount": ({"items", "less"}, {"one_of"}),
    "swap": ({"items", "less", "more"}, set()),
    "substitute": ({"items", "replace", "by", "most"}, set()),
    "convert": ({"give", "get"}, {"limit", "with"}),
    "housing": (set(), set()),
    "ration": ({"full"}, set()),
    "no_room_needed": (set(), set()),
    "lodger": (set(), set()),
    "skip_harvest": (set(), set()),
    "points": (set(), set()),
    "part": ({"part"}, {"times"}),
    "special": ({"name"}, {"goods"}),
    "as_minor": ({"items"}, set()),
    "buy": ({"get"}, {"give", "others", "back"}),
    "toll": ({"goods"}, set()),
    "collect": ({"take_from"}, set()),
    "move": ({"to"}, set()),
    "pair": (set(), set()),
    "share": (set(), set()),
    "require": ({"if"}, set()),
    "others": (set(), set()),
})
# The kinds each moment's hook carries out (any other pairing would do nothing: refused).
MOMENT_KINDS = MappingProxyType({
    "play": ("gain", "choose", "schedule", "special", "part", "require"),
    "space": ("gain", "choose", "exchange", "schedule", "special", "part", "buy", "share"),
    "other_space": ("gain", "special", "toll"),
    "major_built": ("gain", "schedule"),
    "take": ("gain", "schedule", "special"),
    "round_start": ("gain", "schedule", "special"),
    "all_placed": ("move",),
    "round_end": ("gain", "schedule", "special", "collect"),
    "field_phase": ("gain", "schedule", "special"),
    "feeding": ("gain", "schedule", "special", "convert", "part"),
    "harvest": ("convert", "skip_harvest"),
    "newborns": ("special",),
    "bake": ("gain", "convert"),
    "any_bake": ("special",),
    "renovate": ("gain", "schedule", "special"),
    "stable": ("gain", "schedule", "special"),
    "acquire": ("special",),
    "any_acquire": ("special",),
    "sow": ("gain", "special"),
    "other_sow": ("gain", "special"),
    "other_fence": ("gain", "special"),
    "other_growth": ("gain", "special"),
    "growth": ("special",),
    "room": ("gain", "special"),
    "occupation": ("gain", "part"),
    "minor": ("part",),
    "pay": ("price", "discount", "swap", "substitute"),
    "cook_animal": ("gain",),
    "fence": ("gain", "special"),
    "game_end": ("gain", "special"),
    "any_time": ("convert",),
    "always": ("housing", "ration", "as_minor", "no_room_needed", "lodger", "pair"),
    "end": ("points",),
    "prerequisite": ("others",),
})
COMMON = {"on", "do", "if", "spaces", "good", "items"}
SPACE_KINDS = ("collect", "move", "pair")  # kinds that name action spaces whatever their moment
GOODS = ("food", *rules.CROPS, *rules.MATERIALS, *rules.ANIMALS)
# Counts a condition, a ``per`` or a ``table`` may read (see .interpreter.count).
COUNTS = ("sheep", "boar", "cattle", "animals", "rooms", "fields", "pastures", "stables", "people",
          "occupations", "minors", "grain", "vegetables", "wood", "clay", "reed", "stone", "food", "ovens")
TIMELESS = ("pay", "any_time", "bake", "any_bake", "any_acquire", "always", "end", "prerequisite")  # moments whose conditions name no rounds
ROUND_FORMS = ("from", "to", "next", "every", "offsets", "list")
ITEMS = ("room", "renovation", "stable", "fence", "major", "minor", "improvement", "occupation")
PARTS = ("plow", "build", "room", "stable1", "bake", "sow", "fence", "renovate", "growth", "growth_any", "major",
         "minor", "improvement", "free_stable", "free_pasture")
COUNTED_PARTS = ("plow",)  # the parts whose uses turns counts (a part with 'times')
MAX_OPTIONS = 3  # a choice offers at most this many options (action ids use:<card>:1..3)
MATERIAL = "material"  # in a price: the building material of the player's house
GUEST = "guest"  # in a schedule: a guest placed like a person in that round (never fed, never scored)
NEWEST = "newest_round_card"  # in 'spaces': whichever space the current round's card opened


class VocabularyError(ValueError):
    """A card-play entry that the vocabulary does not know, naming the card."""


def _frozen(mapping: Mapping | None = None) -> Mapping:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True)
class Condition:
    """When an effect applies: ``rounds`` (first, last), the ``house`` material, and
    counts the player must reach (``at_least``) or not exceed (``at_most``)."""

    rounds: tuple[int, int] | None = None
    house: str | None = None
    at_least: Mapping[str, int] = field(default_factory=_frozen)
    at_most: Mapping[str, int] = field(default_factory=_frozen)


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
    options: tuple[Mapping[str, int], ...] = ()  # choose: goods, one of them
    rounds: Mapping = field(default_factory=_frozen)  # schedule: which round spaces
    items: tuple[str, ...] = ()  # price, discount: what is paid for (ITEMS or card ids / major keys);
    # as_minor: the majors the player may also build as a minor improvement
    price: Mapping[str, int] = field(default_factory=_frozen)  # price: the new price
    less: Mapping[str, int] = field(default_factory=_frozen)  # discount, swap: paid less
    one_of: bool = False  # discount: only one of the goods of ``less`` (the player's choice)
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
    part: str = ""  # part, exchange: the action part carried out
    times: int | None = None  # part on a space: times per game (None: every time)
    replace: str = ""  # substitute: the good of the price that may be paid ...
    by: str = ""  # ... with as many of this good instead ...
    most: int = 0  # ... up to this many
    name: str = ""  # special: the named function of .specials
    full: int = 0  # ration: how many people eat a full ration at a feeding


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
    if not isinstance(raw, Mapping) or set(raw) - {"rounds", "house", "at_least", "at_most"}:
        raise _fail(card, "'if' takes rounds, house, at_least and at_most")
    rounds = raw.get("rounds")
    if rounds is not None and not (isinstance(rounds, list) and len(rounds) == 2
                                   and 1 <= rounds[0] <= rounds[1] <= rules.ROUNDS):
        raise _fail(card, "'if.rounds' must be [first, last] within 1-14")
    house = raw.get("house")
    if house is not None and house not in rules.HOUSES:
        raise _fail(card, f"'if.house' must be one of {', '.join(rules.HOUSES)}")
    bounds = {}
    for key in ("at_least", "at_most"):
        value = raw.get(key, {})
        if not isinstance(value, Mapping):
            raise _fail(card, f"'if.{key}' must map counts to numbers")
        bounds[key] = _frozen({_count(card, c): int(n) for c, n in value.items()})
    return Condition(tuple(rounds) if rounds else None, house, bounds["at_least"], bounds["at_most"])


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
    if do not in MOMENT_KINDS[on]:
        raise _fail(card, f"the moment {on!r} takes {', '.join(MOMENT_KINDS[on])}, not {do!r}")
    required, allowed = KINDS[do]
    missing = required - set(raw)
    extra = set(raw) - required - allowed - COMMON
    if missing:
        raise _fail(card, f"{do} needs {', '.join(sorted(missing))}")
    if extra:
        raise _fail(card, f"{do} does not take {', '.join(sorted(extra))}")
    if (on in ("space", "other_space", "minor") or do in SPACE_KINDS) and "spaces" not in raw or (
            "spaces" in raw and on not in ("space", "other_space", "minor", "take") and do not in SPACE_KINDS):
        raise _fail(card, "'spaces' goes with the moments 'space', 'other_space' and 'minor' and the kinds "
                          f"{', '.join(SPACE_KINDS)} (and may narrow 'take'), and only there")
    if (on == "take") != ("good" in raw):
        raise _fail(card, "'good' goes with the moment 'take', and only there")
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
    if do == "schedule":
        fields["rounds"] = _rounds(card, raw["rounds"])
    if do == "exchange":
        fields["give"] = _goods(card, raw["give"], "give")
        if "get" not in raw and "part" not in raw:
            raise _fail(card, "an exchange gets goods ('get'), an action part ('part') or both")
        if "get" in raw:
            fields["get"] = _goods(card, raw["get"], "get")
    if "items" in raw and on != "pay" and on != "major_built" and do != "as_minor":
        raise _fail(card, "'items' goes with the moments 'pay' and 'major_built' and the kind as_minor")
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
    if do == "gain" and "others" in raw:
        if on != "major_built":
            raise _fail(card, "a gain's 'others' (what every other player gets) goes with the moment 'major_built'")
        fields["others"] = _goods(card, raw["others"], "others")
    if "already" in raw:
        if on != "major_built":
            raise _fail(card, "'already' (also on playing the card, for the majors built before) goes with the moment "
                              "'major_built'")
        fields["already"] = bool(raw["already"])
    if do == "move":
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
        if on not in ("play", "space", "occupation", "minor", "feeding"):
            raise _fail(card, "an action part comes with the moment 'play', 'space', 'occupation', 'minor' or 'feeding'")
        if on == "feeding" and raw["part"] != "bake":
            raise _fail(card, "the feeding takes only the part 'bake'")
        if raw["part"] not in PARTS:
            raise _fail(card, f"unknown part {raw['part']!r} (known: {', '.join(PARTS)})")
        fields["part"] = raw["part"]
        if "times" in raw:
            times = raw["times"]
            if on != "space" or not isinstance(times, int) or isinstance(times, bool) or times < 1:
                raise _fail(card, "'times' is a positive whole number, with the moment 'space'")
            if raw["part"] not in COUNTED_PARTS:
                raise _fail(card, f"'times' goes with a part whose uses are counted ({', '.join(COUNTED_PARTS)})")
            fields["times"] = times
    if do == "special":
        from .specials import SPECIALS

        if raw["name"] not in SPECIALS:
            raise _fail(card, f"unknown special {raw['name']!r} (known: {', '.join(sorted(SPECIALS))})")
        fields["name"] = raw["name"]
    if do == "ration":
        if not isinstance(raw["full"], int) or isinstance(raw["full"], bool) or raw["full"] < 0:
            raise _fail(card, "'full' must be a whole number of people")
        fields["full"] = raw["full"]
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
