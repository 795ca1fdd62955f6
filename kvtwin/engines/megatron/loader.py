"""Finding and importing megatron-core, and what its code does.

* **Where it comes from** (:mod:`kvtwin.core.engine_load`): a source tree named by
  ``--engine-path`` or ``KVTWIN_MEGATRON_PATH`` (a Megatron-LM checkout or an
  unpacked wheel: the folder that holds ``megatron/``), first on ``sys.path``, else
  the installed ``megatron-core``. Where the package import fails (from 0.18
  ``megatron/core/__init__`` imports triton) the allocator module is imported under
  stand-in parent packages whose ``__path__`` is the real folder (with its
  ``inference.config`` enum); the allocator-level targets need no more. Reports
  name the tree's own version (its wheel metadata, else ``package_info``), its git
  commit and its location, never the installed distribution's. Nothing loads
  until the first target is built.
* **What differs between generations** is detected from the loaded code, never
  from the version number: the constructor's parameters by name (``total_count``
  and ``total_avail`` up to 0.19, ``pool_size`` and ``pool_avail`` from
  Megatron-LM #5995), whether ``register_kv_block_hashes`` takes ``parent_hashes``
  (0.19 on) and is idempotent (a probe: #5995 on), whether the constructor places
  its tensors on ``torch.cuda.current_device()`` (0.17), and whether the LRU
  allocator keeps parent links (0.19 on).
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import sys
import types
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from kvtwin.core.cuda_on_cpu import cuda_current_device
from kvtwin.core.engine_load import (
    Facts,
    LoadOnce,
    Source,
    forget_modules,
    installed_version,
    stand_in_packages,
    tree_facts,
    tree_first,
)
from kvtwin.core.errors import TargetUnavailable
from kvtwin.engines.megatron.runtime import allocator as alloc

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


@dataclass
class MegatronRelease(Facts):
    """One loaded megatron-core, and what its allocator code does (detected)."""

    allocator_class: type = object
    policy_enum: Any = None
    """The eviction-policy enum (the constructor default's type)."""
    constructor_parameters: tuple[str, ...] = ()
    register_takes_parent_hashes: bool = False
    places_tensors_on_cuda_device: bool = False
    """The constructor calls torch.cuda.current_device() (0.17)."""
    lru_tracks_parents: bool = False
    """The LRU allocator keeps block_parent_id / block_child_count (0.19 on)."""
    size_attr: str = "total_count"
    """The pool's size, dummy included: ``total_count``, or ``pool_size`` from #5995."""
    avail_attr: str = "total_avail"
    register_idempotent: bool = False
    """Registering a block again under its own hash changes nothing (probed)."""
    notes: list[str] = field(default_factory=list)

    @property
    def api(self) -> str:
        """The API generation its code shows, in a few words."""
        names = f"{self.size_attr}/{self.avail_attr}"
        return names + (", idempotent register" if self.register_idempotent else "")

    def policy(self, name: str) -> Any:
        return self.policy_enum(name)

    def describe(self) -> dict[str, Any]:
        """The facts a report prints about this release."""
        return {
            **super().describe(),
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


def _load(source: Source) -> MegatronRelease:
    """The megatron-core of ``source``, its allocator inspected and probed."""
    if source.tree is not None:
        root = tree_first(
            source,
            "megatron/core/inference/contexts",
            "a Megatron-LM checkout or an unpacked megatron-core wheel",
        )
        already = sys.modules.get("megatron")
        if already is not None and str(root / "megatron") not in list(
            getattr(already, "__path__", [])
        ):
            raise TargetUnavailable(f"another megatron is already imported: {already!r}")
    else:
        root = _installed_root()
    notes: list[str] = []
    try:
        module = importlib.import_module(ALLOCATOR_MODULE)
        how = "imported as a package"
    except Exception as error:  # megatron/core/__init__ pulls in triton, apex, ...
        notes.append(
            f"the package import failed ({type(error).__name__}: {error}); the allocator "
            "module was imported under stand-in parent packages instead"
        )
        forget_modules("megatron")
        stand_in_packages(str(root), STAND_IN_PACKAGES)
        try:
            module = importlib.import_module(ALLOCATOR_MODULE)
        except Exception as inner:
            forget_modules("megatron")
            raise TargetUnavailable(
                f"{source.named if source.tree else DISTRIBUTION}: cannot import the "
                f"allocator ({type(inner).__name__}: {inner})"
            ) from inner
        how = "allocator module under stand-in parent packages"
    commit, modified, where = tree_facts(source, ("megatron",))
    version = _tree_version(root) if source.tree else installed_version(DISTRIBUTION, "megatron")
    if version == "unknown":
        version = _package_info_version()
    release = MegatronRelease(version, str(root), f"{where}, {how}", commit, modified, notes=notes)
    return _inspect(release, module)


load_release = LoadOnce(DISTRIBUTION, ENV_PATH, _load)
"""The megatron-core this process checks (loaded at the first target built): the
installed release, or the tree ``--engine-path`` or ``KVTWIN_MEGATRON_PATH``
names; ``TargetUnavailable`` where there is none."""


def _installed_root() -> Path:
    """The folder above the installed ``megatron/``."""
    try:
        spec = importlib.util.find_spec("megatron")
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise TargetUnavailable(
            f"megatron-core is not importable in this Python ({sys.version.split()[0]}); "
            "install it (megatron-core needs Python >= 3.12: see 'nox -s peers') or set "
            f"{ENV_PATH} to a Megatron-LM checkout or an unpacked megatron-core wheel"
        )
    return Path(next(iter(spec.submodule_search_locations))).parent


def _tree_version(root: Path) -> str:
    """From the wheel's ``*.dist-info/METADATA`` beside ``megatron/``, else package_info."""
    for info in sorted(root.glob("megatron_core-*.dist-info/METADATA")):
        for line in info.read_text(errors="replace").splitlines():
            if line.startswith("Version:"):
                return line.split(":", 1)[1].strip()
    return _package_info_version()


def _package_info_version() -> str:
    try:
        return str(importlib.import_module("megatron.core.package_info").__version__)
    except Exception:
        return "unknown"


def _inspect(release: MegatronRelease, module: types.ModuleType) -> MegatronRelease:
    version = release.version
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
    missing = set(POLICIES) - {m.value for m in policy_enum}
    if missing:
        raise TargetUnavailable(f"megatron-core {version}: policies {sorted(missing)} unknown")
    release.allocator_class, release.policy_enum = cls, policy_enum
    release.constructor_parameters = tuple(p for p in parameters if p != "self")
    register = inspect.signature(cls.register_kv_block_hashes).parameters
    release.register_takes_parent_hashes = "parent_hashes" in register
    calls: list[str] = []  # a 2-block LRU allocator shows what its constructor does
    with cuda_current_device("cpu", calls):
        probe = new_allocator(release, alloc.ContextStandIn(), 2, "lru")
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
        probe = new_allocator(release, alloc.ContextStandIn(), 4, "lru")
        parent, child = alloc.allocate_blocks(probe, 2)
        probe.register_kv_block_hashes([parent, child], [10, 20], parent_hashes=[0, 10])
        probe.register_kv_block_hashes([child], [20], parent_hashes=[10])
    return int(probe.block_child_count[parent]) == 1


def new_allocator(release: MegatronRelease, context: Any, num_blocks: int, policy: str) -> Any:
    """``KVBlockAllocator(context, ...)`` of this release; TargetUnavailable where its
    constructor needs arguments the adapter does not know."""
    unknown = alloc.unknown_arguments(release.allocator_class)
    if unknown:
        raise TargetUnavailable(
            f"megatron-core {release.version}: KVBlockAllocator needs arguments the adapter "
            f"does not know: {unknown}"
        )
    return alloc.new_allocator(release.allocator_class, context, num_blocks, release.policy(policy))
