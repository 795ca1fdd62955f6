"""The blocks input domain (kvtwin/scenarios/blocks/domain.py): every class drawn by
the campaigns, counted by what each op sent, and the coverage that says so."""

from __future__ import annotations

import argparse
from collections import Counter
from types import SimpleNamespace
from typing import Any

import pytest
import torch

from impl.blocks import BlockAllocator
from impl.errors import BadArgument
from kvtwin.core.campaign import run_campaign
from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.registry import get_scenario, register_target, unregister_target
from kvtwin.core.summary import DomainTally, Param, merge_coverage
from kvtwin.scenarios.blocks import domain, ops
from kvtwin.scenarios.blocks.campaigns import in_forms, serving_campaign
from kvtwin.scenarios.blocks.codec import BlocksCodec
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget
from kvtwin.scenarios.blocks.targets.model import ModelTarget
from kvtwin.scenarios.blocks.traffic import Phases

BLOCKS = get_scenario("blocks")
CODEC = BlocksCodec()


def default_campaign(**options: Any) -> Any:
    """The campaign ``kvtwin run blocks`` runs with these options."""
    parser = argparse.ArgumentParser()
    BLOCKS.campaigns.add_arguments(parser)
    argv = [f"--{k.replace('_', '-')}={v}" for k, v in options.items()]
    return BLOCKS.campaigns.from_args(parser.parse_args(argv))


def test_the_default_run_draws_every_class_a_call_can_take() -> None:
    result = run_campaign(default_campaign())
    assert result.divergence is None, result.divergence
    coverage = result.coverage
    assert coverage["never"] == []
    # the run's own options fix its pool and policy; the others are named, apart
    assert set(coverage["never_configured"]) == {
        "BlockAllocator.num_blocks=smallest",
        "BlockAllocator.num_blocks=past_256",
        "BlockAllocator.policy=ref_zero",
    }
    assert "BlockAllocator.device=cuda" in coverage["cannot_draw"] or torch.cuda.is_available()
    assert all(n > 0 for n in coverage["domain"]["register.ids.form"].values())


def test_the_hunts_draw_every_class_run_level_ones_included() -> None:
    merged: dict[str, Any] = {}
    for campaign in BLOCKS.campaigns.hunts("impl"):
        result = run_campaign(campaign)
        assert result.divergence is None, result.divergence
        merged = merge_coverage(merged, result.coverage)
    assert merged["never"] == [] and merged["never_configured"] == []
    assert merged["domain"]["BlockAllocator.num_blocks"]["past_256"] > 0


@pytest.mark.parametrize(
    ("n", "cls"),
    [
        (0, "zero"),
        (1, "one"),
        (15, "few"),
        (16, "many"),
        (31, "whole_pool"),
        (32, "past_pool"),
        (2**31 - 1, "past_pool"),
        (2**31, "past_int32"),
        (2**63 - 1, "int64_max"),
        (2**63, "past_int64"),
        (-1, "negative"),
        (True, "bool"),
    ],
)
def test_a_count_is_classed_by_its_edges(n: Any, cls: str) -> None:
    assert domain.count_class(n, 32) == cls


def test_an_op_is_counted_by_what_it_sent() -> None:
    tally = domain.new_tally()
    args = {"ids": [0, 0, 30], "hashes": [1, 2**53 + 1, 5], "parent_hashes": [0, 1, 9]}
    op = ops.Op("register", args, "tensor:int32", "tuple")
    domain.classify(tally, op, 32, lambda h: None, "tick")  # an empty map
    counted = dict(tally.counts)
    assert counted[("register.ids.form", "tensor:int32")] == 1
    assert counted[("register.hashes.form", "tuple")] == 1
    assert {("register.ids.values", c) for c in ("lowest", "highest", "repeated")} <= set(counted)
    assert ("register.hashes.values", "past_float64_exact") in counted
    # parent 1 is registered earlier in the batch; 9 is in no map: a dangling parent
    values = {c for (p, c) in counted if p == "register.parent_hashes.values"}
    assert values == {"root", "registered", "unregistered"}


def test_a_tally_refuses_a_class_its_domain_does_not_declare() -> None:
    tally = DomainTally((Param("p", ("a",), ("b",)),))
    tally.add("p", "a")
    assert tally.coverage()["never"] == ["p=!b"]
    tally.add("p", "c")
    with pytest.raises(ValueError, match="outside the declared domain"):
        tally.coverage()


def test_domain_counts_add_up_across_parts_whatever_a_class_is_called() -> None:
    a = {"domain": {"p": {"whole_size": 2, "peak": 1}}, "never": ["p=x", "q=y"], "pool_size": 8}
    b = {"domain": {"p": {"whole_size": 3, "peak": 4}}, "never": ["q=y"], "pool_size": 8}
    merged = merge_coverage(a, b)
    assert merged["domain"]["p"] == {"whole_size": 5, "peak": 5}
    assert merged["never"] == ["q=y"] and merged["pool_size"] == 8


def test_every_verb_meets_every_form_in_turn_and_hashes_alternate() -> None:
    def source() -> Any:
        for _ in range(4):
            yield ops.release([1, 2])
            yield ops.match([5, 6])

    seen = list(in_forms(source()))
    forms = [op.form for op in seen if op.verb == "release"]
    assert sorted(forms) == sorted(domain.ID_FORMS)
    assert [op.hashes_form for op in seen if op.verb == "match"] == ["list", "tuple"] * 2


def test_a_hashes_form_and_a_count_past_int64_replay_as_recorded() -> None:
    refs = RefRecorder()
    for op in (
        ops.Op("match", {"hashes": [1, 2**63 - 1]}, hashes_form="tuple"),
        ops.allocate(2**64),
    ):
        data = CODEC.encode(op, refs)
        assert CODEC.decode(data, "ops[0]", lambda v: v) == op
    seen = []
    ops.Op("match", {"hashes": [3]}, hashes_form="tuple").send(
        SimpleNamespace(match=lambda hashes: seen.append(hashes))
    )
    assert seen == [(3,)]
    with pytest.raises(TraceError, match="hashes_form"):
        CODEC.decode({"verb": "release", "ids": [1], "hashes_form": "tuple"}, "ops[0]", id)


def test_the_caller_reuses_its_buffers_once_a_call_returned() -> None:
    received: list[Any] = []

    class Keeping(ModelTarget):
        def release(self, ids: Any) -> None:
            received.append(ids)
            super().release(ids)

    session = BlocksSession(Keeping(8, "lru"))
    got = session.apply(ops.allocate(2))
    session.apply(ops.release(got))
    assert received[0] == [-1, -1]  # what a target that kept the list would see now
    assert session.domain.count("between_calls", "arguments_reused") == 1


class _Int64Only(BlockAllocator):
    def _id_list(self, ids: Any) -> list[int]:
        if isinstance(ids, torch.Tensor) and ids.dtype != torch.int64:
            raise BadArgument("int64 block tables only")
        return super()._id_list(ids)


class _ShortCounts(BlockAllocator):
    def allocate(self, n: int) -> Any:
        if type(n) is int and n >= 2**31:
            raise OverflowError("count past int32")
        return super().allocate(n)


@pytest.mark.parametrize("allocator", [_Int64Only, _ShortCounts])
def test_the_generic_campaign_catches_an_allocator_that_refuses_a_valid_class(
    allocator: type,
) -> None:
    """What the old campaigns never sent (int32 block tables, counts past int32) is
    drawn now, by no rule written for these allocators."""
    name = f"domain-test-{allocator.__name__}"

    def make(*, num_blocks: int, policy: str, device: str = "cpu") -> ImplBlockTarget:
        return ImplBlockTarget(num_blocks, policy, device, name=name, allocator_class=allocator)

    register_target("blocks", name, "a test allocator")(make)
    try:
        campaign = serving_campaign(
            BLOCKS, name, policy="lru", pool_size=32, seed=0, steps=60, phases=Phases(20, 20, 20)
        )
        result = run_campaign(campaign)
    finally:
        unregister_target("blocks", name)
    assert result.divergence is not None and result.divergence.field == "error"


def test_the_session_counts_a_reset_of_a_pool_just_reset_apart() -> None:
    session = BlocksSession(ModelTarget(8, "lru"))
    for op in (ops.reset(), ops.allocate(1), ops.reset(), ops.reset()):
        session.apply(op)
    drawn = Counter({c: session.domain.count("between_calls", c) for c in domain.BETWEEN})
    assert drawn["reset_fresh"] == 2 and drawn["reset_busy"] == 1
