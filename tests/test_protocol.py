"""The game protocol, checked the same way for every registered game and player count.

Like OpenSpiel's ``random_sim_test``, these tests know no game: they play
random games through :mod:`calculator.games` and check what the protocol
promises (:mod:`calculator.core.protocol`, :mod:`calculator.core.actions`),
for every registered game, the orchard of examples/orchard among them (tests/conftest.py):

* a seed and the list of action ids replay a game exactly, in this process and
  in another one;
* the engine's final scores and winners are those of ``calculator.score`` on
  the exported ``players`` document;
* legal actions have unique ids, readable labels, and every id is in the
  game's action catalogue, which parses it;
* ``apply`` changes nothing in the state it is called on, nor in any record
  inside it (players, boards, steps): no field, and no value cached on it,
  which always equals what it is derived from;
* a seat's view shows nothing the seat cannot see: in a game with hidden
  cards it is the same whatever the hidden cards are; in an open game every
  seat sees the public view, has no secrets, and ``determinize`` is the state;
* every view has the shape all games share (game, round, rounds, to_move,
  step, players).
"""

from __future__ import annotations

import dataclasses
import doctest
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import EXAMPLES, soak_games

import calculator
from calculator.core import actions as actions_module
from calculator import games
from calculator.core.protocol import GameState, IllegalAction, replay
from calculator.core.native_record import NativeRecord
from calculator.core.record import LAYOUTS, Record

ROOT = Path(__file__).resolve().parents[1]
CASES = [pytest.param(name, players, id=f"{name}-{players}")
         for info in games.infos() for name in [info.name] for players in info.played]
SCORED_GAMES = 30  # random games per case checked against calculator.score (the sample: soak_games)
WATCHED_GAMES = 1  # random games per case in which every state is checked in full (the sample: soak_games)
REPLAY_SEED = 12


def play_random(name: str, players: int, seed: int, check=None):
    """A random game from ``seed`` (actions drawn from ``random.Random(seed)``): final state and log.

    ``check(state, action)`` sees every state before its action is applied.
    """
    state = games.new_game(name, seed, players)
    rng = random.Random(seed)
    log = []
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        if check:
            check(state, action)
        state = state.apply(action)
        log.append(action.id)
    return state, log


def record(state) -> dict:
    """What a finished game shows: scores, winners, the exported document and every seat's view."""
    return {
        "returns": list(state.returns()),
        "winners": list(state.winners()),
        "document": state.players_document(),
        "public": state.public_view(),
        "views": [state.view(seat) for seat in range(state.num_players)],
    }


def snapshot(state) -> tuple:
    """Everything a state holds and shows: its fields in full (the dataclass repr), its legal ids,
    its returns and the player to move."""
    return repr(state), [a.id for a in state.legal_actions()], state.returns(), state.current_player


def field_names(record: Record | NativeRecord) -> tuple[str, ...]:
    """What ``record`` is made of: a record's fields, a native record's fields other than its
    derived values (``_name``, core/native_record.py)."""
    if isinstance(record, Record):
        return LAYOUTS[type(record)].fields
    return tuple(f.name for f in dataclasses.fields(record) if not f.name.startswith("_"))


def held(record: Record | NativeRecord) -> dict:
    """What ``record`` holds now: its fields, and the derived values worked out so far."""
    if isinstance(record, Record):
        return dict(record.__dict__)
    values = {f.name: getattr(record, f.name) for f in dataclasses.fields(record)}
    return {name: value for name, value in values.items() if not name.startswith("_") or value is not None}


def records_in(value, found: dict[int, Record | NativeRecord]) -> dict[int, Record | NativeRecord]:
    """Every record in ``value`` (a state: its players, boards, steps, ...), each once, by id."""
    if isinstance(value, Record | NativeRecord):
        if id(value) not in found:
            found[id(value)] = value
            for name in field_names(value):
                records_in(getattr(value, name), found)
    elif isinstance(value, tuple | list | frozenset):
        for item in value:
            records_in(item, found)
    return found


def contents(state) -> list[tuple[Record | NativeRecord, dict]]:
    """Each record of ``state`` with what it holds now: its fields and the values cached on it."""
    return [(record, held(record)) for record in records_in(state, {}).values()]


def derived_again(record: Record | NativeRecord, name: str):
    """The derived value ``name`` worked out afresh (a native record's ``_x`` is its ``x``)."""
    if isinstance(record, Record):
        return getattr(type(record), name).func(record)
    value = getattr(record.copy(), name[1:])
    return value() if callable(value) else value


def same(now, was) -> bool:
    """Whether a record still holds the object it held: the same object, or the same number
    (a compiled native record keeps an ``int`` unboxed and boxes it anew on each read)."""
    return now is was or (type(now) is type(was) is int and now == was)


def check_unchanged(before: list[tuple[Record | NativeRecord, dict]]) -> None:
    """No record holds anything else than it did (fields and cached values, to the object); any
    value cached since is a cached attribute's, and every cached value is what it derives again."""
    for record, was in before:
        now = held(record)
        assert all(same(now.get(name, now), value) for name, value in was.items()), type(record)
        fields = set(field_names(record))
        derived = ({name for name, _ in LAYOUTS[type(record)].cached} if isinstance(record, Record)
                   else {name for name in now if name.startswith("_")})
        assert now.keys() - fields <= derived, (type(record), now.keys() - fields)
        for name in now.keys() & derived:
            assert derived_again(record, name) == now[name], (type(record), name)


# ---------------------------------------------------------------- replay


@pytest.mark.parametrize("name, players", CASES)
def test_a_seed_and_the_action_ids_replay_the_game(name, players):
    state, log = play_random(name, players, REPLAY_SEED)
    again = replay(games.new_game(name, REPLAY_SEED, players), log)
    assert again.is_terminal and record(again) == record(state)
    with pytest.raises(IllegalAction):
        replay(games.new_game(name, REPLAY_SEED, players), log + log[-1:])  # nothing is legal at the end


_OTHER_PROCESS = """
import json, sys
from calculator.core import actions as actions_module
from calculator import games
from calculator.core.protocol import replay
import importlib
jobs = json.load(sys.stdin)
sys.path.insert(0, jobs.pop("path"))  # where the games from elsewhere live
for package in jobs.pop("register"):
    games.register(importlib.import_module(package).GAME)
out = {}
for key, (name, players, seed, log) in jobs.items():
    s = replay(games.new_game(name, seed, players), log)
    out[key] = {"returns": list(s.returns()), "winners": list(s.winners()), "document": s.players_document(),
                "public": s.public_view(), "views": [s.view(seat) for seat in range(s.num_players)],
                "catalogue": list(games.action_ids(name, players))}
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def other_process() -> dict:
    """Each case's replay game (seed :data:`REPLAY_SEED`), as recorded here and as replayed by
    another Python process from the seed and the log, with the catalogue that process lists."""
    packages = [type(games.game(name)).__module__ for name in games.names()]  # where each GAME is defined
    games_here, jobs = {}, {"path": str(EXAMPLES), "register": [p for p in packages if p not in games.PACKAGES]}
    for case in CASES:
        name, players = case.values
        state, log = play_random(name, players, REPLAY_SEED)
        games_here[case.id] = json.loads(json.dumps(record(state)))
        jobs[case.id] = (name, players, REPLAY_SEED, log)
    run = subprocess.run([sys.executable, "-c", _OTHER_PROCESS], input=json.dumps(jobs), capture_output=True,
                         text=True, cwd=ROOT, timeout=300, check=True)
    return {"here": games_here, "there": json.loads(run.stdout)}


@pytest.mark.parametrize("name, players", CASES)
def test_another_process_replays_the_same_game_and_lists_the_same_catalogue(name, players, other_process):
    key = f"{name}-{players}"
    there = other_process["there"][key]
    assert list(games.action_ids(name, players)) == there.pop("catalogue")
    assert there == other_process["here"][key]


# ---------------------------------------------------------------- the protocol's members


@pytest.mark.parametrize("name, players", CASES)
def test_a_state_has_every_member_of_the_game_state_protocol(name, players):
    state = games.new_game(name, REPLAY_SEED, players)
    members = {member for member in (*vars(GameState), *GameState.__annotations__) if not member.startswith("_")}
    assert sorted(member for member in members if not hasattr(state, member)) == []
    final, _ = play_random(name, players, REPLAY_SEED)
    for seat in range(players):
        assert set(state.score(seat)) >= {"total", "breakdown"}  # the running score, from the start
        assert final.to_document(seat)["game"] == name
        assert final.score(seat)["total"] == final.returns()[seat]


# ---------------------------------------------------------------- scoring


@pytest.mark.slow
@pytest.mark.parametrize("name, players", CASES)
def test_the_engine_scores_final_positions_like_calculator_score(name, players):
    for seed in range(soak_games(SCORED_GAMES)):
        state, _ = play_random(name, players, 1000 + seed)
        result = calculator.score(state.players_document())  # the public path, as --verify uses it
        assert tuple(p["total"] for p in result["players"]) == state.returns()
        assert sorted(result["winners"]) == sorted(state.winners()) and state.winners()


# ---------------------------------------------------------------- actions


@pytest.mark.parametrize("name, players", CASES)
def test_the_catalogue_parses_every_id_it_lists_and_refuses_others(name, players):
    ids = games.action_ids(name, players)
    assert len(ids) == len(set(ids))
    for action_id in ids:
        kind, _ = games.parse_action(name, action_id)
        assert action_id == kind or action_id.startswith(kind + ":")
    for bad in ("", "space", "nonsense:1", "cell:99:99", 7):
        with pytest.raises(IllegalAction):
            games.parse_action(name, bad)


def names_a_card(action_id: str) -> bool:
    """Whether an action id names one of Agricola's deck cards (``craft:E214``)."""
    from calculator.agricola.cards.catalogue import find

    return any((found := find(part)) is not None and found.id == part and found.deck in "EIK"
               for part in action_id.split(":"))


@pytest.mark.slow
@pytest.mark.parametrize("name, players", CASES)
def test_legal_ids_are_unique_labelled_and_in_the_catalogue(name, players):
    catalogue = set(games.action_ids(name, players))
    offered: set[str] = set()

    def check(state, action):
        legal = state.legal_actions()
        ids = [a.id for a in legal]
        assert legal and len(ids) == len(set(ids)), ids
        assert set(ids) <= catalogue, set(ids) - catalogue
        assert all(isinstance(a.label, str) and a.label for a in legal)
        offered.update(ids)

    for seed in range(soak_games(SCORED_GAMES)):
        final, _ = play_random(name, players, 2000 + seed, check)
        assert final.legal_actions() == () and final.current_player is None
    # The games did go through the grammar: most of its kinds, and a good part of the ids of
    # those kinds (Agricola's card ids, craft:<card> among them, are never offered in its family game).
    kinds = {games.parse_action(name, action_id)[0] for action_id in catalogue}
    offered_kinds = {games.parse_action(name, action_id)[0] for action_id in offered}
    reachable = [action_id for action_id in catalogue
                 if games.parse_action(name, action_id)[0] in offered_kinds and not names_a_card(action_id)]
    assert len(offered_kinds) > len(kinds) / 2 and len(offered) > len(reachable) / 4


@pytest.mark.slow
@pytest.mark.parametrize("name, players", CASES)
def test_apply_changes_nothing_in_the_state_it_is_called_on(name, players):
    def check(state, action):
        before, held = snapshot(state), contents(state)
        after = state.apply(action)
        after_held = contents(after)
        other = state.legal_actions()[-1]
        state.apply(other)
        assert snapshot(state) == before
        check_unchanged(held)
        assert snapshot(state.apply(action)) == snapshot(after)  # and the same action gives the same state
        check_unchanged(after_held)  # nor did reading the state that apply returned change it

    for seed in range(soak_games(WATCHED_GAMES)):
        play_random(name, players, 3000 + seed, check)


# ---------------------------------------------------------------- what a seat sees


@pytest.mark.slow
@pytest.mark.parametrize("name, players", CASES)
def test_a_seat_sees_only_what_it_may(name, players):
    """Hidden game: re-dealing what a seat cannot see (``determinize``) leaves its view and, for the
    mover, its legal actions unchanged, while other seats' views do change.  Open game: every
    seat's view is the public view, it has no secrets, and there is nothing to re-deal."""
    changed = 0
    hidden = games.info(name).hidden

    def check(state, action):
        nonlocal changed
        if not hidden:
            for seat in range(players):
                assert state.view(seat) == state.public_view() and state.private_view(seat) == {}
                assert state.determinize(seat, random.Random(seat)) is state
            return
        for seat in range(players):
            world = state.determinize(seat, random.Random(seat))
            assert world.view(seat) == state.view(seat)
            assert world.public_view() == state.public_view()
            if seat == state.current_player:
                assert [a.id for a in world.legal_actions()] == [a.id for a in state.legal_actions()]
            changed += any(world.view(other) != state.view(other) for other in range(players) if other != seat)

    for seed in range(soak_games(WATCHED_GAMES)):
        play_random(name, players, 4000 + seed, check)
    if hidden:
        assert changed, "the hidden cards were never re-dealt: the check above could not fail"


@pytest.mark.parametrize("name, players", CASES)
def test_every_view_has_the_shape_all_games_share(name, players):
    """The public view and every seat's view name the game, the round of how many, the seat to
    move and the step (an object with its ``kind``), and list the players, one entry per seat."""
    def check(state, action=None):
        for view in (state.public_view(), *(state.view(seat) for seat in range(players))):
            assert view["game"] == name and 0 <= view["round"] <= view["rounds"]
            assert view["to_move"] == state.current_player
            assert isinstance(view["step"], dict) and isinstance(view["step"]["kind"], str)
            assert [entry["seat"] for entry in view["players"]] == list(range(players))

    final, _ = play_random(name, players, 5000, check)
    check(final)


@pytest.mark.parametrize("module", [actions_module, games], ids=lambda m: m.__name__)
def test_the_docstring_examples_run(module):
    assert doctest.testmod(module).failed == 0
