"""The hybrid session (kvtwin/scenarios/hybrid/session.py): impl and the model agree
on seeded traffic with every output checked, and each check trips on a target
broken in the way it looks for."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import torch

from impl.hybrid import HybridPrefixCache, Request
from kvtwin.core.campaign import run_campaign
from kvtwin.core.registry import register_target, unregister_target
from kvtwin.scenarios.hybrid import HYBRID
from kvtwin.scenarios.hybrid.campaigns import hybrid_campaign
from kvtwin.scenarios.hybrid.targets.base import SCENARIO
from kvtwin.scenarios.hybrid.targets.impl import ImplHybridTarget


def campaign(target: str, steps: int = 60, **options: Any) -> Any:
    return hybrid_campaign(HYBRID, target, seed=options.pop("seed", 1), steps=steps, **options)


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_impl_agrees_and_every_request_is_checked(policy: str) -> None:
    result = run_campaign(campaign("impl", steps=120, policy=policy))
    assert result.divergence is None, result.divergence
    coverage = result.coverage
    assert coverage["outputs_checked"] >= coverage["verbs"]["admit"] - 10
    assert coverage["tokens_checked"] > 0 and coverage["snapshots_checked"] > 0
    assert coverage["idle_checks"] > 0 and coverage["prefix_hits"] > 0
    assert coverage["errors"]  # misuse went through the checks, rejected alike


def test_the_model_target_agrees() -> None:
    result = run_campaign(campaign("model", steps=50))
    assert result.divergence is None, result.divergence
    assert result.coverage["outputs_checked"] > 0


class _Drifting(HybridPrefixCache):
    """Every chunk's output off by a hair: only the float64 recompute sees it."""

    def prefill(self, rid: int, *args: Any, **kwargs: Any) -> Any:
        chunk = super().prefill(rid, *args, **kwargs)
        if chunk is not None:
            chunk.o.mul_(1.001)
        return chunk


class _KeepsStates(HybridPrefixCache):
    """Keeps every live state it made (a per-request buffer never freed)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.kept: list[torch.Tensor] = []

    def _start(self, request: Request) -> torch.Tensor:
        state = super()._start(request)
        self.kept.append(state)
        return state


class _Decays(HybridPrefixCache):
    """Snapshots stored a little decayed: a later restore starts from the wrong state."""

    def _record(self, request: Request, blocks: list[int], states: torch.Tensor) -> Any:
        return super()._record(request, blocks, states * 0.99)


class _StaleStamps(HybridPrefixCache):
    """A pin does not refresh the slot's stamp: the LRU takes a hot snapshot."""

    def admit(self, rid: int, hashes: Any, prompt_len: int) -> list[int]:
        stamps = self.slots.stamps.clone()
        kept = super().admit(rid, hashes, prompt_len)
        self.slots.stamps.copy_(stamps)
        return kept


@pytest.fixture
def broken(request: pytest.FixtureRequest) -> Iterator[str]:
    name = f"test:{request.param.__name__}"
    cls = request.param
    register_target(SCENARIO, name, "a planted defect")(
        lambda **options: ImplHybridTarget(**options, name=name, cache_class=cls)
    )
    yield name
    unregister_target(SCENARIO, name)


@pytest.mark.parametrize(
    ("broken", "field"),
    [
        (_Drifting, "o[request"),
        (_KeepsStates, "state bytes"),
        (_Decays, "snapshot[slot"),
        (_StaleStamps, "slot["),
    ],
    indirect=["broken"],
)
def test_each_check_trips_on_what_it_looks_for(broken: str, field: str) -> None:
    for hunt in HYBRID.campaigns.hunts(broken):
        result = run_campaign(hunt)
        if result.divergence is not None:
            break
    assert result.divergence is not None
    assert result.divergence.field.startswith(field), result.divergence
