"""Engine-level ops: what a client and the clock do to a serving engine, nothing more.

``arrive`` hands the engine one request (its prompt tokens and how many tokens
to generate), ``step`` runs one engine step, and ``abort`` is a client giving
up on the n-th request that arrived (if it is still live). Every call into the
component under test is the engine's own consequence of these; a trace of them,
however it is shrunk, is still traffic the engine serves. Request ids are
implicit: the n-th ``arrive`` of a replay is request n.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
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


@dataclass(frozen=True, slots=True)
class Abort:
    request: int

    verb = "abort"

    def __str__(self) -> str:
        return f"abort(request={self.request})"


ClientOp = Arrive | Step | Abort


def stretched_prompt(prompt: Sequence[int], factor: int) -> tuple[int, ...]:
    """``prompt`` at a cache unit ``factor`` times larger: each token becomes ``factor``
    tokens (``t * factor + j``), so prompts that shared whole blocks of the small unit
    share whole blocks of the large one, and lengths keep their place against block
    edges (the cases a prefix cache's bugs live at)."""
    return tuple(t * factor + j for t in prompt for j in range(factor))


def stretched(ops: Iterable[ClientOp], factor: int) -> Iterator[ClientOp]:
    """A client's ops with every prompt stretched ``factor`` times (1: as they are)."""
    for op in ops:
        if factor > 1 and isinstance(op, Arrive):
            yield Arrive(stretched_prompt(op.prompt, factor), op.max_new_tokens)
        else:
            yield op
