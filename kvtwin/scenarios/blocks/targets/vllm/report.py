"""``vllm.md``: one line per cause, what breaks, whether users can hit it, where
it is reported; then the campaigns and the engine runs that found nothing."""

from __future__ import annotations

from typing import Any


def render(report: dict[str, Any]) -> str:
    facts = report["vllm"]
    lines = [
        f"# vLLM {facts['version']}: BlockPool and scheduler against the model",
        "",
        f"Python {report['python']}, torch {report['torch']}; `{report['command']}`, "
        f"{report.get('seconds', '?')} s.",
        "",
        f"- model flavour: `{facts['model_flavour_with_caching']}` with prefix caching, "
        f"`{facts['model_flavour_without_caching']}` without",
        f"- free_blocks puts an uncached block at the head of the free queue: "
        f"{facts['free_blocks_puts_uncached_blocks_at_head_with_caching']} (caching), "
        f"{facts['free_blocks_puts_blocks_at_head_without_caching']} (no caching)",
        "",
    ]
    findings = [f for f in report["findings"] if f["finding"]]
    others = [f for f in report["findings"] if not f["finding"]]
    lines += ["## Findings", ""]
    if not findings:
        lines.append("None: every legitimate campaign and engine run agreed with the model.")
    else:
        lines += [
            "| cause (signature) | policy | level | reachable | standalone | shrunk | upstream |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for f in findings:
            where = f["reachable"] + (f" ({f['why']})" if f.get("why") else "")
            cause = f["signature"] + (f" after misuse `{f['misuse']}`" if f.get("misuse") else "")
            shrunk = (
                f"{f.get('repro_ops', len(f.get('shrunk_requests', [])))} "
                f"{'requests' if f['level'] == 'engine' else 'ops'}"
                + ("" if f.get("shrunk_signature") == f["signature"] else " (signature changed!)")
            )
            lines.append(
                f"| {cause} | {f['policy']} | {f['level']} | {where} | "
                f"{f.get('standalone') or 'requests: vllm.json'} | {shrunk} | "
                f"{f['upstream']} |"
            )
    unharmed = _unchecked_misuse(report.get("misuse", []))
    if others or unharmed:
        lines += [
            "",
            "## Misuse vLLM does not check, without harm",
            "",
            "The model rejects these calls; vLLM's pool (caller-trusting) raised or ignored "
            "them and changed nothing (the whole state compared after each), which the "
            "contract accepts from a caller-trusting target (docs/contract.md). The "
            "campaigns go on past them. Not findings.",
            "",
        ]
        for (kind, policy), outcomes in unharmed.items():
            said = ", ".join(f"{what} x{count}" for what, count in sorted(outcomes.items()))
            lines.append(f"- `{kind}` ({policy}): {said}")
        for f in others:
            lines.append(f"- `{f['misuse']}` ({f['policy']}): {f['signature']} -> {f['outcome']}")
    for title, key in (
        ("Legitimate allocator campaigns", "legitimate"),
        ("Misuse campaigns", "misuse"),
    ):
        rows = report.get(key, [])
        if not rows:
            continue
        ok = sum(r["ok"] for r in rows)
        lines += [
            "",
            f"## {title}: {ok} of {len(rows)} agree, {sum(r['ops'] for r in rows)} ops",
            "",
        ]
        for r in rows:
            d = r["divergence"]
            lines.append(
                f"- {r['campaign']}: {r['ops']} ops, "
                + (
                    "ok"
                    if d is None
                    else f"step {d['step']}: `{d['op']}` {d['field']}: "
                    f"expected {d['expected']}, got {d['actual']}"
                )
            )
    rows = report.get("engine", [])
    if rows:
        ok = sum(r["ok"] for r in rows)
        lines += [
            "",
            f"## Engine level (vLLM's Scheduler, stub model): {ok} of {len(rows)} runs agree, "
            f"{sum(r['calls'] for r in rows)} allocator calls checked",
            "",
            "| policy | pool | seed | steps | requests | calls | preemptions | prefix hits "
            "| evictions | finished | result |",
            "| --- " * 11 + "|",
        ]
        for r in rows:
            result = "ok" if r["ok"] else r["divergence"]["signature"]
            lines.append(
                f"| {r['policy']} | {r['pool_size']} | {r['seed']} | {r['steps']} | "
                f"{r['requests_made']} | {r['calls']} | {r['preemptions']} | {r['prefix_hits']} | "
                f"{r['evictions']} | {r['finished']} | {result} |"
            )
    for row in report.get("bench", []):
        megatron = row.get("megatron_core")
        lines.append(
            f"\nSame trace ({row['policy']}, pool {row['pool_size']}, {row['ops']} ops): impl "
            f"{row['impl_us_per_op']} us/op, vLLM BlockPool {row['vllm_us_per_op']} us/op "
            f"(x{row['vllm_over_impl']}"
            + (", same work)" if row["same_work"] else ", the replay diverged: not the same work)")
            + (
                f"; megatron-core {megatron['release']} {megatron['us_per_op']} us/op "
                "(its peers report)."
                if megatron
                else "."
            )
        )
    if report.get("bench"):
        lines.append("\n![per-op time on one trace](bench.png)")
    return "\n".join(lines) + "\n"


def _unchecked_misuse(rows: list[dict[str, Any]]) -> dict[tuple[str, str], dict[str, int]]:
    """Per (misuse kind, policy): how often each unchecked outcome was seen."""
    seen: dict[tuple[str, str], dict[str, int]] = {}
    for row in rows:
        for what, count in (row.get("misuse_unchecked") or {}).items():
            outcomes = seen.setdefault((row["misuse"], row["policy"]), {})
            outcomes[what] = outcomes.get(what, 0) + count
    return seen
