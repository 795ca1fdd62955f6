"""Engine-level ops as trace JSON: ``{"verb": "arrive", "prompt": [...],
"max_new_tokens": N}`` and ``{"verb": "step"}``; every field validated."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.scenario import Codec
from kvtwin.scenarios.blocks_engine.ops import Arrive, EngineOp, Step
from kvtwin.scenarios.blocks_engine.passes import PASSES

MAX_PROMPT = 1 << 16
MAX_TOKEN = (1 << 31) - 1
MAX_NEW_TOKENS = 1 << 16


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class EngineCodec(Codec):
    passes = PASSES

    def verb(self, op: EngineOp) -> str:
        return op.verb

    def ticks(self, op: EngineOp) -> int:
        return 1 if op.verb == "step" else 0

    def encode(self, op: EngineOp, refs: RefRecorder) -> dict[str, Any]:
        if isinstance(op, Arrive):
            return {
                "verb": "arrive",
                "prompt": list(op.prompt),
                "max_new_tokens": op.max_new_tokens,
            }
        return {"verb": "step"}

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> EngineOp:
        """Trace JSON to an op; any malformed field is a TraceError naming it."""
        verb = data.get("verb")
        if verb == "step":
            if set(data) != {"verb"}:
                raise TraceError(
                    f"trace field '{where}': step takes no arguments, got {sorted(data)}"
                )
            return Step()
        if verb != "arrive":
            raise TraceError(
                f"trace field '{where}.verb': expected 'arrive' or 'step', got {verb!r}"
            )
        if set(data) != {"verb", "prompt", "max_new_tokens"}:
            raise TraceError(
                f"trace field '{where}': arrive takes prompt and max_new_tokens, got {sorted(data)}"
            )
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
