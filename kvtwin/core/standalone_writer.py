"""The one standalone-test writer: a finding as a pytest file that needs only the
engine's own package (and torch and pytest), never kvtwin.

What a standalone test does at run time (load the engine, stand in CUDA or the
model, drive the engine, check the promise) lives in ordinary modules of the
engine's package, its *runtime*: imported, linted and tested like the rest of
kvtwin, importing only the standard library and the packages its
:class:`Bundle` names, never kvtwin. A generated test carries those modules
whole, in the bundle's order (a runtime module's top-level
``from <an earlier module of the bundle> import name`` is dropped, the name
being defined above it in the same file), then the finding's trace, config and
expected values as literal data (:mod:`kvtwin.core.literal`), then one test that
calls the bundle's entry function with that data. Before the file is kept it is
compiled and checked (:mod:`kvtwin.core.generated`): it imports only the
bundle's packages and the harmless standard modules, and nothing in it runs
when pytest collects it.
"""

from __future__ import annotations

import ast
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kvtwin.core.generated import HARMLESS_MODULES, write_generated
from kvtwin.core.literal import render
from kvtwin.core.trace import Trace

RUNTIME_STDLIB = frozenset(
    {"array", "contextlib", "enum", "inspect", "os", "sys", "tempfile", "types", "importlib"}
)
"""Standard modules a runtime may import besides the harmless ones: loading an
engine from a folder, standing in its CUDA calls and handing it token arrays
(SGLang's ``RadixKey``) need them (a runtime is our own reviewed code; the data a
test carries never reaches them as code)."""


@dataclass(frozen=True)
class Bundle:
    """A standalone test's run-time code."""

    modules: tuple[str, ...]
    """Dotted names of runtime modules, carried whole in this order."""
    entry: str
    """A function of the last module: ``entry(DATA)`` runs the reproduction and
    fails (an AssertionError spelling out the promise) where the engine breaks it."""
    packages: tuple[str, ...]
    """Top-level packages the test imports besides the standard library
    (``torch``, ``pytest``, ``vllm``): all it needs installed."""

    def problems(self) -> list[str]:
        """What is wrong with the bundle itself (empty: nothing)."""
        problems: list[str] = []
        if not self.modules:
            return ["no runtime modules"]
        for name in self.modules:
            try:
                source = _source(name)
            except (ImportError, ValueError, OSError) as error:
                problems.append(f"runtime module {name}: {error}")
                continue
            tree = ast.parse(source)
            for node in tree.body:
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    bad = [m for m in _imported(node) if not self._may_import(m)]
                    if bad:
                        problems.append(
                            f"runtime module {name} line {node.lineno} imports {bad[0]}, "
                            "which a standalone test may not (kvtwin, or a package the bundle "
                            "does not name)"
                        )
            if name == self.modules[-1] and not any(
                isinstance(n, ast.FunctionDef) and n.name == self.entry for n in tree.body
            ):
                problems.append(f"runtime module {name} defines no function {self.entry}")
        return problems

    def _may_import(self, module: str) -> bool:
        top = module.split(".")[0]
        return (
            module in self.modules
            or top in self.packages
            or top in HARMLESS_MODULES
            or top in RUNTIME_STDLIB
        )


def render_standalone(
    bundle: Bundle, data: Mapping[str, Any], description: Mapping[str, Any], title: str
) -> str:
    """The test file's text: a docstring, the runtime modules, the data, the test."""
    futures: list[str] = []
    parts: list[str] = []
    for name in bundle.modules:
        body, future = _carried(name, bundle.modules)
        futures += [f for f in future if f not in futures]
        parts.append(f"# ---- {name} (kvtwin's runtime for this test, carried whole)\n{body}")
    header = (
        f'"""{_docstring(title)}\n\n'
        f"Written by kvtwin; it needs only {', '.join(bundle.packages)} (no kvtwin).\n"
        "Run it with: python -m pytest THIS_FILE. DESCRIPTION says what it shows; DATA is\n"
        'the reproduction (its trace, config and the expected values), as literals.\n"""\n'
    )
    head = "".join(f"from __future__ import {f}\n" for f in futures)
    tail = (
        f"\n\nDESCRIPTION = {render(dict(description))}\n\nDATA = {render(dict(data))}\n\n\n"
        f"def test_reproduction():\n    {bundle.entry}(DATA)\n"
    )
    return header + ("\n" + head if head else "") + "\n\n".join(parts) + tail


def write_standalone_file(
    bundle: Bundle,
    data: Mapping[str, Any],
    description: Mapping[str, Any],
    path: Path,
    title: str,
) -> Path:
    """``path`` written (atomically) only once its text passes the generated-file
    check with the bundle's packages as the allow-list."""
    text = render_standalone(bundle, data, description, title)
    allowed = {*bundle.packages, *RUNTIME_STDLIB}
    return write_generated(path, text, allowed_imports=allowed)


def _source(name: str) -> str:
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        raise ImportError(f"no Python source for {name}")
    return Path(spec.origin).read_text()


def _imported(node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.ImportFrom):
        return [node.module or ""] if not node.level else ["." * node.level]
    return [alias.name for alias in node.names]


def _carried(name: str, bundle: tuple[str, ...]) -> tuple[str, list[str]]:
    """Module ``name``'s text without its ``from __future__`` lines and its imports
    of other bundle modules (returned: the future features it asked for)."""
    source = _source(name)
    tree = ast.parse(source)
    lines = source.splitlines()
    drop: set[int] = set()
    futures: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == "__future__":
            futures += [alias.name for alias in node.names]
        elif not (
            isinstance(node, (ast.Import, ast.ImportFrom))
            and all(m in bundle for m in _imported(node))
        ):
            continue
        end = node.end_lineno or node.lineno
        drop.update(range(node.lineno - 1, end))
    kept = [line for index, line in enumerate(lines) if index not in drop]
    return "\n".join(kept).strip("\n") + "\n", futures


def _docstring(text: str) -> str:
    """``text`` safe inside a triple-quoted docstring (a control character, which
    the compiler refuses or a reader cannot see, written as its escape)."""
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    return "".join(
        c if c.isprintable() or c == "\n" else c.encode("unicode_escape").decode() for c in text
    )


class NoStandalone(Exception):
    """A finding its engine's writer cannot make a standalone test of (the message
    says why: an engine level whose engine cannot be built outside kvtwin, say)."""


@dataclass(frozen=True)
class Standalone:
    """How one target's findings become standalone tests."""

    bundle: Bundle
    data: Callable[[Trace, dict[str, Any]], tuple[dict[str, Any], dict[str, Any]]]
    """``data(shrunk trace, finding JSON)`` -> ``(DATA, facts)``: the test's data as
    plain values (the trace's calls in the engine's own terms, the config, the
    values the reference model expects: the model is asked when the file is
    written, never the engine), and facts for the report (``outcome``, ...);
    NoStandalone where there is no test to write."""
    level: str = "allocator"
    """Which level the test drives (``allocator``, ``engine``)."""

    def problems(self) -> list[str]:
        problems = self.bundle.problems()
        if not callable(self.data):
            problems.append("data: not callable")
        return problems


def write_finding(
    standalone: Standalone,
    trace: Trace,
    folder: Path,
    stem: str,
    finding: dict[str, Any],
    description: Mapping[str, Any],
) -> dict[str, Any]:
    """``FOLDER/STEM.py`` for ``finding`` (what the findings pipeline records of it:
    ``file``, ``kind``, ``failed`` None until it has run, and the data's facts)."""
    try:
        data, facts = standalone.data(trace, finding)
    except NoStandalone as why:
        return {"file": None, "kind": standalone.level, "failed": None, "message": str(why)}
    title = f"Reproduction of {finding.get('signature')} ({finding.get('policy') or 'no policy'})"
    path = write_standalone_file(
        standalone.bundle, data, description, Path(folder) / f"{stem}.py", title
    )
    return {"file": str(path), "kind": standalone.level, "failed": None, **facts}
