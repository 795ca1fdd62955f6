"""The float64 no-cache recompute every output, live state and snapshot of a hybrid
run is compared with (docs/contract.md, section 5).

The reference is ``impl.kda_reference.kda_recurrent_reference`` run over a
request's own tokens from position 0 in float64, never from anything a target
computed: a restored prefix is recomputed from zero (``prefix_state``), and each
chunk continues the request's own float64 state. The states at the end of every
full prompt block are kept by block hash (``states``), a pure function of the
prefix's tokens, so a snapshot slot is checked against the state of the prefix
its block names.

Tolerance, per compared tensor, with ``ref`` the reference and ``peak`` its largest
magnitude (floor 1e-6)::

    |actual - ref| <= 1e-4 * |ref| + 1e-5 * peak

the prefill op's float32 tolerance (section 3 and ``kvtwin/scenarios/prefill/numerics.py``):
the cache computes in float32 and stores float32 snapshots, and a restored state
continued for hundreds of tokens stays within it (measured: below 1e-6 of the
peak). NaN or inf anywhere is never close.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from impl.kda_reference import kda_recurrent_reference
from kvtwin.scenarios.hybrid.tokens import Embedding

RTOL, ATOL = 1e-4, 1e-5


def off(actual: torch.Tensor, ref: torch.Tensor) -> str | None:
    """``None`` when ``actual`` is within the tolerance of ``ref``, else what is off."""
    if tuple(actual.shape) != tuple(ref.shape):
        return f"shape {tuple(actual.shape)}, expected {tuple(ref.shape)}"
    if actual.numel() == 0:
        return None
    got = actual.detach().to(device="cpu", dtype=torch.float64)
    peak = max(float(ref.abs().max()), 1e-6)
    error = (got - ref).abs()
    close = error <= RTOL * ref.abs() + ATOL * peak
    if bool(close.all()):
        return None
    worst = int((~close).flatten().nonzero()[0])
    return (
        f"{int((~close).sum())} of {close.numel()} values off; first at flat index {worst}: "
        f"{float(got.flatten()[worst]):.6g} vs {float(ref.flatten()[worst]):.6g} "
        f"(max |err| {float(error.nan_to_num(float('inf')).max()):.3g}, peak {peak:.3g})"
    )


class References:
    """Float64 recomputes of token prefixes, and the block-boundary states they pass."""

    def __init__(self, embedding: Embedding, block_size: int) -> None:
        self.embedding = embedding
        self.block_size = block_size
        dims = embedding.dims
        self.zero = torch.zeros(dims.heads, dims.head_k, dims.head_v, dtype=torch.float64)
        self.states: dict[int, torch.Tensor] = {}
        """Block hash -> the state at the end of the prefix it names."""

    def advance(
        self,
        state: torch.Tensor,
        tokens: Sequence[int],
        start: int,
        hashes: Sequence[int],
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """``(o [n, H, V], state)`` after ``tokens`` (the prompt's from position
        ``start``) from ``state``, block segment by segment; the state at the end
        of each full prompt block is kept under its hash."""
        outputs = []
        position, b = start, self.block_size
        while position < start + len(tokens):
            stop = min((position // b + 1) * b, start + len(tokens))
            rows = self.embedding.inputs(tokens[position - start : stop - start])
            o, final = kda_recurrent_reference(
                rows["q"],
                rows["k"],
                rows["v"],
                rows["g"],
                rows["beta"],
                [0, stop - position],
                state.unsqueeze(0),
            )
            outputs.append(o)
            state = final[0]
            if stop % b == 0 and stop // b <= len(hashes):
                self.states[hashes[stop // b - 1]] = state
            position = stop
        if not outputs:
            dims = self.embedding.dims
            return torch.zeros(0, dims.heads, dims.head_v, dtype=torch.float64), state
        return torch.cat(outputs), state

    def prefix_state(
        self, tokens: Sequence[int], hashes: Sequence[int], blocks: int
    ) -> torch.Tensor:
        """The state after the first ``blocks`` full blocks of ``tokens``, recomputed
        from zero unless that prefix's state is known."""
        if blocks == 0:
            return self.zero
        known = self.states.get(hashes[blocks - 1])
        if known is not None:
            return known
        _, state = self.advance(self.zero, tokens[: blocks * self.block_size], 0, hashes)
        return state

    def keep_only(self, hashes: set[int]) -> None:
        """Forget the states no snapshot names any more (recomputed if needed again)."""
        for h in [h for h in self.states if h not in hashes]:
            del self.states[h]
