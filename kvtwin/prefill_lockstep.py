"""Drive a cached prefill op and the scratch-cache model in lockstep, one call at a time.

For every call the model (``model.scratch.LRUScratchModel``) predicts first
and checks its own invariants; then the target runs with its scratch allocated
through a memory probe; then the runner checks, in this order, stopping at the
first difference:

1. the call returned ``(o, final_state)`` (a target that raises is a divergence
   with the exception as ``actual``, never a crash of the runner);
2. the cache holds at most ``capacity`` entries;
3. the held keys, least-recent first, are the predicted ones;
4. ``cache.last_event``: its key, hit or miss, and the evicted key;
5. the entry of the call's key: its buffers match the layout; on a miss every
   buffer is a storage the probe allocated during this call; on a hit the
   buffers are the same storages (identity and ``data_ptr``) as when the key
   was last seen, ``builds`` did not move and every derived object is the same
   object (reused, not rebuilt);
6. the output and final state alias no scratch storage (by address range);
7. the live scratch bytes the probe measures equal the model's (exactly on the
   CPU; on CUDA with the allocator's rounding, see ``kvtwin.probes``);
8. every storage of the entry the model evicted is dead;
9. on a hit, the output is bit-identical to the same call on a fresh op (fresh
   scratch).

Where the probe reads a device-wide counter (CUDA), one warm-up call on a fresh
copy of the op comes first and the probe is rebased after it. Live bytes and
releases are first read without ``gc.collect()`` (about 0.1 s with torch
loaded); only a count that disagrees is collected and read again, so an
agreeing run never pays for collection.

The runner holds no strong reference to any scratch buffer or derived object
between calls (only probe serials, pointers and weak references), so what the
probe sees alive is what the target keeps alive.

Each call's inputs are new tensors that die once the call is checked, as a
serving loop's do, so CPython may give a later call's ``cu_seqlens`` the id of
an earlier, freed one. The runner records every call's ``id(cu_seqlens)``
(``PrefillRunResult.cu_seqlens_ids``) so that a trace can replay the recycling.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

import torch
import torch.nn.functional as F
from tqdm import tqdm

from kvtwin.divergence import Divergence, DivergenceFound
from kvtwin.probes import MemoryProbe, TimelinePoint
from kvtwin.targets.prefill import PrefillTarget
from kvtwin.workloads.shapes import PrefillCall, ShapeConfig
from model.scratch import CallPrediction, LRUScratchModel

OUTPUT_FIELDS = ("o", "final_state")


@dataclass(frozen=True, slots=True)
class EntrySnapshot:
    """What the runner remembers of an entry: no strong reference to any of it."""

    serials: dict[str, int | None]
    data_ptrs: dict[str, int]
    builds: int
    derived: dict[str, tuple[str, Any]]  # name -> (type name, weakref or id)


@dataclass
class PrefillRunResult:
    divergence: Divergence | None
    calls: list[PrefillCall]
    seconds: float
    hits: int
    misses: int
    evictions: int
    timeline: list[TimelinePoint] = field(default_factory=list)
    gc_collections: int = 0
    cu_seqlens_ids: list[int] = field(default_factory=list)
    """``id()`` of each call's ``cu_seqlens`` tensor: equal ids are tensors CPython
    recycled (a trace records them, so that a replay recycles them too)."""


def make_inputs(
    call: PrefillCall,
    config: ShapeConfig,
    *,
    dtype: torch.dtype = torch.float32,
    device: str | torch.device = "cpu",
    seed: int = 0,
) -> dict[str, torch.Tensor]:
    """Deterministic inputs of one call: q, k (unit-norm rows), v, g (log decay
    in about -0.7..0, so a 64-token chunk stays in float32's exp range), beta in
    (0, 1), cu_seqlens (int32)."""
    gen = torch.Generator().manual_seed((seed * 1_000_003 + call.index) % (1 << 63))
    t, h, dk, dv = call.total, config.heads, config.head_k, config.head_v

    def randn(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=gen)

    inputs = {
        "q": randn(t, h, dk),
        "k": F.normalize(randn(t, h, dk), dim=-1),
        "v": randn(t, h, dv),
        "g": F.logsigmoid(randn(t, h, dk)) * 0.1,
        "beta": torch.sigmoid(randn(t, h)),
    }
    out = {name: x.to(device=device, dtype=dtype) for name, x in inputs.items()}
    out["cu_seqlens"] = torch.tensor(call.cu_seqlens, dtype=torch.int32, device=device)
    return out


class PrefillLockstep:
    """The model and one prefill target, checked after every call.

    ``probe`` must be the one whose ``allocate`` the target's cache was given.
    ``compare_fresh``: on a hit (or on every call, ``"always"``), compare the
    output with a fresh op's; ``False`` skips it.
    """

    def __init__(
        self,
        target: PrefillTarget,
        probe: MemoryProbe,
        config: ShapeConfig | None = None,
        *,
        dtype: torch.dtype = torch.float32,
        seed: int = 0,
        compare_fresh: bool | str = True,
    ) -> None:
        self.target = target
        self.probe = probe
        self.config = config or ShapeConfig()
        self.dtype = dtype
        self.seed = seed
        self.compare_fresh = compare_fresh
        self.model = LRUScratchModel(target.capacity, self._entry_bytes)
        self.calls = 0
        self.hits = 0
        self.misses = 0
        self.evictions = 0
        self.gc_collections = 0
        self._bytes: dict[Hashable, int] = {}
        self._slack: dict[Hashable, int] = {}
        self._layouts: dict[Hashable, dict[str, tuple[tuple[int, ...], torch.dtype]]] = {}
        self._labels: dict[Hashable, str] = {}
        self._seen: dict[Hashable, EntrySnapshot] = {}
        self.cu_seqlens_ids: list[int] = []

    # ------------------------------------------------------------- the call
    def apply(self, call: PrefillCall) -> TimelinePoint:
        """Run ``call`` on both sides; return the probe's timeline point or raise
        ``DivergenceFound``."""
        step = self.calls
        self.calls += 1
        op = str(call)
        cfg = self.config
        dims = (call.total, cfg.heads, cfg.head_k, cfg.head_v, self.dtype)
        key = self._observe(step, op, "key", self.target.key, *dims)
        if key not in self._layouts:
            layout = self._observe(step, op, "layout", self.target.layout, *dims)
            self._layouts[key] = dict(layout)
            sizes = [_nbytes(shape, dtype) for shape, dtype in layout.values()]
            self._bytes[key] = sum(self.probe.accounted_bytes(n) for n in sizes)
            self._slack[key] = sum(self.probe.slack_bytes(n) for n in sizes)
            self._labels[key] = f"T={call.total}"
        predicted = self.model.get(key)
        try:
            self.model.check_valid()
        except AssertionError as broken:
            self._diverge(step, op, "model invariant", "holds", str(broken))
        self.hits += predicted.hit
        self.misses += not predicted.hit
        self.evictions += predicted.evicted is not None

        inputs = self._inputs(call)
        self.cu_seqlens_ids.append(id(inputs["cu_seqlens"]))
        first_serial = self.probe.next_serial
        self.probe.call = step
        try:
            result = self.target(**inputs, output_final_state=True)
        except Exception as error:  # a crashing target is a finding, not our crash
            self._diverge(step, op, "call", "(o, final_state)", f"{type(error).__name__}: {error}")
        finally:
            self.probe.call = None
        outputs = self._outputs(step, op, call, result)
        del result

        cache = self.target.cache
        entries = self._observe(step, op, "entries", len, cache)
        if not isinstance(entries, int) or entries > self.target.capacity:
            self._diverge(step, op, "entries", f"<= {self.target.capacity}", entries)
        keys = tuple(self._observe(step, op, "keys", cache.keys))
        if keys != predicted.keys:
            self._diverge(step, op, "keys", self._names(predicted.keys), self._names(keys))
        self._check_event(step, op, key, predicted)
        entry = self._observe(step, op, "entry", cache.peek, key)
        if entry is None:
            self._diverge(step, op, "entry", f"{self._label(key)} held", None)
        snapshot = self._check_entry(step, op, key, entry, predicted, first_serial)
        del entry
        for name, tensor in outputs.items():
            if tensor is None:
                continue
            shared = self.probe.aliases(tensor)
            if shared:
                self._diverge(
                    step, op, f"{name} aliases scratch", "a fresh tensor", self._describe(shared)
                )
        want, slack = predicted.live_bytes, sum(self._slack[k] for k in predicted.keys)
        measured = self._measure(want, slack, [*inputs.values(), *outputs.values()])
        point = self.probe.note(
            step,
            self._label(key),
            predicted_bytes=want,
            measured_bytes=measured,
            entries=entries,
            hit=predicted.hit,
            evicted=self._label(predicted.evicted),
            tokens=call.total,
        )
        if not want <= measured <= want + slack:
            self._diverge(
                step, op, "live_bytes", want if slack == 0 else f"{want}..{want + slack}", measured
            )
        if predicted.evicted is not None:
            self._check_released(step, op, predicted.evicted)
        self._seen[key] = snapshot
        if self.compare_fresh == "always" or (self.compare_fresh and predicted.hit):
            self._check_fresh(step, op, inputs, outputs)
        return point

    def warm_up(self) -> None:
        """Run one call on a fresh copy of the op (its own scratch, not the probe's),
        drop it, and rebase the probe: one-time allocations a device makes on first
        use (cuBLAS workspaces, say) then count as baseline, not as scratch."""
        chunk = max(1, int(getattr(self.target, "chunk_size", 16)))
        call = PrefillCall(-1, 2 * chunk + 3, (chunk + 1, chunk + 2))
        inputs = make_inputs(call, self.config, dtype=self.dtype, device=self.target.device)
        try:
            self.target.fresh()(**inputs, output_final_state=True)
        except Exception as error:
            self._diverge(
                -1,
                f"warm-up {call}",
                "call",
                "(o, final_state)",
                f"{type(error).__name__}: {error}",
            )
        del inputs
        self.probe.rebase()

    def _inputs(self, call: PrefillCall) -> dict[str, torch.Tensor]:
        """The call's inputs, new tensors every call (``make_inputs``). Like a serving
        loop's, they die when the call is checked, so CPython may give a later
        call's ``cu_seqlens`` the id of an earlier one (replays override this to
        recycle the ids a trace recorded)."""
        return make_inputs(
            call, self.config, dtype=self.dtype, device=self.target.device, seed=self.seed
        )

    # ------------------------------------------------------------- checks
    def _outputs(
        self, step: int, op: str, call: PrefillCall, result: Any
    ) -> dict[str, torch.Tensor | None]:
        if not (isinstance(result, tuple) and len(result) == 2):
            self._diverge(step, op, "call", "(o, final_state)", _short(result))
        o, final = result
        want = (call.total, self.config.heads, self.config.head_v)
        if not isinstance(o, torch.Tensor) or tuple(o.shape) != want:
            self._diverge(step, op, "o", f"a tensor of shape {want}", _short(o))
        if final is not None and not isinstance(final, torch.Tensor):
            self._diverge(step, op, "final_state", "a tensor", _short(final))
        return {"o": o, "final_state": final}

    def _check_event(self, step: int, op: str, key: Hashable, predicted: CallPrediction) -> None:
        event = self._observe(step, op, "last_event", getattr, self.target.cache, "last_event")
        if event is None:
            self._diverge(step, op, "last_event", f"the event of {self._label(key)}", None)
        if event.key != key:
            self._diverge(step, op, "last_event.key", self._label(key), self._label(event.key))
        if bool(event.hit) != predicted.hit:
            self._diverge(step, op, "hit", predicted.hit, event.hit)
        if event.evicted != predicted.evicted:
            self._diverge(
                step,
                op,
                "evicted",
                self._label(predicted.evicted),
                self._label(event.evicted),
            )

    def _check_entry(
        self,
        step: int,
        op: str,
        key: Hashable,
        entry: Any,
        predicted: CallPrediction,
        first_serial: int,
    ) -> EntrySnapshot:
        buffers = entry.buffers
        layout = self._layouts[key]
        got = {name: (tuple(b.shape), b.dtype) for name, b in buffers.items()}
        if got != layout:
            self._diverge(step, op, "entry.buffers", _layout_str(layout), _layout_str(got))
        snapshot = _snapshot(self.probe, entry)
        if not predicted.hit:
            for name, serial in snapshot.serials.items():
                if serial is None or serial < first_serial:
                    where = (
                        "untracked" if serial is None else f"storage #{serial} from an earlier call"
                    )
                    self._diverge(
                        step,
                        op,
                        f"entry.buffers[{name!r}]",
                        "a storage allocated through allocate() in this call",
                        where,
                    )
            return snapshot
        seen = self._seen.get(key)
        if seen is None:  # cannot happen while the model and runner agree
            return snapshot
        for name in layout:
            before = (seen.serials[name], seen.data_ptrs[name])
            after = (snapshot.serials[name], snapshot.data_ptrs[name])
            if before != after or before[0] is None:
                self._diverge(
                    step,
                    op,
                    f"entry.buffers[{name!r}] on hit",
                    f"the same storage #{before[0]} at {before[1]:#x}",
                    f"storage #{after[0]} at {after[1]:#x}",
                )
        if snapshot.builds != seen.builds:
            self._diverge(step, op, "entry.builds on hit", seen.builds, snapshot.builds)
        if set(snapshot.derived) != set(seen.derived):
            self._diverge(
                step, op, "entry.derived on hit", sorted(seen.derived), sorted(snapshot.derived)
            )
        for name, (kind, ref) in seen.derived.items():
            if not _same(ref, entry.derived[name]):
                self._diverge(
                    step,
                    op,
                    f"entry.derived[{name!r}] on hit",
                    f"the same {kind} (reused)",
                    f"another {type(entry.derived[name]).__name__} (rebuilt)",
                )
        return snapshot

    def _measure(self, want: int, slack: int, extra: list[torch.Tensor | None]) -> int:
        held = [t for t in extra if t is not None]
        measured = self.probe.live_bytes(held, collect=False)
        if not want <= measured <= want + slack:
            # garbage only adds: collect and measure again before calling it a difference
            self.gc_collections += 1
            measured = self.probe.live_bytes(held, collect=True)
        return measured

    def _check_released(self, step: int, op: str, evicted: Hashable) -> None:
        seen = self._seen.pop(evicted, None)
        if seen is None:
            return
        serials = [s for s in seen.serials.values() if s is not None]
        alive = self.probe.alive(serials, collect=False)
        if alive:
            self.gc_collections += 1
            alive = self.probe.alive(serials, collect=True)
        if alive:
            names = [n for n, s in seen.serials.items() if s in alive]
            self._diverge(
                step,
                op,
                "evicted storages",
                f"all {len(serials)} buffers of {self._label(evicted)} released",
                f"{len(alive)} still alive: {names}",
            )

    def _check_fresh(
        self,
        step: int,
        op: str,
        inputs: dict[str, torch.Tensor],
        outputs: dict[str, torch.Tensor | None],
    ) -> None:
        try:
            fresh = self.target.fresh()
            again = fresh(**inputs, output_final_state=True)
        except Exception as error:
            self._diverge(
                step, op, "fresh call", "(o, final_state)", f"{type(error).__name__}: {error}"
            )
        for name, got, want in zip(
            OUTPUT_FIELDS, (outputs["o"], outputs["final_state"]), again, strict=True
        ):
            if got is None or want is None:
                continue
            if not torch.equal(got, want):
                diff = _max_diff(got, want)
                self._diverge(
                    step,
                    op,
                    f"{name} on hit vs fresh scratch",
                    "bit-identical",
                    f"max abs difference {diff}",
                )

    # ------------------------------------------------------------- helpers
    def _entry_bytes(self, key: Hashable) -> int:
        return self._bytes[key]

    def _label(self, key: Hashable | None) -> str | None:
        if key is None:
            return None
        try:
            return self._labels.get(key, repr(key))
        except TypeError:
            return repr(key)

    def _names(self, keys: Iterable[Hashable]) -> list[str | None]:
        return [self._label(k) for k in keys]

    def _describe(self, serials: list[int]) -> str:
        parts = []
        for serial in serials:
            record = self.probe.record(serial)
            parts.append(f"storage #{serial} {record.shape} from call {record.call}")
        return ", ".join(parts)

    def _observe(self, step: int, op: str, what: str, fn: Callable, *args: Any) -> Any:
        try:
            return fn(*args)
        except Exception as error:
            self._diverge(
                step, op, what, "an observation", f"crash: {type(error).__name__}: {error}"
            )

    def _diverge(self, step: int, op: str, field: str, expected: Any, actual: Any) -> Any:
        raise DivergenceFound(Divergence(step, op, field, expected, actual))


def run_prefill_calls(
    target: PrefillTarget,
    probe: MemoryProbe,
    calls: Iterable[PrefillCall],
    config: ShapeConfig | None = None,
    *,
    seed: int = 0,
    dtype: torch.dtype = torch.float32,
    compare_fresh: bool | str = True,
    progress: bool = False,
    total: int | None = None,
    threads: int | None = 1,
) -> PrefillRunResult:
    """Run ``calls`` through ``target`` in lockstep with the model until the end
    or the first divergence.

    ``threads``: torch intra-op threads for the run (restored after; ``None``
    leaves them alone). One by default: the calls are small, and on a busy
    two-core machine OpenMP workers spinning for a core made the default run
    take 90 s instead of 0.3 s.
    """
    if threads is not None:
        before = torch.get_num_threads()
        torch.set_num_threads(threads)
        try:
            return run_prefill_calls(
                target,
                probe,
                calls,
                config,
                seed=seed,
                dtype=dtype,
                compare_fresh=compare_fresh,
                progress=progress,
                total=total,
                threads=None,
            )
        finally:
            torch.set_num_threads(before)
    lockstep = PrefillLockstep(
        target, probe, config, dtype=dtype, seed=seed, compare_fresh=compare_fresh
    )
    made: list[PrefillCall] = []
    divergence = None
    started = time.perf_counter()
    try:
        if probe.device_wide:
            lockstep.warm_up()
    except DivergenceFound as found:
        divergence = found.divergence
        calls = ()
    bar = tqdm(total=total, unit="call", disable=None if progress else True, leave=False)
    try:
        for call in calls:
            made.append(call)
            lockstep.apply(call)
            bar.update(1)
    except DivergenceFound as found:
        divergence = found.divergence
    finally:
        bar.close()
    return PrefillRunResult(
        divergence,
        made,
        time.perf_counter() - started,
        lockstep.hits,
        lockstep.misses,
        lockstep.evictions,
        list(probe.timeline),
        lockstep.gc_collections,
        list(lockstep.cu_seqlens_ids),
    )


def check_prefill(
    target: PrefillTarget,
    probe: MemoryProbe,
    calls: Iterable[PrefillCall],
    config: ShapeConfig | None = None,
    **options: Any,
) -> PrefillRunResult:
    """Like ``run_prefill_calls`` but raises ``DivergenceFound`` (for Hypothesis and pytest)."""
    result = run_prefill_calls(target, probe, calls, config, **options)
    if result.divergence is not None:
        raise DivergenceFound(result.divergence)
    return result


# ---------------------------------------------------------------- internals
def _snapshot(probe: MemoryProbe, entry: Any) -> EntrySnapshot:
    serials = {name: probe.serial_of(buf) for name, buf in entry.buffers.items()}
    ptrs = {name: buf.untyped_storage().data_ptr() for name, buf in entry.buffers.items()}
    derived = {name: (type(obj).__name__, _ref(obj)) for name, obj in entry.derived.items()}
    return EntrySnapshot(serials, ptrs, int(entry.builds), derived)


def _ref(obj: object) -> Any:
    """A weak reference where the type allows one, else the id (the entry keeps the
    object alive while it is held, so the id is not reused meanwhile)."""
    try:
        return weakref.ref(obj)
    except TypeError:
        return id(obj)


def _same(ref: Any, obj: object) -> bool:
    if isinstance(ref, weakref.ref):
        return ref() is obj
    return ref == id(obj)


def _nbytes(shape: tuple[int, ...], dtype: torch.dtype) -> int:
    numel = 1
    for d in shape:
        numel *= int(d)
    return numel * dtype.itemsize


def _layout_str(layout: dict[str, tuple[tuple[int, ...], torch.dtype]]) -> dict[str, str]:
    return {
        name: f"{list(shape)} {str(dtype).removeprefix('torch.')}"
        for name, (shape, dtype) in layout.items()
    }


def _short(value: Any) -> str:
    if isinstance(value, torch.Tensor):
        return f"tensor{list(value.shape)} {value.dtype}"
    text = repr(value)
    return text if len(text) < 120 else text[:117] + "..."


def _max_diff(a: torch.Tensor, b: torch.Tensor) -> Any:
    if a.shape != b.shape or a.dtype != b.dtype:
        return f"shape/dtype {tuple(a.shape)} {a.dtype} vs {tuple(b.shape)} {b.dtype}"
    if a.device != b.device:
        b = b.to(a.device)
    return float((a.double() - b.double()).abs().max()) if a.numel() else 0.0
