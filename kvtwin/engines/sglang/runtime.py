"""SGLang's page allocator and radix cache called as its scheduler calls them
(``mem_cache/common.py``), and read as the radix model describes them: the one
copy kvtwin's SGLang targets use and every standalone SGLang test carries whole.

A runtime module: it imports only the standard library, torch, sglang (inside
functions, once :mod:`.standin` stood torchvision in where it is missing) and
pytest (to skip on a release whose API differs), and nothing in it runs at
import. :func:`reproduce` is a standalone test's body: it replays DATA's calls
(written by kvtwin from a shrunk trace, in SGLang's own pages, every node
handle and lock named by the call that returned it) on a fresh allocator and
cache, then compares their state with the reference model's prediction (DATA's
``expected``: the model was asked when the file was written, never SGLang).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
import re
import sys
import tempfile
import types
from array import array

import torch

from kvtwin.engines.sglang.standin import install_torchvision_standin

NODE_LINE = r"^( *)\[(-?\d+)\] (\d+) full_lock=(-?\d+)"
"""One node of ``pretty_print``: its depth (indent), id, size and FULL lock count."""
API = (
    ("sglang.srt.mem_cache.allocator", "PagedTokenToKVPoolAllocator"),
    ("sglang.srt.mem_cache.base_prefix_cache", "EvictParams InsertParams MatchPrefixParams"),
    ("sglang.srt.mem_cache.cache_init_params", "CacheInitParams"),
    ("sglang.srt.mem_cache.memory_pool", "ReqToTokenPool"),
    ("sglang.srt.mem_cache.radix_cache", "RadixKey"),
    ("sglang.srt.mem_cache.unified_cache.component_type", "ComponentType"),
    ("sglang.srt.mem_cache.unified_radix_cache", "UnifiedRadixCache"),
)
"""SGLang's allocator and radix cache classes, by module."""


def sglang_api() -> types.SimpleNamespace:
    """SGLang's allocator and radix cache classes (ImportError where a release
    lacks one of them)."""
    if importlib.util.find_spec("sglang") is None:  # nothing to stand torchvision in for
        raise ImportError("No module named 'sglang'")
    os.environ.setdefault("RUST_BACKTRACE", "0")  # a Rust panic is a finding, not 30 lines
    install_torchvision_standin()
    api = types.SimpleNamespace()
    for module, names in API:
        found = importlib.import_module(module)
        for name in names.split():
            if not hasattr(found, name):  # as ``from module import name`` says it
                raise ImportError(f"cannot import name {name!r} from {module!r}")
            setattr(api, name, getattr(found, name))
    return api


def new_cache(api, num_pages, page_size, core, policy, rows=(1, 8)):
    """A fresh ``(allocator, cache)``: ``num_pages`` pages of ``page_size`` tokens
    (page 0 is the padding page), the cache's FULL component on tree core
    ``core``; policy ``disabled`` is the cache that keeps nothing. ``rows``: the
    request-to-token pool's requests and tokens per request."""
    allocator = api.PagedTokenToKVPoolAllocator(
        num_pages * page_size, page_size, torch.float16, "cpu", None, False
    )
    params = api.CacheInitParams(
        disable=policy == "disabled",
        req_to_token_pool=api.ReqToTokenPool(rows[0], rows[1], "cpu", False),
        token_to_kv_pool_allocator=allocator,
        page_size=page_size,
        tree_components=(api.ComponentType.FULL,),
        tree_core_backend=core,
        eviction_policy="lru" if policy == "disabled" else policy,
    )
    return allocator, api.UnifiedRadixCache(params)


def indices(pages, page_size):
    """The token indices of whole pages, as the scheduler's token rows hold them."""
    if not pages:
        return torch.empty(0, dtype=torch.int64)
    base = torch.tensor(pages, dtype=torch.int64)[:, None] * page_size
    return (base + torch.arange(page_size)).reshape(-1)


def pages_of(token_indices, page_size):
    """The page of every ``page_size``-th token index (a page-structured tensor)."""
    return [int(i) // page_size for i in token_indices[::page_size].tolist()]


def alloc(allocator, n, page_size):
    got = allocator.alloc(n * page_size)
    return None if got is None else pages_of(got, page_size)


def match(api, cache, tokens, page_size):
    """``match_prefix``: (prefix length, node, the pages of the prefix)."""
    result = cache.match_prefix(api.MatchPrefixParams(key=api.RadixKey(array("q", tokens))))
    return matched(cache, int(result.device_prefix_len), result.last_device_node, page_size)


def matched(cache, length, node, page_size):
    return length, node, pages_of(cache.path_device_indices(node)[:length], page_size)


def insert(api, cache, tokens, pages, prev_prefix_len, page_size):
    """``checkpoint_into_tree``'s insert: (prefix length, node, the pages root to node)."""
    key = api.RadixKey(array("q", tokens))
    value = indices(pages, page_size)
    result = cache.insert(api.InsertParams(key=key, value=value, prev_prefix_len=prev_prefix_len))
    return inserted(cache, result, page_size)


def inserted(cache, result, page_size):
    node = result.last_device_node
    if node is None:  # a cache that keeps nothing
        return int(result.prefix_len), None, []
    return int(result.prefix_len), node, pages_of(cache.path_device_indices(node), page_size)


def evict(api, cache, num_tokens):
    return int(cache.evict(api.EvictParams(num_tokens=num_tokens)).num_tokens_evicted)


def reset(allocator, cache):
    """``flush_cache``'s pair."""
    cache.reset()
    allocator.clear()


# ------------------------------------------------------------------ reading
def held(allocator, page_size):
    """The pages a free group holds back (free once it ends); pages freed twice
    within the group count once, as ``free_group_end`` frees their union."""
    group = getattr(allocator, "free_group", None) or []
    pages = sorted({int(i) // page_size for part in group for i in part.tolist()})
    for part in getattr(allocator, "free_page_ids_group", None) or []:
        pages += [int(p) for p in part.tolist()]
    return pages


def counts(allocator, cache, page_size):
    """(free pages, evictable, protected and tree tokens), SGLang's own ledger."""
    return (
        int(allocator.available_size()) // page_size + len(held(allocator, page_size)),
        int(cache.evictable_size()),
        int(cache.protected_size()),
        int(cache.total_size()[0]),
    )


def free_pool(allocator, page_size):
    """The free list, sorted, repeats kept (a double free shows)."""
    free = [int(p) for p in allocator.get_all_free_pages().tolist()]
    return sorted(free + held(allocator, page_size))


def printed(show):
    """What ``show()`` prints to ``sys.stdout`` and to file descriptor 1 (the Rust
    core writes there, the Python core to ``sys.stdout``)."""
    sys.stdout.flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile("w+b") as sink, tempfile.TemporaryFile("w+") as text:
        os.dup2(sink.fileno(), 1)
        try:
            with contextlib.redirect_stdout(text):
                show()
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)
        text.seek(0)
        sink.seek(0)
        return text.read() + sink.read().decode(errors="replace")


def tree(cache, page_size):
    """Every node but the root: (its pages, its parent's last page or 0, lock count)."""
    stack, rows = [], []  # the pages on the path of each node above
    for line in printed(cache.pretty_print).splitlines():
        found = re.match(NODE_LINE, line)
        if not found:
            continue
        depth = (len(found.group(1)) - 1) // 2
        node, lock = int(found.group(2)), int(found.group(4))
        del stack[depth:]
        if depth == 0:
            stack.append(0)
            continue
        path = pages_of(cache.path_device_indices(node), page_size)
        above = stack[-1] if stack else 0
        rows.append((tuple(path[above:]), path[above - 1] if above else 0, lock))
        stack.append(len(path))
    return sorted(rows)


def state(allocator, cache, page_size):
    """The allocator and the tree as the reference model describes them."""
    free, evictable, protected, total = counts(allocator, cache, page_size)
    flat = cache.all_values_flatten().tolist()[::page_size]
    return {
        "free_pages": free,
        "evictable_tokens": evictable,
        "protected_tokens": protected,
        "tree_tokens": total,
        "free_pool": free_pool(allocator, page_size),
        "tree_pages": sorted(int(i) // page_size for i in flat),
        "nodes": tree(cache, page_size),
    }


# ------------------------------------------------------------- reproducing
def call(api, allocator, cache, names, page_size, verb, args):
    """One call of DATA (``names``: each node handle and lock by the name of the
    call that returned it)."""
    if verb == "alloc":
        return alloc(allocator, args[0], page_size)
    if verb == "free":
        return allocator.free(indices(args[0], page_size))
    if verb == "match":
        return match(api, cache, args[0], page_size)
    if verb == "insert":
        return insert(api, cache, *args, page_size)
    if verb == "lock":  # a node by name, or a value no call returned (misuse)
        name, value = args
        return cache.lock(names[name] if name is not None else value)
    if verb == "unlock":
        return cache.unlock(names[args[0]])
    if verb == "evict":
        return evict(api, cache, args[0])
    if verb == "reset":
        reset(allocator, cache)
        names.clear()
        names["root"] = cache.root_node_handle()
    return None  # "skipped": what SGLang's API cannot be given (kvtwin's adapter answered)


def reproduce(data):
    """Replay ``data["calls"]``; then compare the state with ``data["expected"]``.
    A call the reference model rejects (misuse) may raise anything: only what it
    leaves behind is compared."""
    try:
        api = sglang_api()
    except ImportError as missing:  # another release: say which name differs
        import pytest

        pytest.skip(f"this SGLang has another API: {missing}")
    page_size = data["page_size"]
    allocator, cache = new_cache(api, data["num_pages"], page_size, data["core"], data["policy"])
    names = {"root": cache.root_node_handle()}
    for verb, args, name, misuse in data["calls"]:
        with contextlib.suppress(Exception) if misuse else contextlib.nullcontext():
            got = call(api, allocator, cache, names, page_size, verb, args)
            if name is not None:  # match and insert name their node, lock its TreeLock
                names[name] = got[1] if verb in ("match", "insert") else got
    got_state = state(allocator, cache, page_size)
    for key, want in data["expected"].items():
        assert got_state[key] == want, f"{key}: expected {want!r}, got {got_state[key]!r}"
