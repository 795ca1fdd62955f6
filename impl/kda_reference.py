"""Float64 token-by-token KDA recurrence: the numerical reference for ``impl.prefill``.

Same form as fla's ``naive_recurrent_kda`` (fla/ops/kda/naive.py), per sequence
of a varlen batch and per head, with S the [K, V] state::

    S = diag(exp(g_t)) S                       # per-channel decay along K
    S = S + beta_t k_t (v_t - S^T k_t)^T       # delta rule, with the decayed S
    o_t = S^T (scale * q_t)                    # scale defaults to K ** -0.5

``beta`` is taken as given (already activated, in (0, 1)), as fla does;
``g`` is the log-space decay. Sequences are ``[cu_seqlens[i], cu_seqlens[i+1])``;
each starts from ``initial_state[i]`` (or zeros). Everything is computed in
float64 on the inputs' device; the results stay float64.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import torch


def kda_recurrent_reference(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    g: torch.Tensor,
    beta: torch.Tensor,
    cu_seqlens: torch.Tensor | Sequence[int],
    initial_state: torch.Tensor | None = None,
    scale: float | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Return ``(o [T, H, V], final_state [N, H, K, V])``, both float64.

    Shapes: q, k, g ``[T, H, K]``; v ``[T, H, V]``; beta ``[T, H]``;
    cu_seqlens ``[N+1]`` from 0 to T, non-decreasing; initial_state ``[N, H, K, V]``.
    """
    if q.dim() != 3 or k.shape != q.shape or g.shape != q.shape:
        raise ValueError("q, k, g must all be [T, H, K]")
    t, h, dk = q.shape
    if v.dim() != 3 or tuple(v.shape[:2]) != (t, h) or tuple(beta.shape) != (t, h):
        raise ValueError("v must be [T, H, V] and beta [T, H]")
    dv = v.shape[2]
    cu = cu_seqlens.tolist() if isinstance(cu_seqlens, torch.Tensor) else list(cu_seqlens)
    if len(cu) < 2 or cu[0] != 0 or cu[-1] != t or any(b < a for a, b in pairwise(cu)):
        raise ValueError(f"cu_seqlens must run from 0 to T={t}, non-decreasing; got {cu!r}")
    n = len(cu) - 1
    if initial_state is not None and tuple(initial_state.shape) != (n, h, dk, dv):
        raise ValueError(f"initial_state must be [N, H, K, V] = {(n, h, dk, dv)}")
    if scale is None:
        scale = dk**-0.5

    f64 = torch.float64
    q, k, v, g, beta = (x.detach().to(f64) for x in (q, k, v, g, beta))
    decay = g.exp()  # [T, H, K]
    qs = q * scale
    o = torch.zeros(t, h, dv, dtype=f64, device=q.device)
    final = torch.zeros(n, h, dk, dv, dtype=f64, device=q.device)
    for i in range(n):
        state = final[i]  # [H, K, V], updated in place
        if initial_state is not None:
            state.copy_(initial_state[i].detach().to(f64))
        for tok in range(cu[i], cu[i + 1]):
            state.mul_(decay[tok].unsqueeze(-1))
            kt = k[tok]
            pred = torch.bmm(kt.unsqueeze(1), state).squeeze(1)  # S^T k  [H, V]
            err = (v[tok] - pred) * beta[tok].unsqueeze(-1)
            state.add_(kt.unsqueeze(-1) * err.unsqueeze(1))
            o[tok] = torch.bmm(qs[tok].unsqueeze(1), state).squeeze(1)
    return o, final
