"""Helpers of the adversarial suite: kvtwin as a user types it (in a process of its
own, for what would end the test's process: os._exit, signals, hangs), and the
checks every hostile case shares."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HANG_LIMIT = 240.0
"""Seconds a command under test may take before it counts as hung (a kill, and the
test fails saying so); far above what any case needs."""


def kvtwin(
    *args: str,
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
    timeout: float = HANG_LIMIT,
    prefix: tuple[str, ...] = (),
) -> subprocess.CompletedProcess:
    """``python -m kvtwin.cli ARGS`` in a fresh process, stdout and stderr merged;
    a run past ``timeout`` fails the test as a hang."""
    environment = {**os.environ, **(env or {})}
    # the checkout first, as an editable install has it, whatever cwd is
    environment["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(REPO), environment.get("PYTHONPATH", "")) if p
    )
    command = [*prefix, sys.executable, "-m", "kvtwin.cli", *args]
    try:
        return subprocess.run(
            command,
            cwd=cwd,
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired as error:
        raise AssertionError(f"hung: kvtwin {' '.join(args)} ran past {timeout} s") from error


def tree(root: Path) -> dict[str, bytes | str]:
    """Every entry under ``root``: a file's bytes, a link's target."""
    found: dict[str, bytes | str] = {}
    for path in sorted(Path(root).rglob("*")):
        name = path.relative_to(root).as_posix()
        if path.is_symlink():
            found[name] = "-> " + os.readlink(path)
        elif path.is_file():
            found[name] = path.read_bytes()
    return found


def can_mount() -> str | None:
    """None where a tmpfs can be mounted in a private mount namespace, else why not."""
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        return "no unshare(1) or mount(8) on this machine"
    probe = subprocess.run(
        ["unshare", "-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"],
        capture_output=True,
        text=True,
    )
    if probe.returncode != 0:
        return f"cannot mount a tmpfs here: {probe.stderr.strip() or probe.returncode}"
    return None


FULL_DISK = r"""
mount="$1"; size="$2"; free="$3"; keep="$4"; shift 4
mount -t tmpfs -o "size=$size" tmpfs "$mount" || exit 97
dd if=/dev/zero of="$mount/.filler" bs=4096 2>/dev/null
[ "$free" -gt 0 ] && truncate -s "-$free" "$mount/.filler"
"$@"; code=$?
[ -e "$mount/out" ] && cp -a "$mount/out" "$keep"
exit $code
"""


def on_full_tmpfs(mount: Path, size: str, free: int, keep: Path) -> tuple[str, ...]:
    """A command prefix: the command runs with a ``size`` tmpfs at ``mount``, filled
    but for ``free`` bytes, in a mount namespace of its own (nothing outside sees
    it); ``mount/out`` is copied to ``keep`` afterwards, for the test to look at."""
    return ("unshare", "-rm", "sh", "-c", FULL_DISK, "sh", str(mount), size, str(free), str(keep))
