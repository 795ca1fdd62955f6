"""A mini serving loop that turns request traffic into radix cache ops, making the
calls SGLang's scheduler makes (``mem_cache/common.py``, ``checkpoint_into_tree``).

Each engine step, in order:

1. arrivals join the waiting queue (a request with several samples arrives
   that many times, as SGLang serves ``n > 1``);
2. admission (FIFO, up to ``max_running``): ``match`` the tokens but the last
   (one token is always computed), ``lock`` the node the match ended on;
3. prefill: every prefilling request takes up to ``prefill_chunk`` tokens; the
   pages they need come from one ``alloc`` for the batch, after an ``evict`` of
   the shortfall; then each request is checkpointed (``insert`` of its whole
   pages with ``prev_prefix_len`` the part that is the tree's already, the
   duplicates it computed freed by the tree, the page-aligned prompt inserted
   alone after an output, ``unlock`` of the old node and ``lock`` of the new);
   a request whose prompt is done emits its first token;
4. decode: every decoding request writes one token; those starting a page get
   one from one ``alloc`` for the batch (after an ``evict``); if there is no
   room, requests are retracted (fewest outputs first): their private pages
   freed, their lock released, back to the queue to be prefilled again;
5. finishing: a request that emitted its last token is released with a
   checkpoint: ``insert``, ``free`` of the unaligned tail, ``unlock``.

With ``phases`` the loop also aborts a running request every ``abort_every``
churn steps (released as SGLang releases an aborted one), meets misuse at the
churn's first step (``misuse.py``), and at the end of a drain aborts what is
left and flushes the cache (``reset``: the tree and the allocator). The loop
tracks how many pages are free from the results, as the scheduler reads
``available_size()``; a target that disagrees diverges before the loop acts on it.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import kvtwin.scenarios.radix.misuse as misuse
import kvtwin.scenarios.radix.ops as ops
from kvtwin.scenarios.blocks.serving import ALL, LEGITIMATE
from kvtwin.scenarios.blocks.traffic import Phases, Request
from kvtwin.scenarios.radix.ops import RadixOp

Ops = Generator[RadixOp, Any, Any]


@dataclass(frozen=True, slots=True)
class RadixServingConfig:
    num_pages: int
    steps: int = 400
    page_size: int = 4
    prefill_chunk: int = 16
    max_running: int = 12
    max_waiting: int = 256
    phases: Phases | None = None
    abort_every: int = 17
    budget: float | None = None
    traffic: str = ALL
    misuse_turn: int = 0
    """Which misuse family the first churn meets (``misuse.burst``): a campaign
    derives it from its seed."""
    caching: bool = True
    """False: the cache keeps nothing (SGLang's ``--disable-radix-cache``): the
    scheduler then never inserts, and releases every page itself."""


@dataclass(eq=False)
class Seq:
    request: Request
    tokens: list[int]
    row: list[int] = field(default_factory=list)
    kv: int = 0
    protected: int = 0
    lock: Any = None
    generated: int = 0

    @property
    def prefilling(self) -> bool:
        return self.kv < len(self.tokens)

    @property
    def done(self) -> bool:
        return self.generated >= self.request.max_new_tokens


@dataclass(slots=True)
class RadixStats:
    admitted: int = 0
    finished: int = 0
    retracted: int = 0
    aborted: int = 0
    rejected: int = 0
    turned_away: int = 0
    resets: int = 0


class RadixServingLoop:
    def __init__(self, traffic: Iterable[Request], config: RadixServingConfig) -> None:
        self.config = config
        self.pending: Iterator[Request] = iter(traffic)
        self.upcoming: Request | None = next(self.pending, None)
        self.waiting: deque[Seq] = deque()
        self.running: list[Seq] = []
        self.stats = RadixStats()
        self.free = config.num_pages
        self.step = 0
        self.bursts = 0

    def owners(self) -> tuple[list[int], list[Any]]:
        """The private pages and held locks of every live request (the audit's context)."""
        pages = [p for seq in self.running for p in seq.row[seq.protected // self.ps :]]
        return pages, [seq.lock for seq in self.running]

    @property
    def ps(self) -> int:
        return self.config.page_size

    def ops(self) -> Generator[RadixOp, Any, tuple[list[int], list[Any]]]:
        deadline = None if self.config.budget is None else time.monotonic() + self.config.budget
        phases = self.config.phases
        for step in range(self.config.steps):
            if deadline is not None and time.monotonic() >= deadline:
                break
            self.step = step
            phase = "fill" if phases is None else phases.at(step)
            offset = 0 if phases is None else phases.offset(step)
            self._arrive()
            if phase == "churn" and offset == 0 and self.config.traffic != LEGITIMATE:
                turn = self.config.misuse_turn + self.bursts
                self.bursts += 1
                yield from misuse.burst(self, self.config.traffic == ALL, turn)
            if phase == "churn" and offset % self.config.abort_every == self.config.abort_every - 1:
                yield from self._abort_one()
            yield from self._admit()
            yield from self._prefill()
            yield from self._decode()
            if phases is not None and phases.ends_cycle(step):
                yield from self._flush()
            yield ops.step()
        return self.owners()

    # ----------------------------------------------------------- phases
    def _arrive(self) -> None:
        while self.upcoming is not None and self.upcoming.arrival <= self.step:
            for _ in range(self.upcoming.samples):
                if len(self.waiting) < self.config.max_waiting:
                    self.waiting.append(Seq(self.upcoming, list(self.upcoming.prompt)))
                else:
                    self.stats.turned_away += 1
            self.upcoming = next(self.pending, None)

    def _admit(self) -> Ops:
        while self.waiting and len(self.running) < self.config.max_running:
            seq = self.waiting.popleft()
            prefix, node, pages = yield ops.match(seq.tokens[: len(seq.tokens) - 1])
            seq.lock = yield ops.lock(node)
            seq.row, seq.kv, seq.protected = list(pages), prefix, prefix
            self.running.append(seq)
            self.stats.admitted += 1

    def _prefill(self) -> Ops:
        batch = [s for s in self.running if s.prefilling]
        while batch:
            ends = {id(s): min(len(s.tokens), s.kv + self.config.prefill_chunk) for s in batch}
            needs = [max(0, -(-ends[id(s)] // self.ps) - len(s.row)) for s in batch]
            got = yield from self._alloc(sum(needs))
            if got is not None:
                break
            victim = batch.pop()
            yield from self._release(victim, checkpoint=False)
            self._requeue(victim)
        else:
            return
        for seq, need in zip(batch, needs, strict=True):
            seq.row += got[:need]
            got = got[need:]
            seq.kv = ends[id(seq)]
            if not seq.prefilling:
                self._emit(seq)
            if seq.done:
                yield from self._finish(seq)
            else:
                yield from self._checkpoint(seq)

    def _decode(self) -> Ops:
        while True:
            batch = [s for s in self.running if not s.prefilling and not s.done]
            if not batch:
                return
            starting = [s for s in batch if s.kv == len(s.row) * self.ps]
            got = yield from self._alloc(len(starting))
            if got is not None:
                break
            if len(batch) == 1:  # alone and no room: it can never decode
                yield from self._release(batch[0], checkpoint=False)
                self.running.remove(batch[0])
                self.stats.rejected += 1
                continue
            victim = min(batch, key=lambda s: (s.generated, -len(s.request.prompt)))
            yield from self._release(victim, checkpoint=False)
            self._requeue(victim)
        for seq, page in zip(starting, got, strict=True):
            seq.row.append(page)
        for seq in batch:
            seq.kv += 1
            self._emit(seq)
            if seq.done:
                yield from self._finish(seq)

    # --------------------------------------------------------- lifecycle
    def _emit(self, seq: Seq) -> None:
        output = seq.request.output()
        seq.tokens.append(output[seq.generated % len(output)])
        seq.generated += 1

    def _alloc(self, n: int) -> Generator[RadixOp, Any, list[int] | None]:
        """``n`` pages, evicting the shortfall first (``evict_for_alloc``)."""
        if n == 0:
            return []
        if n > self.free and self.config.caching:
            freed = yield ops.evict((n - self.free) * self.ps)
            self.free += freed // self.ps
        got = yield ops.alloc(n)
        if got is not None:
            self.free -= len(got)
        return got

    def _checkpoint(self, seq: Seq) -> Ops:
        """``checkpoint_into_tree``: the tree keeps the request's whole pages and the
        request's lock moves onto the node they end on."""
        if not self.config.caching:
            return
        whole = seq.kv // self.ps
        tokens, values = seq.tokens[: whole * self.ps], list(seq.row[:whole])
        prefix, node, path = yield ops.insert(tokens, values, seq.protected)
        self.free += max(0, prefix - seq.protected) // self.ps
        prompt = len(seq.request.prompt) // self.ps * self.ps
        if 0 < prompt < len(tokens):  # eviction may then drop the outputs alone
            yield ops.insert(seq.tokens[:prompt], values[: prompt // self.ps], prompt)
        seq.row[: len(path)] = path
        yield ops.unlock(seq.lock)
        seq.lock = yield ops.lock(node)
        seq.protected = len(path) * self.ps

    def _release(self, seq: Seq, *, checkpoint: bool) -> Ops:
        """``release_kv_cache``: optionally checkpoint, free what is the request's
        own, give back its lock."""
        if checkpoint:
            yield from self._checkpoint(seq)
        private = seq.row[seq.protected // self.ps :]
        if private:
            yield ops.free(private)
            self.free += len(private)
        yield ops.unlock(seq.lock)
        seq.row, seq.kv, seq.protected, seq.lock = [], 0, 0, None

    def _finish(self, seq: Seq) -> Ops:
        yield from self._release(seq, checkpoint=True)
        self.running.remove(seq)
        self.stats.finished += 1

    def _requeue(self, seq: Seq) -> None:
        """A retracted request keeps its outputs and is prefilled again."""
        self.running.remove(seq)
        if self.running:
            self.waiting.appendleft(seq)
            self.stats.retracted += 1
        else:  # alone and still no room: it can never fit
            self.stats.rejected += 1

    def _abort_one(self) -> Ops:
        if not self.running:
            return
        seq = self.running[self.step % len(self.running)]
        yield from self._abort(seq)

    def _abort(self, seq: Seq) -> Ops:
        """A decoding request aborts through its next result (released with a
        checkpoint); a prefilling one is released without."""
        yield from self._release(seq, checkpoint=not seq.prefilling)
        self.running.remove(seq)
        self.stats.aborted += 1

    def _flush(self) -> Ops:
        """The end of a drain: abort what is left, then ``flush_cache``."""
        for seq in list(self.running):
            yield from self._abort(seq)
        self.stats.turned_away += len(self.waiting)
        self.waiting.clear()
        yield ops.reset()
        self.free = self.config.num_pages
        self.stats.resets += 1
