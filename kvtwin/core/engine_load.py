"""Loading an outside engine's code: the installed release, or a source tree the user
named, once per process, and what exactly was loaded.

Every engine's loader is a function of a :class:`Source` (``source_of``: the
tree ``--engine-path NAME=DIR`` or ``$KVTWIN_<NAME>_PATH`` names, else the
installed release) wrapped in :class:`LoadOnce`, which loads at the first target
built, keeps the result for the process, and refuses a second, different source
beside the first (an engine's modules can be imported only once). The pieces a
loader is made of live here too: putting a tree first on ``sys.path`` after
checking it holds the engine's package, importing a module or saying clearly
why it cannot be (``TargetUnavailable``, exit 2 at the CLI), importing a module
under stand-in parent packages (whose ``__init__`` needs a GPU library), and the
facts reports print (version, git commit, files changed since, location).
Reports name what was loaded, never the installed distribution's version.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import os
import sys
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from kvtwin.core.engines import engine_path, git_commit, git_modified, path_named_by
from kvtwin.core.errors import TargetUnavailable

Loaded = TypeVar("Loaded")


@dataclass(frozen=True)
class Source:
    """Where an engine's code comes from."""

    engine: str
    env: str
    tree: Path | None
    """A source tree (the folder that holds the engine's package); None: the installed
    release."""

    @property
    def named(self) -> str:
        """How the user named the tree, for messages (``--engine-path DIR``, ``ENV=DIR``)."""
        return path_named_by(self.engine, self.env)

    @property
    def key(self) -> str:
        return f"path:{self.tree.resolve()}" if self.tree is not None else "installed"


def source_of(engine: str, env: str) -> Source:
    return Source(engine, env, engine_path(engine, env))


@dataclass
class Facts:
    """What was loaded, as reports print it; an engine's loaded release extends it."""

    version: str
    location: str
    origin: str
    commit: str | None = None
    modified: list[str] = field(default_factory=list)
    """Files of the tree's package that differ from ``commit``."""

    def describe(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "commit": self.commit,
            "modified_files": list(self.modified),
            "origin": self.origin,
            "location": self.location,
        }


class LoadOnce(Generic[Loaded]):
    """``load(source)`` at the first call, its result for the rest of the process;
    a different source after that is a TargetUnavailable naming both."""

    def __init__(self, engine: str, env: str, load: Callable[[Source], Loaded]) -> None:
        self.engine, self.env, self.load = engine, env, load
        self.loaded: dict[str, Loaded] = {}

    def __call__(self) -> Loaded:
        source = source_of(self.engine, self.env)
        if source.key not in self.loaded:
            if self.loaded:
                (key, first), = self.loaded.items()
                where = getattr(first, "location", key)
                raise TargetUnavailable(
                    f"{self.engine} from {where} is already loaded in this process; another "
                    f"({source.key}) cannot be loaded beside it"
                )
            self.loaded[source.key] = self.load(source)
        return self.loaded[source.key]

    def forget(self) -> None:
        """Tests that load toy engines from folders of their own start afresh."""
        self.loaded.clear()


def tree_first(source: Source, marker: str, what: str) -> Path:
    """The source tree, checked to hold ``marker`` (a folder of the engine's
    package: ``vllm/v1/core``), put first on ``sys.path``; a TargetUnavailable
    naming how the user named it otherwise."""
    assert source.tree is not None
    root = source.tree.resolve()
    if not root.exists():
        raise TargetUnavailable(f"{source.named}: no such folder")
    if not (root / marker).is_dir():
        raise TargetUnavailable(f"{source.named}: expected {what} (the folder holding {marker}/)")
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return root


def import_module(name: str, why_not: str) -> types.ModuleType:
    """``name`` imported; a TargetUnavailable saying what failed and ``why_not``
    (how to get the engine) where it cannot be."""
    try:
        return importlib.import_module(name)
    except ImportError as error:
        raise TargetUnavailable(f"{name} is not importable here ({error}); {why_not}") from error


def installed_version(distribution: str, package: str) -> str:
    """The installed distribution's version, else the package's ``__version__``."""
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        module = sys.modules.get(package)
        return str(getattr(module, "__version__", "unknown"))


def tree_facts(source: Source, package_dirs: Sequence[str]) -> tuple[str | None, list[str], str]:
    """A tree's git commit, the files of its package changed since, and a phrase
    saying what it is (for the report's ``origin``)."""
    if source.tree is None:
        return None, [], "the installed release"
    root = source.tree.resolve()
    commit = git_commit(root)
    modified = git_modified(root, package_dirs) if commit else []
    what = f"the tree at commit {commit[:12]}" if commit else "a source tree or unpacked wheel"
    if modified:
        what += f" with {len(modified)} files under {'/'.join(package_dirs)}/ changed since"
    return commit, modified, f"{what} named by {source.named}"


def stand_in_packages(root: str, names: Sequence[str]) -> None:
    """Empty parent packages whose ``__path__`` is the real folder under ``root``:
    Python then finds the real submodules below them without running the
    packages' own ``__init__`` (which may import a GPU-only library)."""
    for name in names:
        package = types.ModuleType(name)
        package.__path__ = [os.path.join(root, *name.split("."))]
        package.__package__ = name
        sys.modules[name] = package


def forget_modules(prefix: str) -> None:
    """Every imported module of package ``prefix``, forgotten (a failed import
    leaves half-initialised ones behind)."""
    for name in [n for n in sys.modules if n == prefix or n.startswith(prefix + ".")]:
        del sys.modules[name]
