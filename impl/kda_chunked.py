"""The chunked KDA forward of the prefill op (``impl.prefill``): the numerics,
computed in the scratch views the op hands over (``impl.prefill_scratch``).
The recurrence it computes, and its float64
token-by-token reference, are ``impl.kda_reference``.

Algorithm (chunked WY/UT form, as fla's ``chunk_kda``). Each sequence
``[cu_seqlens[i], cu_seqlens[i+1])`` is split into chunks of ``chunk_size``
tokens (the last one partial); chunks never straddle sequences. Its full chunks
form one block and its partial tail another; each block is processed with all
its chunks and all heads batched. For a chunk with positions 0..n-1::

    gc          = cumsum(g) within the chunk          (staged in ``kg``)
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

The A tiles are formed as matmuls, by column sub-blocks J of ``SUB_BLOCK`` (16)
positions as fla does, with the exponent reference r_J = gc at J's first position:
``A[i, j] = (x_i exp(gc_i - r_J)) . (k_j exp(r_J - gc_j))`` for rows i >= start(J).
Every exponential is of a difference within one chunk, the row factor is <= 1 and
the column factor at most exp of one sub-block's decay, so float32 never overflows
as long as the cumulative decay over 16 consecutive positions stays above about
-85 per channel: ``g >= -5`` per token (fla's ``safe_gate`` lower bound) is enough,
whatever ``chunk_size``. Beyond that the output turns to inf/nan.

All intermediates are float32 (the compute dtype) whatever the input dtype;
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
) -> torch.Tensor:
    """Fill ``out`` [T, H, V]; return the final states. The A tiles must be zeroed."""
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
                ones = torch.ones(n, n, dtype=torch.bool, device=device)
                masks[n] = (ones.tril(-1), ones.tril(0))
            _chunk_block(bufs, ins, o, state, masks[n], a0, count, n, chunk, scale)
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
) -> None:
    """``count`` consecutive chunks of ``n`` tokens of one sequence, rows ``a0 .. a0 + count*n``."""
    h = o.shape[0]
    a1 = a0 + count * n
    strict, causal = masks

    def tile(x: torch.Tensor) -> torch.Tensor:  # [H, T, D] -> [H, count, n, D]
        return x[:, a0:a1].view(h, count, n, x.shape[-1])

    def square(x: torch.Tensor) -> torch.Tensor:  # [H, T, C] -> [H, count, n, n]
        return x[:, a0:a1, :n].view(h, count, n, n)

    gt, kt, qt, vt = tile(ins["g"]), tile(ins["k"]), tile(ins["q"]), tile(ins["v"])
    kst, kgt, qst = tile(bufs["k_scaled"]), tile(bufs["kg"]), tile(bufs["q_scaled"])
    wt, ut, ot = tile(bufs["w"]), tile(bufs["u"]), tile(o)
    akk, aqk, ainv = square(bufs["A_kk"]), square(bufs["A_qk"]), square(bufs["A_kk_inv"])
    bt = bufs["beta_activated"][:, a0:a1].view(h, count, n)
    gkl = bufs["gk_last_exp"][:, chunk : chunk + count]  # [H, count, K]

    # Gates: cumulative log-decay within each chunk, staged in kg until the end of the A tiles.
    gc = kgt
    torch.cumsum(gt, dim=2, dtype=COMPUTE_DTYPE, out=gc)
    torch.exp(gc[:, :, n - 1], out=gkl)
    torch.sub(gc[:, :, n - 1 : n], gc, out=kst).exp_().mul_(kt)  # k * exp(gc_last - gc)

    # Intra-chunk A_kk (strictly lower, row-scaled by beta) and A_qk (lower incl. the
    # diagonal), by column sub-blocks J of SUB_BLOCK positions with reference r_J = gc at
    # J's first position: A[i, j] = (x_i exp(gc_i - r_J)) . (k_j exp(r_J - gc_j)) for the
    # rows i >= start(J). The row factor is <= 1, the column factor at most exp of one
    # sub-block's decay: no overflow while a sub-block decays by less than ~80 per channel.
    # Positions j > i may hold inf/nan in the product; the masked store never keeps them.
    for s0 in range(0, n, SUB_BLOCK):
        s1 = min(s0 + SUB_BLOCK, n)
        ref = gc[:, :, s0 : s0 + 1]
        col_t = torch.sub(ref, gc[:, :, s0:s1]).exp_().mul_(kt[:, :, s0:s1]).transpose(-1, -2)
        row = torch.sub(gc[:, :, s0:], ref).exp_()
        prod = torch.matmul(row * kt[:, :, s0:], col_t).mul_(bt[:, :, s0:, None])
        tile_kk = akk[:, :, s0:, s0:s1]
        torch.where(strict[s0:, s0:s1], prod, tile_kk, out=tile_kk)
        prod = torch.matmul(row.mul_(qt[:, :, s0:]), col_t).mul_(scale)
        tile_qk = aqk[:, :, s0:, s0:s1]
        torch.where(causal[s0:, s0:s1], prod, tile_qk, out=tile_qk)
    del prod, row, col_t
    torch.exp(gc, out=qst).mul_(qt).mul_(scale)  # scale * q * exp(gc)
    gc.exp_().mul_(kt)  # kg = k * exp(gc)

    # UT transform (I + A_kk)^-1 diag(beta): unit-lower-triangular solve (reads A_kk below
    # the diagonal only; the unit diagonal is implicit).
    torch.linalg.solve_triangular(
        akk, torch.diag_embed(bt), upper=False, unitriangular=True, out=ainv
    )
    torch.matmul(ainv, kgt, out=wt)
    torch.matmul(ainv, vt.to(COMPUTE_DTYPE), out=ut)

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
