"""Engine-level ops as trace JSON: ``{"verb": "arrive", "prompt": [...],
"max_new_tokens": N}``, ``{"verb": "step"}`` and ``{"verb": "abort", "request":
N}``; every field validated, and a verb the scenario's engine level does not use
refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.engine_level.ops import Abort, Arrive, ClientOp, Step
from kvtwin.core.engine_level.passes import PASSES
from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.scenario import Codec

MAX_PROMPT = 1 << 16
MAX_TOKEN = (1 << 31) - 1
MAX_NEW_TOKENS = 1 << 16
MAX_REQUESTS = 1 << 20
FIELDS = {
    "arrive": {"verb", "prompt", "max_new_tokens"},
    "step": {"verb"},
    "abort": {"verb", "request"},
}


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class ClientCodec(Codec):
    passes = PASSES

    def __init__(self, verbs: tuple[str, ...] = ("arrive", "step")) -> None:
        unknown = set(verbs) - set(FIELDS)
        if unknown:
            raise ValueError(f"no client verbs {sorted(unknown)}")
        self.verbs = verbs

    def verb(self, op: ClientOp) -> str:
        return op.verb

    def ticks(self, op: ClientOp) -> int:
        return 1 if op.verb == "step" else 0

    def encode(self, op: ClientOp, refs: RefRecorder) -> dict[str, Any]:
        if isinstance(op, Arrive):
            return {
                "verb": "arrive",
                "prompt": list(op.prompt),
                "max_new_tokens": op.max_new_tokens,
            }
        if isinstance(op, Abort):
            return {"verb": "abort", "request": op.request}
        return {"verb": "step"}

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> ClientOp:
        """Trace JSON to an op; any malformed field is a TraceError naming it."""
        verb = data.get("verb")
        if verb not in self.verbs:
            expected = " or ".join(repr(v) for v in self.verbs)
            raise TraceError(f"trace field '{where}.verb': expected {expected}, got {verb!r}")
        if set(data) != FIELDS[verb]:
            takes = sorted(FIELDS[verb] - {"verb"})
            what = f"takes {' and '.join(takes)}" if takes else "takes no arguments"
            raise TraceError(f"trace field '{where}': {verb} {what}, got {sorted(data)}")
        if verb == "step":
            return Step()
        if verb == "abort":
            request = data["request"]
            if not _int(request) or not 0 <= request < MAX_REQUESTS:
                raise TraceError(
                    f"trace field '{where}.request': expected 0..{MAX_REQUESTS - 1}, "
                    f"got {request!r}"
                )
            return Abort(request)
        prompt = data["prompt"]
        if not isinstance(prompt, list) or not 1 <= len(prompt) <= MAX_PROMPT:
            raise TraceError(f"trace field '{where}.prompt': expected 1..{MAX_PROMPT} tokens")
        for position, token in enumerate(prompt):
            if not _int(token) or not 0 <= token <= MAX_TOKEN:
                raise TraceError(
                    f"trace field '{where}.prompt[{position}]': expected a token id in "
                    f"0..{MAX_TOKEN}, got {token!r}"
                )
        count = data["max_new_tokens"]
        if not _int(count) or not 1 <= count <= MAX_NEW_TOKENS:
            raise TraceError(
                f"trace field '{where}.max_new_tokens': expected 1..{MAX_NEW_TOKENS}, got {count!r}"
            )
        return Arrive(tuple(prompt), count)
