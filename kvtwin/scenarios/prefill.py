"""``kvtwin run prefill``: a seeded shape sequence through a cached prefill op,
checked call by call against the scratch-cache model with a memory probe.

On a divergence the calls up to it become a trace, shrunk (``kvtwin.repro``)
to a reproduction in ``--out``: ``repro.json`` (``kvtwin replay`` it) and a
standalone ``test_repro.py``; summary.json names them (``repro``, ``repro_ops``)."""

from __future__ import annotations

import argparse
from pathlib import Path

from kvtwin.probes import ProbeUnavailable, make_probe
from kvtwin.repro import reproduce
from kvtwin.run_report import write_run_report
from kvtwin.summary import RunSummary
from kvtwin.targets.base import TargetUnavailable, UnknownTarget
from kvtwin.targets.prefill import make_prefill_target
from kvtwin.workloads.shapes import (
    BadShapeSpec,
    ShapeConfig,
    ShapeSpec,
    check_spec,
    parse_shape_spec,
    pass_length,
    seeded_shapes,
)

HELP = "check a cached prefill op's scratch cache against the reference model, call by call"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--shapes",
        type=_shape_spec,
        default="cyclic:12",
        help="token-count pattern: cyclic:N, hot:N, lengths, burst:L, mixed "
        "(default cyclic:12: more shapes than the cache holds, every call evicts)",
    )
    parser.add_argument("--capacity", type=_positive, default=8, help="cache entries (default 8)")
    parser.add_argument("--passes", type=_positive, default=5, help="passes over the pattern")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    parser.add_argument("--target", default="impl", help="impl (default) or bug:NAME")
    parser.add_argument(
        "--chunk-size", type=_positive, default=64, help="prefill chunk size (default 64)"
    )
    parser.add_argument(
        "--max-tokens", type=_positive, default=1024, help="largest total per call (default 1024)"
    )
    parser.add_argument(
        "--threads",
        type=_positive,
        default=1,
        help="torch intra-op threads (default 1: small calls, and spinning workers "
        "slow a busy machine down a hundredfold)",
    )
    parser.add_argument("--out", type=Path, default=Path("runs/prefill"))


def run(args: argparse.Namespace) -> int:
    spec = args.shapes if not isinstance(args.shapes, str) else _shape_spec(args.shapes)
    config = ShapeConfig(max_tokens=args.max_tokens)
    try:
        check_spec(spec, config)
        probe = make_probe(args.device)
        target = make_prefill_target(
            args.target,
            capacity=args.capacity,
            device=args.device,
            allocate=probe.allocate,
            chunk_size=args.chunk_size,
        )
    except (BadShapeSpec, UnknownTarget, TargetUnavailable, ProbeUnavailable) as error:
        print(f"kvtwin: {error}")
        return 2
    except RuntimeError as error:  # e.g. torch rejecting the device string
        print(f"kvtwin: --device {args.device}: {error}")
        return 2
    # imported here so that `kvtwin run blocks` never pays for it
    from kvtwin.prefill_lockstep import run_prefill_calls
    from kvtwin.prefill_replay import prefill_config, prefill_trace

    calls = seeded_shapes(spec, args.seed, args.passes, config)
    result = run_prefill_calls(
        target,
        probe,
        calls,
        config,
        seed=args.seed,
        progress=True,
        total=args.passes * pass_length(spec, config),
        threads=args.threads,
    )
    repro: dict[str, object] = {"repro": None, "repro_ops": None}
    if result.divergence is not None:
        trace = prefill_trace(
            args.target,
            result.calls,
            seed=args.seed,
            config=prefill_config(
                capacity=args.capacity,
                device=args.device,
                chunk_size=args.chunk_size,
                shapes=config,
            ),
            divergence=result.divergence,
            source=f"kvtwin run prefill --shapes {spec} --seed {args.seed} --passes {args.passes}",
            cu_seqlens_ids=result.cu_seqlens_ids,
        )
        repro = reproduce(trace, args.out)
    summary = RunSummary(
        scenario="prefill",
        target=args.target,
        seed=args.seed,
        steps=len(result.calls),
        ops=len(result.calls),
        seconds=result.seconds,
        divergence=result.divergence,
        extra={
            "shapes": str(spec),
            "capacity": args.capacity,
            "passes": args.passes,
            "device": args.device,
            "chunk_size": args.chunk_size,
            "threads": args.threads,
            "dims": {"heads": config.heads, "head_k": config.head_k, "head_v": config.head_v},
            "probe": {"kind": probe.kind, "accounting": probe.rounding_note},
            "hits": result.hits,
            "misses": result.misses,
            "evictions": result.evictions,
            "gc_collections": result.gc_collections,
            **repro,
            "calls": [
                {
                    "call": p.call,
                    "key": p.key,
                    "hit": p.hit,
                    "predicted_bytes": p.predicted_bytes,
                    "measured_bytes": p.measured_bytes,
                    "entries": p.entries,
                    **({"stats": p.stats} if p.stats else {}),
                }
                for p in result.timeline
            ],
        },
    )
    path = summary.write(args.out)
    # probe.events itself, not a copy: buffers that die later log their frees there
    report = write_run_report(
        args.out, summary.to_json(), prefill_timeline=result.timeline, probe_events=probe.events
    )[-1]
    print(summary.headline())
    if repro["repro"]:
        print(f"  reproduction ({repro['repro_ops']} calls): {repro['repro']} and {repro['test']}")
    print(
        f"  {result.hits} hits, {result.misses} misses, {result.evictions} evictions; "
        f"wrote {path} and {report}"
    )
    return 0 if summary.ok else 1


def _shape_spec(text: str) -> ShapeSpec:
    try:
        return parse_shape_spec(text)
    except BadShapeSpec as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value
