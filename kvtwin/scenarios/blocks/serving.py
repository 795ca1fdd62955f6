"""A mini serving engine that turns request traffic into allocator ops.

Each engine step, in order:

1. arrivals join the waiting queue (turned away when it is full);
2. admission (FIFO, up to ``max_running`` sequences): match the prompt's full
   block hashes, then ``retain`` the hits, pinning them before anything is
   allocated;
3. chunked prefill: each prefilling sequence takes up to ``prefill_chunk``
   tokens, allocating the blocks they need; blocks the prompt fills are
   registered in one batched ``register`` (hash chained to the parent's;
   matched blocks are registered again, which must be a no-op);
   a request that completes its prompt forks its extra samples, which
   ``retain`` all its blocks, the partial tail included;
4. decode: every decoding sequence emits one token; those that start a new
   block, and those that must copy a shared partial tail before writing to
   it, get blocks from one batched ``allocate`` (decode blocks stay
   unregistered), and the copied tails go in one batched ``release``;
5. finishing: every sequence that is done releases its table in one batched
   ``release``, so owners of a shared prefix that finish together repeat ids;
6. ``tick``.

With ``phases`` (``traffic.Phases``) the loop also does what an engine does
around its traffic: during churn it evicts ahead of need every
``evict_every`` steps and meets a burst of misuse at the phase's first step
(``misuse.py``: ops that must be rejected and change nothing), and at the
phase's first finish that leaves blocks cached makes legal calls it never
makes otherwise (on those blocks); halfway through a drain it drops the prefix
cache (evicts of halving counts, the first the whole pool, so a large pool
evicts hundreds of blocks in one call; requests finishing after it still leave
a cache for the reset); at the end of a drain it aborts every request left
(one batched release), resets the pool and meets the misuse of a free pool.
``budget`` (seconds) ends the run at the first step boundary past it, whatever
``steps`` says.

An allocation that fails preempts: a prefilling request releases what it holds
and waits again (or is rejected if it could never fit), a decoding sequence is
aborted. The loop is a generator: it yields each ``Op`` and receives the
allocator's result, so the same loop drives any target.
"""

from __future__ import annotations

import time
from collections import Counter, deque
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import kvtwin.scenarios.blocks.misuse as misuse
import kvtwin.scenarios.blocks.ops as ops
from kvtwin.scenarios.blocks.domain import EDGE_HASHES
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.traffic import Phases, Request

HASH_MASK = (1 << 63) - 1  # the whole valid range 1 .. 2**63 - 1, its top end included


def block_hashes(tokens: tuple[int, ...], block_size: int) -> list[int]:
    """Chained content hashes of the full blocks of ``tokens`` (never 0: 0 is the root)."""
    hashes: list[int] = []
    parent = 0
    for start in range(0, len(tokens) - block_size + 1, block_size):
        parent = (hash((parent, tokens[start : start + block_size])) & HASH_MASK) or 1
        hashes.append(parent)
    return hashes


LEGITIMATE, MISUSE, ALL = "legitimate", "misuse", "all"
TRAFFIC = (LEGITIMATE, MISUSE, ALL)


@dataclass(frozen=True, slots=True)
class ServingConfig:
    steps: int = 400
    block_size: int = 4
    prefill_chunk: int = 16
    max_running: int = 12
    # Arrivals beyond this many waiting requests are turned away, as a server
    # with a bounded queue does; without it an overloaded run grows without end.
    max_waiting: int = 256
    phases: Phases | None = None
    pool_size: int | None = None  # for misuse that names the dummy or out-of-range ids
    evict_every: int = 10
    budget: float | None = None  # seconds
    traffic: str = "all"
    """``legitimate``: only the calls the loop itself makes as an engine would;
    ``misuse``: those and the calls the contract rejects; ``all``: those and the
    legal calls at the contract's edges that the loop never makes itself."""
    edge_offset: int = 0
    """Where the turn of edge hashes (``domain.EDGE_HASHES``) starts, so that
    campaigns of different seeds register different ones first."""


MANY_BLOCKS = 16
"""The smallest count of ``domain.COUNT_CLASSES``' ``many``."""


@dataclass(slots=True, eq=False)  # identity: parallel samples can look alike
class Sequence:
    request: Request
    hashes: list[int]
    table: list[int] = field(default_factory=list)
    prompt_done: int = 0
    registered: int = 0
    generated: int = 0
    forked: bool = False

    @property
    def length(self) -> int:
        return len(self.request.prompt) + self.generated

    @property
    def prefilling(self) -> bool:
        return self.prompt_done < len(self.request.prompt)


@dataclass(slots=True)
class ServingStats:
    admitted: int = 0
    finished: int = 0
    preempted: int = 0
    rejected: int = 0
    aborted: int = 0
    turned_away: int = 0
    resets: int = 0


class ServingLoop:
    def __init__(self, traffic: Iterable[Request], config: ServingConfig | None = None) -> None:
        self.config = config or ServingConfig()
        self.pending: Iterator[Request] = iter(traffic)
        self.next_request: Request | None = next(self.pending, None)
        self.waiting: deque[Request] = deque()
        self.running: list[Sequence] = []
        self.stats = ServingStats()
        self.step = 0
        self._boundary_registered: set[int] = set()  # blocks given an edge hash, while held
        self._legal_pending = False  # the unusual legal calls wait for a finish that allows them
        self._edge_turn = self.config.edge_offset % len(EDGE_HASHES)

    def owner_tables(self) -> list[list[int]]:
        """Every live owner's block table (for invariant 3)."""
        return [seq.table for seq in self.running]

    def ops(self) -> Generator[Op, Any, list[list[int]]]:
        """The run's ops; returns the owners' block tables for the final audit."""
        budget = self.config.budget
        deadline = None if budget is None else time.monotonic() + budget
        phases = self.config.phases
        for step in range(self.config.steps):
            if deadline is not None and time.monotonic() >= deadline:
                break
            self.step = step
            phase = "fill" if phases is None else phases.at(step)
            churn = phase == "churn" and phases is not None
            self._arrive()
            if churn and phases.offset(step) == 0 and self.config.traffic != LEGITIMATE:
                yield from self._misuse()
            yield from self._admit()
            yield from self._prefill()
            yield from self._decode()
            yield from self._finish()
            if churn and phases.offset(step) % self.config.evict_every == 0:
                yield ops.evict(1 + step // self.config.evict_every % 4)
            if phase == "drain" and phases is not None and phases.offset(step) == phases.drain // 2:
                yield from self._flush()
            if phases is not None and phases.ends_cycle(step):
                yield from self._reset()
            yield ops.tick()
        return self.owner_tables()

    def idle(self) -> bool:
        return self.next_request is None and not self.waiting and not self.running

    # ----------------------------------------------------------- phases
    def _arrive(self) -> None:
        while self.next_request is not None and self.next_request.arrival <= self.step:
            if len(self.waiting) < self.config.max_waiting:
                self.waiting.append(self.next_request)
            else:
                self.stats.turned_away += 1
            self.next_request = next(self.pending, None)

    def _admit(self) -> Generator[Op, Any, None]:
        bs = self.config.block_size
        while self.waiting and len(self.running) < self.config.max_running:
            request = self.waiting.popleft()
            hashes = block_hashes(request.prompt, bs)
            seq = Sequence(request, hashes)
            # keep at least one prompt token to compute, as engines do
            hits = yield ops.match(hashes[: (len(request.prompt) - 1) // bs])
            if hits:
                yield ops.retain(hits)
                seq.table = list(hits)
                seq.prompt_done = len(hits) * bs
                # seq.registered stays 0: the first chunk registers the whole prompt
                # prefix again (an engine that registers every full block of a chunk
                # does; megatron-core's context skips hits), and that must be a no-op
            self.running.append(seq)
            self.stats.admitted += 1

    def _prefill(self) -> Generator[Op, Any, None]:
        bs = self.config.block_size
        new_ids: list[int] = []
        new_hashes: list[int] = []
        new_parents: list[int] = []
        forks: list[Sequence] = []
        for seq in [s for s in self.running if s.prefilling]:
            prompt_len = len(seq.request.prompt)
            end = min(prompt_len, seq.prompt_done + self.config.prefill_chunk)
            needed = -(-end // bs) - len(seq.table)
            if needed > 0:
                got = yield ops.allocate(needed)
                if got is None:
                    yield from self._preempt(seq)
                    continue
                seq.table.extend(got)
            seq.prompt_done = end
            full = min(end // bs, len(seq.hashes))
            for index in range(seq.registered, full):
                new_ids.append(seq.table[index])
                new_hashes.append(seq.hashes[index])
                new_parents.append(seq.hashes[index - 1] if index else 0)
            seq.registered = max(seq.registered, full)
            if not seq.prefilling:
                forks.append(seq)
        if new_ids:
            yield ops.register(new_ids, new_hashes, new_parents)
        for seq in forks:
            yield from self._fork(seq)

    def _fork(self, seq: Sequence) -> Generator[Op, Any, None]:
        """Parallel samples share every prompt block, the partial tail included."""
        seq.forked = True
        extra = seq.request.samples - 1
        if extra <= 0 or not seq.table:
            return
        yield ops.retain(seq.table * extra)
        for _ in range(extra):
            twin = Sequence(seq.request, seq.hashes, list(seq.table))
            twin.prompt_done, twin.registered, twin.forked = seq.prompt_done, seq.registered, True
            self.running.append(twin)

    def _decode(self) -> Generator[Op, Any, None]:
        """One token per sequence. A sequence at a block boundary needs a new block;
        one whose partial tail is shared copies it first (copy-on-write). Both are
        decided for the whole batch from the step's start, so every sharer copies
        and the shared tail goes in one release that names it once per sharer."""
        bs = self.config.block_size
        decoding = [
            s for s in self.running if not s.prefilling and s.generated < s.request.max_new_tokens
        ]
        at_boundary = {s for s in decoding if s.length == len(s.table) * bs}
        tails = Counter(s.table[-1] for s in decoding if s not in at_boundary)
        wanting = [s for s in decoding if s in at_boundary or tails[s.table[-1]] > 1]
        while wanting:
            got = yield ops.allocate(len(wanting))
            if got is not None:
                dropped = []
                for seq, block in zip(wanting, got, strict=True):
                    if seq in at_boundary:
                        seq.table.append(block)
                    else:
                        dropped.append(seq.table[-1])
                        seq.table[-1] = block
                if dropped:
                    yield ops.release(dropped)
                break
            victim = wanting.pop()
            decoding.remove(victim)
            yield from self._drop(victim)
            self.stats.aborted += 1
        for seq in decoding:
            seq.generated += 1

    def _finish(self) -> Generator[Op, Any, None]:
        done = [
            s for s in self.running if not s.prefilling and s.generated >= s.request.max_new_tokens
        ]
        if not done:
            return
        ids = [b for seq in done for b in seq.table]
        for seq in done:
            self.running.remove(seq)
        self.stats.finished += len(done)
        if ids:
            yield ops.release(ids)
        if self._legal_pending:
            just_cached, unregistered = self._just_cached(done), self._unregistered()
            if just_cached and unregistered:  # else wait for a finish that has both
                self._legal_pending = False
                yield from misuse.unusual_but_legal(just_cached, unregistered)

    def _just_cached(self, done: list[Sequence]) -> list[tuple[int, int, int]]:
        """(block, hash, parent hash) of the blocks ``done`` registered that no
        running sequence holds: at ref 0 now, so cached under a caching policy."""
        held = {b for seq in self.running for b in seq.table}
        found: dict[int, tuple[int, int, int]] = {}
        for seq in done:
            for index in range(min(seq.registered, len(seq.table))):
                block = seq.table[index]
                if block not in held and block not in found:
                    parent = seq.hashes[index - 1] if index else 0
                    found[block] = (block, seq.hashes[index], parent)
        return list(found.values())

    def _unregistered(self) -> list[int]:
        """Blocks running sequences hold and never registered (past their
        registered prefix, and never given an edge hash): active, no hash."""
        return [
            b
            for seq in self.running
            if not seq.prefilling
            for b in seq.table[seq.registered :]
            if b not in self._boundary_registered
        ]

    def _flush(self) -> Generator[Op, Any, None]:
        """Drop the prefix cache as an engine does when it goes idle: evict the
        whole pool's worth, and on ``insufficient_cache`` half as many, down to
        one (the loop does not track what is cached; the allocator says)."""
        n = (self.config.pool_size or 0) - 1
        while n > 0:
            evicted = yield ops.evict(n)
            if evicted is None:  # rejected: fewer than n blocks are cached
                n //= 2

    def _misuse(self) -> Generator[Op, Any, None]:
        """Ops the allocator must reject, and (``traffic="all"``) legal ones at the
        edges of the contract."""
        if self.config.traffic == ALL:
            yield from self._edges()
        if self.config.pool_size is None:
            return
        yield from misuse.malformed(self.config.pool_size)
        registered = [
            (seq.table[0], seq.hashes[0]) for seq in self.running if seq.registered and seq.table
        ]
        yield from misuse.busy_pool(self.owner_tables(), registered, self.config.pool_size)

    def _edges(self) -> Generator[Op, Any, None]:
        yield from misuse.edge_cases(self.config.pool_size)
        # the last block of a sequence past its prompt's full blocks: never registered
        # by the loop, and no other owner's unless a fork shares it
        decode_blocks = list(
            dict.fromkeys(
                seq.table[-1]
                for seq in self.running
                if not seq.prefilling and len(seq.table) > len(seq.hashes)
            )
        )
        fresh = [b for b in decode_blocks if b not in self._boundary_registered]
        yield from misuse.boundary_hashes(fresh[:3], self._edge_turn)
        self._edge_turn += 1
        self._boundary_registered.update(fresh[:3])
        self._legal_pending = True

    def _reset(self) -> Generator[Op, Any, None]:
        """Abort every request left (one batched release), reset the pool, and
        meet the misuse of a pool where every block is free."""
        ids = [b for seq in self.running for b in seq.table]
        self.stats.aborted += len(self.running)
        self.stats.turned_away += len(self.waiting)
        self.running.clear()
        self.waiting.clear()
        self._boundary_registered.clear()
        self._legal_pending = False
        if ids:
            yield ops.release(ids)
        yield ops.reset()
        self.stats.resets += 1
        pool = self.config.pool_size
        if pool is not None and self.config.traffic == ALL:
            # legal, and never what the loop does itself: a reset of a pool just reset,
            # the whole pool handed out at once, every block shared (the lowest and
            # highest ids too) and given back; then one batch of many blocks
            yield ops.reset()
            for n in (pool - 1, MANY_BLOCKS) if pool - 1 > MANY_BLOCKS else (pool - 1,):
                got = yield ops.allocate(n)
                if got:
                    yield ops.retain(got)
                    yield ops.release(got)
                    yield ops.release(got)
        if pool is not None and self.config.traffic != LEGITIMATE:
            yield from misuse.free_pool(pool)

    def _preempt(self, seq: Sequence) -> Generator[Op, Any, None]:
        yield from self._drop(seq)
        if self.running:
            self.waiting.appendleft(seq.request)
            self.stats.preempted += 1
        else:  # alone and still no room: it can never fit
            self.stats.rejected += 1

    def _drop(self, seq: Sequence) -> Generator[Op, Any, None]:
        self.running.remove(seq)
        if seq.table:
            yield ops.release(seq.table)
