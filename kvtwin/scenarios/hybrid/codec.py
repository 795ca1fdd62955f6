"""Hybrid ops as trace JSON; block ids a target handed out are written as references::

    {"verb": "admit", "rid": 3, "tokens": [5, 17, 2, 9, 40]}
    {"verb": "prefill", "rid": 3, "n": 4}
    {"verb": "prefill", "rid": 3, "n": 4, "break": "nan_gate"}
    {"verb": "decode", "rid": 3, "token": 11}
    {"verb": "release", "rid": 3, "reason": "preempt"}
    {"verb": "invalidate", "ids": [{"ref": [12, 0]}, 47]}
    {"verb": "evict_slots", "n": 2}
    {"verb": "tick"}

``{"ref": [12, 0]}`` is the first block op 12 returned (kept by an admission,
allocated by a chunk or a decode step, evicted); an id no op returned stays a
plain int, and a reference that does not resolve is dropped. Shrinking drops
whole requests too (``passes.py``). Decoding validates
every field against stated limits and never reinterprets an invalid one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.refs import MISSING, RefRecorder, is_ref
from kvtwin.core.scenario import Codec
from kvtwin.scenarios.hybrid.ops import BREAKS, REASONS, VERBS, HybridOp
from kvtwin.scenarios.hybrid.passes import fewer_requests

MAX_RID = (1 << 31) - 1
MAX_COUNT = 1 << 20
MAX_TOKEN = 4095
MAX_LIST = 1 << 16
FIELDS = {
    "admit": {"rid", "tokens"},
    "prefill": {"rid", "n", "break"},
    "decode": {"rid", "token", "break"},
    "release": {"rid", "reason"},
    "invalidate": {"ids"},
    "evict_blocks": {"n"},
    "evict_slots": {"n"},
    "tick": set(),
    "reset": set(),
}


def _int(data: dict[str, Any], key: str, where: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise TraceError(
            f"trace field '{where}.{key}': expected an int in {low}..{high}, got {value!r}"
        )
    return value


class HybridCodec(Codec):
    passes = (fewer_requests,)

    def verb(self, op: HybridOp) -> str:
        return op.verb

    def ticks(self, op: HybridOp) -> int:
        return 1 if op.verb == "tick" else 0

    def returned(self, op: HybridOp, result: Any) -> Sequence[int] | None:
        if op.verb == "prefill" and result is not None:
            return result[0]
        if op.verb in ("admit", "decode", "evict_blocks") and result is not None:
            return result
        return None

    def encode(self, op: HybridOp, refs: RefRecorder) -> dict[str, Any]:
        data: dict[str, Any] = {"verb": op.verb}
        if op.verb in ("admit", "prefill", "decode", "release"):
            data["rid"] = op.rid
        if op.verb == "admit":
            data["tokens"] = list(op.tokens)
        elif op.verb == "decode":
            data["token"] = op.tokens[0]
        elif op.verb == "release":
            data["reason"] = op.reason
        elif op.verb == "invalidate":
            data["ids"] = [refs.symbolic(b) for b in op.ids]
        if op.verb in ("prefill", "evict_blocks", "evict_slots"):
            data["n"] = op.n
        if op.brk is not None:
            data["break"] = op.brk
        return data

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> HybridOp:
        verb = data.get("verb")
        if verb not in FIELDS:
            raise TraceError(
                f"trace field '{where}.verb': expected one of {list(VERBS)}, got {verb!r}"
            )
        extra = set(data) - FIELDS[verb] - {"verb"}
        if extra:
            raise TraceError(f"trace field '{where}': {verb} takes no {sorted(extra)}")
        brk = data.get("break")
        if brk is not None and brk not in BREAKS:
            raise TraceError(
                f"trace field '{where}.break': expected one of {list(BREAKS)}, got {brk!r}"
            )
        rid = _int(data, "rid", where, 0, MAX_RID) if "rid" in FIELDS[verb] else 0
        if verb == "admit":
            tokens = data.get("tokens")
            if (
                not isinstance(tokens, list)
                or len(tokens) > MAX_LIST
                or not all(type(t) is int and 0 <= t <= MAX_TOKEN for t in tokens)
            ):
                raise TraceError(
                    f"trace field '{where}.tokens': expected a list of ints in 0..{MAX_TOKEN}"
                )
            return HybridOp("admit", rid, tokens=tuple(tokens))
        if verb == "prefill":
            return HybridOp(
                "prefill", rid, n=_int(data, "n", where, -MAX_COUNT, MAX_COUNT), brk=brk
            )
        if verb == "decode":
            return HybridOp(
                "decode", rid, tokens=(_int(data, "token", where, 0, MAX_TOKEN),), brk=brk
            )
        if verb == "release":
            reason = data.get("reason")
            if reason not in REASONS:
                raise TraceError(f"trace field '{where}.reason': expected one of {list(REASONS)}")
            return HybridOp("release", rid, reason=reason)
        if verb == "invalidate":
            ids = data.get("ids")
            if not isinstance(ids, list) or len(ids) > MAX_LIST:
                raise TraceError(f"trace field '{where}.ids': expected a list")
            for i, b in enumerate(ids):
                if not (is_ref(b) or (type(b) is int and -MAX_COUNT <= b <= MAX_COUNT)):
                    raise TraceError(
                        f"trace field '{where}.ids[{i}]': expected an int or a reference"
                    )
            resolved = [resolve(b) for b in ids]
            return HybridOp("invalidate", ids=tuple(b for b in resolved if b is not MISSING))
        if verb in ("evict_blocks", "evict_slots"):
            return HybridOp(verb, n=_int(data, "n", where, -MAX_COUNT, MAX_COUNT))
        return HybridOp(verb)
