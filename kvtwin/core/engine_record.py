"""Outside inference engines as declared plug-ins: one record per engine, checked
when it registers, the way pluggy checks a hook implementation against its spec.

An engine is one package under ``kvtwin/engines/NAME/`` (or a ``--plugin``
module) that calls :func:`register_engine` with an :class:`Engine`: how its code
is loaded (the installed release, or a source tree named by ``--engine-path
NAME=DIR`` or ``$KVTWIN_<NAME>_PATH``: :mod:`kvtwin.core.engine_load`), and, for
each scenario and level, what it provides (:class:`Provides`: a target's
factory, the core it runs where an engine has several, how a finding becomes a
standalone test). Registration checks every piece against what the scenario
declares (the keyword arguments its sessions build targets with, the driver
base of its engine level, the client ops that level sends) and refuses a
missing or mis-shaped one with a message naming it; nothing of a refused record
is registered.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kvtwin.core.errors import UsageError
from kvtwin.core.registry import (
    get_scenario,
    register_target,
    scenarios,
    targets,
    unregister_target,
)
from kvtwin.core.standalone_writer import Standalone, write_finding

NONE_FOUND = "none found"


@dataclass(frozen=True)
class Cause:
    """A cause an engine package describes: its signature, the releases (``0.17``
    matches 0.17.x) and policies it was seen in, what breaks, and the upstream
    tracker reference."""

    signature: str
    releases: tuple[str, ...]
    policies: tuple[str, ...]
    what: str
    upstream: str


def describe_cause(
    causes: Sequence[Cause], version: str, policy: str | None, signature: str
) -> Cause:
    """The described cause for this release, policy and signature, or an undescribed one."""
    alike = [
        c for c in causes if c.signature == signature and (policy is None or policy in c.policies)
    ]
    for cause in alike:
        if any(version == r or version.startswith(r + ".") for r in cause.releases):
            return cause
    if alike:  # the same cause seen in other releases: its description, said so
        seen = ", ".join(alike[0].releases)
        return Cause(
            signature,
            (version,),
            alike[0].policies,
            f"{alike[0].what} (as seen in {seen})",
            alike[0].upstream,
        )
    return Cause(
        signature,
        (version,),
        (policy or "",),
        "not described yet: read the reproduction",
        NONE_FOUND,
    )


@dataclass(frozen=True)
class Candidate:
    """One upstream item a search found for a mechanism."""

    ref: str
    """``NVIDIA/Megatron-LM#6930``."""
    title: str
    state: str
    """``open``, ``merged 2026-08-27``, ``closed unmerged``, or what could be told."""
    same: str
    """Whether it is the same mechanism, and why (or why it cannot be told)."""


@dataclass(frozen=True)
class Upstream:
    """What searching upstream by mechanism found."""

    verdict: str
    """``reported: #N (open)``, ``fixed by #N merged DATE``, ``none found (queries below)``."""
    queries: tuple[str, ...] = ()
    """The queries as run, each with its corpus (``issues: ...``)."""
    candidates: tuple[Candidate, ...] = ()


@dataclass(frozen=True)
class Mechanism:
    """A root cause in an engine's code: what the signatures kvtwin sees come from."""

    id: str
    """A short stable name (``continuation-skip``): the cause report's file name."""
    title: str
    """A title a maintainer would search for."""
    signatures: tuple[str, ...]
    """The cause signatures it shows as, in any scenario, level, core or policy."""
    code: tuple[str, ...]
    """Where it is: ``path/to/file.py:function (lines)``."""
    explanation: str
    """The mechanism, in a paragraph."""
    impact: str
    """``wrong outputs``, ``leak``, ``crash`` or ``efficiency only``, then a sentence."""
    upstream: Upstream = Upstream(NONE_FOUND)


@dataclass(frozen=True)
class Geometry:
    """Engine-level option values that shape an engine's caches: its defaults, or a
    named non-default setting (which the reachability verdict names)."""

    name: str
    """``default``, or the setting (``max_tokens=2000 (not a multiple of 64)``)."""
    values: Mapping[str, Any]
    """Option values of the engine level, over its defaults."""
    used_by: str = ""
    """For a non-default setting: whether a shipped example or the engine's own tests
    use it, and where."""


@dataclass(frozen=True)
class Provides:
    """What an engine provides for one scenario (an engine level is a scenario of its
    own: ``blocks-engine``)."""

    scenario: str
    target: str
    """The target's name (``vllm``, ``vllm-engine``)."""
    description: str
    factory: Callable[..., Any]
    """Builds the target (or the engine-level driver) from the scenario's keyword
    arguments; its return annotation, where it names a class, is checked against
    the scenario's target base."""
    standalone: Standalone | None = None
    """How its findings become tests that need only the engine (None: none)."""
    core: str | None = None
    """Which of the engine's cores it runs, where it has several (SGLang's tree
    cores): the peers survey puts every core of one engine into one report."""
    geometries: tuple[Geometry, ...] = ()
    """For an engine-level target: the engine's default geometry (``default``) and
    named settings the peers survey runs its hunts at, beside the level's own
    small hunts; how a deployment reaches a cause is decided by which of them hit it."""


@dataclass(frozen=True)
class Engine:
    """One outside engine's record."""

    name: str
    """The distribution's name (``megatron-core``): reports, folders and
    ``--engine-path NAME=DIR`` use it."""
    env: str
    """The environment variable that names a source tree of it (``KVTWIN_..._PATH``)."""
    describe: Callable[[], dict[str, Any]]
    """What is loaded (loading it): ``version``, ``commit``, ``location``, ``origin``,
    ``api``; a TargetUnavailable where it cannot be loaded here."""
    provides: tuple[Provides, ...]
    causes: Sequence[Cause] = ()
    """The causes its package describes (what breaks, the upstream reference)."""
    package_dirs: tuple[str, ...] = ()
    """The folders of its Python package in a source tree (``megatron``): what a
    bisection checks out of each commit."""
    mechanisms: Sequence[Mechanism] = ()
    """The root causes its package describes, each with the signatures it shows as."""
    extra_targets: tuple[str, ...] = field(default=())
    """Targets of other registrations that run its code too (a differential of two
    cores, a labelled diagnostic), so that ``engine_of`` names it for them."""

    @property
    def targets(self) -> tuple[str, ...]:
        """The targets that run its code: the allocator level first, then the engine level."""
        own = tuple(p.target for p in self.provides)
        return own + tuple(t for t in self.extra_targets if t not in own)


class EngineRecordError(UsageError):
    """An engine record that does not fit what its scenarios declare."""


IMPACTS = ("wrong outputs", "leak", "crash", "efficiency only")
MECHANISM_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
_ENGINES: dict[str, Engine] = {}
ENV_NAME = re.compile(r"KVTWIN_[A-Z0-9_]+_PATH")


def register_engine(engine: Engine) -> Engine:
    """Check ``engine`` against the scenarios it provides for, then register its
    targets; an EngineRecordError naming the first misfit (nothing registered)."""
    problems = check_record(engine)
    if problems:
        raise EngineRecordError(f"engine {engine.name!r}: " + "; ".join(problems))
    done: list[Provides] = []
    try:
        for piece in engine.provides:
            writer = None if piece.standalone is None else _writer(engine, piece.standalone)
            register_target(
                piece.scenario, piece.target, piece.description, standalone=writer
            )(piece.factory)
            done.append(piece)
    except BaseException:
        for piece in done:
            unregister_target(piece.scenario, piece.target)
        raise
    _ENGINES[engine.name] = engine
    return engine


def _writer(engine: Engine, standalone: Standalone) -> Callable[..., dict[str, Any]]:
    """The registry's standalone writer of one target: the one writer, with the
    description the engine's causes give the finding on the release loaded."""

    def write(trace: Any, folder: Any, stem: str, finding: dict[str, Any]) -> dict[str, Any]:
        version = str(engine.describe().get("version"))
        cause = describe_cause(engine.causes, version, finding.get("policy"), finding["signature"])
        description = {
            "engine": engine.name,
            "release": version,
            "signature": finding["signature"],
            "policy": finding.get("policy"),
            "what": cause.what,
            "upstream": cause.upstream,
        }
        return write_finding(standalone, trace, folder, stem, finding, description)

    return write


def check_record(engine: Engine, *, registered: bool = False) -> list[str]:
    """Every way ``engine`` misfits its scenarios' declarations (empty: it fits);
    ``registered``: the record is registered already (its own names are no clash)."""
    problems: list[str] = []
    if not engine.name or not isinstance(engine.name, str):
        problems.append("name: a distribution name is required")
    if not ENV_NAME.fullmatch(engine.env or ""):
        problems.append(f"env: expected KVTWIN_<NAME>_PATH, got {engine.env!r}")
    if not callable(engine.describe):
        problems.append("describe: not callable")
    elif _required(engine.describe):
        problems.append(f"describe: takes no arguments, but requires {_required(engine.describe)}")
    if not engine.provides:
        problems.append("provides: no scenario")
    if engine.name in _ENGINES and not registered:
        problems.append(f"name: an engine {engine.name!r} is registered already")
    known = scenarios()
    seen: set[tuple[str, str]] = set()
    for index, piece in enumerate(engine.provides):
        where = f"provides[{index}] ({piece.scenario}/{piece.target})"
        if piece.scenario not in known:
            problems.append(f"{where}: no scenario {piece.scenario!r}; known: {', '.join(known)}")
            continue
        if (piece.scenario, piece.target) in seen:
            problems.append(f"{where}: provided twice")
        seen.add((piece.scenario, piece.target))
        if piece.target in targets(piece.scenario) and not registered:
            problems.append(f"{where}: target {piece.target!r} is registered already")
        problems += [f"{where}: {p}" for p in _fits(piece, get_scenario(piece.scenario))]
    for index, cause in enumerate(engine.causes):
        if not isinstance(cause, Cause) or not cause.signature or not cause.releases:
            problems.append(f"causes[{index}]: a Cause with a signature and releases")
    seen_ids: set[str] = set()
    for index, mechanism in enumerate(engine.mechanisms):
        where = f"mechanisms[{index}]"
        if not isinstance(mechanism, Mechanism) or not MECHANISM_ID.fullmatch(mechanism.id):
            problems.append(f"{where}: a Mechanism with an id of lowercase words and dashes")
            continue
        if mechanism.id in seen_ids:
            problems.append(f"{where}: id {mechanism.id!r} given twice")
        seen_ids.add(mechanism.id)
        if not mechanism.signatures or not mechanism.code:
            problems.append(f"{where} ({mechanism.id}): signatures and code lines are required")
        if mechanism.impact.split(":")[0] not in IMPACTS:
            problems.append(f"{where} ({mechanism.id}): impact starts with one of {IMPACTS}")
    return problems


def _fits(piece: Provides, scenario: Any) -> list[str]:
    """How ``piece`` misfits ``scenario``: its factory's keywords and return type,
    the client ops its driver must take, its standalone bundle."""
    problems: list[str] = []
    if not callable(piece.factory):
        return ["factory: not callable"]
    keywords = scenario.target_keywords
    try:
        parameters = inspect.signature(piece.factory).parameters
    except (TypeError, ValueError):
        return ["factory: its signature cannot be read"]
    takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())
    if keywords is not None:
        required = [
            name
            for name, p in parameters.items()
            if p.default is inspect.Parameter.empty
            and p.kind in (inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
        ]
        extra = sorted(set(required) - set(keywords))
        if extra:
            problems.append(
                f"factory: requires {extra}, which scenario {scenario.name} never passes "
                f"(it passes {sorted(keywords)})"
            )
        missing = sorted(k for k in keywords if k not in parameters and not takes_any)
        if missing:
            problems.append(f"factory: does not take {missing}, which {scenario.name} passes")
    built = _returns(piece.factory)
    base = scenario.target_base
    if built is not None and base is not None and not issubclass(built, base):
        problems.append(
            f"factory: builds {built.__name__}, not a {base.__name__} (what {scenario.name} drives)"
        )
    verbs = getattr(getattr(scenario, "engine_level", None), "verbs", ())
    if built is not None and "abort" in verbs and _inherited(built, "abort", base):
        problems.append(f"factory: {built.__name__} does not implement abort, which "
                        f"{scenario.name}'s traffic sends")  # fmt: skip
    if piece.standalone is not None:
        if not isinstance(piece.standalone, Standalone):
            problems.append("standalone: a Standalone (kvtwin.core.standalone_writer)")
        else:
            problems += [f"standalone: {p}" for p in piece.standalone.problems()]
    return problems


def _required(function: Callable[..., Any]) -> list[str]:
    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return []
    return [
        p.name
        for p in parameters
        if p.default is inspect.Parameter.empty
        and p.kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
    ]


def _returns(factory: Callable[..., Any]) -> type | None:
    """The class a factory builds: itself, or its return annotation where that
    resolves to a class (None: it cannot be told before building)."""
    if isinstance(factory, type):
        return factory
    try:
        hints = inspect.get_annotations(factory, eval_str=True)
    except Exception:  # an annotation that names what is imported only later
        return None
    built = hints.get("return")
    return built if isinstance(built, type) else None


def _inherited(cls: type, method: str, base: type | None) -> bool:
    """Whether ``cls`` takes ``method`` unchanged from the core's driver base."""
    for klass in cls.__mro__:
        if method in vars(klass):
            return getattr(vars(klass)[method], "__isabstractmethod__", False) or (
                klass.__module__ == "kvtwin.core.engine_level.driver"
            )
    return True


def engines() -> dict[str, Engine]:
    scenarios()  # engine packages register when kvtwin's packages are discovered
    return dict(sorted(_ENGINES.items()))


def engine_of(target: str) -> Engine | None:
    """The engine whose code ``target`` runs (None: kvtwin's own or the model)."""
    return next((e for e in engines().values() if target in e.targets), None)


def unregister_engine(name: str) -> None:
    """Take an engine's record and its targets back (tests build toy engines)."""
    engine = _ENGINES.pop(name, None)
    for piece in engine.provides if engine else ():
        unregister_target(piece.scenario, piece.target)
