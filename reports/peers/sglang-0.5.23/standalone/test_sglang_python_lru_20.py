"""Standalone reproduction written by kvtwin (needs only torch, pytest and sglang).

Run it with: python -m pytest test_sglang_python_lru_20.py
What it shows, where it is reachable and the upstream report: DESCRIPTION below.
It replays the calls on a fresh PagedTokenToKVPoolAllocator and UnifiedRadixCache
(FULL component, the python tree core) and, after the last call, compares their
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

DESCRIPTION = ('unlock: state after unchecked misuse: counts.evictable (sglang-python, lru): misuse: '
 "a TreeLock released twice is accepted and takes another holder's count: when that "
 'was the last count on the path, a prefix a running request still holds becomes '
 'evictable under it (evictable_size() grows, protected_size() shrinks) and a later '
 "evict frees pages the request's token row still names")

PAGE_SIZE = 4
EXPECTED = {'evictable_tokens': 20,
 'free_pages': 2,
 'free_pool': [17, 23],
 'nodes': [((1, 2, 3, 4), 0, 1),
           ((5, 6, 7, 8), 4, 1),
           ((9,), 26, 1),
           ((10,), 28, 1),
           ((11,), 15, 0),
           ((12, 22, 21, 24), 10, 1),
           ((13,), 27, 1),
           ((14, 30), 0, 1),
           ((16,), 9, 1),
           ((18, 26), 30, 1),
           ((20,), 13, 1),
           ((25,), 24, 1),
           ((27,), 29, 1),
           ((28,), 16, 1),
           ((29,), 8, 1),
           ((31, 32, 19, 15), 4, 0)],
 'protected_tokens': 100,
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
                15,
                16,
                18,
                19,
                20,
                21,
                22,
                24,
                25,
                26,
                27,
                28,
                29,
                30,
                31,
                32],
 'tree_tokens': 120}


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
        tree_core_backend='python',
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
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1, _ = got
    lock_2 = cache.lock(node_1)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_3, _ = got
    lock_4 = cache.lock(node_3)
    got = alloc(allocator, 8)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16], [1, 2, 3, 4], 0)
    _, node_6, _ = got
    cache.unlock(lock_2)
    lock_8 = cache.lock(node_6)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16], [5, 6, 7, 8], 0)
    _, node_9, _ = got
    cache.unlock(lock_4)
    lock_11 = cache.lock(node_9)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26])
    _, node_13, _ = got
    lock_14 = cache.lock(node_13)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26])
    _, node_15, _ = got
    lock_16 = cache.lock(node_15)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26])
    _, node_17, _ = got
    lock_18 = cache.lock(node_17)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20])
    _, node_19, _ = got
    lock_20 = cache.lock(node_19)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20])
    _, node_21, _ = got
    lock_22 = cache.lock(node_21)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20])
    _, node_23, _ = got
    lock_24 = cache.lock(node_23)
    got = evict(cache, 16)
    got = alloc(allocator, 32)
    cache.unlock(lock_24)
    got = alloc(allocator, 28)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19], [1, 2, 3, 4, 5, 6, 7, 8], 16)
    _, node_29, _ = got
    cache.unlock(lock_8)
    lock_31 = cache.lock(node_29)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19], [1, 2, 3, 4, 9, 10, 11, 12], 16)
    _, node_32, _ = got
    cache.unlock(lock_11)
    lock_34 = cache.lock(node_32)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19], [1, 2, 3, 4, 13, 14, 15, 16], 16)
    _, node_35, _ = got
    cache.unlock(lock_14)
    lock_37 = cache.lock(node_35)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19], [1, 2, 3, 4, 17, 18, 19, 20], 16)
    _, node_38, _ = got
    cache.unlock(lock_16)
    lock_40 = cache.lock(node_38)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19], [1, 2, 3, 4, 21, 22, 23, 24], 16)
    _, node_41, _ = got
    cache.unlock(lock_18)
    lock_43 = cache.lock(node_41)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19], [1, 2, 3, 4, 25, 26, 27, 28], 16)
    _, node_44, _ = got
    cache.unlock(lock_20)
    lock_46 = cache.lock(node_44)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19], [1, 2, 3, 4, 29, 30, 31, 32], 16)
    _, node_47, _ = got
    cache.unlock(lock_22)
    lock_49 = cache.lock(node_47)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20])
    _, node_51, _ = got
    lock_52 = cache.lock(node_51)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_53, _ = got
    lock_54 = cache.lock(node_53)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_55, _ = got
    lock_56 = cache.lock(node_55)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_57, _ = got
    lock_58 = cache.lock(node_57)
    got = evict(cache, 40)
    got = alloc(allocator, 34)
    cache.unlock(lock_58)
    got = evict(cache, 32)
    got = alloc(allocator, 32)
    cache.unlock(lock_56)
    got = evict(cache, 24)
    got = alloc(allocator, 30)
    cache.unlock(lock_54)
    got = evict(cache, 16)
    got = alloc(allocator, 28)
    cache.unlock(lock_52)
    got = alloc(allocator, 24)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 32)
    _, node_72, _ = got
    cache.unlock(lock_31)
    lock_74 = cache.lock(node_72)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 31], 32)
    _, node_75, _ = got
    cache.unlock(lock_34)
    lock_77 = cache.lock(node_75)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 25, 26, 27, 28], 32)
    _, node_78, _ = got
    cache.unlock(lock_37)
    lock_80 = cache.lock(node_78)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 21, 22, 23, 24], 32)
    _, node_81, _ = got
    cache.unlock(lock_40)
    lock_83 = cache.lock(node_81)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 17, 18, 19, 20], 32)
    _, node_84, _ = got
    cache.unlock(lock_43)
    lock_86 = cache.lock(node_84)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16], 32)
    _, node_87, _ = got
    cache.unlock(lock_46)
    lock_89 = cache.lock(node_87)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 32)
    _, node_90, _ = got
    cache.unlock(lock_49)
    lock_92 = cache.lock(node_90)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20])
    _, node_94, _ = got
    lock_95 = cache.lock(node_94)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_96, _ = got
    lock_97 = cache.lock(node_96)
    cache.unlock(lock_97)
    cache.unlock(lock_95)
    got = alloc(allocator, 17)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_101, _ = got
    cache.unlock(lock_74)
    lock_103 = cache.lock(node_101)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_104, _ = got
    cache.unlock(lock_77)
    lock_106 = cache.lock(node_104)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 48)
    _, node_107, _ = got
    cache.unlock(lock_80)
    lock_109 = cache.lock(node_107)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 9, 14, 15], 48)
    _, node_110, _ = got
    cache.unlock(lock_83)
    lock_112 = cache.lock(node_110)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 16, 13, 18], 48)
    _, node_113, _ = got
    cache.unlock(lock_86)
    lock_115 = cache.lock(node_113)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 19, 20, 17, 22], 48)
    _, node_116, _ = got
    cache.unlock(lock_89)
    lock_118 = cache.lock(node_116)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 23, 24, 21, 25], 48)
    _, node_119, _ = got
    cache.unlock(lock_92)
    lock_121 = cache.lock(node_119)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20])
    _, node_122, _ = got
    lock_123 = cache.lock(node_122)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_124, _ = got
    lock_125 = cache.lock(node_124)
    cache.unlock(lock_125)
    cache.unlock(lock_123)
    got = alloc(allocator, 11)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 30], 36)
    _, node_129, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_130, _ = got
    cache.unlock(lock_103)
    lock_132 = cache.lock(node_129)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 32], 36)
    _, node_133, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_134, _ = got
    cache.unlock(lock_106)
    lock_136 = cache.lock(node_133)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_137, _ = got
    cache.unlock(lock_109)
    lock_139 = cache.lock(node_137)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_140, _ = got
    cache.unlock(lock_112)
    lock_142 = cache.lock(node_140)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_143, _ = got
    cache.unlock(lock_115)
    lock_145 = cache.lock(node_143)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17], 64)
    _, node_146, _ = got
    cache.unlock(lock_118)
    lock_148 = cache.lock(node_146)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 16, 13, 18, 9], 64)
    _, node_149, _ = got
    cache.unlock(lock_121)
    lock_151 = cache.lock(node_149)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20])
    _, node_152, _ = got
    lock_153 = cache.lock(node_152)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_154, _ = got
    lock_155 = cache.lock(node_154)
    cache.unlock(lock_155)
    got = alloc(allocator, 9)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26], 40)
    _, node_158, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_159, _ = got
    cache.unlock(lock_132)
    lock_161 = cache.lock(node_158)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26], 40)
    _, node_162, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_163, _ = got
    cache.unlock(lock_136)
    lock_165 = cache.lock(node_162)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_166, _ = got
    cache.unlock(lock_139)
    lock_168 = cache.lock(node_166)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_169, _ = got
    cache.unlock(lock_142)
    lock_171 = cache.lock(node_169)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_172, _ = got
    cache.unlock(lock_145)
    lock_174 = cache.lock(node_172)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 80)
    _, node_175, _ = got
    cache.unlock(lock_148)
    lock_177 = cache.lock(node_175)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 32], 80)
    _, node_178, _ = got
    cache.unlock(lock_151)
    lock_180 = cache.lock(node_178)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 14], 80)
    _, node_181, _ = got
    cache.unlock(lock_153)
    lock_183 = cache.lock(node_181)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_184, _ = got
    lock_185 = cache.lock(node_184)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_186, _ = got
    lock_187 = cache.lock(node_186)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26], 40)
    _, node_188, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_189, _ = got
    cache.unlock(lock_161)
    lock_191 = cache.lock(node_188)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26], 40)
    _, node_192, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_193, _ = got
    cache.unlock(lock_165)
    lock_195 = cache.lock(node_192)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_196, _ = got
    cache.unlock(lock_168)
    lock_198 = cache.lock(node_196)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_199, _ = got
    cache.unlock(lock_171)
    lock_201 = cache.lock(node_199)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_202, _ = got
    cache.unlock(lock_174)
    lock_204 = cache.lock(node_202)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 84)
    _, node_205, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_206, _ = got
    cache.unlock(lock_177)
    lock_208 = cache.lock(node_205)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 30], 84)
    _, node_209, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_210, _ = got
    cache.unlock(lock_180)
    lock_212 = cache.lock(node_209)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 15], 84)
    _, node_213, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_214, _ = got
    cache.unlock(lock_183)
    lock_216 = cache.lock(node_213)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_217, _ = got
    cache.unlock(lock_185)
    lock_219 = cache.lock(node_217)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_220, _ = got
    lock_221 = cache.lock(node_220)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_222, _ = got
    cache.unlock(lock_187)
    lock_224 = cache.lock(node_222)
    cache.unlock(lock_224)
    got = alloc(allocator, 3)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26], 40)
    _, node_227, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_228, _ = got
    cache.unlock(lock_191)
    lock_230 = cache.lock(node_227)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26], 40)
    _, node_231, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_232, _ = got
    cache.unlock(lock_195)
    lock_234 = cache.lock(node_231)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 25], 60)
    _, node_235, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_236, _ = got
    cache.unlock(lock_198)
    lock_238 = cache.lock(node_235)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 23], 60)
    _, node_239, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_240, _ = got
    cache.unlock(lock_201)
    lock_242 = cache.lock(node_239)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 24], 60)
    _, node_243, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_244, _ = got
    cache.unlock(lock_204)
    lock_246 = cache.lock(node_243)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_247, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_248, _ = got
    cache.unlock(lock_208)
    lock_250 = cache.lock(node_247)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_251, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_252, _ = got
    cache.unlock(lock_212)
    lock_254 = cache.lock(node_251)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_255, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_256, _ = got
    cache.unlock(lock_216)
    lock_258 = cache.lock(node_255)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 36)
    _, node_259, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_260, _ = got
    cache.unlock(lock_219)
    lock_262 = cache.lock(node_259)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_263, _ = got
    cache.unlock(lock_221)
    lock_265 = cache.lock(node_263)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40])
    _, node_266, _ = got
    lock_267 = cache.lock(node_266)
    cache.unlock(lock_267)
    cache.unlock(lock_265)
    got = alloc(allocator, 4)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 16], 40)
    _, node_271, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_272, _ = got
    cache.unlock(lock_230)
    lock_274 = cache.lock(node_271)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 13], 40)
    _, node_275, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_276, _ = got
    cache.unlock(lock_234)
    lock_278 = cache.lock(node_275)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_279, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_280, _ = got
    cache.unlock(lock_238)
    lock_282 = cache.lock(node_279)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_283, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_284, _ = got
    cache.unlock(lock_242)
    lock_286 = cache.lock(node_283)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_287, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_288, _ = got
    cache.unlock(lock_246)
    lock_290 = cache.lock(node_287)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_291, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_292, _ = got
    cache.unlock(lock_250)
    lock_294 = cache.lock(node_291)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_295, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_296, _ = got
    cache.unlock(lock_254)
    lock_298 = cache.lock(node_295)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_299, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_300, _ = got
    cache.unlock(lock_258)
    lock_302 = cache.lock(node_299)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_303, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_304, _ = got
    cache.unlock(lock_262)
    lock_306 = cache.lock(node_303)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40])
    _, node_307, _ = got
    lock_308 = cache.lock(node_307)
    cache.unlock(lock_308)
    got = alloc(allocator, 2)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27], 44)
    _, node_311, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_312, _ = got
    cache.unlock(lock_274)
    lock_314 = cache.lock(node_311)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27], 44)
    _, node_315, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_316, _ = got
    cache.unlock(lock_278)
    lock_318 = cache.lock(node_315)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_319, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_320, _ = got
    cache.unlock(lock_282)
    lock_322 = cache.lock(node_319)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_323, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_324, _ = got
    cache.unlock(lock_286)
    lock_326 = cache.lock(node_323)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_327, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_328, _ = got
    cache.unlock(lock_290)
    lock_330 = cache.lock(node_327)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_331, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_332, _ = got
    cache.unlock(lock_294)
    lock_334 = cache.lock(node_331)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_335, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_336, _ = got
    cache.unlock(lock_298)
    lock_338 = cache.lock(node_335)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9], 88)
    _, node_339, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_340, _ = got
    cache.unlock(lock_302)
    lock_342 = cache.lock(node_339)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_343, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_344, _ = got
    cache.unlock(lock_306)
    lock_346 = cache.lock(node_343)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40])
    _, node_347, _ = got
    lock_348 = cache.lock(node_347)
    cache.unlock(lock_348)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27], 44)
    _, node_350, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_351, _ = got
    cache.unlock(lock_314)
    lock_353 = cache.lock(node_350)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27], 44)
    _, node_354, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_355, _ = got
    cache.unlock(lock_318)
    lock_357 = cache.lock(node_354)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_358, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_359, _ = got
    cache.unlock(lock_322)
    lock_361 = cache.lock(node_358)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_362, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_363, _ = got
    cache.unlock(lock_326)
    lock_365 = cache.lock(node_362)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22], 64)
    _, node_366, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_367, _ = got
    cache.unlock(lock_330)
    lock_369 = cache.lock(node_366)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883, 927, 971, 18, 62], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9, 15], 88)
    _, node_370, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_371, _ = got
    cache.unlock(lock_334)
    lock_373 = cache.lock(node_370)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883, 927, 971, 18, 62], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9, 30], 88)
    _, node_374, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_375, _ = got
    cache.unlock(lock_338)
    lock_377 = cache.lock(node_374)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883, 927, 971, 18, 62], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9, 14], 88)
    _, node_378, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_379, _ = got
    cache.unlock(lock_342)
    lock_381 = cache.lock(node_378)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_382, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_383, _ = got
    cache.unlock(lock_346)
    lock_385 = cache.lock(node_382)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40])
    _, node_386, _ = got
    lock_387 = cache.lock(node_386)
    cache.unlock(lock_387)
    allocator.free(indices([32]))
    cache.unlock(lock_385)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27], 44)
    _, node_391, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_392, _ = got
    cache.unlock(lock_353)
    lock_394 = cache.lock(node_391)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27], 44)
    _, node_395, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_396, _ = got
    cache.unlock(lock_357)
    lock_398 = cache.lock(node_395)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 24], 64)
    _, node_399, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_400, _ = got
    cache.unlock(lock_361)
    lock_402 = cache.lock(node_399)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 23], 64)
    _, node_403, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_404, _ = got
    cache.unlock(lock_365)
    lock_406 = cache.lock(node_403)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 25], 64)
    _, node_407, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_408, _ = got
    cache.unlock(lock_369)
    lock_410 = cache.lock(node_407)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883, 927, 971, 18, 62], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9, 15], 92)
    _, node_411, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_412, _ = got
    cache.unlock(lock_373)
    lock_414 = cache.lock(node_411)
    cache.unlock(lock_414)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883, 927, 971, 18, 62], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9, 15], 92)
    _, node_416, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_417, _ = got
    cache.unlock(lock_377)
    lock_419 = cache.lock(node_416)
    cache.unlock(lock_419)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47, 37, 20, 40, 883, 927, 971, 18, 62], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18, 9, 15], 92)
    _, node_421, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823, 22, 27, 47], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20, 17, 18], 84)
    _, node_422, _ = got
    cache.unlock(lock_381)
    lock_424 = cache.lock(node_421)
    cache.unlock(lock_424)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870, 914, 958, 5])
    _, node_426, _ = got
    lock_427 = cache.lock(node_426)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40])
    _, node_428, _ = got
    lock_429 = cache.lock(node_428)
    got = evict(cache, 24)
    got = alloc(allocator, 18)
    got = evict(cache, 8)
    got = alloc(allocator, 14)
    got = alloc(allocator, 10)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 13], 44)
    _, node_435, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_436, _ = got
    cache.unlock(lock_394)
    lock_438 = cache.lock(node_435)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 16], 44)
    _, node_439, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_440, _ = got
    cache.unlock(lock_398)
    lock_442 = cache.lock(node_439)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_443, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_444, _ = got
    cache.unlock(lock_402)
    lock_446 = cache.lock(node_443)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_447, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_448, _ = got
    cache.unlock(lock_406)
    lock_450 = cache.lock(node_447)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_451, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_452, _ = got
    cache.unlock(lock_410)
    lock_454 = cache.lock(node_451)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870, 914, 958, 5, 49], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31, 18], 40)
    _, node_455, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_456, _ = got
    cache.unlock(lock_427)
    lock_458 = cache.lock(node_455)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 9], 36)
    _, node_459, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_460, _ = got
    lock_461 = cache.lock(node_459)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_462, _ = got
    cache.unlock(lock_429)
    lock_464 = cache.lock(node_462)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 11, 18, 29, 1, 2, 22, 44, 5], [25, 23, 24, 32], 0)
    _, node_465, _ = got
    lock_466 = cache.lock(node_465)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 11, 18, 29, 1, 2, 22, 44, 5, 18, 47])
    _, node_468, _ = got
    lock_469 = cache.lock(node_468)
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29])
    _, node_470, _ = got
    lock_471 = cache.lock(node_470)
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29])
    _, node_472, _ = got
    lock_473 = cache.lock(node_472)
    got = evict(cache, 36)
    got = alloc(allocator, 14)
    cache.unlock(lock_473)
    got = evict(cache, 20)
    got = alloc(allocator, 10)
    cache.unlock(lock_471)
    got = evict(cache, 4)
    got = alloc(allocator, 6)
    cache.unlock(lock_469)
    got = alloc(allocator, 5)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28], 48)
    _, node_484, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_485, _ = got
    cache.unlock(lock_438)
    lock_487 = cache.lock(node_484)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28], 48)
    _, node_488, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_489, _ = got
    cache.unlock(lock_442)
    lock_491 = cache.lock(node_488)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_492, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_493, _ = got
    cache.unlock(lock_446)
    lock_495 = cache.lock(node_492)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_496, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_497, _ = got
    cache.unlock(lock_450)
    lock_499 = cache.lock(node_496)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_500, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_501, _ = got
    cache.unlock(lock_454)
    lock_503 = cache.lock(node_500)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870, 914, 958, 5, 49], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31, 18], 44)
    _, node_504, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_505, _ = got
    cache.unlock(lock_458)
    lock_507 = cache.lock(node_504)
    allocator.free(indices([13]))
    cache.unlock(lock_507)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_510, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_511, _ = got
    cache.unlock(lock_461)
    lock_513 = cache.lock(node_510)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 15], 36)
    _, node_514, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_515, _ = got
    cache.unlock(lock_464)
    lock_517 = cache.lock(node_514)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 11, 18, 29, 1, 2, 22, 44, 5], [25, 23, 24, 32], 16)
    _, node_518, _ = got
    cache.unlock(lock_466)
    lock_520 = cache.lock(node_518)
    allocator.free(indices([30]))
    cache.unlock(lock_520)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_523, _ = got
    lock_524 = cache.lock(node_523)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26])
    _, node_525, _ = got
    lock_526 = cache.lock(node_525)
    cache.unlock(lock_526)
    cache.unlock(lock_524)
    got = alloc(allocator, 2)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28], 48)
    _, node_530, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_531, _ = got
    cache.unlock(lock_487)
    lock_533 = cache.lock(node_530)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28], 48)
    _, node_534, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_535, _ = got
    cache.unlock(lock_491)
    lock_537 = cache.lock(node_534)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_538, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_539, _ = got
    cache.unlock(lock_495)
    lock_541 = cache.lock(node_538)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_542, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_543, _ = got
    cache.unlock(lock_499)
    lock_545 = cache.lock(node_542)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21], 68)
    _, node_546, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_547, _ = got
    cache.unlock(lock_503)
    lock_549 = cache.lock(node_546)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_550, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_551, _ = got
    cache.unlock(lock_513)
    lock_553 = cache.lock(node_550)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_554, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_555, _ = got
    cache.unlock(lock_517)
    lock_557 = cache.lock(node_554)
    allocator.free(indices([15]))
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29])
    _, node_559, _ = got
    lock_560 = cache.lock(node_559)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_561, _ = got
    lock_562 = cache.lock(node_561)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26])
    _, node_563, _ = got
    lock_564 = cache.lock(node_563)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_565, _ = got
    lock_566 = cache.lock(node_565)
    got = evict(cache, 56)
    got = alloc(allocator, 17)
    cache.unlock(lock_566)
    got = evict(cache, 24)
    got = alloc(allocator, 13)
    cache.unlock(lock_564)
    got = evict(cache, 8)
    got = alloc(allocator, 9)
    cache.unlock(lock_562)
    got = evict(cache, 4)
    got = alloc(allocator, 8)
    cache.unlock(lock_560)
    got = alloc(allocator, 4)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28], 48)
    _, node_580, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_581, _ = got
    cache.unlock(lock_533)
    lock_583 = cache.lock(node_580)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28], 48)
    _, node_584, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_585, _ = got
    cache.unlock(lock_537)
    lock_587 = cache.lock(node_584)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 68)
    _, node_588, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_589, _ = got
    cache.unlock(lock_541)
    lock_591 = cache.lock(node_588)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 20], 68)
    _, node_592, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_593, _ = got
    cache.unlock(lock_545)
    lock_595 = cache.lock(node_592)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 17], 68)
    _, node_596, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_597, _ = got
    cache.unlock(lock_549)
    lock_599 = cache.lock(node_596)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_600, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_601, _ = got
    cache.unlock(lock_553)
    lock_603 = cache.lock(node_600)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_604, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_605, _ = got
    cache.unlock(lock_557)
    lock_607 = cache.lock(node_604)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18], [25, 23, 24, 32], 0)
    _, node_608, _ = got
    lock_609 = cache.lock(node_608)
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29])
    _, node_611, _ = got
    lock_612 = cache.lock(node_611)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_613, _ = got
    lock_614 = cache.lock(node_613)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26])
    _, node_615, _ = got
    lock_616 = cache.lock(node_615)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_617, _ = got
    lock_618 = cache.lock(node_617)
    cache.unlock(lock_618)
    cache.unlock(lock_616)
    cache.unlock(lock_614)
    cache.unlock(lock_612)
    cache.unlock(lock_609)
    got = alloc(allocator, 3)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 9], 48)
    _, node_625, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_626, _ = got
    cache.unlock(lock_583)
    lock_628 = cache.lock(node_625)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 16], 48)
    _, node_629, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_630, _ = got
    cache.unlock(lock_587)
    lock_632 = cache.lock(node_629)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_633, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_634, _ = got
    cache.unlock(lock_591)
    lock_636 = cache.lock(node_633)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_637, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_638, _ = got
    cache.unlock(lock_595)
    lock_640 = cache.lock(node_637)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_641, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_642, _ = got
    cache.unlock(lock_599)
    lock_644 = cache.lock(node_641)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870, 914, 958, 5, 49], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31, 14], 40)
    _, node_645, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_646, _ = got
    cache.unlock(lock_603)
    lock_648 = cache.lock(node_645)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31], 40)
    _, node_649, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_650, _ = got
    cache.unlock(lock_607)
    lock_652 = cache.lock(node_649)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_653, _ = got
    lock_654 = cache.lock(node_653)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_655, _ = got
    lock_656 = cache.lock(node_655)
    cache.unlock(lock_656)
    cache.unlock(lock_654)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10], 52)
    _, node_659, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_660, _ = got
    cache.unlock(lock_628)
    lock_662 = cache.lock(node_659)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10], 52)
    _, node_663, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_664, _ = got
    cache.unlock(lock_632)
    lock_666 = cache.lock(node_663)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_667, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_668, _ = got
    cache.unlock(lock_636)
    lock_670 = cache.lock(node_667)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_671, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_672, _ = got
    cache.unlock(lock_640)
    lock_674 = cache.lock(node_671)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_675, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_676, _ = got
    cache.unlock(lock_644)
    lock_678 = cache.lock(node_675)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870, 914, 958, 5, 49], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31, 14], 44)
    _, node_679, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_680, _ = got
    cache.unlock(lock_648)
    lock_682 = cache.lock(node_679)
    cache.unlock(lock_682)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870, 914, 958, 5, 49], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31, 30], 40)
    _, node_684, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_685, _ = got
    cache.unlock(lock_652)
    lock_687 = cache.lock(node_684)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_688, _ = got
    lock_689 = cache.lock(node_688)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_690, _ = got
    lock_691 = cache.lock(node_690)
    cache.unlock(lock_691)
    cache.unlock(lock_689)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10], 52)
    _, node_694, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_695, _ = got
    cache.unlock(lock_662)
    lock_697 = cache.lock(node_694)
    cache.unlock(lock_697)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10], 52)
    _, node_699, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_700, _ = got
    cache.unlock(lock_666)
    lock_702 = cache.lock(node_699)
    cache.unlock(lock_702)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_704, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_705, _ = got
    cache.unlock(lock_670)
    lock_707 = cache.lock(node_704)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_708, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_709, _ = got
    cache.unlock(lock_674)
    lock_711 = cache.lock(node_708)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19], 72)
    _, node_712, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_713, _ = got
    cache.unlock(lock_678)
    lock_715 = cache.lock(node_712)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 826, 870, 914, 958, 5, 49], [1, 2, 3, 4, 5, 6, 7, 8, 29, 31, 14], 44)
    _, node_716, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_717, _ = got
    cache.unlock(lock_687)
    lock_719 = cache.lock(node_716)
    cache.unlock(lock_719)
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29])
    _, node_721, _ = got
    lock_722 = cache.lock(node_721)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_723, _ = got
    lock_724 = cache.lock(node_723)
    cache.unlock(lock_724)
    got = evict(cache, 64)
    got = alloc(allocator, 23)
    got = evict(cache, 48)
    got = alloc(allocator, 19)
    got = evict(cache, 32)
    got = alloc(allocator, 15)
    got = evict(cache, 16)
    got = alloc(allocator, 11)
    got = alloc(allocator, 7)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 72)
    _, node_735, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_736, _ = got
    cache.unlock(lock_707)
    lock_738 = cache.lock(node_735)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 20], 72)
    _, node_739, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_740, _ = got
    cache.unlock(lock_711)
    lock_742 = cache.lock(node_739)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 18], 72)
    _, node_743, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_744, _ = got
    cache.unlock(lock_715)
    lock_746 = cache.lock(node_743)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 16)
    _, node_747, _ = got
    lock_748 = cache.lock(node_747)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 16, 9, 15], 16)
    _, node_749, _ = got
    cache.unlock(lock_722)
    lock_751 = cache.lock(node_749)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_752, _ = got
    lock_753 = cache.lock(node_752)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26])
    _, node_755, _ = got
    lock_756 = cache.lock(node_755)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_757, _ = got
    lock_758 = cache.lock(node_757)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_759, _ = got
    lock_760 = cache.lock(node_759)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47])
    _, node_761, _ = got
    lock_762 = cache.lock(node_761)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47])
    _, node_763, _ = got
    lock_764 = cache.lock(node_763)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_765, _ = got
    lock_766 = cache.lock(node_765)
    cache.unlock(lock_766)
    cache.unlock(lock_764)
    cache.unlock(lock_762)
    cache.unlock(lock_760)
    cache.unlock(lock_758)
    cache.unlock(lock_756)
    got = alloc(allocator, 5)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_774, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_775, _ = got
    cache.unlock(lock_738)
    lock_777 = cache.lock(node_774)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_778, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_779, _ = got
    cache.unlock(lock_742)
    lock_781 = cache.lock(node_778)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_782, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_783, _ = got
    cache.unlock(lock_746)
    lock_785 = cache.lock(node_782)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_786, _ = got
    cache.unlock(lock_748)
    lock_788 = cache.lock(node_786)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_789, _ = got
    cache.unlock(lock_751)
    lock_791 = cache.lock(node_789)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_792, _ = got
    cache.unlock(lock_753)
    lock_794 = cache.lock(node_792)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_795, _ = got
    lock_796 = cache.lock(node_795)
    cache.unlock(lock_796)
    got = evict(cache, 16)
    got = alloc(allocator, 4)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_800, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_801, _ = got
    cache.unlock(lock_777)
    lock_803 = cache.lock(node_800)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_804, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_805, _ = got
    cache.unlock(lock_781)
    lock_807 = cache.lock(node_804)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_808, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_809, _ = got
    cache.unlock(lock_785)
    lock_811 = cache.lock(node_808)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_812, _ = got
    cache.unlock(lock_788)
    lock_814 = cache.lock(node_812)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_815, _ = got
    cache.unlock(lock_791)
    lock_817 = cache.lock(node_815)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13], 36)
    _, node_818, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_819, _ = got
    cache.unlock(lock_794)
    lock_821 = cache.lock(node_818)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_823, _ = got
    lock_824 = cache.lock(node_823)
    cache.unlock(lock_824)
    cache.unlock(lock_821)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_827, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_828, _ = got
    cache.unlock(lock_803)
    lock_830 = cache.lock(node_827)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_831, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_832, _ = got
    cache.unlock(lock_807)
    lock_834 = cache.lock(node_831)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17], 76)
    _, node_835, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_836, _ = got
    cache.unlock(lock_811)
    lock_838 = cache.lock(node_835)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_839, _ = got
    cache.unlock(lock_814)
    lock_841 = cache.lock(node_839)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_842, _ = got
    cache.unlock(lock_817)
    lock_844 = cache.lock(node_842)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_845, _ = got
    lock_846 = cache.lock(node_845)
    cache.unlock(lock_846)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17, 16], 76)
    _, node_848, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_849, _ = got
    cache.unlock(lock_830)
    lock_851 = cache.lock(node_848)
    cache.unlock(lock_851)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17, 9], 76)
    _, node_853, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_854, _ = got
    cache.unlock(lock_834)
    lock_856 = cache.lock(node_853)
    cache.unlock(lock_856)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12, 940, 984, 31, 75, 119, 163, 207, 251, 295, 339, 383, 427, 471, 515, 559, 603, 647, 691, 735, 779], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12, 22, 21, 19, 17, 15], 76)
    _, node_858, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 0, 44, 88, 132, 176, 220, 264, 308, 352, 396, 440, 484, 528, 572, 616, 660, 704, 43, 12, 4, 26, 12], [1, 2, 3, 4, 5, 6, 7, 8, 29, 26, 27, 28, 10, 11, 12], 60)
    _, node_859, _ = got
    cache.unlock(lock_838)
    lock_861 = cache.lock(node_858)
    cache.unlock(lock_861)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 18], 28)
    _, node_863, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_864, _ = got
    cache.unlock(lock_841)
    lock_866 = cache.lock(node_863)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 20], 28)
    _, node_867, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_868, _ = got
    cache.unlock(lock_844)
    lock_870 = cache.lock(node_867)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699])
    _, node_871, _ = got
    lock_872 = cache.lock(node_871)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_873, _ = got
    lock_874 = cache.lock(node_873)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_875, _ = got
    lock_876 = cache.lock(node_875)
    cache.unlock(lock_876)
    got = alloc(allocator, 28)
    got = evict(cache, 40)
    got = alloc(allocator, 24)
    cache.unlock(lock_874)
    got = evict(cache, 36)
    got = alloc(allocator, 11)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 18], 32)
    _, node_884, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_885, _ = got
    cache.unlock(lock_866)
    lock_887 = cache.lock(node_884)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 18], 32)
    _, node_888, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_889, _ = got
    cache.unlock(lock_870)
    lock_891 = cache.lock(node_888)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13], 40)
    _, node_892, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_893, _ = got
    cache.unlock(lock_872)
    lock_895 = cache.lock(node_892)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26], [1, 2, 3, 4, 10, 11, 12, 22], 16)
    _, node_896, _ = got
    lock_897 = cache.lock(node_896)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26], [1, 2, 3, 4, 21, 19, 17, 16], 16)
    _, node_898, _ = got
    lock_899 = cache.lock(node_898)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_900, _ = got
    lock_901 = cache.lock(node_900)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_902, _ = got
    lock_903 = cache.lock(node_902)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_904, _ = got
    lock_905 = cache.lock(node_904)
    cache.unlock(lock_905)
    cache.unlock(lock_903)
    cache.unlock(lock_901)
    got = alloc(allocator, 6)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 18], 32)
    _, node_910, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_911, _ = got
    cache.unlock(lock_887)
    lock_913 = cache.lock(node_910)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 18], 32)
    _, node_914, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_915, _ = got
    cache.unlock(lock_891)
    lock_917 = cache.lock(node_914)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13], 40)
    _, node_918, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_919, _ = got
    cache.unlock(lock_895)
    lock_921 = cache.lock(node_918)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 32)
    _, node_922, _ = got
    cache.unlock(lock_897)
    lock_924 = cache.lock(node_922)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906], [1, 2, 3, 4, 10, 11, 12, 22, 17, 16, 20, 15], 32)
    _, node_925, _ = got
    cache.unlock(lock_899)
    lock_927 = cache.lock(node_925)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_928, _ = got
    lock_929 = cache.lock(node_928)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_930, _ = got
    lock_931 = cache.lock(node_930)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_932, _ = got
    lock_933 = cache.lock(node_932)
    cache.unlock(lock_933)
    cache.unlock(lock_931)
    cache.unlock(lock_929)
    got = alloc(allocator, 3)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 18], 32)
    _, node_938, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_939, _ = got
    cache.unlock(lock_913)
    lock_941 = cache.lock(node_938)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844], [25, 23, 24, 32, 31, 14, 30, 18], 32)
    _, node_942, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_943, _ = got
    cache.unlock(lock_917)
    lock_945 = cache.lock(node_942)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13], 40)
    _, node_946, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_947, _ = got
    cache.unlock(lock_921)
    lock_949 = cache.lock(node_946)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 40)
    _, node_950, _ = got
    cache.unlock(lock_924)
    lock_952 = cache.lock(node_950)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 16, 9], 48)
    _, node_953, _ = got
    cache.unlock(lock_927)
    lock_955 = cache.lock(node_953)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_956, _ = got
    lock_957 = cache.lock(node_956)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_958, _ = got
    lock_959 = cache.lock(node_958)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_960, _ = got
    lock_961 = cache.lock(node_960)
    cache.unlock(lock_961)
    got = evict(cache, 44)
    got = alloc(allocator, 11)
    cache.unlock(lock_959)
    got = evict(cache, 40)
    got = alloc(allocator, 10)
    got = evict(cache, 24)
    got = alloc(allocator, 6)
    got = evict(cache, 8)
    got = alloc(allocator, 2)
    cache.unlock(lock_957)
    got = evict(cache, 4)
    got = alloc(allocator, 1)
    cache.unlock(lock_955)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 26], 32)
    _, node_976, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_977, _ = got
    cache.unlock(lock_941)
    lock_979 = cache.lock(node_976)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 27], 32)
    _, node_980, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_981, _ = got
    cache.unlock(lock_945)
    lock_983 = cache.lock(node_980)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28], 40)
    _, node_984, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_985, _ = got
    cache.unlock(lock_949)
    lock_987 = cache.lock(node_984)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 40)
    _, node_988, _ = got
    cache.unlock(lock_952)
    lock_990 = cache.lock(node_988)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16])
    _, node_992, _ = got
    lock_993 = cache.lock(node_992)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_994, _ = got
    lock_995 = cache.lock(node_994)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47])
    _, node_996, _ = got
    lock_997 = cache.lock(node_996)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47])
    _, node_998, _ = got
    lock_999 = cache.lock(node_998)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1000, _ = got
    lock_1001 = cache.lock(node_1000)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1002, _ = got
    lock_1003 = cache.lock(node_1002)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1004, _ = got
    lock_1005 = cache.lock(node_1004)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1006, _ = got
    lock_1007 = cache.lock(node_1006)
    got = evict(cache, 100)
    got = alloc(allocator, 26)
    cache.unlock(lock_1007)
    got = evict(cache, 84)
    got = alloc(allocator, 22)
    cache.unlock(lock_1005)
    got = evict(cache, 68)
    got = alloc(allocator, 18)
    cache.unlock(lock_1003)
    got = evict(cache, 52)
    got = alloc(allocator, 14)
    cache.unlock(lock_1001)
    got = evict(cache, 48)
    got = alloc(allocator, 13)
    cache.unlock(lock_999)
    got = evict(cache, 32)
    got = alloc(allocator, 9)
    cache.unlock(lock_997)
    got = evict(cache, 16)
    got = alloc(allocator, 5)
    cache.unlock(lock_995)
    got = evict(cache, 12)
    got = alloc(allocator, 4)
    cache.unlock(lock_993)
    got = evict(cache, 8)
    got = alloc(allocator, 3)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 26], 36)
    _, node_1034, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_1035, _ = got
    cache.unlock(lock_979)
    lock_1037 = cache.lock(node_1034)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 26], 36)
    _, node_1038, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_1039, _ = got
    cache.unlock(lock_983)
    lock_1041 = cache.lock(node_1038)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28], 44)
    _, node_1042, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1043, _ = got
    cache.unlock(lock_987)
    lock_1045 = cache.lock(node_1042)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 40)
    _, node_1046, _ = got
    cache.unlock(lock_990)
    lock_1048 = cache.lock(node_1046)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16])
    _, node_1050, _ = got
    lock_1051 = cache.lock(node_1050)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_1052, _ = got
    lock_1053 = cache.lock(node_1052)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1054, _ = got
    lock_1055 = cache.lock(node_1054)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1056, _ = got
    lock_1057 = cache.lock(node_1056)
    cache.unlock(lock_1057)
    cache.unlock(lock_1055)
    cache.unlock(lock_1053)
    cache.unlock(lock_1051)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 26], 36)
    _, node_1062, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_1063, _ = got
    cache.unlock(lock_1037)
    lock_1065 = cache.lock(node_1062)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 26], 36)
    _, node_1066, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_1067, _ = got
    cache.unlock(lock_1041)
    lock_1069 = cache.lock(node_1066)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28], 44)
    _, node_1070, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1071, _ = got
    cache.unlock(lock_1045)
    lock_1073 = cache.lock(node_1070)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 17], 40)
    _, node_1074, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 40)
    _, node_1075, _ = got
    cache.unlock(lock_1048)
    lock_1077 = cache.lock(node_1074)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_1078, _ = got
    lock_1079 = cache.lock(node_1078)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1080, _ = got
    lock_1081 = cache.lock(node_1080)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1082, _ = got
    lock_1083 = cache.lock(node_1082)
    cache.unlock(lock_1083)
    cache.unlock(lock_1081)
    cache.unlock(lock_1079)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 26], 36)
    _, node_1087, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_1088, _ = got
    cache.unlock(lock_1065)
    lock_1090 = cache.lock(node_1087)
    allocator.free(indices([16]))
    cache.unlock(lock_1090)
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10, 712, 756, 800, 844, 888, 932, 976, 23], [25, 23, 24, 32, 31, 14, 30, 18, 26], 36)
    _, node_1093, _ = got
    got = insert(cache, [25, 19, 18, 40, 46, 23, 5, 26, 39, 43, 4, 18, 39, 12, 28, 18, 8, 16, 24, 38, 10, 21, 36, 0, 23, 2, 29, 10], [25, 23, 24, 32, 31, 14, 30], 28)
    _, node_1094, _ = got
    cache.unlock(lock_1069)
    lock_1096 = cache.lock(node_1093)
    allocator.free(indices([9]))
    cache.unlock(lock_1096)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28], 44)
    _, node_1099, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1100, _ = got
    cache.unlock(lock_1073)
    lock_1102 = cache.lock(node_1099)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20], 44)
    _, node_1103, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 40)
    _, node_1104, _ = got
    cache.unlock(lock_1077)
    lock_1106 = cache.lock(node_1103)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2])
    _, node_1107, _ = got
    lock_1108 = cache.lock(node_1107)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1109, _ = got
    lock_1110 = cache.lock(node_1109)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1111, _ = got
    lock_1112 = cache.lock(node_1111)
    cache.unlock(lock_1112)
    got = evict(cache, 60)
    got = alloc(allocator, 26)
    got = evict(cache, 44)
    got = alloc(allocator, 22)
    got = evict(cache, 28)
    got = alloc(allocator, 18)
    got = evict(cache, 12)
    got = alloc(allocator, 14)
    cache.unlock(lock_1110)
    got = evict(cache, 8)
    got = alloc(allocator, 13)
    got = alloc(allocator, 9)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28, 27], 44)
    _, node_1126, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1127, _ = got
    cache.unlock(lock_1102)
    lock_1129 = cache.lock(node_1126)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20], 44)
    _, node_1130, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 40)
    _, node_1131, _ = got
    cache.unlock(lock_1106)
    lock_1133 = cache.lock(node_1130)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 48)
    _, node_1134, _ = got
    lock_1135 = cache.lock(node_1134)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 32, 31], 48)
    _, node_1136, _ = got
    cache.unlock(lock_1108)
    lock_1138 = cache.lock(node_1136)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36], [14, 30, 18, 26], 0)
    _, node_1139, _ = got
    lock_1140 = cache.lock(node_1139)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47])
    _, node_1142, _ = got
    lock_1143 = cache.lock(node_1142)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1144, _ = got
    lock_1145 = cache.lock(node_1144)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1146, _ = got
    lock_1147 = cache.lock(node_1146)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1148, _ = got
    lock_1149 = cache.lock(node_1148)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1150, _ = got
    lock_1151 = cache.lock(node_1150)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14])
    _, node_1152, _ = got
    lock_1153 = cache.lock(node_1152)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1154, _ = got
    lock_1155 = cache.lock(node_1154)
    got = evict(cache, 92)
    got = alloc(allocator, 27)
    cache.unlock(lock_1155)
    got = evict(cache, 76)
    cache.unlock(lock_1153)
    cache.unlock(lock_1151)
    cache.unlock(lock_1149)
    cache.unlock(lock_1147)
    cache.unlock(lock_1145)
    cache.unlock(lock_1143)
    got = alloc(allocator, 4)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28, 27], 48)
    _, node_1167, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1168, _ = got
    cache.unlock(lock_1129)
    lock_1170 = cache.lock(node_1167)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20], 44)
    _, node_1171, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19], 40)
    _, node_1172, _ = got
    cache.unlock(lock_1133)
    lock_1174 = cache.lock(node_1171)
    cache.unlock(lock_1174)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1176, _ = got
    cache.unlock(lock_1135)
    lock_1178 = cache.lock(node_1176)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1179, _ = got
    cache.unlock(lock_1138)
    lock_1181 = cache.lock(node_1179)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 16)
    _, node_1182, _ = got
    cache.unlock(lock_1140)
    lock_1184 = cache.lock(node_1182)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1185, _ = got
    lock_1186 = cache.lock(node_1185)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1187, _ = got
    lock_1188 = cache.lock(node_1187)
    cache.unlock(lock_1188)
    cache.unlock(lock_1186)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28, 27], 48)
    _, node_1191, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1192, _ = got
    cache.unlock(lock_1170)
    lock_1194 = cache.lock(node_1191)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1195, _ = got
    cache.unlock(lock_1178)
    lock_1197 = cache.lock(node_1195)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1198, _ = got
    cache.unlock(lock_1181)
    lock_1200 = cache.lock(node_1198)
    cache.unlock(lock_1184)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1202, _ = got
    lock_1203 = cache.lock(node_1202)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14])
    _, node_1204, _ = got
    lock_1205 = cache.lock(node_1204)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1206, _ = got
    lock_1207 = cache.lock(node_1206)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1208, _ = got
    lock_1209 = cache.lock(node_1208)
    cache.unlock(lock_1209)
    cache.unlock(lock_1207)
    cache.unlock(lock_1205)
    cache.unlock(lock_1203)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 655, 699, 743, 787, 831, 875, 919, 963, 10, 54], [1, 2, 3, 4, 5, 6, 7, 8, 29, 13, 28, 27], 48)
    _, node_1214, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1215, _ = got
    cache.unlock(lock_1194)
    lock_1217 = cache.lock(node_1214)
    allocator.free(indices([32]))
    cache.unlock(lock_1217)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 24], 56)
    _, node_1220, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1221, _ = got
    cache.unlock(lock_1197)
    lock_1223 = cache.lock(node_1220)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1224, _ = got
    cache.unlock(lock_1200)
    lock_1226 = cache.lock(node_1224)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528], [14, 30, 18, 26, 9, 16], 20)
    _, node_1227, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1228, _ = got
    lock_1229 = cache.lock(node_1227)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1230, _ = got
    lock_1231 = cache.lock(node_1230)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29])
    _, node_1232, _ = got
    lock_1233 = cache.lock(node_1232)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1234, _ = got
    lock_1235 = cache.lock(node_1234)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1236, _ = got
    lock_1237 = cache.lock(node_1236)
    got = evict(cache, 120)
    got = alloc(allocator, 31)
    got = evict(cache, 92)
    got = alloc(allocator, 27)
    cache.unlock(lock_1237)
    got = evict(cache, 76)
    got = alloc(allocator, 23)
    cache.unlock(lock_1235)
    got = evict(cache, 60)
    got = alloc(allocator, 19)
    got = evict(cache, 44)
    got = alloc(allocator, 15)
    got = evict(cache, 28)
    got = alloc(allocator, 11)
    got = evict(cache, 12)
    got = alloc(allocator, 7)
    got = alloc(allocator, 3)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 24], 60)
    _, node_1255, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1256, _ = got
    cache.unlock(lock_1223)
    lock_1258 = cache.lock(node_1255)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 31], 56)
    _, node_1259, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1260, _ = got
    cache.unlock(lock_1226)
    lock_1262 = cache.lock(node_1259)
    cache.unlock(lock_1229)
    cache.unlock(lock_1231)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1265, _ = got
    cache.unlock(lock_1233)
    lock_1267 = cache.lock(node_1265)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1269, _ = got
    lock_1270 = cache.lock(node_1269)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1271, _ = got
    lock_1272 = cache.lock(node_1271)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1273, _ = got
    lock_1274 = cache.lock(node_1273)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14])
    _, node_1275, _ = got
    lock_1276 = cache.lock(node_1275)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1277, _ = got
    lock_1278 = cache.lock(node_1277)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1279, _ = got
    lock_1280 = cache.lock(node_1279)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1281, _ = got
    lock_1282 = cache.lock(node_1281)
    got = evict(cache, 108)
    got = alloc(allocator, 30)
    cache.unlock(lock_1282)
    got = evict(cache, 92)
    got = alloc(allocator, 26)
    cache.unlock(lock_1280)
    got = evict(cache, 76)
    got = alloc(allocator, 22)
    cache.unlock(lock_1278)
    cache.unlock(lock_1276)
    cache.unlock(lock_1274)
    cache.unlock(lock_1272)
    cache.unlock(lock_1270)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 24], 60)
    _, node_1296, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1297, _ = got
    cache.unlock(lock_1258)
    lock_1299 = cache.lock(node_1296)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 24], 60)
    _, node_1300, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1301, _ = got
    cache.unlock(lock_1262)
    lock_1303 = cache.lock(node_1300)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528], [14, 30, 18, 26, 9, 16], 24)
    _, node_1304, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1305, _ = got
    lock_1306 = cache.lock(node_1304)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528], [14, 30, 18, 26, 9, 16], 24)
    _, node_1307, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1308, _ = got
    lock_1309 = cache.lock(node_1307)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1310, _ = got
    cache.unlock(lock_1267)
    lock_1312 = cache.lock(node_1310)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1313, _ = got
    lock_1314 = cache.lock(node_1313)
    cache.unlock(lock_1314)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 24], 60)
    _, node_1316, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1317, _ = got
    cache.unlock(lock_1299)
    lock_1319 = cache.lock(node_1316)
    allocator.free(indices([13]))
    cache.unlock(lock_1319)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 24], 60)
    _, node_1322, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1323, _ = got
    cache.unlock(lock_1303)
    lock_1325 = cache.lock(node_1322)
    cache.unlock(lock_1306)
    cache.unlock(lock_1309)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27], 36)
    _, node_1328, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1329, _ = got
    cache.unlock(lock_1312)
    lock_1331 = cache.lock(node_1328)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14])
    _, node_1332, _ = got
    lock_1333 = cache.lock(node_1332)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1334, _ = got
    lock_1335 = cache.lock(node_1334)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1336, _ = got
    lock_1337 = cache.lock(node_1336)
    cache.unlock(lock_1337)
    cache.unlock(lock_1335)
    cache.unlock(lock_1333)
    got = alloc(allocator, 1)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16, 541, 585, 629, 673], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23, 24], 60)
    _, node_1342, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 9, 38, 2, 34, 31, 37, 15, 20, 2, 7, 33, 18, 49, 26, 41, 12, 30, 12, 15, 28, 26, 31, 598, 642, 686, 730, 774, 818, 862, 906, 41, 27, 13, 31, 12, 2, 2, 16], [1, 2, 3, 4, 10, 11, 12, 22, 21, 19, 20, 15, 25, 23], 56)
    _, node_1343, _ = got
    cache.unlock(lock_1325)
    lock_1345 = cache.lock(node_1342)
    cache.unlock(lock_1345)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704], [14, 30, 18, 26, 9, 16, 28], 24)
    _, node_1347, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1348, _ = got
    lock_1349 = cache.lock(node_1347)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528], [14, 30, 18, 26, 9, 16], 24)
    _, node_1350, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1351, _ = got
    lock_1352 = cache.lock(node_1350)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27], 40)
    _, node_1353, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1354, _ = got
    cache.unlock(lock_1331)
    lock_1356 = cache.lock(node_1353)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1357, _ = got
    lock_1358 = cache.lock(node_1357)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1359, _ = got
    lock_1360 = cache.lock(node_1359)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1361, _ = got
    lock_1362 = cache.lock(node_1361)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1363, _ = got
    lock_1364 = cache.lock(node_1363)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1365, _ = got
    lock_1366 = cache.lock(node_1365)
    got = evict(cache, 132)
    got = alloc(allocator, 35)
    cache.unlock(lock_1366)
    got = evict(cache, 76)
    got = alloc(allocator, 32)
    cache.unlock(lock_1364)
    got = evict(cache, 64)
    got = alloc(allocator, 29)
    got = evict(cache, 48)
    got = alloc(allocator, 25)
    cache.unlock(lock_1362)
    got = evict(cache, 32)
    got = alloc(allocator, 21)
    cache.unlock(lock_1360)
    got = evict(cache, 16)
    got = alloc(allocator, 17)
    got = alloc(allocator, 13)
    cache.unlock(lock_1349)
    cache.unlock(lock_1352)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27], 40)
    _, node_1386, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1387, _ = got
    cache.unlock(lock_1356)
    lock_1389 = cache.lock(node_1386)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33], [1, 2, 3, 4, 11, 12, 22, 21], 16)
    _, node_1390, _ = got
    lock_1391 = cache.lock(node_1390)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33], [1, 2, 3, 4, 19, 20, 15, 25], 16)
    _, node_1392, _ = got
    lock_1393 = cache.lock(node_1392)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33], [1, 2, 3, 4, 23, 24, 31, 32], 16)
    _, node_1394, _ = got
    cache.unlock(lock_1358)
    lock_1396 = cache.lock(node_1394)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1398, _ = got
    lock_1399 = cache.lock(node_1398)
    cache.unlock(lock_1399)
    cache.unlock(lock_1396)
    got = alloc(allocator, 9)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27], 40)
    _, node_1403, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1404, _ = got
    cache.unlock(lock_1389)
    lock_1406 = cache.lock(node_1403)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 24, 31, 32, 19], 32)
    _, node_1407, _ = got
    cache.unlock(lock_1391)
    lock_1409 = cache.lock(node_1407)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 20, 15, 25, 17], 32)
    _, node_1410, _ = got
    cache.unlock(lock_1393)
    lock_1412 = cache.lock(node_1410)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8, 49])
    _, node_1413, _ = got
    lock_1414 = cache.lock(node_1413)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1415, _ = got
    lock_1416 = cache.lock(node_1415)
    cache.unlock(lock_1416)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13], 40)
    _, node_1418, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1419, _ = got
    cache.unlock(lock_1406)
    lock_1421 = cache.lock(node_1418)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 24, 31, 32, 19], 48)
    _, node_1422, _ = got
    cache.unlock(lock_1409)
    lock_1424 = cache.lock(node_1422)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 24, 31, 32, 19], 48)
    _, node_1425, _ = got
    cache.unlock(lock_1412)
    lock_1427 = cache.lock(node_1425)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 24, 31, 32, 19], 48)
    _, node_1428, _ = got
    cache.unlock(lock_1414)
    lock_1430 = cache.lock(node_1428)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14])
    _, node_1431, _ = got
    lock_1432 = cache.lock(node_1431)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1433, _ = got
    lock_1434 = cache.lock(node_1433)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1435, _ = got
    lock_1436 = cache.lock(node_1435)
    cache.unlock(lock_1436)
    cache.unlock(lock_1434)
    cache.unlock(lock_1432)
    got = alloc(allocator, 1)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [14, 30, 18, 26, 9, 16, 28, 10], 28)
    _, node_1441, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1442, _ = got
    lock_1443 = cache.lock(node_1441)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704], [14, 30, 18, 26, 9, 16, 28], 28)
    _, node_1444, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1445, _ = got
    lock_1446 = cache.lock(node_1444)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13], 44)
    _, node_1447, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1448, _ = got
    cache.unlock(lock_1421)
    lock_1450 = cache.lock(node_1447)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 24, 31, 32, 19], 48)
    _, node_1451, _ = got
    cache.unlock(lock_1424)
    lock_1453 = cache.lock(node_1451)
    cache.unlock(lock_1453)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 24, 31, 32, 19], 48)
    _, node_1455, _ = got
    cache.unlock(lock_1427)
    lock_1457 = cache.lock(node_1455)
    cache.unlock(lock_1457)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 20, 26, 33, 13, 41, 43, 17, 21, 25, 31, 4, 17, 40, 42, 12, 2, 25, 39, 8], [1, 2, 3, 4, 11, 12, 22, 21, 24, 31, 32, 19], 48)
    _, node_1459, _ = got
    cache.unlock(lock_1430)
    lock_1461 = cache.lock(node_1459)
    cache.unlock(lock_1461)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14])
    _, node_1463, _ = got
    lock_1464 = cache.lock(node_1463)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1465, _ = got
    lock_1466 = cache.lock(node_1465)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1467, _ = got
    lock_1468 = cache.lock(node_1467)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1469, _ = got
    lock_1470 = cache.lock(node_1469)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1471, _ = got
    lock_1472 = cache.lock(node_1471)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1473, _ = got
    lock_1474 = cache.lock(node_1473)
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 10, 0, 41, 19, 7, 34, 7, 31, 45, 38, 30, 33, 4, 33, 15, 26, 18, 22, 14, 49, 11, 40])
    _, node_1475, _ = got
    lock_1476 = cache.lock(node_1475)
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 10, 0, 41, 19, 7, 34, 7, 31, 45, 38, 30, 33, 4, 33, 15, 26, 18, 22, 14, 49, 11, 40])
    _, node_1477, _ = got
    lock_1478 = cache.lock(node_1477)
    got = match(cache, [25, 19, 18, 40, 46, 23, 5, 10, 0, 41, 19, 7, 34, 7, 31, 45, 38, 30, 33, 4, 33, 15, 26, 18, 22, 14, 49, 11, 40])
    _, node_1479, _ = got
    lock_1480 = cache.lock(node_1479)
    got = evict(cache, 128)
    got = alloc(allocator, 35)
    cache.unlock(lock_1480)
    got = evict(cache, 80)
    got = alloc(allocator, 31)
    cache.unlock(lock_1478)
    cache.unlock(lock_1476)
    cache.unlock(lock_1474)
    cache.unlock(lock_1472)
    cache.unlock(lock_1470)
    cache.unlock(lock_1468)
    got = alloc(allocator, 9)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [14, 30, 18, 26, 9, 16, 28, 10], 32)
    _, node_1493, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1494, _ = got
    cache.unlock(lock_1443)
    lock_1496 = cache.lock(node_1493)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [14, 30, 18, 26, 9, 16, 28, 23], 28)
    _, node_1497, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1498, _ = got
    cache.unlock(lock_1446)
    lock_1500 = cache.lock(node_1497)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13], 44)
    _, node_1501, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1502, _ = got
    cache.unlock(lock_1450)
    lock_1504 = cache.lock(node_1501)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24], 32)
    _, node_1505, _ = got
    cache.unlock(lock_1464)
    lock_1507 = cache.lock(node_1505)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35], [1, 2, 3, 4, 31, 32, 19, 15], 16)
    _, node_1508, _ = got
    cache.unlock(lock_1466)
    lock_1510 = cache.lock(node_1508)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1511, _ = got
    lock_1512 = cache.lock(node_1511)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 30, 27, 7, 35, 10, 23, 10, 11, 45])
    _, node_1513, _ = got
    lock_1514 = cache.lock(node_1513)
    cache.unlock(lock_1514)
    cache.unlock(lock_1512)
    cache.unlock(lock_1510)
    got = alloc(allocator, 2)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [14, 30, 18, 26, 9, 16, 28, 10], 32)
    _, node_1519, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1520, _ = got
    cache.unlock(lock_1496)
    lock_1522 = cache.lock(node_1519)
    allocator.free(indices([11]))
    cache.unlock(lock_1522)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [14, 30, 18, 26, 9, 16, 28, 10], 32)
    _, node_1525, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1526, _ = got
    cache.unlock(lock_1500)
    lock_1528 = cache.lock(node_1525)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13], 44)
    _, node_1529, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1530, _ = got
    cache.unlock(lock_1504)
    lock_1532 = cache.lock(node_1529)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24], 48)
    _, node_1533, _ = got
    cache.unlock(lock_1507)
    lock_1535 = cache.lock(node_1533)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8, 2])
    _, node_1536, _ = got
    lock_1537 = cache.lock(node_1536)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1538, _ = got
    lock_1539 = cache.lock(node_1538)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 19, 32, 28, 39, 39, 28, 25, 9, 16, 49, 38, 23, 42, 21, 8, 27, 5, 38])
    _, node_1540, _ = got
    lock_1541 = cache.lock(node_1540)
    cache.unlock(lock_1541)
    cache.unlock(lock_1539)
    got = alloc(allocator, 2)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880], [14, 30, 18, 26, 9, 16, 28, 10], 32)
    _, node_1545, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45], [14, 30, 18, 26, 9], 20)
    _, node_1546, _ = got
    cache.unlock(lock_1528)
    lock_1548 = cache.lock(node_1545)
    allocator.free(indices([23]))
    cache.unlock(lock_1548)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13, 20], 44)
    _, node_1551, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1552, _ = got
    cache.unlock(lock_1532)
    lock_1554 = cache.lock(node_1551)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14, 35, 313], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24, 25], 48)
    _, node_1555, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24], 48)
    _, node_1556, _ = got
    cache.unlock(lock_1535)
    lock_1558 = cache.lock(node_1555)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 21, 35, 49, 30, 33, 28, 1, 5, 2, 44, 38, 7, 31, 35, 16, 38, 49, 8], [1, 2, 3, 4, 31, 32, 19, 15, 11], 32)
    _, node_1559, _ = got
    cache.unlock(lock_1537)
    lock_1561 = cache.lock(node_1559)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1562, _ = got
    lock_1563 = cache.lock(node_1562)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 19, 32, 28, 39, 39, 28, 25, 9, 16, 49, 38, 23, 42, 21, 8, 27, 5, 38])
    _, node_1564, _ = got
    lock_1565 = cache.lock(node_1564)
    cache.unlock(lock_1565)
    cache.unlock(lock_1563)
    allocator.free(indices([17]))
    cache.unlock(lock_1561)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13, 20], 48)
    _, node_1570, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1571, _ = got
    cache.unlock(lock_1554)
    lock_1573 = cache.lock(node_1570)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14, 35, 313], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24, 25], 52)
    _, node_1574, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24], 48)
    _, node_1575, _ = got
    cache.unlock(lock_1558)
    lock_1577 = cache.lock(node_1574)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1578, _ = got
    lock_1579 = cache.lock(node_1578)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 19, 32, 28, 39, 39, 28, 25, 9, 16, 49, 38, 23, 42, 21, 8, 27, 5, 38])
    _, node_1580, _ = got
    lock_1581 = cache.lock(node_1580)
    cache.unlock(lock_1581)
    cache.unlock(lock_1579)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13, 20], 48)
    _, node_1584, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1585, _ = got
    cache.unlock(lock_1573)
    lock_1587 = cache.lock(node_1584)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14, 35, 313], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24, 25], 52)
    _, node_1588, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24], 48)
    _, node_1589, _ = got
    cache.unlock(lock_1577)
    lock_1591 = cache.lock(node_1588)
    got = match(cache, [19, 6, 46, 25, 30, 9, 5, 4, 19, 18, 40, 46, 23, 5, 29, 24, 13, 19, 24, 14, 48, 31, 25, 6, 4, 7, 39, 23, 32, 27, 26])
    _, node_1592, _ = got
    lock_1593 = cache.lock(node_1592)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 42, 24, 32, 15, 11, 15, 30, 17, 5, 35, 19, 19, 32, 28, 39, 39, 28, 25, 9, 16, 49, 38, 23, 42, 21, 8, 27, 5, 38])
    _, node_1594, _ = got
    lock_1595 = cache.lock(node_1594)
    cache.unlock(lock_1595)
    cache.unlock(lock_1593)
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823], [1, 2, 3, 4, 5, 6, 7, 8, 29, 27, 13, 20], 48)
    _, node_1598, _ = got
    got = insert(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2], [1, 2, 3, 4, 5, 6, 7, 8, 29], 36)
    _, node_1599, _ = got
    cache.unlock(lock_1587)
    lock_1601 = cache.lock(node_1598)
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49, 24, 14, 35, 313], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24, 25], 52)
    _, node_1602, _ = got
    got = insert(cache, [19, 6, 46, 25, 30, 9, 5, 4, 16, 9, 20, 3, 20, 36, 7, 36, 25, 41, 41, 45, 47, 2, 484, 528, 572, 616, 660, 704, 748, 792, 836, 880, 924, 968, 15, 47, 25, 24, 13, 0, 13, 10, 0, 39, 16, 7, 25, 49], [14, 30, 18, 26, 9, 16, 28, 10, 12, 22, 21, 24], 48)
    _, node_1603, _ = got
    cache.unlock(lock_1591)
    lock_1605 = cache.lock(node_1602)
    got = match(cache, [18, 48, 3, 14, 33, 34, 23, 17, 49, 11, 6, 16, 13, 1, 41, 16, 17, 12, 19, 18, 40, 46, 23, 5, 27, 38, 18, 27, 28, 10, 14, 19, 16, 2, 5, 2, 29, 40, 427, 471, 515, 559, 603, 647, 691, 735, 779, 823])
    _, node_1606, _ = got
    lock_1607 = cache.lock(node_1606)
    cache.unlock(lock_1607)
    # The reference model rejects the next call (misuse): raising is a fine
    # answer, but the allocator and the tree must be left exactly as they were.
    try:
        cache.unlock(lock_1607)
    except Exception:
        pass
    got_state = state(allocator, cache)
    for key, want in EXPECTED.items():
        got = got_state[key]
        assert got == want, f"{key}: expected {want!r}, got {got!r}"
