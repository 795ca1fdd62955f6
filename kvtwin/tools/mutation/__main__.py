"""``python -m kvtwin.tools.mutation``: the mutation run of ``nox -s mutation``.

For each file (default: all of ``FILES``), a cosmic-ray session whose mutants
face the campaigns of the file's scenario, then the unit tests over its
survivors; the scores and survivors go to ``--out`` (``reports/mutation``).
Interrupted, it resumes where it stopped (see ``driver.py``). ``--report`` only
rewrites the report from the sessions there are.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from kvtwin.core.files import write_atomic
from kvtwin.tools.mutation import FILES
from kvtwin.tools.mutation.driver import (
    copy_tree,
    fingerprint,
    run_session,
    run_tests_pass,
    tracked_files,
)
from kvtwin.tools.mutation.report import write_report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", nargs="+", choices=sorted(FILES), default=sorted(FILES))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--work", type=Path, default=Path("runs/mutation"))
    parser.add_argument("--out", type=Path, default=Path("reports/mutation"))
    parser.add_argument("--fresh", action="store_true", help="drop earlier sessions first")
    parser.add_argument("--report", action="store_true", help="only rewrite the report")
    parser.add_argument("--no-tests", action="store_true", help="skip the unit-tests pass")
    parser.add_argument(
        "--tests-only",
        action="store_true",
        help="only the unit-tests pass over the sessions there are (after classifying)",
    )
    args = parser.parse_args(argv)
    if not 1 <= args.workers <= 64:
        parser.error(f"--workers must be in 1..64, got {args.workers}")
    root = Path.cwd()
    if not (root / ".git").exists():
        parser.error("run it from the repository root (it copies the tracked files)")
    work = args.work.resolve()
    files = tracked_files(root)
    prints = fingerprint(root, files)
    stamp = work / "fingerprint.json"
    run_path = work / "run.json"
    run: dict[str, dict[str, float]] = json.loads(run_path.read_text()) if run_path.exists() else {}
    if args.report or args.tests_only:
        if args.tests_only:
            trees = [work / f"tree-{i}" for i in range(args.workers)]
            for module in args.files:
                run_tests_pass(work, trees, module)
        write_report(work, args.out, args.files, {"sessions": run, "workers": args.workers})
        return 0
    fresh = args.fresh or not stamp.exists() or json.loads(stamp.read_text()) != prints
    if fresh:
        run = {}
    trees = [work / f"tree-{i}" for i in range(args.workers)]
    for tree in trees:
        copy_tree(root, files, tree)
    write_atomic(stamp, json.dumps(prints, indent=1) + "\n")
    for module in args.files:
        started = time.monotonic()
        print(f"mutation: {module} against the {' and '.join(FILES[module])} campaigns", flush=True)
        facts = run_session(work, trees, module, work / "workers.log", fresh)
        if not args.no_tests:
            run_tests_pass(work, trees, module)
        facts["seconds"] = round(time.monotonic() - started + run.get(module, {}).get("seconds", 0))
        facts["sha256"] = prints[module]  # the mutated file the verdicts are about
        run[module] = facts
        write_atomic(run_path, json.dumps(run, indent=1) + "\n")
    summary = write_report(work, args.out, args.files, {"sessions": run, "workers": args.workers})
    score = summary["score"]
    print(
        f"mutation: campaigns kill {score['campaigns']}, campaigns plus tests "
        f"{score['campaigns_and_tests']} of the non-equivalent mutants; wrote {args.out}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
