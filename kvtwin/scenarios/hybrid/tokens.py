"""Tokens as the hybrid scenario's KDA layer sees them: each token id has fixed
inputs (q, k, v, g, beta rows drawn once from the run's embedding seed), and each
full block of a prompt a content hash chained to its parent's, so equal hashes
mean equal prefixes (docs/contract.md, section 5).

Gates are drawn per token as fla's KDA tests draw them, ``logsigmoid(x) / n`` with
``n`` one of 0.1, 1 and 10, and a fraction of the channels at -1000: the range of
section 3, where a restored state carrying a NaN would show in every later token.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from kvtwin.scenarios.hybrid.ops import BREAKS

GATE_NORMALIZERS = (0.1, 1.0, 10.0)
MASKED_GATE = -1000.0
HASH_BITS = 62


@dataclass(frozen=True)
class Dims:
    heads: int = 2
    head_k: int = 8
    head_v: int = 8
    vocab: int = 48
    masked: float = 0.02
    """Share of (token, head, channel) gates at ``MASKED_GATE``."""

    @property
    def state_bytes(self) -> int:
        """Bytes of one float32 recurrent state ``[H, K, V]``."""
        return self.heads * self.head_k * self.head_v * 4


class Embedding:
    """Token id -> its KDA inputs, a pure function of ``(seed, dims)``."""

    def __init__(self, dims: Dims, seed: int) -> None:
        gen = torch.Generator().manual_seed(seed % (1 << 63))
        n, h, k, v = dims.vocab, dims.heads, dims.head_k, dims.head_v
        self.dims = dims
        self.q = torch.randn(n, h, k, generator=gen)
        self.k = F.normalize(torch.randn(n, h, k, generator=gen), dim=-1)
        self.v = torch.randn(n, h, v, generator=gen)
        pick = torch.randint(len(GATE_NORMALIZERS), (n, 1, 1), generator=gen)
        normalizer = torch.tensor(GATE_NORMALIZERS)[pick]
        self.g = F.logsigmoid(torch.randn(n, h, k, generator=gen)) / normalizer
        self.g[torch.rand(n, h, k, generator=gen) < dims.masked] = MASKED_GATE
        self.beta = torch.sigmoid(torch.randn(n, h, generator=gen))

    def inputs(self, tokens: Sequence[int], brk: str | None = None) -> dict[str, torch.Tensor]:
        """The rows of ``tokens`` (fresh tensors); ``brk`` breaks the first gate."""
        index = torch.as_tensor(list(tokens), dtype=torch.int64)
        out = {
            "q": self.q[index],
            "k": self.k[index],
            "v": self.v[index],
            "g": self.g[index],
            "beta": self.beta[index],
        }
        if brk is not None and len(index):
            assert brk in BREAKS
            out["g"][0, 0, 0] = float("nan") if brk == "nan_gate" else float("-inf")
        return out


def block_hashes(tokens: Sequence[int], block_size: int) -> list[int]:
    """One hash per full block of ``tokens``, each chained to the one before."""
    hashes, parent = [], 0
    for start in range(0, len(tokens) - block_size + 1, block_size):
        block = tokens[start : start + block_size]
        digest = hashlib.blake2b(repr((parent, tuple(block))).encode(), digest_size=8).digest()
        parent = int.from_bytes(digest, "big") >> (64 - HASH_BITS) or 1
        hashes.append(parent)
    return hashes
