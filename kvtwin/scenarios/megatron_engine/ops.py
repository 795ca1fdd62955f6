"""Engine-level ops: what a client and the clock do to a serving engine, nothing more.

``arrive`` hands the engine one request (its prompt tokens and how many tokens
to generate) and ``step`` runs one engine step. Every allocator call in a run
is the engine's own consequence of these two; a trace of them, however it is
shrunk, is still traffic the engine serves. Request ids are implicit: the
n-th ``arrive`` of a replay is request n.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kvtwin.engine.errors import TraceError

MAX_PROMPT = 1 << 16
MAX_TOKEN = (1 << 31) - 1
MAX_NEW_TOKENS = 1 << 16


@dataclass(frozen=True, slots=True)
class Arrive:
    prompt: tuple[int, ...]
    max_new_tokens: int

    verb = "arrive"

    def __str__(self) -> str:
        head = ", ".join(str(t) for t in self.prompt[:8])
        more = f", ... ({len(self.prompt)} tokens)" if len(self.prompt) > 8 else ""
        return f"arrive(prompt=[{head}{more}], max_new_tokens={self.max_new_tokens})"


@dataclass(frozen=True, slots=True)
class Step:
    verb = "step"

    def __str__(self) -> str:
        return "step()"


EngineOp = Arrive | Step


def encode(op: EngineOp) -> dict[str, Any]:
    if isinstance(op, Arrive):
        return {"verb": "arrive", "prompt": list(op.prompt), "max_new_tokens": op.max_new_tokens}
    return {"verb": "step"}


def decode(data: dict[str, Any], where: str) -> EngineOp:
    """Trace JSON to an op; any malformed field is a TraceError naming it."""
    verb = data.get("verb")
    if verb == "step":
        if set(data) != {"verb"}:
            raise TraceError(f"trace field '{where}': step takes no arguments, got {sorted(data)}")
        return Step()
    if verb != "arrive":
        raise TraceError(f"trace field '{where}.verb': expected 'arrive' or 'step', got {verb!r}")
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


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
