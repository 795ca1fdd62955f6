"""``--target sglang-engine`` (Rust tree core) and ``sglang-python-engine`` (Python
core): SGLang's own scheduler on request traffic, the driver of the
``radix-engine`` scenario.

Each engine op is SGLang's: an arrival is ``Scheduler._add_request_to_queue``
of a ``Req``; an abort is ``Scheduler.abort_request(AbortReq(rid))``; a step is
one pass of ``event_loop_normal``'s body (``scheduler.step``: admission
through the ``PrefillAdder``, extend and decode batches, ``check_decode_mem``
and ``retract_decode`` under memory pressure, re-prefill of retracted requests,
``process_batch_result`` checkpointing and releasing KV). What is stood in to
build the ``Scheduler`` on a CPU, and why, is :mod:`.scheduler`'s docstring.
Every call into the allocator and the cache goes through :mod:`.hooks`; the
session audits the whole state after every step, the live requests' private
pages (``req_to_token[row][cache_protected_len:kv_allocated_len]``) and locks
as the owners.
"""

from __future__ import annotations

import importlib
from typing import Any, ClassVar

from kvtwin.core.engine_level.driver import Port
from kvtwin.core.errors import UsageError
from kvtwin.engines.sglang.hooks import CacheHooks
from kvtwin.engines.sglang.loader import load_release
from kvtwin.engines.sglang.observe import CacheView
from kvtwin.engines.sglang.scheduler import SchedulerSetup, build_scheduler, make_request, step
from kvtwin.scenarios.radix.engine_level import POLICIES, RadixDriver


class SglangEngine(RadixDriver):
    """SGLang's scheduler on its Rust tree core, fed requests, steps and aborts."""

    TARGET: ClassVar[str] = "sglang-engine"
    core: ClassVar[str] = "rust"

    def __init__(
        self, *, num_pages: int, page_size: int, policy: str, max_requests: int,
        max_tokens: int, chunked_prefill: bool, max_sequence_length: int,
    ) -> None:  # fmt: skip
        if policy not in POLICIES:
            raise UsageError(f"unknown policy {policy!r}; expected one of {list(POLICIES)}")
        self.release = load_release()
        self.setup = SchedulerSetup(
            num_pages=num_pages, page_size=page_size, core=self.core, caching=policy == "lru",
            max_running=max_requests, chunk=max_tokens if chunked_prefill else None,
            max_sequence_length=max_sequence_length,
        )  # fmt: skip
        self.scheduler, self.allocator, self.cache = build_scheduler(self.release, self.setup)
        self.observer = CacheView(
            self.TARGET, self.allocator, self.cache, num_pages, page_size, policy
        )
        self.io = importlib.import_module("sglang.srt.managers.io_struct")
        self.made: list[Any] = []
        self.steps = self.batches = self.aborts = 0
        self.hooks: CacheHooks | None = None

    def attach(self, port: Port) -> None:
        self.hooks = CacheHooks(self.allocator, self.cache, self.setup.page_size, port)

    def arrive(self, prompt: list[int], max_new_tokens: int) -> None:
        request = make_request(self.scheduler, f"r{len(self.made)}", prompt, max_new_tokens)
        self.made.append(request)
        self.scheduler._add_request_to_queue(request)

    def abort(self, request: int) -> None:
        if request < len(self.made) and not self.made[request].finished():
            self.scheduler.abort_request(self.io.AbortReq(rid=self.made[request].rid))
            self.aborts += 1

    def step(self) -> None:
        batch = step(self.scheduler)
        self.steps += 1
        self.batches += batch is not None

    def owners(self) -> tuple[list[int], list[Any]]:
        ps = self.setup.page_size
        rows = self.scheduler.req_to_token_pool.req_to_token
        pages: list[int] = []
        locks: list[Any] = []
        for request in self.made:
            kv = request.kv
            if not kv.holds_kv:
                continue
            row = rows[kv.req_pool_idx, kv.cache_protected_len : kv.kv_allocated_len].tolist()
            pages += list(dict.fromkeys(int(i) // ps for i in row))
            if request.lock is not None and self.hooks is not None:
                locks.append(self.hooks.number(request.lock))
        return pages, locks

    def coverage(self) -> dict[str, Any]:
        return {
            "engine_steps": self.steps,
            "batches": self.batches,
            "requests_arrived": len(self.made),
            "requests_finished": sum(1 for r in self.made if r.finished()),
            "retractions": sum(int(getattr(r, "retraction_count", 0)) for r in self.made),
            "aborts_sent": self.aborts,
        }


class SglangPythonEngine(SglangEngine):
    """The same on SGLang's Python tree core."""

    TARGET: ClassVar[str] = "sglang-python-engine"
    core: ClassVar[str] = "python"
