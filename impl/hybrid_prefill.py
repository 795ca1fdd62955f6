"""The KDA prefill op as the hybrid prefix cache runs it (docs/contract.md,
section 5): one sequence at a time, from the request's live state, with the
states at its chunk boundaries returned beside the output and the final state.

It is ``impl.prefill.KDAPrefill`` (its input checks, its scratch cache, its
numerics in ``impl.kda_chunked``) split in two so that the cache can check a
call's inputs before it touches its blocks and slots (:meth:`HybridPrefill.plan`)
and run it afterwards (:meth:`HybridPrefill.run`). With the op's chunk size a
divisor of the block size and every call starting on a block boundary, every
block boundary a call crosses is one of its chunk boundaries.
"""

from __future__ import annotations

import torch

from impl.kda_chunked import _chunk_kda_forward
from impl.prefill import KDAPrefill, _Call, kernel_shapes, scratch_key, scratch_layout
from impl.prefill_scratch import COMPUTE_DTYPE, _kernel_views


class HybridPrefill(KDAPrefill):
    """Single-sequence KDA prefill returning its chunk-boundary states."""

    def plan(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        g: torch.Tensor,
        beta: torch.Tensor,
    ) -> _Call:
        """Check one sequence's inputs (``BadPrefillInput``, nothing touched)."""
        total = q.shape[0] if isinstance(q, torch.Tensor) and q.dim() == 3 else 0
        return self._plan(q, k, v, g, beta, [0, total], None, None)

    def run(
        self,
        call: _Call,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        g: torch.Tensor,
        beta: torch.Tensor,
        state: torch.Tensor,
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """``(o [T, H, V], final state [H, K, V], the state after each chunk
        [chunks, H, K, V])`` of a planned call from ``state`` [H, K, V]; all fresh
        tensors, none of them scratch or ``state``."""
        t, h, dk, dv, c = call.total, call.heads, call.head_k, call.head_v, self.chunk_size
        device = q.device
        entry = self.cache.get(
            scratch_key(t, h, dk, dv, c, q.dtype, device),
            scratch_layout(t, h, dk, dv, c, q.dtype),
            device,
        )
        bufs = _kernel_views(entry, kernel_shapes(t, h, dk, dv, c), self._wrap)
        out = self._output(entry, (t, h, dv), q.dtype, device)
        del entry  # as the op: no entry held past this point
        self._zero_tiles(bufs)
        states = torch.empty(-(-t // c), h, dk, dv, dtype=COMPUTE_DTYPE, device=device)
        with torch.no_grad():
            final = _chunk_kda_forward(
                bufs,
                out,
                q.contiguous(),
                k.contiguous(),
                v.contiguous(),
                g.contiguous(),
                beta.contiguous(),
                call.bounds,
                state.unsqueeze(0),
                call.scale,
                c,
                chunk_states=states,
            )
        return out, final[0], states
