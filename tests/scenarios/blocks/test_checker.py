"""The block lockstep runner: what it compares and how it reports."""

from __future__ import annotations

import pytest

from kvtwin.engine.divergence import DivergenceFound
from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.checker import BlockChecker
from kvtwin.scenarios.blocks.targets.model import ModelTarget


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


class AuditingChecker(BlockChecker):
    """Audits the whole state after every op (the engine's loop does it every M ops)."""

    def apply(self, op):
        result = super().apply(op)
        self.audit()
        return result


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
