"""The per-call checks of a prefill session that look at one thing the target
returned or holds: the call's outputs, the cache's last event, the entry of the
call's key, and the output against a fresh op's.

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

from kvtwin.engine.contain import attempt
from kvtwin.engine.divergence import Divergence, DivergenceFound
from kvtwin.scenarios.prefill.calls import PrefillCall, ShapeConfig
from kvtwin.scenarios.prefill.probes import MemoryProbe
from kvtwin.scenarios.prefill.targets.base import Layout, PrefillTarget
from model.scratch import CallPrediction

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

    def call(self, field: str, fn: Callable[..., Any], **inputs: Any) -> Any:
        """``fn(**inputs, output_final_state=True)``: what it raises is a divergence."""
        result, error = attempt(fn, **inputs, output_final_state=True)
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
    at: At, call: PrefillCall, shapes: ShapeConfig, result: Any
) -> dict[str, torch.Tensor | None]:
    """The call returned ``(o, final_state)``, ``o`` of the call's shape."""
    if not (isinstance(result, tuple) and len(result) == 2):
        at.diverge("call", CALL_RESULT, short(result))
    o, final = result
    want = (call.total, shapes.heads, shapes.head_v)
    if not isinstance(o, torch.Tensor) or tuple(o.shape) != want:
        at.diverge("o", f"a tensor of shape {want}", short(o))
    if final is not None and not isinstance(final, torch.Tensor):
        at.diverge("final_state", "a tensor", short(final))
    return {"o": o, "final_state": final}


def check_event(at: At, cache: Any, key: Hashable, predicted: CallPrediction, label: Label) -> None:
    """``cache.last_event``: the call's key, hit or miss, the evicted key."""
    event = at.observe("last_event", getattr, cache, "last_event")
    if event is None:
        at.diverge("last_event", f"the event of {label(key)}", None)
    event_key, hit, said_hit, evicted = at.observe(
        "last_event", lambda: (event.key, event.hit, bool(event.hit), event.evicted)
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
    layout: Layout,
    entry: Any,
    predicted: CallPrediction,
    first_serial: int,
    seen: EntrySnapshot | None,
) -> EntrySnapshot:
    """The entry's buffers match the layout; on a miss each is a storage the probe
    allocated during this call; on a hit the same storages (identity and
    ``data_ptr``) as when the key was last seen, ``builds`` unchanged and every
    derived object the same object (reused, not rebuilt)."""
    got = at.observe(
        "entry.buffers", lambda: {n: (tuple(b.shape), b.dtype) for n, b in entry.buffers.items()}
    )
    if got != layout:
        at.diverge("entry.buffers", layout_str(layout), layout_str(got))
    snapshot = at.observe("entry", snapshot_entry, probe, entry)
    if not predicted.hit:
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
    inputs: dict[str, torch.Tensor],
    outputs: dict[str, torch.Tensor | None],
) -> None:
    """The output is bit-identical to the same call on a fresh op (fresh scratch)."""
    again = at.call("fresh call", lambda **kw: target.fresh()(**kw), **inputs)
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


def nbytes(shape: tuple[int, ...], dtype: torch.dtype) -> int:
    numel = 1
    for d in shape:
        numel *= int(d)
    return numel * dtype.itemsize


def layout_str(layout: Layout) -> dict[str, str]:
    return {
        name: f"{list(shape)} {str(dtype).removeprefix('torch.')}"
        for name, (shape, dtype) in layout.items()
    }


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
