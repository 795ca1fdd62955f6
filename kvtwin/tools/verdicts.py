"""Each cause's standalone test run on another release or source tree, as evidence:
``python -m kvtwin.tools.verdicts --from REPORT_DIR [--engine-path TREE] --out FILE``.

A standalone test fails on the release its report names. Run here (on the
installed release, or with TREE first on ``PYTHONPATH``), its verdict is:

* ``fixed``: it passes;
* ``still there``: it fails the same way (the same exception, the same message
  with ids, counts and the release's name set aside);
* ``changed``: it fails otherwise (the message says how);
* ``api differs``: it skips, naming the API of the tree it does not know.

With ``--bisect-since REF`` and a git tree, a fixed cause's fixing commit is
found by bisection over the commits since ``git merge-base REF HEAD`` that touch
the engine's package, and the pull request read from the commit's title: the
upstream column then says "fixed on TREE by <commit> (#PR)" from the code, not
from a PR title. The peers tool runs this for every sibling release's report.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from kvtwin.core.engine_record import engine_of
from kvtwin.core.engines import engine_path, git_commit, set_engine_paths
from kvtwin.core.files import write_atomic
from kvtwin.core.standalone import run_tests, tree_env

FIXED, STILL, CHANGED, API = "fixed", "still there", "changed", "api differs"


def normalized(message: str) -> str:
    """A failure's message with what changes between runs and releases set aside."""
    text = re.sub(r"\([^()]*\d[^()]*\)", "()", message)  # "(megatron-core 0.19.2, lru)"
    text = re.sub(r"\d+", "N", text)
    # a list of ids is one thing however long: pytest (9.2 on) cuts a long message
    # itself ("..., 109, 11..."), at a place that moves with the ids' widths
    return re.sub(r"\[N(?:, N)*(?:, )?(?:N?\.\.\.)?\]?", "[N...]", text).strip()


def _line(outcome: dict[str, Any]) -> str:
    """The whole first line where it was kept (a cut one shifts with the ids' widths)."""
    return str(outcome.get("first_line") or outcome.get("message") or "")


def verdict(original: dict[str, Any], now: dict[str, Any]) -> str:
    if now.get("skipped"):
        return API
    if now.get("failed") is False:
        return FIXED
    if now.get("failed") and normalized(_line(now)) == normalized(_line(original)):
        return STILL
    return CHANGED


def tests_of(report: Path) -> list[dict[str, Any]]:
    """The causes of a peers report that have a standalone test on disk."""
    summary = json.loads((report / "summary.json").read_text())
    found = []
    for cause in summary.get("causes", []):
        standalone = cause.get("standalone") or {}
        path = report / str(standalone.get("file") or "")
        if standalone.get("file") and path.is_file():
            found.append({**cause, "test": path, "original": standalone})
    return found


def run_verdicts(
    report: Path, tree: Path | None, package_dirs: tuple[str, ...], since: str | None = None
) -> list[dict[str, Any]]:
    """Every test of ``report`` on what is loaded here (``tree`` first on the path)."""
    causes = tests_of(report)
    if not causes:
        return []
    files = [c["test"] for c in causes]
    outcomes = run_tests(files[0].parent, files, env=tree_env(tree))
    rows = []
    for cause in causes:
        now = outcomes.get(cause["test"].name, {})
        row = {
            "release": report.name,
            "policy": cause.get("policy"),
            "signature": cause["signature"],
            "test": str(cause["test"]),
            "verdict": verdict(cause["original"], now),
            "message": now.get("message"),
        }
        if row["verdict"] == FIXED and tree is not None and since is not None:
            row["fixed_by"] = bisect(tree, since, package_dirs, cause["test"])
        rows.append(row)
    return rows


def bisect(tree: Path, since: str, package_dirs: tuple[str, ...], test: Path) -> dict[str, Any]:
    """The first commit after ``merge-base(since, HEAD)`` at which ``test`` passes."""
    git = ["git", "-C", str(tree)]
    base = _out([*git, "merge-base", since, "HEAD"])
    if not base:
        return {"error": f"no merge-base of {since} and HEAD in {tree}"}
    commits = _out([*git, "rev-list", "--reverse", f"{base}..HEAD", "--", *package_dirs]).split()
    if not commits:
        return {"error": f"no commit since {since} touches {package_dirs}"}
    low, high = 0, len(commits) - 1  # invariant: the test passes at commits[high]
    while low < high:
        middle = (low + high) // 2
        if _passes_at(tree, commits[middle], package_dirs, test):
            high = middle
        else:
            low = middle + 1
    commit = commits[high]
    title = _out([*git, "log", "-1", "--format=%s", commit])
    pr = re.search(r"\(#(\d+)\)\s*$", title)
    return {
        "commit": commit,
        "title": title,
        "pull_request": int(pr[1]) if pr else None,
        "commits_searched": len(commits),
    }


def _passes_at(tree: Path, commit: str, package_dirs: tuple[str, ...], test: Path) -> bool:
    with tempfile.TemporaryDirectory(prefix="kvtwin-bisect-") as folder:
        archive = subprocess.run(
            ["git", "-C", str(tree), "archive", commit, *package_dirs],
            capture_output=True,
            check=True,
        )
        subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
        outcome = run_tests(test.parent, [test], env=tree_env(Path(folder)))
    return outcome.get(test.name, {}).get("failed") is False


def _out(command: list[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else ""


def upstream_line(row: dict[str, Any], tree_name: str, tracker: str | None) -> str:
    """The upstream column from the evidence: the verdict on ``tree_name`` (and the
    fixing commit), then the tracker reference."""
    fixed = row.get("fixed_by") or {}
    if row["verdict"] == FIXED and fixed.get("commit"):
        pr = f" (#{fixed['pull_request']})" if fixed.get("pull_request") else ""
        evidence = f"fixed on {tree_name} by {fixed['commit'][:10]}{pr}"
    else:
        evidence = f"{row['verdict']} on {tree_name}"
    return evidence + (f"; {tracker}" if tracker and tracker != "none found" else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kvtwin.tools.verdicts", description=__doc__)
    parser.add_argument("--from", dest="reports", type=Path, action="append", required=True)
    parser.add_argument("--engine-path", help="the tree to run them on (else the installed)")
    parser.add_argument("--bisect-since", help="a ref of the release: bisect a fixed cause")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.engine_path:
        set_engine_paths([args.engine_path])
    rows: list[dict[str, Any]] = []
    for report in args.reports:
        summary = json.loads((report / "summary.json").read_text())
        engine = engine_of(summary["target"])
        if engine is None:
            print(
                f"kvtwin verdicts: {report}: {summary['target']} is no outside engine's target",
                file=sys.stderr,
            )
            return 2
        tree = engine_path(engine.name, engine.env)
        rows += run_verdicts(report, tree, engine.package_dirs, args.bisect_since)
    loaded = {"tree": str(tree) if tree else None, "commit": git_commit(tree) if tree else None}
    write_atomic(args.out, json.dumps({"on": loaded, "verdicts": rows}, indent=2) + "\n")
    for row in rows:
        print(f"  {row['release']} {row['signature']}: {row['verdict']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
