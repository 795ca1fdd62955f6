"""Drive a block-allocator target and the reference model in lockstep.

Every op goes to the target first (it chooses which free ids to hand out),
then to the model, which checks that choice and adopts it. After each op the
runner compares, in this order: the raised error kinds, the op's result, the
state of every block the op touched (as the model records it, plus the ids the
op named or returned), the pool-wide counters and the map entries of touched
hashes. Every ``audit_every`` ops, and on ``audit()``, it compares the whole
state and the model's invariants. The first difference raises
``DivergenceFound``; a target that crashes is a divergence too, never a crash
of the runner.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from kvtwin.divergence import Divergence, DivergenceFound
from kvtwin.ops import Op
from kvtwin.targets.base import BlockTarget
from model.blocks import BlockAllocatorModel
from model.errors import InvalidChoice

NO_ERROR = "no error"


def default_audit_every(num_blocks: int) -> int:
    """A full audit costs O(pool); spacing audits by pool/8 ops keeps its share
    of a run's time flat as the pool grows, and never rarer than every 64 ops."""
    return max(64, num_blocks // 8)


def error_kind(error: BaseException | None) -> str:
    """``kind`` of a contract error; anything else is a crash, named by type and message."""
    if error is None:
        return NO_ERROR
    kind = getattr(type(error), "kind", None)
    if isinstance(kind, str):
        return kind
    return f"crash: {type(error).__name__}: {error}"


class BlockLockstep:
    def __init__(self, target: BlockTarget, *, audit_every: int | None = None) -> None:
        self.target = target
        # A target may keep an engine's own flavour of a policy (model/eviction.py)
        self.model = BlockAllocatorModel(
            target.num_blocks, getattr(target, "model_policy", target.policy)
        )
        self.audit_every = (
            default_audit_every(target.num_blocks) if audit_every is None else audit_every
        )
        self.steps = 0
        self.allocation_failures = 0
        self.evictions = 0
        self.last_model_error: str | None = None

    def apply(self, op: Op) -> Any:
        """Apply ``op`` to both sides; return the (agreed) result or raise ``DivergenceFound``."""
        step = self.steps
        self.steps += 1
        target_result, target_error = _attempt(op, self.target)
        if op.verb == "allocate" and target_error is None:
            model_result, model_error = _attempt(op, self.model, choose=target_result)
            if isinstance(model_error, InvalidChoice):
                self._diverge(
                    step, op, "result", "ids that are free", f"{target_result}: {model_error}"
                )
        else:
            model_result, model_error = _attempt(op, self.model)
        self.last_model_error = None if model_error is None else error_kind(model_error)
        expected_kind, actual_kind = error_kind(model_error), error_kind(target_error)
        if expected_kind != actual_kind:
            self._diverge(step, op, "error", expected_kind, actual_kind)
        if model_error is not None:
            # Both rejected the op: the target must have changed nothing.
            self._compare_blocks(step, op, op.block_ids(), "state after rejected op: ")
            self._compare_counts(step, op)
            return None
        if model_result != target_result:
            self._diverge(step, op, "result", model_result, target_result)
        if op.verb == "allocate" and model_result is None:
            self.allocation_failures += 1
        self.evictions += len(self.model.evicted)
        touched = set(self.model.touched) | set(op.block_ids())
        if isinstance(model_result, list):
            touched.update(model_result)
        self._compare_blocks(step, op, sorted(touched))
        self._compare_counts(step, op)
        hashes = sorted(self.model.touched_hashes)
        if hashes:
            expected_map = [self.model.lookup(h) for h in hashes]
            actual_map = self.target.lookup(hashes)
            for h, want, got in zip(hashes, expected_map, actual_map, strict=True):
                if want != got:
                    self._diverge(step, op, f"map[{h}]", want, got)
        if self.audit_every and self.steps % self.audit_every == 0:
            self.audit(op)
        return target_result

    def audit(
        self, op: Op | None = None, owner_tables: Iterable[Sequence[int]] | None = None
    ) -> None:
        """Compare the whole state and check the model's invariants."""
        step, label = self.steps - 1, str(op) if op else "audit"
        try:
            self.model.check_valid()
            if owner_tables is not None:
                self.model.check_owners(owner_tables)
        except AssertionError as broken:
            self._diverge(step, label, "model invariant", "holds", str(broken))
        self._compare_blocks(step, label, range(self.model.dummy))
        self._compare_counts(step, label, full=True)
        want_free, got_free = self.model.free_ids(), _call(self.target.free_ids)
        if want_free != got_free:
            extra = sorted(set(got_free) - set(want_free)) or _repeats(got_free)
            missing = sorted(set(want_free) - set(got_free))
            self._diverge(
                step,
                label,
                "free pool",
                f"{len(want_free)} ids",
                f"{len(got_free)} ids, extra {extra}, missing {missing}",
            )
        want_map, got_map = self.model.hash_map(), _call(self.target.hash_map)
        if want_map != got_map:
            keys = sorted(set(want_map) | set(got_map))
            h = next(k for k in keys if want_map.get(k) != got_map.get(k))
            self._diverge(step, label, f"map[{h}]", want_map.get(h), got_map.get(h))

    # ------------------------------------------------------------- helpers
    def _compare_blocks(self, step: int, op: Any, ids: Iterable[int], prefix: str = "") -> None:
        valid = [b for b in ids if isinstance(b, int) and 0 <= b < self.model.dummy]
        if not valid:
            return
        actual = _call(self.target.views, valid)
        if not isinstance(actual, list) or len(actual) != len(valid):
            self._diverge(step, op, "observation", f"views of {len(valid)} blocks", actual)
        for b, got in zip(valid, actual, strict=True):
            want = self.model.view(b)
            if want != got:
                name = next(f for f in want._fields if getattr(want, f) != getattr(got, f))
                self._diverge(
                    step, op, f"{prefix}block[{b}].{name}", getattr(want, name), getattr(got, name)
                )

    def _compare_counts(self, step: int, op: Any, full: bool = False) -> None:
        """Per op, the counters a target keeps anyway (free, mapped, clock: O(1));
        in audits, and for targets without ``counters``, all pool-wide counts."""
        want = self.model.counts()
        counters = None if full else getattr(self.target, "counters", None)
        if counters is not None:
            got = _call(counters)
            values = got if isinstance(got, tuple) and len(got) == 3 else (got,) * 3
            for name, actual in zip(("free", "mapped", "clock"), values, strict=True):
                if getattr(want, name) != actual:
                    self._diverge(step, op, f"counts.{name}", getattr(want, name), actual)
            return
        got = _call(self.target.counts)
        if want != got:
            name = next(f for f in want._fields if getattr(want, f) != getattr(got, f))
            self._diverge(step, op, f"counts.{name}", getattr(want, name), getattr(got, name))

    def _diverge(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> None:
        raise DivergenceFound(Divergence(step, str(op), field, expected, actual))


def _attempt(op: Op, side: Any, **extra: Any) -> tuple[Any, BaseException | None]:
    try:
        return op.call(side, **extra), None
    except Exception as error:  # a crashing target is a finding, not our crash
        return None, error


def _call(fn: Any, *args: Any) -> Any:
    try:
        return fn(*args)
    except Exception as error:
        return f"crash while observing: {type(error).__name__}: {error}"


def _repeats(ids: list[int]) -> list[int]:
    return sorted({b for b in ids if ids.count(b) > 1})
