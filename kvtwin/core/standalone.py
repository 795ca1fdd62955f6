"""Standalone reproductions run in a fresh interpreter (their own folder as the pytest
root, no project configuration): per file, whether it failed and the first line of why."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any


def run_tests(
    folder: Path, files: list[Path], timeout: float = 900.0, env: dict[str, str] | None = None
) -> dict[str, dict[str, Any]]:
    """Run ``files`` with this interpreter's pytest (one process, ``env`` its
    environment: a source tree first on ``PYTHONPATH``, say); per file name:
    ``{"failed": bool, "message": first line of the failure}``."""
    if not files:
        return {}
    folder = Path(folder).resolve()
    report = folder / ".standalone-junit.xml"
    # the files' own folder is the root, and no project's pytest configuration applies
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", os.devnull]
    command += ["--rootdir", str(folder), f"--junitxml={report}"]
    command += [str(Path(f).resolve()) for f in files]
    subprocess.run(
        command, capture_output=True, text=True, timeout=timeout, cwd=folder, env=env
    )
    outcomes: dict[str, dict[str, Any]] = {
        f.name: {"failed": None, "message": "did not run"} for f in files
    }
    if report.exists():
        for case in ElementTree.parse(report).getroot().iter("testcase"):
            name = Path(str(case.get("file") or case.get("classname", ""))).name
            name = name if name.endswith(".py") else name.split(".")[-1] + ".py"
            problem = case.find("failure")
            if problem is None:
                problem = case.find("error")
            skipped = case.find("skipped")
            message = "" if problem is None else str(problem.get("message", ""))
            if skipped is not None:
                message = "skipped: " + str(skipped.get("message", ""))
            outcomes[name] = {
                "failed": None if skipped is not None else problem is not None,
                "skipped": skipped is not None,
                "message": message.splitlines()[0][:400] if message else "passed",
            }
        report.unlink()
    return outcomes
