"""Where an outside engine's code comes from: the source tree ``--engine-path
[NAME=]DIR`` (on any command) or ``$KVTWIN_<NAME>_PATH`` names, else the
installed release; and what git says of a tree (its commit, the files changed
since). Engine records live in :mod:`kvtwin.core.engine_record`, loading in
:mod:`kvtwin.core.engine_load`.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence
from pathlib import Path

from kvtwin.core.errors import UsageError

FLAG = "--engine-path"
PATHS_ENV = "KVTWIN_ENGINE_PATHS"
"""``NAME=DIR`` entries (``DIR`` alone: any engine), as ``--engine-path`` set them;
kept in the environment so ``kvtwin fuzz``'s workers see them too."""

def set_engine_paths(values: Sequence[str]) -> None:
    """``--engine-path`` values: ``NAME=DIR`` or ``DIR`` (for whichever engine the
    command builds); each folder must exist."""
    entries = dict(_parse(os.environ.get(PATHS_ENV, "")))
    for value in values:
        name, _, folder = value.rpartition("=") if "=" in value else ("", "", value)
        path = Path(folder).expanduser()
        if not path.is_dir():
            raise UsageError(f"{FLAG} {value}: {path} is not a folder")
        entries[name] = str(path.resolve())
    os.environ[PATHS_ENV] = ",".join(f"{k}={v}" for k, v in entries.items())


def engine_path(name: str, env: str) -> Path | None:
    """The source tree to load engine ``name`` from: ``--engine-path NAME=DIR``, then
    ``--engine-path DIR``, then ``$ENV``; None for the installed release."""
    entries = dict(_parse(os.environ.get(PATHS_ENV, "")))
    chosen = entries.get(name) or entries.get("") or os.environ.get(env)
    return Path(chosen) if chosen else None


def path_named_by(name: str, env: str) -> str:
    """How the user named engine ``name``'s source tree, for messages:
    ``--engine-path DIR`` or ``ENV=DIR``."""
    entries = dict(_parse(os.environ.get(PATHS_ENV, "")))
    chosen = entries.get(name) or entries.get("")
    return f"{FLAG} {chosen}" if chosen else f"{env}={os.environ.get(env, '')}"


def named_in(argv: Sequence[str]) -> list[str]:
    """The values ``--engine-path X`` (or ``--engine-path=X``) names in ``argv``."""
    names = []
    for position, word in enumerate(argv):
        if word == FLAG and position + 1 < len(argv):
            names.append(argv[position + 1])
        elif word.startswith(FLAG + "="):
            names.append(word.split("=", 1)[1])
    return names


def git_commit(path: Path) -> str | None:
    """The commit of the git work tree whose top level is ``path`` (None for a folder
    that is not one: an unpacked wheel inside some other repository is not at that
    repository's commit)."""
    top = _git(path, "rev-parse", "--show-toplevel")
    if top is None or Path(top.strip()).resolve() != path.resolve():
        return None
    commit = (_git(path, "rev-parse", "HEAD") or "").strip()
    return commit if len(commit) == 40 else None


def git_modified(path: Path, package_dirs: Sequence[str]) -> list[str]:
    """The files under ``package_dirs`` of the work tree at ``path`` that differ from
    its commit (changed, added or untracked): a report naming the commit says so."""
    listed = _git(path, "status", "--porcelain", "--", *package_dirs)
    return [line[3:] for line in (listed or "").splitlines() if len(line) > 3]


def _git(path: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(
            ["git", "-C", str(path), *args], capture_output=True, text=True, timeout=30
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout if done.returncode == 0 else None


def _parse(text: str) -> list[tuple[str, str]]:
    pairs = []
    for entry in filter(None, text.split(",")):
        name, _, folder = entry.rpartition("=")
        pairs.append((name, folder))
    return pairs
