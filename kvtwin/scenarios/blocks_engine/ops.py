"""Engine-level ops: what a client and the clock do to a serving engine, nothing more.

``arrive`` hands the engine one request (its prompt tokens and how many tokens
to generate) and ``step`` runs one engine step. Every allocator call in a run
is the engine's own consequence of these two; a trace of them, however it is
shrunk, is still traffic the engine serves. Request ids are implicit: the
n-th ``arrive`` of a replay is request n.
"""

from __future__ import annotations

from dataclasses import dataclass


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
