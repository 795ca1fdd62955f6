"""A mutation run: one cosmic-ray session per mutated file, run by HTTP workers
in copies of the tree, then the unit tests over the campaigns' survivors.

Layout of the work folder (``runs/mutation`` by default, kept between runs)::

    WORK/tree-0, tree-1 ...       copies of the tracked files, one per worker
    WORK/<file stem>/config.toml  the cosmic-ray config of the file's session
    WORK/<file stem>/session.sqlite   cosmic-ray's session (mutants, results)
    WORK/<file stem>/tests.json   survivors against the unit tests
    WORK/<file stem>/coverage.json  what the campaigns draw of the input domain
    WORK/fingerprint.json         what the sessions were made from

Resuming: a session whose file, campaigns and harness are unchanged keeps its
results and ``cosmic-ray exec`` runs only the mutants still pending; the tests
pass skips survivors it has already judged. Anything changed (the mutated file,
any tracked file under ``kvtwin/``, ``model/``, ``impl/``) starts the sessions
afresh, since old verdicts would be about other code.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from kvtwin.core.files import write_atomic
from kvtwin.tools.mutation import CAMPAIGNS, FILES, TESTS
from kvtwin.tools.mutation.equivalent import ANNOTATION_REASON, annotation_spans, in_annotation
from kvtwin.tools.mutation.report import load_classes, mutant_id

COVERAGE = "coverage.json"
"""A session's record of what its campaigns draw (``campaigns.py --coverage``)."""
HARNESS = ("kvtwin/", "model/", "impl/")
"""Tracked paths whose content a session's verdicts depend on."""


def tracked_files(root: Path) -> list[str]:
    """The files ``git`` tracks (or would: untracked, not ignored) under ``root``."""
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "-z"],
        cwd=root,
        check=True,
        capture_output=True,
    ).stdout.decode()
    return sorted(p for p in listed.split("\0") if p and (root / p).is_file())


def fingerprint(root: Path, files: Sequence[str]) -> dict[str, str]:
    """sha256 of every tracked harness file, and of the campaign budget."""
    prints = {
        path: hashlib.sha256((root / path).read_bytes()).hexdigest()
        for path in files
        if path.startswith(HARNESS) and path.endswith(".py")
    }
    prints["campaigns"] = json.dumps(CAMPAIGNS, sort_keys=True)
    return prints


def copy_tree(root: Path, files: Sequence[str], dest: Path) -> None:
    """``dest`` holds exactly the tracked files of ``root``."""
    if dest.exists():
        shutil.rmtree(dest)
    for path in files:
        target = dest / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / path, target)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cosmic_ray(*args: str, cwd: Path, quiet: bool = True) -> None:
    command = [sys.executable, "-m", "cosmic_ray.cli", *args]
    out = subprocess.DEVNULL if quiet else None
    subprocess.run(command, cwd=cwd, check=True, stdout=out)


@contextlib.contextmanager
def workers(trees: Sequence[Path], log: Path) -> Iterator[list[str]]:
    """One ``cosmic-ray http-worker`` per tree (on loopback); their URLs."""
    ports = [free_port() for _ in trees]
    procs = []
    with log.open("a") as sink:
        for tree, port in zip(trees, ports, strict=True):
            command = [sys.executable, "-m", "cosmic_ray.cli", "http-worker", "--port", str(port)]
            env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "OMP_NUM_THREADS": "1"}
            procs.append(subprocess.Popen(command, cwd=tree, stdout=sink, stderr=sink, env=env))
        try:
            for port in ports:
                _wait_for(port)
            yield [f"http://127.0.0.1:{port}" for port in ports]
        finally:
            for proc in procs:
                proc.terminate()
            for proc in procs:
                proc.wait(timeout=30)


def _wait_for(port: int, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
            return
        time.sleep(0.2)
    raise RuntimeError(f"cosmic-ray worker on port {port} did not start in {seconds:.0f} s")


def config_text(module: str, urls: Sequence[str], timeout: float) -> str:
    command = f"{sys.executable} -m kvtwin.tools.mutation.campaigns {' '.join(FILES[module])}"
    urls_toml = ", ".join(f'"{url}"' for url in urls)
    return (
        "[cosmic-ray]\n"
        f'module-path = "{module}"\n'
        f"timeout = {timeout}\n"
        "excluded-modules = []\n"
        f'test-command = "{command}"\n\n'
        "[cosmic-ray.distributor]\n"
        'name = "http"\n\n'
        "[cosmic-ray.distributor.http]\n"
        f"worker-urls = [{urls_toml}]\n"
    )


def skip_annotations(session: Path, source: str) -> int:
    """Mark the mutants inside annotations as skipped (``equivalent.py``)."""
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import WorkerOutcome, WorkResult

    spans = annotation_spans(source)
    skipped = 0
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item in list(db.pending_work_items):
            mutation = item.mutations[0]
            if in_annotation(mutation.start_pos, spans):
                result = WorkResult(output=ANNOTATION_REASON, worker_outcome=WorkerOutcome.SKIPPED)
                db.set_result(item.job_id, result)
                skipped += 1
    return skipped


def baseline(tree: Path, module: str, coverage: Path | None = None) -> float:
    """The campaigns on the unmutated tree must agree; their duration. ``coverage``:
    where to write what they draw of the input domain (``report.py`` reads it)."""
    started = time.monotonic()
    command = [sys.executable, "-m", "kvtwin.tools.mutation.campaigns", *FILES[module]]
    if coverage is not None:
        command += ["--coverage", str(coverage)]
    done = subprocess.run(command, cwd=tree, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(
            f"the campaigns fail on the unmutated tree ({module}): every mutant would "
            f"count as killed.\n{done.stdout}{done.stderr}"
        )
    return time.monotonic() - started


def run_session(
    work: Path, trees: Sequence[Path], module: str, log: Path, fresh: bool
) -> dict[str, Any]:
    """The file's cosmic-ray session, created or resumed, run to the end."""
    folder = work / Path(module).stem
    session = folder / "session.sqlite"
    if fresh and folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True, exist_ok=True)
    seconds = baseline(trees[0], module, folder / COVERAGE)
    # a mutant that only slows the campaigns down is not a hang: generous limit
    timeout = round(max(120.0, 10 * seconds), 1)
    with workers(trees, log) as urls:
        config = folder / "config.toml"
        config.write_text(config_text(module, urls, timeout))
        if not session.exists():
            shutil.copy2(trees[0] / module, folder / "original.py")
            cosmic_ray("init", str(config), str(session), cwd=trees[0])
            skip_annotations(session, (trees[0] / module).read_text())
        cosmic_ray("exec", str(config), str(session), cwd=trees[0])
    return {"baseline_seconds": round(seconds, 2), "timeout": timeout}


def survivors(session: Path) -> list[dict[str, Any]]:
    """The mutants the campaigns left alive, with where they are."""
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import TestOutcome

    found = []
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item, result in db.completed_work_items:
            if result.test_outcome == TestOutcome.SURVIVED:
                mutation = item.mutations[0]
                found.append(
                    {
                        "job_id": item.job_id,
                        "operator": mutation.operator_name,
                        "occurrence": mutation.occurrence,
                        "line": mutation.start_pos[0],
                        "column": mutation.start_pos[1],
                        "diff": result.diff,
                    }
                )
    return found


HYPOTHESIS_SEED = 0
"""Hypothesis' seed in the tests pass (``--hypothesis-seed``)."""


def test_survivor(
    tree: Path, module: str, mutant: dict[str, Any], original: bytes
) -> dict[str, Any]:
    """Apply one survivor to the session's ``original`` file in ``tree``, run the
    unit tests of its file, restore."""
    path = tree / module
    path.write_bytes(original)
    try:
        cosmic_ray("apply", module, mutant["operator"], str(mutant["occurrence"]), cwd=tree)
        # a fixed seed: the state machines draw the same examples on every run,
        # so a fresh clone reproduces the committed verdicts exactly
        command = [
            sys.executable,
            "-m",
            "pytest",
            "-x",
            "-q",
            "-p",
            "no:cacheprovider",
            f"--hypothesis-seed={HYPOTHESIS_SEED}",
        ]
        env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "KVTWIN_REPRO_DIR": str(tree / "r")}
        done = subprocess.run(
            [*command, *TESTS[module]], cwd=tree, capture_output=True, text=True, env=env
        )
    finally:
        path.write_bytes(original)
    tail = (done.stdout + done.stderr).strip().splitlines()[-3:]
    return {"killed": done.returncode != 0, "exit": done.returncode, "tail": tail}


def run_tests_pass(work: Path, trees: Sequence[Path], module: str) -> dict[str, Any]:
    """Every campaigns survivor not classified equivalent against the unit tests
    (an equivalent one counts in neither score; resumable)."""
    folder = work / Path(module).stem
    record = folder / "tests.json"
    verdicts: dict[str, Any] = json.loads(record.read_text()) if record.exists() else {}
    classes = load_classes()
    pending = [
        m
        for m in survivors(folder / "session.sqlite")
        if m["job_id"] not in verdicts
        and classes.get(mutant_id(module, m["operator"], m["diff"]), {}).get("class")
        != "equivalent"
    ]
    free = list(trees)
    lock = threading.Lock()
    original = (folder / "original.py").read_bytes()

    def judge(mutant: dict[str, Any]) -> None:
        with lock:
            tree = free.pop()
        try:
            verdict = test_survivor(tree, module, mutant, original)
        finally:
            with lock:
                free.append(tree)
        with lock:
            verdicts[mutant["job_id"]] = verdict
            write_atomic(record, json.dumps(verdicts, indent=1) + "\n")

    with ThreadPoolExecutor(len(trees)) as pool:
        list(pool.map(judge, pending))
    return verdicts
