"""Outside inference engines (megatron-core, vLLM, ...) as kvtwin knows them: where
their code comes from, what exactly was loaded, and which targets run it.

An engine package (``kvtwin/scenarios/blocks/targets/NAME/``, or a ``--plugin``)
registers an :class:`Engine`. Its loader asks :func:`engine_path` for a source
tree (``--engine-path [NAME=]DIR`` on any command, or ``$KVTWIN_<NAME>_PATH``;
none: the installed release) and says what it loaded: the tree's own version,
its git commit (:func:`git_commit`), its location and the API generation its
code shows. Reports name that, never the installed distribution's version.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import scenarios

FLAG = "--engine-path"
PATHS_ENV = "KVTWIN_ENGINE_PATHS"
"""``NAME=DIR`` entries (``DIR`` alone: any engine), as ``--engine-path`` set them;
kept in the environment so ``kvtwin fuzz``'s workers see them too."""

NONE_FOUND = "none found"


@dataclass(frozen=True)
class Cause:
    """A cause an engine package describes: its signature, the releases (``0.17``
    matches 0.17.x) and policies it was seen in, what breaks, and the upstream
    tracker reference."""

    signature: str
    releases: tuple[str, ...]
    policies: tuple[str, ...]
    what: str
    upstream: str


def describe_cause(
    causes: Sequence[Cause], version: str, policy: str | None, signature: str
) -> Cause:
    """The described cause for this release, policy and signature, or an undescribed one."""
    alike = [
        c for c in causes if c.signature == signature and (policy is None or policy in c.policies)
    ]
    for cause in alike:
        if any(version == r or version.startswith(r + ".") for r in cause.releases):
            return cause
    if alike:  # the same cause seen in other releases: its description, said so
        seen = ", ".join(alike[0].releases)
        return Cause(
            signature,
            (version,),
            alike[0].policies,
            f"{alike[0].what} (as seen in {seen})",
            alike[0].upstream,
        )
    return Cause(
        signature,
        (version,),
        (policy or "",),
        "not described yet: read the reproduction",
        NONE_FOUND,
    )


@dataclass(frozen=True)
class Engine:
    name: str
    """The distribution's name (``megatron-core``): reports and folders use it."""
    env: str
    """The environment variable that names a source tree of it."""
    targets: tuple[str, ...]
    """The targets that run its code: the allocator level, then the engine level."""
    describe: Callable[[], dict[str, Any]]
    """What is loaded (loading it): ``version``, ``commit``, ``location``, ``origin``,
    ``api``; a TargetUnavailable where it cannot be loaded here."""
    causes: Sequence[Cause] = ()
    """The causes its package describes (what breaks, the upstream reference)."""
    package_dirs: tuple[str, ...] = ()
    """The folders of its Python package in a source tree (``megatron``): what a
    bisection checks out of each commit."""


_ENGINES: dict[str, Engine] = {}


def register_engine(engine: Engine) -> Engine:
    _ENGINES[engine.name] = engine
    return engine


def engines() -> dict[str, Engine]:
    scenarios()  # engine packages register when their scenario is discovered
    return dict(sorted(_ENGINES.items()))


def engine_of(target: str) -> Engine | None:
    """The engine whose code ``target`` runs (None: kvtwin's own or the model)."""
    return next((e for e in engines().values() if target in e.targets), None)


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
