"""A run's trace while it runs, in bounded memory.

The loop appends every op it sends (encoded, before it is applied). The ops of
a long run are what would grow without end, and millions of small dicts also
make every full pass of Python's garbage collector slower. So the log keeps
the latest :data:`CHUNK` ops as they are and packs each full chunk (pickled,
then zlib-compressed: about 20-40 bytes an op) into an anonymous temporary
file that this process writes and alone reads back. Memory stays at one chunk
(a few MB) whatever the length of the run; the full trace is read back only
when someone asks for it (a divergence to shrink, a test), as a list.

Where the temporary folder is full or cannot be written, the log says so once
and keeps the packed chunks in memory instead (still compressed): the run goes
on, at a cost in memory, rather than ending on a disk it does not need.
"""

from __future__ import annotations

import pickle
import sys
import tempfile
import zlib
from collections.abc import Iterator, Sequence
from typing import IO, Any, overload

CHUNK = 4096
"""Ops kept in memory as they are; each full chunk goes to the spill file."""


class OpLog(Sequence[dict[str, Any]]):
    """An append-only sequence of encoded ops; pickles (and compares) as a list."""

    def __init__(self, chunk: int = CHUNK) -> None:
        self._chunk = chunk
        self._tail: list[dict[str, Any]] = []
        self._spill: IO[bytes] | None = None
        self._extents: list[tuple[int, int]] = []  # (offset, size) of each packed chunk
        self._kept: list[bytes] | None = None  # packed chunks in memory, once spilling failed
        self._count = 0
        self._unpacked: tuple[int, list[dict[str, Any]]] | None = None  # the last one read

    def append(self, op: dict[str, Any]) -> None:
        self._tail.append(op)
        self._count += 1
        if len(self._tail) >= self._chunk:
            self._pack()

    def _pack(self) -> None:
        blob = zlib.compress(pickle.dumps(self._tail, protocol=pickle.HIGHEST_PROTOCOL), 1)
        if self._kept is None:
            try:
                if self._spill is None:
                    # open for the log's lifetime; deleted by the OS when closed or collected
                    self._spill = tempfile.TemporaryFile(prefix="kvtwin-ops-")  # noqa: SIM115
                offset = self._spill.seek(0, 2)
                self._spill.write(blob)
                self._spill.flush()
                self._extents.append((offset, len(blob)))
            except OSError as error:
                self._keep_in_memory(error)
        if self._kept is not None:
            self._kept.append(blob)
            self._extents.append((-1, len(self._kept) - 1))
        self._tail = []

    def _keep_in_memory(self, error: OSError) -> None:
        """Spilling failed: the chunks packed so far are read back (what the spill
        holds of them is whole: a failed write adds no extent) and kept here."""
        kept = []
        for offset, size in self._extents:
            assert self._spill is not None
            self._spill.seek(offset)
            kept.append(self._spill.read(size))
        self._kept, self._extents = kept, [(-1, i) for i in range(len(kept))]
        if self._spill is not None:
            self._spill.close()
            self._spill = None
        print(
            f"kvtwin: cannot spill the trace to {tempfile.gettempdir()} "
            f"({error.strerror or error}); keeping it in memory",
            file=sys.stderr,
        )

    def _chunk_at(self, index: int) -> list[dict[str, Any]]:
        if index == len(self._extents):
            return self._tail
        if self._unpacked is not None and self._unpacked[0] == index:
            return self._unpacked[1]
        offset, size = self._extents[index]
        if self._kept is not None:
            blob = self._kept[size]
        else:
            assert self._spill is not None
            self._spill.seek(offset)
            blob = self._spill.read(size)
        # a file this process wrote a moment ago, never one from outside
        ops = pickle.loads(zlib.decompress(blob))
        self._unpacked = (index, ops)
        return ops

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...
    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...
    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return list(self)[index]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError("op index out of range")
        return self._chunk_at(index // self._chunk)[index % self._chunk]

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for index in range(len(self._extents)):
            yield from self._chunk_at(index)
        yield from self._tail

    def __eq__(self, other: object) -> bool:
        if isinstance(other, OpLog | list):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> tuple[type, tuple[list[dict[str, Any]]]]:
        return (list, (list(self),))

    def __repr__(self) -> str:
        return f"OpLog({self._count} ops, {len(self._extents)} packed chunks)"

    def close(self) -> None:
        if self._spill is not None:
            self._spill.close()


def as_list(ops: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """``ops`` as a plain list (the whole trace read back from an :class:`OpLog`)."""
    return ops if isinstance(ops, list) else list(ops)
