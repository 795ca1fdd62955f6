"""Finding SGLang's radix cache and allocator, and saying exactly what was loaded.

SGLang is imported only when an SGLang target is first built (the import takes
4-20 s). A source tree named by ``--engine-path sglang=DIR`` or
``KVTWIN_SGLANG_PATH`` (a checkout, whose package is ``python/sglang``, or a
folder holding ``sglang/``) goes first on ``sys.path``. Where torchvision is not
importable the stand-in (:mod:`.standin`) is installed first, and the facts say
so. What the code offers is probed, never read from the version: the cache's
verbs, and which tree cores build here (SGLang falls back from Rust to Python
silently, so each core is built once and its type checked).
"""

from __future__ import annotations

import inspect
import sys
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import kvtwin.engines.sglang.runtime as runtime
from kvtwin.core.engine_load import (
    Facts,
    LoadOnce,
    Source,
    installed_version,
    tree_facts,
    tree_first,
)
from kvtwin.core.errors import TargetUnavailable

DISTRIBUTION = "sglang"
ENV_PATH = "KVTWIN_SGLANG_PATH"
PACKAGE_DIRS = ("python/sglang/srt/mem_cache", "python/sglang/srt/managers")
CORES = {"rust": "RustUnifiedTreeCore", "python": "UnifiedTreeCore"}
"""``tree_core_backend`` -> the class SGLang builds for it when it does not fall back."""
VERBS = ("match_prefix", "insert", "lock", "unlock", "evict", "path_device_indices", "reset")


@dataclass
class SglangRelease(Facts):
    """One loaded SGLang and what its code offers."""

    api: SimpleNamespace = field(default_factory=SimpleNamespace)
    """Its allocator and cache classes (:func:`.runtime.sglang_api`)."""
    standin: str = "installed"
    cores: dict[str, str] = field(default_factory=dict)
    """Core asked for -> the class built (a fallback shows as the other class)."""

    def check_core(self, cache: Any, core: str) -> Any:
        """``cache``, if SGLang built it on ``core``; TargetUnavailable where it fell back."""
        built = type(cache.tree_core).__name__
        if built != CORES[core]:
            raise TargetUnavailable(
                f"sglang {self.version}: tree_core_backend={core!r} built {built} "
                f"(SGLang fell back; the {core} core cannot run here)"
            )
        return cache

    def describe(self) -> dict[str, Any]:
        return {
            **super().describe(),
            "api": "unified radix cache, resumable insert, receipt locks",
            "tree_cores": ", ".join(f"{k} -> {v}" for k, v in self.cores.items()),
            "torchvision": self.standin,
        }


def _load(source: Source) -> SglangRelease:
    if source.tree is not None:
        if (source.tree / "python" / "sglang").is_dir():  # a checkout: its package is python/
            source = Source(source.engine, source.env, source.tree / "python")
        tree_first(source, "sglang/srt/mem_cache", "an SGLang checkout (python/sglang/srt)")
    try:
        api = runtime.sglang_api()
    except Exception as error:  # any failure to import is "not here", with why
        raise TargetUnavailable(
            f"sglang is not importable here ({type(error).__name__}: {error}); "
            "`nox -s peers-sglang` builds a Python 3.11 venv with SGLang 0.5.23"
        ) from error
    cache_class = api.UnifiedRadixCache
    version = installed_version(DISTRIBUTION, "sglang") if source.tree is None else ""
    version = version or str(getattr(sys.modules.get("sglang"), "__version__", "unknown"))
    missing = [verb for verb in VERBS if not hasattr(cache_class, verb)]
    if missing:
        raise TargetUnavailable(f"sglang {version}: UnifiedRadixCache has no {missing}")
    commit, modified, where = tree_facts(source, PACKAGE_DIRS)
    origin = f"{where} of {DISTRIBUTION} (UnifiedRadixCache FULL over PagedTokenToKVPoolAllocator)"
    location = str(inspect.getsourcefile(cache_class) or cache_class)
    release = SglangRelease(version, location, origin, commit, modified, api, _torchvision())
    for core in CORES:
        try:
            release.check_core(runtime.new_cache(api, 2, 1, core, "lru")[1], core)
            release.cores[core] = CORES[core]
        except TargetUnavailable as unavailable:
            release.cores[core] = f"unavailable: {unavailable}"
    return release


def _torchvision() -> str:
    module = sys.modules.get("torchvision")
    if module is None or getattr(getattr(module, "__spec__", None), "origin", None):
        return "installed" if module else "not imported"
    if getattr(module, "__kvtwin_standin__", False):
        return "stand-in (kvtwin/engines/sglang/standin.py)"
    return "stand-in (one this Python installs at start-up: no file behind it)"


load_release = LoadOnce(DISTRIBUTION, ENV_PATH, _load)
"""The SGLang this process checks (loaded at the first target built): the installed
release, or the tree ``--engine-path sglang=DIR`` or ``KVTWIN_SGLANG_PATH`` names;
``TargetUnavailable`` where there is none."""
