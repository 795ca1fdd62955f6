"""The chunked KDA forward of the prefill op (``impl.prefill``): the numerics,
computed in the scratch views the op hands over (``impl.prefill_scratch``).
The recurrence it computes, and its float64
token-by-token reference, are ``impl.kda_reference``.

Algorithm (chunked WY/UT form, as fla's ``chunk_kda``). Each sequence
``[cu_seqlens[i], cu_seqlens[i+1])`` is split into chunks of ``chunk_size``
tokens (the last one partial); chunks never straddle sequences. Its full chunks
form one block and its partial tail another; each block is processed with all
its chunks and all heads batched. For a chunk with positions 0..n-1::

    gc          = cumsum(g) within the chunk          (float64, a temporary)
    gk_last_exp = exp(gc[n-1])                        (one row per chunk)
    k_scaled    = k * exp(gc[n-1] - gc)               (keys decayed to the chunk's end)
    beta_activated = beta (float32)
    A_kk[i,j]   = beta_i k_i . k_j exp(gc_i - gc_j)           for j <  i
    A_qk[i,j]   = scale q_i . k_j exp(gc_i - gc_j)            for j <= i
    q_scaled    = scale * q * exp(gc)                 (queries decayed from the chunk's start)
    kg          = k * exp(gc)                         (keys decayed from the chunk's start)
    A_kk_inv    = (I + A_kk)^-1 diag(beta)            (UT transform: unit-lower solve)
    w = A_kk_inv @ kg,   u = A_kk_inv @ v
    then sequentially over the chunks of the sequence, with S entering the chunk:
    u   <- u - w @ S                                  (v_new, in place in ``u``)
    o    = q_scaled @ S + A_qk @ v_new
    S   <- diag(gk_last_exp) S + k_scaled^T @ v_new

The A tiles are formed by row sub-blocks I of ``SUB_BLOCK`` (16) positions, as
fla's non-safe-gate path does, so that no exponential is ever taken of a
positive difference of decays. Columns j of the earlier sub-blocks use the
reference r_I = gc at I's first position: ``A[i, j] = (x_i exp(gc_i - r_I)) .
(k_j exp(r_I - gc_j))``, both factors <= 1 for decays (``g <= 0``). Columns of
I itself are formed per (i, j) pair, ``sum_d x_i,d k_j,d exp(gc_i,d - gc_j,d)``,
with the pairs above the diagonal masked to ``-inf`` before the exponential. So
float32 never overflows for any finite ``g <= 0`` (a constant -6 per token, fla's
test gates ``logsigmoid(x) / 0.1``, gates of -1000): a decay that underflows is a
true value below float32's range.

The cumulative gate ``gc`` is summed in float64 and every difference of it is
taken in float64 before the exponential: after a gate of -1000, ``gc`` reaches
thousands, where float32 keeps only about 1e-4 of absolute precision, and
``exp`` of a difference of two such float32 sums would be off by as much.

With ``chunk_states`` the state after every chunk is also written out (one row
per chunk, in the order the chunks are processed: sequence by sequence, chunk by
chunk): the states at the chunk boundaries, which a hybrid prefix cache records
where they fall on its block boundaries.

All other intermediates are float32 (the compute dtype) whatever the input dtype;
the output is cast back to the input dtype.
"""

from __future__ import annotations

import torch

from impl.prefill_scratch import COMPUTE_DTYPE

SUB_BLOCK = 16
"""Positions per sub-block when the A tiles are formed (the exponent reference; fla uses 16)."""


def _chunk_kda_forward(
    bufs: dict[str, torch.Tensor],
    out: torch.Tensor,
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    g: torch.Tensor,
    beta: torch.Tensor,
    bounds: list[tuple[int, int]],
    initial_state: torch.Tensor | None,
    scale: float,
    chunk_size: int,
    chunk_states: torch.Tensor | None = None,
) -> torch.Tensor:
    """Fill ``out`` [T, H, V]; return the final states. The A tiles must be zeroed.
    ``chunk_states`` ([chunks, H, K, V], float32): filled with the state after each
    chunk, in processing order."""
    t, h, dk = q.shape
    dv = v.shape[2]
    device = q.device
    f32 = COMPUTE_DTYPE
    # beta arrives activated; the activation is the float32 cast.
    bufs["beta_activated"].copy_(beta.t())
    o = torch.empty(h, t, dv, dtype=f32, device=device)  # head-major, fresh, never scratch
    final = torch.empty(len(bounds), h, dk, dv, dtype=f32, device=device)
    ins = {
        "q": q.permute(1, 0, 2),
        "k": k.permute(1, 0, 2),
        "v": v.permute(1, 0, 2),
        "g": g.permute(1, 0, 2),
    }
    masks: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}
    chunk = 0
    for i, (bos, eos) in enumerate(bounds):
        state = final[i]
        if initial_state is None:
            state.zero_()
        else:
            state.copy_(initial_state[i])
        full, tail = divmod(eos - bos, chunk_size)
        for a0, count, n in (
            (bos, full, chunk_size),
            (bos + full * chunk_size, int(tail > 0), tail),
        ):
            if count == 0:
                continue
            if n not in masks:
                # by comparison, not bool ``tril`` (about a millisecond per call on the CPU)
                pos = torch.arange(n, device=device)
                masks[n] = (pos[:, None] > pos[None, :], pos[:, None] >= pos[None, :])
            states = None if chunk_states is None else chunk_states[chunk : chunk + count]
            _chunk_block(bufs, ins, o, state, masks[n], a0, count, n, chunk, scale, states)
            chunk += count
    out.copy_(o.permute(1, 0, 2))
    return final


def _chunk_block(
    bufs: dict[str, torch.Tensor],
    ins: dict[str, torch.Tensor],
    o: torch.Tensor,
    state: torch.Tensor,
    masks: tuple[torch.Tensor, torch.Tensor],
    a0: int,
    count: int,
    n: int,
    chunk: int,
    scale: float,
    states: torch.Tensor | None,
) -> None:
    """``count`` consecutive chunks of ``n`` tokens of one sequence, rows ``a0 .. a0 + count*n``."""
    h = o.shape[0]
    a1 = a0 + count * n
    f32 = COMPUTE_DTYPE

    def tile(x: torch.Tensor) -> torch.Tensor:  # [H, T, D] -> [H, count, n, D]
        return x[:, a0:a1].view(h, count, n, x.shape[-1])

    def square(x: torch.Tensor) -> torch.Tensor:  # [H, T, C] -> [H, count, n, n]
        return x[:, a0:a1, :n].view(h, count, n, n)

    gt, vt = tile(ins["g"]), tile(ins["v"])
    kt, qt = tile(ins["k"]).to(f32), tile(ins["q"]).to(f32)  # einsum does not promote
    kst, kgt, qst = tile(bufs["k_scaled"]), tile(bufs["kg"]), tile(bufs["q_scaled"])
    wt, ut, ot = tile(bufs["w"]), tile(bufs["u"]), tile(o)
    akk, aqk, ainv = square(bufs["A_kk"]), square(bufs["A_qk"]), square(bufs["A_kk_inv"])
    bt = bufs["beta_activated"][:, a0:a1].view(h, count, n)
    gkl = bufs["gk_last_exp"][:, chunk : chunk + count]  # [H, count, K]

    # Gates: cumulative log-decay within each chunk, in float64 (see the module docstring).
    gc = torch.cumsum(gt, dim=2, dtype=torch.float64)
    last = gc[:, :, n - 1 : n]
    gkl.copy_(last.squeeze(2).exp())
    torch.mul(kt, (last - gc).exp(), out=kst)  # k * exp(gc_last - gc)
    _a_tiles(gc, kt, qt, bt, akk, aqk, masks, scale)
    exp_gc = gc.exp().to(f32)
    torch.mul(qt, exp_gc, out=qst).mul_(scale)  # scale * q * exp(gc)
    torch.mul(kt, exp_gc, out=kgt)  # kg = k * exp(gc)
    del gc, last, exp_gc

    # UT transform (I + A_kk)^-1 diag(beta): unit-lower-triangular solve (reads A_kk below
    # the diagonal only; the unit diagonal is implicit).
    torch.linalg.solve_triangular(
        akk, torch.diag_embed(bt), upper=False, unitriangular=True, out=ainv
    )
    torch.matmul(ainv, kgt, out=wt)
    torch.matmul(ainv, vt.to(f32), out=ut)

    # Inter-chunk state passing, chunk by chunk.
    kdec_t = kst.transpose(-1, -2)  # (k * exp(gc_last - gc))^T
    for j in range(count):
        v_new = ut[:, j]
        v_new.baddbmm_(wt[:, j], state, alpha=-1.0)  # u - w @ S
        oj = ot[:, j]
        torch.matmul(qst[:, j], state, out=oj)
        oj.baddbmm_(aqk[:, j], v_new)
        state.mul_(gkl[:, j].unsqueeze(-1))
        state.baddbmm_(kdec_t[:, j], v_new)
        if states is not None:
            states[j].copy_(state)


def _a_tiles(
    gc: torch.Tensor,
    kt: torch.Tensor,
    qt: torch.Tensor,
    bt: torch.Tensor,
    akk: torch.Tensor,
    aqk: torch.Tensor,
    masks: tuple[torch.Tensor, torch.Tensor],
    scale: float,
) -> None:
    """Intra-chunk A_kk (strictly lower, row-scaled by beta) and A_qk (lower incl. the
    diagonal), by row sub-blocks I (module docstring): the columns of earlier
    sub-blocks through the reference r_I, the columns of I pair by pair. Only the
    lower triangle is stored: the rest keeps the zeros ``_zero_tiles`` wrote."""
    f32 = COMPUTE_DTYPE
    strict, causal = masks
    n = gc.shape[2]
    for s0 in range(0, n, SUB_BLOCK):
        s1 = min(s0 + SUB_BLOCK, n)
        gi = gc[:, :, s0:s1]  # [H, count, m, K]
        ki, qi = kt[:, :, s0:s1], qt[:, :, s0:s1]
        beta_i = bt[:, :, s0:s1, None]
        if s0:
            ref = gc[:, :, s0 : s0 + 1]
            row = (gi - ref).exp().to(f32)  # exp(gc_i - r) <= 1
            col_t = ((ref - gc[:, :, :s0]).exp().to(f32) * kt[:, :, :s0]).transpose(-1, -2)
            torch.matmul(row * ki, col_t, out=akk[:, :, s0:s1, :s0]).mul_(beta_i)
            torch.matmul(row * qi, col_t, out=aqk[:, :, s0:s1, :s0]).mul_(scale)
            del row, col_t
        # exp(gc_i - gc_j) for i, j in I, the pairs j > i (a growth, never used) set to 0
        diff = (gi.unsqueeze(3) - gi.unsqueeze(2)).to(f32)  # [H, count, m, m, K]: gc_i - gc_j
        diff.masked_fill_(~causal[s0:s1, s0:s1, None], float("-inf"))
        decay = diff.exp_().mul_(ki.unsqueeze(2))  # k_j exp(gc_i - gc_j)
        prod = torch.einsum("hcid,hcijd->hcij", ki, decay).mul_(beta_i)
        tile_kk = akk[:, :, s0:s1, s0:s1]
        torch.where(strict[s0:s1, s0:s1], prod, tile_kk, out=tile_kk)
        prod = torch.einsum("hcid,hcijd->hcij", qi, decay).mul_(scale)
        tile_qk = aqk[:, :, s0:s1, s0:s1]
        torch.where(causal[s0:s1, s0:s1], prod, tile_qk, out=tile_qk)
