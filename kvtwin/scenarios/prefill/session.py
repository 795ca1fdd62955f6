"""The prefill session: a cached prefill op and the scratch-cache model, in lockstep.

For every call the models predict first, from the call's shapes alone and never
from the target (``model.scratch_layout``: the key, buffers and bytes;
``model.scratch.LRUScratchModel``: hit or miss, the evicted key, recency, live
bytes); then the target runs with its scratch allocated through a memory probe,
and the checks of docs/contract.md section 4 run in that order, the first
difference a divergence (``entry_checks.py`` holds the checks of one entry,
``numerics.py`` the comparison with the float64 reference; ``forms.py`` makes
the call in its form). A misuse call must raise ``bad_prefill_input`` and leave
the cache exactly as it was, with nothing allocated.

Where the probe reads a device-wide counter (CUDA), one warm-up call on a fresh
copy of the op comes first and the probe is rebased after it. Live bytes are
first read without ``gc.collect()`` (about 0.1 s with torch loaded); only a count
that disagrees is collected and read again, so an agreeing run never pays for
it. Each call's inputs die once the call is checked, as a serving loop's do.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

import torch

import kvtwin.scenarios.prefill.between as between_calls
import kvtwin.scenarios.prefill.domain as domain
from kvtwin.scenarios.prefill.codec import REUSES
from kvtwin.scenarios.prefill.entry_checks import (
    At,
    EntrySnapshot,
    check_entry,
    check_event,
    check_fresh,
    check_outputs,
    check_rejected,
    check_released,
    check_reported_bytes,
    describe_storages,
    key_form,
)
from kvtwin.scenarios.prefill.forms import ASK, CallForms, final_state_flag
from kvtwin.scenarios.prefill.inputs import make_inputs
from kvtwin.scenarios.prefill.misuse import EXPECTED_KIND, broken_inputs
from kvtwin.scenarios.prefill.numerics import check_reference
from kvtwin.scenarios.prefill.ops import PrefillCall, PrefillOp
from kvtwin.scenarios.prefill.probes import (
    MemoryProbe,
    PrefillRecording,
    TimelinePoint,
)
from kvtwin.scenarios.prefill.recycle import IdLog, Recycler
from kvtwin.scenarios.prefill.shapes import ShapeConfig
from kvtwin.scenarios.prefill.tally import Tally
from kvtwin.scenarios.prefill.targets.base import PrefillTarget
from model.scratch import LRUScratchModel
from model.scratch_layout import Layout, ScratchKey, buffer_sizes, scratch_key, scratch_layout


class PrefillSession:
    """A :class:`kvtwin.core.scenario.Session` over one prefill target.

    ``probe`` must be the one whose ``allocate`` the target's cache was given.
    ``chunk_size``: the chunk size the target was built with (the config's; the
    model's key and layout depend on it). ``compare_fresh``: on a hit (or on
    every call, ``"always"``), compare the output with a fresh op's; ``False``
    skips it. ``threads``: torch intra-op
    threads while the session is open (restored by ``close``; ``None`` leaves
    them alone): one by default, since the calls are small and on a busy
    two-core machine OpenMP workers spinning for a core made a 0.3 s run take
    90 s. ``replay``: recycle the ``cu_seqlens`` ids the ops name
    (``recycle.Recycler``) instead of recording the ones CPython recycles.
    """

    def __init__(
        self,
        target: PrefillTarget,
        probe: MemoryProbe,
        shapes: ShapeConfig | None = None,
        *,
        chunk_size: int,
        dtype: torch.dtype = torch.float32,
        compare_fresh: bool | str = True,
        threads: int | None = 1,
        replay: bool = False,
    ) -> None:
        self.target = target
        self.probe = probe
        self.shapes = shapes or ShapeConfig()
        self.chunk_size = chunk_size
        self.dtype = dtype
        self.compare_fresh = compare_fresh
        self._bytes: dict[Hashable, int] = {}  # model key -> entry bytes, as the probe counts
        self.model = LRUScratchModel(target.capacity, self._bytes.__getitem__)
        self.rejected = False
        self.calls = self.gc_collections = 0
        self.tally = Tally()
        self.forms = CallForms()
        self.ids = IdLog()
        self.recycled = 0
        self.recycler = Recycler() if replay else None
        self.warmed = not probe.device_wide
        self._slack: dict[Hashable, int] = {}
        self._layouts: dict[ScratchKey, Layout] = {}
        self._labels: dict[Hashable, str] = {}
        self._seen: dict[Hashable, EntrySnapshot] = {}
        self._recording = PrefillRecording(
            probe.timeline, probe.events, probe.kind, (probe, target)
        )
        self.domain = domain.new_tally()
        self._held = between_calls.HeldOutput()
        self._dims = (self.shapes.heads, self.shapes.head_k, self.shapes.head_v)
        self._dtype_name = str(dtype).removeprefix("torch.")
        self._threads: int | None = None
        if threads is not None:
            self._threads = torch.get_num_threads()
            torch.set_num_threads(threads)

    # ------------------------------------------------------------ session
    def apply(self, op: PrefillOp) -> TimelinePoint:
        """Run the call on both sides; the probe's timeline point, or ``DivergenceFound``."""
        if not self.warmed:
            self.warm_up()
        call = op.call
        at = At(self.calls, str(call))
        self.calls += 1
        inputs = self._inputs(op)
        if call.misuse is not None:
            self._rejected_call(at, call.misuse, inputs)
            domain.classify_misuse(self.domain, call.misuse)
            return None
        self.rejected = False
        between = call.variant.partition("=")[2] if call.variant in _BETWEEN else None
        op_fn: Any = self.target
        if between == "clear":  # the caller drops every entry before this call
            self._clear(at)
        elif between == "shared_op":  # another op over the same cache makes this call
            op_fn = at.observe("shared op", self.target.shared)
        arguments = self.forms.arguments(call.form, inputs, call.variant)
        point, outputs = self._serve(at, call, inputs, arguments, op_fn)
        if between == "repeat":  # the same call again, the very same tensors: a hit
            again = At(at.step, f"{call} again, the same tensors")
            _, repeated = self._serve(again, call, inputs, arguments, op_fn)
            between_calls.check_same_outputs(again, outputs, repeated)
        if self._held.check(at):
            self.domain.add("between_calls", "held_output")
        self._held.hold(at.step, outputs["o"])
        domain.classify(
            self.domain,
            total=call.total,
            seq_lens=call.seq_lens,
            chunk=self.chunk_size,
            state=call.initial_state,
            form=call.form,
            variant=call.variant,
        )
        return point

    def _serve(
        self,
        at: At,
        call: PrefillCall,
        inputs: dict[str, Any],
        arguments: dict[str, Any],
        op_fn: Any,
    ) -> tuple[TimelinePoint, dict[str, torch.Tensor | None]]:
        """One call through ``op_fn`` against the models, checked in the contract's order."""
        key = self._predict_key(inputs)
        predicted = self.model.get(key)
        try:
            self.model.check_valid()
        except AssertionError as broken:
            at.diverge("model invariant", "holds", str(broken))
        evicted = None if predicted.evicted is None else self._labels[predicted.evicted]
        self.tally.served(call, self._labels[key], predicted.hit, evicted)

        ask_final = final_state_flag(call.form)
        copies = between_calls.kept(inputs)
        first_serial = self.probe.next_serial
        self.probe.call = at.step
        try:
            result = at.call("call", op_fn, ask_final, **arguments)
        finally:
            self.probe.call = None
        # before anything reads them again (the reference included): the caller's own
        between_calls.check_inputs_kept(at, copies, inputs)
        dims, dtype = _dims_of(inputs), inputs["q"].dtype
        outputs = check_outputs(at, call, dims, dtype, result, ask_final is ASK)
        del result

        cache = at.observe("cache", getattr, self.target, "cache")
        entries = at.observe("entries", len, cache)
        if not isinstance(entries, int) or entries > self.target.capacity:
            at.diverge("entries", f"<= {self.target.capacity}", entries)
        keys = at.observe("keys", lambda: tuple(map(key_form, cache.keys())))
        if keys != predicted.keys:
            at.diverge("keys", self._names(predicted.keys), self._names(keys))
        check_event(at, cache, key, predicted, self._label)
        check_reported_bytes(at, cache, predicted.keys)
        entry = at.observe("entry", _entry_of, cache, key)
        if entry is None:
            at.diverge("entry", f"{self._label(key)} held", None)
        snapshot = check_entry(
            at, self.probe, self._layouts[key], entry, predicted, first_serial, self._seen.get(key)
        )
        del entry
        for name, tensor in outputs.items():
            shared = [] if tensor is None else self.probe.aliases(tensor)
            if shared:
                described = describe_storages(self.probe, shared)
                at.diverge(f"{name} aliases scratch", "a fresh tensor", described)
        want, slack = predicted.live_bytes, sum(self._slack[k] for k in predicted.keys)
        held = [*inputs.values(), *arguments.values(), *outputs.values(), *self._held.tensors()]
        measured = self._measure(want, slack, [t for t in held if isinstance(t, torch.Tensor)])
        point = self.probe.note(
            at.step,
            self._label(key),
            predicted_bytes=want,
            measured_bytes=measured,
            entries=entries,
            hit=predicted.hit,
            evicted=self._label(predicted.evicted),
            tokens=call.total,
            predicted_entries=len(predicted.keys),
        )
        if not want <= measured <= want + slack:
            at.diverge("live_bytes", want if slack == 0 else f"{want}..{want + slack}", measured)
        if predicted.evicted is not None:
            self._check_released(at, predicted.evicted)
        self._seen[key] = snapshot
        if self.compare_fresh == "always" or (self.compare_fresh and predicted.hit):
            check_fresh(at, self.target, arguments, outputs, ask_final)
        check_reference(at, inputs, outputs["o"], outputs["final_state"])
        return point, outputs

    def _clear(self, at: At) -> None:
        """The caller clears the cache: every entry goes, and with it every storage."""
        cache = at.observe("cache", getattr, self.target, "cache")
        at.observe("cache.clear()", cache.clear)
        self.model.clear()
        for key in list(self._seen):
            self._check_released(at, key)

    def audit(self, final: bool, context: Any = None) -> None:
        """Every call compares the whole cache; a run of no calls still warms up
        (its warm-up may be what diverges)."""
        if final and not self.warmed:
            self.warm_up()

    def coverage(self) -> dict[str, Any]:
        """Calls and outcomes: hits, misses and evictions in all and per shape (a
        shape's ``evictions``: how often its entry was evicted), misuse calls per
        kind and the errors they raised, the input domain's classes
        (``domain.py``); ``never`` names the outcomes and classes left at zero."""
        counts: dict[str, Any] = {"calls": self.calls, **self.tally.counts()}
        counts["gc_collections"] = self.gc_collections
        counts["recycled_ids"] = self.recycled
        if self.recycler is not None:
            counts["unrecycled_ids"] = len(self.recycler.unrecycled)
        tally = self.domain.copy()
        device = str(self.target.device)
        domain.run_classes(tally, self.target.capacity, self.chunk_size, device, self.calls)
        shares = callable(getattr(self.target, "shared", None))
        drawn = tally.coverage(domain.cannot_draw(torch.cuda.is_available(), shares))
        counts.update(drawn)
        counts["never"] = self.tally.never() + drawn["never"]
        return counts

    def recording(self) -> PrefillRecording:
        return self._recording

    def close(self) -> None:
        if self._threads is not None:
            torch.set_num_threads(self._threads)
            self._threads = None

    # ------------------------------------------------------------ helpers
    def warm_up(self) -> None:
        """Run one call on a fresh copy of the op (its own scratch, not the probe's),
        drop it, and rebase the probe: one-time allocations a device makes on first
        use (cuBLAS workspaces, say) then count as baseline, not as scratch."""
        self.warmed = True
        chunk = self.chunk_size
        call = PrefillCall(-1, 2 * chunk + 3, (chunk + 1, chunk + 2))
        at = At(-1, f"warm-up {call}")
        inputs = make_inputs(call, self.shapes, dtype=self.dtype, device=self.target.device)
        at.call("call", lambda **kw: self.target.fresh()(**kw), **inputs)
        del inputs
        self.probe.rebase()

    def _inputs(self, op: PrefillOp) -> dict[str, Any]:
        """The call's inputs, new tensors every call. Recording, note whether
        CPython gave ``cu_seqlens`` a freed call's id (into the op's trace JSON);
        replaying, make the ids the op names recur."""
        inputs = make_inputs(
            op.call, self.shapes, dtype=self.dtype, device=self.target.device, seed=op.seed
        )
        if self.recycler is not None:
            self.recycler.inputs(op.call.index, op.reuses, inputs)
            self.forms.note(inputs["cu_seqlens"])
            return inputs
        self.forms.note(inputs["cu_seqlens"])
        reuses = self.ids.note(op.call.index, inputs["cu_seqlens"])
        if reuses is not None:
            self.recycled += 1
            if op.record is not None:
                op.record[REUSES] = reuses
        return inputs

    def _predict_key(self, inputs: dict[str, Any]) -> ScratchKey:
        """The model's key of a call of these inputs (from their shapes, dtype and
        device: the checker's own tensors); its layout, bytes and label are noted
        the first time it is seen."""
        q = inputs["q"]
        total, heads, head_k = q.shape
        dims = (total, heads, head_k, inputs["v"].shape[2])
        dtype = str(q.dtype).removeprefix("torch.")
        key = scratch_key(*dims, self.chunk_size, dtype, str(q.device))
        if key not in self._layouts:
            layout = scratch_layout(*dims, self.chunk_size, dtype)
            sizes = buffer_sizes(layout).values()
            self._layouts[key] = layout
            self._bytes[key] = sum(self.probe.accounted_bytes(n) for n in sizes)
            self._slack[key] = sum(self.probe.slack_bytes(n) for n in sizes)
            config = (heads, head_k, dims[3], dtype) == (*self._dims, self._dtype_name)
            self._labels[key] = f"T={total}" if config else f"T={total} {dims[1:]} {dtype}"
        return key

    def _rejected_call(self, at: At, kind: str, inputs: dict[str, Any]) -> None:
        """A misuse call: the typed error, and the cache exactly as it was."""
        held = self.model.keys()
        slack = sum(self._slack[k] for k in held)
        check_rejected(
            at,
            self.target,
            self.probe,
            broken_inputs(kind, inputs),
            lambda: self._measure(self.model.live_bytes, slack, list(inputs.values())),
            (self.model.live_bytes, slack),
            self._label,
        )
        self.rejected = True
        self.tally.rejected(kind, EXPECTED_KIND)

    def _measure(self, want: int, slack: int, extra: list[torch.Tensor | None]) -> int:
        held = [t for t in extra if t is not None]
        measured = self.probe.live_bytes(held, collect=False)
        if not want <= measured <= want + slack:
            # garbage only adds: collect and measure again before calling it a difference
            self.gc_collections += 1
            measured = self.probe.live_bytes(held, collect=True)
        return measured

    def _check_released(self, at: At, evicted: Hashable) -> None:
        seen = self._seen.pop(evicted, None)
        if seen is not None:
            self.gc_collections += check_released(at, self.probe, seen, self._label(evicted))

    def _label(self, key: Hashable | None) -> str | None:
        try:
            return None if key is None else self._labels.get(key, repr(key))
        except TypeError:  # an unhashable key a target filed
            return repr(key)

    def _names(self, keys: Iterable[Hashable]) -> list[str | None]:
        return [self._label(k) for k in keys]


_BETWEEN = frozenset(f"between_calls={c}" for c in domain.VARIANT_CLASSES["between_calls"])


def _dims_of(inputs: dict[str, Any]) -> tuple[int, int, int, int]:
    """(T, H, K, V) of a call, from the checker's own tensors."""
    total, heads, head_k = inputs["q"].shape
    return total, heads, head_k, inputs["v"].shape[2]


def _entry_of(cache: Any, key: ScratchKey) -> Any:
    """The entry the target holds under the key whose model form is ``key``."""
    for held in list(cache.keys()):
        if key_form(held) == key:
            return cache.peek(held)
    return None
