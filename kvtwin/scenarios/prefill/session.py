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

from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import make_target
from kvtwin.scenarios.prefill.codec import REUSES
from kvtwin.scenarios.prefill.config import parse_config
from kvtwin.scenarios.prefill.cuda import make_probe
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
    ProbeUnavailable,
    TimelinePoint,
)
from kvtwin.scenarios.prefill.recycle import IdLog, Recycler
from kvtwin.scenarios.prefill.shapes import ShapeConfig
from kvtwin.scenarios.prefill.tally import Tally
from kvtwin.scenarios.prefill.targets.base import SCENARIO, PrefillTarget
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
            return None
        self.rejected = False
        cfg = self.shapes
        key = self._predict_key(call.total, inputs["q"].device)
        predicted = self.model.get(key)
        try:
            self.model.check_valid()
        except AssertionError as broken:
            at.diverge("model invariant", "holds", str(broken))
        evicted = None if predicted.evicted is None else self._labels[predicted.evicted]
        self.tally.served(call, self._labels[key], predicted.hit, evicted)

        arguments, ask_final = self.forms.arguments(call.form, inputs), final_state_flag(call.form)
        first_serial = self.probe.next_serial
        self.probe.call = at.step
        try:
            result = at.call("call", self.target, ask_final, **arguments)
        finally:
            self.probe.call = None
        outputs = check_outputs(at, call, cfg, self.dtype, result, ask_final is ASK)
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
        measured = self._measure(want, slack, [*inputs.values(), *outputs.values()])
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
        return point

    def audit(self, final: bool, context: Any = None) -> None:
        """Every call compares the whole cache; a run of no calls still warms up
        (its warm-up may be what diverges)."""
        if final and not self.warmed:
            self.warm_up()

    def coverage(self) -> dict[str, Any]:
        """Calls and outcomes: hits, misses and evictions in all and per shape (a
        shape's ``evictions``: how often its entry was evicted), misuse calls per
        kind and the errors they raised; ``never`` names the outcomes left at zero."""
        counts: dict[str, Any] = {"calls": self.calls, **self.tally.counts()}
        counts["gc_collections"] = self.gc_collections
        counts["recycled_ids"] = self.recycled
        if self.recycler is not None:
            counts["unrecycled_ids"] = len(self.recycler.unrecycled)
        counts["never"] = self.tally.never()
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

    def _predict_key(self, total: int, device: torch.device) -> ScratchKey:
        """The model's key of a call of ``total`` tokens on ``device``; its layout,
        bytes and label are noted the first time it is seen."""
        dims = (total, self.shapes.heads, self.shapes.head_k, self.shapes.head_v)
        dtype = str(self.dtype).removeprefix("torch.")
        key = scratch_key(*dims, self.chunk_size, dtype, str(device))
        if key not in self._layouts:
            layout = scratch_layout(*dims, self.chunk_size, dtype)
            sizes = buffer_sizes(layout).values()
            self._layouts[key] = layout
            self._bytes[key] = sum(self.probe.accounted_bytes(n) for n in sizes)
            self._slack[key] = sum(self.probe.slack_bytes(n) for n in sizes)
            self._labels[key] = f"T={total}"
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


def _entry_of(cache: Any, key: ScratchKey) -> Any:
    """The entry the target holds under the key whose model form is ``key``."""
    for held in list(cache.keys()):
        if key_form(held) == key:
            return cache.peek(held)
    return None


def open_session(config: dict[str, Any], target: str, *, replay: bool = False) -> PrefillSession:
    """A session from a trace config: TraceError for a bad config, UnknownTarget
    or TargetUnavailable for the target."""
    settings = parse_config(config)
    try:
        probe = make_probe(settings.device)
    except (ProbeUnavailable, RuntimeError, ValueError) as error:  # torch on a bad ordinal
        raise TargetUnavailable(f"--device {settings.device}: {error}") from None
    built = make_target(
        SCENARIO,
        target,
        capacity=settings.capacity,
        device=settings.device,
        allocate=probe.allocate,
        chunk_size=settings.chunk_size,
    )
    return PrefillSession(
        built,
        probe,
        settings.shapes,
        chunk_size=settings.chunk_size,
        dtype=settings.dtype,
        compare_fresh=settings.compare_fresh,
        threads=settings.threads,
        replay=replay,
    )
