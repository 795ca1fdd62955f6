"""Standalone reproduction written by kvtwin (needs only torch, pytest and sglang).

Run it with: python -m pytest test_sglang_lru_8.py
What it shows, where it is reachable and the upstream report: DESCRIPTION below.
It replays the calls on a fresh PagedTokenToKVPoolAllocator and UnifiedRadixCache
(FULL component, the rust tree core) and, after the last call, compares their
state with the reference model's prediction (the literals in EXPECTED).
"""

import contextlib
import io
import os
import re
import sys
import tempfile
from array import array

import pytest

os.environ.setdefault("RUST_BACKTRACE", "0")


def install_torchvision_standin() -> bool:
    """Install the stand-in unless torchvision is importable; whether it did."""
    import enum
    import importlib.abc
    import importlib.machinery
    import importlib.util
    import sys
    import types

    if "torchvision" in sys.modules:  # ours, or another stand-in (no file behind it)
        module = sys.modules["torchvision"]
        spec = getattr(module, "__spec__", None)
        return bool(getattr(module, "__kvtwin_standin__", False) or not getattr(spec, "origin", 1))
    found = importlib.util.find_spec("torchvision")
    if found is not None:  # the real one, or a stand-in another hook serves
        return not found.origin

    class InterpolationMode(enum.Enum):
        NEAREST = "nearest"
        BILINEAR = "bilinear"
        BICUBIC = "bicubic"
        BOX = "box"
        HAMMING = "hamming"
        LANCZOS = "lanczos"

    class Missing:
        def __init__(self, *args: object, **kwargs: object) -> None:
            raise RuntimeError("torchvision is a stand-in here; nothing of it can be called")

    class Standin(types.ModuleType):
        def __getattr__(self, name: str) -> object:
            if name.startswith("__"):
                raise AttributeError(name)
            full = f"{self.__name__}.{name}"
            found = sys.modules.get(full) or type(name, (Missing,), {})
            setattr(self, name, found)
            return found

    names = ("", ".transforms", ".transforms.functional", ".transforms.v2",
             ".transforms.v2.functional", ".io", ".ops", ".utils")  # fmt: skip
    for suffix in names:
        name = "torchvision" + suffix
        module = Standin(name)
        module.__path__ = []
        module.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=True)
        module.__version__ = "0.0.0+standin"
        module.__kvtwin_standin__ = True
        module.InterpolationMode = InterpolationMode
        sys.modules[name] = module
        parent, _, child = name.rpartition(".")
        if parent:
            setattr(sys.modules[parent], child, module)

    def unavailable() -> bool:
        return False

    def patch(utils: types.ModuleType) -> None:
        for attribute in ("is_torchvision_available", "is_torchvision_v2_available"):
            if hasattr(utils, attribute):
                setattr(utils, attribute, unavailable)

    target = "transformers.utils.import_utils"

    class Patcher(importlib.abc.MetaPathFinder):
        def find_spec(self, fullname, path=None, target_module=None):  # type: ignore[no-untyped-def]
            if fullname != target:
                return None
            for finder in sys.meta_path:
                if finder is self or not hasattr(finder, "find_spec"):
                    continue
                spec = finder.find_spec(fullname, path, target_module)
                if spec is not None and spec.loader is not None:
                    run = spec.loader.exec_module

                    def exec_module(module, run=run):  # type: ignore[no-untyped-def]
                        run(module)
                        patch(module)
                        if "transformers.utils" in sys.modules:
                            patch(sys.modules["transformers.utils"])

                    spec.loader.exec_module = exec_module  # type: ignore[method-assign]
                    return spec
            return None

    if target in sys.modules:
        patch(sys.modules[target])
    else:
        sys.meta_path.insert(0, Patcher())
    return True



install_torchvision_standin()
import torch  # noqa: E402

try:  # noqa: E402
    from sglang.srt.mem_cache.allocator import PagedTokenToKVPoolAllocator
    from sglang.srt.mem_cache.base_prefix_cache import (
        EvictParams,
        InsertParams,
        MatchPrefixParams,
    )
    from sglang.srt.mem_cache.cache_init_params import CacheInitParams
    from sglang.srt.mem_cache.memory_pool import ReqToTokenPool
    from sglang.srt.mem_cache.radix_cache import RadixKey
    from sglang.srt.mem_cache.unified_cache.component_type import ComponentType
    from sglang.srt.mem_cache.unified_radix_cache import UnifiedRadixCache
except ImportError as missing:  # another release: say which name differs
    pytest.skip(f"this SGLang has another API: {missing}", allow_module_level=True)

DESCRIPTION = ('free: state after unchecked misuse: page[].free (sglang, lru): misuse: a double free '
 'is accepted: `PagedTokenToKVPoolAllocator.free` dedups within one call '
 '(torch.unique) but prepends the pages to free_pages without asking whether they are '
 'free already, so the page is free twice and two later allocations share it; only '
 'SGLANG_DEBUG_MEMORY_POOL=1 asserts (`_debug_check_no_duplicate_pages`)')

PAGE_SIZE = 4
EXPECTED = {'evictable_tokens': 0,
 'free_pages': 32,
 'free_pool': [1,
               2,
               3,
               4,
               5,
               6,
               7,
               8,
               9,
               10,
               11,
               12,
               13,
               14,
               15,
               16,
               17,
               18,
               19,
               20,
               21,
               22,
               23,
               24,
               25,
               26,
               27,
               28,
               29,
               30,
               31,
               32],
 'nodes': [],
 'protected_tokens': 0,
 'tree_pages': [],
 'tree_tokens': 0}


def new_cache():
    """32 pages of PAGE_SIZE tokens (page 0 is the padding page)."""
    allocator = PagedTokenToKVPoolAllocator(
        32 * PAGE_SIZE, PAGE_SIZE, torch.float16, "cpu", None, False
    )
    params = CacheInitParams(
        disable=False,
        req_to_token_pool=ReqToTokenPool(1, 8, "cpu", False),
        token_to_kv_pool_allocator=allocator,
        page_size=PAGE_SIZE,
        tree_components=(ComponentType.FULL,),
        tree_core_backend='rust',
        eviction_policy='lru',
    )
    return allocator, UnifiedRadixCache(params)


def indices(pages):
    """The token indices of whole pages, as the scheduler's token rows hold them."""
    if not pages:
        return torch.empty(0, dtype=torch.int64)
    base = torch.tensor(pages, dtype=torch.int64)[:, None] * PAGE_SIZE
    return (base + torch.arange(PAGE_SIZE)).reshape(-1)


def pages_of(token_indices):
    return [int(i) // PAGE_SIZE for i in token_indices[::PAGE_SIZE].tolist()]


def alloc(allocator, n):
    got = allocator.alloc(n * PAGE_SIZE)
    return None if got is None else pages_of(got)


def match(cache, tokens):
    """match_prefix: (prefix length, node, the pages of the prefix)."""
    result = cache.match_prefix(MatchPrefixParams(key=RadixKey(array("q", tokens))))
    length, node = int(result.device_prefix_len), result.last_device_node
    return length, node, pages_of(cache.path_device_indices(node)[:length])


def insert(cache, tokens, pages, prev_prefix_len):
    """checkpoint_into_tree's insert: (prefix length, node, the pages root to node)."""
    key = RadixKey(array("q", tokens))
    result = cache.insert(
        InsertParams(key=key, value=indices(pages), prev_prefix_len=prev_prefix_len)
    )
    node = result.last_device_node
    path = [] if node is None else pages_of(cache.path_device_indices(node))
    return int(result.prefix_len), node, path


def evict(cache, num_tokens):
    return int(cache.evict(EvictParams(num_tokens=num_tokens)).num_tokens_evicted)


@contextlib.contextmanager
def captured():
    """What is printed meanwhile, to sys.stdout and to file descriptor 1 (the Rust
    core prints there)."""
    box = {}
    text = io.StringIO()
    sys.stdout.flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile(mode="w+b") as sink:
        os.dup2(sink.fileno(), 1)
        try:
            with contextlib.redirect_stdout(text):
                yield box
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)
            sink.seek(0)
            box["text"] = text.getvalue() + sink.read().decode(errors="replace")


def tree(cache):
    """Every node but the root: (its pages, its parent's last page or 0, lock count)."""
    with captured() as box:
        cache.pretty_print()
    stack, rows = [], []
    for line in box["text"].splitlines():
        found = re.match(r"^( *)\[(-?\d+)\] (\d+) full_lock=(-?\d+)", line)
        if not found:
            continue
        depth = (len(found.group(1)) - 1) // 2
        node, lock = int(found.group(2)), int(found.group(4))
        del stack[depth:]
        if depth == 0:
            stack.append(0)
            continue
        path = pages_of(cache.path_device_indices(node))
        above = stack[-1] if stack else 0
        rows.append((tuple(path[above:]), path[above - 1] if above else 0, lock))
        stack.append(len(path))
    return sorted(rows)


def state(allocator, cache):
    """The allocator and the tree as the reference model describes them."""
    return {
        "free_pages": int(allocator.available_size()) // PAGE_SIZE,
        "evictable_tokens": int(cache.evictable_size()),
        "protected_tokens": int(cache.protected_size()),
        "tree_tokens": int(cache.total_size()[0]),
        "free_pool": sorted(int(p) for p in allocator.get_all_free_pages().tolist()),
        "tree_pages": sorted(int(i) // PAGE_SIZE for i in cache.all_values_flatten().tolist()[
            ::PAGE_SIZE
        ]),
        "nodes": tree(cache),
    }


def test_reproduction():
    allocator, cache = new_cache()
    root = cache.root_node_handle()
    got = alloc(allocator, 1)
    allocator.free(indices([1]))
    # The reference model rejects the next call (misuse): raising is a fine
    # answer, but the allocator and the tree must be left exactly as they were.
    try:
        allocator.free(indices([1]))
    except Exception:
        pass
    got_state = state(allocator, cache)
    for key, want in EXPECTED.items():
        got = got_state[key]
        assert got == want, f"{key}: expected {want!r}, got {got!r}"
