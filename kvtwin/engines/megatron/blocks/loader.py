"""Finding and importing megatron-core's ``KVBlockAllocator``, and what its code does.

* **Where it comes from.** A source tree named by ``--engine-path`` or
  ``KVTWIN_MEGATRON_PATH`` (a Megatron-LM checkout, an unpacked wheel: the
  folder that holds ``megatron/``, or a ``.whl``), else the installed
  ``megatron-core``. A tree goes first on ``sys.path``; where the package import
  fails (from 0.18 ``megatron/core/__init__`` imports triton) the loader
  registers empty stand-in parent packages whose ``__path__`` is the real folder
  and imports only ``...inference.contexts.kv_block_allocator`` (and its
  ``inference.config`` enum). Reports name the tree's own version
  (``package_info``), its git commit and its location, never the installed
  distribution's. Nothing loads until the first target is built.
* **What differs between generations** is detected from the loaded code, never
  from the version number: the constructor's parameters by name (``total_count``
  and ``total_avail`` up to 0.19, ``pool_size`` and ``pool_avail`` from
  Megatron-LM #5995), whether ``register_kv_block_hashes`` takes
  ``parent_hashes`` (0.19 on) and is idempotent (a probe: #5995 on), whether the
  constructor places its tensors on ``torch.cuda.current_device()`` (0.17), and
  whether the LRU allocator keeps parent links (0.19 on).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.metadata
import importlib.util
import inspect
import os
import sys
import types
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

import torch

from kvtwin.core.engines import engine_path, git_commit, git_modified, path_named_by
from kvtwin.core.errors import TargetUnavailable

ENV_PATH = "KVTWIN_MEGATRON_PATH"
DISTRIBUTION = "megatron-core"
ALLOCATOR_MODULE = "megatron.core.inference.contexts.kv_block_allocator"
STAND_IN_PACKAGES = (
    "megatron",
    "megatron.core",
    "megatron.core.inference",
    "megatron.core.inference.contexts",
)
POLICIES = ("lru", "ref_zero")


class InferenceContextStandIn:
    """The part of ``DynamicInferenceContext`` that the allocator's op paths read.

    ``update_timestamps`` (called by allocate, and by the context on a prefix
    hit) stamps blocks with ``prefix_cache_lru_clock``. The request tables that
    ``get_*_used``/``__str__`` read are left out: no verb of the op interface
    uses them.
    """

    __slots__ = ("prefix_cache_lru_clock",)

    def __init__(self) -> None:
        self.prefix_cache_lru_clock = 0


@dataclass
class MegatronRelease:
    """One loaded megatron-core, and what its allocator code does (detected)."""

    version: str
    origin: str  # how it was imported, for reports
    location: str  # the folder (or wheel) the allocator module came from
    allocator_class: type
    policy_enum: type[Enum]
    constructor_parameters: tuple[str, ...]
    register_takes_parent_hashes: bool
    places_tensors_on_cuda_device: bool  # constructor calls torch.cuda.current_device()
    lru_tracks_parents: bool  # LRU allocator keeps block_parent_id / block_child_count
    size_attr: str = "total_count"
    """The pool's size, dummy included: ``total_count``, or ``pool_size`` from #5995."""
    avail_attr: str = "total_avail"
    """The free stack's top: ``total_avail``, or ``pool_avail`` from #5995."""
    register_idempotent: bool = False
    """Registering a block again under its own hash changes nothing (probed)."""
    commit: str | None = None
    modified: list[str] = field(default_factory=list)
    """Files of the tree's package that differ from ``commit``."""
    notes: list[str] = field(default_factory=list)

    @property
    def api(self) -> str:
        """The API generation its code shows, in a few words."""
        names = f"{self.size_attr}/{self.avail_attr}"
        return names + (", idempotent register" if self.register_idempotent else "")

    def describe(self) -> dict[str, Any]:
        """The facts a report prints about this release."""
        return {
            "version": self.version,
            "commit": self.commit,
            "modified_files": self.modified,
            "origin": self.origin,
            "location": self.location,
            "api": self.api,
            "constructor_parameters": list(self.constructor_parameters),
            "register_takes_parent_hashes": self.register_takes_parent_hashes,
            "places_tensors_on_cuda_current_device": self.places_tensors_on_cuda_device,
            "lru_tracks_parents": self.lru_tracks_parents,
            "lru_eviction": (
                "leaf-peel over block_parent_id/block_child_count"
                if self.lru_tracks_parents
                else "oldest stamp first over all cached blocks (no parent links)"
            ),
            "retain": "context pattern: block_ref_counts[ids] += 1, then update_timestamps(ids)",
            "notes": list(self.notes),
        }


_LOADED: dict[str, MegatronRelease] = {}


def load_release() -> MegatronRelease:
    """The megatron-core this process can use; ``TargetUnavailable`` if none.

    A source tree (``--engine-path``, ``KVTWIN_MEGATRON_PATH``) wins over an
    installed package. The first load is cached for the process (megatron's
    modules can be imported only once)."""
    tree = engine_path(DISTRIBUTION, ENV_PATH)
    path = str(tree) if tree is not None else ""
    key = f"path:{path}" if path else "installed"
    if key not in _LOADED:
        if _LOADED:
            loaded = next(iter(_LOADED.values()))
            raise TargetUnavailable(
                f"megatron-core {loaded.version} from {loaded.location} is already loaded in "
                f"this process; another ({key}) cannot be loaded beside it"
            )
        _LOADED[key] = _load_from_path(Path(path)) if path else _load_installed()
    return _LOADED[key]


def _load_installed() -> MegatronRelease:
    try:
        spec = importlib.util.find_spec("megatron")
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise TargetUnavailable(
            f"megatron-core is not importable in this Python ({sys.version.split()[0]}); "
            "install it (megatron-core needs Python >= 3.12: see 'nox -s peers') or set "
            f"{ENV_PATH} to an unpacked megatron-core wheel"
        )
    notes: list[str] = []
    try:
        module = importlib.import_module(ALLOCATOR_MODULE)
        origin = "installed package, imported as a package"
    except Exception as error:  # megatron/core/__init__ pulls in triton, apex, ...
        notes.append(
            f"the package import failed ({type(error).__name__}: {error}); the allocator "
            "module was imported under stand-in parent packages instead"
        )
        root = Path(next(iter(spec.submodule_search_locations))).parent
        _forget_megatron_modules()
        module = _import_with_stand_ins(str(root))
        origin = "installed package, allocator module under stand-in parent packages"
    version = _installed_version()
    return _inspect_release(module, version, origin, _module_location(module), notes)


def _load_from_path(path: Path) -> MegatronRelease:
    """A source tree (a Megatron-LM checkout or an unpacked wheel: a folder holding
    ``megatron/``) or a ``.whl`` file, first on ``sys.path``."""
    named = path_named_by(DISTRIBUTION, ENV_PATH)
    if not path.exists():
        raise TargetUnavailable(f"{named}: no such file or folder")
    root = str(path.resolve())
    inner = os.path.join(root, "megatron", "core", "inference", "contexts")
    if path.is_dir() and not os.path.isdir(inner):
        raise TargetUnavailable(
            f"{named}: expected a Megatron-LM checkout or an unpacked megatron-core "
            "wheel, the folder that holds megatron/core/inference/contexts/"
        )
    already = sys.modules.get("megatron")
    if already is not None and os.path.join(root, "megatron") not in list(
        getattr(already, "__path__", [])
    ):
        raise TargetUnavailable(f"another megatron is already imported: {already!r}")
    sys.path.insert(0, root)  # the engine level imports the serving modules from here too
    notes: list[str] = []
    try:
        module = importlib.import_module(ALLOCATOR_MODULE)
        how = "imported as a package"
    except Exception as error:  # megatron/core/__init__ pulls in triton, apex, ...
        notes.append(
            f"the package import failed ({type(error).__name__}: {error}); the allocator "
            "module was imported under stand-in parent packages instead"
        )
        _forget_megatron_modules()
        try:
            module = _import_with_stand_ins(root)
        except Exception as inner_error:
            _forget_megatron_modules()
            raise TargetUnavailable(
                f"{named}: cannot import the allocator "
                f"({type(inner_error).__name__}: {inner_error})"
            ) from inner_error
        how = "allocator module under stand-in packages"
    commit = git_commit(Path(root))
    modified = git_modified(Path(root), ("megatron",)) if commit else []
    kind = "a git checkout" if commit else "a source tree or unpacked wheel"
    if modified:
        kind += f" with {len(modified)} files under megatron/ changed since its commit"
    origin = f"{kind} named by --engine-path or {ENV_PATH}, {how}"
    release = _inspect_release(module, _tree_version(root), origin, root, notes)
    release.commit = commit
    release.modified = modified
    return release


def _import_with_stand_ins(root: str) -> types.ModuleType:
    """Import the allocator module without running megatron's package ``__init__``s.

    Each parent package is an empty module whose ``__path__`` is the real folder
    (inside a zip too, for a ``.whl``), so Python finds the real submodules below
    it; ``megatron.core.inference.config`` (the eviction-policy enum) and the
    allocator module are megatron-core's own files, imported unchanged.
    """
    for name in STAND_IN_PACKAGES:
        package = types.ModuleType(name)
        package.__path__ = [os.path.join(root, *name.split("."))]
        package.__package__ = name
        sys.modules[name] = package
    return importlib.import_module(ALLOCATOR_MODULE)


def _forget_megatron_modules() -> None:
    for name in [n for n in sys.modules if n == "megatron" or n.startswith("megatron.")]:
        del sys.modules[name]


def _installed_version() -> str:
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return _package_info_version()


def _tree_version(root: str) -> str:
    """From the wheel's ``*.dist-info/METADATA`` beside ``megatron/``, else package_info."""
    if os.path.isdir(root):
        for info in sorted(Path(root).glob("megatron_core-*.dist-info/METADATA")):
            for line in info.read_text(errors="replace").splitlines():
                if line.startswith("Version:"):
                    return line.split(":", 1)[1].strip()
    return _package_info_version()


def _package_info_version() -> str:
    try:
        return str(importlib.import_module("megatron.core.package_info").__version__)
    except Exception:
        return "unknown"


def _module_location(module: types.ModuleType) -> str:
    file = getattr(module, "__file__", None) or ""
    # .../megatron/core/inference/contexts/kv_block_allocator.py -> the folder above megatron/
    return str(Path(file).parents[4]) if file else "unknown"


def _inspect_release(
    module: types.ModuleType, version: str, origin: str, location: str, notes: list[str]
) -> MegatronRelease:
    cls = getattr(module, "KVBlockAllocator", None)
    if cls is None:
        raise TargetUnavailable(
            f"megatron-core {version}: {ALLOCATOR_MODULE} lacks KVBlockAllocator"
        )
    parameters = inspect.signature(cls.__init__).parameters
    policy_parameter = parameters.get("prefix_caching_eviction_policy")
    if "enable_prefix_caching" not in parameters or policy_parameter is None:
        raise TargetUnavailable(
            f"megatron-core {version}: KVBlockAllocator has no prefix caching "
            f"(constructor parameters: {list(parameters)})"
        )
    # The parameter's default is an enum member; its type is the policy enum.
    policy_enum = type(policy_parameter.default)
    if not (isinstance(policy_enum, type) and issubclass(policy_enum, Enum)):
        raise TargetUnavailable(
            f"megatron-core {version}: cannot tell the eviction-policy enum from the "
            f"constructor default {policy_parameter.default!r}"
        )
    missing = {p.lower() for p in POLICIES} - {m.value for m in policy_enum}
    if missing:
        raise TargetUnavailable(f"megatron-core {version}: policies {sorted(missing)} unknown")
    register = inspect.signature(cls.register_kv_block_hashes).parameters
    release = MegatronRelease(
        version=version,
        origin=origin,
        location=location,
        allocator_class=cls,
        policy_enum=policy_enum,
        constructor_parameters=tuple(p for p in parameters if p != "self"),
        register_takes_parent_hashes="parent_hashes" in register,
        places_tensors_on_cuda_device=False,
        lru_tracks_parents=False,
        notes=notes,
    )
    # Probe: build a 2-block LRU allocator and see what its constructor does.
    calls: list[str] = []
    with cuda_current_device("cpu", calls):
        probe = construct_allocator(release, InferenceContextStandIn(), 2, "lru")
    release.places_tensors_on_cuda_device = bool(calls)
    release.lru_tracks_parents = hasattr(probe, "block_parent_id") and hasattr(
        probe, "block_child_count"
    )
    if "pool_size" in release.constructor_parameters:
        release.size_attr, release.avail_attr = "pool_size", "pool_avail"
    if release.lru_tracks_parents and release.register_takes_parent_hashes:
        release.register_idempotent = _registers_once(release)
    return release


def _registers_once(release: MegatronRelease) -> bool:
    """Whether registering a block again under its own hash leaves its parent's
    child count as it was (the chunked-prefill case Megatron-LM #5995 fixed)."""
    with cuda_current_device("cpu"):
        probe = construct_allocator(release, InferenceContextStandIn(), 4, "lru")
        parent, child = (int(b) for b in probe.allocate_memory_blocks(2).clone().tolist())
        probe.register_kv_block_hashes([parent, child], [10, 20], parent_hashes=[0, 10])
        probe.register_kv_block_hashes([child], [20], parent_hashes=[10])
    return int(probe.block_child_count[parent]) == 1


@contextlib.contextmanager
def cuda_current_device(answer: str, calls: list[str] | None = None) -> Iterator[None]:
    """While active, ``torch.cuda.current_device()`` answers ``answer`` (and is counted).

    megatron-core 0.17 creates the allocator's tensors on
    ``torch.cuda.current_device()`` in ``__init__`` and again in ``reset()``;
    on ``--device cpu`` that call has to name the CPU."""
    original = torch.cuda.current_device

    def current_device() -> str:
        if calls is not None:
            calls.append(answer)
        return answer

    torch.cuda.current_device = current_device  # type: ignore[assignment]
    try:
        yield
    finally:
        torch.cuda.current_device = original  # type: ignore[assignment]


def construct_allocator(
    release: MegatronRelease, context: InferenceContextStandIn, num_blocks: int, policy: str
) -> Any:
    """``KVBlockAllocator(context, ...)`` with the arguments this release's constructor names."""
    values = {
        "total_count": num_blocks,
        "paused_count": 0,  # accounting only: no verb reads it
        "pool_size": num_blocks,  # the names from Megatron-LM #5995 on
        "paused_limit": 0,
        "enable_prefix_caching": True,
        "prefix_caching_eviction_policy": release.policy_enum(policy),
    }
    parameters = inspect.signature(release.allocator_class.__init__).parameters
    names = [p for p in parameters if p != "self"]
    kwargs = {name: values[name] for name in names[1:] if name in values}
    unknown = [
        p.name
        for p in parameters.values()
        if p.name not in ("self", names[0], *kwargs) and p.default is inspect.Parameter.empty
    ]
    if unknown:
        raise TargetUnavailable(
            f"megatron-core {release.version}: KVBlockAllocator needs arguments the adapter "
            f"does not know: {unknown}"
        )
    return release.allocator_class(context, **kwargs)
