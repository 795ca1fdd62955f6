"""A hybrid session: each op to the target, then to ``model.hybrid``'s model, compared
after every op (docs/contract.md, section 5).

Per op, the first difference is a divergence: the error kind (a rejected op must
leave the counts, the request and the named blocks as they were); the result
(blocks kept, allocated or evicted, snapshot slots, in order); every block the op
touched (its view and its snapshot slot) and every slot it touched; the counts;
the op's request; the bytes of recurrent state alive (the slot pool and one
live state per started request, measured through the probe: back at the pool's
baseline whenever the engine is idle). Then the numbers (``checks.py``): the
chunk's outputs and the live state against a float64 no-cache recompute, each
snapshot recorded and the one restored from against the recompute of its
prefix. A full audit also compares every block, slot, request and held snapshot,
the free lists and the hash map, and the model's invariants.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from typing import Any

import torch

from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.registry import make_target
from kvtwin.scenarios.hybrid.checks import Checks
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.ops import VERBS, WITH_RID, HybridOp
from kvtwin.scenarios.hybrid.probe import StorageProbe
from kvtwin.scenarios.hybrid.recording import HybridRecorder
from kvtwin.scenarios.hybrid.targets.base import SCENARIO
from kvtwin.scenarios.hybrid.tokens import Embedding, block_hashes
from model.errors import InvalidChoice
from model.hybrid_flavours import hybrid_model

OUTCOMES = (
    "prefix_hits",
    "snapshots_recorded",
    "snapshot_batches_refused",
    "allocation_failures",
    "block_evictions",
    "slot_evictions",
    "invalidated",
    "idle_checks",
)


class HybridSession:
    """A :class:`kvtwin.core.scenario.Session` over a hybrid prefix-cache target."""

    def __init__(
        self,
        config: HybridConfig,
        target: str,
        *,
        record: bool = True,
        build: Callable[..., Any] | None = None,
    ) -> None:
        """``build``: makes the target from the factory's keyword arguments in place
        of the registry (the engine level checks through a target of its own)."""
        dims = config.dims
        self.config = config
        self.probe = StorageProbe()
        self.target = (build or functools.partial(make_target, SCENARIO, target))(
            num_blocks=config.num_blocks,
            num_slots=config.num_slots,
            block_size=config.block_size,
            heads=dims.heads,
            head_k=dims.head_k,
            head_v=dims.head_v,
            policy=config.policy,
            allocate=self.probe.allocate,
        )
        flavour = hybrid_model(getattr(self.target, "model_flavour", None))
        self.model = flavour(
            config.num_blocks, config.num_slots, config.block_size, config.policy, dims.state_bytes
        )
        self.embedding = Embedding(dims, config.embed_seed)
        self.checks = Checks(self, self.embedding, config.block_size)
        self.steps = 0
        self.rejected = False
        self.verbs: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.reasons: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.recorder = HybridRecorder() if record else None

    # ------------------------------------------------------------ session
    def apply(self, op: HybridOp) -> Any:
        step = self.steps
        self.steps += 1
        self.verbs[op.verb] += 1
        before = self.model.request(op.rid) if op.verb in WITH_RID else None
        position = before.position if before is not None else 0
        inputs = self.checks.inputs(op, position)
        got, target_error = attempt(self._send, op, inputs)
        want, model_error = attempt(self._model, op, inputs, got)
        for error in (target_error, model_error):
            if error is not None:
                # its frames (through this one) would keep the target's state alive in a
                # reference cycle until a collection, and the live bytes measured with it
                error.__traceback__ = None
        if isinstance(model_error, InvalidChoice):
            shown = attempt(_agreed, op, got)[0]
            self.diverge(step, op, "result", "ids the contract allows", f"{shown}: {model_error}")
        if model_error is not None or target_error is not None:
            return self._rejected(step, op, model_error, target_error)
        self.rejected = False
        result = _agreed(op, got)
        if want != result:
            self.diverge(step, op, "result", want, result)
        self._compare_touched(step, op, result)
        self._compare_counts(step, op)
        if op.verb in WITH_RID:
            self._same(
                step,
                op,
                f"request[{op.rid}]",
                self.model.request(op.rid),
                self.observe(step, op, "request", self.target.request, op.rid),
            )
        self.checks.after(step, op, before, got, result)
        self._count(op, result)
        if self.recorder is not None and op.verb == "tick":
            self._record()
        return result

    def _record(self) -> None:
        assert self.recorder is not None
        measured, _ = attempt(self.target.counts)
        self.recorder.point(
            self.model.counts(),
            self.model.live_bytes(),
            measured,
            self.probe.live_bytes(),
            self.outcomes,
        )

    def _send(self, op: HybridOp, inputs: Any) -> Any:
        t = self.target
        if op.verb == "admit":
            return t.admit(op.rid, block_hashes(op.tokens, self.config.block_size), len(op.tokens))
        if op.verb in ("prefill", "decode"):
            return getattr(t, op.verb)(op.rid, inputs)
        if op.verb == "release":
            return t.release(op.rid)
        if op.verb == "invalidate":
            return t.invalidate(list(op.ids))
        if op.verb in ("evict_blocks", "evict_slots"):
            return getattr(t, op.verb)(op.n)
        return getattr(t, op.verb)()

    def _model(self, op: HybridOp, inputs: Any, got: Any) -> Any:
        m = self.model
        if op.verb == "admit":
            return list(m.admit(op.rid, block_hashes(op.tokens, m.block_size), len(op.tokens)))
        if op.verb == "prefill":
            finite = bool(torch.isfinite(inputs["g"]).all())
            chosen = got if isinstance(got, tuple) else (None, None, None)
            r = m.prefill(op.rid, len(inputs["q"]), finite, chosen[1], chosen[2])
            return (
                None if r is None else (list(r.blocks), None if r.slots is None else list(r.slots))
            )
        if op.verb == "decode":
            finite = bool(torch.isfinite(inputs["g"]).all())
            chosen = got[1] if isinstance(got, tuple) else None
            blocks = m.decode(op.rid, len(inputs["q"]), finite, chosen)
            return None if blocks is None else list(blocks)
        if op.verb == "release":
            return m.release(op.rid)
        if op.verb == "invalidate":
            return list(m.invalidate(list(op.ids)))
        if op.verb == "evict_slots":
            return list(m.evict_slots(op.n, got if isinstance(got, list) else None))
        if op.verb == "evict_blocks":
            return list(m.evict_blocks(op.n))
        return getattr(m, op.verb)()

    def _rejected(
        self,
        step: int,
        op: HybridOp,
        model_error: BaseException | None,
        target_error: BaseException | None,
    ) -> None:
        want = "no error" if model_error is None else describe(model_error)
        got = "no error" if target_error is None else describe(target_error)
        if want != got:
            self.diverge(step, op, "error", want, got)
        self.rejected = True
        self.errors[want] += 1
        named = [b for b in op.ids if isinstance(b, int) and 0 <= b < self.model.blocks.dummy]
        self._compare_blocks(step, op, named, "state after rejected op: ")
        self._compare_counts(step, op, "state after rejected op: ")
        if op.verb in WITH_RID and op.rid >= 0:
            self._same(
                step,
                op,
                f"state after rejected op: request[{op.rid}]",
                self.model.request(op.rid),
                self.observe(step, op, "request", self.target.request, op.rid),
            )
        return None

    def audit(self, final: bool = False, context: Any = None) -> None:
        step, label = self.steps - 1, "audit"
        try:
            self.model.check_valid()
        except AssertionError as broken:
            self.diverge(step, label, "model invariant", "holds", str(broken))
        m, t = self.model, self.target
        self._compare_blocks(step, label, range(m.blocks.dummy))
        self._compare_slots(step, label, range(m.slots.num_slots))
        self._compare_counts(step, label, collect=True)
        self._same(
            step,
            label,
            "free pool",
            m.blocks.free_ids(),
            self.observe(step, label, "free_ids", t.free_ids),
        )
        self._same(
            step,
            label,
            "hash map",
            m.blocks.hash_map(),
            self.observe(step, label, "hash_map", t.hash_map),
        )
        self._same(
            step,
            label,
            "free slots",
            m.slots.free_ids(),
            self.observe(step, label, "free_slots", t.free_slots),
        )
        self._same(
            step,
            label,
            "live requests",
            sorted(m.requests),
            self.observe(step, label, "request_ids", t.request_ids),
        )
        for rid in sorted(m.requests):
            self._same(
                step,
                label,
                f"request[{rid}]",
                m.request(rid),
                self.observe(step, label, "request", t.request, rid),
            )
        self.checks.audit(step)

    def coverage(self) -> dict[str, Any]:
        checked = self.checks.counts
        return {
            "verbs": dict(sorted(self.verbs.items())),
            "errors": dict(sorted(self.errors.items())),
            "releases": dict(sorted(self.reasons.items())),
            **{name: self.outcomes[name] for name in OUTCOMES},
            **checked,
            "never": [v for v in VERBS if not self.verbs[v]]
            + [o for o in OUTCOMES if not self.outcomes[o]]
            + [r for r in ("finish", "preempt", "abort") if not self.reasons[r]]
            + ([] if self.errors else ["rejected"]),
        }

    def recording(self) -> Any:
        if self.recorder is None:
            return None
        self._record()  # where the run stopped, a divergence included
        return self.recorder.finish()

    def close(self) -> None:
        self.target.close()

    # ---------------------------------------------------------- comparing
    def _compare_touched(self, step: int, op: HybridOp, result: Any) -> None:
        m = self.model
        blocks = set(m.touched_blocks) | set(m.evicted_blocks)
        slots = set(m.touched_slots) | set(m.evicted_slots)
        if op.verb == "prefill" and result is not None:
            blocks |= set(result[0])
            slots |= set(result[1] or ())
        elif op.verb in ("admit", "decode", "evict_blocks") and result is not None:
            blocks |= set(result)
        elif op.verb in ("invalidate", "evict_slots"):
            slots |= set(result)
            blocks |= {b for b in op.ids if isinstance(b, int) and 0 <= b < m.blocks.dummy}
        self._compare_blocks(step, op, sorted(blocks))
        self._compare_slots(step, op, sorted(slots))

    def _compare_blocks(self, step: int, op: Any, ids: Any, prefix: str = "") -> None:
        ids = list(ids)
        if not ids:
            return
        views = self.observe(step, op, "block_views", self.target.block_views, ids)
        slots = self.observe(step, op, "slots_of", self.target.slots_of, ids)
        for i, b in enumerate(ids):
            self._same(step, op, f"{prefix}block[{b}]", self.model.view(b), _at(views, i))
            self._same(step, op, f"{prefix}block[{b}].slot", self.model.slot_of(b), _at(slots, i))

    def _compare_slots(self, step: int, op: Any, slots: Any) -> None:
        slots = list(slots)
        if not slots:
            return
        views = self.observe(step, op, "slot_views", self.target.slot_views, slots)
        for i, s in enumerate(slots):
            self._same(step, op, f"slot[{s}]", self.model.slot_view(s), _at(views, i))

    def _compare_counts(self, step: int, op: Any, prefix: str = "", collect: bool = False) -> None:
        want = self.model.counts()
        got = self.observe(step, op, "counts", self.target.counts)
        if want != got:
            for name in want._fields:
                self._same(
                    step, op, f"{prefix}counts.{name}", getattr(want, name), getattr(got, name, got)
                )
            self._same(step, op, f"{prefix}counts", want, got)
        self._same(
            step,
            op,
            f"{prefix}state bytes",
            self.model.live_bytes(),
            self.probe.live_bytes(collect),
        )
        if not self.model.requests:
            self.outcomes["idle_checks"] += 1

    def _count(self, op: HybridOp, result: Any) -> None:
        m = self.model
        if op.verb == "release":
            self.reasons[op.reason] += 1
        if op.verb == "admit" and result:
            self.outcomes["prefix_hits"] += 1
        if op.verb in ("prefill", "decode") and result is None:
            self.outcomes["allocation_failures"] += 1
        if op.verb == "prefill" and result is not None:
            if result[1] is None:
                self.outcomes["snapshot_batches_refused"] += 1
            else:
                self.outcomes["snapshots_recorded"] += len(result[1])
        if op.verb == "invalidate":
            self.outcomes["invalidated"] += len(result)
        self.outcomes["block_evictions"] += len(m.evicted_blocks)
        self.outcomes["slot_evictions"] += len(m.evicted_slots)

    def observe(self, step: int, op: Any, what: str, fn: Any, *args: Any) -> Any:
        result, error = attempt(fn, *args)
        if error is not None:
            self.diverge(step, op, "observation", f"{what}()", describe(error))
        return result

    def _same(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> None:
        if expected != actual:
            self.diverge(step, op, field, expected, actual)

    def diverge(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> None:
        verb = op.verb if isinstance(op, HybridOp) else "audit"
        raise DivergenceFound(Divergence(step, str(op), field, expected, actual, verb))


def _agreed(op: HybridOp, got: Any) -> Any:
    """The target's result in the model's form (what the workload is sent back)."""
    if op.verb == "prefill":
        return None if got is None else (list(got[1]), None if got[2] is None else list(got[2]))
    if op.verb == "decode":
        return None if got is None else list(got[1])
    if op.verb in ("admit", "invalidate", "evict_blocks", "evict_slots"):
        return [int(x) for x in got]
    return got


def _at(values: Any, i: int) -> Any:
    return values[i] if isinstance(values, list | tuple) and i < len(values) else values
