"""``--target sglang-engine`` (Rust tree core) and ``sglang-python-engine`` (Python
core): SGLang's own scheduler on request traffic, the driver of the
``radix-engine`` scenario.

Each engine op is SGLang's: an arrival is ``Scheduler._add_request_to_queue``
of a ``Req``; an abort is ``Scheduler.abort_request(AbortReq(rid))``; a step is
one pass of ``event_loop_normal``'s body (``scheduler.step``: admission
through the ``PrefillAdder``, extend and decode batches, ``check_decode_mem``
and ``retract_decode`` under memory pressure, re-prefill of retracted requests,
``process_batch_result`` checkpointing and releasing KV). What is stood in to
build the ``Scheduler`` on a CPU, and why, is ``scheduler.py``'s docstring.
Every call into the allocator and the cache goes through :mod:`.hooks`; the
session audits the whole state after every step, the live requests' private
pages (``req_to_token[row][cache_protected_len:kv_allocated_len]``) and locks
as the owners.
"""

from __future__ import annotations

import importlib
from typing import Any, ClassVar

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.driver import Checked, Unexpected
from kvtwin.scenarios.blocks.targets.sglang.hooks import CacheHooks
from kvtwin.scenarios.blocks.targets.sglang.loader import load_release
from kvtwin.scenarios.blocks.targets.sglang.observe import CacheObserver
from kvtwin.scenarios.blocks.targets.sglang.scheduler import (
    SchedulerSetup,
    build_scheduler,
    make_request,
    step,
)
from kvtwin.scenarios.radix.engine import RadixDriver
from kvtwin.scenarios.radix.target import (
    ENGINE_SCENARIO,
    ObservedThrough,
)

ENGINE_TARGETS = {"sglang-engine": "rust", "sglang-python-engine": "python"}


class LiveCache(ObservedThrough):
    """The engine's live allocator and cache as the session reads them."""

    trusts_caller: ClassVar[bool] = True

    def __init__(self, name: str, allocator: Any, cache: Any, num_pages: int, page_size: int,
                 policy: str) -> None:  # fmt: skip
        self.name, self.num_pages, self.page_size, self.policy = name, num_pages, page_size, policy
        self.cache = cache
        self.observer = CacheObserver(allocator, cache, page_size)


class SglangEngine(RadixDriver):
    def __init__(
        self, *, core: str, num_pages: int, page_size: int, policy: str, max_requests: int,
        max_tokens: int, chunked_prefill: bool, max_sequence_length: int,
    ) -> None:  # fmt: skip
        if policy not in ("lru", "disabled"):
            raise UsageError(f"unknown policy {policy!r}; expected lru or disabled")
        self.release = load_release()
        self.setup = SchedulerSetup(
            num_pages=num_pages, page_size=page_size, core=core, caching=policy == "lru",
            max_running=max_requests, chunk=max_tokens if chunked_prefill else None,
            max_sequence_length=max_sequence_length,
        )  # fmt: skip
        self.scheduler, self.allocator, self.cache = build_scheduler(self.release, self.setup)
        name = next(n for n, c in ENGINE_TARGETS.items() if c == core)
        self.observer = LiveCache(name, self.allocator, self.cache, num_pages, page_size, policy)
        self.io = importlib.import_module("sglang.srt.managers.io_struct")
        self.made: list[Any] = []
        self.steps = self.batches = self.aborts = 0
        self.hooks: CacheHooks | None = None

    def attach(self, checked: Checked, unexpected: Unexpected) -> None:
        self.hooks = CacheHooks(
            self.allocator, self.cache, self.setup.page_size, checked, unexpected
        )

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


def _factory(core: str):  # type: ignore[no-untyped-def]
    def make(**options: Any) -> SglangEngine:
        return SglangEngine(core=core, **options)

    return make


for _name, _core in ENGINE_TARGETS.items():
    register_target(
        ENGINE_SCENARIO,
        _name,
        f"SGLang's own Scheduler on the CPU ({_core} tree core) with a stub model, every "
        "allocator and radix cache call it makes checked against the model as it happens",
    )(_factory(_core))
