"""A toy outside engine, ``toy-core``, for the peers and verdicts tests.

Its "package" is ``toyeng``, a source tree a test writes (:func:`write_tree`):
``toyeng/__init__.py`` names its ``VERSION`` and the kvtwin blocks target it
allocates with (``ALLOCATOR``: a known-bug variant in a buggy release, ``impl``
in a fixed one), and ``toyeng/engine.py`` is a copy of this very file, so a
standalone test run in a fresh interpreter with the tree on ``PYTHONPATH``
serves the same engine. The tree loaded is the one ``--engine-path`` names, else
the first ``PYTHONPATH`` entry holding ``toyeng`` (what a fresh interpreter would
import: the "installed" release).

Targets: ``toy`` (the blocks scenario: the tree's allocator, driven directly)
and ``toy-engine`` (the blocks-engine scenario: :class:`ToyEngine` serving over
it). :func:`install` registers both, the engine and the standalone writer for
one test (monkeypatch); :func:`register` registers the targets for good, in a
standalone test's own interpreter.
"""

from __future__ import annotations

import ast
import os
import pprint
import shutil
from pathlib import Path
from typing import Any

from kvtwin.core.engines import Engine, engine_path, git_commit
from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import TargetSpec, make_target, register_target
from kvtwin.core.trace import Trace
from kvtwin.scenarios.blocks import ops as block_ops
from kvtwin.scenarios.blocks.serving import block_hashes
from kvtwin.scenarios.blocks.targets.driver import Call, EngineDriver

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

    def attach(self, checked: Any, unexpected: Any) -> None:
        self.checked = checked

    def arrive(self, prompt: list[int], max_new_tokens: int) -> None:
        self.waiting.append((tuple(prompt), max_new_tokens))

    def clock(self) -> int:
        return self.observer.counts().clock

    def live_tables(self) -> list[tuple[int, list[int]]]:
        return [(n, table) for n, (table, _) in enumerate(self.running)]

    def call(self, op: block_ops.Op) -> Any:
        return self.checked(Call(op, lambda: op.call(self.observer)))

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


# ------------------------------------------------------------ the toy trees
def write_tree(root: Path, version: str, allocator: str | None) -> Path:
    """``root/toyeng``: a release of the toy engine allocating with ``allocator``
    (None: a release whose API renamed ``ALLOCATOR``)."""
    package = Path(root) / PACKAGE
    package.mkdir(parents=True, exist_ok=True)
    name = "ALLOCATOR" if allocator is not None else "ALLOCATOR_TARGET"
    (package / "__init__.py").write_text(
        f'"""toyeng, a toy serving engine."""\n\nVERSION = {version!r}\n'
        f"{name} = {(allocator or BUGGY)!r}\n"
    )
    shutil.copyfile(__file__, package / "engine.py")
    return Path(root)


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
    def factory(*, num_blocks: int, policy: str, device: str = "cpu", **_: Any) -> Any:
        chosen = allocator or loaded_allocator()
        return make_target("blocks", chosen, num_blocks=num_blocks, policy=policy, device=device)

    return factory


def _engine_factory(allocator: str | None) -> Any:
    def factory(*, num_blocks: int, policy: str, **_: Any) -> ToyEngine:
        return ToyEngine(allocator or loaded_allocator(), num_blocks=num_blocks, policy=policy)

    return factory


# ------------------------------------------------------ the standalone tests
STANDALONE = '''"""Standalone reproduction of a toy-core finding: the shrunk trace below replayed
through toyeng (the release first on PYTHONPATH), against the reference model.
It fails while toyeng's allocator diverges, and skips on a toyeng whose API it
does not know."""

import pytest

import toyeng

'''
STANDALONE_TEST = """

def test_reproduction():
    if not hasattr(toyeng, "ALLOCATOR"):
        pytest.skip("this toyeng keeps no ALLOCATOR: an API unknown here")
    from kvtwin.core.replay import replay_trace
    from toyeng.engine import register

    register(toyeng.ALLOCATOR)
    found = replay_trace(TRACE).divergence
    assert found is None, (
        f"{found.signature} at step {found.step} (toy-core {RELEASE}, {POLICY}): "
        f"expected {found.expected!r}, got {found.actual!r}"
    )
"""

NO_ALLOCATOR_TEST = "toy-core's standalone tests serve traffic: none for an allocator-level trace"


def standalone_test(
    trace: Trace, folder: Path, stem: str, finding: dict[str, Any]
) -> dict[str, Any]:
    """The writer of ``toy`` and ``toy-engine``: ``FOLDER/STEM.py`` replaying an
    engine-level ``trace``; none for an allocator-level one (this toy's tests go
    through its serving path only, which keeps the suite's subprocesses few)."""
    kind = "engine" if trace.scenario == "blocks-engine" else "allocator"
    if kind == "allocator":
        return {"file": None, "kind": kind, "failed": None, "message": NO_ALLOCATOR_TEST}
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}.py"
    literals = "".join(
        f"{name} = {pprint.pformat(value, sort_dicts=False, width=100)}\n"
        for name, value in (
            ("RELEASE", str(tree_facts(loaded_root())["VERSION"])),
            ("POLICY", str(trace.config["policy"])),
            ("SIGNATURE", finding["signature"]),
            ("TRACE", trace.to_json()),
        )
    )
    path.write_text(STANDALONE + literals + STANDALONE_TEST)
    return {"file": str(path), "kind": kind, "failed": None}


# ---------------------------------------------------------------- registering
def engine(package_dirs: tuple[str, ...] = (PACKAGE,)) -> Engine:
    return Engine(NAME, ENV, (TARGET, ENGINE_TARGET), describe, package_dirs=package_dirs)


def specs(allocator: str | None = None) -> dict[tuple[str, str], TargetSpec]:
    return {
        ("blocks", TARGET): TargetSpec(
            "blocks",
            TARGET,
            "toyeng's allocator",
            _allocator_factory(allocator),
            standalone_test,
        ),
        ("blocks-engine", ENGINE_TARGET): TargetSpec(
            "blocks-engine",
            ENGINE_TARGET,
            "toyeng's serving path",
            _engine_factory(allocator),
            standalone_test,
        ),
    }


def install(monkeypatch: Any) -> Engine:
    """The toy engine and its targets registered for one test (monkeypatch undoes it)."""
    from kvtwin.core import engines, registry

    registry.scenarios()  # discovered first: what the test adds is all it undoes
    for key, spec in specs().items():
        monkeypatch.setitem(registry._TARGETS, key, spec)
    toy = engine()
    monkeypatch.setitem(engines._ENGINES, NAME, toy)
    return toy


def register(allocator: str) -> None:
    """Both targets over ``allocator``, registered in this interpreter (a standalone test)."""
    for (scenario, name), spec in specs(allocator).items():
        register_target(scenario, name, spec.description, standalone=spec.standalone)(spec.factory)
