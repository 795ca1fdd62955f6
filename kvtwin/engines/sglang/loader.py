"""Finding SGLang's radix cache and allocator, and saying exactly what was loaded.

SGLang is imported lazily, only when an SGLang target is first built (the import
takes 10-20 s). A source tree named by ``--engine-path`` or ``KVTWIN_SGLANG_PATH``
(a checkout of the repository, whose package is ``python/sglang``, or a folder
holding ``sglang/``) goes first on ``sys.path``. Where torchvision is not
importable the stand-in (``standin.py``) is installed first, and the
description says so. What the code offers is probed, never read from the
version: the cache's verbs, and which tree cores build here (SGLang falls back
from Rust to Python silently, so each core is built once and its type checked).
"""

from __future__ import annotations

import importlib
import importlib.metadata
import inspect
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from kvtwin.core.engines import engine_path, git_commit, git_modified, path_named_by
from kvtwin.core.errors import TargetUnavailable
from kvtwin.scenarios.blocks.targets.sglang.standin import install as install_standin

DISTRIBUTION = "sglang"
ENV_PATH = "KVTWIN_SGLANG_PATH"
PACKAGE_DIRS = ("python/sglang/srt/mem_cache", "python/sglang/srt/managers")
CORES = {"rust": "RustUnifiedTreeCore", "python": "UnifiedTreeCore"}
"""``tree_core_backend`` -> the class SGLang builds for it when it does not fall back."""
MODULES = {
    "allocator": "sglang.srt.mem_cache.allocator",
    "params": "sglang.srt.mem_cache.base_prefix_cache",
    "init": "sglang.srt.mem_cache.cache_init_params",
    "pools": "sglang.srt.mem_cache.memory_pool",
    "keys": "sglang.srt.mem_cache.radix_cache",
    "components": "sglang.srt.mem_cache.unified_cache.component_type",
    "cache": "sglang.srt.mem_cache.unified_radix_cache",
}
VERBS = ("match_prefix", "insert", "lock", "unlock", "evict", "path_device_indices", "reset")


@dataclass
class SglangRelease:
    """One loaded SGLang and what its code offers."""

    version: str
    location: str
    modules: dict[str, ModuleType]
    standin: bool
    cores: dict[str, str] = field(default_factory=dict)
    """Core asked for -> the class built (a fallback shows as the other class)."""
    commit: str | None = None
    modified: list[str] = field(default_factory=list)

    def module(self, name: str) -> ModuleType:
        return self.modules[name]

    def build(self, num_pages: int, page_size: int, core: str, policy: str = "lru") -> Any:
        """A fresh ``(allocator, cache)``: ``num_pages`` pages of ``page_size`` tokens
        (page 0 is the padding page), the cache's FULL component on ``core``."""
        import torch

        alloc = self.module("allocator").PagedTokenToKVPoolAllocator(
            num_pages * page_size, page_size, torch.float16, "cpu", None, False
        )
        rows = self.module("pools").ReqToTokenPool(1, 8, "cpu", False)
        full = self.module("components").ComponentType.FULL
        params = self.module("init").CacheInitParams(
            disable=policy == "disabled",
            req_to_token_pool=rows,
            token_to_kv_pool_allocator=alloc,
            page_size=page_size,
            tree_components=(full,),
            tree_core_backend=core,
            eviction_policy="lru" if policy == "disabled" else policy,
        )
        cache = self.module("cache").UnifiedRadixCache(params)
        built = type(cache.tree_core).__name__
        if built != CORES[core]:
            raise TargetUnavailable(
                f"sglang {self.version}: tree_core_backend={core!r} built {built} "
                f"(SGLang fell back; the {core} core cannot run here)"
            )
        return alloc, cache

    def describe(self) -> dict[str, Any]:
        where = f"the tree at commit {self.commit[:12]}" if self.commit else "the installed"
        if self.modified:
            where += f" with {len(self.modified)} files changed since,"
        cores = ", ".join(f"{k} -> {v}" for k, v in self.cores.items())
        return {
            "version": self.version,
            "commit": self.commit,
            "modified_files": self.modified,
            "origin": f"{where} {DISTRIBUTION} (UnifiedRadixCache FULL over "
            "PagedTokenToKVPoolAllocator)",
            "location": self.location,
            "api": "unified radix cache, resumable insert, receipt locks",
            "tree_cores": cores,
            "torchvision": _torchvision() if self.standin else "installed",
        }


def _torchvision() -> str:
    module = sys.modules.get("torchvision")
    if getattr(module, "__kvtwin_standin__", False):
        return "stand-in (kvtwin/scenarios/blocks/targets/sglang/standin.py)"
    return "stand-in (one this Python installs at start-up: no file behind it)"


_LOADED: dict[str, SglangRelease] = {}


def load_release() -> SglangRelease:
    """The SGLang this Python imports; ``TargetUnavailable`` where it cannot."""
    if "release" in _LOADED:
        return _LOADED["release"]
    tree = engine_path(DISTRIBUTION, ENV_PATH)
    if tree is not None:
        package_root = tree / "python" if (tree / "python" / "sglang").is_dir() else tree
        if not (package_root / "sglang" / "srt" / "mem_cache").is_dir():
            named = path_named_by(DISTRIBUTION, ENV_PATH)
            raise TargetUnavailable(f"{named}: expected an SGLang checkout (python/sglang/srt)")
        sys.path.insert(0, str(package_root))
    os.environ.setdefault("RUST_BACKTRACE", "0")  # a Rust panic is a finding, not 30 lines
    standin = install_standin()
    modules = {}
    for name, path in MODULES.items():
        try:
            modules[name] = importlib.import_module(path)
        except Exception as error:  # any failure to import is "not here", with why
            raise TargetUnavailable(
                f"sglang is not importable here ({type(error).__name__}: {error}); "
                "`nox -s peers-sglang` builds a Python 3.11 venv with SGLang 0.5.23"
            ) from error
    cache_class = modules["cache"].UnifiedRadixCache
    missing = [verb for verb in VERBS if not hasattr(cache_class, verb)]
    version = _version(tree)
    if missing:
        raise TargetUnavailable(f"sglang {version}: UnifiedRadixCache has no {missing}")
    release = SglangRelease(
        version, str(inspect.getsourcefile(cache_class) or cache_class), modules, standin
    )
    for core in CORES:
        try:
            release.build(2, 1, core)
            release.cores[core] = CORES[core]
        except TargetUnavailable as unavailable:
            release.cores[core] = f"unavailable: {unavailable}"
    release.commit = git_commit(tree) if tree is not None else None
    release.modified = git_modified(tree, PACKAGE_DIRS) if release.commit and tree else []
    _LOADED["release"] = release
    return release


def _version(tree: Path | None) -> str:
    if tree is None:
        try:
            return importlib.metadata.version(DISTRIBUTION)
        except importlib.metadata.PackageNotFoundError:
            pass
    sglang = importlib.import_module("sglang")
    return str(getattr(sglang, "__version__", "unknown"))
