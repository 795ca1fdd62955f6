"""``kvtwin run blocks``: a seeded serving campaign against a block-allocator target."""

from __future__ import annotations

import argparse
from pathlib import Path

from kvtwin.campaigns import run_block_campaign
from kvtwin.repro import reproduce
from kvtwin.run_report import write_run_report
from kvtwin.summary import RunSummary
from kvtwin.targets import TargetUnavailable, UnknownTarget, make_block_target
from kvtwin.trace import Trace
from kvtwin.workloads.serving import ServingConfig

HELP = "check a block allocator against the reference model on serving traffic"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--policy", choices=["ref_zero", "lru"], default="lru")
    parser.add_argument("--steps", type=_positive, default=2000, help="engine steps (default 2000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--pool-size",
        type=_at_least_two,
        default=128,
        help="blocks in the pool, the dummy included (default 128: small enough to evict)",
    )
    parser.add_argument(
        "--target", default="impl", help="impl (default), model, bug:NAME, megatron"
    )
    parser.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    parser.add_argument(
        "--audit-every",
        type=int,
        default=None,
        help="full-state audit period in ops (default: max(64, pool size / 8); 0: only at the end)",
    )
    parser.add_argument("--block-size", type=_positive, default=4, help="tokens per block")
    parser.add_argument("--out", type=Path, default=Path("runs/blocks"))


def run(args: argparse.Namespace) -> int:
    try:
        target = make_block_target(
            args.target, num_blocks=args.pool_size, policy=args.policy, device=args.device
        )
    except (UnknownTarget, TargetUnavailable) as error:
        print(f"kvtwin: {error}")
        return 2
    result = run_block_campaign(
        target,
        seed=args.seed,
        steps=args.steps,
        audit_every=args.audit_every,
        progress=True,
        record_curve=True,
        serving_config=ServingConfig(steps=args.steps, block_size=args.block_size),
    )
    repro: dict[str, object] = {"repro": None, "repro_ops": None}
    if result.divergence is not None:
        repro = reproduce(
            Trace(
                "blocks",
                args.target,
                {"policy": args.policy, "pool_size": args.pool_size, "device": args.device},
                result.ops,
                result.divergence.to_json(),
                f"kvtwin run blocks --seed {args.seed} --steps {args.steps}",
            ),
            args.out,
        )
    summary = RunSummary(
        scenario="blocks",
        target=args.target,
        policy=args.policy,
        seed=args.seed,
        steps=result.steps,
        ops=len(result.ops),
        seconds=result.seconds,
        divergence=result.divergence,
        extra={
            "pool_size": args.pool_size,
            "device": args.device,
            "allocation_failures": result.allocation_failures,
            "evictions": result.evictions,
            **repro,
            "requests": {
                "admitted": result.serving.admitted,
                "finished": result.serving.finished,
                "preempted": result.serving.preempted,
                "aborted": result.serving.aborted,
                "rejected": result.serving.rejected,
            },
        },
    )
    path = summary.write(args.out)
    report = write_run_report(
        args.out, summary.to_json(), blocks_curve=result.curve, pool_events=result.pool_events
    )[-1]
    print(summary.headline())
    if repro["repro"]:
        print(f"  reproduction ({repro['repro_ops']} ops): {repro['repro']} and {repro['test']}")
    print(f"  wrote {path} and {report}")
    return 0 if summary.ok else 1


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def _at_least_two(text: str) -> int:
    value = int(text)
    if value < 2:
        raise argparse.ArgumentTypeError(f"must be >= 2 (one block is the dummy), got {value}")
    return value
