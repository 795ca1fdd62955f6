"""Standalone reproduction written by kvtwin (needs only torch, pytest and sglang).

Run it with: python -m pytest test_sglang_lru_alloc_negative_count.py
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

DESCRIPTION = ('alloc: state after unchecked misuse: counts.free (sglang, lru): misuse: a negative '
 'count is not checked: `PagedTokenToKVPoolAllocator.alloc(-page_size)` computes '
 'num_pages = -1, passes `num_pages > len(free_pages)`, and hands out '
 '`free_pages[:-1]` (every free page but one) while keeping `free_pages[-1:]` '
 '(mem_cache/allocator/paged.py, alloc)')

PAGE_SIZE = 4
EXPECTED = {'evictable_tokens': 64,
 'free_pages': 2,
 'free_pool': [15, 28],
 'nodes': [((4, 13, 24, 5), 27, 3),
           ((6,), 11, 0),
           ((9,), 7, 0),
           ((10, 3, 8, 27), 0, 3),
           ((11,), 12, 0),
           ((12,), 9, 0),
           ((16,), 6, 0),
           ((17, 18), 0, 0),
           ((19,), 0, 0),
           ((20,), 16, 0),
           ((21,), 30, 3),
           ((25, 1, 14, 7), 18, 0),
           ((29, 2, 26), 19, 0),
           ((30,), 5, 3),
           ((31,), 21, 3)],
 'protected_tokens': 44,
 'tree_pages': [1,
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
                16,
                17,
                18,
                19,
                20,
                21,
                24,
                25,
                26,
                27,
                29,
                30,
                31],
 'tree_tokens': 108}


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
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46])
    _, node_1, _ = got
    lock_2 = cache.lock(node_1)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46])
    _, node_3, _ = got
    lock_4 = cache.lock(node_3)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46])
    _, node_5, _ = got
    lock_6 = cache.lock(node_5)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46])
    _, node_7, _ = got
    lock_8 = cache.lock(node_7)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46])
    _, node_9, _ = got
    lock_10 = cache.lock(node_9)
    got = alloc(allocator, 20)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19], [1, 2, 3, 4], 0)
    _, node_12, _ = got
    cache.unlock(lock_2)
    lock_14 = cache.lock(node_12)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19], [5, 6, 7, 8], 0)
    _, node_15, _ = got
    cache.unlock(lock_4)
    lock_17 = cache.lock(node_15)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19], [9, 10, 11, 12], 0)
    _, node_18, _ = got
    cache.unlock(lock_6)
    lock_20 = cache.lock(node_18)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19], [13, 14, 15, 16], 0)
    _, node_21, _ = got
    cache.unlock(lock_8)
    lock_23 = cache.lock(node_21)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19], [17, 18, 19, 20], 0)
    _, node_24, _ = got
    cache.unlock(lock_10)
    lock_26 = cache.lock(node_24)
    got = alloc(allocator, 20)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 16)
    _, node_29, _ = got
    cache.unlock(lock_14)
    lock_31 = cache.lock(node_29)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 13, 14, 15], 16)
    _, node_32, _ = got
    cache.unlock(lock_17)
    lock_34 = cache.lock(node_32)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 9, 10, 11], 16)
    _, node_35, _ = got
    cache.unlock(lock_20)
    lock_37 = cache.lock(node_35)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 5, 6, 7], 16)
    _, node_38, _ = got
    cache.unlock(lock_23)
    lock_40 = cache.lock(node_38)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 21, 22, 23], 16)
    _, node_41, _ = got
    cache.unlock(lock_26)
    lock_43 = cache.lock(node_41)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37])
    _, node_45, _ = got
    lock_46 = cache.lock(node_45)
    got = alloc(allocator, 4)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_48, _ = got
    cache.unlock(lock_31)
    lock_50 = cache.lock(node_48)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_51, _ = got
    cache.unlock(lock_34)
    lock_53 = cache.lock(node_51)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_54, _ = got
    cache.unlock(lock_37)
    lock_56 = cache.lock(node_54)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_57, _ = got
    cache.unlock(lock_40)
    lock_59 = cache.lock(node_57)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_60, _ = got
    cache.unlock(lock_43)
    lock_62 = cache.lock(node_60)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37], [1, 21, 22, 23, 5], 4)
    _, node_63, _ = got
    cache.unlock(lock_46)
    lock_65 = cache.lock(node_63)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_67, _ = got
    lock_68 = cache.lock(node_67)
    got = alloc(allocator, 5)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_70, _ = got
    cache.unlock(lock_50)
    lock_72 = cache.lock(node_70)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_73, _ = got
    cache.unlock(lock_53)
    lock_75 = cache.lock(node_73)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_76, _ = got
    cache.unlock(lock_56)
    lock_78 = cache.lock(node_76)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_79, _ = got
    cache.unlock(lock_59)
    lock_81 = cache.lock(node_79)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_82, _ = got
    cache.unlock(lock_62)
    lock_84 = cache.lock(node_82)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37], [1, 21, 22, 23, 5], 20)
    _, node_85, _ = got
    cache.unlock(lock_65)
    lock_87 = cache.lock(node_85)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24], [1, 21, 22, 23, 5, 7, 9, 10, 11], 20)
    _, node_88, _ = got
    cache.unlock(lock_68)
    lock_90 = cache.lock(node_88)
    got = alloc(allocator, 3)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 20], 28)
    _, node_93, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_94, _ = got
    cache.unlock(lock_72)
    lock_96 = cache.lock(node_93)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 16], 28)
    _, node_97, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_98, _ = got
    cache.unlock(lock_75)
    lock_100 = cache.lock(node_97)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 28)
    _, node_101, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_102, _ = got
    cache.unlock(lock_78)
    lock_104 = cache.lock(node_101)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 8], 28)
    _, node_105, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_106, _ = got
    cache.unlock(lock_81)
    lock_108 = cache.lock(node_105)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 24], 28)
    _, node_109, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_110, _ = got
    cache.unlock(lock_84)
    lock_112 = cache.lock(node_109)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37], [1, 21, 22, 23, 5], 20)
    _, node_113, _ = got
    cache.unlock(lock_87)
    lock_115 = cache.lock(node_113)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 36)
    _, node_116, _ = got
    cache.unlock(lock_90)
    lock_118 = cache.lock(node_116)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45])
    _, node_120, _ = got
    lock_121 = cache.lock(node_120)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45])
    _, node_122, _ = got
    lock_123 = cache.lock(node_122)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_124, _ = got
    lock_125 = cache.lock(node_124)
    got = evict(cache, 24)
    got = alloc(allocator, 17)
    cache.unlock(lock_125)
    got = evict(cache, 8)
    got = alloc(allocator, 13)
    cache.unlock(lock_123)
    got = alloc(allocator, 9)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 20], 32)
    _, node_133, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_134, _ = got
    cache.unlock(lock_96)
    lock_136 = cache.lock(node_133)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 20], 32)
    _, node_137, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_138, _ = got
    cache.unlock(lock_100)
    lock_140 = cache.lock(node_137)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_141, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_142, _ = got
    cache.unlock(lock_104)
    lock_144 = cache.lock(node_141)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_145, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_146, _ = got
    cache.unlock(lock_108)
    lock_148 = cache.lock(node_145)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_149, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_150, _ = got
    cache.unlock(lock_112)
    lock_152 = cache.lock(node_149)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37], [1, 21, 22, 23, 5], 20)
    _, node_153, _ = got
    cache.unlock(lock_115)
    lock_155 = cache.lock(node_153)
    allocator.free(indices([6]))
    cache.unlock(lock_155)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_158, _ = got
    cache.unlock(lock_118)
    lock_160 = cache.lock(node_158)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 27, 28, 29, 30], 4)
    _, node_161, _ = got
    cache.unlock(lock_121)
    lock_163 = cache.lock(node_161)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45])
    _, node_165, _ = got
    lock_166 = cache.lock(node_165)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_167, _ = got
    lock_168 = cache.lock(node_167)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_169, _ = got
    lock_170 = cache.lock(node_169)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_171, _ = got
    lock_172 = cache.lock(node_171)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_173, _ = got
    lock_174 = cache.lock(node_173)
    got = evict(cache, 60)
    got = alloc(allocator, 18)
    cache.unlock(lock_174)
    got = evict(cache, 44)
    got = alloc(allocator, 14)
    cache.unlock(lock_172)
    got = evict(cache, 28)
    got = alloc(allocator, 10)
    cache.unlock(lock_170)
    got = evict(cache, 12)
    got = alloc(allocator, 6)
    cache.unlock(lock_168)
    got = alloc(allocator, 2)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 20], 32)
    _, node_188, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_189, _ = got
    cache.unlock(lock_136)
    lock_191 = cache.lock(node_188)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 20], 32)
    _, node_192, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_193, _ = got
    cache.unlock(lock_140)
    lock_195 = cache.lock(node_192)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_196, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_197, _ = got
    cache.unlock(lock_144)
    lock_199 = cache.lock(node_196)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_200, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_201, _ = got
    cache.unlock(lock_148)
    lock_203 = cache.lock(node_200)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_204, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_205, _ = got
    cache.unlock(lock_152)
    lock_207 = cache.lock(node_204)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15], 44)
    _, node_208, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_209, _ = got
    cache.unlock(lock_160)
    lock_211 = cache.lock(node_208)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 27, 28, 29, 30], 20)
    _, node_212, _ = got
    cache.unlock(lock_163)
    lock_214 = cache.lock(node_212)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 27, 28, 29, 31], 16)
    _, node_215, _ = got
    cache.unlock(lock_166)
    lock_217 = cache.lock(node_215)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_219, _ = got
    lock_220 = cache.lock(node_219)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_221, _ = got
    lock_222 = cache.lock(node_221)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_223, _ = got
    lock_224 = cache.lock(node_223)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_225, _ = got
    lock_226 = cache.lock(node_225)
    got = evict(cache, 64)
    got = alloc(allocator, 18)
    cache.unlock(lock_226)
    got = evict(cache, 48)
    got = alloc(allocator, 14)
    cache.unlock(lock_224)
    got = evict(cache, 32)
    got = alloc(allocator, 10)
    cache.unlock(lock_222)
    got = evict(cache, 16)
    got = alloc(allocator, 6)
    cache.unlock(lock_220)
    got = alloc(allocator, 2)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 20], 32)
    _, node_240, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_241, _ = got
    cache.unlock(lock_191)
    lock_243 = cache.lock(node_240)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88], [1, 2, 3, 4, 17, 18, 19, 20], 32)
    _, node_244, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_245, _ = got
    cache.unlock(lock_195)
    lock_247 = cache.lock(node_244)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_248, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_249, _ = got
    cache.unlock(lock_199)
    lock_251 = cache.lock(node_248)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_252, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_253, _ = got
    cache.unlock(lock_203)
    lock_255 = cache.lock(node_252)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31], [1, 2, 3, 4, 17, 18, 19, 12], 32)
    _, node_256, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_257, _ = got
    cache.unlock(lock_207)
    lock_259 = cache.lock(node_256)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15], 48)
    _, node_260, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_261, _ = got
    cache.unlock(lock_211)
    lock_263 = cache.lock(node_260)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 27, 28, 29, 30], 20)
    _, node_264, _ = got
    cache.unlock(lock_214)
    lock_266 = cache.lock(node_264)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 27, 28, 29, 30], 20)
    _, node_267, _ = got
    cache.unlock(lock_217)
    lock_269 = cache.lock(node_267)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_271, _ = got
    lock_272 = cache.lock(node_271)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_273, _ = got
    lock_274 = cache.lock(node_273)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_275, _ = got
    lock_276 = cache.lock(node_275)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_277, _ = got
    lock_278 = cache.lock(node_277)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_278)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_276)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_274)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_272)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 24], 32)
    _, node_291, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_292, _ = got
    cache.unlock(lock_243)
    lock_294 = cache.lock(node_291)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 8], 32)
    _, node_295, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_296, _ = got
    cache.unlock(lock_247)
    lock_298 = cache.lock(node_295)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 32)
    _, node_299, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_300, _ = got
    cache.unlock(lock_251)
    lock_302 = cache.lock(node_299)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 25], 32)
    _, node_303, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_304, _ = got
    cache.unlock(lock_255)
    lock_306 = cache.lock(node_303)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 26], 32)
    _, node_307, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_308, _ = got
    cache.unlock(lock_259)
    lock_310 = cache.lock(node_307)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15], 48)
    _, node_311, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_312, _ = got
    cache.unlock(lock_263)
    lock_314 = cache.lock(node_311)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 27, 28, 29, 30], 20)
    _, node_315, _ = got
    cache.unlock(lock_266)
    lock_317 = cache.lock(node_315)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 27, 28, 29, 30], 20)
    _, node_318, _ = got
    cache.unlock(lock_269)
    lock_320 = cache.lock(node_318)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_322, _ = got
    lock_323 = cache.lock(node_322)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_324, _ = got
    lock_325 = cache.lock(node_324)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_326, _ = got
    lock_327 = cache.lock(node_326)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_328, _ = got
    lock_329 = cache.lock(node_328)
    got = evict(cache, 68)
    got = alloc(allocator, 20)
    cache.unlock(lock_329)
    got = evict(cache, 52)
    got = alloc(allocator, 16)
    cache.unlock(lock_327)
    got = evict(cache, 36)
    got = alloc(allocator, 12)
    cache.unlock(lock_325)
    got = evict(cache, 20)
    got = alloc(allocator, 8)
    cache.unlock(lock_323)
    got = evict(cache, 8)
    got = alloc(allocator, 5)
    allocator.free(indices([32]))
    cache.unlock(lock_320)
    got = evict(cache, 4)
    got = alloc(allocator, 5)
    allocator.free(indices([6]))
    cache.unlock(lock_317)
    got = alloc(allocator, 5)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 24], 36)
    _, node_351, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_352, _ = got
    cache.unlock(lock_294)
    lock_354 = cache.lock(node_351)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 24], 36)
    _, node_355, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_356, _ = got
    cache.unlock(lock_298)
    lock_358 = cache.lock(node_355)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_359, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_360, _ = got
    cache.unlock(lock_302)
    lock_362 = cache.lock(node_359)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_363, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_364, _ = got
    cache.unlock(lock_306)
    lock_366 = cache.lock(node_363)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_367, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_368, _ = got
    cache.unlock(lock_310)
    lock_370 = cache.lock(node_367)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15], 48)
    _, node_371, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_372, _ = got
    cache.unlock(lock_314)
    lock_374 = cache.lock(node_371)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857])
    _, node_376, _ = got
    lock_377 = cache.lock(node_376)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813])
    _, node_378, _ = got
    lock_379 = cache.lock(node_378)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_380, _ = got
    lock_381 = cache.lock(node_380)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_382, _ = got
    lock_383 = cache.lock(node_382)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_384, _ = got
    lock_385 = cache.lock(node_384)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_386, _ = got
    lock_387 = cache.lock(node_386)
    got = evict(cache, 68)
    got = alloc(allocator, 17)
    cache.unlock(lock_387)
    got = evict(cache, 52)
    got = alloc(allocator, 13)
    cache.unlock(lock_385)
    got = evict(cache, 36)
    got = alloc(allocator, 9)
    cache.unlock(lock_383)
    got = evict(cache, 20)
    got = alloc(allocator, 5)
    cache.unlock(lock_381)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_379)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    cache.unlock(lock_377)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 24], 36)
    _, node_406, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_407, _ = got
    cache.unlock(lock_354)
    lock_409 = cache.lock(node_406)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 24], 36)
    _, node_410, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_411, _ = got
    cache.unlock(lock_358)
    lock_413 = cache.lock(node_410)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_414, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_415, _ = got
    cache.unlock(lock_362)
    lock_417 = cache.lock(node_414)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_418, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_419, _ = got
    cache.unlock(lock_366)
    lock_421 = cache.lock(node_418)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_422, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_423, _ = got
    cache.unlock(lock_370)
    lock_425 = cache.lock(node_422)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870, 914, 958, 5, 49], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15, 31], 48)
    _, node_426, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_427, _ = got
    cache.unlock(lock_374)
    lock_429 = cache.lock(node_426)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857])
    _, node_431, _ = got
    lock_432 = cache.lock(node_431)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813])
    _, node_433, _ = got
    lock_434 = cache.lock(node_433)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_435, _ = got
    lock_436 = cache.lock(node_435)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_437, _ = got
    lock_438 = cache.lock(node_437)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_439, _ = got
    lock_440 = cache.lock(node_439)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_441, _ = got
    lock_442 = cache.lock(node_441)
    got = evict(cache, 72)
    got = alloc(allocator, 18)
    cache.unlock(lock_442)
    got = evict(cache, 56)
    got = alloc(allocator, 14)
    cache.unlock(lock_440)
    got = evict(cache, 40)
    got = alloc(allocator, 10)
    cache.unlock(lock_438)
    got = evict(cache, 24)
    got = alloc(allocator, 6)
    cache.unlock(lock_436)
    got = evict(cache, 12)
    got = alloc(allocator, 3)
    cache.unlock(lock_434)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_432)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 24], 36)
    _, node_463, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_464, _ = got
    cache.unlock(lock_409)
    lock_466 = cache.lock(node_463)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264], [1, 2, 3, 4, 17, 18, 19, 20, 24], 36)
    _, node_467, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_468, _ = got
    cache.unlock(lock_413)
    lock_470 = cache.lock(node_467)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_471, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_472, _ = got
    cache.unlock(lock_417)
    lock_474 = cache.lock(node_471)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_475, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_476, _ = got
    cache.unlock(lock_421)
    lock_478 = cache.lock(node_475)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207], [1, 2, 3, 4, 17, 18, 19, 12, 16], 36)
    _, node_479, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_480, _ = got
    cache.unlock(lock_425)
    lock_482 = cache.lock(node_479)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870, 914, 958, 5, 49], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15, 31], 52)
    _, node_483, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_484, _ = got
    cache.unlock(lock_429)
    lock_486 = cache.lock(node_483)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857])
    _, node_488, _ = got
    lock_489 = cache.lock(node_488)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813])
    _, node_490, _ = got
    lock_491 = cache.lock(node_490)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_492, _ = got
    lock_493 = cache.lock(node_492)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_494, _ = got
    lock_495 = cache.lock(node_494)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_496, _ = got
    lock_497 = cache.lock(node_496)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_498, _ = got
    lock_499 = cache.lock(node_498)
    got = evict(cache, 76)
    got = alloc(allocator, 19)
    cache.unlock(lock_499)
    got = evict(cache, 60)
    got = alloc(allocator, 15)
    cache.unlock(lock_497)
    got = evict(cache, 44)
    got = alloc(allocator, 11)
    cache.unlock(lock_495)
    got = evict(cache, 28)
    got = alloc(allocator, 7)
    cache.unlock(lock_493)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_491)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_489)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6], 36)
    _, node_518, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_519, _ = got
    cache.unlock(lock_466)
    lock_521 = cache.lock(node_518)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 32], 36)
    _, node_522, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_523, _ = got
    cache.unlock(lock_470)
    lock_525 = cache.lock(node_522)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26], 36)
    _, node_526, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_527, _ = got
    cache.unlock(lock_474)
    lock_529 = cache.lock(node_526)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 25], 36)
    _, node_530, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_531, _ = got
    cache.unlock(lock_478)
    lock_533 = cache.lock(node_530)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 8], 36)
    _, node_534, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_535, _ = got
    cache.unlock(lock_482)
    lock_537 = cache.lock(node_534)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870, 914, 958, 5, 49], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15, 31], 52)
    _, node_538, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_539, _ = got
    cache.unlock(lock_486)
    lock_541 = cache.lock(node_538)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857])
    _, node_543, _ = got
    lock_544 = cache.lock(node_543)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813])
    _, node_545, _ = got
    lock_546 = cache.lock(node_545)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_547, _ = got
    lock_548 = cache.lock(node_547)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_549, _ = got
    lock_550 = cache.lock(node_549)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_551, _ = got
    lock_552 = cache.lock(node_551)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_553, _ = got
    lock_554 = cache.lock(node_553)
    got = evict(cache, 80)
    got = alloc(allocator, 23)
    cache.unlock(lock_554)
    got = evict(cache, 64)
    got = alloc(allocator, 19)
    cache.unlock(lock_552)
    got = evict(cache, 48)
    got = alloc(allocator, 15)
    cache.unlock(lock_550)
    got = evict(cache, 32)
    got = alloc(allocator, 11)
    cache.unlock(lock_548)
    got = evict(cache, 24)
    got = alloc(allocator, 9)
    cache.unlock(lock_546)
    got = evict(cache, 16)
    got = alloc(allocator, 7)
    cache.unlock(lock_544)
    got = evict(cache, 8)
    got = alloc(allocator, 5)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6], 40)
    _, node_575, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_576, _ = got
    cache.unlock(lock_521)
    lock_578 = cache.lock(node_575)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6], 40)
    _, node_579, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_580, _ = got
    cache.unlock(lock_525)
    lock_582 = cache.lock(node_579)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26], 40)
    _, node_583, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_584, _ = got
    cache.unlock(lock_529)
    lock_586 = cache.lock(node_583)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26], 40)
    _, node_587, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_588, _ = got
    cache.unlock(lock_533)
    lock_590 = cache.lock(node_587)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26], 40)
    _, node_591, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_592, _ = got
    cache.unlock(lock_537)
    lock_594 = cache.lock(node_591)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 826, 870, 914, 958, 5, 49], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14, 15, 31], 52)
    _, node_595, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 21, 22, 23, 5, 7, 9, 10, 11, 13, 14], 44)
    _, node_596, _ = got
    cache.unlock(lock_541)
    lock_598 = cache.lock(node_595)
    allocator.free(indices([30]))
    cache.unlock(lock_598)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857])
    _, node_602, _ = got
    lock_603 = cache.lock(node_602)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813])
    _, node_604, _ = got
    lock_605 = cache.lock(node_604)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14])
    _, node_606, _ = got
    lock_607 = cache.lock(node_606)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_608, _ = got
    lock_609 = cache.lock(node_608)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_610, _ = got
    lock_611 = cache.lock(node_610)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_612, _ = got
    lock_613 = cache.lock(node_612)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_614, _ = got
    lock_615 = cache.lock(node_614)
    got = evict(cache, 84)
    got = alloc(allocator, 23)
    cache.unlock(lock_615)
    got = evict(cache, 72)
    got = alloc(allocator, 22)
    cache.unlock(lock_613)
    got = evict(cache, 16)
    got = alloc(allocator, 18)
    cache.unlock(lock_611)
    got = alloc(allocator, 14)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6], 40)
    _, node_626, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_627, _ = got
    cache.unlock(lock_578)
    lock_629 = cache.lock(node_626)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6], 40)
    _, node_630, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_631, _ = got
    cache.unlock(lock_582)
    lock_633 = cache.lock(node_630)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26], 40)
    _, node_634, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_635, _ = got
    cache.unlock(lock_586)
    lock_637 = cache.lock(node_634)
    allocator.free(indices([29]))
    cache.unlock(lock_637)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26], 40)
    _, node_640, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_641, _ = got
    cache.unlock(lock_590)
    lock_643 = cache.lock(node_640)
    allocator.free(indices([8]))
    cache.unlock(lock_643)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26], 40)
    _, node_646, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_647, _ = got
    cache.unlock(lock_594)
    lock_649 = cache.lock(node_646)
    allocator.free(indices([25]))
    cache.unlock(lock_649)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 4)
    _, node_652, _ = got
    cache.unlock(lock_603)
    lock_654 = cache.lock(node_652)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 7, 9, 10, 11], 4)
    _, node_655, _ = got
    cache.unlock(lock_605)
    lock_657 = cache.lock(node_655)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42], [1, 2, 3, 4, 17, 18, 19, 12, 16, 26, 13, 14], 40)
    _, node_658, _ = got
    cache.unlock(lock_607)
    lock_660 = cache.lock(node_658)
    cache.unlock(lock_660)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 4)
    _, node_662, _ = got
    cache.unlock(lock_609)
    lock_664 = cache.lock(node_662)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_666, _ = got
    lock_667 = cache.lock(node_666)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8])
    _, node_668, _ = got
    lock_669 = cache.lock(node_668)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_670, _ = got
    lock_671 = cache.lock(node_670)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_672, _ = got
    lock_673 = cache.lock(node_672)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_674, _ = got
    lock_675 = cache.lock(node_674)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_676, _ = got
    lock_677 = cache.lock(node_676)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_678, _ = got
    lock_679 = cache.lock(node_678)
    got = evict(cache, 68)
    got = alloc(allocator, 24)
    cache.unlock(lock_679)
    got = evict(cache, 32)
    got = alloc(allocator, 20)
    cache.unlock(lock_677)
    got = evict(cache, 16)
    got = alloc(allocator, 16)
    cache.unlock(lock_675)
    got = alloc(allocator, 12)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6], 40)
    _, node_690, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_691, _ = got
    cache.unlock(lock_629)
    lock_693 = cache.lock(node_690)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6], 40)
    _, node_694, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_695, _ = got
    cache.unlock(lock_633)
    lock_697 = cache.lock(node_694)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 12], 20)
    _, node_698, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_699, _ = got
    cache.unlock(lock_654)
    lock_701 = cache.lock(node_698)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_702, _ = got
    cache.unlock(lock_657)
    lock_704 = cache.lock(node_702)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_705, _ = got
    cache.unlock(lock_664)
    lock_707 = cache.lock(node_705)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_708, _ = got
    cache.unlock(lock_667)
    lock_710 = cache.lock(node_708)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_711, _ = got
    cache.unlock(lock_669)
    lock_713 = cache.lock(node_711)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37], [1, 14, 7, 9, 10], 4)
    _, node_714, _ = got
    cache.unlock(lock_671)
    lock_716 = cache.lock(node_714)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37], [1, 11, 25, 8, 29], 4)
    _, node_717, _ = got
    cache.unlock(lock_673)
    lock_719 = cache.lock(node_717)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_721, _ = got
    lock_722 = cache.lock(node_721)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_723, _ = got
    lock_724 = cache.lock(node_723)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_725, _ = got
    lock_726 = cache.lock(node_725)
    got = evict(cache, 68)
    got = alloc(allocator, 21)
    cache.unlock(lock_726)
    got = evict(cache, 52)
    got = alloc(allocator, 17)
    cache.unlock(lock_724)
    got = evict(cache, 36)
    got = alloc(allocator, 13)
    cache.unlock(lock_722)
    got = evict(cache, 20)
    got = alloc(allocator, 9)
    cache.unlock(lock_719)
    got = evict(cache, 4)
    got = alloc(allocator, 5)
    cache.unlock(lock_716)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27], 40)
    _, node_743, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_744, _ = got
    cache.unlock(lock_693)
    lock_746 = cache.lock(node_743)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 28], 40)
    _, node_747, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_748, _ = got
    cache.unlock(lock_697)
    lock_750 = cache.lock(node_747)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 12], 24)
    _, node_751, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_752, _ = got
    cache.unlock(lock_701)
    lock_754 = cache.lock(node_751)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 16], 20)
    _, node_755, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_756, _ = got
    cache.unlock(lock_704)
    lock_758 = cache.lock(node_755)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_759, _ = got
    cache.unlock(lock_707)
    lock_761 = cache.lock(node_759)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_762, _ = got
    cache.unlock(lock_710)
    lock_764 = cache.lock(node_762)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_765, _ = got
    cache.unlock(lock_713)
    lock_767 = cache.lock(node_765)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_769, _ = got
    lock_770 = cache.lock(node_769)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_771, _ = got
    lock_772 = cache.lock(node_771)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_773, _ = got
    lock_774 = cache.lock(node_773)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_775, _ = got
    lock_776 = cache.lock(node_775)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_777, _ = got
    lock_778 = cache.lock(node_777)
    got = evict(cache, 72)
    got = alloc(allocator, 23)
    cache.unlock(lock_778)
    got = evict(cache, 56)
    got = alloc(allocator, 19)
    cache.unlock(lock_776)
    got = evict(cache, 40)
    got = alloc(allocator, 15)
    cache.unlock(lock_774)
    got = evict(cache, 24)
    got = alloc(allocator, 11)
    cache.unlock(lock_772)
    got = evict(cache, 8)
    got = alloc(allocator, 7)
    cache.unlock(lock_770)
    got = alloc(allocator, 3)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27], 44)
    _, node_795, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_796, _ = got
    cache.unlock(lock_746)
    lock_798 = cache.lock(node_795)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27], 44)
    _, node_799, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_800, _ = got
    cache.unlock(lock_750)
    lock_802 = cache.lock(node_799)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 12], 24)
    _, node_803, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_804, _ = got
    cache.unlock(lock_754)
    lock_806 = cache.lock(node_803)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 12], 24)
    _, node_807, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_808, _ = got
    cache.unlock(lock_758)
    lock_810 = cache.lock(node_807)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 16)
    _, node_811, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_812, _ = got
    cache.unlock(lock_761)
    lock_814 = cache.lock(node_811)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_815, _ = got
    cache.unlock(lock_764)
    lock_817 = cache.lock(node_815)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_818, _ = got
    cache.unlock(lock_767)
    lock_820 = cache.lock(node_818)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_822, _ = got
    lock_823 = cache.lock(node_822)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_824, _ = got
    lock_825 = cache.lock(node_824)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_826, _ = got
    lock_827 = cache.lock(node_826)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_828, _ = got
    lock_829 = cache.lock(node_828)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_830, _ = got
    lock_831 = cache.lock(node_830)
    got = evict(cache, 76)
    got = alloc(allocator, 21)
    cache.unlock(lock_831)
    got = evict(cache, 60)
    got = alloc(allocator, 17)
    cache.unlock(lock_829)
    got = evict(cache, 44)
    got = alloc(allocator, 13)
    cache.unlock(lock_827)
    got = evict(cache, 28)
    got = alloc(allocator, 9)
    cache.unlock(lock_825)
    got = evict(cache, 12)
    got = alloc(allocator, 5)
    cache.unlock(lock_823)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27], 44)
    _, node_848, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_849, _ = got
    cache.unlock(lock_798)
    lock_851 = cache.lock(node_848)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27], 44)
    _, node_852, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_853, _ = got
    cache.unlock(lock_802)
    lock_855 = cache.lock(node_852)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 12], 24)
    _, node_856, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_857, _ = got
    cache.unlock(lock_806)
    lock_859 = cache.lock(node_856)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 12], 24)
    _, node_860, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_861, _ = got
    cache.unlock(lock_810)
    lock_863 = cache.lock(node_860)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_864, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_865, _ = got
    cache.unlock(lock_814)
    lock_867 = cache.lock(node_864)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 26], 16)
    _, node_868, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_869, _ = got
    cache.unlock(lock_817)
    lock_871 = cache.lock(node_868)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 13], 16)
    _, node_872, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_873, _ = got
    cache.unlock(lock_820)
    lock_875 = cache.lock(node_872)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_877, _ = got
    lock_878 = cache.lock(node_877)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_879, _ = got
    lock_880 = cache.lock(node_879)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_881, _ = got
    lock_882 = cache.lock(node_881)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_883, _ = got
    lock_884 = cache.lock(node_883)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_885, _ = got
    lock_886 = cache.lock(node_885)
    got = evict(cache, 76)
    got = alloc(allocator, 22)
    cache.unlock(lock_886)
    got = evict(cache, 60)
    got = alloc(allocator, 18)
    cache.unlock(lock_884)
    got = evict(cache, 44)
    got = alloc(allocator, 14)
    cache.unlock(lock_882)
    got = evict(cache, 28)
    got = alloc(allocator, 10)
    cache.unlock(lock_880)
    got = evict(cache, 12)
    got = alloc(allocator, 6)
    cache.unlock(lock_878)
    got = alloc(allocator, 2)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27], 44)
    _, node_903, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_904, _ = got
    cache.unlock(lock_851)
    lock_906 = cache.lock(node_903)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27], 44)
    _, node_907, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_908, _ = got
    cache.unlock(lock_855)
    lock_910 = cache.lock(node_907)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 11], 24)
    _, node_911, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_912, _ = got
    cache.unlock(lock_859)
    lock_914 = cache.lock(node_911)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901], [1, 21, 22, 23, 5, 12], 24)
    _, node_915, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_916, _ = got
    cache.unlock(lock_863)
    lock_918 = cache.lock(node_915)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_919, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_920, _ = got
    cache.unlock(lock_867)
    lock_922 = cache.lock(node_919)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_923, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_924, _ = got
    cache.unlock(lock_871)
    lock_926 = cache.lock(node_923)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_927, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_928, _ = got
    cache.unlock(lock_875)
    lock_930 = cache.lock(node_927)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_932, _ = got
    lock_933 = cache.lock(node_932)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_934, _ = got
    lock_935 = cache.lock(node_934)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_936, _ = got
    lock_937 = cache.lock(node_936)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_938, _ = got
    lock_939 = cache.lock(node_938)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_940, _ = got
    lock_941 = cache.lock(node_940)
    got = evict(cache, 80)
    got = alloc(allocator, 21)
    cache.unlock(lock_941)
    got = evict(cache, 64)
    got = alloc(allocator, 17)
    cache.unlock(lock_939)
    got = evict(cache, 48)
    got = alloc(allocator, 13)
    cache.unlock(lock_937)
    got = evict(cache, 32)
    got = alloc(allocator, 9)
    cache.unlock(lock_935)
    got = evict(cache, 16)
    got = alloc(allocator, 5)
    cache.unlock(lock_933)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 748, 792], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27, 16], 44)
    _, node_958, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_959, _ = got
    cache.unlock(lock_906)
    lock_961 = cache.lock(node_958)
    cache.unlock(lock_961)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 748, 792], [1, 2, 3, 4, 17, 18, 19, 20, 24, 6, 27, 28], 44)
    _, node_963, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46], [1, 2, 3, 4, 17, 18, 19], 28)
    _, node_964, _ = got
    cache.unlock(lock_910)
    lock_966 = cache.lock(node_963)
    cache.unlock(lock_966)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 11], 28)
    _, node_968, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_969, _ = got
    cache.unlock(lock_914)
    lock_971 = cache.lock(node_968)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 25], 24)
    _, node_972, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_973, _ = got
    cache.unlock(lock_918)
    lock_975 = cache.lock(node_972)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_976, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_977, _ = got
    cache.unlock(lock_922)
    lock_979 = cache.lock(node_976)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_980, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_981, _ = got
    cache.unlock(lock_926)
    lock_983 = cache.lock(node_980)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_984, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_985, _ = got
    cache.unlock(lock_930)
    lock_987 = cache.lock(node_984)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_989, _ = got
    lock_990 = cache.lock(node_989)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_991, _ = got
    lock_992 = cache.lock(node_991)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_993, _ = got
    lock_994 = cache.lock(node_993)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_995, _ = got
    lock_996 = cache.lock(node_995)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_997, _ = got
    lock_998 = cache.lock(node_997)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_999, _ = got
    lock_1000 = cache.lock(node_999)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1001, _ = got
    lock_1002 = cache.lock(node_1001)
    got = evict(cache, 108)
    got = alloc(allocator, 29)
    cache.unlock(lock_1002)
    got = evict(cache, 48)
    got = alloc(allocator, 25)
    cache.unlock(lock_1000)
    got = evict(cache, 32)
    got = alloc(allocator, 21)
    cache.unlock(lock_998)
    got = evict(cache, 16)
    got = alloc(allocator, 17)
    cache.unlock(lock_996)
    got = alloc(allocator, 13)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 11], 28)
    _, node_1016, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1017, _ = got
    cache.unlock(lock_971)
    lock_1019 = cache.lock(node_1016)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 11], 28)
    _, node_1020, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1021, _ = got
    cache.unlock(lock_975)
    lock_1023 = cache.lock(node_1020)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 20)
    _, node_1024, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1025, _ = got
    cache.unlock(lock_979)
    lock_1027 = cache.lock(node_1024)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_1028, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1029, _ = got
    cache.unlock(lock_983)
    lock_1031 = cache.lock(node_1028)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743], [1, 15, 31, 30, 32], 20)
    _, node_1032, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1033, _ = got
    cache.unlock(lock_987)
    lock_1035 = cache.lock(node_1032)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24], [1, 14, 7, 9, 10, 3, 4, 17, 18], 20)
    _, node_1036, _ = got
    cache.unlock(lock_990)
    lock_1038 = cache.lock(node_1036)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24], [1, 14, 7, 9, 10, 19, 20, 24, 6], 20)
    _, node_1039, _ = got
    cache.unlock(lock_992)
    lock_1041 = cache.lock(node_1039)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24], [1, 14, 7, 9, 10, 27, 16, 25, 28], 20)
    _, node_1042, _ = got
    cache.unlock(lock_994)
    lock_1044 = cache.lock(node_1042)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1046, _ = got
    lock_1047 = cache.lock(node_1046)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1048, _ = got
    lock_1049 = cache.lock(node_1048)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1050, _ = got
    lock_1051 = cache.lock(node_1050)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1052, _ = got
    lock_1053 = cache.lock(node_1052)
    got = evict(cache, 72)
    got = alloc(allocator, 26)
    cache.unlock(lock_1053)
    got = evict(cache, 56)
    got = alloc(allocator, 22)
    cache.unlock(lock_1051)
    got = evict(cache, 40)
    got = alloc(allocator, 18)
    cache.unlock(lock_1049)
    got = evict(cache, 24)
    got = alloc(allocator, 14)
    cache.unlock(lock_1047)
    got = evict(cache, 8)
    got = alloc(allocator, 10)
    cache.unlock(lock_1044)
    got = alloc(allocator, 7)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 11], 28)
    _, node_1070, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1071, _ = got
    cache.unlock(lock_1019)
    lock_1073 = cache.lock(node_1070)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 11], 28)
    _, node_1074, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1075, _ = got
    cache.unlock(lock_1023)
    lock_1077 = cache.lock(node_1074)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1078, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1079, _ = got
    cache.unlock(lock_1027)
    lock_1081 = cache.lock(node_1078)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 13], 20)
    _, node_1082, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1083, _ = got
    cache.unlock(lock_1031)
    lock_1085 = cache.lock(node_1082)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 26], 20)
    _, node_1086, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1087, _ = got
    cache.unlock(lock_1035)
    lock_1089 = cache.lock(node_1086)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 36)
    _, node_1090, _ = got
    cache.unlock(lock_1038)
    lock_1092 = cache.lock(node_1090)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 19, 20], 36)
    _, node_1093, _ = got
    cache.unlock(lock_1041)
    lock_1095 = cache.lock(node_1093)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31])
    _, node_1097, _ = got
    lock_1098 = cache.lock(node_1097)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1099, _ = got
    lock_1100 = cache.lock(node_1099)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1101, _ = got
    lock_1102 = cache.lock(node_1101)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1103, _ = got
    lock_1104 = cache.lock(node_1103)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1105, _ = got
    lock_1106 = cache.lock(node_1105)
    got = evict(cache, 56)
    got = alloc(allocator, 19)
    cache.unlock(lock_1106)
    got = evict(cache, 40)
    got = alloc(allocator, 15)
    cache.unlock(lock_1104)
    got = evict(cache, 24)
    got = alloc(allocator, 11)
    cache.unlock(lock_1102)
    got = evict(cache, 8)
    got = alloc(allocator, 7)
    cache.unlock(lock_1100)
    got = alloc(allocator, 3)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 29], 28)
    _, node_1120, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1121, _ = got
    cache.unlock(lock_1073)
    lock_1123 = cache.lock(node_1120)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80], [1, 21, 22, 23, 5, 12, 11], 28)
    _, node_1124, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1125, _ = got
    cache.unlock(lock_1077)
    lock_1127 = cache.lock(node_1124)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1128, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1129, _ = got
    cache.unlock(lock_1081)
    lock_1131 = cache.lock(node_1128)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1132, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1133, _ = got
    cache.unlock(lock_1085)
    lock_1135 = cache.lock(node_1132)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1136, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1137, _ = got
    cache.unlock(lock_1089)
    lock_1139 = cache.lock(node_1136)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1140, _ = got
    cache.unlock(lock_1092)
    lock_1142 = cache.lock(node_1140)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1143, _ = got
    cache.unlock(lock_1095)
    lock_1145 = cache.lock(node_1143)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1146, _ = got
    cache.unlock(lock_1098)
    lock_1148 = cache.lock(node_1146)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1150, _ = got
    lock_1151 = cache.lock(node_1150)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1152, _ = got
    lock_1153 = cache.lock(node_1152)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1154, _ = got
    lock_1155 = cache.lock(node_1154)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1156, _ = got
    lock_1157 = cache.lock(node_1156)
    got = evict(cache, 60)
    got = alloc(allocator, 17)
    cache.unlock(lock_1157)
    got = evict(cache, 44)
    got = alloc(allocator, 13)
    cache.unlock(lock_1155)
    got = evict(cache, 28)
    got = alloc(allocator, 9)
    cache.unlock(lock_1153)
    got = evict(cache, 12)
    got = alloc(allocator, 5)
    cache.unlock(lock_1151)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 29], 32)
    _, node_1171, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1172, _ = got
    cache.unlock(lock_1123)
    lock_1174 = cache.lock(node_1171)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 2], 28)
    _, node_1175, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1176, _ = got
    cache.unlock(lock_1127)
    lock_1178 = cache.lock(node_1175)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1179, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1180, _ = got
    cache.unlock(lock_1131)
    lock_1182 = cache.lock(node_1179)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1183, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1184, _ = got
    cache.unlock(lock_1135)
    lock_1186 = cache.lock(node_1183)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1187, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1188, _ = got
    cache.unlock(lock_1139)
    lock_1190 = cache.lock(node_1187)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28], 44)
    _, node_1191, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1192, _ = got
    cache.unlock(lock_1142)
    lock_1194 = cache.lock(node_1191)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 24], 44)
    _, node_1195, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1196, _ = got
    cache.unlock(lock_1145)
    lock_1198 = cache.lock(node_1195)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1199, _ = got
    cache.unlock(lock_1148)
    lock_1201 = cache.lock(node_1199)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1203, _ = got
    lock_1204 = cache.lock(node_1203)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1205, _ = got
    lock_1206 = cache.lock(node_1205)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1207, _ = got
    lock_1208 = cache.lock(node_1207)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1209, _ = got
    lock_1210 = cache.lock(node_1209)
    got = evict(cache, 64)
    got = alloc(allocator, 19)
    cache.unlock(lock_1210)
    got = evict(cache, 48)
    got = alloc(allocator, 15)
    cache.unlock(lock_1208)
    got = evict(cache, 32)
    got = alloc(allocator, 11)
    cache.unlock(lock_1206)
    got = evict(cache, 16)
    got = alloc(allocator, 7)
    cache.unlock(lock_1204)
    got = alloc(allocator, 3)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 29], 32)
    _, node_1224, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1225, _ = got
    cache.unlock(lock_1174)
    lock_1227 = cache.lock(node_1224)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 29], 32)
    _, node_1228, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1229, _ = got
    cache.unlock(lock_1178)
    lock_1231 = cache.lock(node_1228)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 24)
    _, node_1232, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1233, _ = got
    cache.unlock(lock_1182)
    lock_1235 = cache.lock(node_1232)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1236, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1237, _ = got
    cache.unlock(lock_1186)
    lock_1239 = cache.lock(node_1236)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919], [1, 15, 31, 30, 32, 8], 24)
    _, node_1240, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1241, _ = got
    cache.unlock(lock_1190)
    lock_1243 = cache.lock(node_1240)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28], 48)
    _, node_1244, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1245, _ = got
    cache.unlock(lock_1194)
    lock_1247 = cache.lock(node_1244)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28], 48)
    _, node_1248, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1249, _ = got
    cache.unlock(lock_1198)
    lock_1251 = cache.lock(node_1248)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 26], 44)
    _, node_1252, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1253, _ = got
    cache.unlock(lock_1201)
    lock_1255 = cache.lock(node_1252)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1257, _ = got
    lock_1258 = cache.lock(node_1257)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1259, _ = got
    lock_1260 = cache.lock(node_1259)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1261, _ = got
    lock_1262 = cache.lock(node_1261)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1263, _ = got
    lock_1264 = cache.lock(node_1263)
    got = evict(cache, 68)
    got = alloc(allocator, 18)
    cache.unlock(lock_1264)
    got = evict(cache, 52)
    got = alloc(allocator, 14)
    cache.unlock(lock_1262)
    got = evict(cache, 36)
    got = alloc(allocator, 10)
    cache.unlock(lock_1260)
    got = evict(cache, 20)
    got = alloc(allocator, 6)
    cache.unlock(lock_1258)
    got = evict(cache, 4)
    got = alloc(allocator, 2)
    cache.unlock(lock_1255)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 29], 32)
    _, node_1281, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1282, _ = got
    cache.unlock(lock_1227)
    lock_1284 = cache.lock(node_1281)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 29], 32)
    _, node_1285, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1286, _ = got
    cache.unlock(lock_1231)
    lock_1288 = cache.lock(node_1285)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1289, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1290, _ = got
    cache.unlock(lock_1235)
    lock_1292 = cache.lock(node_1289)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 19], 24)
    _, node_1293, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1294, _ = got
    cache.unlock(lock_1239)
    lock_1296 = cache.lock(node_1293)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 20], 24)
    _, node_1297, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1298, _ = got
    cache.unlock(lock_1243)
    lock_1300 = cache.lock(node_1297)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28], 48)
    _, node_1301, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1302, _ = got
    cache.unlock(lock_1247)
    lock_1304 = cache.lock(node_1301)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28], 48)
    _, node_1305, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1306, _ = got
    cache.unlock(lock_1251)
    lock_1308 = cache.lock(node_1305)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1310, _ = got
    lock_1311 = cache.lock(node_1310)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1312, _ = got
    lock_1313 = cache.lock(node_1312)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1314, _ = got
    lock_1315 = cache.lock(node_1314)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1316, _ = got
    lock_1317 = cache.lock(node_1316)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1318, _ = got
    lock_1319 = cache.lock(node_1318)
    got = evict(cache, 68)
    got = alloc(allocator, 19)
    cache.unlock(lock_1319)
    got = evict(cache, 52)
    got = alloc(allocator, 15)
    cache.unlock(lock_1317)
    got = evict(cache, 36)
    got = alloc(allocator, 11)
    cache.unlock(lock_1315)
    got = evict(cache, 20)
    got = alloc(allocator, 7)
    cache.unlock(lock_1313)
    got = evict(cache, 4)
    got = alloc(allocator, 3)
    cache.unlock(lock_1311)
    got = alloc(allocator, 2)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 13], 32)
    _, node_1336, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1337, _ = got
    cache.unlock(lock_1284)
    lock_1339 = cache.lock(node_1336)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [1, 21, 22, 23, 5, 12, 11, 29], 32)
    _, node_1340, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1341, _ = got
    cache.unlock(lock_1288)
    lock_1343 = cache.lock(node_1340)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1344, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1345, _ = got
    cache.unlock(lock_1292)
    lock_1347 = cache.lock(node_1344)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1348, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1349, _ = got
    cache.unlock(lock_1296)
    lock_1351 = cache.lock(node_1348)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1352, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1353, _ = got
    cache.unlock(lock_1300)
    lock_1355 = cache.lock(node_1352)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28], 48)
    _, node_1356, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1357, _ = got
    cache.unlock(lock_1304)
    lock_1359 = cache.lock(node_1356)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28], 48)
    _, node_1360, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1361, _ = got
    cache.unlock(lock_1308)
    lock_1363 = cache.lock(node_1360)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1365, _ = got
    lock_1366 = cache.lock(node_1365)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1367, _ = got
    lock_1368 = cache.lock(node_1367)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1369, _ = got
    lock_1370 = cache.lock(node_1369)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1371, _ = got
    lock_1372 = cache.lock(node_1371)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1373, _ = got
    lock_1374 = cache.lock(node_1373)
    got = evict(cache, 72)
    got = alloc(allocator, 18)
    cache.unlock(lock_1374)
    got = evict(cache, 56)
    got = alloc(allocator, 14)
    cache.unlock(lock_1372)
    got = evict(cache, 40)
    got = alloc(allocator, 10)
    cache.unlock(lock_1370)
    got = evict(cache, 24)
    got = alloc(allocator, 6)
    cache.unlock(lock_1368)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_1366)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    allocator.free(indices([6]))
    cache.unlock(lock_1363)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 13], 36)
    _, node_1395, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1396, _ = got
    cache.unlock(lock_1339)
    lock_1398 = cache.lock(node_1395)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 24], 32)
    _, node_1399, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1400, _ = got
    cache.unlock(lock_1343)
    lock_1402 = cache.lock(node_1399)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1403, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1404, _ = got
    cache.unlock(lock_1347)
    lock_1406 = cache.lock(node_1403)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1407, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1408, _ = got
    cache.unlock(lock_1351)
    lock_1410 = cache.lock(node_1407)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1411, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1412, _ = got
    cache.unlock(lock_1355)
    lock_1414 = cache.lock(node_1411)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 28, 2], 48)
    _, node_1415, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1416, _ = got
    cache.unlock(lock_1359)
    lock_1418 = cache.lock(node_1415)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774])
    _, node_1420, _ = got
    lock_1421 = cache.lock(node_1420)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1422, _ = got
    lock_1423 = cache.lock(node_1422)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1424, _ = got
    lock_1425 = cache.lock(node_1424)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1426, _ = got
    lock_1427 = cache.lock(node_1426)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1428, _ = got
    lock_1429 = cache.lock(node_1428)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1430, _ = got
    lock_1431 = cache.lock(node_1430)
    got = evict(cache, 76)
    got = alloc(allocator, 20)
    cache.unlock(lock_1431)
    got = evict(cache, 60)
    got = alloc(allocator, 16)
    cache.unlock(lock_1429)
    got = evict(cache, 44)
    got = alloc(allocator, 12)
    cache.unlock(lock_1427)
    got = evict(cache, 28)
    got = alloc(allocator, 8)
    cache.unlock(lock_1425)
    got = evict(cache, 12)
    got = alloc(allocator, 4)
    cache.unlock(lock_1423)
    got = evict(cache, 8)
    got = alloc(allocator, 3)
    cache.unlock(lock_1421)
    got = evict(cache, 4)
    got = alloc(allocator, 2)
    cache.unlock(lock_1418)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 13], 36)
    _, node_1454, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1455, _ = got
    cache.unlock(lock_1398)
    lock_1457 = cache.lock(node_1454)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 13], 36)
    _, node_1458, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1459, _ = got
    cache.unlock(lock_1402)
    lock_1461 = cache.lock(node_1458)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 28)
    _, node_1462, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1463, _ = got
    cache.unlock(lock_1406)
    lock_1465 = cache.lock(node_1462)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1466, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1467, _ = got
    cache.unlock(lock_1410)
    lock_1469 = cache.lock(node_1466)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98], [1, 15, 31, 30, 32, 8, 27], 28)
    _, node_1470, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1471, _ = got
    cache.unlock(lock_1414)
    lock_1473 = cache.lock(node_1470)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818])
    _, node_1475, _ = got
    lock_1476 = cache.lock(node_1475)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774])
    _, node_1477, _ = got
    lock_1478 = cache.lock(node_1477)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1479, _ = got
    lock_1480 = cache.lock(node_1479)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1481, _ = got
    lock_1482 = cache.lock(node_1481)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1483, _ = got
    lock_1484 = cache.lock(node_1483)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1485, _ = got
    lock_1486 = cache.lock(node_1485)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1487, _ = got
    lock_1488 = cache.lock(node_1487)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_1488)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_1486)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_1484)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_1482)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_1480)
    got = evict(cache, 12)
    got = alloc(allocator, 3)
    cache.unlock(lock_1478)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_1476)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 13], 36)
    _, node_1512, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1513, _ = got
    cache.unlock(lock_1457)
    lock_1515 = cache.lock(node_1512)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 13], 36)
    _, node_1516, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1517, _ = got
    cache.unlock(lock_1461)
    lock_1519 = cache.lock(node_1516)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1520, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1521, _ = got
    cache.unlock(lock_1465)
    lock_1523 = cache.lock(node_1520)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 20], 28)
    _, node_1524, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1525, _ = got
    cache.unlock(lock_1469)
    lock_1527 = cache.lock(node_1524)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 19], 28)
    _, node_1528, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1529, _ = got
    cache.unlock(lock_1473)
    lock_1531 = cache.lock(node_1528)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818])
    _, node_1533, _ = got
    lock_1534 = cache.lock(node_1533)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774])
    _, node_1535, _ = got
    lock_1536 = cache.lock(node_1535)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1537, _ = got
    lock_1538 = cache.lock(node_1537)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1539, _ = got
    lock_1540 = cache.lock(node_1539)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1541, _ = got
    lock_1542 = cache.lock(node_1541)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1543, _ = got
    lock_1544 = cache.lock(node_1543)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1545, _ = got
    lock_1546 = cache.lock(node_1545)
    got = evict(cache, 80)
    got = alloc(allocator, 22)
    cache.unlock(lock_1546)
    got = evict(cache, 64)
    got = alloc(allocator, 18)
    cache.unlock(lock_1544)
    got = evict(cache, 48)
    got = alloc(allocator, 14)
    cache.unlock(lock_1542)
    got = evict(cache, 32)
    got = alloc(allocator, 10)
    cache.unlock(lock_1540)
    got = evict(cache, 16)
    got = alloc(allocator, 6)
    cache.unlock(lock_1538)
    got = evict(cache, 12)
    got = alloc(allocator, 5)
    cache.unlock(lock_1536)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_1534)
    got = alloc(allocator, 2)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608], [1, 21, 22, 23, 5, 12, 11, 29, 13, 6], 36)
    _, node_1569, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1570, _ = got
    cache.unlock(lock_1515)
    lock_1572 = cache.lock(node_1569)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432], [1, 21, 22, 23, 5, 12, 11, 29, 13], 36)
    _, node_1573, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1574, _ = got
    cache.unlock(lock_1519)
    lock_1576 = cache.lock(node_1573)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1577, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1578, _ = got
    cache.unlock(lock_1523)
    lock_1580 = cache.lock(node_1577)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1581, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1582, _ = got
    cache.unlock(lock_1527)
    lock_1584 = cache.lock(node_1581)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1585, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1586, _ = got
    cache.unlock(lock_1531)
    lock_1588 = cache.lock(node_1585)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818])
    _, node_1590, _ = got
    lock_1591 = cache.lock(node_1590)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774])
    _, node_1592, _ = got
    lock_1593 = cache.lock(node_1592)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1594, _ = got
    lock_1595 = cache.lock(node_1594)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1596, _ = got
    lock_1597 = cache.lock(node_1596)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1598, _ = got
    lock_1599 = cache.lock(node_1598)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1600, _ = got
    lock_1601 = cache.lock(node_1600)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1602, _ = got
    lock_1603 = cache.lock(node_1602)
    got = evict(cache, 84)
    got = alloc(allocator, 21)
    cache.unlock(lock_1603)
    got = evict(cache, 68)
    got = alloc(allocator, 17)
    cache.unlock(lock_1601)
    got = evict(cache, 52)
    got = alloc(allocator, 13)
    cache.unlock(lock_1599)
    got = evict(cache, 36)
    got = alloc(allocator, 9)
    cache.unlock(lock_1597)
    got = evict(cache, 20)
    got = alloc(allocator, 5)
    cache.unlock(lock_1595)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_1593)
    got = evict(cache, 12)
    got = alloc(allocator, 3)
    cache.unlock(lock_1591)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608], [1, 21, 22, 23, 5, 12, 11, 29, 13, 6], 40)
    _, node_1627, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1628, _ = got
    cache.unlock(lock_1572)
    lock_1630 = cache.lock(node_1627)
    allocator.free(indices([28]))
    cache.unlock(lock_1630)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608], [1, 21, 22, 23, 5, 12, 11, 29, 13, 24], 36)
    _, node_1633, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1634, _ = got
    cache.unlock(lock_1576)
    lock_1636 = cache.lock(node_1633)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1637, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1638, _ = got
    cache.unlock(lock_1580)
    lock_1640 = cache.lock(node_1637)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1641, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1642, _ = got
    cache.unlock(lock_1584)
    lock_1644 = cache.lock(node_1641)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1645, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1646, _ = got
    cache.unlock(lock_1588)
    lock_1648 = cache.lock(node_1645)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818])
    _, node_1650, _ = got
    lock_1651 = cache.lock(node_1650)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774])
    _, node_1652, _ = got
    lock_1653 = cache.lock(node_1652)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1654, _ = got
    lock_1655 = cache.lock(node_1654)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1656, _ = got
    lock_1657 = cache.lock(node_1656)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1658, _ = got
    lock_1659 = cache.lock(node_1658)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1660, _ = got
    lock_1661 = cache.lock(node_1660)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1662, _ = got
    lock_1663 = cache.lock(node_1662)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30])
    _, node_1664, _ = got
    lock_1665 = cache.lock(node_1664)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_1665)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_1663)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_1661)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_1659)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_1657)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_1655)
    got = evict(cache, 16)
    got = alloc(allocator, 6)
    cache.unlock(lock_1653)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_1651)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608], [1, 21, 22, 23, 5, 12, 11, 29, 13, 6], 40)
    _, node_1691, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26], [1, 21, 22, 23, 5], 20)
    _, node_1692, _ = got
    cache.unlock(lock_1636)
    lock_1694 = cache.lock(node_1691)
    allocator.free(indices([24]))
    cache.unlock(lock_1694)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450], [1, 15, 31, 30, 32, 8, 27, 26, 2], 32)
    _, node_1697, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1698, _ = got
    cache.unlock(lock_1640)
    lock_1700 = cache.lock(node_1697)
    cache.unlock(lock_1700)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1702, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1703, _ = got
    cache.unlock(lock_1644)
    lock_1705 = cache.lock(node_1702)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274], [1, 15, 31, 30, 32, 8, 27, 26], 32)
    _, node_1706, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1707, _ = got
    cache.unlock(lock_1648)
    lock_1709 = cache.lock(node_1706)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818])
    _, node_1711, _ = got
    lock_1712 = cache.lock(node_1711)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774])
    _, node_1713, _ = got
    lock_1714 = cache.lock(node_1713)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642])
    _, node_1715, _ = got
    lock_1716 = cache.lock(node_1715)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1717, _ = got
    lock_1718 = cache.lock(node_1717)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1719, _ = got
    lock_1720 = cache.lock(node_1719)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1721, _ = got
    lock_1722 = cache.lock(node_1721)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1723, _ = got
    lock_1724 = cache.lock(node_1723)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30])
    _, node_1725, _ = got
    lock_1726 = cache.lock(node_1725)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_1727, _ = got
    lock_1728 = cache.lock(node_1727)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1729, _ = got
    lock_1730 = cache.lock(node_1729)
    got = evict(cache, 132)
    got = alloc(allocator, 35)
    cache.unlock(lock_1730)
    got = evict(cache, 80)
    got = alloc(allocator, 31)
    cache.unlock(lock_1728)
    got = evict(cache, 64)
    got = alloc(allocator, 27)
    cache.unlock(lock_1726)
    got = evict(cache, 48)
    got = alloc(allocator, 23)
    cache.unlock(lock_1724)
    got = evict(cache, 32)
    got = alloc(allocator, 19)
    cache.unlock(lock_1722)
    got = evict(cache, 16)
    got = alloc(allocator, 15)
    cache.unlock(lock_1720)
    got = alloc(allocator, 11)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450], [1, 15, 31, 30, 32, 8, 27, 26, 19], 32)
    _, node_1750, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1751, _ = got
    cache.unlock(lock_1705)
    lock_1753 = cache.lock(node_1750)
    cache.unlock(lock_1753)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450], [1, 15, 31, 30, 32, 8, 27, 26, 20], 32)
    _, node_1755, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8], [1, 15, 31, 30], 16)
    _, node_1756, _ = got
    cache.unlock(lock_1709)
    lock_1758 = cache.lock(node_1755)
    cache.unlock(lock_1758)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 44)
    _, node_1760, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1761, _ = got
    cache.unlock(lock_1712)
    lock_1763 = cache.lock(node_1760)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 5, 12], 44)
    _, node_1764, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1765, _ = got
    cache.unlock(lock_1714)
    lock_1767 = cache.lock(node_1764)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 11], 44)
    _, node_1768, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1769, _ = got
    cache.unlock(lock_1716)
    lock_1771 = cache.lock(node_1768)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10], [1, 15, 31, 30, 32, 8, 27, 26, 2, 13, 6, 24], 36)
    _, node_1772, _ = got
    cache.unlock(lock_1718)
    lock_1774 = cache.lock(node_1772)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1776, _ = got
    lock_1777 = cache.lock(node_1776)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10, 7])
    _, node_1778, _ = got
    lock_1779 = cache.lock(node_1778)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1780, _ = got
    lock_1781 = cache.lock(node_1780)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30])
    _, node_1782, _ = got
    lock_1783 = cache.lock(node_1782)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_1784, _ = got
    lock_1785 = cache.lock(node_1784)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1786, _ = got
    lock_1787 = cache.lock(node_1786)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1788, _ = got
    lock_1789 = cache.lock(node_1788)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1790, _ = got
    lock_1791 = cache.lock(node_1790)
    got = evict(cache, 88)
    got = alloc(allocator, 27)
    cache.unlock(lock_1791)
    got = evict(cache, 72)
    got = alloc(allocator, 23)
    cache.unlock(lock_1789)
    got = evict(cache, 56)
    got = alloc(allocator, 19)
    cache.unlock(lock_1787)
    got = evict(cache, 40)
    got = alloc(allocator, 15)
    cache.unlock(lock_1785)
    got = evict(cache, 24)
    got = alloc(allocator, 11)
    cache.unlock(lock_1783)
    got = evict(cache, 8)
    got = alloc(allocator, 7)
    cache.unlock(lock_1781)
    got = alloc(allocator, 3)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_1811, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1812, _ = got
    cache.unlock(lock_1763)
    lock_1814 = cache.lock(node_1811)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_1815, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1816, _ = got
    cache.unlock(lock_1767)
    lock_1818 = cache.lock(node_1815)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21], 48)
    _, node_1819, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1820, _ = got
    cache.unlock(lock_1771)
    lock_1822 = cache.lock(node_1819)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10], [1, 15, 31, 30, 32, 8, 27, 26, 2, 13, 6, 24], 48)
    _, node_1823, _ = got
    cache.unlock(lock_1774)
    lock_1825 = cache.lock(node_1823)
    allocator.free(indices([28]))
    cache.unlock(lock_1825)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10], [1, 15, 31, 30, 32, 8, 27, 26, 2, 13, 6, 24], 48)
    _, node_1828, _ = got
    cache.unlock(lock_1777)
    lock_1830 = cache.lock(node_1828)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10], [1, 15, 31, 30, 32, 8, 27, 26, 2, 13, 6, 24], 48)
    _, node_1831, _ = got
    cache.unlock(lock_1779)
    lock_1833 = cache.lock(node_1831)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1835, _ = got
    lock_1836 = cache.lock(node_1835)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30])
    _, node_1837, _ = got
    lock_1838 = cache.lock(node_1837)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_1839, _ = got
    lock_1840 = cache.lock(node_1839)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1841, _ = got
    lock_1842 = cache.lock(node_1841)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1843, _ = got
    lock_1844 = cache.lock(node_1843)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1845, _ = got
    lock_1846 = cache.lock(node_1845)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_1847, _ = got
    lock_1848 = cache.lock(node_1847)
    got = evict(cache, 100)
    got = alloc(allocator, 28)
    cache.unlock(lock_1848)
    got = evict(cache, 84)
    got = alloc(allocator, 24)
    cache.unlock(lock_1846)
    got = evict(cache, 68)
    got = alloc(allocator, 20)
    cache.unlock(lock_1844)
    got = evict(cache, 52)
    got = alloc(allocator, 16)
    cache.unlock(lock_1842)
    got = evict(cache, 36)
    got = alloc(allocator, 12)
    cache.unlock(lock_1840)
    got = evict(cache, 20)
    got = alloc(allocator, 8)
    cache.unlock(lock_1838)
    got = evict(cache, 4)
    got = alloc(allocator, 4)
    cache.unlock(lock_1836)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_1870, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1871, _ = got
    cache.unlock(lock_1814)
    lock_1873 = cache.lock(node_1870)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_1874, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1875, _ = got
    cache.unlock(lock_1818)
    lock_1877 = cache.lock(node_1874)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21], 48)
    _, node_1878, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1879, _ = got
    cache.unlock(lock_1822)
    lock_1881 = cache.lock(node_1878)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10], [1, 15, 31, 30, 32, 8, 27, 26, 2, 13, 6, 24], 48)
    _, node_1882, _ = got
    cache.unlock(lock_1830)
    lock_1884 = cache.lock(node_1882)
    allocator.free(indices([5]))
    cache.unlock(lock_1884)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 0, 9, 26, 34, 23, 39, 36, 20, 8, 44, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54, 98, 142, 186, 230, 274, 318, 362, 406, 450, 494, 25, 6, 30, 40, 25, 3, 12, 4, 13, 28, 10], [1, 15, 31, 30, 32, 8, 27, 26, 2, 13, 6, 24], 48)
    _, node_1887, _ = got
    cache.unlock(lock_1833)
    lock_1889 = cache.lock(node_1887)
    allocator.free(indices([12]))
    cache.unlock(lock_1889)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1])
    _, node_1893, _ = got
    lock_1894 = cache.lock(node_1893)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30])
    _, node_1895, _ = got
    lock_1896 = cache.lock(node_1895)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_1897, _ = got
    lock_1898 = cache.lock(node_1897)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1899, _ = got
    lock_1900 = cache.lock(node_1899)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1901, _ = got
    lock_1902 = cache.lock(node_1901)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1903, _ = got
    lock_1904 = cache.lock(node_1903)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_1905, _ = got
    lock_1906 = cache.lock(node_1905)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_1907, _ = got
    lock_1908 = cache.lock(node_1907)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_1909, _ = got
    lock_1910 = cache.lock(node_1909)
    got = evict(cache, 124)
    got = alloc(allocator, 36)
    cache.unlock(lock_1910)
    got = evict(cache, 64)
    got = alloc(allocator, 32)
    cache.unlock(lock_1908)
    got = evict(cache, 48)
    got = alloc(allocator, 28)
    cache.unlock(lock_1906)
    got = evict(cache, 32)
    got = alloc(allocator, 24)
    cache.unlock(lock_1904)
    got = evict(cache, 16)
    got = alloc(allocator, 20)
    cache.unlock(lock_1902)
    got = alloc(allocator, 16)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 52)
    _, node_1927, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1928, _ = got
    cache.unlock(lock_1873)
    lock_1930 = cache.lock(node_1927)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_1931, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1932, _ = got
    cache.unlock(lock_1877)
    lock_1934 = cache.lock(node_1931)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 29], 48)
    _, node_1935, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1936, _ = got
    cache.unlock(lock_1881)
    lock_1938 = cache.lock(node_1935)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35], [15, 31, 30, 32], 0)
    _, node_1939, _ = got
    cache.unlock(lock_1894)
    lock_1941 = cache.lock(node_1939)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2], 24)
    _, node_1942, _ = got
    cache.unlock(lock_1896)
    lock_1944 = cache.lock(node_1942)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19], [13, 6, 24, 12], 0)
    _, node_1945, _ = got
    cache.unlock(lock_1898)
    lock_1947 = cache.lock(node_1945)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31], [5, 28, 20, 19], 0)
    _, node_1948, _ = got
    cache.unlock(lock_1900)
    lock_1950 = cache.lock(node_1948)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1952, _ = got
    lock_1953 = cache.lock(node_1952)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_1954, _ = got
    lock_1955 = cache.lock(node_1954)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_1956, _ = got
    lock_1957 = cache.lock(node_1956)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_1958, _ = got
    lock_1959 = cache.lock(node_1958)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_1960, _ = got
    lock_1961 = cache.lock(node_1960)
    got = evict(cache, 100)
    got = alloc(allocator, 28)
    cache.unlock(lock_1961)
    got = evict(cache, 84)
    got = alloc(allocator, 24)
    cache.unlock(lock_1959)
    got = evict(cache, 68)
    got = alloc(allocator, 20)
    cache.unlock(lock_1957)
    got = evict(cache, 52)
    got = alloc(allocator, 16)
    cache.unlock(lock_1955)
    got = evict(cache, 44)
    got = alloc(allocator, 14)
    cache.unlock(lock_1953)
    got = evict(cache, 36)
    got = alloc(allocator, 12)
    cache.unlock(lock_1950)
    got = evict(cache, 28)
    got = alloc(allocator, 10)
    cache.unlock(lock_1947)
    got = evict(cache, 4)
    got = alloc(allocator, 6)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_1985, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1986, _ = got
    cache.unlock(lock_1930)
    lock_1988 = cache.lock(node_1985)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 11], 52)
    _, node_1989, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1990, _ = got
    cache.unlock(lock_1934)
    lock_1992 = cache.lock(node_1989)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_1993, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_1994, _ = got
    cache.unlock(lock_1938)
    lock_1996 = cache.lock(node_1993)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 16)
    _, node_1997, _ = got
    cache.unlock(lock_1941)
    lock_1999 = cache.lock(node_1997)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 40)
    _, node_2000, _ = got
    cache.unlock(lock_1944)
    lock_2002 = cache.lock(node_2000)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2004, _ = got
    lock_2005 = cache.lock(node_2004)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2006, _ = got
    lock_2007 = cache.lock(node_2006)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2008, _ = got
    lock_2009 = cache.lock(node_2008)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2010, _ = got
    lock_2011 = cache.lock(node_2010)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2012, _ = got
    lock_2013 = cache.lock(node_2012)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2014, _ = got
    lock_2015 = cache.lock(node_2014)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2016, _ = got
    lock_2017 = cache.lock(node_2016)
    got = evict(cache, 108)
    got = alloc(allocator, 29)
    cache.unlock(lock_2017)
    got = evict(cache, 92)
    got = alloc(allocator, 25)
    cache.unlock(lock_2015)
    got = evict(cache, 76)
    got = alloc(allocator, 21)
    cache.unlock(lock_2013)
    got = evict(cache, 60)
    got = alloc(allocator, 17)
    cache.unlock(lock_2011)
    got = evict(cache, 44)
    got = alloc(allocator, 13)
    cache.unlock(lock_2009)
    got = evict(cache, 28)
    got = alloc(allocator, 9)
    cache.unlock(lock_2007)
    got = evict(cache, 12)
    got = alloc(allocator, 5)
    cache.unlock(lock_2005)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2040, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2041, _ = got
    cache.unlock(lock_1988)
    lock_2043 = cache.lock(node_2040)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2044, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2045, _ = got
    cache.unlock(lock_1992)
    lock_2047 = cache.lock(node_2044)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_2048, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2049, _ = got
    cache.unlock(lock_1996)
    lock_2051 = cache.lock(node_2048)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2052, _ = got
    cache.unlock(lock_1999)
    lock_2054 = cache.lock(node_2052)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2055, _ = got
    cache.unlock(lock_2002)
    lock_2057 = cache.lock(node_2055)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2059, _ = got
    lock_2060 = cache.lock(node_2059)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2061, _ = got
    lock_2062 = cache.lock(node_2061)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2063, _ = got
    lock_2064 = cache.lock(node_2063)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2065, _ = got
    lock_2066 = cache.lock(node_2065)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2067, _ = got
    lock_2068 = cache.lock(node_2067)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2069, _ = got
    lock_2070 = cache.lock(node_2069)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2071, _ = got
    lock_2072 = cache.lock(node_2071)
    got = evict(cache, 108)
    got = alloc(allocator, 28)
    cache.unlock(lock_2072)
    got = evict(cache, 92)
    got = alloc(allocator, 24)
    cache.unlock(lock_2070)
    got = evict(cache, 76)
    got = alloc(allocator, 20)
    cache.unlock(lock_2068)
    got = evict(cache, 60)
    got = alloc(allocator, 16)
    cache.unlock(lock_2066)
    got = evict(cache, 44)
    got = alloc(allocator, 12)
    cache.unlock(lock_2064)
    got = evict(cache, 28)
    got = alloc(allocator, 8)
    cache.unlock(lock_2062)
    got = evict(cache, 12)
    got = alloc(allocator, 4)
    cache.unlock(lock_2060)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2094, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2095, _ = got
    cache.unlock(lock_2043)
    lock_2097 = cache.lock(node_2094)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2098, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2099, _ = got
    cache.unlock(lock_2047)
    lock_2101 = cache.lock(node_2098)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22], 52)
    _, node_2102, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2103, _ = got
    cache.unlock(lock_2051)
    lock_2105 = cache.lock(node_2102)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528], [15, 31, 30, 32, 20, 19], 20)
    _, node_2106, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2107, _ = got
    cache.unlock(lock_2054)
    lock_2109 = cache.lock(node_2106)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2110, _ = got
    cache.unlock(lock_2057)
    lock_2112 = cache.lock(node_2110)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2114, _ = got
    lock_2115 = cache.lock(node_2114)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2116, _ = got
    lock_2117 = cache.lock(node_2116)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2118, _ = got
    lock_2119 = cache.lock(node_2118)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2120, _ = got
    lock_2121 = cache.lock(node_2120)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2122, _ = got
    lock_2123 = cache.lock(node_2122)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2124, _ = got
    lock_2125 = cache.lock(node_2124)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2126, _ = got
    lock_2127 = cache.lock(node_2126)
    got = evict(cache, 112)
    got = alloc(allocator, 29)
    cache.unlock(lock_2127)
    got = evict(cache, 96)
    got = alloc(allocator, 25)
    cache.unlock(lock_2125)
    got = evict(cache, 80)
    got = alloc(allocator, 21)
    cache.unlock(lock_2123)
    got = evict(cache, 64)
    got = alloc(allocator, 17)
    cache.unlock(lock_2121)
    got = evict(cache, 48)
    got = alloc(allocator, 13)
    cache.unlock(lock_2119)
    got = evict(cache, 32)
    got = alloc(allocator, 9)
    cache.unlock(lock_2117)
    got = evict(cache, 16)
    got = alloc(allocator, 5)
    cache.unlock(lock_2115)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 56)
    _, node_2150, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2151, _ = got
    cache.unlock(lock_2097)
    lock_2153 = cache.lock(node_2150)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2154, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2155, _ = got
    cache.unlock(lock_2101)
    lock_2157 = cache.lock(node_2154)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 12], 52)
    _, node_2158, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2159, _ = got
    cache.unlock(lock_2105)
    lock_2161 = cache.lock(node_2158)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528], [15, 31, 30, 32, 20, 19], 24)
    _, node_2162, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2163, _ = got
    cache.unlock(lock_2109)
    lock_2165 = cache.lock(node_2162)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28], 44)
    _, node_2166, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2167, _ = got
    cache.unlock(lock_2112)
    lock_2169 = cache.lock(node_2166)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2171, _ = got
    lock_2172 = cache.lock(node_2171)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2173, _ = got
    lock_2174 = cache.lock(node_2173)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2175, _ = got
    lock_2176 = cache.lock(node_2175)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2177, _ = got
    lock_2178 = cache.lock(node_2177)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2179, _ = got
    lock_2180 = cache.lock(node_2179)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2181, _ = got
    lock_2182 = cache.lock(node_2181)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2183, _ = got
    lock_2184 = cache.lock(node_2183)
    got = evict(cache, 120)
    got = alloc(allocator, 31)
    cache.unlock(lock_2184)
    got = evict(cache, 104)
    got = alloc(allocator, 27)
    cache.unlock(lock_2182)
    got = evict(cache, 88)
    got = alloc(allocator, 23)
    cache.unlock(lock_2180)
    got = evict(cache, 72)
    got = alloc(allocator, 19)
    cache.unlock(lock_2178)
    got = evict(cache, 56)
    got = alloc(allocator, 15)
    cache.unlock(lock_2176)
    got = evict(cache, 40)
    got = alloc(allocator, 11)
    cache.unlock(lock_2174)
    got = evict(cache, 24)
    got = alloc(allocator, 7)
    cache.unlock(lock_2172)
    got = evict(cache, 8)
    got = alloc(allocator, 3)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2208, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2209, _ = got
    cache.unlock(lock_2153)
    lock_2211 = cache.lock(node_2208)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 11], 56)
    _, node_2212, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2213, _ = got
    cache.unlock(lock_2157)
    lock_2215 = cache.lock(node_2212)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2216, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2217, _ = got
    cache.unlock(lock_2161)
    lock_2219 = cache.lock(node_2216)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528], [15, 31, 30, 32, 20, 19], 24)
    _, node_2220, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2221, _ = got
    cache.unlock(lock_2165)
    lock_2223 = cache.lock(node_2220)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28], 48)
    _, node_2224, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2225, _ = got
    cache.unlock(lock_2169)
    lock_2227 = cache.lock(node_2224)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2229, _ = got
    lock_2230 = cache.lock(node_2229)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2231, _ = got
    lock_2232 = cache.lock(node_2231)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2233, _ = got
    lock_2234 = cache.lock(node_2233)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2235, _ = got
    lock_2236 = cache.lock(node_2235)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2237, _ = got
    lock_2238 = cache.lock(node_2237)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2239, _ = got
    lock_2240 = cache.lock(node_2239)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2241, _ = got
    lock_2242 = cache.lock(node_2241)
    got = evict(cache, 112)
    got = alloc(allocator, 29)
    cache.unlock(lock_2242)
    got = evict(cache, 96)
    got = alloc(allocator, 25)
    cache.unlock(lock_2240)
    got = evict(cache, 80)
    got = alloc(allocator, 21)
    cache.unlock(lock_2238)
    got = evict(cache, 64)
    got = alloc(allocator, 17)
    cache.unlock(lock_2236)
    got = evict(cache, 48)
    got = alloc(allocator, 13)
    cache.unlock(lock_2234)
    got = evict(cache, 32)
    got = alloc(allocator, 9)
    cache.unlock(lock_2232)
    got = evict(cache, 16)
    got = alloc(allocator, 5)
    cache.unlock(lock_2230)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2265, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2266, _ = got
    cache.unlock(lock_2211)
    lock_2268 = cache.lock(node_2265)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2269, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2270, _ = got
    cache.unlock(lock_2215)
    lock_2272 = cache.lock(node_2269)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2273, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2274, _ = got
    cache.unlock(lock_2219)
    lock_2276 = cache.lock(node_2273)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528], [15, 31, 30, 32, 20, 19], 24)
    _, node_2277, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2278, _ = got
    cache.unlock(lock_2223)
    lock_2280 = cache.lock(node_2277)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28], 48)
    _, node_2281, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2282, _ = got
    cache.unlock(lock_2227)
    lock_2284 = cache.lock(node_2281)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2286, _ = got
    lock_2287 = cache.lock(node_2286)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2288, _ = got
    lock_2289 = cache.lock(node_2288)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2290, _ = got
    lock_2291 = cache.lock(node_2290)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2292, _ = got
    lock_2293 = cache.lock(node_2292)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2294, _ = got
    lock_2295 = cache.lock(node_2294)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2296, _ = got
    lock_2297 = cache.lock(node_2296)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2298, _ = got
    lock_2299 = cache.lock(node_2298)
    got = evict(cache, 112)
    got = alloc(allocator, 28)
    cache.unlock(lock_2299)
    got = evict(cache, 96)
    got = alloc(allocator, 24)
    cache.unlock(lock_2297)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_2295)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_2293)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_2291)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_2289)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_2287)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2321, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2322, _ = got
    cache.unlock(lock_2268)
    lock_2324 = cache.lock(node_2321)
    allocator.free(indices([13]))
    cache.unlock(lock_2324)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2327, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2328, _ = got
    cache.unlock(lock_2272)
    lock_2330 = cache.lock(node_2327)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23], 56)
    _, node_2331, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2332, _ = got
    cache.unlock(lock_2276)
    lock_2334 = cache.lock(node_2331)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704], [15, 31, 30, 32, 20, 19, 29], 24)
    _, node_2335, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2336, _ = got
    cache.unlock(lock_2280)
    lock_2338 = cache.lock(node_2335)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28], 48)
    _, node_2339, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2340, _ = got
    cache.unlock(lock_2284)
    lock_2342 = cache.lock(node_2339)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2344, _ = got
    lock_2345 = cache.lock(node_2344)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2346, _ = got
    lock_2347 = cache.lock(node_2346)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2348, _ = got
    lock_2349 = cache.lock(node_2348)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2350, _ = got
    lock_2351 = cache.lock(node_2350)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2352, _ = got
    lock_2353 = cache.lock(node_2352)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2354, _ = got
    lock_2355 = cache.lock(node_2354)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2356, _ = got
    lock_2357 = cache.lock(node_2356)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2358, _ = got
    lock_2359 = cache.lock(node_2358)
    got = evict(cache, 128)
    got = alloc(allocator, 33)
    cache.unlock(lock_2359)
    got = evict(cache, 112)
    got = alloc(allocator, 29)
    cache.unlock(lock_2357)
    got = evict(cache, 96)
    got = alloc(allocator, 25)
    cache.unlock(lock_2355)
    got = evict(cache, 80)
    got = alloc(allocator, 21)
    cache.unlock(lock_2353)
    got = evict(cache, 64)
    got = alloc(allocator, 17)
    cache.unlock(lock_2351)
    got = evict(cache, 48)
    got = alloc(allocator, 13)
    cache.unlock(lock_2349)
    got = evict(cache, 32)
    got = alloc(allocator, 9)
    cache.unlock(lock_2347)
    got = evict(cache, 16)
    got = alloc(allocator, 5)
    cache.unlock(lock_2345)
    got = alloc(allocator, 1)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2385, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2386, _ = got
    cache.unlock(lock_2330)
    lock_2388 = cache.lock(node_2385)
    allocator.free(indices([11]))
    cache.unlock(lock_2388)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 6], 56)
    _, node_2391, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2392, _ = got
    cache.unlock(lock_2334)
    lock_2394 = cache.lock(node_2391)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704], [15, 31, 30, 32, 20, 19, 29], 28)
    _, node_2395, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2396, _ = got
    cache.unlock(lock_2338)
    lock_2398 = cache.lock(node_2395)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12], 48)
    _, node_2399, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2400, _ = got
    cache.unlock(lock_2342)
    lock_2402 = cache.lock(node_2399)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2404, _ = got
    lock_2405 = cache.lock(node_2404)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2406, _ = got
    lock_2407 = cache.lock(node_2406)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2408, _ = got
    lock_2409 = cache.lock(node_2408)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2410, _ = got
    lock_2411 = cache.lock(node_2410)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2412, _ = got
    lock_2413 = cache.lock(node_2412)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2414, _ = got
    lock_2415 = cache.lock(node_2414)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2416, _ = got
    lock_2417 = cache.lock(node_2416)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2418, _ = got
    lock_2419 = cache.lock(node_2418)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2420, _ = got
    lock_2421 = cache.lock(node_2420)
    got = evict(cache, 144)
    got = alloc(allocator, 38)
    cache.unlock(lock_2421)
    got = evict(cache, 128)
    got = alloc(allocator, 34)
    cache.unlock(lock_2419)
    got = evict(cache, 112)
    got = alloc(allocator, 30)
    cache.unlock(lock_2417)
    got = evict(cache, 96)
    got = alloc(allocator, 26)
    cache.unlock(lock_2415)
    got = evict(cache, 80)
    got = alloc(allocator, 22)
    cache.unlock(lock_2413)
    got = evict(cache, 64)
    got = alloc(allocator, 18)
    cache.unlock(lock_2411)
    got = evict(cache, 48)
    got = alloc(allocator, 14)
    cache.unlock(lock_2409)
    got = evict(cache, 32)
    got = alloc(allocator, 10)
    cache.unlock(lock_2407)
    got = evict(cache, 16)
    got = alloc(allocator, 6)
    cache.unlock(lock_2405)
    got = alloc(allocator, 2)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2450, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2451, _ = got
    cache.unlock(lock_2394)
    lock_2453 = cache.lock(node_2450)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704], [15, 31, 30, 32, 20, 19, 29], 28)
    _, node_2454, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2455, _ = got
    cache.unlock(lock_2398)
    lock_2457 = cache.lock(node_2454)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12], 52)
    _, node_2458, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2459, _ = got
    cache.unlock(lock_2402)
    lock_2461 = cache.lock(node_2458)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2463, _ = got
    lock_2464 = cache.lock(node_2463)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2465, _ = got
    lock_2466 = cache.lock(node_2465)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2467, _ = got
    lock_2468 = cache.lock(node_2467)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2469, _ = got
    lock_2470 = cache.lock(node_2469)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2471, _ = got
    lock_2472 = cache.lock(node_2471)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2473, _ = got
    lock_2474 = cache.lock(node_2473)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2475, _ = got
    lock_2476 = cache.lock(node_2475)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2477, _ = got
    lock_2478 = cache.lock(node_2477)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2479, _ = got
    lock_2480 = cache.lock(node_2479)
    got = evict(cache, 144)
    got = alloc(allocator, 36)
    cache.unlock(lock_2480)
    got = evict(cache, 128)
    got = alloc(allocator, 32)
    cache.unlock(lock_2478)
    got = evict(cache, 112)
    got = alloc(allocator, 28)
    cache.unlock(lock_2476)
    got = evict(cache, 96)
    got = alloc(allocator, 24)
    cache.unlock(lock_2474)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_2472)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_2470)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_2468)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_2466)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_2464)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2508, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2509, _ = got
    cache.unlock(lock_2453)
    lock_2511 = cache.lock(node_2508)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704], [15, 31, 30, 32, 20, 19, 29], 28)
    _, node_2512, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2513, _ = got
    cache.unlock(lock_2457)
    lock_2515 = cache.lock(node_2512)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12], 52)
    _, node_2516, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2517, _ = got
    cache.unlock(lock_2461)
    lock_2519 = cache.lock(node_2516)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2521, _ = got
    lock_2522 = cache.lock(node_2521)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2523, _ = got
    lock_2524 = cache.lock(node_2523)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2525, _ = got
    lock_2526 = cache.lock(node_2525)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2527, _ = got
    lock_2528 = cache.lock(node_2527)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2529, _ = got
    lock_2530 = cache.lock(node_2529)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2531, _ = got
    lock_2532 = cache.lock(node_2531)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2533, _ = got
    lock_2534 = cache.lock(node_2533)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2535, _ = got
    lock_2536 = cache.lock(node_2535)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2537, _ = got
    lock_2538 = cache.lock(node_2537)
    got = evict(cache, 144)
    got = alloc(allocator, 36)
    cache.unlock(lock_2538)
    got = evict(cache, 128)
    got = alloc(allocator, 32)
    cache.unlock(lock_2536)
    got = evict(cache, 112)
    got = alloc(allocator, 28)
    cache.unlock(lock_2534)
    got = evict(cache, 96)
    got = alloc(allocator, 24)
    cache.unlock(lock_2532)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_2530)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_2528)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_2526)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_2524)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_2522)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7, 31, 3, 598, 642, 686, 730, 774, 818, 862, 906, 950, 994, 41, 85, 129, 173], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25, 21, 22, 23, 24], 60)
    _, node_2566, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 4, 3, 46, 44, 19, 41, 36, 43, 28, 18, 45, 24, 42, 22, 1, 29, 22, 10, 39, 7], [1, 14, 7, 9, 10, 3, 4, 17, 18, 16, 25], 44)
    _, node_2567, _ = got
    cache.unlock(lock_2511)
    lock_2569 = cache.lock(node_2566)
    allocator.free(indices([6]))
    cache.unlock(lock_2569)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [15, 31, 30, 32, 20, 19, 29, 13], 28)
    _, node_2572, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2573, _ = got
    cache.unlock(lock_2515)
    lock_2575 = cache.lock(node_2572)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12], 52)
    _, node_2576, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2577, _ = got
    cache.unlock(lock_2519)
    lock_2579 = cache.lock(node_2576)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2581, _ = got
    lock_2582 = cache.lock(node_2581)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2583, _ = got
    lock_2584 = cache.lock(node_2583)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2585, _ = got
    lock_2586 = cache.lock(node_2585)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2587, _ = got
    lock_2588 = cache.lock(node_2587)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2589, _ = got
    lock_2590 = cache.lock(node_2589)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2591, _ = got
    lock_2592 = cache.lock(node_2591)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2593, _ = got
    lock_2594 = cache.lock(node_2593)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2595, _ = got
    lock_2596 = cache.lock(node_2595)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2597, _ = got
    lock_2598 = cache.lock(node_2597)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2599, _ = got
    lock_2600 = cache.lock(node_2599)
    got = evict(cache, 160)
    got = alloc(allocator, 41)
    cache.unlock(lock_2600)
    got = evict(cache, 108)
    got = alloc(allocator, 37)
    cache.unlock(lock_2598)
    got = evict(cache, 92)
    got = alloc(allocator, 33)
    cache.unlock(lock_2596)
    got = evict(cache, 76)
    got = alloc(allocator, 29)
    cache.unlock(lock_2594)
    got = evict(cache, 60)
    got = alloc(allocator, 25)
    cache.unlock(lock_2592)
    got = evict(cache, 44)
    got = alloc(allocator, 21)
    cache.unlock(lock_2590)
    got = evict(cache, 28)
    got = alloc(allocator, 17)
    cache.unlock(lock_2588)
    got = evict(cache, 12)
    got = alloc(allocator, 13)
    cache.unlock(lock_2586)
    got = alloc(allocator, 9)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [15, 31, 30, 32, 20, 19, 29, 13], 32)
    _, node_2626, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2627, _ = got
    cache.unlock(lock_2575)
    lock_2629 = cache.lock(node_2626)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 867], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12, 11], 52)
    _, node_2630, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2631, _ = got
    cache.unlock(lock_2579)
    lock_2633 = cache.lock(node_2630)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19], [17, 18, 16, 25], 0)
    _, node_2634, _ = got
    cache.unlock(lock_2582)
    lock_2636 = cache.lock(node_2634)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31], [21, 22, 23, 24], 0)
    _, node_2637, _ = got
    cache.unlock(lock_2584)
    lock_2639 = cache.lock(node_2637)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2641, _ = got
    lock_2642 = cache.lock(node_2641)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2643, _ = got
    lock_2644 = cache.lock(node_2643)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2645, _ = got
    lock_2646 = cache.lock(node_2645)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2647, _ = got
    lock_2648 = cache.lock(node_2647)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2649, _ = got
    lock_2650 = cache.lock(node_2649)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2651, _ = got
    lock_2652 = cache.lock(node_2651)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2653, _ = got
    lock_2654 = cache.lock(node_2653)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2655, _ = got
    lock_2656 = cache.lock(node_2655)
    got = evict(cache, 128)
    got = alloc(allocator, 35)
    cache.unlock(lock_2656)
    got = evict(cache, 112)
    got = alloc(allocator, 31)
    cache.unlock(lock_2654)
    got = evict(cache, 96)
    got = alloc(allocator, 27)
    cache.unlock(lock_2652)
    got = evict(cache, 80)
    got = alloc(allocator, 23)
    cache.unlock(lock_2650)
    got = evict(cache, 64)
    got = alloc(allocator, 19)
    cache.unlock(lock_2648)
    got = evict(cache, 48)
    got = alloc(allocator, 15)
    cache.unlock(lock_2646)
    got = evict(cache, 32)
    got = alloc(allocator, 11)
    cache.unlock(lock_2644)
    got = evict(cache, 24)
    got = alloc(allocator, 9)
    cache.unlock(lock_2642)
    got = evict(cache, 16)
    got = alloc(allocator, 7)
    cache.unlock(lock_2639)
    got = evict(cache, 8)
    got = alloc(allocator, 5)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [15, 31, 30, 32, 20, 19, 29, 13], 32)
    _, node_2686, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2687, _ = got
    cache.unlock(lock_2629)
    lock_2689 = cache.lock(node_2686)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 867], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12, 11], 56)
    _, node_2690, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2691, _ = got
    cache.unlock(lock_2633)
    lock_2693 = cache.lock(node_2690)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23], [17, 18, 16, 25, 24, 21, 22, 6], 16)
    _, node_2694, _ = got
    cache.unlock(lock_2636)
    lock_2696 = cache.lock(node_2694)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2698, _ = got
    lock_2699 = cache.lock(node_2698)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2700, _ = got
    lock_2701 = cache.lock(node_2700)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2702, _ = got
    lock_2703 = cache.lock(node_2702)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2704, _ = got
    lock_2705 = cache.lock(node_2704)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2706, _ = got
    lock_2707 = cache.lock(node_2706)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2708, _ = got
    lock_2709 = cache.lock(node_2708)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2710, _ = got
    lock_2711 = cache.lock(node_2710)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2712, _ = got
    lock_2713 = cache.lock(node_2712)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2714, _ = got
    lock_2715 = cache.lock(node_2714)
    got = evict(cache, 156)
    got = alloc(allocator, 39)
    cache.unlock(lock_2715)
    got = evict(cache, 140)
    got = alloc(allocator, 35)
    cache.unlock(lock_2713)
    got = evict(cache, 124)
    got = alloc(allocator, 31)
    cache.unlock(lock_2711)
    got = evict(cache, 108)
    got = alloc(allocator, 27)
    cache.unlock(lock_2709)
    got = evict(cache, 92)
    got = alloc(allocator, 23)
    cache.unlock(lock_2707)
    got = evict(cache, 76)
    got = alloc(allocator, 19)
    cache.unlock(lock_2705)
    got = evict(cache, 60)
    got = alloc(allocator, 15)
    cache.unlock(lock_2703)
    got = evict(cache, 44)
    got = alloc(allocator, 11)
    cache.unlock(lock_2701)
    got = evict(cache, 28)
    got = alloc(allocator, 7)
    cache.unlock(lock_2699)
    got = evict(cache, 12)
    got = alloc(allocator, 3)
    cache.unlock(lock_2696)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [15, 31, 30, 32, 20, 19, 29, 13], 32)
    _, node_2746, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2747, _ = got
    cache.unlock(lock_2689)
    lock_2749 = cache.lock(node_2746)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 867], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12, 11], 56)
    _, node_2750, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2751, _ = got
    cache.unlock(lock_2693)
    lock_2753 = cache.lock(node_2750)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2755, _ = got
    lock_2756 = cache.lock(node_2755)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2757, _ = got
    lock_2758 = cache.lock(node_2757)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2759, _ = got
    lock_2760 = cache.lock(node_2759)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2761, _ = got
    lock_2762 = cache.lock(node_2761)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2763, _ = got
    lock_2764 = cache.lock(node_2763)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2765, _ = got
    lock_2766 = cache.lock(node_2765)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2767, _ = got
    lock_2768 = cache.lock(node_2767)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2769, _ = got
    lock_2770 = cache.lock(node_2769)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2771, _ = got
    lock_2772 = cache.lock(node_2771)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2773, _ = got
    lock_2774 = cache.lock(node_2773)
    got = evict(cache, 156)
    got = alloc(allocator, 39)
    cache.unlock(lock_2774)
    got = evict(cache, 140)
    got = alloc(allocator, 35)
    cache.unlock(lock_2772)
    got = evict(cache, 124)
    got = alloc(allocator, 31)
    cache.unlock(lock_2770)
    got = evict(cache, 108)
    got = alloc(allocator, 27)
    cache.unlock(lock_2768)
    got = evict(cache, 92)
    got = alloc(allocator, 23)
    cache.unlock(lock_2766)
    got = evict(cache, 76)
    got = alloc(allocator, 19)
    cache.unlock(lock_2764)
    got = evict(cache, 60)
    got = alloc(allocator, 15)
    cache.unlock(lock_2762)
    got = evict(cache, 44)
    got = alloc(allocator, 11)
    cache.unlock(lock_2760)
    got = evict(cache, 28)
    got = alloc(allocator, 7)
    cache.unlock(lock_2758)
    got = evict(cache, 12)
    got = alloc(allocator, 3)
    cache.unlock(lock_2756)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 59], [15, 31, 30, 32, 20, 19, 29, 13, 4], 32)
    _, node_2805, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2806, _ = got
    cache.unlock(lock_2749)
    lock_2808 = cache.lock(node_2805)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 867], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12, 11], 56)
    _, node_2809, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2810, _ = got
    cache.unlock(lock_2753)
    lock_2812 = cache.lock(node_2809)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2814, _ = got
    lock_2815 = cache.lock(node_2814)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2816, _ = got
    lock_2817 = cache.lock(node_2816)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2818, _ = got
    lock_2819 = cache.lock(node_2818)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2820, _ = got
    lock_2821 = cache.lock(node_2820)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2822, _ = got
    lock_2823 = cache.lock(node_2822)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2824, _ = got
    lock_2825 = cache.lock(node_2824)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2826, _ = got
    lock_2827 = cache.lock(node_2826)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2828, _ = got
    lock_2829 = cache.lock(node_2828)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2830, _ = got
    lock_2831 = cache.lock(node_2830)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2832, _ = got
    lock_2833 = cache.lock(node_2832)
    got = evict(cache, 160)
    got = alloc(allocator, 40)
    cache.unlock(lock_2833)
    got = evict(cache, 144)
    got = alloc(allocator, 36)
    cache.unlock(lock_2831)
    got = evict(cache, 128)
    got = alloc(allocator, 32)
    cache.unlock(lock_2829)
    got = evict(cache, 112)
    got = alloc(allocator, 28)
    cache.unlock(lock_2827)
    got = evict(cache, 96)
    got = alloc(allocator, 24)
    cache.unlock(lock_2825)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_2823)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_2821)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_2819)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_2817)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_2815)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 59], [15, 31, 30, 32, 20, 19, 29, 13, 4], 36)
    _, node_2866, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2867, _ = got
    cache.unlock(lock_2808)
    lock_2869 = cache.lock(node_2866)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 867, 911, 955, 2, 46], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12, 11, 23], 56)
    _, node_2870, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2871, _ = got
    cache.unlock(lock_2812)
    lock_2873 = cache.lock(node_2870)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2875, _ = got
    lock_2876 = cache.lock(node_2875)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2877, _ = got
    lock_2878 = cache.lock(node_2877)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2879, _ = got
    lock_2880 = cache.lock(node_2879)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2881, _ = got
    lock_2882 = cache.lock(node_2881)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2883, _ = got
    lock_2884 = cache.lock(node_2883)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2885, _ = got
    lock_2886 = cache.lock(node_2885)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2887, _ = got
    lock_2888 = cache.lock(node_2887)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2889, _ = got
    lock_2890 = cache.lock(node_2889)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2891, _ = got
    lock_2892 = cache.lock(node_2891)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2893, _ = got
    lock_2894 = cache.lock(node_2893)
    got = evict(cache, 152)
    got = alloc(allocator, 41)
    cache.unlock(lock_2894)
    got = evict(cache, 136)
    got = alloc(allocator, 37)
    cache.unlock(lock_2892)
    got = evict(cache, 120)
    got = alloc(allocator, 33)
    cache.unlock(lock_2890)
    got = evict(cache, 104)
    got = alloc(allocator, 29)
    cache.unlock(lock_2888)
    got = evict(cache, 88)
    got = alloc(allocator, 25)
    cache.unlock(lock_2886)
    got = evict(cache, 72)
    got = alloc(allocator, 21)
    cache.unlock(lock_2884)
    got = evict(cache, 56)
    got = alloc(allocator, 17)
    cache.unlock(lock_2882)
    got = evict(cache, 40)
    got = alloc(allocator, 13)
    cache.unlock(lock_2880)
    got = evict(cache, 24)
    got = alloc(allocator, 9)
    cache.unlock(lock_2878)
    got = evict(cache, 8)
    got = alloc(allocator, 5)
    cache.unlock(lock_2876)
    got = alloc(allocator, 1)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 59], [15, 31, 30, 32, 20, 19, 29, 13, 4], 36)
    _, node_2926, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2927, _ = got
    cache.unlock(lock_2869)
    lock_2929 = cache.lock(node_2926)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30, 44, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 867, 911, 955, 2, 46], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5, 28, 12, 11, 23], 60)
    _, node_2930, _ = got
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 2, 42, 4, 48, 35, 36, 20, 21, 44, 22, 38, 31, 37, 29, 883, 927, 971, 16, 22, 38, 23, 30, 7, 7, 31, 29, 30, 30, 19, 5, 9, 6, 47, 21, 47, 16, 30], [1, 14, 7, 9, 10, 3, 8, 27, 26, 2, 5], 44)
    _, node_2931, _ = got
    cache.unlock(lock_2873)
    lock_2933 = cache.lock(node_2930)
    allocator.free(indices([21]))
    cache.unlock(lock_2933)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21])
    _, node_2937, _ = got
    lock_2938 = cache.lock(node_2937)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2939, _ = got
    lock_2940 = cache.lock(node_2939)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2941, _ = got
    lock_2942 = cache.lock(node_2941)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16])
    _, node_2943, _ = got
    lock_2944 = cache.lock(node_2943)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2945, _ = got
    lock_2946 = cache.lock(node_2945)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2947, _ = got
    lock_2948 = cache.lock(node_2947)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_2949, _ = got
    lock_2950 = cache.lock(node_2949)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2951, _ = got
    lock_2952 = cache.lock(node_2951)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2953, _ = got
    lock_2954 = cache.lock(node_2953)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_2955, _ = got
    lock_2956 = cache.lock(node_2955)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_2957, _ = got
    lock_2958 = cache.lock(node_2957)
    got = evict(cache, 164)
    got = alloc(allocator, 44)
    cache.unlock(lock_2958)
    got = evict(cache, 92)
    got = alloc(allocator, 40)
    cache.unlock(lock_2956)
    got = evict(cache, 72)
    got = alloc(allocator, 36)
    cache.unlock(lock_2954)
    got = evict(cache, 56)
    got = alloc(allocator, 32)
    cache.unlock(lock_2952)
    got = evict(cache, 40)
    got = alloc(allocator, 28)
    cache.unlock(lock_2950)
    got = evict(cache, 24)
    got = alloc(allocator, 24)
    cache.unlock(lock_2948)
    got = evict(cache, 8)
    got = alloc(allocator, 20)
    cache.unlock(lock_2946)
    got = alloc(allocator, 16)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 59], [15, 31, 30, 32, 20, 19, 29, 13, 4], 36)
    _, node_2981, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_2982, _ = got
    cache.unlock(lock_2929)
    lock_2984 = cache.lock(node_2981)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23], [17, 18, 16, 25, 1, 14, 7, 9], 16)
    _, node_2985, _ = got
    cache.unlock(lock_2938)
    lock_2987 = cache.lock(node_2985)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 8)
    _, node_2988, _ = got
    cache.unlock(lock_2940)
    lock_2990 = cache.lock(node_2988)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 26, 2, 5, 28], 8)
    _, node_2991, _ = got
    cache.unlock(lock_2942)
    lock_2993 = cache.lock(node_2991)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 12, 11, 23, 21], 8)
    _, node_2994, _ = got
    cache.unlock(lock_2944)
    lock_2996 = cache.lock(node_2994)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_2998, _ = got
    lock_2999 = cache.lock(node_2998)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3000, _ = got
    lock_3001 = cache.lock(node_3000)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3002, _ = got
    lock_3003 = cache.lock(node_3002)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3004, _ = got
    lock_3005 = cache.lock(node_3004)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3006, _ = got
    lock_3007 = cache.lock(node_3006)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3008, _ = got
    lock_3009 = cache.lock(node_3008)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3010, _ = got
    lock_3011 = cache.lock(node_3010)
    got = evict(cache, 96)
    got = alloc(allocator, 34)
    cache.unlock(lock_3011)
    got = evict(cache, 80)
    got = alloc(allocator, 30)
    cache.unlock(lock_3009)
    got = evict(cache, 64)
    got = alloc(allocator, 26)
    cache.unlock(lock_3007)
    got = evict(cache, 48)
    got = alloc(allocator, 22)
    cache.unlock(lock_3005)
    got = evict(cache, 32)
    got = alloc(allocator, 18)
    cache.unlock(lock_3003)
    got = evict(cache, 16)
    got = alloc(allocator, 14)
    cache.unlock(lock_3001)
    got = alloc(allocator, 10)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 59, 103, 147, 191, 235], [15, 31, 30, 32, 20, 19, 29, 13, 4, 24], 36)
    _, node_3031, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_3032, _ = got
    cache.unlock(lock_2984)
    lock_3034 = cache.lock(node_3031)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 32)
    _, node_3035, _ = got
    cache.unlock(lock_2987)
    lock_3037 = cache.lock(node_3035)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3038, _ = got
    cache.unlock(lock_2990)
    lock_3040 = cache.lock(node_3038)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3041, _ = got
    cache.unlock(lock_2993)
    lock_3043 = cache.lock(node_3041)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3044, _ = got
    cache.unlock(lock_2996)
    lock_3046 = cache.lock(node_3044)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 5, 28, 22, 6], 24)
    _, node_3047, _ = got
    cache.unlock(lock_2999)
    lock_3049 = cache.lock(node_3047)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3051, _ = got
    lock_3052 = cache.lock(node_3051)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3053, _ = got
    lock_3054 = cache.lock(node_3053)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3055, _ = got
    lock_3056 = cache.lock(node_3055)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3057, _ = got
    lock_3058 = cache.lock(node_3057)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3059, _ = got
    lock_3060 = cache.lock(node_3059)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3061, _ = got
    lock_3062 = cache.lock(node_3061)
    got = evict(cache, 116)
    got = alloc(allocator, 29)
    cache.unlock(lock_3062)
    got = evict(cache, 100)
    got = alloc(allocator, 25)
    cache.unlock(lock_3060)
    got = evict(cache, 84)
    got = alloc(allocator, 21)
    cache.unlock(lock_3058)
    got = evict(cache, 68)
    got = alloc(allocator, 17)
    cache.unlock(lock_3056)
    got = evict(cache, 52)
    got = alloc(allocator, 13)
    cache.unlock(lock_3054)
    got = evict(cache, 36)
    got = alloc(allocator, 9)
    cache.unlock(lock_3052)
    got = evict(cache, 20)
    got = alloc(allocator, 5)
    cache.unlock(lock_3049)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39, 1, 4, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 59, 103, 147, 191, 235], [15, 31, 30, 32, 20, 19, 29, 13, 4, 24], 40)
    _, node_3086, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 23, 39], [15, 31, 30, 32, 20], 20)
    _, node_3087, _ = got
    cache.unlock(lock_3034)
    lock_3089 = cache.lock(node_3086)
    allocator.free(indices([5]))
    cache.unlock(lock_3089)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3092, _ = got
    cache.unlock(lock_3037)
    lock_3094 = cache.lock(node_3092)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3095, _ = got
    cache.unlock(lock_3040)
    lock_3097 = cache.lock(node_3095)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3098, _ = got
    cache.unlock(lock_3043)
    lock_3100 = cache.lock(node_3098)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3101, _ = got
    cache.unlock(lock_3046)
    lock_3103 = cache.lock(node_3101)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45])
    _, node_3105, _ = got
    lock_3106 = cache.lock(node_3105)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3107, _ = got
    lock_3108 = cache.lock(node_3107)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3109, _ = got
    lock_3110 = cache.lock(node_3109)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3111, _ = got
    lock_3112 = cache.lock(node_3111)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3113, _ = got
    lock_3114 = cache.lock(node_3113)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3115, _ = got
    lock_3116 = cache.lock(node_3115)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3117, _ = got
    lock_3118 = cache.lock(node_3117)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3119, _ = got
    lock_3120 = cache.lock(node_3119)
    got = evict(cache, 112)
    got = alloc(allocator, 32)
    cache.unlock(lock_3120)
    got = evict(cache, 72)
    got = alloc(allocator, 28)
    cache.unlock(lock_3118)
    got = evict(cache, 56)
    got = alloc(allocator, 24)
    cache.unlock(lock_3116)
    got = evict(cache, 40)
    got = alloc(allocator, 20)
    cache.unlock(lock_3114)
    got = evict(cache, 24)
    got = alloc(allocator, 16)
    cache.unlock(lock_3112)
    got = evict(cache, 8)
    got = alloc(allocator, 12)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23], 40)
    _, node_3138, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3139, _ = got
    cache.unlock(lock_3094)
    lock_3141 = cache.lock(node_3138)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3142, _ = got
    cache.unlock(lock_3097)
    lock_3144 = cache.lock(node_3142)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3145, _ = got
    cache.unlock(lock_3100)
    lock_3147 = cache.lock(node_3145)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3148, _ = got
    cache.unlock(lock_3103)
    lock_3150 = cache.lock(node_3148)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 24)
    _, node_3151, _ = got
    cache.unlock(lock_3106)
    lock_3153 = cache.lock(node_3151)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9], [17, 18, 20, 19, 29, 13], 8)
    _, node_3154, _ = got
    cache.unlock(lock_3108)
    lock_3156 = cache.lock(node_3154)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9], [17, 18, 4, 24, 5, 28], 8)
    _, node_3157, _ = got
    cache.unlock(lock_3110)
    lock_3159 = cache.lock(node_3157)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3161, _ = got
    lock_3162 = cache.lock(node_3161)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3163, _ = got
    lock_3164 = cache.lock(node_3163)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3165, _ = got
    lock_3166 = cache.lock(node_3165)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3167, _ = got
    lock_3168 = cache.lock(node_3167)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3169, _ = got
    lock_3170 = cache.lock(node_3169)
    got = evict(cache, 92)
    got = alloc(allocator, 29)
    cache.unlock(lock_3170)
    got = evict(cache, 76)
    got = alloc(allocator, 25)
    cache.unlock(lock_3168)
    got = evict(cache, 60)
    got = alloc(allocator, 21)
    cache.unlock(lock_3166)
    got = evict(cache, 44)
    got = alloc(allocator, 17)
    cache.unlock(lock_3164)
    got = evict(cache, 28)
    got = alloc(allocator, 13)
    cache.unlock(lock_3162)
    got = evict(cache, 12)
    got = alloc(allocator, 9)
    cache.unlock(lock_3159)
    got = evict(cache, 4)
    got = alloc(allocator, 7)
    cache.unlock(lock_3156)
    got = alloc(allocator, 5)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23], 44)
    _, node_3193, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3194, _ = got
    cache.unlock(lock_3141)
    lock_3196 = cache.lock(node_3193)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 21], 24)
    _, node_3197, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3198, _ = got
    cache.unlock(lock_3144)
    lock_3200 = cache.lock(node_3197)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 26], 24)
    _, node_3201, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3202, _ = got
    cache.unlock(lock_3147)
    lock_3204 = cache.lock(node_3201)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 2], 24)
    _, node_3205, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3206, _ = got
    cache.unlock(lock_3150)
    lock_3208 = cache.lock(node_3205)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22], 40)
    _, node_3209, _ = got
    cache.unlock(lock_3153)
    lock_3211 = cache.lock(node_3209)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3213, _ = got
    lock_3214 = cache.lock(node_3213)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3215, _ = got
    lock_3216 = cache.lock(node_3215)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3217, _ = got
    lock_3218 = cache.lock(node_3217)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3219, _ = got
    lock_3220 = cache.lock(node_3219)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3221, _ = got
    lock_3222 = cache.lock(node_3221)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3223, _ = got
    lock_3224 = cache.lock(node_3223)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3225, _ = got
    lock_3226 = cache.lock(node_3225)
    got = evict(cache, 104)
    got = alloc(allocator, 30)
    cache.unlock(lock_3226)
    got = evict(cache, 88)
    got = alloc(allocator, 26)
    cache.unlock(lock_3224)
    got = evict(cache, 72)
    got = alloc(allocator, 22)
    cache.unlock(lock_3222)
    got = evict(cache, 56)
    got = alloc(allocator, 18)
    cache.unlock(lock_3220)
    got = evict(cache, 40)
    got = alloc(allocator, 14)
    cache.unlock(lock_3218)
    got = evict(cache, 24)
    got = alloc(allocator, 10)
    cache.unlock(lock_3216)
    got = evict(cache, 16)
    got = alloc(allocator, 8)
    cache.unlock(lock_3214)
    got = evict(cache, 8)
    got = alloc(allocator, 6)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23], 44)
    _, node_3250, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3251, _ = got
    cache.unlock(lock_3196)
    lock_3253 = cache.lock(node_3250)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3254, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3255, _ = got
    cache.unlock(lock_3200)
    lock_3257 = cache.lock(node_3254)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3258, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3259, _ = got
    cache.unlock(lock_3204)
    lock_3261 = cache.lock(node_3258)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3262, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3263, _ = got
    cache.unlock(lock_3208)
    lock_3265 = cache.lock(node_3262)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 13, 2, 26], 56)
    _, node_3266, _ = got
    cache.unlock(lock_3211)
    lock_3268 = cache.lock(node_3266)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3270, _ = got
    lock_3271 = cache.lock(node_3270)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3272, _ = got
    lock_3273 = cache.lock(node_3272)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3274, _ = got
    lock_3275 = cache.lock(node_3274)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3276, _ = got
    lock_3277 = cache.lock(node_3276)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3278, _ = got
    lock_3279 = cache.lock(node_3278)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3280, _ = got
    lock_3281 = cache.lock(node_3280)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3282, _ = got
    lock_3283 = cache.lock(node_3282)
    got = evict(cache, 108)
    got = alloc(allocator, 29)
    cache.unlock(lock_3283)
    got = evict(cache, 92)
    got = alloc(allocator, 25)
    cache.unlock(lock_3281)
    got = evict(cache, 76)
    got = alloc(allocator, 21)
    cache.unlock(lock_3279)
    got = evict(cache, 60)
    got = alloc(allocator, 17)
    cache.unlock(lock_3277)
    got = evict(cache, 44)
    got = alloc(allocator, 13)
    cache.unlock(lock_3275)
    got = evict(cache, 28)
    got = alloc(allocator, 9)
    cache.unlock(lock_3273)
    got = evict(cache, 12)
    got = alloc(allocator, 5)
    cache.unlock(lock_3271)
    got = alloc(allocator, 1)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23], 44)
    _, node_3306, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3307, _ = got
    cache.unlock(lock_3253)
    lock_3309 = cache.lock(node_3306)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3310, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3311, _ = got
    cache.unlock(lock_3257)
    lock_3313 = cache.lock(node_3310)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3314, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3315, _ = got
    cache.unlock(lock_3261)
    lock_3317 = cache.lock(node_3314)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3318, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3319, _ = got
    cache.unlock(lock_3265)
    lock_3321 = cache.lock(node_3318)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 13, 2, 26], 68)
    _, node_3322, _ = got
    cache.unlock(lock_3268)
    lock_3324 = cache.lock(node_3322)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3326, _ = got
    lock_3327 = cache.lock(node_3326)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3328, _ = got
    lock_3329 = cache.lock(node_3328)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3330, _ = got
    lock_3331 = cache.lock(node_3330)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3332, _ = got
    lock_3333 = cache.lock(node_3332)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3334, _ = got
    lock_3335 = cache.lock(node_3334)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3336, _ = got
    lock_3337 = cache.lock(node_3336)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3338, _ = got
    lock_3339 = cache.lock(node_3338)
    got = evict(cache, 108)
    got = alloc(allocator, 28)
    cache.unlock(lock_3339)
    got = evict(cache, 92)
    got = alloc(allocator, 24)
    cache.unlock(lock_3337)
    got = evict(cache, 76)
    got = alloc(allocator, 20)
    cache.unlock(lock_3335)
    got = evict(cache, 60)
    got = alloc(allocator, 16)
    cache.unlock(lock_3333)
    got = evict(cache, 44)
    got = alloc(allocator, 12)
    cache.unlock(lock_3331)
    got = evict(cache, 28)
    got = alloc(allocator, 8)
    cache.unlock(lock_3329)
    got = evict(cache, 12)
    got = alloc(allocator, 4)
    cache.unlock(lock_3327)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4], 44)
    _, node_3361, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3362, _ = got
    cache.unlock(lock_3309)
    lock_3364 = cache.lock(node_3361)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3365, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3366, _ = got
    cache.unlock(lock_3313)
    lock_3368 = cache.lock(node_3365)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3369, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3370, _ = got
    cache.unlock(lock_3317)
    lock_3372 = cache.lock(node_3369)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445], [17, 18, 10, 3, 8, 27, 15], 28)
    _, node_3373, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3374, _ = got
    cache.unlock(lock_3321)
    lock_3376 = cache.lock(node_3373)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 13, 2, 26], 68)
    _, node_3377, _ = got
    cache.unlock(lock_3324)
    lock_3379 = cache.lock(node_3377)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3381, _ = got
    lock_3382 = cache.lock(node_3381)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3383, _ = got
    lock_3384 = cache.lock(node_3383)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3385, _ = got
    lock_3386 = cache.lock(node_3385)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3387, _ = got
    lock_3388 = cache.lock(node_3387)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3389, _ = got
    lock_3390 = cache.lock(node_3389)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3391, _ = got
    lock_3392 = cache.lock(node_3391)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3393, _ = got
    lock_3394 = cache.lock(node_3393)
    got = evict(cache, 112)
    got = alloc(allocator, 29)
    cache.unlock(lock_3394)
    got = evict(cache, 96)
    got = alloc(allocator, 25)
    cache.unlock(lock_3392)
    got = evict(cache, 80)
    got = alloc(allocator, 21)
    cache.unlock(lock_3390)
    got = evict(cache, 64)
    got = alloc(allocator, 17)
    cache.unlock(lock_3388)
    got = evict(cache, 48)
    got = alloc(allocator, 13)
    cache.unlock(lock_3386)
    got = evict(cache, 32)
    got = alloc(allocator, 9)
    cache.unlock(lock_3384)
    got = evict(cache, 16)
    got = alloc(allocator, 5)
    cache.unlock(lock_3382)
    got = alloc(allocator, 1)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4], 48)
    _, node_3417, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3418, _ = got
    cache.unlock(lock_3364)
    lock_3420 = cache.lock(node_3417)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 20], 28)
    _, node_3421, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3422, _ = got
    cache.unlock(lock_3368)
    lock_3424 = cache.lock(node_3421)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 19], 28)
    _, node_3425, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3426, _ = got
    cache.unlock(lock_3372)
    lock_3428 = cache.lock(node_3425)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 29], 28)
    _, node_3429, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3430, _ = got
    cache.unlock(lock_3376)
    lock_3432 = cache.lock(node_3429)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 13, 2, 26], 68)
    _, node_3433, _ = got
    cache.unlock(lock_3379)
    lock_3435 = cache.lock(node_3433)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3437, _ = got
    lock_3438 = cache.lock(node_3437)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3439, _ = got
    lock_3440 = cache.lock(node_3439)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3441, _ = got
    lock_3442 = cache.lock(node_3441)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3443, _ = got
    lock_3444 = cache.lock(node_3443)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3445, _ = got
    lock_3446 = cache.lock(node_3445)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3447, _ = got
    lock_3448 = cache.lock(node_3447)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3449, _ = got
    lock_3450 = cache.lock(node_3449)
    got = evict(cache, 112)
    got = alloc(allocator, 31)
    cache.unlock(lock_3450)
    got = evict(cache, 96)
    got = alloc(allocator, 27)
    cache.unlock(lock_3448)
    got = evict(cache, 80)
    got = alloc(allocator, 23)
    cache.unlock(lock_3446)
    got = evict(cache, 64)
    got = alloc(allocator, 19)
    cache.unlock(lock_3444)
    got = evict(cache, 48)
    got = alloc(allocator, 15)
    cache.unlock(lock_3442)
    got = evict(cache, 32)
    got = alloc(allocator, 11)
    cache.unlock(lock_3440)
    got = evict(cache, 16)
    got = alloc(allocator, 7)
    cache.unlock(lock_3438)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4], 48)
    _, node_3473, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3474, _ = got
    cache.unlock(lock_3420)
    lock_3476 = cache.lock(node_3473)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3477, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3478, _ = got
    cache.unlock(lock_3424)
    lock_3480 = cache.lock(node_3477)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3481, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3482, _ = got
    cache.unlock(lock_3428)
    lock_3484 = cache.lock(node_3481)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3485, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3486, _ = got
    cache.unlock(lock_3432)
    lock_3488 = cache.lock(node_3485)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 13, 2, 26, 21], 68)
    _, node_3489, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 13, 2, 26], 68)
    _, node_3490, _ = got
    cache.unlock(lock_3435)
    lock_3492 = cache.lock(node_3489)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3494, _ = got
    lock_3495 = cache.lock(node_3494)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3496, _ = got
    lock_3497 = cache.lock(node_3496)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3498, _ = got
    lock_3499 = cache.lock(node_3498)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3500, _ = got
    lock_3501 = cache.lock(node_3500)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3502, _ = got
    lock_3503 = cache.lock(node_3502)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3504, _ = got
    lock_3505 = cache.lock(node_3504)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3506, _ = got
    lock_3507 = cache.lock(node_3506)
    got = evict(cache, 116)
    got = alloc(allocator, 29)
    cache.unlock(lock_3507)
    got = evict(cache, 100)
    got = alloc(allocator, 25)
    cache.unlock(lock_3505)
    got = evict(cache, 84)
    got = alloc(allocator, 21)
    cache.unlock(lock_3503)
    got = evict(cache, 68)
    got = alloc(allocator, 17)
    cache.unlock(lock_3501)
    got = evict(cache, 52)
    got = alloc(allocator, 13)
    cache.unlock(lock_3499)
    got = evict(cache, 36)
    got = alloc(allocator, 9)
    cache.unlock(lock_3497)
    got = evict(cache, 20)
    got = alloc(allocator, 5)
    cache.unlock(lock_3495)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    cache.unlock(lock_3492)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4], 48)
    _, node_3532, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3533, _ = got
    cache.unlock(lock_3476)
    lock_3535 = cache.lock(node_3532)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3536, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3537, _ = got
    cache.unlock(lock_3480)
    lock_3539 = cache.lock(node_3536)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3540, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3541, _ = got
    cache.unlock(lock_3484)
    lock_3543 = cache.lock(node_3540)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3544, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3545, _ = got
    cache.unlock(lock_3488)
    lock_3547 = cache.lock(node_3544)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3549, _ = got
    lock_3550 = cache.lock(node_3549)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3551, _ = got
    lock_3552 = cache.lock(node_3551)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3553, _ = got
    lock_3554 = cache.lock(node_3553)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3555, _ = got
    lock_3556 = cache.lock(node_3555)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3557, _ = got
    lock_3558 = cache.lock(node_3557)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3559, _ = got
    lock_3560 = cache.lock(node_3559)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3561, _ = got
    lock_3562 = cache.lock(node_3561)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3563, _ = got
    lock_3564 = cache.lock(node_3563)
    got = evict(cache, 116)
    got = alloc(allocator, 29)
    cache.unlock(lock_3564)
    got = evict(cache, 100)
    got = alloc(allocator, 25)
    cache.unlock(lock_3562)
    got = evict(cache, 84)
    got = alloc(allocator, 21)
    cache.unlock(lock_3560)
    got = evict(cache, 68)
    got = alloc(allocator, 17)
    cache.unlock(lock_3558)
    got = evict(cache, 52)
    got = alloc(allocator, 13)
    cache.unlock(lock_3556)
    got = evict(cache, 36)
    got = alloc(allocator, 9)
    cache.unlock(lock_3554)
    got = evict(cache, 20)
    got = alloc(allocator, 5)
    cache.unlock(lock_3552)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    cache.unlock(lock_3550)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6], 48)
    _, node_3589, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3590, _ = got
    cache.unlock(lock_3535)
    lock_3592 = cache.lock(node_3589)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3593, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3594, _ = got
    cache.unlock(lock_3539)
    lock_3596 = cache.lock(node_3593)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3597, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3598, _ = got
    cache.unlock(lock_3543)
    lock_3600 = cache.lock(node_3597)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621], [17, 18, 10, 3, 8, 27, 15, 31], 32)
    _, node_3601, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3602, _ = got
    cache.unlock(lock_3547)
    lock_3604 = cache.lock(node_3601)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3606, _ = got
    lock_3607 = cache.lock(node_3606)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3608, _ = got
    lock_3609 = cache.lock(node_3608)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3610, _ = got
    lock_3611 = cache.lock(node_3610)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3612, _ = got
    lock_3613 = cache.lock(node_3612)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3614, _ = got
    lock_3615 = cache.lock(node_3614)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3616, _ = got
    lock_3617 = cache.lock(node_3616)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3618, _ = got
    lock_3619 = cache.lock(node_3618)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3620, _ = got
    lock_3621 = cache.lock(node_3620)
    got = evict(cache, 120)
    got = alloc(allocator, 30)
    cache.unlock(lock_3621)
    got = evict(cache, 104)
    got = alloc(allocator, 26)
    cache.unlock(lock_3619)
    got = evict(cache, 88)
    got = alloc(allocator, 22)
    cache.unlock(lock_3617)
    got = evict(cache, 72)
    got = alloc(allocator, 18)
    cache.unlock(lock_3615)
    got = evict(cache, 56)
    got = alloc(allocator, 14)
    cache.unlock(lock_3613)
    got = evict(cache, 40)
    got = alloc(allocator, 10)
    cache.unlock(lock_3611)
    got = evict(cache, 24)
    got = alloc(allocator, 6)
    cache.unlock(lock_3609)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_3607)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6], 52)
    _, node_3648, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3649, _ = got
    cache.unlock(lock_3592)
    lock_3651 = cache.lock(node_3648)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 29], 32)
    _, node_3652, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3653, _ = got
    cache.unlock(lock_3596)
    lock_3655 = cache.lock(node_3652)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 19], 32)
    _, node_3656, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3657, _ = got
    cache.unlock(lock_3600)
    lock_3659 = cache.lock(node_3656)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 20], 32)
    _, node_3660, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3661, _ = got
    cache.unlock(lock_3604)
    lock_3663 = cache.lock(node_3660)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3665, _ = got
    lock_3666 = cache.lock(node_3665)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3667, _ = got
    lock_3668 = cache.lock(node_3667)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3669, _ = got
    lock_3670 = cache.lock(node_3669)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3671, _ = got
    lock_3672 = cache.lock(node_3671)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3673, _ = got
    lock_3674 = cache.lock(node_3673)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3675, _ = got
    lock_3676 = cache.lock(node_3675)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3677, _ = got
    lock_3678 = cache.lock(node_3677)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3679, _ = got
    lock_3680 = cache.lock(node_3679)
    got = evict(cache, 120)
    got = alloc(allocator, 33)
    cache.unlock(lock_3680)
    got = evict(cache, 104)
    got = alloc(allocator, 29)
    cache.unlock(lock_3678)
    got = evict(cache, 88)
    got = alloc(allocator, 25)
    cache.unlock(lock_3676)
    got = evict(cache, 72)
    got = alloc(allocator, 21)
    cache.unlock(lock_3674)
    got = evict(cache, 56)
    got = alloc(allocator, 17)
    cache.unlock(lock_3672)
    got = evict(cache, 40)
    got = alloc(allocator, 13)
    cache.unlock(lock_3670)
    got = evict(cache, 24)
    got = alloc(allocator, 9)
    cache.unlock(lock_3668)
    got = evict(cache, 8)
    got = alloc(allocator, 5)
    cache.unlock(lock_3666)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6], 52)
    _, node_3706, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3707, _ = got
    cache.unlock(lock_3651)
    lock_3709 = cache.lock(node_3706)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3710, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3711, _ = got
    cache.unlock(lock_3655)
    lock_3713 = cache.lock(node_3710)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3714, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3715, _ = got
    cache.unlock(lock_3659)
    lock_3717 = cache.lock(node_3714)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3718, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3719, _ = got
    cache.unlock(lock_3663)
    lock_3721 = cache.lock(node_3718)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3723, _ = got
    lock_3724 = cache.lock(node_3723)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3725, _ = got
    lock_3726 = cache.lock(node_3725)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3727, _ = got
    lock_3728 = cache.lock(node_3727)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3729, _ = got
    lock_3730 = cache.lock(node_3729)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3731, _ = got
    lock_3732 = cache.lock(node_3731)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3733, _ = got
    lock_3734 = cache.lock(node_3733)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3735, _ = got
    lock_3736 = cache.lock(node_3735)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3737, _ = got
    lock_3738 = cache.lock(node_3737)
    got = evict(cache, 120)
    got = alloc(allocator, 30)
    cache.unlock(lock_3738)
    got = evict(cache, 104)
    got = alloc(allocator, 26)
    cache.unlock(lock_3736)
    got = evict(cache, 88)
    got = alloc(allocator, 22)
    cache.unlock(lock_3734)
    got = evict(cache, 72)
    got = alloc(allocator, 18)
    cache.unlock(lock_3732)
    got = evict(cache, 56)
    got = alloc(allocator, 14)
    cache.unlock(lock_3730)
    got = evict(cache, 40)
    got = alloc(allocator, 10)
    cache.unlock(lock_3728)
    got = evict(cache, 24)
    got = alloc(allocator, 6)
    cache.unlock(lock_3726)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_3724)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6], 52)
    _, node_3763, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3764, _ = got
    cache.unlock(lock_3709)
    lock_3766 = cache.lock(node_3763)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3767, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3768, _ = got
    cache.unlock(lock_3713)
    lock_3770 = cache.lock(node_3767)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3771, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3772, _ = got
    cache.unlock(lock_3717)
    lock_3774 = cache.lock(node_3771)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3775, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3776, _ = got
    cache.unlock(lock_3721)
    lock_3778 = cache.lock(node_3775)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3780, _ = got
    lock_3781 = cache.lock(node_3780)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3782, _ = got
    lock_3783 = cache.lock(node_3782)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3784, _ = got
    lock_3785 = cache.lock(node_3784)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3786, _ = got
    lock_3787 = cache.lock(node_3786)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3788, _ = got
    lock_3789 = cache.lock(node_3788)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3790, _ = got
    lock_3791 = cache.lock(node_3790)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3792, _ = got
    lock_3793 = cache.lock(node_3792)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3794, _ = got
    lock_3795 = cache.lock(node_3794)
    got = evict(cache, 120)
    got = alloc(allocator, 30)
    cache.unlock(lock_3795)
    got = evict(cache, 104)
    got = alloc(allocator, 26)
    cache.unlock(lock_3793)
    got = evict(cache, 88)
    got = alloc(allocator, 22)
    cache.unlock(lock_3791)
    got = evict(cache, 72)
    got = alloc(allocator, 18)
    cache.unlock(lock_3789)
    got = evict(cache, 56)
    got = alloc(allocator, 14)
    cache.unlock(lock_3787)
    got = evict(cache, 40)
    got = alloc(allocator, 10)
    cache.unlock(lock_3785)
    got = evict(cache, 24)
    got = alloc(allocator, 6)
    cache.unlock(lock_3783)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_3781)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766, 810, 854, 898, 942], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6, 21], 52)
    _, node_3820, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3821, _ = got
    cache.unlock(lock_3766)
    lock_3823 = cache.lock(node_3820)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3824, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3825, _ = got
    cache.unlock(lock_3770)
    lock_3827 = cache.lock(node_3824)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3828, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3829, _ = got
    cache.unlock(lock_3774)
    lock_3831 = cache.lock(node_3828)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797], [17, 18, 10, 3, 8, 27, 15, 31, 30], 36)
    _, node_3832, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3833, _ = got
    cache.unlock(lock_3778)
    lock_3835 = cache.lock(node_3832)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3837, _ = got
    lock_3838 = cache.lock(node_3837)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3839, _ = got
    lock_3840 = cache.lock(node_3839)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3841, _ = got
    lock_3842 = cache.lock(node_3841)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3843, _ = got
    lock_3844 = cache.lock(node_3843)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3845, _ = got
    lock_3846 = cache.lock(node_3845)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3847, _ = got
    lock_3848 = cache.lock(node_3847)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3849, _ = got
    lock_3850 = cache.lock(node_3849)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3851, _ = got
    lock_3852 = cache.lock(node_3851)
    got = evict(cache, 124)
    got = alloc(allocator, 31)
    cache.unlock(lock_3852)
    got = evict(cache, 108)
    got = alloc(allocator, 27)
    cache.unlock(lock_3850)
    got = evict(cache, 92)
    got = alloc(allocator, 23)
    cache.unlock(lock_3848)
    got = evict(cache, 76)
    got = alloc(allocator, 19)
    cache.unlock(lock_3846)
    got = evict(cache, 60)
    got = alloc(allocator, 15)
    cache.unlock(lock_3844)
    got = evict(cache, 44)
    got = alloc(allocator, 11)
    cache.unlock(lock_3842)
    got = evict(cache, 28)
    got = alloc(allocator, 7)
    cache.unlock(lock_3840)
    got = evict(cache, 12)
    got = alloc(allocator, 3)
    cache.unlock(lock_3838)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766, 810, 854, 898, 942], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6, 21], 56)
    _, node_3879, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3880, _ = got
    cache.unlock(lock_3823)
    lock_3882 = cache.lock(node_3879)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 20], 36)
    _, node_3883, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3884, _ = got
    cache.unlock(lock_3827)
    lock_3886 = cache.lock(node_3883)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 19], 36)
    _, node_3887, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3888, _ = got
    cache.unlock(lock_3831)
    lock_3890 = cache.lock(node_3887)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 29], 36)
    _, node_3891, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3892, _ = got
    cache.unlock(lock_3835)
    lock_3894 = cache.lock(node_3891)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3896, _ = got
    lock_3897 = cache.lock(node_3896)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3898, _ = got
    lock_3899 = cache.lock(node_3898)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3900, _ = got
    lock_3901 = cache.lock(node_3900)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3902, _ = got
    lock_3903 = cache.lock(node_3902)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3904, _ = got
    lock_3905 = cache.lock(node_3904)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3906, _ = got
    lock_3907 = cache.lock(node_3906)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3908, _ = got
    lock_3909 = cache.lock(node_3908)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3910, _ = got
    lock_3911 = cache.lock(node_3910)
    got = evict(cache, 120)
    got = alloc(allocator, 35)
    cache.unlock(lock_3911)
    got = evict(cache, 104)
    got = alloc(allocator, 31)
    cache.unlock(lock_3909)
    got = evict(cache, 88)
    got = alloc(allocator, 27)
    cache.unlock(lock_3907)
    got = evict(cache, 72)
    got = alloc(allocator, 23)
    cache.unlock(lock_3905)
    got = evict(cache, 56)
    got = alloc(allocator, 19)
    cache.unlock(lock_3903)
    got = evict(cache, 40)
    got = alloc(allocator, 15)
    cache.unlock(lock_3901)
    got = evict(cache, 24)
    got = alloc(allocator, 11)
    cache.unlock(lock_3899)
    got = evict(cache, 8)
    got = alloc(allocator, 7)
    cache.unlock(lock_3897)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766, 810, 854, 898, 942], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6, 21], 56)
    _, node_3937, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3938, _ = got
    cache.unlock(lock_3882)
    lock_3940 = cache.lock(node_3937)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_3941, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3942, _ = got
    cache.unlock(lock_3886)
    lock_3944 = cache.lock(node_3941)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_3945, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3946, _ = got
    cache.unlock(lock_3890)
    lock_3948 = cache.lock(node_3945)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_3949, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3950, _ = got
    cache.unlock(lock_3894)
    lock_3952 = cache.lock(node_3949)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_3954, _ = got
    lock_3955 = cache.lock(node_3954)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3956, _ = got
    lock_3957 = cache.lock(node_3956)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_3958, _ = got
    lock_3959 = cache.lock(node_3958)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3960, _ = got
    lock_3961 = cache.lock(node_3960)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3962, _ = got
    lock_3963 = cache.lock(node_3962)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_3964, _ = got
    lock_3965 = cache.lock(node_3964)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3966, _ = got
    lock_3967 = cache.lock(node_3966)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_3968, _ = got
    lock_3969 = cache.lock(node_3968)
    got = evict(cache, 120)
    got = alloc(allocator, 32)
    cache.unlock(lock_3969)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_3967)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_3965)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_3963)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_3961)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_3959)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_3957)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_3955)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766, 810, 854, 898, 942], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6, 21], 56)
    _, node_3994, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_3995, _ = got
    cache.unlock(lock_3940)
    lock_3997 = cache.lock(node_3994)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_3998, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_3999, _ = got
    cache.unlock(lock_3944)
    lock_4001 = cache.lock(node_3998)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_4002, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_4003, _ = got
    cache.unlock(lock_3948)
    lock_4005 = cache.lock(node_4002)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_4006, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_4007, _ = got
    cache.unlock(lock_3952)
    lock_4009 = cache.lock(node_4006)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_4011, _ = got
    lock_4012 = cache.lock(node_4011)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_4013, _ = got
    lock_4014 = cache.lock(node_4013)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_4015, _ = got
    lock_4016 = cache.lock(node_4015)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4017, _ = got
    lock_4018 = cache.lock(node_4017)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4019, _ = got
    lock_4020 = cache.lock(node_4019)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4021, _ = got
    lock_4022 = cache.lock(node_4021)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4023, _ = got
    lock_4024 = cache.lock(node_4023)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4025, _ = got
    lock_4026 = cache.lock(node_4025)
    got = evict(cache, 120)
    got = alloc(allocator, 32)
    cache.unlock(lock_4026)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_4024)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_4022)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_4020)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_4018)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_4016)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_4014)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_4012)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766, 810, 854, 898, 942, 986, 33, 77, 121], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6, 21, 13], 56)
    _, node_4051, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_4052, _ = got
    cache.unlock(lock_3997)
    lock_4054 = cache.lock(node_4051)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_4055, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_4056, _ = got
    cache.unlock(lock_4001)
    lock_4058 = cache.lock(node_4055)
    allocator.free(indices([29]))
    cache.unlock(lock_4058)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_4061, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_4062, _ = got
    cache.unlock(lock_4005)
    lock_4064 = cache.lock(node_4061)
    allocator.free(indices([19]))
    cache.unlock(lock_4064)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32], 40)
    _, node_4067, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12], [17, 18, 10, 3, 8, 27], 24)
    _, node_4068, _ = got
    cache.unlock(lock_4009)
    lock_4070 = cache.lock(node_4067)
    allocator.free(indices([20]))
    cache.unlock(lock_4070)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388])
    _, node_4074, _ = got
    lock_4075 = cache.lock(node_4074)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_4076, _ = got
    lock_4077 = cache.lock(node_4076)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_4078, _ = got
    lock_4079 = cache.lock(node_4078)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4080, _ = got
    lock_4081 = cache.lock(node_4080)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4082, _ = got
    lock_4083 = cache.lock(node_4082)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4084, _ = got
    lock_4085 = cache.lock(node_4084)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4086, _ = got
    lock_4087 = cache.lock(node_4086)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4088, _ = got
    lock_4089 = cache.lock(node_4088)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4090, _ = got
    lock_4091 = cache.lock(node_4090)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4092, _ = got
    lock_4093 = cache.lock(node_4092)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4094, _ = got
    lock_4095 = cache.lock(node_4094)
    got = evict(cache, 160)
    got = alloc(allocator, 45)
    cache.unlock(lock_4095)
    got = evict(cache, 144)
    got = alloc(allocator, 41)
    cache.unlock(lock_4093)
    got = evict(cache, 128)
    got = alloc(allocator, 37)
    cache.unlock(lock_4091)
    got = evict(cache, 112)
    got = alloc(allocator, 33)
    cache.unlock(lock_4089)
    got = evict(cache, 96)
    got = alloc(allocator, 29)
    cache.unlock(lock_4087)
    got = evict(cache, 80)
    got = alloc(allocator, 25)
    cache.unlock(lock_4085)
    got = evict(cache, 64)
    got = alloc(allocator, 21)
    cache.unlock(lock_4083)
    got = evict(cache, 48)
    got = alloc(allocator, 17)
    cache.unlock(lock_4081)
    got = evict(cache, 32)
    got = alloc(allocator, 13)
    cache.unlock(lock_4079)
    got = evict(cache, 16)
    got = alloc(allocator, 9)
    cache.unlock(lock_4077)
    got = alloc(allocator, 5)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32, 21, 40, 370, 414, 458, 502, 546, 590, 634, 678, 722, 766, 810, 854, 898, 942, 986, 33, 77, 121], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11, 23, 4, 6, 21, 13], 60)
    _, node_4127, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 9, 34, 7, 36, 19, 35, 43, 11, 6, 37, 36, 40, 12, 23, 19, 41, 5, 44, 16, 33, 23, 10, 22, 49, 14, 34, 34, 49, 32], [17, 18, 16, 25, 1, 14, 7, 9, 12, 11], 40)
    _, node_4128, _ = got
    cache.unlock(lock_4054)
    lock_4130 = cache.lock(node_4127)
    allocator.free(indices([20]))
    cache.unlock(lock_4130)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26], 56)
    _, node_4133, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4134, _ = got
    cache.unlock(lock_4075)
    lock_4136 = cache.lock(node_4133)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_4138, _ = got
    lock_4139 = cache.lock(node_4138)
    got = match(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39])
    _, node_4140, _ = got
    lock_4141 = cache.lock(node_4140)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4142, _ = got
    lock_4143 = cache.lock(node_4142)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4144, _ = got
    lock_4145 = cache.lock(node_4144)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4146, _ = got
    lock_4147 = cache.lock(node_4146)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4148, _ = got
    lock_4149 = cache.lock(node_4148)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4150, _ = got
    lock_4151 = cache.lock(node_4150)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4152, _ = got
    lock_4153 = cache.lock(node_4152)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4154, _ = got
    lock_4155 = cache.lock(node_4154)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4156, _ = got
    lock_4157 = cache.lock(node_4156)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4158, _ = got
    lock_4159 = cache.lock(node_4158)
    got = evict(cache, 176)
    got = alloc(allocator, 45)
    cache.unlock(lock_4159)
    got = evict(cache, 108)
    got = alloc(allocator, 41)
    cache.unlock(lock_4157)
    got = evict(cache, 92)
    got = alloc(allocator, 37)
    cache.unlock(lock_4155)
    got = evict(cache, 76)
    got = alloc(allocator, 33)
    cache.unlock(lock_4153)
    got = evict(cache, 60)
    got = alloc(allocator, 29)
    cache.unlock(lock_4151)
    got = evict(cache, 44)
    got = alloc(allocator, 25)
    cache.unlock(lock_4149)
    got = evict(cache, 28)
    got = alloc(allocator, 21)
    cache.unlock(lock_4147)
    got = evict(cache, 12)
    got = alloc(allocator, 17)
    cache.unlock(lock_4145)
    got = alloc(allocator, 13)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26], 72)
    _, node_4185, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4186, _ = got
    cache.unlock(lock_4136)
    lock_4188 = cache.lock(node_4185)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9], [17, 18, 25, 1, 14, 7], 8)
    _, node_4189, _ = got
    cache.unlock(lock_4139)
    lock_4191 = cache.lock(node_4189)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9], [17, 18, 9, 12, 11, 23], 8)
    _, node_4192, _ = got
    cache.unlock(lock_4141)
    lock_4194 = cache.lock(node_4192)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35], [4, 6, 21, 13], 0)
    _, node_4195, _ = got
    cache.unlock(lock_4143)
    lock_4197 = cache.lock(node_4195)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4199, _ = got
    lock_4200 = cache.lock(node_4199)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4201, _ = got
    lock_4202 = cache.lock(node_4201)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4203, _ = got
    lock_4204 = cache.lock(node_4203)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4205, _ = got
    lock_4206 = cache.lock(node_4205)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4207, _ = got
    lock_4208 = cache.lock(node_4207)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4209, _ = got
    lock_4210 = cache.lock(node_4209)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4211, _ = got
    lock_4212 = cache.lock(node_4211)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4213, _ = got
    lock_4214 = cache.lock(node_4213)
    got = evict(cache, 140)
    got = alloc(allocator, 40)
    cache.unlock(lock_4214)
    got = evict(cache, 124)
    got = alloc(allocator, 36)
    cache.unlock(lock_4212)
    got = evict(cache, 108)
    got = alloc(allocator, 32)
    cache.unlock(lock_4210)
    got = evict(cache, 92)
    got = alloc(allocator, 28)
    cache.unlock(lock_4208)
    got = evict(cache, 76)
    got = alloc(allocator, 24)
    cache.unlock(lock_4206)
    got = evict(cache, 60)
    got = alloc(allocator, 20)
    cache.unlock(lock_4204)
    got = evict(cache, 44)
    got = alloc(allocator, 16)
    cache.unlock(lock_4202)
    got = evict(cache, 28)
    got = alloc(allocator, 12)
    cache.unlock(lock_4200)
    got = evict(cache, 12)
    got = alloc(allocator, 8)
    cache.unlock(lock_4197)
    got = alloc(allocator, 4)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26], 72)
    _, node_4243, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4244, _ = got
    cache.unlock(lock_4188)
    lock_4246 = cache.lock(node_4243)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 24)
    _, node_4247, _ = got
    cache.unlock(lock_4191)
    lock_4249 = cache.lock(node_4247)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 11], 24)
    _, node_4250, _ = got
    cache.unlock(lock_4194)
    lock_4252 = cache.lock(node_4250)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4254, _ = got
    lock_4255 = cache.lock(node_4254)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4256, _ = got
    lock_4257 = cache.lock(node_4256)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4258, _ = got
    lock_4259 = cache.lock(node_4258)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4260, _ = got
    lock_4261 = cache.lock(node_4260)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4262, _ = got
    lock_4263 = cache.lock(node_4262)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4264, _ = got
    lock_4265 = cache.lock(node_4264)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4266, _ = got
    lock_4267 = cache.lock(node_4266)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4268, _ = got
    lock_4269 = cache.lock(node_4268)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4270, _ = got
    lock_4271 = cache.lock(node_4270)
    got = evict(cache, 136)
    got = alloc(allocator, 36)
    cache.unlock(lock_4271)
    got = evict(cache, 120)
    got = alloc(allocator, 32)
    cache.unlock(lock_4269)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_4267)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_4265)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_4263)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_4261)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_4259)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_4257)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_4255)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26], 72)
    _, node_4299, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4300, _ = got
    cache.unlock(lock_4246)
    lock_4302 = cache.lock(node_4299)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4303, _ = got
    cache.unlock(lock_4249)
    lock_4305 = cache.lock(node_4303)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4306, _ = got
    cache.unlock(lock_4252)
    lock_4308 = cache.lock(node_4306)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4310, _ = got
    lock_4311 = cache.lock(node_4310)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4312, _ = got
    lock_4313 = cache.lock(node_4312)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4314, _ = got
    lock_4315 = cache.lock(node_4314)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4316, _ = got
    lock_4317 = cache.lock(node_4316)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4318, _ = got
    lock_4319 = cache.lock(node_4318)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4320, _ = got
    lock_4321 = cache.lock(node_4320)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4322, _ = got
    lock_4323 = cache.lock(node_4322)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4324, _ = got
    lock_4325 = cache.lock(node_4324)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4326, _ = got
    lock_4327 = cache.lock(node_4326)
    got = evict(cache, 136)
    got = alloc(allocator, 36)
    cache.unlock(lock_4327)
    got = evict(cache, 120)
    got = alloc(allocator, 32)
    cache.unlock(lock_4325)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_4323)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_4321)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_4319)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_4317)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_4315)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_4313)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_4311)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16], 72)
    _, node_4355, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4356, _ = got
    cache.unlock(lock_4302)
    lock_4358 = cache.lock(node_4355)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 12], 28)
    _, node_4359, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4360, _ = got
    cache.unlock(lock_4305)
    lock_4362 = cache.lock(node_4359)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 23], 28)
    _, node_4363, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4364, _ = got
    cache.unlock(lock_4308)
    lock_4366 = cache.lock(node_4363)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4368, _ = got
    lock_4369 = cache.lock(node_4368)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4370, _ = got
    lock_4371 = cache.lock(node_4370)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4372, _ = got
    lock_4373 = cache.lock(node_4372)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4374, _ = got
    lock_4375 = cache.lock(node_4374)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4376, _ = got
    lock_4377 = cache.lock(node_4376)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4378, _ = got
    lock_4379 = cache.lock(node_4378)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4380, _ = got
    lock_4381 = cache.lock(node_4380)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4382, _ = got
    lock_4383 = cache.lock(node_4382)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4384, _ = got
    lock_4385 = cache.lock(node_4384)
    got = evict(cache, 144)
    got = alloc(allocator, 39)
    cache.unlock(lock_4385)
    got = evict(cache, 128)
    got = alloc(allocator, 35)
    cache.unlock(lock_4383)
    got = evict(cache, 112)
    got = alloc(allocator, 31)
    cache.unlock(lock_4381)
    got = evict(cache, 96)
    got = alloc(allocator, 27)
    cache.unlock(lock_4379)
    got = evict(cache, 80)
    got = alloc(allocator, 23)
    cache.unlock(lock_4377)
    got = evict(cache, 64)
    got = alloc(allocator, 19)
    cache.unlock(lock_4375)
    got = evict(cache, 48)
    got = alloc(allocator, 15)
    cache.unlock(lock_4373)
    got = evict(cache, 32)
    got = alloc(allocator, 11)
    cache.unlock(lock_4371)
    got = evict(cache, 16)
    got = alloc(allocator, 7)
    cache.unlock(lock_4369)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16], 76)
    _, node_4414, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4415, _ = got
    cache.unlock(lock_4358)
    lock_4417 = cache.lock(node_4414)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 12], 32)
    _, node_4418, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4419, _ = got
    cache.unlock(lock_4362)
    lock_4421 = cache.lock(node_4418)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 12], 32)
    _, node_4422, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4423, _ = got
    cache.unlock(lock_4366)
    lock_4425 = cache.lock(node_4422)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4427, _ = got
    lock_4428 = cache.lock(node_4427)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4429, _ = got
    lock_4430 = cache.lock(node_4429)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4431, _ = got
    lock_4432 = cache.lock(node_4431)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4433, _ = got
    lock_4434 = cache.lock(node_4433)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4435, _ = got
    lock_4436 = cache.lock(node_4435)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4437, _ = got
    lock_4438 = cache.lock(node_4437)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4439, _ = got
    lock_4440 = cache.lock(node_4439)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4441, _ = got
    lock_4442 = cache.lock(node_4441)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4443, _ = got
    lock_4444 = cache.lock(node_4443)
    got = evict(cache, 144)
    got = alloc(allocator, 36)
    cache.unlock(lock_4444)
    got = evict(cache, 128)
    got = alloc(allocator, 32)
    cache.unlock(lock_4442)
    got = evict(cache, 112)
    got = alloc(allocator, 28)
    cache.unlock(lock_4440)
    got = evict(cache, 96)
    got = alloc(allocator, 24)
    cache.unlock(lock_4438)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_4436)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_4434)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_4432)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_4430)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_4428)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16], 76)
    _, node_4472, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4473, _ = got
    cache.unlock(lock_4417)
    lock_4475 = cache.lock(node_4472)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 12], 32)
    _, node_4476, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4477, _ = got
    cache.unlock(lock_4421)
    lock_4479 = cache.lock(node_4476)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 12], 32)
    _, node_4480, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4481, _ = got
    cache.unlock(lock_4425)
    lock_4483 = cache.lock(node_4480)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4485, _ = got
    lock_4486 = cache.lock(node_4485)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4487, _ = got
    lock_4488 = cache.lock(node_4487)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4489, _ = got
    lock_4490 = cache.lock(node_4489)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4491, _ = got
    lock_4492 = cache.lock(node_4491)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4493, _ = got
    lock_4494 = cache.lock(node_4493)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4495, _ = got
    lock_4496 = cache.lock(node_4495)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4497, _ = got
    lock_4498 = cache.lock(node_4497)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4499, _ = got
    lock_4500 = cache.lock(node_4499)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4501, _ = got
    lock_4502 = cache.lock(node_4501)
    got = evict(cache, 144)
    got = alloc(allocator, 36)
    cache.unlock(lock_4502)
    got = evict(cache, 128)
    got = alloc(allocator, 32)
    cache.unlock(lock_4500)
    got = evict(cache, 112)
    got = alloc(allocator, 28)
    cache.unlock(lock_4498)
    got = evict(cache, 96)
    got = alloc(allocator, 24)
    cache.unlock(lock_4496)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_4494)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_4492)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_4490)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_4488)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_4486)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16], 76)
    _, node_4530, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4531, _ = got
    cache.unlock(lock_4475)
    lock_4533 = cache.lock(node_4530)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 12], 32)
    _, node_4534, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4535, _ = got
    cache.unlock(lock_4479)
    lock_4537 = cache.lock(node_4534)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243], [17, 18, 25, 1, 14, 7, 9, 12], 32)
    _, node_4538, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4539, _ = got
    cache.unlock(lock_4483)
    lock_4541 = cache.lock(node_4538)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4543, _ = got
    lock_4544 = cache.lock(node_4543)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4545, _ = got
    lock_4546 = cache.lock(node_4545)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4547, _ = got
    lock_4548 = cache.lock(node_4547)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4549, _ = got
    lock_4550 = cache.lock(node_4549)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4551, _ = got
    lock_4552 = cache.lock(node_4551)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4553, _ = got
    lock_4554 = cache.lock(node_4553)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4555, _ = got
    lock_4556 = cache.lock(node_4555)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4557, _ = got
    lock_4558 = cache.lock(node_4557)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4559, _ = got
    lock_4560 = cache.lock(node_4559)
    got = evict(cache, 144)
    got = alloc(allocator, 36)
    cache.unlock(lock_4560)
    got = evict(cache, 128)
    got = alloc(allocator, 32)
    cache.unlock(lock_4558)
    got = evict(cache, 112)
    got = alloc(allocator, 28)
    cache.unlock(lock_4556)
    got = evict(cache, 96)
    got = alloc(allocator, 24)
    cache.unlock(lock_4554)
    got = evict(cache, 80)
    got = alloc(allocator, 20)
    cache.unlock(lock_4552)
    got = evict(cache, 64)
    got = alloc(allocator, 16)
    cache.unlock(lock_4550)
    got = evict(cache, 48)
    got = alloc(allocator, 12)
    cache.unlock(lock_4548)
    got = evict(cache, 32)
    got = alloc(allocator, 8)
    cache.unlock(lock_4546)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    cache.unlock(lock_4544)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 740], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16, 23], 76)
    _, node_4588, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4589, _ = got
    cache.unlock(lock_4533)
    lock_4591 = cache.lock(node_4588)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 11], 32)
    _, node_4592, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4593, _ = got
    cache.unlock(lock_4537)
    lock_4595 = cache.lock(node_4592)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 20], 32)
    _, node_4596, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4597, _ = got
    cache.unlock(lock_4541)
    lock_4599 = cache.lock(node_4596)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4601, _ = got
    lock_4602 = cache.lock(node_4601)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4603, _ = got
    lock_4604 = cache.lock(node_4603)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4605, _ = got
    lock_4606 = cache.lock(node_4605)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4607, _ = got
    lock_4608 = cache.lock(node_4607)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4609, _ = got
    lock_4610 = cache.lock(node_4609)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4611, _ = got
    lock_4612 = cache.lock(node_4611)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4613, _ = got
    lock_4614 = cache.lock(node_4613)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4615, _ = got
    lock_4616 = cache.lock(node_4615)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4617, _ = got
    lock_4618 = cache.lock(node_4617)
    got = evict(cache, 152)
    got = alloc(allocator, 39)
    cache.unlock(lock_4618)
    got = evict(cache, 136)
    got = alloc(allocator, 35)
    cache.unlock(lock_4616)
    got = evict(cache, 120)
    got = alloc(allocator, 31)
    cache.unlock(lock_4614)
    got = evict(cache, 104)
    got = alloc(allocator, 27)
    cache.unlock(lock_4612)
    got = evict(cache, 88)
    got = alloc(allocator, 23)
    cache.unlock(lock_4610)
    got = evict(cache, 72)
    got = alloc(allocator, 19)
    cache.unlock(lock_4608)
    got = evict(cache, 56)
    got = alloc(allocator, 15)
    cache.unlock(lock_4606)
    got = evict(cache, 40)
    got = alloc(allocator, 11)
    cache.unlock(lock_4604)
    got = evict(cache, 24)
    got = alloc(allocator, 7)
    cache.unlock(lock_4602)
    got = evict(cache, 8)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 740], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16, 23], 80)
    _, node_4648, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4649, _ = got
    cache.unlock(lock_4591)
    lock_4651 = cache.lock(node_4648)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 11], 36)
    _, node_4652, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4653, _ = got
    cache.unlock(lock_4595)
    lock_4655 = cache.lock(node_4652)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 11], 36)
    _, node_4656, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4657, _ = got
    cache.unlock(lock_4599)
    lock_4659 = cache.lock(node_4656)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4661, _ = got
    lock_4662 = cache.lock(node_4661)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4663, _ = got
    lock_4664 = cache.lock(node_4663)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4665, _ = got
    lock_4666 = cache.lock(node_4665)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4667, _ = got
    lock_4668 = cache.lock(node_4667)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4669, _ = got
    lock_4670 = cache.lock(node_4669)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4671, _ = got
    lock_4672 = cache.lock(node_4671)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4673, _ = got
    lock_4674 = cache.lock(node_4673)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4675, _ = got
    lock_4676 = cache.lock(node_4675)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4677, _ = got
    lock_4678 = cache.lock(node_4677)
    got = evict(cache, 136)
    got = alloc(allocator, 36)
    cache.unlock(lock_4678)
    got = evict(cache, 120)
    got = alloc(allocator, 32)
    cache.unlock(lock_4676)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_4674)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_4672)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_4670)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_4668)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_4666)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_4664)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_4662)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 740], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16, 23], 80)
    _, node_4706, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4707, _ = got
    cache.unlock(lock_4651)
    lock_4709 = cache.lock(node_4706)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 11], 36)
    _, node_4710, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4711, _ = got
    cache.unlock(lock_4655)
    lock_4713 = cache.lock(node_4710)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 11], 36)
    _, node_4714, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4715, _ = got
    cache.unlock(lock_4659)
    lock_4717 = cache.lock(node_4714)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4719, _ = got
    lock_4720 = cache.lock(node_4719)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4721, _ = got
    lock_4722 = cache.lock(node_4721)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4723, _ = got
    lock_4724 = cache.lock(node_4723)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4725, _ = got
    lock_4726 = cache.lock(node_4725)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4727, _ = got
    lock_4728 = cache.lock(node_4727)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4729, _ = got
    lock_4730 = cache.lock(node_4729)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4731, _ = got
    lock_4732 = cache.lock(node_4731)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4733, _ = got
    lock_4734 = cache.lock(node_4733)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4735, _ = got
    lock_4736 = cache.lock(node_4735)
    got = evict(cache, 136)
    got = alloc(allocator, 36)
    cache.unlock(lock_4736)
    got = evict(cache, 120)
    got = alloc(allocator, 32)
    cache.unlock(lock_4734)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_4732)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_4730)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_4728)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_4726)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_4724)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_4722)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_4720)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 740], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2, 26, 16, 23], 80)
    _, node_4764, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 47, 14, 12, 33, 31, 22, 46, 1, 1, 17, 30, 16, 12, 313, 357, 401, 445, 489, 533, 577, 621, 665, 709, 753, 797, 841, 885, 929, 973, 20, 64, 108, 152, 22, 23, 5, 14, 6, 14, 30, 12, 21, 13, 30, 39, 39, 0, 30, 41, 22, 41, 5, 42, 7, 24, 45, 48], [17, 18, 10, 3, 8, 27, 15, 31, 30, 32, 24, 5, 28, 22, 19, 29, 2], 68)
    _, node_4765, _ = got
    cache.unlock(lock_4709)
    lock_4767 = cache.lock(node_4764)
    allocator.free(indices([4]))
    cache.unlock(lock_4767)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 11], 36)
    _, node_4770, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4771, _ = got
    cache.unlock(lock_4713)
    lock_4773 = cache.lock(node_4770)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419], [17, 18, 25, 1, 14, 7, 9, 12, 11], 36)
    _, node_4774, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4775, _ = got
    cache.unlock(lock_4717)
    lock_4777 = cache.lock(node_4774)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4779, _ = got
    lock_4780 = cache.lock(node_4779)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4781, _ = got
    lock_4782 = cache.lock(node_4781)
    got = match(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32])
    _, node_4783, _ = got
    lock_4784 = cache.lock(node_4783)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4785, _ = got
    lock_4786 = cache.lock(node_4785)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4787, _ = got
    lock_4788 = cache.lock(node_4787)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4789, _ = got
    lock_4790 = cache.lock(node_4789)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4791, _ = got
    lock_4792 = cache.lock(node_4791)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4793, _ = got
    lock_4794 = cache.lock(node_4793)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4795, _ = got
    lock_4796 = cache.lock(node_4795)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_4797, _ = got
    lock_4798 = cache.lock(node_4797)
    got = evict(cache, 148)
    got = alloc(allocator, 40)
    cache.unlock(lock_4798)
    got = evict(cache, 60)
    got = alloc(allocator, 36)
    cache.unlock(lock_4796)
    got = evict(cache, 44)
    got = alloc(allocator, 32)
    cache.unlock(lock_4794)
    got = evict(cache, 28)
    got = alloc(allocator, 28)
    cache.unlock(lock_4792)
    got = evict(cache, 12)
    got = alloc(allocator, 24)
    cache.unlock(lock_4790)
    got = alloc(allocator, 20)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6], 36)
    _, node_4815, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4816, _ = got
    cache.unlock(lock_4773)
    lock_4818 = cache.lock(node_4815)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 21], 36)
    _, node_4819, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4820, _ = got
    cache.unlock(lock_4777)
    lock_4822 = cache.lock(node_4819)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35], [10, 3, 8, 27], 0)
    _, node_4823, _ = got
    cache.unlock(lock_4780)
    lock_4825 = cache.lock(node_4823)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35], [15, 31, 30, 32], 0)
    _, node_4826, _ = got
    cache.unlock(lock_4782)
    lock_4828 = cache.lock(node_4826)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35], [24, 5, 28, 22], 0)
    _, node_4829, _ = got
    cache.unlock(lock_4784)
    lock_4831 = cache.lock(node_4829)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27], [19, 29, 2, 26], 0)
    _, node_4832, _ = got
    cache.unlock(lock_4786)
    lock_4834 = cache.lock(node_4832)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27], [16, 23, 4, 13], 0)
    _, node_4835, _ = got
    cache.unlock(lock_4788)
    lock_4837 = cache.lock(node_4835)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4839, _ = got
    lock_4840 = cache.lock(node_4839)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4841, _ = got
    lock_4842 = cache.lock(node_4841)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4843, _ = got
    lock_4844 = cache.lock(node_4843)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4845, _ = got
    lock_4846 = cache.lock(node_4845)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_4847, _ = got
    lock_4848 = cache.lock(node_4847)
    got = evict(cache, 112)
    got = alloc(allocator, 42)
    cache.unlock(lock_4848)
    got = evict(cache, 96)
    got = alloc(allocator, 38)
    cache.unlock(lock_4846)
    got = evict(cache, 80)
    got = alloc(allocator, 34)
    cache.unlock(lock_4844)
    got = evict(cache, 64)
    got = alloc(allocator, 30)
    cache.unlock(lock_4842)
    got = evict(cache, 48)
    got = alloc(allocator, 26)
    cache.unlock(lock_4840)
    got = evict(cache, 32)
    got = alloc(allocator, 22)
    cache.unlock(lock_4837)
    got = evict(cache, 16)
    got = alloc(allocator, 18)
    cache.unlock(lock_4834)
    got = alloc(allocator, 14)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6], 40)
    _, node_4871, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4872, _ = got
    cache.unlock(lock_4818)
    lock_4874 = cache.lock(node_4871)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6], 40)
    _, node_4875, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4876, _ = got
    cache.unlock(lock_4822)
    lock_4878 = cache.lock(node_4875)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16], [10, 3, 8, 27, 4, 13, 24, 5], 16)
    _, node_4879, _ = got
    cache.unlock(lock_4825)
    lock_4881 = cache.lock(node_4879)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16], [10, 3, 8, 27, 28, 22, 15, 31], 16)
    _, node_4882, _ = got
    cache.unlock(lock_4828)
    lock_4884 = cache.lock(node_4882)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16], [10, 3, 8, 27, 30, 32, 21, 20], 16)
    _, node_4885, _ = got
    cache.unlock(lock_4831)
    lock_4887 = cache.lock(node_4885)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4889, _ = got
    lock_4890 = cache.lock(node_4889)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4891, _ = got
    lock_4892 = cache.lock(node_4891)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4893, _ = got
    lock_4894 = cache.lock(node_4893)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4895, _ = got
    lock_4896 = cache.lock(node_4895)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4897, _ = got
    lock_4898 = cache.lock(node_4897)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4899, _ = got
    lock_4900 = cache.lock(node_4899)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_4901, _ = got
    lock_4902 = cache.lock(node_4901)
    got = evict(cache, 92)
    got = alloc(allocator, 31)
    cache.unlock(lock_4902)
    got = evict(cache, 76)
    got = alloc(allocator, 27)
    cache.unlock(lock_4900)
    got = evict(cache, 60)
    got = alloc(allocator, 23)
    cache.unlock(lock_4898)
    got = evict(cache, 44)
    got = alloc(allocator, 19)
    cache.unlock(lock_4896)
    got = evict(cache, 28)
    got = alloc(allocator, 15)
    cache.unlock(lock_4894)
    got = evict(cache, 12)
    got = alloc(allocator, 11)
    cache.unlock(lock_4892)
    got = alloc(allocator, 7)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6], 40)
    _, node_4922, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4923, _ = got
    cache.unlock(lock_4874)
    lock_4925 = cache.lock(node_4922)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6], 40)
    _, node_4926, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4927, _ = got
    cache.unlock(lock_4878)
    lock_4929 = cache.lock(node_4926)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 32)
    _, node_4930, _ = got
    cache.unlock(lock_4881)
    lock_4932 = cache.lock(node_4930)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 32], 32)
    _, node_4933, _ = got
    cache.unlock(lock_4884)
    lock_4935 = cache.lock(node_4933)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 21], 32)
    _, node_4936, _ = got
    cache.unlock(lock_4887)
    lock_4938 = cache.lock(node_4936)
    got = insert(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256], [19, 29, 2, 26, 20, 28, 22, 15], 16)
    _, node_4939, _ = got
    cache.unlock(lock_4890)
    lock_4941 = cache.lock(node_4939)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4943, _ = got
    lock_4944 = cache.lock(node_4943)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4945, _ = got
    lock_4946 = cache.lock(node_4945)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4947, _ = got
    lock_4948 = cache.lock(node_4947)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4949, _ = got
    lock_4950 = cache.lock(node_4949)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_4951, _ = got
    lock_4952 = cache.lock(node_4951)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_4953, _ = got
    lock_4954 = cache.lock(node_4953)
    got = evict(cache, 104)
    got = alloc(allocator, 29)
    cache.unlock(lock_4954)
    got = evict(cache, 88)
    got = alloc(allocator, 25)
    cache.unlock(lock_4952)
    got = evict(cache, 72)
    got = alloc(allocator, 21)
    cache.unlock(lock_4950)
    got = evict(cache, 56)
    got = alloc(allocator, 17)
    cache.unlock(lock_4948)
    got = evict(cache, 40)
    got = alloc(allocator, 13)
    cache.unlock(lock_4946)
    got = evict(cache, 24)
    got = alloc(allocator, 9)
    cache.unlock(lock_4944)
    got = evict(cache, 12)
    got = alloc(allocator, 6)
    cache.unlock(lock_4941)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6], 40)
    _, node_4977, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4978, _ = got
    cache.unlock(lock_4925)
    lock_4980 = cache.lock(node_4977)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6], 40)
    _, node_4981, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_4982, _ = got
    cache.unlock(lock_4929)
    lock_4984 = cache.lock(node_4981)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_4985, _ = got
    cache.unlock(lock_4932)
    lock_4987 = cache.lock(node_4985)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_4988, _ = got
    cache.unlock(lock_4935)
    lock_4990 = cache.lock(node_4988)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_4991, _ = got
    cache.unlock(lock_4938)
    lock_4993 = cache.lock(node_4991)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4995, _ = got
    lock_4996 = cache.lock(node_4995)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_4997, _ = got
    lock_4998 = cache.lock(node_4997)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_4999, _ = got
    lock_5000 = cache.lock(node_4999)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5001, _ = got
    lock_5002 = cache.lock(node_5001)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5003, _ = got
    lock_5004 = cache.lock(node_5003)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5005, _ = got
    lock_5006 = cache.lock(node_5005)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5007, _ = got
    lock_5008 = cache.lock(node_5007)
    got = evict(cache, 104)
    got = alloc(allocator, 26)
    cache.unlock(lock_5008)
    got = evict(cache, 88)
    got = alloc(allocator, 22)
    cache.unlock(lock_5006)
    got = evict(cache, 72)
    got = alloc(allocator, 18)
    cache.unlock(lock_5004)
    got = evict(cache, 56)
    got = alloc(allocator, 14)
    cache.unlock(lock_5002)
    got = evict(cache, 40)
    got = alloc(allocator, 10)
    cache.unlock(lock_5000)
    got = evict(cache, 24)
    got = alloc(allocator, 6)
    cache.unlock(lock_4998)
    got = evict(cache, 12)
    got = alloc(allocator, 3)
    cache.unlock(lock_4996)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16], 40)
    _, node_5030, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5031, _ = got
    cache.unlock(lock_4980)
    lock_5033 = cache.lock(node_5030)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 23], 40)
    _, node_5034, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5035, _ = got
    cache.unlock(lock_4984)
    lock_5037 = cache.lock(node_5034)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5038, _ = got
    cache.unlock(lock_4987)
    lock_5040 = cache.lock(node_5038)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5041, _ = got
    cache.unlock(lock_4990)
    lock_5043 = cache.lock(node_5041)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5044, _ = got
    cache.unlock(lock_4993)
    lock_5046 = cache.lock(node_5044)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5048, _ = got
    lock_5049 = cache.lock(node_5048)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5050, _ = got
    lock_5051 = cache.lock(node_5050)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_5052, _ = got
    lock_5053 = cache.lock(node_5052)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5054, _ = got
    lock_5055 = cache.lock(node_5054)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5056, _ = got
    lock_5057 = cache.lock(node_5056)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5058, _ = got
    lock_5059 = cache.lock(node_5058)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5060, _ = got
    lock_5061 = cache.lock(node_5060)
    got = evict(cache, 108)
    got = alloc(allocator, 28)
    cache.unlock(lock_5061)
    got = evict(cache, 92)
    got = alloc(allocator, 24)
    cache.unlock(lock_5059)
    got = evict(cache, 76)
    got = alloc(allocator, 20)
    cache.unlock(lock_5057)
    got = evict(cache, 60)
    got = alloc(allocator, 16)
    cache.unlock(lock_5055)
    got = evict(cache, 44)
    got = alloc(allocator, 12)
    cache.unlock(lock_5053)
    got = evict(cache, 28)
    got = alloc(allocator, 8)
    cache.unlock(lock_5051)
    got = evict(cache, 16)
    got = alloc(allocator, 5)
    cache.unlock(lock_5049)
    got = evict(cache, 4)
    got = alloc(allocator, 2)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16], 44)
    _, node_5085, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5086, _ = got
    cache.unlock(lock_5033)
    lock_5088 = cache.lock(node_5085)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16], 44)
    _, node_5089, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5090, _ = got
    cache.unlock(lock_5037)
    lock_5092 = cache.lock(node_5089)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5093, _ = got
    cache.unlock(lock_5040)
    lock_5095 = cache.lock(node_5093)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5096, _ = got
    cache.unlock(lock_5043)
    lock_5098 = cache.lock(node_5096)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5099, _ = got
    cache.unlock(lock_5046)
    lock_5101 = cache.lock(node_5099)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5103, _ = got
    lock_5104 = cache.lock(node_5103)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5105, _ = got
    lock_5106 = cache.lock(node_5105)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_5107, _ = got
    lock_5108 = cache.lock(node_5107)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5109, _ = got
    lock_5110 = cache.lock(node_5109)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5111, _ = got
    lock_5112 = cache.lock(node_5111)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5113, _ = got
    lock_5114 = cache.lock(node_5113)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5115, _ = got
    lock_5116 = cache.lock(node_5115)
    got = evict(cache, 100)
    got = alloc(allocator, 28)
    cache.unlock(lock_5116)
    got = evict(cache, 84)
    got = alloc(allocator, 24)
    cache.unlock(lock_5114)
    got = evict(cache, 68)
    got = alloc(allocator, 20)
    cache.unlock(lock_5112)
    got = evict(cache, 52)
    got = alloc(allocator, 16)
    cache.unlock(lock_5110)
    got = evict(cache, 36)
    got = alloc(allocator, 12)
    cache.unlock(lock_5108)
    got = evict(cache, 20)
    got = alloc(allocator, 8)
    cache.unlock(lock_5106)
    got = evict(cache, 4)
    got = alloc(allocator, 4)
    cache.unlock(lock_5104)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16], 44)
    _, node_5138, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5139, _ = got
    cache.unlock(lock_5088)
    lock_5141 = cache.lock(node_5138)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16], 44)
    _, node_5142, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5143, _ = got
    cache.unlock(lock_5092)
    lock_5145 = cache.lock(node_5142)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 36)
    _, node_5146, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5147, _ = got
    cache.unlock(lock_5095)
    lock_5149 = cache.lock(node_5146)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 32], 36)
    _, node_5150, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5151, _ = got
    cache.unlock(lock_5098)
    lock_5153 = cache.lock(node_5150)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 31], 36)
    _, node_5154, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5155, _ = got
    cache.unlock(lock_5101)
    lock_5157 = cache.lock(node_5154)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5159, _ = got
    lock_5160 = cache.lock(node_5159)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5161, _ = got
    lock_5162 = cache.lock(node_5161)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_5163, _ = got
    lock_5164 = cache.lock(node_5163)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5165, _ = got
    lock_5166 = cache.lock(node_5165)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5167, _ = got
    lock_5168 = cache.lock(node_5167)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5169, _ = got
    lock_5170 = cache.lock(node_5169)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5171, _ = got
    lock_5172 = cache.lock(node_5171)
    got = evict(cache, 104)
    got = alloc(allocator, 31)
    cache.unlock(lock_5172)
    got = evict(cache, 88)
    got = alloc(allocator, 27)
    cache.unlock(lock_5170)
    got = evict(cache, 72)
    got = alloc(allocator, 23)
    cache.unlock(lock_5168)
    got = evict(cache, 56)
    got = alloc(allocator, 19)
    cache.unlock(lock_5166)
    got = evict(cache, 40)
    got = alloc(allocator, 15)
    cache.unlock(lock_5164)
    got = evict(cache, 24)
    got = alloc(allocator, 11)
    cache.unlock(lock_5162)
    got = evict(cache, 8)
    got = alloc(allocator, 7)
    cache.unlock(lock_5160)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16], 44)
    _, node_5195, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5196, _ = got
    cache.unlock(lock_5141)
    lock_5198 = cache.lock(node_5195)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16], 44)
    _, node_5199, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5200, _ = got
    cache.unlock(lock_5145)
    lock_5202 = cache.lock(node_5199)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5203, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5204, _ = got
    cache.unlock(lock_5149)
    lock_5206 = cache.lock(node_5203)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5207, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5208, _ = got
    cache.unlock(lock_5153)
    lock_5210 = cache.lock(node_5207)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5211, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5212, _ = got
    cache.unlock(lock_5157)
    lock_5214 = cache.lock(node_5211)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5216, _ = got
    lock_5217 = cache.lock(node_5216)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5218, _ = got
    lock_5219 = cache.lock(node_5218)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_5220, _ = got
    lock_5221 = cache.lock(node_5220)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5222, _ = got
    lock_5223 = cache.lock(node_5222)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5224, _ = got
    lock_5225 = cache.lock(node_5224)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5226, _ = got
    lock_5227 = cache.lock(node_5226)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5228, _ = got
    lock_5229 = cache.lock(node_5228)
    got = evict(cache, 104)
    got = alloc(allocator, 28)
    cache.unlock(lock_5229)
    got = evict(cache, 88)
    got = alloc(allocator, 24)
    cache.unlock(lock_5227)
    got = evict(cache, 72)
    got = alloc(allocator, 20)
    cache.unlock(lock_5225)
    got = evict(cache, 56)
    got = alloc(allocator, 16)
    cache.unlock(lock_5223)
    got = evict(cache, 40)
    got = alloc(allocator, 12)
    cache.unlock(lock_5221)
    got = evict(cache, 24)
    got = alloc(allocator, 8)
    cache.unlock(lock_5219)
    got = evict(cache, 8)
    got = alloc(allocator, 4)
    cache.unlock(lock_5217)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 20], 44)
    _, node_5251, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5252, _ = got
    cache.unlock(lock_5198)
    lock_5254 = cache.lock(node_5251)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 28], 44)
    _, node_5255, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5256, _ = got
    cache.unlock(lock_5202)
    lock_5258 = cache.lock(node_5255)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5259, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5260, _ = got
    cache.unlock(lock_5206)
    lock_5262 = cache.lock(node_5259)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5263, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5264, _ = got
    cache.unlock(lock_5210)
    lock_5266 = cache.lock(node_5263)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5267, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5268, _ = got
    cache.unlock(lock_5214)
    lock_5270 = cache.lock(node_5267)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5272, _ = got
    lock_5273 = cache.lock(node_5272)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5274, _ = got
    lock_5275 = cache.lock(node_5274)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_5276, _ = got
    lock_5277 = cache.lock(node_5276)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5278, _ = got
    lock_5279 = cache.lock(node_5278)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5280, _ = got
    lock_5281 = cache.lock(node_5280)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5282, _ = got
    lock_5283 = cache.lock(node_5282)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5284, _ = got
    lock_5285 = cache.lock(node_5284)
    got = evict(cache, 108)
    got = alloc(allocator, 30)
    cache.unlock(lock_5285)
    got = evict(cache, 92)
    got = alloc(allocator, 26)
    cache.unlock(lock_5283)
    got = evict(cache, 76)
    got = alloc(allocator, 22)
    cache.unlock(lock_5281)
    got = evict(cache, 60)
    got = alloc(allocator, 18)
    cache.unlock(lock_5279)
    got = evict(cache, 44)
    got = alloc(allocator, 14)
    cache.unlock(lock_5277)
    got = evict(cache, 28)
    got = alloc(allocator, 10)
    cache.unlock(lock_5275)
    got = evict(cache, 12)
    got = alloc(allocator, 6)
    cache.unlock(lock_5273)
    got = alloc(allocator, 2)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 20], 48)
    _, node_5308, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5309, _ = got
    cache.unlock(lock_5254)
    lock_5311 = cache.lock(node_5308)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 20], 48)
    _, node_5312, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5313, _ = got
    cache.unlock(lock_5258)
    lock_5315 = cache.lock(node_5312)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5316, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5317, _ = got
    cache.unlock(lock_5262)
    lock_5319 = cache.lock(node_5316)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5320, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5321, _ = got
    cache.unlock(lock_5266)
    lock_5323 = cache.lock(node_5320)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21], 40)
    _, node_5324, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5325, _ = got
    cache.unlock(lock_5270)
    lock_5327 = cache.lock(node_5324)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5329, _ = got
    lock_5330 = cache.lock(node_5329)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5331, _ = got
    lock_5332 = cache.lock(node_5331)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_5333, _ = got
    lock_5334 = cache.lock(node_5333)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5335, _ = got
    lock_5336 = cache.lock(node_5335)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5337, _ = got
    lock_5338 = cache.lock(node_5337)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5339, _ = got
    lock_5340 = cache.lock(node_5339)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5341, _ = got
    lock_5342 = cache.lock(node_5341)
    got = evict(cache, 108)
    got = alloc(allocator, 28)
    cache.unlock(lock_5342)
    got = evict(cache, 92)
    got = alloc(allocator, 24)
    cache.unlock(lock_5340)
    got = evict(cache, 76)
    got = alloc(allocator, 20)
    cache.unlock(lock_5338)
    got = evict(cache, 60)
    got = alloc(allocator, 16)
    cache.unlock(lock_5336)
    got = evict(cache, 44)
    got = alloc(allocator, 12)
    cache.unlock(lock_5334)
    got = evict(cache, 28)
    got = alloc(allocator, 8)
    cache.unlock(lock_5332)
    got = evict(cache, 12)
    got = alloc(allocator, 4)
    cache.unlock(lock_5330)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 20], 48)
    _, node_5364, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5365, _ = got
    cache.unlock(lock_5311)
    lock_5367 = cache.lock(node_5364)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 20], 48)
    _, node_5368, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5369, _ = got
    cache.unlock(lock_5315)
    lock_5371 = cache.lock(node_5368)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274, 318, 362, 406, 450], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21, 31], 40)
    _, node_5372, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5373, _ = got
    cache.unlock(lock_5319)
    lock_5375 = cache.lock(node_5372)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274, 318, 362, 406, 450], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21, 32], 40)
    _, node_5376, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5377, _ = got
    cache.unlock(lock_5323)
    lock_5379 = cache.lock(node_5376)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274, 318, 362, 406, 450], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21, 22], 40)
    _, node_5380, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5381, _ = got
    cache.unlock(lock_5327)
    lock_5383 = cache.lock(node_5380)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5385, _ = got
    lock_5386 = cache.lock(node_5385)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 31, 5, 10, 28, 25, 35, 17, 8, 27, 35, 17, 45, 26, 769, 813, 857, 901, 945, 989, 36, 80, 124, 168, 212, 256, 300, 344, 388, 432, 476, 520, 564, 608, 652, 696, 47])
    _, node_5387, _ = got
    lock_5388 = cache.lock(node_5387)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 9, 33, 32, 1, 28, 49, 11, 38, 0, 49, 9, 11, 9, 30, 39, 46, 7])
    _, node_5389, _ = got
    lock_5390 = cache.lock(node_5389)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5391, _ = got
    lock_5392 = cache.lock(node_5391)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5393, _ = got
    lock_5394 = cache.lock(node_5393)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 34, 27, 49, 20, 29, 37, 29, 23, 19, 15, 11, 44, 49, 15, 5, 36, 19, 33, 31, 21, 46, 28, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 5, 11, 9, 14, 42, 712, 3, 15, 12, 17, 2, 49, 6, 32, 28, 35, 1, 48, 4, 28, 20, 39, 32])
    _, node_5395, _ = got
    lock_5396 = cache.lock(node_5395)
    got = match(cache, [2, 5, 27, 26, 4, 15, 5, 35, 45, 4, 36, 15, 44, 33, 16, 35, 12, 28, 8, 26, 7, 25, 28, 20, 4, 42, 15])
    _, node_5397, _ = got
    lock_5398 = cache.lock(node_5397)
    got = evict(cache, 112)
    got = alloc(allocator, 31)
    cache.unlock(lock_5398)
    got = evict(cache, 96)
    got = alloc(allocator, 27)
    cache.unlock(lock_5396)
    got = evict(cache, 80)
    got = alloc(allocator, 23)
    cache.unlock(lock_5394)
    got = evict(cache, 64)
    got = alloc(allocator, 19)
    cache.unlock(lock_5392)
    got = evict(cache, 48)
    got = alloc(allocator, 15)
    cache.unlock(lock_5390)
    got = evict(cache, 32)
    got = alloc(allocator, 11)
    cache.unlock(lock_5388)
    got = evict(cache, 16)
    got = alloc(allocator, 7)
    cache.unlock(lock_5386)
    got = alloc(allocator, 3)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 20], 48)
    _, node_5421, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5422, _ = got
    cache.unlock(lock_5367)
    lock_5424 = cache.lock(node_5421)
    allocator.free(indices([28]))
    cache.unlock(lock_5424)
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9, 39, 38, 199, 243, 287, 331, 375, 419, 463, 507, 551, 595, 639, 683, 727, 771, 815, 859, 903, 947], [17, 18, 25, 1, 14, 7, 9, 12, 11, 6, 16, 20], 48)
    _, node_5427, _ = got
    got = insert(cache, [9, 25, 41, 3, 4, 34, 6, 23, 37, 3, 32, 35, 45, 4, 36, 25, 47, 5, 46, 10, 10, 8, 1, 9, 37, 29, 41, 9], [17, 18, 25, 1, 14, 7, 9], 28)
    _, node_5428, _ = got
    cache.unlock(lock_5371)
    lock_5430 = cache.lock(node_5427)
    allocator.free(indices([15]))
    cache.unlock(lock_5430)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274, 318, 362, 406, 450], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21, 31], 44)
    _, node_5433, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5434, _ = got
    cache.unlock(lock_5375)
    lock_5436 = cache.lock(node_5433)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274, 318, 362, 406, 450], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21, 31], 44)
    _, node_5437, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5438, _ = got
    cache.unlock(lock_5379)
    lock_5440 = cache.lock(node_5437)
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15, 142, 186, 230, 274, 318, 362, 406, 450], [10, 3, 8, 27, 4, 13, 24, 5, 30, 21, 31], 44)
    _, node_5441, _ = got
    got = insert(cache, [27, 3, 36, 7, 14, 40, 40, 37, 3, 36, 37, 25, 3, 14, 2, 35, 8, 18, 8, 1, 0, 46, 41, 6, 33, 47, 8, 27, 12, 13, 1, 16, 13, 18, 32, 15], [10, 3, 8, 27, 4, 13, 24, 5, 30], 36)
    _, node_5442, _ = got
    cache.unlock(lock_5383)
    lock_5444 = cache.lock(node_5441)
    got = alloc(allocator, 0)
    got = evict(cache, 0)
    got = match(cache, [0, 1, 2])
    _, node_5448, _ = got
    got = insert(cache, [], [], 0)
    _, node_5449, _ = got
    got = match(cache, [])
    _, node_5450, _ = got
    lock_5451 = cache.lock(node_5450)
    cache.unlock(lock_5451)
    # The reference model rejects the next call (misuse): raising is a fine
    # answer, but the allocator and the tree must be left exactly as they were.
    try:
        got = alloc(allocator, -1)
    except Exception:
        pass
    got_state = state(allocator, cache)
    for key, want in EXPECTED.items():
        got = got_state[key]
        assert got == want, f"{key}: expected {want!r}, got {got!r}"
