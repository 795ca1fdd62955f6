"""Standalone reproductions run in a fresh interpreter (their own folder as the pytest
root, no project configuration): per file, whether it failed and the first line of why.
A file that cannot even be imported is reported as the error it is, never as the
others' failure: every other file still runs."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

MESSAGE_CHARS = 400
"""A message is kept this long for reading; ``first_line`` keeps it whole for comparing."""


def tree_env(tree: Path | None) -> dict[str, str] | None:
    """This environment with a source tree first on ``PYTHONPATH`` (None: as it is)."""
    if tree is None:
        return None
    rest = os.environ.get("PYTHONPATH", "")
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(tree), rest) if p)}


def run_tests(
    folder: Path, files: list[Path], timeout: float = 900.0, env: dict[str, str] | None = None
) -> dict[str, dict[str, Any]]:
    """Run ``files`` with this interpreter's pytest (one process, ``env`` its
    environment: a source tree first on ``PYTHONPATH``, say); per file name:
    ``{"failed": bool or None (skipped, did not run), "skipped": bool, "message": the
    first line of the failure, cut for reading, "first_line": the same line whole}``."""
    if not files:
        return {}
    folder = Path(folder).resolve()
    report = folder / ".standalone-junit.xml"
    # the files' own folder is the root, and no project's pytest configuration applies
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", os.devnull]
    command += ["--continue-on-collection-errors"]
    command += ["--rootdir", str(folder), f"--junitxml={report}"]
    command += [str(Path(f).resolve()) for f in files]
    subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=folder, env=env)
    outcomes: dict[str, dict[str, Any]] = {
        f.name: {"failed": None, "message": "did not run"} for f in files
    }
    if report.exists():
        by_path = {str(Path(f).resolve()): Path(f).name for f in files}
        for case in ElementTree.parse(report).getroot().iter("testcase"):
            name = _file_of(case, by_path)
            problem = case.find("failure")
            if problem is None:
                problem = case.find("error")
            skipped = case.find("skipped")
            message = "" if problem is None else _why(problem)
            if skipped is not None:
                message = "skipped: " + str(skipped.get("message", ""))
            line = message.splitlines()[0] if message else "passed"
            outcomes[name] = {
                "failed": None if skipped is not None else problem is not None,
                "skipped": skipped is not None,
                "message": line[:MESSAGE_CHARS],
                "first_line": line,
            }
        report.unlink()
    return outcomes


def _why(problem: ElementTree.Element) -> str:
    """A failure's message; for a collection error (whose message says only that),
    the error it reports, the last ``E`` line of its text."""
    message = str(problem.get("message", ""))
    if message and message != "collection failure":
        return message
    lines = [line[1:].strip() for line in (problem.text or "").splitlines() if line[:1] == "E"]
    return next((line for line in reversed(lines) if line), message or "error")


def _file_of(case: ElementTree.Element, by_path: dict[str, str]) -> str:
    """The file a junit testcase belongs to. A collection error names no file
    attribute and an empty class: its ``name`` is then the module's dotted path
    relative to the root (``test_a``), or the file path itself."""
    named = str(case.get("file") or case.get("classname") or case.get("name") or "")
    name = Path(named).name
    if not name.endswith(".py"):
        name = name.split(".")[-1] + ".py"
    for path, file_name in by_path.items():
        if path.endswith(named) or file_name == name:
            return file_name
    return name
