"""Reading one vLLM ``BlockPool`` as the model's ``BlockView``/``Counts``, and the
two renamings between them (block ids and hashes). Both levels use it.

* **Ids.** vLLM reserves block 0 as its *null block* (a placeholder that block
  tables hold for skipped slots, never handed out, its ref count not kept);
  the model reserves block ``N-1`` as its dummy. The renaming is fixed and
  order-preserving: model id ``b`` is vLLM id ``b + 1`` and the model's dummy
  is vLLM's null block, so vLLM's initial queue ``1 .. N-1`` is the model's
  ``0 .. N-2``. An id that names no block of the pool has no ``KVCacheBlock``
  object to pass (vLLM's API takes objects, not ids): :class:`Unrepresentable`.
* **Hashes.** vLLM keys its map by bytes (the block hash, then the KV cache
  group id); the model by ints. :class:`HashCodec` writes an int as its 8
  big-endian bytes, and reads back any bytes the engine made (sha256 digests at
  the engine level) as small ints, numbered in order of first sight.
* **State, honestly.** A block is *queued* when the free queue links it
  (``prev_free_block`` set); the model's ``free`` is queued and unhashed. The
  free count is vLLM's own counter (``get_num_free_blocks()``) less the queued
  hashed blocks, so a counter that drifts from the list shows as ``free``;
  ``free_ids`` walks the list. Nothing is corrected.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, ClassVar

from kvtwin.core.errors import AdapterRefused
from kvtwin.scenarios.blocks.forms import plain_batch
from model.blocks import BlockView, Counts


class HashCodec:
    """Model hashes (ints) <-> vLLM block hashes (bytes)."""

    WIDTH: ClassVar[int] = 8

    def __init__(self, *, number_all: bool = False) -> None:
        self.number_all = number_all  # the engine level: every hash is an engine digest
        self._seen: dict[bytes, int] = {}
        self._made: dict[int, bytes] = {}

    def encode(self, h: int) -> bytes:
        # a bool or a hash past int64 is the model's malformed argument, which no
        # scheduler sends: answered here, since ``int(True)`` would send hash 1
        if type(h) is not int or not 0 <= h < 1 << 63:
            raise AdapterRefused("bad_argument", f"hashes must be ints in [0, 2**63), got {h!r}")
        return self._made.get(h) or h.to_bytes(self.WIDTH, "big")

    def decode(self, raw: bytes) -> int:
        """An 8-byte hash the adapter made reads back as itself; an engine's digest
        as a number from ``2**62`` up, the same one every time (the workload's own
        hashes stay below ``2**62``)."""
        if len(raw) == self.WIDTH and not self.number_all:
            return int.from_bytes(raw, "big")
        if raw not in self._seen:
            number = (1 << 62) + len(self._seen)  # clear of the 8-byte values seen so far
            self._seen[raw] = number
            self._made[number] = raw
        return self._seen[raw]


class PoolObserver:
    """The model's view of one ``BlockPool``; ``pool`` may be replaced (reset)."""

    def __init__(self, pool: Any, release: Any, codec: HashCodec) -> None:
        self.pool = pool
        self.release = release
        self.codec = codec
        self.clock = 0

    # ----------------------------------------------------------- renaming
    @property
    def size(self) -> int:
        return int(self.pool.num_gpu_blocks)

    def vllm_id(self, b: Any) -> int:
        if isinstance(b, bool) or not isinstance(b, int):
            raise AdapterRefused("bad_argument", f"block ids must be ints, got {b!r}")
        if b == self.size - 1:
            return 0  # the model's dummy is vLLM's null block
        if not 0 <= b < self.size:
            raise AdapterRefused(
                "bad_block_id", f"block {b}: no KVCacheBlock of a {self.size}-block pool"
            )
        return b + 1

    def model_id(self, block: Any) -> int:
        v = int(block.block_id)
        return self.size - 1 if v == 0 else v - 1

    def blocks(self, ids: Sequence[Any]) -> list[Any]:
        """The ``KVCacheBlock`` objects of model ids (all checked before any is used)."""
        numbers = [self.vllm_id(b) for b in ids]
        return [self.pool.blocks[v] for v in numbers]

    def hash_of(self, block: Any) -> int | None:
        key = block.block_hash
        return None if key is None else self.codec.decode(self.release.hash_of_key(key))

    # -------------------------------------------------------- observation
    def queued(self) -> Iterator[Any]:
        """The free queue, head first, as vLLM's linked list holds it."""
        return iter(self.pool.free_block_queue.get_all_free_blocks())

    @staticmethod
    def is_queued(block: Any) -> bool:
        return block.prev_free_block is not None or block.next_free_block is not None

    def views(self, ids: Sequence[int]) -> list[BlockView]:
        views = []
        for block in self.blocks(ids):
            h = self.hash_of(block)
            free = self.is_queued(block) and h is None
            views.append(BlockView(int(block.ref_cnt), h, None, 0, None, free))
        return views

    def counts(self) -> Counts:
        cached = sum(1 for block in self.queued() if block.block_hash is not None)
        active = sum(1 for block in self.pool.blocks[1:] if block.ref_cnt > 0)
        free = int(self.pool.get_num_free_blocks()) - cached
        return Counts(free, active, cached, len(self.pool.cached_block_hash_to_block), self.clock)

    def counters(self) -> tuple[int, int, int]:
        counts = self.counts()
        return counts.free, counts.mapped, counts.clock

    def lookup(self, hashes: Sequence[int]) -> list[int | None]:
        return [self.cached_block(h) for h in hashes]

    def cached_block(self, h: int) -> int | None:
        """The block vLLM's own lookup answers for ``h`` (``get_cached_block``)."""
        found = self.pool.get_cached_block(self.codec.encode(h), [0])
        return None if not found else self.model_id(found[0])

    def hash_map(self) -> dict[int, int]:
        table = self.pool.cached_block_hash_to_block
        entries = getattr(table, "_cache", table)  # BlockHashToBlockMap, or a dict (<0.11)
        mapped = {}
        for key, held in entries.items():
            first = next(iter(held.values())) if isinstance(held, dict) else held
            mapped[self.codec.decode(self.release.hash_of_key(key))] = self.model_id(first)
        return mapped

    def free_ids(self) -> list[int]:
        return sorted(self.model_id(b) for b in self.queued() if b.block_hash is None)

    def queue_order(self) -> list[int]:
        """Model ids of the free queue, head first (what the flavour predicts)."""
        return [self.model_id(b) for b in self.queued()]


def batch(values: Any, what: str) -> Any:
    """``values`` if it is a list or a tuple. A lone id or hash where a batch goes
    is the model's malformed argument, which no scheduler sends: answered here,
    since iterating it would raise a TypeError of the adapter's own. A tensor form
    is first turned into what it holds, then checked as such."""
    values = plain_batch(values)
    if not isinstance(values, list | tuple):
        raise AdapterRefused("bad_argument", f"{what} must be a list or a tuple, got {values!r}")
    return values
