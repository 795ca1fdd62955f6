"""``--plugin MODULE``: an outside module that registers a target, imported before the
command line is read, by every command, and named in the reproductions it leads to."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kvtwin.cli import main
from kvtwin.core import plugins
from kvtwin.core.registry import targets, unregister_target

PLUGIN = """
from impl.blocks import BlockAllocator
from kvtwin.core.registry import register_target
from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget


class Forgetful(BlockAllocator):
    def _drop_references(self, blocks, unique, drops):
        self.ref_counts[blocks] -= 1  # a repeated id is decremented once


@register_target("blocks", "{name}", "an outside allocator with the Megatron seed's bug")
def make(*, num_blocks, policy, device="cpu"):
    return ImplBlockTarget(num_blocks, policy, device, name="{name}", allocator_class=Forgetful)
"""


@pytest.fixture
def plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    name = f"kvtwin_test_plugin_{tmp_path.name}"[:60].replace("-", "_")
    (tmp_path / f"{name}.py").write_text(PLUGIN.format(name=name))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(plugins, "LOADED", [])
    yield name
    unregister_target("blocks", name)
    sys.modules.pop(name, None)


def test_a_plugin_target_runs_finds_and_its_reproduction_replays(plugin, tmp_path):
    assert plugin not in targets("blocks")
    out = tmp_path / "out"
    code = main(["run", "blocks", "--plugin", plugin, "--target", plugin, "--out", str(out)])
    assert code == 1 and plugin in targets("blocks")
    assert main(["replay", str(out / "repro.json"), f"--plugin={plugin}"]) == 1
    test = out / "test_repro.py"
    assert f"PLUGINS = [{plugin!r}]" in test.read_text()
    # the reproduction imports the plugin itself: it fails (the bug is there) in a
    # fresh interpreter that was told nothing
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1 and "block[" in done.stdout


def test_the_environment_names_plugins_too(plugin, monkeypatch, tmp_path):
    monkeypatch.setenv(plugins.PLUGINS_ENV, f" {plugin} ,")
    code = main(
        ["run", "blocks", "--target", plugin, "--steps", "50", "--out", str(tmp_path / "o")]
    )
    assert code == 1


def test_a_module_that_does_not_import_is_bad_usage(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "broken_plugin.py").write_text("raise RuntimeError('no')\n")
    assert main(["run", "blocks", "--plugin", "broken_plugin", "--out", "x"]) == 2
    assert "kvtwin run: --plugin broken_plugin: cannot import it: RuntimeError: no" in (
        capsys.readouterr().err
    )
    assert not (tmp_path / "x").exists()
