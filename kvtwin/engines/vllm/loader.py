"""Finding vLLM's ``BlockPool`` and what the installed release's code does.

vLLM is imported lazily (the import takes 8-23 s and pulls in torch), only when
a ``vllm`` target is first built. What differs between releases is probed on a
throwaway pool, never read from the version number:

* **where a release puts a freed, uncached block** (``frees_to_head``): 0.24 and
  later put blocks without a hash at the *head* of the free queue (reused
  first) and cached blocks at the tail; 0.23 and earlier append every freed
  block at the tail. Each is a named flavour of the model
  (``model/eviction.py``), probed once with prefix caching on and once off;
* how the pool is constructed (its parameters, by name) and whether the map of
  cached blocks is the ``BlockHashToBlockMap`` of 0.11+ or a plain dict.

A probe that finds something the adapter does not know is a clear
``TargetUnavailable``, never a guess.
"""

from __future__ import annotations

import inspect
import sys
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from kvtwin.core.engine_load import (
    LoadOnce,
    Source,
    import_module,
    installed_version,
    tree_facts,
    tree_first,
)
from kvtwin.core.errors import TargetUnavailable

DISTRIBUTION = "vllm"
ENV_PATH = "KVTWIN_VLLM_PATH"
POOL_MODULE = "vllm.v1.core.block_pool"
UTILS_MODULE = "vllm.v1.core.kv_cache_utils"
HASH_BLOCK_SIZE = 16  # tokens per block as the pool hashes them (any value works)
GROUP = 0  # one KV cache group: one full-attention layer group


@dataclass
class VllmRelease:
    """One loaded vLLM, and what its block pool does (probed)."""

    version: str
    location: str
    pool_module: ModuleType
    utils_module: ModuleType
    constructor_parameters: tuple[str, ...]
    frees_to_head: dict[bool, bool] = field(default_factory=dict)
    """enable_caching -> whether free_blocks puts an uncached block at the queue head."""
    commit: str | None = None
    modified: list[str] = field(default_factory=list)
    """Files of the tree's package that differ from ``commit``."""
    where: str = "the installed release"

    @property
    def pool_class(self) -> type:
        return self.pool_module.BlockPool

    def model_policy(self, caching: bool) -> str:
        """The named flavour of the model this release is checked against."""
        head = self.frees_to_head[caching]
        if caching:
            return "vllm_free_queue" if head else "vllm_fifo_queue"
        return "vllm_no_cache" if head else "vllm_no_cache_fifo"

    def new_pool(self, num_blocks: int, caching: bool) -> Any:
        """A fresh ``BlockPool`` of ``num_blocks`` (block 0 is vLLM's null block)."""
        params = self.constructor_parameters
        kwargs: dict[str, Any] = {"num_gpu_blocks": num_blocks, "enable_caching": caching}
        if "hash_block_size" in params:
            kwargs["hash_block_size"] = HASH_BLOCK_SIZE
        if "num_single_type_managers" in params:  # 0.8-era pools
            kwargs["num_single_type_managers"] = 1
        return self.pool_class(**kwargs)

    def hash_of_key(self, key: bytes) -> bytes:
        return self.utils_module.get_block_hash(key)

    def describe(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "commit": self.commit,
            "modified_files": self.modified,
            "origin": f"{self.where} of {DISTRIBUTION} (vllm.v1.core.block_pool.BlockPool)",
            "location": self.location,
            "api": "head-first frees" if self.frees_to_head.get(True) else "tail frees (0.23-)",
            "constructor_parameters": ", ".join(self.constructor_parameters),
            "free_blocks_puts_uncached_blocks_at_head_with_caching": self.frees_to_head[True],
            "free_blocks_puts_blocks_at_head_without_caching": self.frees_to_head[False],
            "model_flavour_with_caching": self.model_policy(True),
            "model_flavour_without_caching": self.model_policy(False),
        }


def _load(source: Source) -> VllmRelease:
    """The vLLM of ``source`` (a tree goes first on ``sys.path``), its pool probed."""
    if source.tree is not None:
        tree_first(source, "vllm/v1/core", "a vLLM checkout")
    why_not = (
        "`nox -s peers-vllm` builds a Python 3.12 venv with it (vLLM pins its own torch, so "
        "it never goes into the default install)"
    )
    pool_module = import_module(POOL_MODULE, why_not)
    utils_module = import_module(UTILS_MODULE, why_not)
    version = installed_version(DISTRIBUTION, "vllm") if source.tree is None else ""
    version = version or str(getattr(sys.modules.get("vllm"), "__version__", "unknown"))
    for name in ("make_block_hash_with_group_id", "get_block_hash"):
        if not hasattr(utils_module, name):
            raise TargetUnavailable(f"vllm {version}: kv_cache_utils has no {name}")
    parameters = tuple(inspect.signature(pool_module.BlockPool).parameters)
    commit, modified, where = tree_facts(source, ("vllm",))
    release = VllmRelease(
        version,
        str(inspect.getsourcefile(pool_module) or pool_module.__name__),
        pool_module,
        utils_module,
        parameters,
        commit=commit,
        modified=modified,
        where=where,
    )
    release.frees_to_head = {
        caching: _probe_frees_to_head(release, caching) for caching in (True, False)
    }
    return release


load_release = LoadOnce(DISTRIBUTION, ENV_PATH, _load)
"""The vLLM this process checks (loaded at the first target built): the installed
release, or the tree ``--engine-path vllm=DIR`` or ``KVTWIN_VLLM_PATH`` names;
``TargetUnavailable`` where there is none."""


def _probe_frees_to_head(release: VllmRelease, caching: bool) -> bool:
    """Free one uncached block into a fresh pool and see where the queue holds it."""
    pool = release.new_pool(4, caching)  # null block 0, then 1, 2, 3 queued
    (block,) = pool.get_new_blocks(1)
    pool.free_blocks([block])
    order = [b.block_id for b in pool.free_block_queue.get_all_free_blocks()]
    if sorted(order) != [1, 2, 3] or order[0] not in (block.block_id, 2):
        raise TargetUnavailable(
            f"vllm {release.version}: freeing block {block.block_id} left the free queue "
            f"{order}; the adapter knows head-first and tail-last orders only"
        )
    return order[0] == block.block_id
