"""No silent pass: a plugin, a target's package or a target's constructor that
exits (SystemExit, os._exit), raises or hangs while being imported or built is
exit 2 with a message (a finding, when it is the target's own constructor),
never exit 0 with nothing written. The cases that would end the test's own
process run kvtwin in a process of its own."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from kvtwin.cli import main
from kvtwin.core import plugins
from kvtwin.core.registry import unregister_target
from tests.core.adversary import kvtwin

IMPORT_TIME = {
    "system-exit-0": "raise SystemExit(0)",
    "os-exit-0": "import os\nos._exit(0)",
    "keyboard-interrupt": "raise KeyboardInterrupt",
    "hang": "import time\ntime.sleep(3600)",
    "error": "raise RuntimeError('broken at import')",
}
IN_PROCESS = ("system-exit-0", "keyboard-interrupt", "error")
"""Cases a test may run in its own process: none can end it."""

TARGET_PLUGIN = """
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.model import ModelTarget


@register_target("blocks", "test:import-{name}", "imports its engine package when built")
def make(*, num_blocks, policy, device="cpu"):
    import {package}  # noqa: F401
    return ModelTarget(num_blocks, policy)
"""

BROKEN_CONSTRUCTOR = """
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.model import ModelTarget


class Broken(ModelTarget):
    def __init__(self, num_blocks, policy):
        raise RuntimeError("a pool of %d blocks is too small for me" % num_blocks)


@register_target("blocks", "test:broken-constructor", "raises in its own constructor")
def make(*, num_blocks, policy, device="cpu"):
    return Broken(num_blocks, policy)
"""


class Modules:
    """A folder of a user's modules, the current folder (as ``--plugin`` finds them)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.names: set[str] = set()

    def write(self, name: str, text: str) -> str:
        (self.path / f"{name}.py").write_text(text)
        self.names.add(name)
        return name


@pytest.fixture
def modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(plugins, "LOADED", [])
    found = Modules(tmp_path)
    yield found
    for name in found.names:
        sys.modules.pop(name, None)


def _module(case: str, prefix: str) -> str:
    return f"{prefix}_{case.replace('-', '_')}"


def _no_silent_pass(code: int, output: str, out: Path, *words: str) -> None:
    assert code == 2, output
    assert "Traceback" not in output, output
    assert any(word in output for word in words), output
    assert not (out / "summary.json").exists()


@pytest.mark.parametrize("case", sorted(IMPORT_TIME))
def test_a_plugin_that_exits_raises_or_hangs_on_import_is_exit_2(case, modules):
    folder = modules.path
    name = modules.write(_module(case, "plugin"), IMPORT_TIME[case])
    argv = ["run", "blocks", "--plugin", name, "--steps", "20", "--out", "out"]
    argv += ["--call-timeout", "2"]
    if case in IN_PROCESS:
        code, output = main(argv), ""
    else:
        done = kvtwin(*argv, cwd=folder)
        code, output = done.returncode, done.stdout
    _no_silent_pass(code, output or "--plugin", folder / "out", "--plugin", name)


@pytest.mark.parametrize("case", sorted(IMPORT_TIME))
def test_a_target_whose_package_exits_raises_or_hangs_on_import_is_exit_2(case, modules, capsys):
    folder = modules.path
    package = modules.write(_module(case, "engine"), IMPORT_TIME[case])
    plugin = modules.write(
        _module(case, "target"), TARGET_PLUGIN.format(name=case, package=package)
    )
    argv = ["run", "blocks", "--plugin", plugin, "--target", f"test:import-{case}", "--steps", "20"]
    argv += ["--out", "out", "--call-timeout", "2"]
    try:
        if case in IN_PROCESS:
            code = main(argv)
            output = capsys.readouterr().err
        else:
            done = kvtwin(*argv, cwd=folder)
            code, output = done.returncode, done.stdout
    finally:
        unregister_target("blocks", f"test:import-{case}")  # never another test's test:{case}
    _no_silent_pass(code, output, folder / "out", f"test:import-{case}")


@pytest.mark.parametrize("command", ["replay", "fuzz"])
def test_replay_and_fuzz_refuse_a_target_that_ends_the_process_when_built(command, modules):
    folder = modules.path
    package = modules.write("engine_os_exit_b", IMPORT_TIME["os-exit-0"])
    plugin = modules.write("target_os_exit_b", TARGET_PLUGIN.format(name="gone", package=package))
    trace = {
        "schema": 2,
        "scenario": "blocks",
        "target": "test:import-gone",
        "config": {"policy": "lru", "pool_size": 8, "device": "cpu"},
        "ops": [{"verb": "allocate", "n": 1}],
    }
    (folder / "t.json").write_text(json.dumps(trace))
    if command == "replay":
        argv = ["replay", "t.json", "--plugin", plugin]
    else:
        argv = ["fuzz", "--plugin", plugin, "--target", "test:import-gone", "--budget", "5"]
        argv += ["--jobs", "1", "--out", "fz"]
    done = kvtwin(*argv, cwd=folder)
    assert done.returncode == 2, done.stdout
    assert "ended the process" in done.stdout and "Traceback" not in done.stdout


def test_a_constructor_that_raises_is_a_finding_that_replays(modules, capsys):
    folder = modules.path
    plugin = modules.write("broken_constructor", BROKEN_CONSTRUCTOR)
    try:
        argv = ["run", "blocks", "--plugin", plugin, "--target", "test:broken-constructor"]
        assert main([*argv, "--steps", "20", "--out", "out"]) == 1
        summary = json.loads((folder / "out" / "summary.json").read_text())
        divergence = summary["divergence"]
        assert divergence["verb"] == "start" and divergence["field"] == "build"
        assert "too small for me" in divergence["actual"]
        assert main(["replay", "out/repro.json", "--plugin", plugin]) == 1
    finally:
        unregister_target("blocks", "test:broken-constructor")
    assert "Traceback" not in capsys.readouterr().err
