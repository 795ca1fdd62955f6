"""The text of a standalone SGLang reproduction: its header and helpers (the calls
SGLang's scheduler makes, written out as :mod:`.adapter` makes them, and the
state read as :mod:`.observe` reads it). :mod:`.standalone` fills them in."""

from __future__ import annotations

HEADER = '''"""Standalone reproduction written by kvtwin (needs only torch, pytest and sglang).

Run it with: python -m pytest {filename}
What it shows, where it is reachable and the upstream report: DESCRIPTION below.
It replays the calls on a fresh PagedTokenToKVPoolAllocator and UnifiedRadixCache
(FULL component, the {core} tree core) and, after the last call, compares their
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


{standin}


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
    pytest.skip(f"this SGLang has another API: {{missing}}", allow_module_level=True)

DESCRIPTION = {description}

PAGE_SIZE = {page_size}
EXPECTED = {expected}
'''

HELPERS = '''

def new_cache():
    """{num_pages} pages of PAGE_SIZE tokens (page 0 is the padding page)."""
    allocator = PagedTokenToKVPoolAllocator(
        {num_pages} * PAGE_SIZE, PAGE_SIZE, torch.float16, "cpu", None, False
    )
    params = CacheInitParams(
        disable={disabled},
        req_to_token_pool=ReqToTokenPool(1, 8, "cpu", False),
        token_to_kv_pool_allocator=allocator,
        page_size=PAGE_SIZE,
        tree_components=(ComponentType.FULL,),
        tree_core_backend={core!r},
        eviction_policy={policy!r},
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
    box = {{}}
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
        found = re.match(r"^( *)\\[(-?\\d+)\\] (\\d+) full_lock=(-?\\d+)", line)
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
    return {{
        "free_pages": int(allocator.available_size()) // PAGE_SIZE,
        "evictable_tokens": int(cache.evictable_size()),
        "protected_tokens": int(cache.protected_size()),
        "tree_tokens": int(cache.total_size()[0]),
        "free_pool": sorted(int(p) for p in allocator.get_all_free_pages().tolist()),
        "tree_pages": sorted(int(i) // PAGE_SIZE for i in cache.all_values_flatten().tolist()[
            ::PAGE_SIZE
        ]),
        "nodes": tree(cache),
    }}


def test_reproduction():
    allocator, cache = new_cache()
    root = cache.root_node_handle()
'''

CHECK = """    got_state = state(allocator, cache)
    for key, want in EXPECTED.items():
        got = got_state[key]
        assert got == want, f"{key}: expected {want!r}, got {got!r}"
"""
