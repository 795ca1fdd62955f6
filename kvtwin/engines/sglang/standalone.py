"""The data of standalone SGLang reproductions: pytest files that import only torch,
pytest and sglang (and the standard library), never kvtwin.

kvtwin's one writer carries :mod:`.standin` and :mod:`.runtime` into each file
with the DATA made here. The shrunk trace is replayed on a fresh SGLang cache of
the finding's core through the radix session, so the model's state after the
divergent op is the one this harness compared against; each op becomes one of
DATA's calls with the pages SGLang handed out as values (its allocator is
deterministic) and every node handle and lock named by the call that returned
it (node ids are per process on the Python core). What the adapter answered
itself never reaches SGLang, so its call is ``skipped``. The model's state after
the last op is DATA's ``expected``: the file fails on a release that has the
bug, with the wrong state spelled out (or SGLang's own error), and passes once
SGLang keeps the contract. An engine-level trace has no test of its own: the
Scheduler is built without ``__init__`` by kvtwin's driver, and the
allocator-level cause carries the test.
"""

from __future__ import annotations

from typing import Any

from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.errors import AdapterRefused, TraceError
from kvtwin.core.replay import candidate_of, load_trace, trace_workload
from kvtwin.core.standalone_writer import Bundle, NoStandalone, Standalone
from kvtwin.core.trace import Trace
from kvtwin.engines.sglang.adapter import SglangCacheTarget, SglangPythonCache
from kvtwin.scenarios.radix.campaigns import OPTIONS
from kvtwin.scenarios.radix.ops import VERBS, RadixOp
from kvtwin.scenarios.radix.session import RadixSession
from kvtwin.scenarios.radix.target import SCENARIO


def cache_target(target: str, num_pages: int, page_size: int, policy: str) -> SglangCacheTarget:
    """What a trace of ``target`` replays on: its core (``sglang-both``: the Rust
    core, the one its session compares with the model)."""
    kind = SglangPythonCache if target == SglangPythonCache.TARGET else SglangCacheTarget
    return kind(num_pages, page_size, policy)


class Calls:
    """DATA's calls, ``[verb, args, name, misuse]``: each node handle and lock bound
    to the name of the call that returned it; ``misuse``: the model rejects it."""

    def __init__(self, root: Any) -> None:
        self.calls: list[list[Any]] = []
        self.nodes: dict[Any, str] = {}
        self.receipts = 0  # the TreeLocks the adapter holds (unlock names them by number)
        self.rooted(root)

    def rooted(self, root: Any) -> None:
        self.nodes = {root: "root"} if _hashable(root) else {}

    def add(self, index: int, op: RadixOp, session: RadixSession, result: Any) -> None:
        a, target, name = op.args, session.target, None
        if isinstance(session.target_error, AdapterRefused):  # never reached SGLang
            verb, args = "skipped", [f"{str(op)[:60]}: SGLang's API cannot be given it"]
        elif op.verb == "lock":
            node = self.nodes.get(a["node"]) if _hashable(a["node"]) else None
            verb, args = "lock", [node, None if node else a["node"]]
            if len(target.receipts) > self.receipts:  # SGLang handed one out
                self.receipts = len(target.receipts)
                name = f"lock_{self.receipts}"
        elif op.verb == "unlock":
            verb, args = "unlock", [f"lock_{a['lock']}"]
        else:
            verb, args = op.verb, [a[k] for k in VERBS[op.verb]]
            if op.verb in ("match", "insert") and isinstance(result, tuple):
                name = f"node_{index}"
                if _hashable(result[1]):
                    self.nodes[result[1]] = name
        self.calls.append([verb, args, name, session.model_error is not None])
        if op.verb == "reset":
            self.rooted(target.root())


def replay(trace: Trace) -> tuple[SglangCacheTarget, list[list[Any]], dict[str, Any]]:
    """The trace up to its divergent op, replayed on a fresh target and the model:
    the target, DATA's calls, and the model's state after the last."""
    scenario, loaded = load_trace(trace)
    config = loaded.config
    target = cache_target(
        loaded.target,
        OPTIONS.from_config(config, "pool_size"),
        OPTIONS.from_config(config, "page_size"),
        OPTIONS.from_config(config, "policy"),
    )
    session = RadixSession(target)
    calls = Calls(target.root())
    candidate = candidate_of(loaded)
    last = (loaded.divergence or {}).get("step", len(candidate) - 1)
    if type(last) is not int or last < 0:
        raise TraceError(f"trace field 'divergence.step': expected an op index, got {last!r}")
    kept = candidate[: last + 1]
    workload = trace_workload(scenario, kept)
    result = None
    for position, (index, _) in enumerate(kept):
        op = workload.send(result) if position else next(workload)
        try:
            result = session.apply(op)
        except DivergenceFound:
            result = None
        if op.verb != "step":  # the end of an engine step: nothing is called
            calls.add(index, op, session, result)
    model = session.model
    counts = model.counts()
    expected = {
        "free_pages": counts.free,
        "evictable_tokens": counts.evictable,
        "protected_tokens": counts.protected,
        "tree_tokens": counts.tree,
        "free_pool": model.free_pages(),
        "tree_pages": sorted(p for n in model.tree.nodes.values() for p in n.pages),
        "nodes": session._model_structure(),
    }
    return target, calls.calls, expected


def standalone_data(trace: Trace, finding: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The standalone test's DATA for a shrunk allocator-level trace."""
    if trace.scenario != SCENARIO:
        raise NoStandalone(
            "no engine-level standalone test for SGLang (its Scheduler is built without "
            "__init__ by kvtwin's driver); the allocator-level cause carries it"
        )
    target, calls, expected = replay(trace)
    data = {
        "num_pages": target.num_pages,
        "page_size": target.page_size,
        "core": target.core,
        "policy": target.policy,
        "calls": calls,
        "expected": expected,
    }
    return data, {"core": target.core}


STANDALONE = Standalone(
    Bundle(
        ("kvtwin.engines.sglang.standin", "kvtwin.engines.sglang.runtime"),
        "reproduce",
        ("torch", "pytest", "sglang"),
    ),
    standalone_data,
)


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
