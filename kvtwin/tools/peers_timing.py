"""Timing an outside engine's allocator against the impl on the same recorded trace
(part of ``python -m kvtwin.tools.peers``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kvtwin.scenarios.blocks.timed import build_target, record_trace, replay_timed

TIMING_POOLS = (1024, 16384)
TIMING_POLICIES = ("lru", "ref_zero")


def time_against_impl(
    target: str, pool_size: int, steps: int, policies: Sequence[str], repeats: int = 5
) -> list[dict[str, Any]]:
    """The impl's and the target's ops on one serving trace recorded on the impl."""
    rows = []
    for policy in policies:
        trace = record_trace(pool_size, policy, steps)
        best = {
            name: min(
                (replay_timed(trace, build_target(trace, name)) for _ in range(repeats)),
                key=lambda r: r.total,
            )
            for name in ("impl", target)
        }
        # The impl made the recording: its replay fails exactly where the recording did.
        recorded = best["impl"].failed_allocations
        timed = {name: replayed.to_json(recorded) for name, replayed in best.items()}
        impl_s, peer_s, count = best["impl"].total, best[target].total, len(trace.ops)
        peer = timed[target]
        # every allocation succeeded and every id resolved: both did the same work
        # (ops that raised, e.g. match's KeyError, are counted in the target's entry)
        same_work = not (
            peer["allocations_failed_where_recorded_succeeded"] or peer["ids_dropped_unresolved"]
        )
        rows.append(
            {
                "policy": policy,
                "pool_size": pool_size,
                "steps": steps,
                "ops": count,
                "trace": trace.source,
                "repeats": repeats,
                "impl_seconds": round(impl_s, 4),
                f"{target}_seconds": round(peer_s, 4),
                "impl_us_per_op": round(1e6 * impl_s / count, 2),
                f"{target}_us_per_op": round(1e6 * peer_s / count, 2),
                f"{target}_over_impl": round(peer_s / impl_s, 2),
                "same_work": same_work,
                "impl": timed["impl"],
                target: peer,
            }
        )
        row = rows[-1]
        print(
            f"  timing {policy} pool={pool_size}: impl {row['impl_us_per_op']} us/op, "
            f"{target} {row[f'{target}_us_per_op']} us/op "
            f"(x{row[f'{target}_over_impl']}, same work: {same_work})"
        )
    return rows
