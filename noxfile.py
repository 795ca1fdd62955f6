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
