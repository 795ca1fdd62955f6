"""reports/bench/README.md, rendered from ``summary.json`` (``python -m kvtwin.tools.bench``
writes it, then this page) and ``soak.json`` (``python -m kvtwin.tools.soak``), so the page
never disagrees with them: edit this module, not the page. ``--readme-only`` renders it again
without measuring. The helpers (``num``, ``verdict``, ``span``, ``table``, ``para``) serve
``kvtwin.tools.fuzz_bench`` too."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kvtwin.core.files import write_atomic

TARGETS: dict[str, tuple[str, float]] = {
    "cli_ops_per_s": (">=", 10_000),  # at TARGET_POOL
    "cli_cost_ratio_1m_1k": ("<=", 1.5),
    "cli_marginal_cost_ratio_1m_1k": ("<=", 1.5),
    "lockstep_over_impl": ("<=", 1.5),
    "impl_over_megatron": ("<=", 1.0),
}
"""The targets the figures are held to: (comparison, bound)."""
TARGET_POOL = "100000"  # the pool cli_ops_per_s's target is set at
POOL_NAMES = {"1000": "1k", "100000": "100k", "1000000": "1M"}


# ------------------------------------------------------------------ helpers
def num(value: Any) -> str:
    """A figure as recorded (thousands separated), or "-" where there is none."""
    if value is None:
        return "-"
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    return f"{value:,}"


def verdict(value: float | None, op: str, bound: float) -> str:
    """Met or not met, and by how much (``op``: ">=" or "<=")."""
    if value is None:
        return "not measured"
    gap = abs(value - bound) if isinstance(value + bound, int) else round(abs(value - bound), 3)
    if op == ">=":
        share = f"{100 * value / bound:.0f}% of the target"
        if value >= bound:
            return f"**met**: {num(gap)} over ({share})"
        return f"**not met**: {num(gap)} short ({share})"
    if value <= bound:
        return f"**met**: {num(gap)} under"
    return f"**not met**: {num(gap)} over ({value / bound:.2f}x the target)"


def span(values: Iterable[float], digits: int = 2) -> str:
    """``low-high`` of ``values`` (one value when they agree)."""
    found = sorted(values)
    if not found:
        return "-"
    low, high = round(found[0], digits), round(found[-1], digits)
    return num(low) if low == high else f"{num(low)}-{num(high)}"


def table(head: str, rows: list[list[Any]], right: Iterable[int] = ()) -> list[str]:
    """A markdown table under ``head`` ("a | b | c"); columns ``right`` aligned right."""
    right = set(right)
    rule = ["---:" if i in right else "---" for i in range(head.count("|") + 1)]
    lines = [f"| {head} |", "| " + " | ".join(rule) + " |"]
    return lines + ["| " + " | ".join(num(cell) for cell in row) + " |" for row in rows]


def para(template: str, **values: Any) -> str:
    """``template`` filled in, on one line (markdown wraps it)."""
    return " ".join(template.format(**values).split())


def by_pool(figures: dict[str, Any] | None) -> str:
    pools = ", ".join(f"{POOL_NAMES.get(p, p)}: {num(v)}" for p, v in (figures or {}).items())
    return pools or "not measured"


def cores_of(summary: dict[str, Any]) -> int | None:
    if isinstance(summary.get("cores"), int):
        return summary["cores"]
    found = re.match(r"(\d+) cores", str(summary.get("machine", "")))
    return int(found.group(1)) if found else None


def _runs(summary: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {str(r["pool_size"]): r for r in (summary.get("cli") or {}).get("runs", [])}


# ----------------------------------------------------------------- sections
HOW = [
    """- Machine: {machine}{versions}; load average (1 / 5 / 15 min) {before} at the start,
{after} at the end. Other work on the machine shows in wall times, not in CPU times.""",
    """- Whole commands (`cli`) are timed from start to exit, in wall time and in the command's
CPU time (user + system, from the child's resource usage); {best} by wall time. Their ops are
the run's own count, from the run's summary.json.""",
    """- In-process timings (`throughput`) are CPU time of the measuring thread, {inner}, on one
serving trace per pool{steps} recorded on the impl under the checker, the ops both sides rejected
(the workload's misuse) left out.""",
]


def _conditions(summary: dict[str, Any]) -> list[str]:
    load = summary.get("load_average") or {}
    load = {k: " / ".join(f"{v:.2f}" for v in vs) for k, vs in load.items()}
    repeats = {run.get("repeats") for run in _runs(summary).values()}
    inner = summary.get("throughput_repeats")
    versions = ", ".join(f"{k} {v}" for k, v in (summary.get("versions") or {}).items())
    steps = summary.get("trace_steps")
    fill = dict(
        machine=summary.get("machine", "not recorded"),
        versions=f" ({versions})" if versions else "",
        before=load.get("before", "-"),
        after=load.get("after", "-"),
        best=f"best of {repeats.pop()}" if len(repeats) == 1 else "best of several",
        inner=f"best of {inner}" if inner else "best of several (this summary says not how many)",
        steps=f" ({num(steps)} engine steps)" if steps else "",
    )
    return ["## How these figures were taken", "", *(para(item, **fill) for item in HOW), ""]


FIGURES = """
cli_ops_per_s: `{command}`, ops over the whole command's wall time
cli_ops_per_cpu_s: the same commands, ops over their CPU time
cli_runner_ops_per_s: the same commands, ops over the run's own `seconds` (the lockstep loop and
  its audits: no start-up, no report)
cli_marginal_ops_per_s: the same command at {steps} steps beside it: extra ops over extra wall
  time, every fixed cost (start-up, pool, final audit, report) cancelled
cli_cost_ratio_1m_1k: per-op time of the whole command at 1M blocks over 1k
cli_marginal_cost_ratio_1m_1k: marginal per-op time at 1M over 1k
lockstep_over_impl: the trace through the engine's loop (encoding, per-op checks, periodic
  audits, watchdog) over the impl alone on the same ops; max over pools
lockstep_floor_over_impl: the target's share of any per-op lockstep (`time_target_share`): the
  impl's op, then reading back what the checker compares after it (a test holds the reads to the
  checker's), the model, comparison, trace and loop left out as if free; max over pools
impl_over_megatron: the impl over megatron-core {version} on the same traces, both through their
  kvtwin adapters, in that release's venv; max over policies and pools{carried}
"""
"""What each top-level figure of summary.json is and how it is measured: "name: text" lines,
indented lines going on with the text."""


def _measured(summary: dict[str, Any], name: str) -> str:
    rows = summary.get("throughput") or []
    if name == "lockstep_over_impl":
        return by_pool({str(r["pool_size"]): r["lockstep_over_impl"] for r in rows})
    if name == "lockstep_floor_over_impl":
        return by_pool({str(r["pool_size"]): r["target_share_over_impl"] for r in rows})
    if name.endswith("cost_ratio_1m_1k"):
        cpu = name.replace("cost", "cpu_cost")
        return f"wall {num(summary.get(name))}, CPU {num(summary.get(cpu))}"
    value = summary.get(name)
    return by_pool(value) if isinstance(value, dict) or name.startswith("cli_") else num(value)


def _figures(summary: dict[str, Any]) -> list[str]:
    runs = _runs(summary)
    command = runs.get(TARGET_POOL, next(iter(runs.values()), {})).get("command", "kvtwin run")
    marginal = (summary.get("cli") or {}).get("marginal") or {}
    longer = next(iter(marginal.values()), {}).get("longer_run", {}).get("command", "")
    steps = re.search(r"--steps (\d+)", longer)
    peers = summary.get("megatron") or {}
    fill = {
        "command": re.sub(r"--pool-size \d+", "--pool-size P", command),
        "steps": num(int(steps.group(1))) if steps else "more",
        "version": (peers.get("facts") or {}).get("version", ""),
        "carried": " (carried over, not measured in this run)" if peers.get("carried_over") else "",
    }
    rows = []
    for name, what in re.findall(r"^(\w+): (.*?)\n(?=\w|\Z)", FIGURES, re.M | re.S):
        target, met = "", ""
        if name in TARGETS:
            op, bound = TARGETS[name]
            value = summary.get(name)
            if name == "cli_ops_per_s":
                value = (value or {}).get(TARGET_POOL)
            at = f" at {POOL_NAMES[TARGET_POOL]}" if name == "cli_ops_per_s" else ""
            target, met = f"{op} {num(bound)}{at}", verdict(value, op, bound)
        rows.append([f"`{name}`", para(what, **fill), target, _measured(summary, name), met])
    head = "figure | what it is and how it is measured | target | measured | verdict"
    return ["## The figures (`summary.json`, top level)", "", *table(head, rows), ""]


WHOLE = """The whole commands (`cli`, best run), in wall seconds: start-up is `python -c 'import
kvtwin.cli'` (the interpreter, kvtwin and torch imported) timed alone (`cli.startup`); the loop is
the run's own `seconds` (the lockstep loop, its audits included); the rest is the whole command
less those two (pool model and target built, summary, memory snapshot, report and its plot)."""
LOOP = """The loop, in CPU us per op over the recorded trace (`throughput`): the impl alone, the
model alone, the floor (the target's share of a per-op lockstep: the impl and reading back what
is compared) and the engine's loop as the CLI runs it, audits every `audit_every` ops."""


def _where_the_time_goes(summary: dict[str, Any]) -> list[str]:
    runs, lines = _runs(summary), []
    start = ((summary.get("cli") or {}).get("startup") or {}).get("wall_s")
    if runs and start is not None:
        head = "pool | ops | wall s | CPU s | start-up s | loop s | the rest s | max RSS KiB"
        body = [[POOL_NAMES.get(p, p), r["ops"], r["wall_s"], r["cpu_s"], start, r["runner_s"],
                 round(r["wall_s"] - start - r["runner_s"], 3), r["max_rss_kib"]]
                for p, r in runs.items()]  # fmt: skip
        lines += [para(WHOLE), "", *table(head, body, range(1, 8)), ""]
    if rows := summary.get("throughput") or []:
        head = "pool | ops | audit_every | impl | model | floor | lockstep | lockstep / impl"
        keys = ["ops", "audit_every", "impl_us_per_op", "model_us_per_op"]
        keys += ["target_share_us_per_op", "lockstep_us_per_op", "lockstep_over_impl"]
        body = [[POOL_NAMES.get(str(r["pool_size"]), r["pool_size"])] + [r[k] for k in keys]
                for r in rows]  # fmt: skip
        lines += [para(LOOP), "", *table(head, body, range(1, 8)), ""]
    return ["## Where the time goes", "", *lines] if lines else []


WHY_CLI = """**{bound:,} ops/s through the whole command at {pool}** needs its {ops:,} ops to end
within {budget:.2f} s; it took {wall_s} s. Start-up alone takes {start} s,"""
AFTER_START = """so the loop, the pool, the report and the plot would have to fit in {left:.2f} s;
they take {after_start:.2f} s (the loop {runner_s} s, the rest {rest:.2f} s)."""
SPLIT = """Even the loop split perfectly over the {cores} cores ({split:.2f} s) would"""
LEAVES = """leave {spare:.2f} s for the {rest:.2f} s of building and reporting."""
OVERRUNS = """overrun the budget by {overrun:.2f} s before any building and reporting."""
FIXED = """No change to kvtwin's own code can take torch's import out of a command that drives a
torch allocator, and the command is short enough for its fixed costs to weigh: the per-op rate
with the fixed costs cancelled (`cli_marginal_ops_per_s`, {marginal:,}) is {m_side} the target,
and the loop alone (`cli_runner_ops_per_s`, {runner:,}) {r_side} it."""


def _why_cli(summary: dict[str, Any]) -> list[str]:
    run = _runs(summary).get(TARGET_POOL)
    start = ((summary.get("cli") or {}).get("startup") or {}).get("wall_s")
    if not run or start is None:
        return []
    bound, cores = TARGETS["cli_ops_per_s"][1], cores_of(summary) or 1
    budget, split = run["ops"] / bound, run["runner_s"] / cores
    fill = {**run, "bound": bound, "pool": POOL_NAMES[TARGET_POOL], "budget": budget}
    fill |= {"start": start, "left": budget - start, "after_start": run["wall_s"] - start}
    fill |= {"rest": run["wall_s"] - start - run["runner_s"], "cores": cores, "split": split}
    fill |= {"spare": budget - start - split, "overrun": start + split - budget}
    text = [WHY_CLI, AFTER_START if start < budget else "more than the whole budget."]
    if cores > 1:
        text += [SPLIT, LEAVES if fill["spare"] >= 0 else OVERRUNS]
    marginal = (summary.get("cli_marginal_ops_per_s") or {}).get(TARGET_POOL)
    runner = (summary.get("cli_runner_ops_per_s") or {}).get(TARGET_POOL)
    if marginal is not None and runner is not None:
        fill |= {"marginal": marginal, "runner": runner, "m_side": "over" if marginal >= bound
                 else "under", "r_side": "over" if runner >= bound else "under"}  # fmt: skip
        text.append(FIXED)
    return ["* " + para(" ".join(text), **fill)]


WHY_LOCKSTEP = [
    """* **lockstep <= {bound}x impl**: the loop as built takes {spread}x over the pools
({lockstep_us_per_op} us an op at {pool}, against the impl's {impl_us_per_op}).""",
    """  * *Serially*, everything adds up: the impl and reading back what is compared (the floor,
{target_share_us_per_op} us, of which the impl {impl_us_per_op}) and the model ({model_us_per_op}
us) make {serial:.1f} us, {serial_x:.2f}x the impl, before any comparison, trace encoding or
loop.""",
    """  * *With the model in a second process* on another core, the target's side cannot run
ahead of the model: what it must read back after an op (the blocks the op touched, evictions and
parents included) is the model's to say, and the model cannot apply an allocate before it knows
which ids the impl handed out. So every allocate is a round trip between the two processes, each
op and its readings pickled across. {margin_text}""",
    """  * *Reading the touched blocks once per batch* instead of after every op would avoid the
round trips, but would miss a state difference that a later op of the same batch undoes: such a
divergence would never be named, and the checker names the first divergent op exactly.""",
    """  * None of these designs is built; what is measured is the floor (`time_target_share` in
kvtwin/tools/bench.py) and the loop as it is.""",
]
FLOOR = """And the target's side alone costs the floor, {floors}x the impl over the pools
(`lockstep_floor_over_impl`), """
OVER = FLOOR + "{target_share_over_impl}x at {pool}: over the target already."
MARGIN = FLOOR + "which leaves {margin:.1f} us an op at {pool} for the round trips and the rest."


def _why_lockstep(summary: dict[str, Any]) -> list[str]:
    if not (rows := summary.get("throughput") or []):
        return []
    bound = TARGETS["lockstep_over_impl"][1]
    row = max(rows, key=lambda r: r["lockstep_over_impl"])  # the pool the figure is
    serial = row["target_share_us_per_op"] + row["model_us_per_op"]
    fill = {**row, "bound": bound, "pool": POOL_NAMES.get(str(row["pool_size"]), row["pool_size"])}
    fill |= {"spread": span(r["lockstep_over_impl"] for r in rows), "serial": serial}
    fill |= {"floors": span(r["target_share_over_impl"] for r in rows)}
    fill |= {"margin": (bound - row["target_share_over_impl"]) * row["impl_us_per_op"]}
    fill |= {"serial_x": serial / row["impl_us_per_op"]}
    fill["margin_text"] = para(MARGIN if fill["margin"] > 0 else OVER, **fill)
    return [line[: len(line) - len(line.lstrip())] + para(line, **fill) for line in WHY_LOCKSTEP]


def _why(summary: dict[str, Any]) -> list[str]:
    cli = (summary.get("cli_ops_per_s") or {}).get(TARGET_POOL)
    lines = _why_cli(summary) if cli is not None and cli < TARGETS["cli_ops_per_s"][1] else []
    lockstep = summary.get("lockstep_over_impl")
    if lockstep is not None and lockstep > TARGETS["lockstep_over_impl"][1]:
        lines += _why_lockstep(summary)
    return ["## Why the targets not met are not met", "", *lines, ""] if lines else []


PEERS = """Timed by `{python} -m kvtwin.tools.bench_cli --peer megatron` (the venv `nox -s peers`
builds): both targets in that one process, CPU time, best of several, on the same trace recorded
on the impl, references resolved against the ids each hands out; both through their kvtwin
adapters, which take Python lists."""


def _megatron(summary: dict[str, Any]) -> list[str]:
    peers = summary.get("megatron") or {}
    rows = peers.get("rows") or []
    if not rows:
        why = peers.get("skipped") or peers.get("error") or "no figures"
        return ["## megatron-core (`summary.json` `megatron`)", "", f"Not timed: {why}.", ""]
    version = (peers.get("facts") or {}).get("version", "?")
    head = "policy | pool | ops | impl us/op | megatron us/op | impl / megatron | megatron ops "
    head += "raised | ids unresolved"
    keys = ["policy", "pool_size", "ops", "impl_us_per_op", "megatron_us_per_op"]
    keys += ["impl_over_megatron", "megatron_ops_raised", "megatron_ids_dropped"]
    body = [[r.get(k) for k in keys] for r in rows]
    lines = [f"## megatron-core {version} (`summary.json` `megatron`)", ""]
    if peers.get("carried_over"):
        lines += [f"Carried over, not measured in this run: {peers['carried_over']}.", ""]
    peers_text = para(PEERS, python=peers.get("python", "?"))
    return [*lines, *table(head, body, range(1, 8)), "", peers_text, ""]


FINDINGS = """From start to a shrunk reproduction, wall time, over `seeds` shifts of the seeds of
the standard campaigns (shift 0: the campaigns `kvtwin bugs` runs)."""


def _findings(summary: dict[str, Any]) -> list[str]:
    found = summary.get("time_to_finding") or []
    if not found:
        return []
    keys = ["seeds", "median_seconds", "max_seconds"]
    body = [[f"`{f['variant']}`", *(f[k] for k in keys), span(f["repro_ops"], 0)] for f in found]
    head = "variant | seeds | median s | max s | repro ops"
    return ["## Time to a finding (`summary.json` `time_to_finding`)", "", para(FINDINGS), "",
            *table(head, body, {1, 2, 3}), ""]  # fmt: skip


SOAK = """Written by `python -m kvtwin.tools.soak --out DIR/soak.json` (`nox -s soak`), at its
own time; this page shows that file as it was when the page was rendered."""
SOAK_BLOCKS = """- blocks, `{cmd}` in a child process ({count:,} ops, {seconds} s), its resident set
read from /proc while it ran: {rss_kib_after_warmup:,} KiB after warm-up (a quarter of the
samples), {rss_kib_peak_while_running:,} KiB at most while running ({growth_while_running:+.1%}),
{rss_kib_peak_with_report:,} KiB at most with the report against
{short_run[rss_kib_peak_with_report]:,} KiB for `{short_cmd}` ({report_peak_over_short_run:+.1%});
memory_snapshot.pickle {snapshot} bytes. {verdict} (flat: both within 10%)."""
SOAK_OTHER = """- {scenario}: {count:,} calls in {seconds} s, this process's peak resident set
{peak_kib_after_warmup:,} KiB after warm-up, {peak_kib_at_end:,} KiB at the end ({growth:+.1%}).
{verdict} (flat: within 5%)."""


def _soak(soak: list[dict[str, Any]] | None) -> list[str]:
    if not soak:
        return []
    lines = ["## Memory of the main job (`soak.json`)", "", para(SOAK), ""]
    for e in soak:
        fill = {**e, "verdict": "**Flat**" if e.get("flat") else "**Growing**"}
        if e.get("scenario") == "blocks":
            fill["cmd"] = re.sub(r" --out \S+", "", e["command"])
            fill["short_cmd"] = re.sub(r" --out \S+", "", e["short_run"]["command"])
            fill["snapshot"] = num(e.get("files_bytes", {}).get("memory_snapshot.pickle"))
            lines.append(para(SOAK_BLOCKS, **fill))
        else:
            growth = e["peak_kib_at_end"] / e["peak_kib_after_warmup"] - 1
            lines.append(para(SOAK_OTHER, **fill, growth=growth))
    return [*lines, ""]


INTRO = """Written by `python -m kvtwin.tools.bench --out reports/bench` (the second half of
`nox -s bench`) from `summary.json`, which the same run writes, and `soak.json`; `python -m
kvtwin.tools.bench --out reports/bench --readme-only` renders it again from those files without
measuring. Do not edit it by hand."""
BENCHMARKS = """`benchmarks.json` is pytest-benchmark's output for `benchmarks/` (impl, model and
lockstep per pool, release batches, the prefill op), written by the first half of `nox -s
bench`."""


def render(
    summary: dict[str, Any], soak: list[dict[str, Any]] | None = None, benchmarks: bool = False
) -> str:
    """The page for ``summary`` (summary.json), ``soak`` (soak.json) and whether
    pytest-benchmark's benchmarks.json lies beside them."""
    lines = ["# Speed and scale of the main job", "", para(INTRO), ""]
    for section in (_conditions, _figures, _where_the_time_goes, _why, _megatron, _findings):
        lines += section(summary)
    lines += [*_soak(soak), "## Other files here", ""]
    lines.append(para(BENCHMARKS) if benchmarks else "No `benchmarks.json` here (`nox -s bench`).")
    return "\n".join(lines) + "\n"


def write_readme(out: Path) -> Path:
    """``out/README.md`` from ``out/summary.json`` (and ``out/soak.json``, and
    whether ``out/benchmarks.json`` exists)."""
    out, read = Path(out), lambda name: json.loads((Path(out) / name).read_text())
    soak = read("soak.json") if (out / "soak.json").exists() else None
    text = render(read("summary.json"), soak, (out / "benchmarks.json").exists())
    return write_atomic(out / "README.md", text)
