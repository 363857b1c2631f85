"""Playing occupations and minor improvements from hand (the card game), one small decision
each, in the style of :mod:`.turns`:

========================  ===================================================
part                      actions (ids)
========================  ===================================================
``occupation``            ``occupation:<card>`` (Lessons: the space's food too)
``minor``                 ``minor:<card>``, ``done``
``improvement``           ``major:<copy>`` ..., ``minor:<card>``, ``done``
``occupation_or_growth``  ``occupation:<card>`` or ``growth`` (from round 5)
========================  ===================================================

A card is offered only when its prerequisite holds and the player can pay it
(:mod:`.card_terms` reads both from the catalogue): the first of its ways to pay
that the player can afford is used, and an improvement it asks back is the
first the player has (majors in supply-board order, then minors in the order
played).  An occupation on a Lessons space also costs the space's food for the
player's next occupation (:attr:`.spaces.Space.occupation_food`).  A played card
goes to :attr:`.Player.played`, except a passing minor improvement, which goes
to the hand of the player on the left (solo: out of the game).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from functools import cache, partial
from types import MappingProxyType
from typing import TYPE_CHECKING, cast

from ..core.protocol import Action
from . import dealing, moving, rules, spaces
from .abilities import can_grow, major_choices, renovation_targets
from .abilities import part_possible as abilities_part_possible
from .actions import card_id, use_id
from .card_terms import Option, Requirement, Terms, terms
from .conversions import held
from .cards.catalogue import data_text
from .effects import interpreter as effects
from .effects.questions import play_asks
from .effects.vocabulary import ROUND_START
from .majors import COPY_KEY, COPY_ORDER
from .player import Player
from .step import Step, mover
from .turns import DONE, apply_major, others_hear_growth, part_done, renovate_to, reveal_early, settle, with_done

if TYPE_CHECKING:
    from .cards.catalogue import Card
    from .effects.vocabulary import Effect
    from .game import AgricolaState

OVENS = frozenset({"clay_oven", "stone_oven"})  # the majors that are ovens
# The majors an improvement a card asks back may be (``improvement``: any, or a minor in play).
RETURNABLE_MAJORS = MappingProxyType({"oven": OVENS, "fireplace": frozenset({"fireplace"}),
                                      "cooking_hearth": frozenset({"cooking_hearth"}),
                                      "well": frozenset({"well"}), "joinery": frozenset({"joinery"}),
                                      "improvement": frozenset(rules.MAJORS)})


@cache
def card_terms() -> MappingProxyType[str, Terms]:
    """Every deck card's :class:`~.card_terms.Terms`, by id, from ``data/cards-eik.csv``."""
    found = {}
    for row in csv.DictReader(io.StringIO(data_text("cards-eik.csv"))):
        if row["deck"] in dealing.DECKS:
            found[f"{row['deck']}{row['number']}"] = terms(row["cost"], row["prerequisite"])
    return MappingProxyType(found)


# ---------------------------------------------------------------- what a player has


def count(me: Player, what: str) -> int:
    """The player's count that a prerequisite names (:data:`.card_terms.COUNTED`)."""
    if what == "occupations":
        return len(dealing.occupations(me.played))
    if what == "improvements":
        return len(me.majors) + len(dealing.minors(me.played))
    if what == "ovens":
        return sum(COPY_KEY[copy] in OVENS for copy in me.majors)
    if what in rules.ANIMAL_INDEX:
        return me.animals[rules.ANIMAL_INDEX[what]]
    if what == "animals":
        return sum(me.animals)
    if what == "planted_fields":
        return len(me.crops)
    crop = {"grain_fields": "grain", "vegetable_fields": "vegetables"}[what]
    return sum(kind == crop for _, kind, _ in me.crops)


ACADEMIC = "E148"  # counts as 2 occupations for a minor improvement's prerequisite


def meets(me: Player, requirement: Requirement) -> bool:
    n = count(me, requirement.what) + (requirement.what == "occupations" and ACADEMIC in me.played)
    return n >= requirement.least and (requirement.most is None or n <= requirement.most)


def holds(me: Player, price: dict[str, int]) -> bool:
    """Whether the player has ``price`` (goods and animals)."""
    for good, n in price.items():
        if held(me, good) < n:
            return False
    return True


def returned(me: Player, returns: tuple[str, ...], card: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(major copies, minors) the player gives back for ``returns``, or None if it lacks one."""
    majors, minors = [], []
    for wanted in returns:
        copy = next((c for c in me.majors if COPY_KEY[c] in RETURNABLE_MAJORS[wanted] and c not in majors), None)
        if copy is not None:
            majors.append(copy)
            continue
        minor = next((c for c in dealing.minors(me.played) if c not in minors and c != card), None)
        if wanted != "improvement" or minor is None:
            return None
        minors.append(minor)
    return tuple(majors), tuple(minors)


def occupation_food(state: AgricolaState, me: Player, space_id: str) -> int:
    """Food the space asks for the player's next occupation (rules 2.1, 2.2)."""
    table = spaces.SPACES[space_id].occupation_food
    if not table:
        return 0
    return table[min(count(me, "occupations"), len(table) - 1)]


def payment(state: AgricolaState, me: Player, card: str, space_id: str,
            by: str = "") -> tuple[Option, dict[str, int]] | None:
    """How the player pays ``card`` now (the way to pay and the whole price, the space's food
    included, or for an occupation in a part the card ``by`` added, that card's price), or None
    when its prerequisite fails or the player cannot pay."""
    found = card_terms()[card]
    if not all(meets(me, r) for r in found.requires) or not effects.may_play(me, card, state.round):
        return None
    seat = mover(state)
    others = state.players[:seat] + state.players[seat + 1:]
    if not effects.others_allow(me, others, card):
        return None
    extra: Mapping[str, int] = {}
    if dealing.cards_by_id()[card].type == "occupation":
        extra = effects.added_part_price(by) if by else {"food": occupation_food(state, me, space_id)}
        me = effects.before_occupation(me, state.round)
    for option in found.options:
        price = dict(effects.price(me, card, option.price))
        for good, n in extra.items():
            if n:
                price[good] = price.get(good, 0) + n
        if holds(me, price) and returned(me, option.returns, card) is not None:
            return option, price
    return None


def playable(state: AgricolaState, me: Player, kind: str, space_id: str, by: str = "") -> tuple[str, ...]:
    """The cards of ``kind`` (``occupation`` or ``minor``) in hand the player can play now
    (``by``: in a part that card added)."""
    pick = dealing.occupations if kind == "occupation" else dealing.minors
    return tuple(c for c in pick(me.hand) if payment(state, me, c, space_id, by) is not None)


def drawable(state: AgricolaState, me: Player, space_id: str, by: str = "") -> tuple[str, ...]:
    """The player's cards that may have an occupation drawn at random from hand instead of
    chosen (Perpetual Student: the goods first, then the card drawn must be played), offered only
    when every occupation in hand could then be played (no drawn card left unpaid: the engine has
    no begging for a card's price)."""
    hand = dealing.occupations(me.hand)
    if not hand:
        return ()
    return tuple(card for card, goods in effects.random_occupations(me, state.round)
                 if all(payment(state, me.gain(goods), c, space_id, by) is not None for c in hand))


def part_possible(state: AgricolaState, me: Player, part: str, space_id: str) -> bool:
    """Whether a card part (:data:`.spaces.CARD_PARTS`; ``occupation:<card>``: one a card added)
    of the action on ``space_id`` can be done."""
    part, _, by = part.partition(":")
    if part == "occupation":
        return bool(playable(state, me, "occupation", space_id, by) or drawable(state, me, space_id, by))
    if part == "minor":
        return bool(playable(state, me, "minor", space_id)) or bool(_majors_as_minor(state, me))
    if part == "improvement":
        return bool(major_choices(state, me)) or bool(playable(state, me, "minor", space_id))
    if part == "occupation_or_improvement":
        return _card_or_major(state, me, space_id, by)
    return bool(playable(state, me, "occupation", space_id) or drawable(state, me, space_id)) or _growth_open(state, me)


def _card_or_major(state: AgricolaState, me: Player, space_id: str, by: str) -> bool:
    return bool(playable(state, me, "occupation", space_id, by) or drawable(state, me, space_id, by)
                or major_choices(state, me) or playable(state, me, "minor", space_id))


def _growth_open(state: AgricolaState, me: Player) -> bool:
    return state.round >= spaces.GROWTH_FROM_ROUND and can_grow(me)


# ---------------------------------------------------------------- legal actions


def _card_actions(state: AgricolaState, me: Player, kind: str) -> list[Action]:
    by_id = dealing.cards_by_id()
    found = [Action(card_id(kind, c), partial(_play_label, by_id[c]))
             for c in playable(state, me, kind, state.step.space, state.step.card)]
    if kind == "occupation" and me.played:  # an occupation drawn at random instead (Perpetual Student)
        found += [Action(use_id(c, 1), partial(_drawn_label, by_id[c]))
                  for c in drawable(state, me, state.step.space, state.step.card)]
    return found


def _play_label(card: Card) -> str:
    return f"play {card.label}"


def _drawn_label(card: Card) -> str:
    return f"{card.label}: play an occupation drawn at random from hand"


def _major_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = []
    for action_id, copy, upgrade in major_choices(state, me):
        name = rules.MAJORS[COPY_KEY[copy]].name
        actions.append(Action(action_id, f"{name} by returning a Fireplace" if upgrade else f"{name} ({copy})"))
    return actions


def _majors_as_minor(state: AgricolaState, me: Player) -> list[Action]:
    """The majors the player's cards let it build in a minor improvement's place."""
    keys = effects.majors_as_minors(me)
    if not keys:
        return []
    return [a for a, (_, copy, _) in zip(_major_actions(state, me), major_choices(state, me)) if COPY_KEY[copy] in keys]


def occupation_actions(state: AgricolaState, me: Player) -> list[Action]:
    return with_done(state, me, _card_actions(state, me, "occupation"))


def minor_actions(state: AgricolaState, me: Player) -> list[Action]:
    return with_done(state, me, _majors_as_minor(state, me) + _card_actions(state, me, "minor"))


def improvement_actions(state: AgricolaState, me: Player) -> list[Action]:
    return with_done(state, me, _major_actions(state, me) + _card_actions(state, me, "minor"))


def occupation_or_improvement_actions(state: AgricolaState, me: Player) -> list[Action]:
    """A card's part (Scholar): an occupation at the card's price, a major or a minor, or none."""
    return (_card_actions(state, me, "occupation") + _major_actions(state, me) + _card_actions(state, me, "minor")
            + [DONE])


def occupation_or_growth_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = _card_actions(state, me, "occupation")
    if _growth_open(state, me):
        actions.append(Action("growth", "family growth"))
    return actions


# ---------------------------------------------------------------- carrying out


def play(state: AgricolaState, card: str) -> AgricolaState:
    """The player to move plays ``card`` from hand on the space of the action in progress:
    pays it, gives back what it asks, and puts it in play (or passes it on)."""
    seat = mover(state)
    me = state.players[seat]
    paying = payment(state, me, card, state.step.space, state.step.card)
    assert paying is not None  # the card was offered: the player can pay it
    option, price = paying
    given = returned(me, option.returns, card)
    assert given is not None  # payment checked the player has what it gives back
    majors, minors = given
    if dealing.cards_by_id()[card].type == "occupation":
        me = effects.before_occupation(me, state.round)
    me = effects.paid(me.gain({good: -n for good, n in price.items()}), card, option.price)
    me = me.replace(hand=tuple(c for c in me.hand if c != card),
                    majors=tuple(c for c in me.majors if c not in majors),
                    played=tuple(c for c in me.played if c not in minors))
    left = state.majors_left
    if majors:
        left = tuple(sorted(left + majors, key=COPY_ORDER.__getitem__))
    passes = dealing.cards_by_id()[card].passes
    if not passes:
        me = me.replace(played=me.played + (card,))
    state = state.with_player(seat, me).replace(majors_left=left)
    if passes and state.num_players > 1:
        receiver = (seat + 1) % state.num_players
        them = state.players[receiver]
        state = state.with_player(receiver, them.replace(hand=dealing.in_order(them.hand + (card,)),
                                                         received=them.received + (card,)))
    return state


def apply_card(state: AgricolaState, kind: str, argument: object) -> AgricolaState:
    """A card part's action: a card played, a major taken, family growth, or ``done``."""
    if kind == "done":
        return part_done(state)
    if kind == "major":
        return apply_major(state, kind, cast(tuple[str, bool], argument))
    if kind == "use":  # an occupation drawn at random from hand, its goods first (Perpetual Student)
        card, _ = cast(tuple[str, int], argument)
        goods = dict(effects.random_occupations(state.me, state.round))[card]
        state = state.with_me(state.me.gain(goods))
        drawn = dealing.draw_occupation(state, mover(state))
        return _card_effects(play(state, drawn), drawn)
    if kind == "growth":
        me = state.me
        me = effects.on_growth(me.replace(people=me.people + 1, newborns=me.newborns + 1), state.round)
        state = state.with_me(me)
        return part_done(others_hear_growth(state), did=True)
    card = cast(str, argument)  # occupation, minor: the card played
    return _card_effects(play(state, card), card)


def _card_effects(state: AgricolaState, card: str) -> AgricolaState:
    """What ``card`` does on being played (:mod:`.effects`): its goods at once, then its
    choice (the ``use`` step) and the action parts it brings, before the action goes on."""
    built = frozenset(COPY_KEY[copy] for p in state.players for copy in p.majors)
    me = effects.on_acquire(effects.on_play(state.me, card, state.round, built=built), card, state.round)
    seat = mover(state)
    asks = play_asks(seat, card, state.round)  # the card's own question (Hobby Farmer: sow its vegetable)
    state = state.with_player(seat, me).replace(asks=state.asks + asks)
    if effects.redraw_on_play(card):  # a new hand of minors (Broom)
        state = dealing.redraw_minors(state, seat, effects.redraw_on_play(card))
    state = state.replace(players=effects.on_any_acquire(state.players, card))
    state = state.replace(players=effects.majors_built_before(state.players, seat, card, built, state.round))
    for space_id, goods in effects.spaces_on_play(card):  # a card that is an action space joins the board
        state = state.replace(spaces=state.spaces + (space_id,), goods=state.goods + (goods,),
                              occupied=state.occupied + (None,))
    state = reveal_early(state)  # a card revealing the rounds to come, played late
    if dealing.cards_by_id()[card].type == "occupation" and any(p.played for p in state.players):
        asks = effects.others_asked(state.players, seat, "other_occupation", state.round)
        state = state.replace(players=effects.others_answer(state.players, seat, "other_occupation",
                                                            state.round), asks=state.asks + asks)
    step = state.step
    own = not step.card and step.space in spaces.SPACES and step.kind in spaces.SPACES[step.space].parts  # not a card's
    minor_part_of = step.space if own and step.kind in ("minor", "improvement") else ""
    occupation_part_of = step.space if own and step.kind in ("occupation", "occupation_or_growth") else ""
    others = state.players[:seat] + state.players[seat + 1:]
    after = effects.parts_after_playing(state.me, card, state.round, minor_part_of, occupation_part_of,
                                        others) + step.after
    if effects.choices(card):
        return settle(state.replace(step=Step("use", state.step.space, True, after, card=card)))
    return part_done(state.replace(step=state.step.replace(after=after)), did=True)


SHARE_LABEL = "share the pile out evenly onto its spaces"  # a pile shared out (Wood Distributor)
RENOVATE_LABELS = MappingProxyType({"clay": "renovate to a clay hut", "stone": "renovate to a stone house"})


def use_possible(state: AgricolaState, me: Player, card: str, space_id: str) -> bool:
    """Whether the player can use ``card``'s choice (always) or exchange on ``space_id`` now:
    it has the goods to give and can then do the part it buys; ``<card>/<goods>``: more of what a
    space gave, when the player can buy some."""
    if "/" in card:
        return bool(effects.purchases(me, card))
    if effects.pile_shares_card(card):  # a pile shared out at the round's start: when it gives each space a good
        return effects.shared_pile(card, state.spaces, state.goods) is not None
    offer = effects.exchange(card, space_id)
    if offer is None:
        return True
    return holds(me, dict(offer.give)) and (
        not offer.part or abilities_part_possible(state, me.pay(offer.give), offer.part, space_id))


def use_actions(state: AgricolaState, me: Player) -> list[Action]:
    """The options of the card's choice the player can pay for: ``use:<card>:<n>``; an
    exchange's ``use:<card>:1`` (when the player has what it gives) or ``done``; of its
    purchases on the space, those the player can pay, or ``done``."""
    card = state.step.card
    if "/" in card:  # more of what the space gave (Pieceworker), or the goods it gave spent (Animal Trainer)
        name = card.partition("/")[0]
        return [Action(use_id(name, n), partial(_option_label, exchange))
                for n, exchange in effects.purchases(me, card)] + [DONE]
    move = effects.moves(card)
    if move is not None:  # a person moved once all are placed (:mod:`.moving`)
        return moving.move_actions(state, me, move)
    if effects.pile_shares_card(card):  # share the pile out (Wood Distributor), or leave it whole
        return [Action(use_id(card, 1), SHARE_LABEL), DONE]
    if effects.renovates_to(card):  # the furthest house first: the card's (use:<card>:1), then the next (Conservator)
        return [Action(use_id(card, n), RENOVATE_LABELS[house]) for n, house in enumerate(renovation_targets(me), 1)]
    offer = effects.exchange(card, state.step.space)
    if offer is not None:
        label = "give " + ", ".join(f"{n} {g}" for g, n in offer.give.items()) + " for " + \
            ", ".join([f"{n} {g}" for g, n in offer.get.items()] + ([offer.part] if offer.part else [])
                      + (["the card's bonus points"] if offer.points else []))
        offered = [Action(use_id(card, 1), label)] if use_possible(state, me, card, state.step.space) else []
        return offered + [DONE]  # an exchange may always be declined
    bought = effects.offers(card, state.step.space)
    if bought:
        return with_done(state, me, [
            Action(use_id(card, n), partial(_purchase_label, e))
            for n, e in enumerate(bought, 1) if holds(me, dict(e.give))])
    return [Action(use_id(card, n), partial(_option_label, option))
            for n, option in enumerate(effects.choices(card), 1)
            if holds(me, {g: -k for g, k in option.items() if k < 0})]


def _option_label(option: Mapping[str, int]) -> str:
    label = "take " + ", ".join(f"{k} {g}" for g, k in option.items() if k > 0)
    paid = ", ".join(f"{-k} {g}" for g, k in option.items() if k < 0)
    return f"{label} for {paid}" if paid else label


def _purchase_label(effect: Effect) -> str:
    def listed(goods: Mapping[str, int]) -> str:
        return ", ".join(f"{n} {good}" for good, n in goods.items())

    return (f"pay {listed(effect.give)} for " if effect.give else "take ") + listed(effect.get)


def apply_use(state: AgricolaState, kind: str, argument: tuple[str, int] | None) -> AgricolaState:
    if state.step.space == ROUND_START:  # a card's offer on the round's space is answered (taken or not)
        state = state.with_me(effects.offer_answered(state.me, state.step.card, state.round))
    move = effects.moves(state.step.card)
    if move is not None:
        return moving.apply_move(state, move, None if argument is None else argument[1])
    if argument is None:  # done: an exchange or a purchase declined
        return part_done(state.replace(step=state.step.replace(card="")))
    card, option = argument
    if effects.pile_shares_card(card):
        state = state.replace(goods=effects.shared_pile(card, state.spaces, state.goods))
        return part_done(state.replace(step=state.step.replace(card="")), did=True)
    if effects.renovates_to(card):
        return renovate_to(state, renovation_targets(state.me)[option - 1])
    if "/" in state.step.card:  # one purchase; the decision goes on while more can be bought
        me, left = effects.purchased(state.me, state.step.card, option)
        state = state.with_me(me)
        if left:
            return settle(state.replace(step=state.step.replace(card=left, did=True)))
        return part_done(state.replace(step=state.step.replace(card="")), did=True)
    offer = effects.exchange(card, state.step.space)
    if offer is not None:  # given for goods and/or an action part, which comes next
        step = state.step
        me = state.me.pay(offer.give).gain(offer.get)
        state = state.with_me(effects.used_once(me, card) if offer.points else me)
        return part_done(state.replace(step=step.replace(card="", after=(offer.part,) * bool(offer.part) + step.after)),
                         did=True)
    state = state.with_me(effects.choose(state.me, card, option, state.step.space))
    bought = effects.offers(card, state.step.space)
    chosen = bought[option - 1] if bought else None
    if chosen is not None and chosen.others:  # what the other players get from the purchase
        seat = mover(state)
        state = state.replace(players=tuple(p if i == seat else p.gain(chosen.others)
                                            for i, p in enumerate(state.players)))
    if chosen is not None and chosen.back:  # the goods given stay on the space (its own good)
        i = state.spaces.index(state.step.space)
        back = sum(chosen.give.values())
        state = state.replace(goods=state.goods[:i] + (state.goods[i] + back,) + state.goods[i + 1:])
    return part_done(state.replace(step=state.step.replace(card="")), did=True)


LEGAL = {
    "occupation": occupation_actions,
    "minor": minor_actions,
    "improvement": improvement_actions,
    "occupation_or_growth": occupation_or_growth_actions,
    "use": use_actions,
    "occupation_or_improvement": occupation_or_improvement_actions,
}
APPLY = {**{part: apply_card for part in LEGAL}, "use": apply_use}
