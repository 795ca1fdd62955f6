"""The per-call checks of a prefill session that look at one thing the target
returned or holds: the call's outputs, the cache's last event, the entry of the
call's key, the storages of an evicted entry, the output against a fresh op's,
and the cache around a rejected (misuse) call.

Each check raises ``DivergenceFound`` at the first difference; every read of
the target goes through :meth:`At.observe`, so whatever a target raises there
(any exception, ``SystemExit`` included) is a divergence, never the run's crash.
The checker keeps no strong reference to a scratch buffer or derived object
between calls (:class:`EntrySnapshot` holds serials, pointers and weak
references), so what the probe sees alive is what the target keeps alive.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, NoReturn

import torch

from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.scenarios.prefill.misuse import EXPECTED_KIND
from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.probes import MemoryProbe
from kvtwin.scenarios.prefill.targets.base import PrefillTarget
from model.scratch import CallPrediction
from model.scratch_layout import Layout as ModelLayout
from model.scratch_layout import ScratchKey, key_bytes

OUTPUT_FIELDS = ("o", "final_state")
CALL_RESULT = "(o, final_state)"
Label = Callable[[Hashable | None], str | None]


@dataclass(frozen=True, slots=True)
class At:
    """Where a check runs (the call's position and text); raises divergences there."""

    step: int
    op: str

    def diverge(self, field: str, expected: Any, actual: Any) -> NoReturn:
        raise DivergenceFound(Divergence(self.step, self.op, field, expected, actual))

    def observe(self, what: str, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)``, a read of the target; what it raises is a divergence."""
        result, error = attempt(fn, *args)
        if error is not None:
            text = f"crash: {type(error).__name__}: {error}"
            del error  # its traceback holds the target's frames: let them go now
            self.diverge(what, "an observation", text)
        return result

    def call(
        self, field: str, fn: Callable[..., Any], ask_final: bool | None = True, **inputs: Any
    ) -> Any:
        """``fn(**inputs, output_final_state=ask_final)`` (``None``: the argument left
        out, at the op's default): what it raises is a divergence."""
        if ask_final is None:
            result, error = attempt(fn, **inputs)
        else:
            result, error = attempt(fn, **inputs, output_final_state=ask_final)
        if error is not None:
            text = f"{type(error).__name__}: {error}"
            del error
            self.diverge(field, CALL_RESULT, text)
        return result


@dataclass(frozen=True, slots=True)
class EntrySnapshot:
    """What the checker remembers of an entry: no strong reference to any of it."""

    serials: dict[str, int | None]
    data_ptrs: dict[str, int]
    builds: int
    derived: dict[str, tuple[str, Any]]  # name -> (type name, weakref or id)


def check_outputs(
    at: At,
    call: PrefillCall,
    dims: tuple[int, int, int, int],
    dtype: torch.dtype,
    result: Any,
    final_wanted: bool = True,
) -> dict[str, torch.Tensor | None]:
    """The call returned ``(o, final_state)``: ``o`` of the call's shape
    (``dims``: T, H, K, V of the inputs made for it) in the input dtype;
    ``final_state`` one ``[H, K, V]`` state per sequence if it was asked for
    (``final_wanted``), else ``None``."""
    if not (isinstance(result, tuple) and len(result) == 2):
        at.diverge("call", CALL_RESULT, short(result))
    o, final = result
    total, heads, head_k, head_v = dims
    want = (total, heads, head_v)
    if not isinstance(o, torch.Tensor) or tuple(o.shape) != want or o.dtype != dtype:
        at.diverge("o", f"a {_dtype_name(dtype)} tensor of shape {want}", short(o))
    if not final_wanted:
        if final is not None:
            at.diverge("final_state", "None (not asked for)", short(final))
        return {"o": o, "final_state": None}
    states = (len(call.seq_lens), heads, head_k, head_v)
    if (
        not isinstance(final, torch.Tensor)
        or tuple(final.shape) != states
        or not final.is_floating_point()
    ):
        at.diverge("final_state", f"a float tensor of shape {states}", short(final))
    return {"o": o, "final_state": final}


def key_form(key: Any) -> Any:
    """A key the target filed, in the model's terms (``model.scratch_layout``):
    dtypes and devices by name, everything else as it is. Reading the target's
    keys this way is how they are compared; the expected key never comes from it."""
    if isinstance(key, tuple):
        return tuple(_part_name(part) for part in key)
    return key


def _part_name(part: Any) -> Any:
    if isinstance(part, torch.dtype):
        return _dtype_name(part)
    if isinstance(part, torch.device):
        return str(part)
    return part


def _dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def check_event(at: At, cache: Any, key: Hashable, predicted: CallPrediction, label: Label) -> None:
    """``cache.last_event``: the call's key, hit or miss, the evicted key."""
    event = at.observe("last_event", getattr, cache, "last_event")
    if event is None:
        at.diverge("last_event", f"the event of {label(key)}", None)
    event_key, hit, said_hit, evicted = at.observe(
        "last_event",
        lambda: (key_form(event.key), event.hit, bool(event.hit), key_form(event.evicted)),
    )
    if event_key != key:
        at.diverge("last_event.key", label(key), label(event_key))
    if said_hit != predicted.hit:
        at.diverge("hit", predicted.hit, hit)
    if evicted != predicted.evicted:
        at.diverge("evicted", label(predicted.evicted), label(evicted))


def check_entry(
    at: At,
    probe: MemoryProbe,
    layout: ModelLayout,
    entry: Any,
    predicted: CallPrediction,
    first_serial: int,
    seen: EntrySnapshot | None,
) -> EntrySnapshot:
    """The entry's buffers match the model's layout; on a miss each is a storage the probe
    allocated during this call; on a hit the same storages (identity and
    ``data_ptr``) as when the key was last seen, ``builds`` unchanged and every
    derived object the same object (reused, not rebuilt)."""
    got = at.observe(
        "entry.buffers",
        lambda: {n: (tuple(b.shape), _dtype_name(b.dtype)) for n, b in entry.buffers.items()},
    )
    if got != layout:
        at.diverge("entry.buffers", layout_str(layout), layout_str(got))
    snapshot = at.observe("entry", snapshot_entry, probe, entry)
    if not predicted.hit:
        if snapshot.builds != len(snapshot.derived):  # each derived object built once
            at.diverge("entry.builds on miss", len(snapshot.derived), snapshot.builds)
        for name, serial in snapshot.serials.items():
            if serial is None or serial < first_serial:
                where = "untracked" if serial is None else f"storage #{serial} from an earlier call"
                at.diverge(
                    f"entry.buffers[{name!r}]",
                    "a storage allocated through allocate() in this call",
                    where,
                )
        return snapshot
    if seen is None:  # cannot happen while the model and the checker agree
        return snapshot
    for name in layout:
        before = (seen.serials[name], seen.data_ptrs[name])
        after = (snapshot.serials[name], snapshot.data_ptrs[name])
        if before != after or before[0] is None:
            at.diverge(
                f"entry.buffers[{name!r}] on hit",
                f"the same storage #{before[0]} at {before[1]:#x}",
                f"storage #{after[0]} at {after[1]:#x}",
            )
    if snapshot.builds != seen.builds:
        at.diverge("entry.builds on hit", seen.builds, snapshot.builds)
    if set(snapshot.derived) != set(seen.derived):
        at.diverge("entry.derived on hit", sorted(seen.derived), sorted(snapshot.derived))
    derived = at.observe("entry.derived", lambda: dict(entry.derived))
    for name, (kind, ref) in seen.derived.items():
        if not _same(ref, derived[name]):
            at.diverge(
                f"entry.derived[{name!r}] on hit",
                f"the same {kind} (reused)",
                f"another {type(derived[name]).__name__} (rebuilt)",
            )
    return snapshot


def check_fresh(
    at: At,
    target: PrefillTarget,
    inputs: dict[str, Any],
    outputs: dict[str, torch.Tensor | None],
    ask_final: bool | None = True,
) -> None:
    """The output is bit-identical to the same call on a fresh op (fresh scratch)."""
    again = at.call("fresh call", lambda **kw: target.fresh()(**kw), ask_final, **inputs)
    if not (isinstance(again, tuple) and len(again) == 2):
        at.diverge("fresh call", CALL_RESULT, short(again))
    for name, got, want in zip(
        OUTPUT_FIELDS, (outputs["o"], outputs["final_state"]), again, strict=True
    ):
        if got is None or want is None:
            continue
        if not isinstance(want, torch.Tensor) or not torch.equal(got, want):
            at.diverge(
                f"{name} on hit vs fresh scratch",
                "bit-identical",
                f"max abs difference {max_diff(got, want)}",
            )


def check_reported_bytes(at: At, cache: Any, keys: tuple[ScratchKey, ...]) -> None:
    """A cache that reports its bytes (``nbytes()``) reports those of the held
    keys' layouts, exactly (``model.scratch_layout.key_bytes``)."""
    reported = getattr(cache, "nbytes", None)
    if reported is None:
        return
    want = sum(key_bytes(key) for key in keys)
    got = at.observe("cache.nbytes", reported)
    if got != want:
        at.diverge("cache.nbytes", want, got)


def check_released(at: At, probe: MemoryProbe, seen: EntrySnapshot, label: str | None) -> int:
    """Every storage of an evicted entry is dead (collected once before it counts);
    the number of ``gc.collect()`` runs it took."""
    serials = [s for s in seen.serials.values() if s is not None]
    alive = probe.alive(serials, collect=False)
    if not alive:
        return 0
    alive = probe.alive(serials, collect=True)
    if alive:
        names = [n for n, s in seen.serials.items() if s in alive]
        at.diverge(
            "evicted storages",
            f"all {len(serials)} buffers of {label} released",
            f"{len(alive)} still alive: {names}",
        )
    return 1


def describe_storages(probe: MemoryProbe, serials: list[int]) -> str:
    parts = []
    for serial in serials:
        record = probe.record(serial)
        parts.append(f"storage #{serial} {record.shape} from call {record.call}")
    return ", ".join(parts)


def check_rejected(
    at: At,
    target: Any,
    probe: MemoryProbe,
    broken: dict[str, Any],
    measure: Callable[[], int],
    live: tuple[int, int],
    label: Callable[[Hashable | None], str | None],
) -> None:
    """Call ``target`` with ``broken`` inputs: it must raise the typed error and
    leave its cache as it was (keys in order, ``last_event``, entries), allocate
    nothing, and keep live bytes where the model has them (``live``: the
    model's bytes and the probe's slack; ``measure()`` reads the probe)."""
    cache = at.observe("cache", getattr, target, "cache")

    def state() -> tuple[Any, Any, Any]:
        event = cache.last_event
        seen = None
        if event is not None:
            seen = (label(key_form(event.key)), bool(event.hit), label(key_form(event.evicted)))
        return [label(key_form(k)) for k in list(cache.keys())], seen, len(cache)

    before = at.observe("cache state", state)
    first_serial = probe.next_serial
    probe.call = at.step
    try:
        _, error = attempt(target, **broken)
    finally:
        probe.call = None
    got = "no error" if error is None else describe(error)
    del error, broken
    if got != EXPECTED_KIND:
        at.diverge("error", EXPECTED_KIND, got)
    after = at.observe("cache state", state)
    for name, want, have in zip(("keys", "last_event", "entries"), before, after, strict=True):
        if want != have:
            at.diverge(f"{name} after rejected call", want, have)
    allocated = probe.next_serial - first_serial
    if allocated:
        at.diverge("allocations in rejected call", 0, allocated)
    want, slack = live
    measured = measure()
    if not want <= measured <= want + slack:
        at.diverge("live_bytes after rejected call", want, measured)


# ------------------------------------------------------------------ helpers
def snapshot_entry(probe: MemoryProbe, entry: Any) -> EntrySnapshot:
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


def layout_str(layout: ModelLayout) -> dict[str, str]:
    return {name: f"{list(shape)} {dtype}" for name, (shape, dtype) in layout.items()}


def short(value: Any) -> str:
    if isinstance(value, torch.Tensor):
        return f"tensor{list(value.shape)} {value.dtype}"
    text = repr(value)
    return text if len(text) < 120 else text[:117] + "..."


def max_diff(a: torch.Tensor, b: torch.Tensor) -> Any:
    if not isinstance(b, torch.Tensor):
        return f"not a tensor: {short(b)}"
    if a.shape != b.shape or a.dtype != b.dtype:
        return f"shape/dtype {tuple(a.shape)} {a.dtype} vs {tuple(b.shape)} {b.dtype}"
    if a.device != b.device:
        b = b.to(a.device)
    return float((a.double() - b.double()).abs().max()) if a.numel() else 0.0
