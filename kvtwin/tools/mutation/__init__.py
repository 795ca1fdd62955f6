"""Mutation testing of the campaigns (``nox -s mutation``), with cosmic-ray.

Which mutants count: a mutant of ``impl/`` is killed by the campaigns only when
the generic campaigns of the scenario its file belongs to, the same fixed,
seeded hunt campaigns ``kvtwin bugs`` runs against every target, diverge on
the ``impl`` target (``campaigns.py``; the first ``CAMPAIGNS[scenario]`` of them,
a fixed budget, so a fresh clone reproduces the score). Nothing in them knows
which mutant is applied. The campaigns' survivors then face the unit tests
(``TESTS``), which gives the second score, campaigns plus tests.

Why cosmic-ray (and not mutmut): it mutates the real source file on disk and
runs any command as the test, so the campaigns run unchanged, exactly as
``kvtwin bugs`` runs them; mutmut 3 rewrites every function into trampolines
(the campaigns ran about four times slower through them, and methods change
shape) and takes its tests through pytest only. cosmic-ray's sessions live in
SQLite and ``exec`` runs only the pending mutants, so a stopped run resumes;
its HTTP workers run mutants in parallel, each in its own copy of the tree. It
does not mutate string literals (error messages, which the contract never
compares), which leaves fewer equivalent mutants to classify.

Parts: ``campaigns.py`` (the test command), ``driver.py`` (work copies,
sessions, workers, the test pass over survivors), ``report.py`` (scores and
survivor classes into ``reports/mutation/``), ``survivors.toml`` (each
survivor's class and reason, by hand).
"""

from __future__ import annotations

FILES: dict[str, tuple[str, ...]] = {
    "impl/blocks.py": ("blocks",),
    "impl/scratch.py": ("scratch", "prefill"),
    "impl/prefill.py": ("prefill",),
    "impl/prefill_scratch.py": ("prefill",),
    "impl/kda_chunked.py": ("prefill", "hybrid"),
}
"""Mutated file -> the scenarios whose campaigns must kill its mutants (the scratch
cache faces its own direct callers' campaigns, then the prefill op's; the chunked
op faces the prefill op's, then the hybrid cache's, the one caller that asks for
its states at chunk boundaries and starts it from restored states)."""

CAMPAIGNS: dict[str, int] = {"blocks": 12, "hybrid": 4, "prefill": 21, "scratch": 4}
"""How many of a scenario's hunt campaigns (in their order) a mutant faces."""

_PREFILL_OP_TESTS = (
    "tests/impl/test_prefill.py",
    "tests/impl/test_kda_chunked.py",
    "tests/impl/test_kda_reference.py",
)
"""Split out of one numerics file, which the scratch cache's survivors faced too."""

_PREFILL_TESTS = (
    "tests/impl/test_scratch_cache.py",
    "tests/impl/test_prefill_scratch.py",
    *_PREFILL_OP_TESTS,
    "tests/impl/test_prefill_api.py",
)
"""The op's three modules were one file: each of their survivors faces all of its tests."""

TESTS: dict[str, tuple[str, ...]] = {
    "impl/blocks.py": ("tests/impl/test_blocks.py", "tests/scenarios/blocks/test_statemachine.py"),
    "impl/scratch.py": (
        "tests/impl/test_scratch_cache.py",
        "tests/impl/test_prefill_scratch.py",
        *_PREFILL_OP_TESTS,
    ),
    "impl/prefill.py": _PREFILL_TESTS,
    "impl/prefill_scratch.py": _PREFILL_TESTS,
    "impl/kda_chunked.py": (*_PREFILL_TESTS, "tests/impl/test_hybrid_prefill.py"),
}
"""The unit tests a campaigns survivor faces: the file's own tests (and, for the
allocator, the Hypothesis state machines that drive it against the model)."""
