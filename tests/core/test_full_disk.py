"""Full disks: out of space is a clear error (exit 2 naming it) that keeps what
was already written, never a traceback or half a file; a full temporary folder
only moves the trace's spill into memory. Each case mounts a small tmpfs in a
mount namespace of its own, and skips, saying why, where the machine allows
no such mount."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvtwin.core.files import TEMP_PREFIX
from tests.core.adversary import can_mount, kvtwin, on_full_tmpfs

WHY_NOT = can_mount()
pytestmark = pytest.mark.skipif(WHY_NOT is not None, reason=str(WHY_NOT))
FINDING = ("run", "blocks", "--steps", "300", "--target", "bug:release-dup-index")


def _run(tmp_path: Path, free: int, *argv: str, env: dict | None = None):
    mount, keep = tmp_path / "disk", tmp_path / "kept"
    mount.mkdir()
    prefix = on_full_tmpfs(mount, "4m", free, keep)
    return kvtwin(*argv, prefix=prefix, env=env), mount, keep


def _sound(done, keep: Path) -> None:
    """No traceback; exit 2 says the disk is full; whatever was written is whole."""
    assert "Traceback" not in done.stdout, done.stdout
    if done.returncode == 2:
        assert "No space left on device" in done.stdout, done.stdout
    if keep.exists():
        assert not [p for p in keep.rglob("*") if p.name.startswith(TEMP_PREFIX)]
        for path in keep.rglob("*.json"):
            json.loads(path.read_text())  # every JSON file kvtwin left is whole


def test_an_output_folder_on_a_full_disk_is_a_clear_error(tmp_path):
    done, _, keep = _run(tmp_path, 0, *FINDING, "--out", str(tmp_path / "disk" / "out"))
    assert done.returncode == 2, done.stdout
    _sound(done, keep)


@pytest.mark.slow
@pytest.mark.parametrize("free", [8 << 10, 24 << 10, 48 << 10, 96 << 10])
def test_a_disk_that_fills_during_the_run_keeps_what_was_written(free, tmp_path):
    done, _, keep = _run(tmp_path, free, *FINDING, "--out", str(tmp_path / "disk" / "out"))
    assert done.returncode in (1, 2), done.stdout
    _sound(done, keep)
    if (keep / "repro.json").exists():  # the summary went first, and names the finding
        summary = json.loads((keep / "summary.json").read_text())
        assert summary["findings"] and summary["findings"][0]["signature"]


def test_a_full_temporary_folder_moves_the_trace_spill_into_memory(tmp_path):
    out = tmp_path / "out"
    argv = ("run", "blocks", "--steps", "3000", "--out", str(out))
    # a page free: enough for tempfile's own probe of the folder, not for a chunk
    done, _, _ = _run(tmp_path, 4096, *argv, env={"TMPDIR": str(tmp_path / "disk")})
    assert done.returncode == 0, done.stdout
    assert "keeping it in memory" in done.stdout and "Traceback" not in done.stdout
    assert json.loads((out / "summary.json").read_text())["ok"] is True


@pytest.mark.slow
def test_a_findings_folder_on_a_full_disk_is_a_clear_error(tmp_path):
    argv = ("fuzz", "--target", "bug:release-dup-index", "--budget", "10", "--jobs", "1")
    done, _, keep = _run(tmp_path, 24 << 10, *argv, "--out", str(tmp_path / "disk" / "out"))
    assert done.returncode in (1, 2), done.stdout
    _sound(done, keep)
