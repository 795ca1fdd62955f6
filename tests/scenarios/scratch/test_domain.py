"""The scratch input domain (kvtwin/scenarios/scratch/domain.py): every class a direct
caller of the cache may pass or do between calls is drawn and counted by what each
op sent, and a cache that mishandles one is caught by the generic campaigns."""

from __future__ import annotations

import argparse
import json
from collections.abc import Hashable, Iterator
from typing import Any

import pytest
import torch

from impl.scratch import ScratchCache
from kvtwin.core.campaign import run_campaign
from kvtwin.core.refs import RefRecorder
from kvtwin.core.registry import register_target, unregister_target
from kvtwin.core.summary import DOMAIN, DOMAIN_MISUSE, merge_coverage
from kvtwin.scenarios.scratch import SCRATCH, domain
from kvtwin.scenarios.scratch.campaigns import DRAWS, LAYOUTS
from kvtwin.scenarios.scratch.codec import ScratchCodec
from kvtwin.scenarios.scratch.ops import ScratchOp
from kvtwin.scenarios.scratch.session import ScratchSession
from kvtwin.scenarios.scratch.targets import SCENARIO, ImplScratchTarget

CODEC = ScratchCodec()


def default_campaign(*argv: str) -> Any:
    """The campaign ``kvtwin run scratch ARGV`` runs."""
    parser = argparse.ArgumentParser()
    SCRATCH.campaigns.add_arguments(parser)
    return SCRATCH.campaigns.from_args(parser.parse_args(list(argv)))


def test_the_default_run_draws_every_class_valid_and_misuse() -> None:
    result = run_campaign(default_campaign())
    assert result.divergence is None, result.divergence
    coverage = result.coverage
    assert coverage["never"] == [] and coverage["never_configured"] == []
    assert coverage["cannot_draw"] == {}
    for part in (DOMAIN, DOMAIN_MISUSE):
        counts = coverage[part]
        zero = [f"{p}={c}" for p, drawn in counts.items() for c, n in drawn.items() if not n]
        assert zero == [], part
    declared = {p.name: set(p.classes) for p in domain.PARAMS}
    assert {p: set(c) for p, c in coverage[DOMAIN].items()} == declared


def test_the_hunts_together_draw_every_class() -> None:
    merged: dict[str, Any] = {}
    for campaign in SCRATCH.campaigns.hunts("impl"):
        result = run_campaign(campaign)
        assert result.divergence is None, result.divergence
        merged = merge_coverage(merged, result.coverage)
    assert merged["never"] == []
    assert merged[DOMAIN]["between_calls"]["held_entry_evicted"] > 0


@pytest.mark.parametrize(
    ("capacity", "cls"),
    [
        (None, "omitted"),
        (1, "one"),
        (3, "few"),
        (8, "default"),
        (64, "many"),
        (0, "zero"),
        (-1, "negative"),
        (True, "bool"),
        (2.5, "float"),
        ("8", "string"),
    ],
)
def test_a_capacity_is_classed_by_its_value_and_type(capacity: Any, cls: str) -> None:
    assert domain.capacity_class(capacity) == cls


@pytest.mark.parametrize("name", list(LAYOUTS))
def test_each_drawn_layout_is_of_the_class_it_is_drawn_for(name: str) -> None:
    assert name in domain.layout_class(LAYOUTS[name])


def test_every_class_a_turn_draws_is_declared() -> None:
    """``DRAWS`` names only classes the domain has, and every valid key kind, layout,
    dtype and capacity class is one of them (or comes with the plain traffic)."""
    declared = {p.name: set(p.classes) for p in domain.PARAMS}
    groups = {"key": "get.key", "layout": "get.layout", "dtype": "get.layout.dtype"}
    for draw in DRAWS:
        group, _, name = draw.partition(":")
        if group in groups:
            assert name in declared[groups[group]], draw
    assert {d.partition(":")[2] for d in DRAWS if d.startswith("dtype:")} == declared[
        "get.layout.dtype"
    ]


def _sent(*ops: ScratchOp, capacity: int | None = 3) -> dict[str, Any]:
    session = ScratchSession(ImplScratchTarget(capacity), capacity)
    for op in ops:
        session.apply(op)
    return session.coverage()


def test_the_session_counts_what_each_op_sent() -> None:
    layout = (("a", (2, 3), "int16"),)
    coverage = _sent(
        ScratchOp("get", 1, layout, key_kind="str", shape_form="torch_size"),
        ScratchOp("get", 1, layout, key_kind="str", device_form="name"),
        ScratchOp("peek", 1, key_kind="str"),
        ScratchOp("clear"),
        ScratchOp("clear"),
        ScratchOp("rebuild", capacity=None, allocate="omitted"),
        ScratchOp("get", 2, layout, hook="wrong_dtype"),
    )
    drawn = coverage[DOMAIN]
    assert drawn["get.key"]["str"] == 3 and drawn["get.key"]["int"] == 1
    assert drawn["get.shape_form"] == {"tuple": 2, "torch_size": 1}
    assert drawn["get.device"] == {"device": 2, "name": 1}
    assert drawn["get.outcome"]["miss"] == 2 and drawn["get.outcome"]["hit"] == 1
    assert drawn["between_calls"]["clear"] == 1 and drawn["between_calls"]["clear_empty"] == 1
    assert drawn["ScratchCache.capacity"] == {
        "omitted": 1,
        "one": 0,
        "few": 1,
        "default": 0,
        "many": 0,
        "past_256": 0,
    }
    # built without a hook, the cache allocates on its own: the op's hook never answers
    assert drawn["get.hook"]["no_hook"] == 1 and coverage[DOMAIN_MISUSE]["get.hook"] == {
        "wrong_shape": 0,
        "short_shape": 0,
        "wrong_dtype": 0,
        "not_a_tensor": 0,
    }
    assert drawn["get.layout.dtype"]["int16"] == 3
    assert "get.key=none" in coverage["never"] and "get.key=str" not in coverage["never"]


@pytest.mark.parametrize(
    "op",
    [
        ScratchOp("get", 3, LAYOUTS["several"], key_kind="tuple", shape_form="torch_size"),
        ScratchOp("get", 4, LAYOUTS["zero_dim"], key_kind="none", device_form="name"),
        ScratchOp("get", 5, LAYOUTS["one_buffer"], key_kind="large_int", hook="raises"),
        ScratchOp("rebuild", capacity=8, allocate="omitted"),
        ScratchOp("rebuild", capacity=3, allocate="not_callable"),
        ScratchOp("peek", 6, key_kind="str"),
    ],
)
def test_a_drawn_class_survives_a_trace_round_trip(op: ScratchOp) -> None:
    data = json.loads(json.dumps(CODEC.encode(op, RefRecorder())))
    assert CODEC.decode(data, "ops[0]", lambda value: value) == op


# ------------------------------------------ caches the generic campaign catches
class _PeekTouches(ScratchCache):
    """``peek`` makes its key the most recent, as a ``get`` does."""

    def peek(self, key: Hashable) -> Any:
        entry = super().peek(key)
        if entry is not None:
            self._touch(key)
        return entry


class _EvictsFirst(ScratchCache):
    """A full cache evicts before it allocates: a failing allocation costs a warm entry."""

    def get(self, key: Hashable, layout: Any, device: Any) -> Any:
        if key not in self and self._full():
            self._entries.popitem(last=False)
        return super().get(key, layout, device)


class _NoneIsNoKey(ScratchCache):
    """A ``None`` key is never held: every get of it misses."""

    def get(self, key: Hashable, layout: Any, device: Any) -> Any:
        if key is None:
            self._entries.pop(None, None)
        return super().get(key, layout, device)


class _StringDeviceOnly(ScratchCache):
    """Refuses a ``torch.device`` where a device name would do."""

    def get(self, key: Hashable, layout: Any, device: Any) -> Any:
        if not isinstance(device, str) and key not in self:
            raise TypeError("device must be a string")
        return super().get(key, layout, device)


@pytest.fixture
def registered() -> Iterator[Any]:
    names: list[str] = []

    def register(cache_class: type[ScratchCache]) -> str:
        name = f"domain-test:{cache_class.__name__}"
        register_target(SCENARIO, name, "a test cache")(
            lambda capacity=None: ImplScratchTarget(capacity, cache_class=cache_class)
        )
        names.append(name)
        return name

    yield register
    for name in names:
        unregister_target(SCENARIO, name)


@pytest.mark.parametrize("cache_class", [_PeekTouches, _EvictsFirst, _NoneIsNoKey])
def test_a_cache_that_mishandles_a_class_is_caught_by_the_default_run(
    cache_class: type[ScratchCache], registered: Any
) -> None:
    result = run_campaign(default_campaign("--target", registered(cache_class)))
    assert result.divergence is not None


def test_a_cache_refusing_the_usual_device_form_diverges_at_once(registered: Any) -> None:
    result = run_campaign(default_campaign("--target", registered(_StringDeviceOnly)))
    assert result.divergence is not None and result.divergence.step < 20
    assert torch.device("cpu").type == "cpu"  # the form the adapter passes by default
