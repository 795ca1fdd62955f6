"""The radix scenario on the model and on planted-bug targets (no SGLang needed):
the serving loop's traffic agrees with the model itself, each planted bug is
found at the verb it breaks, traces replay and shrink keeping the cause, and
a known cause never blinds a run."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.findings import Collector
from kvtwin.core.parts import run_parts
from kvtwin.core.registry import get_scenario, register_target
from kvtwin.core.replay import replay_trace
from kvtwin.core.repro import shrink_trace
from kvtwin.scenarios.blocks.serving import ALL, LEGITIMATE, MISUSE
from kvtwin.scenarios.radix.campaigns import HUNT_PHASES, radix_campaign
from kvtwin.scenarios.radix.model_target import ModelTarget
from kvtwin.scenarios.radix.target import SCENARIO

RADIX = get_scenario(SCENARIO)


def campaign(target: str, *, traffic: str = LEGITIMATE, policy: str = "lru", seed: int = 1,
             steps: int = 125, pool: int = 24) -> Any:  # fmt: skip
    return radix_campaign(
        RADIX, target, policy=policy, pool_size=pool, seed=seed, steps=steps,
        phases=HUNT_PHASES, traffic=traffic,
    )  # fmt: skip


# ------------------------------------------------------------ planted bugs
class NoDedup(ModelTarget):
    """insert keeps the caller's duplicate pages instead of freeing them (a leak)."""

    def insert(self, tokens: Sequence[int], pages: Sequence[Any], prev: int) -> Any:
        before = set(self.model.free_pages())
        got = super().insert(tokens, pages, prev)
        for page in set(self.model.free_pages()) - before:
            self.model._free.discard(page)
            self.model._state[page] = "private"
        return got


class UnlockForgets(ModelTarget):
    """unlock drops the receipt but leaves the lock counts raised."""

    def unlock(self, lock: Any) -> None:
        if lock not in self.model._locks:
            self.model.unlock(lock)  # the model's own error
        self.model._locks.pop(lock)


class EvictsLocked(ModelTarget):
    """evict ignores locks: a locked leaf is taken like any other."""

    def evict(self, num_tokens: int) -> int:
        nodes = list(self.model.tree.nodes.values())
        saved = [n.lock_ref for n in nodes]
        for node in nodes:
            node.lock_ref = 0
        try:
            return self.model.evict(num_tokens)
        finally:
            for node, count in zip(nodes, saved, strict=True):
                if node.id in self.model.tree.nodes:
                    node.lock_ref = count


class AcceptsDoubleFree(ModelTarget):
    """free takes a free page again: the pool then holds it twice (and, as SGLang,
    it trusts its caller: misuse is judged by what it leaves behind)."""

    trusts_caller = True

    def free(self, pages: Sequence[Any]) -> None:
        twice = [p for p in pages if type(p) is int and self.model.state(p) == "free"]
        self.model.free([p for p in pages if p not in twice])
        self.extra = getattr(self, "extra", []) + twice

    def free_pages(self) -> list[int]:
        return sorted(super().free_pages() + getattr(self, "extra", []))


BUGS = {
    "test-no-dedup": (NoDedup, ("insert",)),
    # a lock count left raised under other holders shows in the audit's tree
    "test-unlock-forgets": (UnlockForgets, ("unlock", "audit")),
    "test-evicts-locked": (EvictsLocked, ("evict",)),
}
for _name, (_cls, _) in {**BUGS, "test-double-free": (AcceptsDoubleFree, "free")}.items():
    register_target(SCENARIO, _name, "a planted bug (tests only)")(
        lambda *, num_pages, page_size, policy, cls=_cls: cls(num_pages, page_size, policy)
    )


# ------------------------------------------------------------------ tests
@pytest.mark.parametrize("policy", ["lru", "fifo", "disabled"])
@pytest.mark.parametrize("traffic", [LEGITIMATE, ALL])
def test_the_model_agrees_with_itself_on_serving_traffic(policy: str, traffic: str) -> None:
    result = run_campaign(campaign("model", traffic=traffic, policy=policy))
    assert result.divergence is None, str(result.divergence)
    coverage = result.coverage
    assert coverage["verbs"]["alloc"] > 0 and coverage["verbs"]["unlock"] > 0
    if policy != "disabled":
        assert coverage["prefix_hits"] > 0 and coverage["evictions"] > 0
    if traffic == ALL:  # the misuse the loop makes is refused, by kind
        assert coverage["errors"]


def test_misuse_families_take_turns_with_the_seed() -> None:
    kinds = set()
    for seed in range(6):
        ran = run_campaign(campaign("model", traffic=MISUSE, seed=seed, steps=60))
        kinds |= set(ran.coverage["errors"])
    assert {"bad_argument", "not_owned", "bad_page", "stale_lock"} <= {
        k.split(":")[0] for k in kinds
    }


@pytest.mark.parametrize("name", sorted(BUGS))
def test_each_planted_bug_is_found_at_the_verb_it_breaks(name: str) -> None:
    found = None
    for seed in range(1, 4):
        result = run_campaign(campaign(name, seed=seed))
        if result.divergence is not None:
            found = result.divergence
            break
    assert found is not None, f"{name} agreed on three seeds"
    assert found.verb in BUGS[name][1], str(found)


def test_a_double_free_accepted_shows_in_the_free_pool() -> None:
    result = run_campaign(campaign("test-double-free", traffic=MISUSE, seed=3))
    assert result.divergence is not None
    assert result.divergence.verb == "free"
    assert "unchecked misuse" in result.divergence.field


def test_a_trace_replays_and_a_diverging_one_shrinks_keeping_its_cause() -> None:
    plain = campaign("model", traffic=ALL)
    result = run_campaign(plain)
    assert replay_trace(trace_of(plain, result, "test")).divergence is None
    buggy = campaign("test-no-dedup")
    result = run_campaign(buggy)
    assert result.divergence is not None
    trace = trace_of(buggy, result, "test")
    shrunk = shrink_trace(trace, max_seconds=30)
    assert shrunk.shrunk_signature == result.divergence.signature
    assert len(shrunk.trace.ops) < len(trace.ops)
    assert replay_trace(shrunk.trace).divergence.signature == result.divergence.signature


def test_a_known_cause_is_counted_and_the_run_goes_its_full_length() -> None:
    steps = 250
    buggy = campaign("test-no-dedup", steps=steps)
    first = run_campaign(buggy).divergence
    assert first is not None
    collector = Collector([first.signature])
    parts = run_parts(RADIX, buggy, collector)
    assert sum(p.result.ticks for p in parts) == steps
    assert len(parts) > 1
    assert not collector.new()
    assert collector.all()[0].hits == len(parts) - (parts[-1].result.divergence is None)


def test_a_misuse_trace_is_cut_to_what_its_last_op_needs() -> None:
    """The codec's reference cut, alone (no ddmin after it), takes a long misuse
    trace to a tenth of its ops with the same cause."""
    from kvtwin.core.cut import group_ddmin, reference_cut
    from kvtwin.core.replay import candidate_of, replay

    buggy = campaign("test-double-free", traffic=MISUSE, seed=3)
    result = run_campaign(buggy)
    assert result.divergence is not None
    trace = trace_of(buggy, result, "test")
    wanted = result.divergence.signature
    start = candidate_of(trace)[: result.divergence.step + 1]

    def fails(candidate: list) -> bool:
        found = replay(RADIX, trace.config, trace.target, candidate).divergence
        return found is not None and found.signature == wanted

    cut = reference_cut(start, fails, float("inf"))
    assert len(cut) < len(trace.ops) // 10
    assert fails(cut)
    assert RADIX.codec.cuts == (reference_cut, group_ddmin)  # tried first, in this order


def test_the_legitimate_survey_campaigns_make_only_the_scheduler_s_calls() -> None:
    campaigns = RADIX.campaigns.legitimate("model", 60)
    assert [c.summary["seed"] for c in campaigns] == [1, 2, 3]
    for built in campaigns:
        result = run_campaign(built)
        assert result.divergence is None, str(result.divergence)
        assert not result.coverage["errors"]  # nothing the contract rejects was sent
