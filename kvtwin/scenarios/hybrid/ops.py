"""Hybrid prefix-cache ops (``kvtwin run hybrid``): what an engine does to the cache.

``admit`` (a request arrives with its prompt's tokens; the session hashes its full
blocks), ``prefill`` (the prompt's next ``n`` tokens), ``decode`` (one generated
``token``), ``release`` (finish, preempt or abort: ``reason`` is for the record),
``invalidate`` (drop the snapshots of named blocks, ids a target handed out),
``evict_blocks`` and ``evict_slots`` (``n`` ahead of need), ``tick`` (one engine
step) and ``reset``. A prefill or decode may carry ``brk``, one rule of its KDA
inputs broken (``BREAKS``), which must be refused with nothing changed.
``codec.py`` writes them into traces.
"""

from __future__ import annotations

from dataclasses import dataclass

VERBS = (
    "admit",
    "prefill",
    "decode",
    "release",
    "invalidate",
    "evict_blocks",
    "evict_slots",
    "tick",
    "reset",
)
REASONS = ("finish", "preempt", "abort")
BREAKS = ("nan_gate", "inf_gate")
"""A gate of the chunk set to nan or -inf: ``bad_prefill_input``, checked before the
cache changes."""
WITH_RID = ("admit", "prefill", "decode", "release")


@dataclass(frozen=True, slots=True)
class HybridOp:
    verb: str
    rid: int = 0
    tokens: tuple[int, ...] = ()
    """``admit``: the prompt; ``decode``: the one token generated."""
    n: int = 0
    """``prefill``: the chunk's token count; ``evict_*``: how many."""
    ids: tuple[int, ...] = ()
    """``invalidate``: the blocks."""
    reason: str = "finish"
    brk: str | None = None

    def __str__(self) -> str:
        if self.verb == "admit":
            return f"admit(rid={self.rid}, tokens={len(self.tokens)})"
        if self.verb == "prefill":
            extra = f", break={self.brk}" if self.brk else ""
            return f"prefill(rid={self.rid}, n={self.n}{extra})"
        if self.verb == "decode":
            extra = f", break={self.brk}" if self.brk else ""
            return f"decode(rid={self.rid}, token={self.tokens[0] if self.tokens else None}{extra})"
        if self.verb == "release":
            return f"release(rid={self.rid}, {self.reason})"
        if self.verb == "invalidate":
            return f"invalidate(ids={list(self.ids)})"
        if self.verb in ("evict_blocks", "evict_slots"):
            return f"{self.verb}(n={self.n})"
        return f"{self.verb}()"


def admit(rid: int, tokens: tuple[int, ...]) -> HybridOp:
    return HybridOp("admit", rid, tokens=tuple(tokens))


def prefill(rid: int, n: int, brk: str | None = None) -> HybridOp:
    return HybridOp("prefill", rid, n=n, brk=brk)


def decode(rid: int, token: int, brk: str | None = None) -> HybridOp:
    return HybridOp("decode", rid, tokens=(token,), brk=brk)


def release(rid: int, reason: str) -> HybridOp:
    return HybridOp("release", rid, reason=reason)


def invalidate(ids: tuple[int, ...]) -> HybridOp:
    return HybridOp("invalidate", ids=tuple(ids))


def evict_blocks(n: int) -> HybridOp:
    return HybridOp("evict_blocks", n=n)


def evict_slots(n: int) -> HybridOp:
    return HybridOp("evict_slots", n=n)


def tick() -> HybridOp:
    return HybridOp("tick")


def reset() -> HybridOp:
    return HybridOp("reset")
