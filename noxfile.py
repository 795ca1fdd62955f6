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
    session.run("kvtwin", "bugs", "--out", "reports/bugs", *session.posargs)


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
        "kvtwin", "run", "prefill", "--device", "cuda", "--target", "bug:scratch-id-wrapper-leak",
        "--out", "reports/gpu/prefill-leak", success_codes=[1],
    )
    for policy in ("lru", "ref_zero"):
        session.run(
            "kvtwin", "run", "blocks", "--device", "cuda", "--policy", policy,
            "--steps", "5000", "--out", f"reports/gpu/blocks-{policy}",
        )


@nox.session
def bench(session: nox.Session) -> None:
    """pytest-benchmark suite; JSON under reports/bench/."""
    install(session)
    session.run(
        "pytest", "benchmarks", "-p", "no:cacheprovider",
        "--benchmark-json", "reports/bench/benchmarks.json", *session.posargs,
    )
    session.run("python", "-m", "kvtwin.bench", "--out", "reports/bench")


@nox.session
def soak(session: nox.Session) -> None:
    """1M allocator ops and 20k prefill calls on the correct impls, with the
    harness's own peak memory recorded at intervals (it must stay flat)."""
    install(session)
    session.run("python", "-m", "kvtwin.soak", "--out", "reports/bench/soak.json", *session.posargs)


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
