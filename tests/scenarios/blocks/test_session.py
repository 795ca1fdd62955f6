"""The block lockstep runner: what it compares and how it reports."""

from __future__ import annotations

import contextlib

import pytest

from kvtwin.core.divergence import DivergenceFound
from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget
from kvtwin.scenarios.blocks.targets.model import ModelTarget
from model.blocks import BlockAllocatorModel
from model.errors import AllocatorError


class StaleRefTarget(ModelTarget):
    """Forgets the second of two references dropped in one release."""

    def release(self, ids):
        super().release(list(dict.fromkeys(ids)))


class CrashingTarget(ModelTarget):
    def retain(self, ids):
        raise RuntimeError("boom")


class OverStrictTarget(ModelTarget):
    def tick(self):
        from model.errors import BadArgument

        raise BadArgument("refuses to tick")


class ReversedChoiceTarget(ModelTarget):
    """Hands out ids the model must accept: any free ones, in any order."""

    def allocate(self, n):
        chosen = self.model.allocate(n, choose=sorted(self.model.free_ids(), reverse=True)[:n])
        return chosen


class DoubleHandoutTarget(ModelTarget):
    def allocate(self, n):
        ids = super().allocate(n)
        return None if ids is None else ids[:1] * len(ids)


class AuditingChecker(BlocksSession):
    """Audits the whole state after every op (the engine's loop does it every M ops)."""

    def apply(self, op):
        result = super().apply(op)
        self.audit()
        return result


class OldestFirstTarget(ModelTarget):
    """Keeps megatron-core 0.17's LRU flavour and says so, as an adapter does."""

    model_policy = "lru_oldest_first"

    def __init__(self, num_blocks, policy):
        super().__init__(num_blocks, policy)
        self.model = BlockAllocatorModel(num_blocks, self.model_policy)


def test_the_session_models_the_flavour_a_target_declares():
    assert BlocksSession(ModelTarget(6, "lru")).model.policy.name == "lru"
    session = BlocksSession(OldestFirstTarget(6, "lru"))
    assert session.model.policy.name == "lru_oldest_first"
    for op in (ops.allocate(3), ops.register([0, 1], [7, 8], [0, 7]), ops.release([0, 1])):
        session.apply(op)
    session.apply(ops.allocate(4))  # evicts the older parent first, as the flavour says
    session.audit()


def lockstep(target_class, policy="lru", blocks=6):
    return AuditingChecker(target_class(blocks, policy))


def test_agreeing_target_runs_clean():
    run = lockstep(ModelTarget)
    ids = run.apply(ops.allocate(2))
    run.apply(ops.register(ids, [7, 8], [0, 7]))
    run.apply(ops.retain(ids))
    run.apply(ops.release(ids + ids))
    assert run.model.counts().cached == 2
    run.audit(context=[])


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_missed_reference_drop_is_a_ref_divergence(policy):
    run = lockstep(StaleRefTarget, policy)
    ids = run.apply(ops.allocate(1))
    run.apply(ops.retain(ids))
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.release(ids + ids))
    divergence = found.value.divergence
    assert divergence.step == 2
    assert divergence.field == f"block[{ids[0]}].ref"
    assert (divergence.expected, divergence.actual) == (0, 1)


def test_crash_is_reported_not_raised():
    run = lockstep(CrashingTarget)
    ids = run.apply(ops.allocate(1))
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.retain(ids))
    assert found.value.divergence.field == "error"
    assert found.value.divergence.expected == "no error"
    assert "RuntimeError: boom" in found.value.divergence.actual


def test_target_rejecting_a_valid_op_diverges_on_error_kind():
    run = lockstep(OverStrictTarget)
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.tick())
    assert (found.value.divergence.expected, found.value.divergence.actual) == (
        "no error",
        "bad_argument",
    )


def test_model_adopts_any_valid_choice_of_free_ids():
    run = lockstep(ReversedChoiceTarget, blocks=6)
    assert run.apply(ops.allocate(2)) == [4, 3]
    assert run.model.view(4).ref == 1 and run.model.is_free(0)


def test_handing_out_one_id_twice_is_an_invalid_choice():
    run = lockstep(DoubleHandoutTarget)
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.allocate(2))
    assert found.value.divergence.field == "result"
    assert "twice" in found.value.divergence.actual


def test_both_rejecting_agree_and_leave_state_alone():
    run = lockstep(ModelTarget)
    ids = run.apply(ops.allocate(1))
    assert run.apply(ops.release(ids + ids)) is None  # over-release on both sides
    assert run.model.view(ids[0]).ref == 1


# ------------------------------------------- caller-trusting targets (vLLM's pool)
class IgnoresMisuseTarget(ModelTarget):
    """Checks none of its caller's mistakes and does nothing on them."""

    trusts_caller = True

    def release(self, ids):
        with contextlib.suppress(AllocatorError):
            super().release(ids)


class CrashesOnMisuseTarget(ModelTarget):
    """Fails its own assertion on misuse, before changing anything."""

    trusts_caller = True

    def release(self, ids):
        if len(ids) != len(set(ids)):
            raise AssertionError("free_blocks: ref_cnt below zero")
        super().release(ids)


class TrustingStaleRefTarget(StaleRefTarget):
    """Lets an over-release through, changing the state on the way."""

    trusts_caller = True


class CheckingIgnoresMisuseTarget(IgnoresMisuseTarget):
    trusts_caller = False


@pytest.mark.parametrize("target_class", [IgnoresMisuseTarget, CrashesOnMisuseTarget])
def test_unchecked_misuse_that_changes_nothing_is_counted_not_a_finding(target_class):
    run = lockstep(target_class)
    ids = run.apply(ops.allocate(2))
    assert run.apply(ops.release(ids + ids)) is None  # over-release: the model rejects it
    run.apply(ops.release(ids))  # the run goes on
    outcome = "no error" if target_class is IgnoresMisuseTarget else "crash: AssertionError"
    coverage = run.coverage()
    assert coverage["misuse_unchecked"] == {f"over_release -> {outcome}": 1}
    assert coverage["errors"] == {} and "rejected ops" not in coverage["never"]


def test_unchecked_misuse_that_changes_the_state_is_a_finding():
    run = lockstep(TrustingStaleRefTarget)
    ids = run.apply(ops.allocate(2))
    run.apply(ops.retain(ids))
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.release(ids + ids + ids))  # three drops of two references each
    divergence = found.value.divergence
    assert divergence.field == f"state after unchecked misuse: block[{ids[0]}].ref"
    assert (divergence.expected, divergence.actual) == (2, 1)


class ExitsOnMisuseTarget(ModelTarget):
    trusts_caller = True

    def release(self, ids):
        if len(ids) != len(set(ids)):
            raise SystemExit(3)
        super().release(ids)


def test_a_caller_trusting_target_that_exits_on_misuse_is_a_finding():
    run = lockstep(ExitsOnMisuseTarget)
    ids = run.apply(ops.allocate(1))
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.release(ids + ids))
    assert found.value.divergence.field == "error"
    assert "SystemExit" in str(found.value.divergence.actual)


def test_a_target_that_checks_its_caller_must_reject_misuse():
    run = lockstep(CheckingIgnoresMisuseTarget)
    ids = run.apply(ops.allocate(1))
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.release(ids + ids))
    assert found.value.divergence.field == "error"
    assert found.value.divergence.actual == "no error"


# ------------------------------------------------ the fast path (block_fields)
class FieldsTarget(ModelTarget):
    """block_fields() as the impl adapter gives it, read off the model's views."""

    def block_fields(self, ids):
        views = self.views(ids)
        return (
            [v.ref for v in views],
            [-1 if v.hash is None else v.hash for v in views],
            [-1 if v.parent is None else v.parent for v in views],
            [v.children for v in views],
            [self.model.block(b).stamp for b in ids] if self.policy == "lru" else None,
            None,
        )


class LyingFieldsTarget(FieldsTarget):
    """Its two observations of one state disagree."""

    def block_fields(self, ids):
        refs, *rest = super().block_fields(ids)
        return ([r + 1 for r in refs], *rest)


class StickyResetTarget(FieldsTarget):
    """reset() forgets the first block it ever handed out."""

    def allocate(self, n):
        ids = super().allocate(n)
        if ids and not hasattr(self, "first"):
            self.first = ids[0]
        return ids

    def reset(self):
        super().reset()
        self.model.allocate(1, choose=[self.first])


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_block_fields_agreeing_with_views_run_clean(policy):
    run = lockstep(FieldsTarget, policy)
    ids = run.apply(ops.allocate(3))
    run.apply(ops.register(ids, [7, 8, 9], [0, 7, 8]))
    run.apply(ops.retain(ids[:1]))
    run.apply(ops.release(ids + ids[:1]))
    run.apply(ops.evict(1) if policy == "lru" else ops.tick())
    run.apply(ops.reset())
    run.audit(context=[])


def test_block_fields_disagreeing_with_views_is_an_observation_finding():
    run = lockstep(LyingFieldsTarget)
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.allocate(1))
    divergence = found.value.divergence
    assert divergence.field == "observation"
    assert "block_fields()" in divergence.expected and "views()" in divergence.expected


def test_a_reset_that_keeps_a_block_is_named_at_the_reset():
    run = lockstep(StickyResetTarget, blocks=8)
    ids = run.apply(ops.allocate(2))
    run.apply(ops.release(ids))
    run.apply(ops.tick())
    with pytest.raises(DivergenceFound) as found:
        run.apply(ops.reset())
    divergence = found.value.divergence
    assert divergence.step == 3 and divergence.field == f"block[{ids[0]}].ref"
    assert (divergence.expected, divergence.actual) == (0, 1)


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_impl_block_fields_show_what_views_show(policy):
    target = ImplBlockTarget(16, policy)
    ids = target.allocate(6)
    target.register(ids[:4], [1, 2, 3, 4], [0, 1, 2, 3])
    target.retain(ids[:2])
    target.release(ids[1:5] + ids[:1])
    if policy == "lru":
        target.evict(1)
    every = range(target.num_blocks)  # the dummy too
    refs, hashes, parents, children, stamps, free = target.block_fields(every)
    views = target.views(every)
    assert free is None
    assert refs == [v.ref for v in views] and children == [v.children for v in views]
    assert hashes == [-1 if v.hash is None else v.hash for v in views]
    assert parents == [-1 if v.parent is None else v.parent for v in views]
    shown = [s for s, v in zip(stamps or [], views, strict=False) if not v.free]
    assert shown == ([v.stamp for v in views if not v.free] if policy == "lru" else [])
    assert target.block_fields([ids[5], ids[0]])[0] == [views[ids[5]].ref, views[ids[0]].ref]
