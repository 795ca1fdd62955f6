"""Standalone reproductions of radix findings: pytest files that import only torch,
pytest and sglang (and the standard library), never kvtwin.

The shrunk trace is replayed here on a fresh SGLang cache of the finding's core
through the radix session, so the model's state after the divergent op is the
one this harness compared against; each op becomes the test's line with the
pages SGLang handed out written as literals (SGLang's allocator is
deterministic) and every node handle and lock as the variable that received it
(node ids are per process on the Python core). The model's state after the
last op is written in as literals (``EXPECTED``): the file fails on a release
that has the bug, with the wrong state spelled out (or SGLang's own error) and
passes once SGLang keeps the contract. A last op the model rejects may raise
anything; only what it leaves behind is compared. On another release whose
API differs, the test skips naming the import that failed.
"""

from __future__ import annotations

import inspect
import pprint
from pathlib import Path
from typing import Any

import kvtwin.scenarios.blocks.targets.sglang.standin as standin
from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.engines import describe_cause
from kvtwin.core.files import write_atomic
from kvtwin.core.replay import candidate_of, load_trace, trace_workload
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks.targets.sglang.adapter import TARGETS, SglangCacheTarget
from kvtwin.scenarios.blocks.targets.sglang.causes import CAUSES
from kvtwin.scenarios.blocks.targets.sglang.loader import load_release
from kvtwin.scenarios.blocks.targets.sglang.standalone_template import CHECK, HEADER, HELPERS
from kvtwin.scenarios.radix.ops import RadixOp
from kvtwin.scenarios.radix.session import RadixSession
from kvtwin.scenarios.radix.target import ENGINE_SCENARIO


class Lines:
    """The test's lines, naming each node handle and lock by the op that returned it."""

    def __init__(self, root: Any) -> None:
        self.lines: list[str] = []
        self.nodes: dict[Any, str] = {root: "root"}
        self.locks: dict[Any, str] = {}

    def node(self, handle: Any) -> str:
        return self.nodes.get(handle, repr(handle)) if _hashable(handle) else repr(handle)

    def call(self, index: int, op: RadixOp) -> str:
        a = op.args
        if op.verb == "alloc":
            return f"got = alloc(allocator, {a['n']!r})"
        if op.verb == "free":
            return f"allocator.free(indices({list(a['pages'])!r}))"
        if op.verb == "match":
            return f"got = match(cache, {list(a['tokens'])!r})"
        if op.verb == "insert":
            args = f"{list(a['tokens'])!r}, {list(a['pages'])!r}, {a['prev_prefix_len']!r}"
            return f"got = insert(cache, {args})"
        if op.verb == "lock":
            return f"lock_{index} = cache.lock({self.node(a['node'])})"
        if op.verb == "unlock":
            lock = self.locks.get(a["lock"]) if _hashable(a["lock"]) else None
            return f"cache.unlock({lock})" if lock else "pass  # a lock never handed out"
        if op.verb == "evict":
            return f"got = evict(cache, {a['num_tokens']!r})"
        if op.verb == "reset":
            return "cache.reset(); allocator.clear()  # flush_cache"
        return ""  # the end of an engine step: nothing is called

    def learn(self, index: int, op: RadixOp, result: Any) -> None:
        if op.verb in ("match", "insert") and isinstance(result, tuple) and len(result) == 3:
            name = f"node_{index}"
            self.lines.append(f"_, {name}, _ = got")
            if _hashable(result[1]):
                self.nodes[result[1]] = name
        elif op.verb == "lock" and _hashable(result):
            self.locks[result] = f"lock_{index}"

    def reset(self, root: Any) -> None:
        self.nodes, self.locks = {root: "root"}, {}
        self.lines.append("root = cache.root_node_handle()")


def replay_lines(trace: Trace) -> tuple[SglangCacheTarget, list[str], dict[str, Any], bool]:
    """The trace up to its divergent op, replayed on a fresh target and the model:
    the target, the test's lines, the model's state after, and whether the model
    rejected the last op."""
    scenario, loaded = load_trace(trace)
    config = loaded.config
    core = TARGETS.get(loaded.target, "rust")
    target = SglangCacheTarget(config["pool_size"], config["page_size"], config["policy"], core)
    session = RadixSession(target)
    lines = Lines(target.root())
    candidate = candidate_of(loaded)
    last = (loaded.divergence or {}).get("step", len(candidate) - 1)
    workload = trace_workload(scenario, candidate[: last + 1])
    rejected = False
    op = next(workload, None)
    index = 0
    while op is not None:
        final = index == min(last, len(candidate) - 1)
        line = lines.call(index, op)
        try:
            result = session.apply(op)
        except DivergenceFound:
            result = None
        if _adapter_answered(target, op):
            line = f"pass  # {str(op)[:60]!r}: SGLang's API cannot be given it"
        if final:
            rejected = session.model_error is not None
            lines.lines.append(line or "pass")
            break
        if line:
            lines.lines.append(line)
        lines.learn(index, op, result)
        if op.verb == "reset":
            lines.reset(target.root())
        index += 1
        try:
            op = workload.send(result)
        except StopIteration:
            op = None
    model = session.model
    expected = {
        "free_pages": model.counts().free,
        "evictable_tokens": model.counts().evictable,
        "protected_tokens": model.counts().protected,
        "tree_tokens": model.counts().tree,
        "free_pool": model.free_pages(),
        "tree_pages": sorted(p for n in model.tree.nodes.values() for p in n.pages),
        "nodes": session._model_structure(),
    }
    return target, lines.lines, expected, rejected


def write_test(trace: Trace, out_dir: Path, stem: str, description: str) -> Path:
    target, calls, expected, rejected = replay_lines(trace)
    filename = f"{stem}.py"
    body = [
        HEADER.format(
            filename=filename,
            core=target.core,
            standin=inspect.getsource(standin.install).replace(
                "def install(", "def install_torchvision_standin(", 1
            ),
            description=pprint.pformat(description, width=88),
            page_size=target.page_size,
            expected=pprint.pformat(expected, width=88, sort_dicts=True),
        ),
        HELPERS.format(
            num_pages=target.num_pages,
            disabled=target.policy == "disabled",
            core=target.core,
            policy="lru" if target.policy == "disabled" else target.policy,
        ),
    ]
    *prefix, last = calls or ["pass"]
    body += [f"    {line}\n" for line in prefix]
    if rejected:
        body.append(
            "    # The reference model rejects the next call (misuse): raising is a fine\n"
            "    # answer, but the allocator and the tree must be left exactly as they were.\n"
            "    try:\n"
            f"        {last}\n"
            "    except Exception:\n"
            "        pass\n"
        )
    else:
        body.append(f"    {last}\n")
    body.append(CHECK)
    path = out_dir / filename
    write_atomic(path, "".join(body))
    return path


def standalone_test(
    trace: Trace, folder: Path, stem: str, finding: dict[str, Any]
) -> dict[str, Any]:
    """The standalone test of ``finding`` (``FOLDER/STEM.py``; the targets' writer).
    An engine-level trace (requests and steps) has none of its own: rebuilding the
    Scheduler as kvtwin's driver does is not a few lines of a test."""
    if trace.scenario == ENGINE_SCENARIO:
        return {
            "file": None,
            "kind": "engine",
            "failed": None,
            "message": "no engine-level standalone writer for SGLang (its Scheduler is "
            "built without __init__ by kvtwin's driver); the allocator-level cause carries it",
        }
    version = load_release().version
    cause = describe_cause(CAUSES, version, finding.get("policy"), finding["signature"])
    description = f"{finding['signature']} ({trace.target}, {trace.config['policy']}): {cause.what}"
    path = write_test(trace, Path(folder), stem, description)
    return {"file": str(path), "kind": "allocator", "failed": None}


def _adapter_answered(target: SglangCacheTarget, op: RadixOp) -> bool:
    """Misuse the adapter answers itself (SGLang is never called)."""
    if op.malformed:
        return True
    if op.verb == "unlock":
        lock = op.args["lock"]
        return type(lock) is not int or lock not in target.receipts
    return False


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
