"""``--target impl-engine``: the engine level over a hybrid target of the allocator
level (``impl``: ``impl/hybrid.py``), with a small scheduler of kvtwin's own as
the engine, so the engine-level session is checked where no outside engine is
installed.

Each step: the clock ticks; every request past its prompt decodes one token (a
decode that gets no block preempts its request: released, queued again); a
request that has all its tokens is released; then waiting requests are
admitted and prefilled in chunks, in order, within ``max_tokens`` (a chunk that
does not end the prompt ends on a block boundary). The scheduler's calls are
its own and one at a time, so each event goes to the session as it happens
(every call a quiescent point), and the caches are audited at the step's end.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from kvtwin.core.engine_level.driver import Port
from kvtwin.core.registry import make_target, register_target
from kvtwin.scenarios.hybrid.engine.events import (
    ENGINE_SCENARIO,
    Chunk,
    Decode,
    Event,
    HybridEngineDriver,
    Release,
)
from kvtwin.scenarios.hybrid.targets.base import SCENARIO as HYBRID
from kvtwin.scenarios.hybrid.targets.base import HybridTarget
from kvtwin.scenarios.hybrid.tokens import Dims, Embedding, block_hashes

TARGET = "impl-engine"


@dataclass
class Request:
    rid: int
    prompt: tuple[int, ...]
    max_new_tokens: int
    position: int = 0
    admitted: bool = False
    generated: list[int] = field(default_factory=list)


class Reported:
    """Each event to the session as it is appended."""

    def __init__(self, driver: LoopDriver) -> None:
        self.driver = driver
        self.last: Event | None = None

    def append(self, event: Event) -> None:
        self.last = event
        if self.driver.port is not None:
            self.driver.port.settled([event], [], audit=False)


class LoopDriver(HybridEngineDriver):
    def __init__(
        self,
        *,
        num_blocks: int,
        num_slots: int,
        policy: str,
        block_size: int,
        dims: Dims,
        embed_seed: int,
        allocate: Any,
        max_tokens: int,
        paused_blocks: int = 0,
        max_sequence_length: int = 256,
        watch: Any = None,
        inner: str = "impl",
    ) -> None:
        self.name = TARGET if inner == "impl" else f"{inner}-engine"
        self.observer: HybridTarget = make_target(
            HYBRID,
            inner,
            num_blocks=num_blocks,
            num_slots=num_slots,
            block_size=block_size,
            heads=dims.heads,
            head_k=dims.head_k,
            head_v=dims.head_v,
            policy=policy,
            allocate=allocate,
        )
        self.model_flavour = self.observer.model_flavour
        self.num_blocks, self.num_slots, self.policy = num_blocks, num_slots, policy
        self.block_size, self.max_tokens, self.vocab = block_size, max_tokens, dims.vocab
        self.embedding = Embedding(dims, embed_seed)
        self.waiting: deque[Request] = deque()
        self.running: list[Request] = []
        self.next_id = 0
        self.now = 0
        self.port: Port | None = None
        self.counts = {"engine_steps": 0, "preempted": 0, "chunks": 0}

    def clock(self) -> int:
        return self.now

    def attach(self, port: Port) -> None:
        self.port = port

    def arrive(self, prompt: list[int], max_new_tokens: int) -> int:
        self.waiting.append(Request(self.next_id, tuple(prompt), max_new_tokens))
        self.next_id += 1
        return self.next_id - 1

    def step(self) -> None:
        events = Reported(self)
        self.now += 1
        self.observer.tick()
        self.counts["engine_steps"] += 1
        budget = self.max_tokens
        for r in list(self.running):
            token = (r.rid * 7 + len(r.prompt) + len(r.generated)) % self.vocab
            got = self.observer.decode(r.rid, self.embedding.inputs([token]))
            if got is None:  # no block: preempted, to start again
                self._release(r, events, "preempt")
                self.waiting.appendleft(Request(r.rid, r.prompt, r.max_new_tokens))
                self.counts["preempted"] += 1
                continue
            events.append(Decode(r.rid, token, list(got[1]), self.now, got[0]))
            r.generated.append(token)
            budget -= 1
            if len(r.generated) >= r.max_new_tokens:
                self._release(r, events, "finish")
        while self.waiting and budget > 0:
            if not self._prefill(self.waiting[0], events, budget):
                break
            budget -= events.last.n  # type: ignore[union-attr]
        if self.port is not None:
            self.port.settled([], [])  # the step's end: the caches audited

    def _prefill(self, r: Request, events: Reported, budget: int) -> bool:
        b = self.block_size
        first = not r.admitted
        kept: list[int] = []
        if first and budget < min(b, len(r.prompt)):
            return False  # no chunk would fit: not admitted yet
        if first:
            kept = self.observer.admit(r.rid, block_hashes(r.prompt, b), len(r.prompt))
            r.admitted, r.position = True, len(kept) * b
        n = len(r.prompt) - r.position
        if n > budget:
            n = (r.position + budget) // b * b - r.position
        if n <= 0:
            return False
        inputs = self.embedding.inputs(r.prompt[r.position : r.position + n])
        got = self.observer.prefill(r.rid, inputs)
        self.counts["chunks"] += 1
        if got is None:
            events.append(Chunk(r.rid, r.prompt, first, kept, [], n, self.now, None))
            return False
        o, blocks, slots = got
        events.append(Chunk(r.rid, r.prompt, first, kept, list(blocks), n, self.now, o, slots))
        r.position += n
        if r.position == len(r.prompt):
            self.waiting.popleft()
            self.running.append(r)
        return True

    def _release(self, r: Request, events: Reported, reason: str) -> None:
        self.observer.release(r.rid)
        self.running.remove(r)
        events.append(Release(r.rid, self.now, reason))

    def coverage(self) -> dict[str, Any]:
        return {**self.counts, "requests_arrived": self.next_id, "waiting": len(self.waiting)}

    def close(self) -> None:
        self.observer.close()


@register_target(
    ENGINE_SCENARIO,
    TARGET,
    "impl/hybrid.py under kvtwin's own small scheduler (the engine level without an "
    "outside engine)",
)
def make_loop_driver(**options: Any) -> LoopDriver:
    return LoopDriver(**options)
