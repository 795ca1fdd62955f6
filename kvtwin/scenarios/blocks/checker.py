"""The blocks session: one allocator target and the reference model, compared op by op.

Every op goes to the target first (it chooses which free ids to hand out),
then to the model, which checks that choice and adopts it. Each side gets its
own copy of the op's arguments, so a target that edits its input in place
cannot change what the model sees. After each op the checker compares, in
this order: the raised error kinds, the op's result, the state of every block
the op touched (as the model records it, plus the ids the op named or
returned), the target's O(1) counters and the map entries of touched hashes.
``audit`` compares the whole state and the model's invariants. The first
difference raises ``DivergenceFound``; whatever a target raises (any
exception, ``SystemExit`` included) or returns is compared, never our crash.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from kvtwin.engine.contain import attempt, describe
from kvtwin.engine.divergence import Divergence, DivergenceFound
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.recording import PoolRecorder
from kvtwin.scenarios.blocks.targets.base import BlockTarget
from model.blocks import BlockAllocatorModel, BlockView
from model.errors import InvalidChoice

NO_ERROR = "no error"


def default_audit_every(num_blocks: int) -> int:
    """A full audit costs O(pool); spacing audits by pool/8 ops keeps its share
    of a run's time flat as the pool grows, and never rarer than every 64 ops."""
    return max(64, num_blocks // 8)


def error_kind(error: BaseException | None) -> str:
    return NO_ERROR if error is None else describe(error)


class BlockChecker:
    """A :class:`kvtwin.engine.scenario.Session` over a block-allocator target."""

    def __init__(self, target: BlockTarget, *, record: bool = False) -> None:
        self.target = target
        # A target may keep an engine's own flavour of a policy (model/eviction.py)
        self.model = BlockAllocatorModel(
            target.num_blocks, getattr(target, "model_policy", target.policy)
        )
        self.steps = 0
        self.rejected = False
        self.verbs: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.peak_in_use = 0
        self.recorder = PoolRecorder(target.num_blocks) if record else None

    # ------------------------------------------------------------ session
    def apply(self, op: Op) -> Any:
        """Apply ``op`` to both sides; return the agreed result or raise ``DivergenceFound``."""
        step = self.steps
        self.steps += 1
        self.verbs[op.verb] += 1
        if self.recorder is not None:
            self.recorder.sent()
        target_result, target_error = attempt(op.call, self.target, copy=True)
        if op.verb == "allocate" and target_error is None:
            model_result, model_error = attempt(op.call, self.model, choose=target_result)
            if isinstance(model_error, InvalidChoice):
                self._diverge(
                    step, op, "result", "ids that are free", f"{target_result}: {model_error}"
                )
        else:
            model_result, model_error = attempt(op.call, self.model)
        expected_kind, actual_kind = error_kind(model_error), error_kind(target_error)
        if expected_kind != actual_kind:
            self._diverge(step, op, "error", expected_kind, actual_kind)
        self.rejected = model_error is not None
        if model_error is not None:
            self.errors[expected_kind] += 1
            # Both rejected the op: the target must have changed nothing.
            self._compare_blocks(step, op, op.block_ids(), "state after rejected op: ")
            self._compare_counters(step, op)
            return None
        if model_result != target_result:
            self._diverge(step, op, "result", model_result, target_result)
        self._count_outcome(op, model_result)
        touched = set(self.model.touched) | set(op.block_ids())
        if isinstance(model_result, list):
            touched.update(model_result)
        views = self._compare_blocks(step, op, sorted(touched))
        self._compare_counters(step, op)
        hashes = sorted(self.model.touched_hashes)
        if hashes:
            expected_map = [self.model.lookup(h) for h in hashes]
            actual_map = self._observe(step, op, "lookup", self.target.lookup, hashes)
            if not isinstance(actual_map, list) or len(actual_map) != len(hashes):
                self._diverge(
                    step, op, "observation", f"lookup of {len(hashes)} hashes", actual_map
                )
            for h, want, got in zip(hashes, expected_map, actual_map, strict=True):
                if want != got:
                    self._diverge(step, op, f"map[{h}]", want, got)
        counts = self.model.counts()
        self.peak_in_use = max(self.peak_in_use, counts.active + counts.cached)
        if self.recorder is not None:
            self.recorder.op(op, views, counts, self.outcomes)
        return target_result

    def audit(self, final: bool = False, context: Any = None) -> None:
        """Compare the whole state and check the model's invariants (``context``:
        the serving loop's owner tables, for the ownership invariant)."""
        step, label = self.steps - 1, "audit"
        try:
            self.model.check_valid()
            if context is not None:
                self.model.check_owners(context)
        except AssertionError as broken:
            self._diverge(step, label, "model invariant", "holds", str(broken))
        self._compare_blocks(step, label, range(self.model.dummy))
        self._compare_counts(step, label)
        want_free = self.model.free_ids()
        got_free = self._observe(step, label, "free_ids", self.target.free_ids)
        if not _int_list(got_free):
            self._diverge(step, label, "observation", "free ids: a list of ints", got_free)
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
        want_map = self.model.hash_map()
        got_map = self._observe(step, label, "hash_map", self.target.hash_map)
        if not isinstance(got_map, dict):
            self._diverge(step, label, "observation", "the hash map: a dict", got_map)
        if want_map != got_map:
            keys = sorted(set(want_map) | set(got_map), key=repr)
            h = next(k for k in keys if want_map.get(k) != got_map.get(k))
            self._diverge(step, label, f"map[{h}]", want_map.get(h), got_map.get(h))

    def coverage(self) -> dict[str, Any]:
        verbs = dict(sorted(self.verbs.items()))
        return {
            "verbs": verbs,
            "errors": dict(sorted(self.errors.items())),
            **dict(sorted(self.outcomes.items())),
            "peak_in_use": self.peak_in_use,
            "pool_size": self.target.num_blocks,
            "never": sorted(
                v
                for v in (
                    "allocate",
                    "release",
                    "register",
                    "retain",
                    "match",
                    "tick",
                    "evict",
                    "reset",
                )
                if not verbs.get(v)
            ),
        }

    def recording(self) -> PoolRecorder | None:
        return None if self.recorder is None else self.recorder.finish(self.model.counts())

    def close(self) -> None:
        pass

    # ------------------------------------------------------------- helpers
    def _count_outcome(self, op: Op, result: Any) -> None:
        if op.verb == "allocate" and result is None:
            self.outcomes["allocation_failures"] += 1
        elif op.verb == "match":
            self.outcomes["prefix_hits"] += len(result)
            self.outcomes["prefix_misses"] += len(op.args["hashes"]) - len(result)
        self.outcomes["evictions"] += len(self.model.evicted)

    def _compare_blocks(
        self, step: int, op: Any, ids: Iterable[int], prefix: str = ""
    ) -> list[tuple[int, BlockView]]:
        valid = [b for b in ids if isinstance(b, int) and 0 <= b < self.model.dummy]
        if not valid:
            return []
        actual = self._observe(step, op, "views", self.target.views, valid)
        if not isinstance(actual, list) or len(actual) != len(valid):
            self._diverge(step, op, "observation", f"views of {len(valid)} blocks", actual)
        for b, got in zip(valid, actual, strict=True):
            want = self.model.view(b)
            if want != got:
                if not isinstance(got, tuple) or len(got) != len(want):
                    self._diverge(step, op, f"{prefix}block[{b}]", want, got)
                name = next(f for f in want._fields if getattr(want, f) != getattr(got, f))
                self._diverge(
                    step, op, f"{prefix}block[{b}].{name}", getattr(want, name), getattr(got, name)
                )
        return list(zip(valid, actual, strict=True))

    def _compare_counters(self, step: int, op: Any) -> tuple[int, int, int] | None:
        """Per op, the counters a target keeps anyway (free, mapped, clock: O(1));
        for targets without ``counters``, all pool-wide counts."""
        counters = getattr(self.target, "counters", None)
        if counters is None:
            self._compare_counts(step, op)
            return None
        want = self.model.counts()
        got = self._observe(step, op, "counters", counters)
        if not (isinstance(got, tuple) and len(got) == 3):
            self._diverge(step, op, "observation", "counters: (free, mapped, clock)", got)
        for name, actual in zip(("free", "mapped", "clock"), got, strict=True):
            if getattr(want, name) != actual:
                self._diverge(step, op, f"counts.{name}", getattr(want, name), actual)
        return got

    def _compare_counts(self, step: int, op: Any) -> None:
        want = self.model.counts()
        got = self._observe(step, op, "counts", self.target.counts)
        if want != got:
            if not isinstance(got, tuple) or len(got) != len(want):
                self._diverge(step, op, "observation", "counts: a Counts tuple", got)
            name = next(f for f in want._fields if getattr(want, f) != getattr(got, f))
            self._diverge(step, op, f"counts.{name}", getattr(want, name), getattr(got, name))

    def _observe(self, step: int, op: Any, what: str, fn: Any, *args: Any) -> Any:
        result, error = attempt(fn, *args)
        if error is not None:
            self._diverge(step, op, "observation", f"{what}()", error_kind(error))
        return result

    def _diverge(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> Any:
        raise DivergenceFound(Divergence(step, str(op), field, expected, actual))


def _int_list(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    )


def _repeats(ids: Sequence[int]) -> list[int]:
    return sorted(b for b, n in Counter(ids).items() if n > 1)
