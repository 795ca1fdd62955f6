"""The toy engine ``toy-core``, kvtwin's side of it: everything an engine package
holds, in one module.

Its code is ``toyeng`` (``tree.py`` writes releases of it): a source tree named by
``--engine-path toy-core=DIR`` or ``$KVTWIN_TOYCORE_PATH``, else the first
``PYTHONPATH`` entry holding it (what a fresh interpreter would import: the
"installed" release). Its allocator is the kvtwin blocks target its release names.

* ``toy`` (blocks): the release's allocator, driven directly;
* ``toy-engine`` (blocks-engine): :class:`ToyEngine` serving over it, every
  allocator call reported through the port.

:func:`record` is its engine record; :func:`install` registers it for one test
(monkeypatch undoes it). A copy of this module is the release's
``toyeng/engine.py``, where :func:`replay_engine_trace` serves a standalone test.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any

from kvtwin.core import engine_record, registry
from kvtwin.core.engine_level.driver import Call, EngineDriver, Port
from kvtwin.core.engine_record import Engine, Provides
from kvtwin.core.engines import engine_path, git_commit
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import make_target
from kvtwin.core.replay import replay_trace
from kvtwin.core.standalone_writer import Bundle, NoStandalone, Standalone
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks import ops as block_ops
from kvtwin.scenarios.blocks.serving import block_hashes
from kvtwin.scenarios.blocks.targets.base import BlockTarget

NAME = "toy-core"
ENV = "KVTWIN_TOYCORE_PATH"
PACKAGE = "toyeng"
TARGET = "toy"
ENGINE_TARGET = "toy-engine"
BUGGY = "bug:release-dup-index"
"""Releasing a table that names a block twice drops its ref count once."""
SIGNATURE = "release: block[].ref"


class ToyEngine(EngineDriver):
    """Admits every waiting request at the next step (a prefix hit pins the cached
    blocks, the rest is allocated and registered); a request runs for its
    ``max_new_tokens`` steps, and the requests finishing in one step release their
    tables in one call. Its allocator is the blocks target ``allocator``."""

    def __init__(self, allocator: str, num_blocks: int = 16, policy: str = "lru") -> None:
        self.observer = make_target(
            "blocks", allocator, num_blocks=num_blocks, policy=policy, device="cpu"
        )
        self.num_blocks, self.policy = num_blocks, policy
        self.waiting: list[tuple[tuple[int, ...], int]] = []
        self.running: list[tuple[list[int], int]] = []
        self.port: Port | None = None

    def attach(self, port: Port) -> None:
        self.port = port

    def arrive(self, prompt: list[int], max_new_tokens: int) -> None:
        self.waiting.append((tuple(prompt), max_new_tokens))

    def clock(self) -> int:
        return self.observer.counts().clock

    def owners(self) -> list[list[int]]:
        return [table for table, _ in self.running]

    def call(self, op: block_ops.Op) -> Any:
        assert self.port is not None
        return self.port.call(Call(op, lambda: op.call(self.observer)))

    def step(self) -> None:
        aged = [(table, left - 1) for table, left in self.running]
        self.running = [(table, left) for table, left in aged if left > 0]
        finishing = [b for table, left in aged if left == 0 for b in table]
        if finishing:
            self.call(block_ops.release(finishing))
        admitted, self.waiting = self.waiting, []
        for prompt, steps in admitted:
            hashes = block_hashes(prompt, 4)
            hits = self.observer.match(hashes)
            if hits:
                self.call(block_ops.retain(hits))
            fresh = self.call(block_ops.allocate(len(hashes) - len(hits)))
            if fresh is None:  # no room this step: wait for finishing requests
                if hits:
                    self.call(block_ops.release(hits))
                self.waiting.append((prompt, steps))
                continue
            table = hits + fresh
            parents = [0, *hashes[:-1]]
            rest = slice(len(hits), len(hashes))
            if fresh:
                self.call(block_ops.register(table[rest], hashes[rest], parents[rest]))
            self.running.append((table, steps))
        self.observer.tick()  # the engine's clock, outside any allocator call


# ------------------------------------------------------------ its code
def tree_facts(root: Path) -> dict[str, Any]:
    """The constants of ``root/toyeng/__init__.py``, read without importing it."""
    module = ast.parse((Path(root) / PACKAGE / "__init__.py").read_text())
    return {
        node.targets[0].id: ast.literal_eval(node.value)
        for node in module.body
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
    }


def loaded_root() -> Path:
    """The tree ``--engine-path`` names, else the first ``PYTHONPATH`` entry with toyeng."""
    tree = engine_path(NAME, ENV)
    if tree is not None:
        if not (tree / PACKAGE / "__init__.py").is_file():
            raise TargetUnavailable(f"{tree} holds no {PACKAGE} package")
        return tree
    for entry in filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep)):
        if (Path(entry) / PACKAGE / "__init__.py").is_file():
            return Path(entry)
    raise TargetUnavailable(f"{NAME} is not installed here (no {PACKAGE} on PYTHONPATH)")


def describe() -> dict[str, Any]:
    root = loaded_root()
    facts = tree_facts(root)
    commit = git_commit(root)
    return {
        "version": facts["VERSION"],
        "commit": commit,
        "location": str(root),
        "origin": f"{PACKAGE} from {root}" + (f" at {commit[:10]}" if commit else ""),
        "api": "allocator" if "ALLOCATOR" in facts else "renamed",
    }


def loaded_allocator() -> str:
    facts = tree_facts(loaded_root())
    if "ALLOCATOR" not in facts:
        raise TargetUnavailable(f"this {PACKAGE} keeps no ALLOCATOR")
    return str(facts["ALLOCATOR"])


def _allocator_factory(allocator: str | None) -> Any:
    def factory(*, num_blocks: int, policy: str, device: str = "cpu") -> BlockTarget:
        chosen = allocator or loaded_allocator()
        return make_target("blocks", chosen, num_blocks=num_blocks, policy=policy, device=device)

    return factory


def _engine_factory(allocator: str | None) -> Any:
    def factory(*, num_blocks: int, policy: str, **_: Any) -> ToyEngine:
        return ToyEngine(allocator or loaded_allocator(), num_blocks=num_blocks, policy=policy)

    return factory


# ------------------------------------------------------ the standalone tests
NO_ALLOCATOR_TEST = "toy-core's standalone tests serve traffic: none for an allocator-level trace"


def standalone_data(trace: Trace, finding: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """An engine-level trace as the test's data; none for an allocator-level one
    (this toy's tests go through its serving path only, which keeps the suite's
    subprocesses few)."""
    if trace.scenario != "blocks-engine":
        raise NoStandalone(NO_ALLOCATOR_TEST)
    data = {
        "release": str(tree_facts(loaded_root())["VERSION"]),
        "policy": str(trace.config["policy"]),
        "signature": finding["signature"],
        "trace": trace.to_json(),
    }
    return data, {}


STANDALONE = Standalone(
    Bundle(("tests.engines.toy.runtime",), "reproduce", ("pytest", PACKAGE)),
    standalone_data,
    level="engine",
)


def replay_engine_trace(trace: dict[str, Any], allocator: str) -> str | None:
    """In a standalone test's own interpreter (this module is ``toyeng.engine``
    there): the toy's targets over ``allocator`` registered, ``trace`` replayed;
    the divergence it ends with, spelled out (None: none)."""
    for piece in record(allocator).provides:
        if piece.target not in registry.targets(piece.scenario):
            registry.register_target(piece.scenario, piece.target, piece.description)(
                piece.factory
            )
    found = replay_trace(trace).divergence
    if found is None:
        return None
    return (
        f"{found.signature} at step {found.step}: expected {found.expected!r}, "
        f"got {found.actual!r}"
    )


# ---------------------------------------------------------------- registering
def record(allocator: str | None = None, package_dirs: tuple[str, ...] = (PACKAGE,)) -> Engine:
    """The toy's record (over ``allocator``; None: what the loaded release names)."""
    return Engine(
        NAME,
        ENV,
        describe,
        provides=(
            Provides(
                "blocks",
                TARGET,
                "toyeng's allocator",
                _allocator_factory(allocator),
                standalone=STANDALONE,
            ),
            Provides(
                "blocks-engine",
                ENGINE_TARGET,
                "toyeng's serving path",
                _engine_factory(allocator),
                standalone=STANDALONE,
            ),
        ),
        package_dirs=package_dirs,
    )


def install(monkeypatch: Any, toy: Engine | None = None) -> Engine:
    """The toy engine registered for one test (monkeypatch undoes it), in place of
    any toy registered before in the same test."""
    registry.scenarios()  # discovered first: what the test adds is all it undoes
    toy = toy or record()
    mine = {(piece.scenario, piece.target) for piece in toy.provides}
    others = {k: v for k, v in engine_record._ENGINES.items() if k != toy.name}
    monkeypatch.setattr(engine_record, "_ENGINES", others)
    kept = {key: spec for key, spec in registry._TARGETS.items() if key not in mine}
    monkeypatch.setattr(registry, "_TARGETS", kept)
    engine_record.register_engine(toy)
    return toy
