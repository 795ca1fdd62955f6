"""The hybrid scenario's serving loop: shared-prefix requests through chunked
prefill and decode, with preemption, aborts and eviction pressure on blocks and
on slots, as the ops of ``ops.py`` (docs/contract.md, section 5).

Each engine step: ``tick``; arrivals (none in a drain); admissions, first come
first served, while fewer than ``max_running`` run and the next prompt fits
beside the blocks the running requests hold; then a token budget (now and then three times as
large), spent in admission order: a
prefilling request gets a chunk (a whole number of blocks unless it ends the
prompt), a decoding one a token. A chunk or token whose blocks cannot be had
preempts the newest other running request (or the request itself), which is
admitted again later with its prompt and output so far. Now and then: an abort,
an eviction of blocks or slots ahead of need, an invalidation of blocks the
cache handed out, a misuse op (``misuse.py``, least-drawn kind first). Which of
these the loop makes is its ``traffic`` (``TRAFFIC``): ``legitimate`` only what a
serving engine's own scheduler calls (blocks evicted ahead of need, as the blocks
scenario's legitimate traffic does, but no misuse, no invalidation and slots
evicted only as a snapshot batch needs them); ``misuse`` adds the misuse ops;
``all`` (the default) also the invalidations and slot evictions. At the
end of a cycle's drain what is left is aborted and, every other cycle, the
cache reset; so the loop passes idle points, where the slot bytes must be back
at their baseline.
"""

from __future__ import annotations

import random
import time
from collections import Counter, deque
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

import kvtwin.scenarios.hybrid.ops as ops
from kvtwin.core.choices import RandomChooser, least_drawn
from kvtwin.scenarios.blocks.serving import ALL, LEGITIMATE, TRAFFIC
from kvtwin.scenarios.blocks.traffic import Phases
from kvtwin.scenarios.hybrid.misuse import KINDS, Live, World
from kvtwin.scenarios.hybrid.ops import HybridOp
from kvtwin.scenarios.hybrid.traffic import Prompt, PromptSource, TrafficShape


@dataclass(frozen=True)
class ServingConfig:
    steps: int
    block_size: int
    num_blocks: int
    vocab: int
    phases: Phases = field(default_factory=lambda: Phases(fill=60, churn=60, drain=30))
    shape: TrafficShape = field(default_factory=TrafficShape)
    max_running: int = 6
    token_budget: int = 24
    arrival_rate: float = 0.6
    abort_rate: float = 0.02
    pressure_rate: float = 0.06
    misuse_rate: float = 0.05
    budget: float | None = None
    traffic: str = ALL
    """Which calls the loop makes (the module's docstring); ``all`` draws exactly as
    before the option existed, so its seeds keep their traces."""

    def __post_init__(self) -> None:
        if self.traffic not in TRAFFIC:
            raise ValueError(f"traffic must be one of {TRAFFIC}, got {self.traffic!r}")


@dataclass
class Stats:
    admitted: int = 0
    finished: int = 0
    preempted: int = 0
    aborted: int = 0
    turned_away: int = 0
    resets: int = 0


class ServingLoop:
    def __init__(self, seed: int, config: ServingConfig) -> None:
        self.config = config
        self.choose = RandomChooser(seed)
        self.rng: random.Random = self.choose.rng
        self.source = PromptSource(self.rng, config.vocab, config.shape)
        self.waiting: deque[tuple[int, Prompt]] = deque()
        self.live: list[Live] = []
        self.seen: list[int] = []  # block ids the cache handed out lately (for invalidate)
        self.next_rid = 0
        self.stats = Stats()
        self.misuse: Counter[str] = Counter()

    def ops(self) -> Generator[HybridOp, Any, None]:
        config = self.config
        deadline = None if config.budget is None else time.monotonic() + config.budget
        for step in range(config.steps):
            if deadline is not None and time.monotonic() >= deadline:
                return
            yield ops.tick()
            phase = config.phases.at(step)
            if phase != "drain":
                self._arrive()
            yield from self._admit()
            if self.rng.random() < config.misuse_rate and config.traffic != LEGITIMATE:
                yield from self._misuse()
            yield from self._schedule()
            if self.live and self.rng.random() < config.abort_rate:
                yield from self._release(self.rng.choice(self.live), "abort")
            if phase != "fill" and self.rng.random() < config.pressure_rate:
                yield from self._pressure()
            if config.phases.ends_cycle(step):
                for live in list(self.live):
                    yield from self._release(live, "abort")
                self.waiting.clear()
                if (step // config.phases.cycle) % 2:
                    yield ops.reset()
                    self.stats.resets += 1
                    self.seen.clear()

    # ------------------------------------------------------------- steps
    def _arrive(self) -> None:
        config = self.config
        for _ in range(2):
            if self.rng.random() >= config.arrival_rate / 2:
                continue
            prompt = self.source.next()
            blocks = -(-(len(prompt.tokens) + prompt.max_new_tokens) // config.block_size)
            if blocks > config.num_blocks - 1:
                self.stats.turned_away += 1
                continue
            self.waiting.append((self.next_rid, prompt))
            self.next_rid += 1

    def _admit(self) -> Generator[HybridOp, Any, None]:
        while self.waiting and len(self.live) < self.config.max_running and self._fits():
            rid, prompt = self.waiting.popleft()
            kept = yield ops.admit(rid, prompt.tokens)
            live = Live(rid, prompt.tokens, prompt.max_new_tokens)
            live.kept = list(kept or [])
            live.position = len(live.kept) * self.config.block_size
            self.live.append(live)
            self.stats.admitted += 1
            self._saw(live.kept)

    def _fits(self) -> bool:
        """Whether the head of the queue's prompt fits beside what the running
        requests hold now (as an engine admits: decode growth may still preempt)."""
        b = self.config.block_size
        held = sum(-(-r.position // b) for r in self.live)
        return held + -(-len(self.waiting[0][1].tokens) // b) <= self.config.num_blocks - 1

    def _schedule(self) -> Generator[HybridOp, Any, None]:
        budget, b = self.config.token_budget, self.config.block_size
        if self.rng.random() < 0.15:  # a long chunk now and then: more snapshots than slots
            budget *= 3
        for live in list(self.live):
            if live not in self.live or budget <= 0:
                continue
            if live.prefilling:
                remaining = len(live.prompt) - live.position
                n = min(remaining, budget)
                if n < remaining:
                    n -= n % b
                if n == 0:
                    continue
                result = yield ops.prefill(live.rid, n)
                if result is None:
                    yield from self._preempt(live)
                    return
                live.position += n
                live.chunks += 1
                budget -= n
                self._saw(result[0])
            else:
                token = self.source.token()
                result = yield ops.decode(live.rid, token)
                if result is None:
                    yield from self._preempt(live)
                    return
                live.position += 1
                live.output.append(token)
                budget -= 1
                self._saw(result)
                if len(live.output) >= live.max_new_tokens:
                    self.source.finished(live.prompt + tuple(live.output))
                    yield from self._release(live, "finish")

    def _preempt(self, stuck: Live) -> Generator[HybridOp, Any, None]:
        """Free room for ``stuck``: the newest other running request goes back to the
        queue's head with its prompt and output so far (or ``stuck`` itself)."""
        others = [r for r in self.live if r is not stuck]
        victim = others[-1] if others else stuck
        yield from self._release(victim, "preempt")
        left = victim.max_new_tokens - len(victim.output)
        self.waiting.appendleft(
            (victim.rid, Prompt(victim.prompt + tuple(victim.output), max(left, 1)))
        )

    def _release(self, live: Live, reason: str) -> Generator[HybridOp, Any, None]:
        yield ops.release(live.rid, reason)
        self.live.remove(live)
        if reason == "finish":
            self.stats.finished += 1
        elif reason == "preempt":
            self.stats.preempted += 1
        else:
            self.stats.aborted += 1

    def _pressure(self) -> Generator[HybridOp, Any, None]:
        roll = self.rng.random()
        if roll < 0.35:
            yield ops.evict_blocks(self.rng.randint(1, 2))
        elif self.config.traffic != ALL:
            return  # an engine evicts slots only for a batch, and invalidates none
        elif roll < 0.7:
            yield ops.evict_slots(self.rng.randint(1, 2))
        elif self.seen:
            yield ops.invalidate(tuple(self.rng.sample(self.seen, min(2, len(self.seen)))))

    def _misuse(self) -> Generator[HybridOp, Any, None]:
        world = World(
            self.live, self.next_rid, self.config.block_size, self.config.num_blocks, self.rng
        )
        made = {kind: make(world) for kind, make in KINDS.items()}
        possible = [kind for kind, op in made.items() if op is not None]
        kind = least_drawn(self.choose, possible, self.misuse)
        yield made[kind]  # type: ignore[misc]

    def _saw(self, blocks: Any) -> None:
        self.seen = (self.seen + [int(b) for b in blocks or ()])[-32:]
