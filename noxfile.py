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
    """pytest-benchmark suite; JSON under reports/bench/."""
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
    """1M allocator ops and 20k prefill calls on the correct impls, with the
    harness's own peak memory recorded at intervals (it must stay flat)."""
    install(session)
    session.run(
        "python", "-m", "kvtwin.tools.soak", "--out", "reports/bench/soak.json", *session.posargs
    )


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


@nox.session(python=_python_312(), default=False)
@nox.parametrize("megatron_core", PEER_VERSIONS)
def peers(session: nox.Session, megatron_core: str) -> None:
    """The generic block campaigns against megatron-core's KVBlockAllocator:
    writes reports/peers/megatron-core-VERSION/ (summary.json, reproductions)."""
    from pathlib import Path

    layer = Path(PEER_TORCH_LAYER).resolve()
    if not (layer / ".complete").exists():
        session.run("python", "-m", "pip", "install", "--target", str(layer), PEER_TORCH)
        (layer / ".complete").write_text(PEER_TORCH + "\n")
    purelib = session.run(
        "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", silent=True
    )
    Path(str(purelib).strip(), "kvtwin-peers-torch.pth").write_text(f"{layer}\n")
    session.install("--no-deps", f"megatron-core=={megatron_core}")
    session.install("numpy", "packaging>=24.2", "pytest", "-e", ".")
    # the adapter itself
    session.run("pytest", "-q", "tests/scenarios/blocks/test_megatron_target.py")
    session.run(
        "python",
        "-m",
        "kvtwin.tools.peers",
        "--target",
        "megatron",
        "--out",
        f"reports/peers/megatron-core-{megatron_core}",
        *session.posargs,
    )


@nox.session(default=False)
def report(session: nox.Session) -> None:
    """Regenerate reports/: the standard scenarios drawn (each known-bug variant
    beside the correct implementation), report.md and the bug matrix (bugs.md)."""
    install(session)
    session.run("kvtwin", "report", "--out", "reports", *session.posargs)


@nox.session(default=False)
def adversarial(session: nox.Session) -> None:
    """The hostile-target, malformed-trace, interrupt and full-disk suite, slow
    cases included: 0 false passes, 0 lost findings, 0 tracebacks, 0 hangs."""
    install(session)
    session.run(
        "pytest",
        "-m",
        "slow or not slow",
        "tests/engine/test_containment.py",
        "tests/engine/test_malformed_traces.py",
        *session.posargs,
    )
