"""Frozen records (calculator.core.record): one way to make a changed copy, one way to cache."""

from __future__ import annotations

import dataclasses
import doctest
import random
from dataclasses import FrozenInstanceError, dataclass
from functools import cached_property

import pytest

from calculator import games
from calculator.core import native_record as native_record_module
from calculator.core import record as record_module
from calculator.core.native_record import NativeRecord, SeatToMoveRecord
from calculator.acbas.board import FarmBoard
from calculator.acbas.game import ACBASState, Step
from calculator.acbas.game import Player as ACBASPlayer
from calculator.agricola.game import AgricolaState
from calculator.agricola.player import Player as AgricolaPlayer
from calculator.agricola import board as agricola_board
from calculator.agricola import step as agricola_step
from calculator.agricola.answers import Paused
from calculator.agricola.effects.questions import PURCHASE, Ask
from calculator.core.record import LAYOUTS, Draft, Record, cached, cached_on
from calculator.hens.game import HensState, Setup
from calculator.hens.yard import Yard
from test_protocol import records_in, same


@dataclass(frozen=True)
class Purse(Record):
    coins: int
    name: str = "purse"
    reads: list = None  # every time a derived value was worked out, its name

    @cached
    def label(self) -> str:
        self.reads.append("label")
        return f"{self.name}: {self.coins}"

    @cached_on("coins")
    def doubled(self) -> int:
        self.reads.append("doubled")
        return 2 * self.coins


def purse(coins: int = 3) -> Purse:
    return Purse(coins, reads=[])


def test_a_copy_changes_only_the_copy():
    old = purse()
    new = old.replace(coins=5)
    assert (old.coins, new.coins, new.name) == (3, 5, "purse")
    with pytest.raises(FrozenInstanceError):
        new.coins = 7


def test_a_derived_value_is_worked_out_once_and_kept():
    p = purse()
    assert (p.label, p.label, p.doubled, p.doubled) == ("purse: 3", "purse: 3", 6, 6)
    assert p.reads == ["label", "doubled"]


def test_a_copy_drops_derived_values_except_those_that_read_no_changed_field():
    p = purse()
    p.label, p.doubled
    renamed = p.replace(name="bag")
    assert (renamed.label, renamed.doubled) == ("bag: 3", 6)
    assert p.reads == ["label", "doubled", "label"]  # doubled reads only coins: kept
    richer = p.replace(coins=4)
    assert (richer.label, richer.doubled) == ("purse: 4", 8)
    assert p.reads[3:] == ["label", "doubled"]


def test_a_copy_may_be_handed_a_derived_value_already_worked_out():
    p = purse().replace(label="given")
    assert p.label == "given" and p.reads == []


def test_a_draft_is_set_in_steps_and_published_as_the_record():
    p = purse()
    p.label
    draft = p.draft()
    assert isinstance(draft, Draft) and "label" not in draft.__dict__  # nothing derived carried over
    draft.coins += 1
    draft.coins += 1
    draft.name = "bag"
    published = draft.publish()
    assert type(published) is Purse and published == Purse(5, "bag", p.reads)
    assert published.label == "bag: 5" and p.coins == 3
    with pytest.raises(FrozenInstanceError):
        draft.coins = 9  # the draft became the record: frozen from then on


def test_a_draft_may_hand_the_record_a_derived_value():
    draft = purse().draft()
    draft.doubled = 100
    assert draft.publish().doubled == 100


def test_a_record_refuses_a_cache_that_copies_would_carry_over():
    @dataclass(frozen=True)
    class Careless(Record):
        n: int

        @cached_property
        def twice(self) -> int:
            return 2 * self.n

    with pytest.raises(TypeError, match="Careless.twice"):
        Careless(1).replace(n=2)


@pytest.mark.parametrize("name", games.names())
def test_every_record_of_a_game_keeps_its_fields_first_and_drafts_as_itself(name):
    state = games.new_game(name, 5, games.info(name).played[0])
    rng = random.Random(5)
    for _ in range(40):  # or to the end of a shorter game
        if state.is_terminal:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    for record in records_in(state, {}).values():
        copy = record.draft().publish()
        assert type(copy) is type(record) and copy is not record
        if isinstance(record, NativeRecord):
            continue  # its copy: test_a_native_records_copy_copies_every_field
        fields = LAYOUTS[type(record)].fields
        assert tuple(record.__dict__)[:len(fields)] == fields  # fields first, then derived values
        assert copy.__dict__ == {name: record.__dict__[name] for name in fields}  # nothing derived yet


def native_records() -> dict[type, NativeRecord]:
    """A record of each native record class of the games, from games 40 actions in, or an
    example whose fields all differ (what such a game does not hold, or holds mostly at its
    defaults), every derived value worked out."""
    found = {}
    for name in games.names():
        state = games.new_game(name, 5, games.info(name).played[0])
        rng = random.Random(5)
        for _ in range(40):  # or to the end of a shorter game
            if state.is_terminal:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        for record in records_in(state, {}).values():
            if isinstance(record, NativeRecord):
                found.setdefault(type(record), record)
    step = agricola_step.Step("sow", "grain_seeds", True, ("bake",), (3, 4), ("cooked",), "E12", (7,), 2)
    found[agricola_step.Step] = step
    found[agricola_board.FarmBoard] = agricola_board.FarmBoard(rooms=0b11, fields=0b1100, stables=0b110000, fences=0b1)
    found[Ask] = Ask(1, "reed_buyer", PURCHASE, 0, (("reed", 1),), (("food", 1),), round=3)  # a card's question
    found[Paused] = Paused(0, step)  # the turn it pauses
    for record in found.values():
        for field in dataclasses.fields(record):
            if field.name.startswith("_") and field.name not in ("_results", "_merits"):  # scored at the end
                value = getattr(record, field.name[1:])
                value() if callable(value) else value
    return found


NATIVE_RECORDS = [Setup, HensState, Yard, FarmBoard, Step, ACBASPlayer, ACBASState, agricola_board.FarmBoard,
                  agricola_step.Step, Ask, Paused, AgricolaPlayer, AgricolaState]


def test_every_native_record_class_of_the_games_is_checked_below():
    assert set(native_records()) == set(NATIVE_RECORDS)


@pytest.mark.parametrize("kind", NATIVE_RECORDS, ids=lambda kind: f"{kind.__module__.split('.')[1]}.{kind.__name__}")
def test_a_native_records_copy_sets_every_field_and_clears_its_derived_values(kind):
    record = native_records()[kind]
    copy = record.copy()
    assert type(copy) is kind and copy is not record
    for field in dataclasses.fields(kind):
        if hasattr(copy, "__dict__"):  # pure Python: else a field left out would read the class's default
            assert field.name in vars(copy), field.name
        # compiled: a field left out is undefined, and reading it raises AttributeError
        expected = None if field.name.startswith("_") else getattr(record, field.name)
        assert same(getattr(copy, field.name), expected), field.name  # (an int field: by value)


@pytest.mark.parametrize("kind", [HensState, ACBASState, AgricolaState], ids=lambda kind: kind.__module__.split(".")[1])
def test_a_games_state_takes_current_player_and_is_terminal_from_its_seat_to_move(kind):
    assert issubclass(kind, SeatToMoveRecord)
    state = native_records()[kind]
    assert state.to_move is not None
    assert (state.current_player, state.is_terminal) == (state.to_move, False)
    seat = (state.to_move + 1) % state.num_players
    assert (state.replace(to_move=seat).current_player, state.replace(to_move=seat).is_terminal) == (seat, False)
    over = state.replace(to_move=None)
    assert (over.current_player, over.is_terminal) == (None, True)


@pytest.mark.parametrize("module", [record_module, native_record_module, games], ids=lambda m: m.__name__)
def test_the_docstring_examples_run(module):
    assert doctest.testmod(module).failed == 0


def test_an_agricola_players_replace_keeps_the_derived_values_that_read_no_changed_field():
    player = native_records()[AgricolaPlayer]
    parts, empty = player.parts, player.empty_fields
    fed = player.replace(food=player.food + 1)  # neither reads food
    assert (fed._parts, fed._empty_fields) == (parts, empty) and fed.food == player.food + 1
    richer = player.replace(wood=player.wood + 5)  # what the player can do reads wood
    assert richer._parts is None and richer._empty_fields == empty
    assert richer.parts == AgricolaPlayer.copy(richer).parts
    sown = player.replace(crops=())
    assert sown._parts is None and sown._empty_fields is None
