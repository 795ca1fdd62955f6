"""The block model's argument rules: what a count, a batch of ids or hashes is.

Every verb checks its arguments with these before it reads any block state,
so a malformed call is ``bad_argument`` whatever the pool holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from model.errors import BadArgument


def check_count(n: int, verb: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise BadArgument(f"{verb} needs a count >= 0, got {n!r}")


def batch(values: Sequence[int], what: str) -> list[int]:
    """A batch is a list or a tuple: a lone int (one block id where a batch goes)
    or any other iterable is malformed, not a batch of one."""
    if not isinstance(values, list | tuple):
        raise BadArgument(f"{what} must be a list or a tuple, got {values!r}")
    return list(values)


def check_hashes(hashes: Sequence[int], what: str, *, allow_root: bool) -> list[int]:
    values = batch(hashes, what)
    low = 0 if allow_root else 1
    for h in values:
        if isinstance(h, bool) or not isinstance(h, int) or not low <= h < 2**63:
            raise BadArgument(f"{what} must be ints in {low}..2**63-1, got {h!r}")
    return values
