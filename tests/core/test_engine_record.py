"""An engine record is checked when it registers, the way pluggy checks a hook
implementation against its spec: every misfit is refused naming the piece, and
nothing of a refused record is registered."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from kvtwin.core import engine_record, registry
from kvtwin.core.engine_level.driver import EngineDriver, Port
from kvtwin.core.engine_record import Engine, EngineRecordError, Provides, register_engine
from kvtwin.core.standalone_writer import Bundle, Standalone
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget


def _blocks(**_: Any) -> ImplBlockTarget:  # wrong: takes anything, builds the right type
    raise AssertionError("never built by these tests")


def _allocator(*, num_blocks: int, policy: str, device: str = "cpu") -> ImplBlockTarget:
    raise AssertionError("never built by these tests")


class NoAbort(EngineDriver):
    def attach(self, port: Port) -> None: ...
    def arrive(self, prompt: list[int], max_new_tokens: int) -> None: ...
    def step(self) -> None: ...
    def owners(self) -> Any: ...


def _record(*provides: Provides, **changes: Any) -> Engine:
    engine = Engine("demo-engine", "KVTWIN_DEMO_PATH", lambda: {}, provides=provides)
    return dataclasses.replace(engine, **changes)


@pytest.fixture(autouse=True)
def _undone(monkeypatch: pytest.MonkeyPatch) -> None:
    registry.scenarios()
    monkeypatch.setattr(engine_record, "_ENGINES", dict(engine_record._ENGINES))
    monkeypatch.setattr(registry, "_TARGETS", dict(registry._TARGETS))


def test_a_fitting_record_registers_its_targets_and_names_its_engine():
    register_engine(_record(Provides("blocks", "demo", "demo allocator", _allocator)))
    assert "demo" in registry.targets("blocks")
    assert engine_record.engine_of("demo").name == "demo-engine"


@pytest.mark.parametrize(
    ("record", "named"),
    [
        (_record(Provides("nosuch", "demo", "", _allocator)), "no scenario 'nosuch'"),
        (_record(Provides("blocks", "impl", "", _allocator)), "target 'impl' is registered"),
        (
            _record(Provides("blocks", "demo", "", lambda *, pool: None)),
            "requires ['pool'], which scenario blocks never passes",
        ),
        (
            _record(Provides("blocks", "demo", "", lambda *, num_blocks, policy: None)),
            "does not take ['device'], which blocks passes",
        ),
        (_record(Provides("radix", "demo", "", _blocks)), "builds ImplBlockTarget, not a Radix"),
        (_record(Provides("radix-engine", "demo", "", NoAbort)), "does not implement abort"),
        (
            _record(
                Provides(
                    "blocks",
                    "demo",
                    "",
                    _allocator,
                    standalone=Standalone(Bundle(("kvtwin.core.options",), "main", ()), dict),
                )
            ),
            "imports kvtwin.core.errors, which a standalone test may not",
        ),
        (_record(Provides("blocks", "demo", "", _allocator), env="DEMO"), "env: expected"),
        (_record(), "provides: no scenario"),
    ],
)
def test_a_misfit_is_refused_naming_it_and_nothing_is_registered(record, named):
    before = dict(registry._TARGETS)
    with pytest.raises(EngineRecordError, match=None) as refused:
        register_engine(record)
    assert named in str(refused.value)
    assert before == registry._TARGETS and "demo-engine" not in engine_record.engines()


def test_a_record_is_checked_as_a_whole_before_anything_is_registered():
    good = Provides("blocks", "demo", "", _allocator)
    bad = Provides("blocks", "demo-2", "", lambda *, pool: None)
    with pytest.raises(EngineRecordError, match=r"provides\[1\]"):
        register_engine(_record(good, bad))
    assert "demo" not in registry.targets("blocks")
