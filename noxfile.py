"""CI sessions. ``nox -s tests`` is what .ci/run runs; the rest are opt-in."""

from __future__ import annotations

import nox

nox.options.sessions = ["lint", "tests"]
nox.options.reuse_existing_virtualenvs = True

# The CPU wheel of torch 2.13.0 lies on this project's machines; installing it
# first keeps pip from resolving the package's torch range to a CUDA download.
TORCH = "torch==2.13.0"


def install(session: nox.Session, extras: str = "test") -> None:
    session.install(TORCH)
    session.install("-e", f".[{extras}]")


@nox.session
def lint(session: nox.Session) -> None:
    session.install("ruff")
    session.run("ruff", "check", ".")


@nox.session
def tests(session: nox.Session) -> None:
    """The default test run: fast and slow-marked tests split, fast only here."""
    install(session)
    session.run("pytest", *session.posargs)


@nox.session
def bugs(session: nox.Session) -> None:
    """The known-bug detection matrix: every variant caught, the impl clean."""
    install(session)
    session.run("kvtwin", "bugs", "--out", "reports", *session.posargs)


@nox.session
def gpu(session: nox.Session) -> None:
    """The CUDA checks: prefill and the block campaign with the impl on the GPU.
    Skips, saying why, where CUDA is absent. Results land in reports/gpu/."""
    install(session)
    probe = "import torch; print(torch.cuda.is_available() and torch.cuda.get_device_name(0))"
    device = session.run("python", "-c", probe, silent=True).strip()
    if device in ("", "False"):
        session.skip("CUDA is not available on this machine (torch.cuda.is_available() is False)")
    session.log(f"CUDA device: {device}")
    session.run("pytest", "-m", "cuda", "-p", "no:cacheprovider")
    session.run("kvtwin", "run", "prefill", "--device", "cuda", "--out", "reports/gpu/prefill")
    session.run(
        "kvtwin",
        "run",
        "prefill",
        "--device",
        "cuda",
        "--target",
        "bug:scratch-id-wrapper-leak",
        "--out",
        "reports/gpu/prefill-leak",
        success_codes=[1],
    )
    for policy in ("lru", "ref_zero"):
        session.run(
            "kvtwin",
            "run",
            "blocks",
            "--device",
            "cuda",
            "--policy",
            policy,
            "--steps",
            "5000",
            "--out",
            f"reports/gpu/blocks-{policy}",
        )


@nox.session
def bench(session: nox.Session) -> None:
    """pytest-benchmark suite, then the figures of reports/bench/summary.json: the
    main job through the CLI at 1k/100k/1M blocks, lockstep over impl, impl over
    megatron-core 0.19.2 (timed in the venv ``nox -s peers`` builds, if present)."""
    install(session)
    session.run(
        "pytest",
        "benchmarks",
        "-p",
        "no:cacheprovider",
        "--benchmark-json",
        "reports/bench/benchmarks.json",
        *session.posargs,
    )
    session.run("python", "-m", "kvtwin.tools.bench", "--out", "reports/bench")


@nox.session
def soak(session: nox.Session) -> None:
    """The main job as a user runs it (``kvtwin run blocks``, about 1M ops) and 20k
    prefill calls on the correct impls, memory sampled at intervals (it must stay
    flat); reports/bench/soak.json."""
    install(session)
    session.run(
        "python", "-m", "kvtwin.tools.soak", "--out", "reports/bench/soak.json", *session.posargs
    )
    # the bench page shows the soak's figures too (soak exits 1 when memory grows)
    session.run("python", "-m", "kvtwin.tools.bench", "--out", "reports/bench", "--readme-only")


@nox.session
def campaigns(session: nox.Session) -> None:
    """Long seeded campaigns and the slow Hypothesis runs."""
    install(session)
    session.run("pytest", "-m", "slow", *session.posargs)
    for policy in ("lru", "ref_zero"):
        session.run(
            "kvtwin",
            "run",
            "blocks",
            "--policy",
            policy,
            "--steps",
            "20000",
            "--out",
            f"runs/campaign-{policy}",
        )


# ---------------------------------------------------------------- peers
# megatron-core releases checked by ``nox -s peers`` (see kvtwin/tools/peers.py).
PEER_VERSIONS = ("0.17.1", "0.18.2", "0.19.2")
# torch for Python 3.12 comes from the registry as a CUDA build: about 3 GB of
# wheels, 5.4 GB installed. It goes into one folder, once, which every version's
# venv reads through a .pth file; each version then adds megatron-core alone.
PEER_TORCH = "torch>=2.6"  # megatron-core's own requirement
PEER_TORCH_LAYER = ".nox/peers-torch"


def _python_312() -> str:
    """nox looks for ``python3.12`` on PATH; pyenv's shim answers only when
    PYENV_VERSION names 3.12, so name pyenv's own 3.12 where that is the case."""
    import shutil
    import subprocess
    from pathlib import Path

    shim = shutil.which("python3.12")
    if shim and subprocess.run([shim, "-V"], capture_output=True).returncode == 0:
        return "3.12"
    found = sorted(Path.home().glob(".pyenv/versions/3.12*/bin/python3.12"))
    return str(found[-1]) if found else "3.12"


def _megatron_venv(session: nox.Session, megatron_core: str) -> None:
    """torch from the shared layer, megatron-core alone on top, kvtwin editable."""
    from pathlib import Path

    # megatron-core appends `git rev-parse HEAD` of the folder it is installed in to its
    # version; inside kvtwin's checkout that is kvtwin's commit, never megatron's
    session.env["NO_VCS_VERSION"] = "1"

    layer = Path(PEER_TORCH_LAYER).resolve()
    if not (layer / ".complete").exists():
        # run_install: these are install steps, which `nox --install-only` runs too
        session.run_install("python", "-m", "pip", "install", "--target", str(layer), PEER_TORCH)
        layer.mkdir(parents=True, exist_ok=True)
        (layer / ".complete").write_text(PEER_TORCH + "\n")
    purelib = session.run_install(
        "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", silent=True
    )
    Path(str(purelib).strip(), "kvtwin-peers-torch.pth").write_text(f"{layer}\n")
    session.install("--no-deps", f"megatron-core=={megatron_core}")
    session.install("numpy", "packaging>=24.2", "pytest", "-e", ".")


MEGATRON_TESTS = ("tests/engines/megatron", "tests/core/engine_level")


@nox.session(python=_python_312(), default=False)
@nox.parametrize("megatron_core", PEER_VERSIONS)
def peers(session: nox.Session, megatron_core: str) -> None:
    """megatron-core at both levels (its KVBlockAllocator under the generic block
    campaigns; its own serving path under engine-level campaigns): writes
    reports/peers/megatron-core-VERSION/ (summary.json, summary.md, kvtwin
    reproductions, standalone/ tests run on the release, verdicts of every other
    release's tests) and regenerates reports/peers/README.md."""
    _megatron_venv(session, megatron_core)
    session.run("pytest", "-q", *MEGATRON_TESTS)
    out = f"reports/peers/megatron-core-{megatron_core}"
    session.run(
        "python", "-m", "kvtwin.tools.peers", "--target", "megatron", "--out", out,
        *session.posargs,
    )  # fmt: skip
    if megatron_core == PEER_VERSIONS[-1]:  # the release megatron-hybrid was built against
        session.run(
            "python", "-m", "kvtwin.tools.peers", "--target", "megatron-hybrid",
            "--out", f"{out}/hybrid", "--shrink-seconds", "30", "--legitimate-steps", "300",
        )  # fmt: skip


@nox.session(name="peers-main", python=_python_312(), default=False)
def peers_main(session: nox.Session) -> None:
    """Megatron-LM's own branch as a source tree: ``KVTWIN_MEGATRON_MAIN=/path/to/
    Megatron-LM nox -s peers-main``. The tree goes first on sys.path (the release's
    wheel below it brings nothing the tree does not override); the report in
    reports/peers/megatron-core-main/ names the tree's commit, and each release's
    standalone test gets its verdict on the tree, a fixed one bisected to its
    commit since ``$KVTWIN_BISECT_SINCE`` (default origin/core_r0.19.0)."""
    import os
    from pathlib import Path

    tree = os.environ.get("KVTWIN_MEGATRON_MAIN")
    if not tree:
        session.skip("set KVTWIN_MEGATRON_MAIN to a Megatron-LM checkout (git clone of main)")
    if not Path(tree, "megatron", "core").is_dir():
        session.error(f"KVTWIN_MEGATRON_MAIN={tree} has no megatron/core/ folder")
    release = PEER_VERSIONS[-1]
    _megatron_venv(session, release)
    if not Path(f"reports/peers/megatron-core-{release}/standalone").is_dir():
        # the verdicts run the release's standalone tests: make them first
        out = f"reports/peers/megatron-core-{release}"
        session.run("python", "-m", "kvtwin.tools.peers", "--target", "megatron", "--out", out)
    since = os.environ.get("KVTWIN_BISECT_SINCE", "origin/core_r0.19.0")
    session.run(
        "python", "-m", "kvtwin.tools.peers", "--target", "megatron", "--engine-path", tree,
        "--bisect-since", since, "--out", "reports/peers/megatron-core-main", *session.posargs,
    )  # fmt: skip
    session.run(
        "python", "-m", "kvtwin.tools.peers", "--target", "megatron-hybrid", "--engine-path",
        tree, "--bisect-since", since, "--out", "reports/peers/megatron-core-main/hybrid",
        "--shrink-seconds", "30", "--legitimate-steps", "300",
    )  # fmt: skip


@nox.session(default=False)
def report(session: nox.Session) -> None:
    """Regenerate reports/: the standard scenarios drawn (each known-bug variant
    beside the correct implementation), report.md and the bug matrix (bugs.md)."""
    install(session)
    session.run("kvtwin", "report", "--out", "reports", *session.posargs)


@nox.session(default=False)
def adversarial(session: nox.Session) -> None:
    """The hostile-target, malformed-trace, interrupt and full-disk suite, slow
    cases included: 0 writes outside the named folder, 0 files lost that kvtwin
    did not write, 0 false passes, 0 lost findings, 0 tracebacks, 0 hangs. The
    full-disk cases mount a tmpfs in a mount namespace of their own (unshare -rm)
    and skip, saying why, where the machine allows none."""
    install(session)
    session.run(
        "pytest",
        "-m",
        "slow or not slow",
        "tests/core/test_containment.py",
        "tests/core/test_malformed_traces.py",
        "tests/core/test_ownership.py",
        "tests/core/test_import_exits.py",
        "tests/core/test_timers.py",
        "tests/core/test_signals.py",
        "tests/core/test_full_disk.py",
        "tests/core/test_hand_edited.py",
        "tests/core/test_shrink_limits.py",
        "tests/fuzz/test_limits.py",
        *session.posargs,
    )


@nox.session(default=False)
def fuzz(session: nox.Session) -> None:
    """``kvtwin fuzz`` with a short budget: the impl must stay clean, every
    ``bug:`` variant must be found (new, or known from an earlier run); then
    the fuzzer's tests, the Ray backend's included (the ``ray`` extra)."""
    install(session, "test,ray")
    session.run("kvtwin", "fuzz", "--target", "impl", "--budget", "30", "--out", "runs/fuzz/impl")
    bugs = ("--target", "bug:*", "--budget", "90", "--out", "runs/fuzz/bugs")
    session.run("kvtwin", "fuzz", *bugs, success_codes=[1])
    check = (
        "import json, sys\n"
        "from kvtwin.core.registry import scenarios, variants\n"
        "summary = json.load(open('runs/fuzz/bugs/summary.json'))\n"
        "found = {f['target'] for f in summary['findings'] if f['status'] != 'gone'}\n"
        "missed = [v for s in scenarios() for v in variants(s) if v not in found]\n"
        "print('every bug: variant found' if not missed else f'missed: {missed}')\n"
        "sys.exit(1 if missed else 0)\n"
    )
    session.run("python", "-c", check)
    session.run("pytest", "-m", "slow or not slow", "tests/fuzz", *session.posargs)


@nox.session(name="fuzz-bench", default=False)
def fuzz_bench(session: nox.Session) -> None:
    """The figures of reports/fuzz/ through the `kvtwin fuzz` command (local pool and
    Ray), then reports/fuzz/README.md from its summary.json, e.g.
    `nox -s fuzz-bench -- --part throughput --key throughput --budget 20 --reps 3 --priority`."""
    install(session, "test,ray")
    session.run(
        "python", "-m", "kvtwin.tools.fuzz_bench", "--out", "reports/fuzz", *session.posargs
    )


@nox.session(default=False)
def mutation(session: nox.Session) -> None:
    """Mutation testing of the campaigns with cosmic-ray over impl/blocks.py,
    impl/scratch.py and the prefill op (impl/prefill.py, impl/prefill_scratch.py,
    impl/kda_chunked.py): a mutant counts as killed only when the
    generic hunt campaigns of its scenario diverge; survivors then face the unit
    tests. Resumable (work in runs/mutation/); scores and every survivor's class
    in reports/mutation/. Pass ``-- --files impl/blocks.py`` to run one file."""
    install(session)
    session.install("cosmic-ray==8.7.0")
    session.run("python", "-m", "kvtwin.tools.mutation", *session.posargs)


# ---------------------------------------------------------------- peers-vllm
# vLLM releases checked by ``nox -s peers-vllm`` (the same kvtwin.tools.peers, over
# kvtwin/scenarios/blocks/targets/vllm).
# 0.33.0 is the newest. 0.23.0 is the last release before vllm-project/vllm#42656
# (in 0.24.0), which rewrote BlockPool.free_blocks: 0.23's free_blocks decrements
# every listed block first and then queues every entry whose count is zero, so a
# block two owners release in one call is queued twice (vllm#42571's double
# free), and it appends freed blocks at the tail where 0.24+ put them at the head.
VLLM_RELEASES = ("0.33.0", "0.23.0")


# Each release pins its own torch (0.33.0: 2.14.0; 0.23.0: 2.11.0), so each gets a
# venv of its own: about 5 minutes and 9.4 GB per release, installed once.
@nox.session(name="peers-vllm", python=_python_312(), default=False)
@nox.parametrize("vllm", VLLM_RELEASES)
def peers_vllm(session: nox.Session, vllm: str) -> None:
    """vLLM's BlockPool (allocator level) and Scheduler (engine level, the
    ``vllm-engine`` driver) against the model: writes reports/peers/vllm-VERSION/
    (summary, reproductions, standalone tests run on the release, verdicts of the
    other release's tests) and regenerates reports/peers/README.md."""
    # vLLM first: kvtwin's own torch range then keeps the torch vLLM pinned
    session.install(f"vllm=={vllm}", "pytest")
    session.install("-e", ".")
    session.run(
        "pytest",
        "-q",
        "tests/engines/vllm",
        "tests/core/engine_level",
        "tests/model/test_eviction_flavours.py",
    )
    out = f"reports/peers/vllm-{vllm}"
    session.run(
        "python", "-m", "kvtwin.tools.peers", "--target", "vllm", "--out", out,
        "--timing-pool", "1024", *session.posargs,
    )  # fmt: skip


SGLANG_RELEASE = "0.5.23"
SGLANG_FIGURE_PINS = (
    "matplotlib==3.11.2", "contourpy==1.3.3", "cycler==0.12.1", "fonttools==4.68.0",
    "kiwisolver==1.5.1", "pyparsing==3.3.2", "python-dateutil==2.9.0.post0", "six==1.17.0",
)  # fmt: skip


# Python 3.11: the local torch 2.13.0 CPU wheel and sglang's Rust tree core are
# cp311. Every package after torch goes in with --no-deps: a resolver run would
# replace torch with a multi-GB CUDA build (sglang pins torch 2.14.1). About 2
# minutes and 2.4 GB; torchvision is stood in at import (every torchvision wheel
# for this torch is a CUDA build), see kvtwin/engines/sglang/standin.py.
@nox.session(name="peers-sglang", python="3.11", default=False)
def peers_sglang(session: nox.Session) -> None:
    """SGLang's radix cache on both tree cores (allocator level) and its
    Scheduler's step methods (engine level) against model.radix, through the kit's
    peers tool (both cores in one report): writes reports/peers/sglang-VERSION/
    (summary, reproductions, standalone tests run on the release, the per-op cost
    of both cores in timing.png) and regenerates reports/peers/README.md."""
    pins = f"kvtwin/engines/sglang/pins-{SGLANG_RELEASE}.txt"
    session.install(TORCH)
    session.install("--no-deps", f"sglang=={SGLANG_RELEASE}")
    session.install("--no-deps", "-r", pins)
    session.install("--no-deps", "-e", ".")
    session.install("--no-deps", *SGLANG_FIGURE_PINS)  # timing.png, drawn in this venv
    env = {"RUST_BACKTRACE": "0"}  # a Rust panic is a finding, not 30 lines of backtrace
    tests = ("tests/model/test_radix.py", "tests/scenarios/radix", "tests/engines/sglang")
    session.run("pytest", "-q", *tests, env=env)
    out = f"reports/peers/sglang-{SGLANG_RELEASE}"
    session.run(
        "python", "-m", "kvtwin.tools.peers", "--target", "sglang", "--target", "sglang-python",
        "--out", out, *session.posargs, env=env,
    )  # fmt: skip
    session.run("python", "-m", "kvtwin.engines.sglang.timing", "--out", out)
    session.run("python", "-m", "kvtwin.tools.peers_annex", "--out", out, "--timing",
                f"{out}/timing.json")  # fmt: skip
