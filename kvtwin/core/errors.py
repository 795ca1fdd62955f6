"""Errors the engine raises for things that are not findings: bad usage, bad
trace files, targets that cannot run here. Each message names what is wrong."""

from __future__ import annotations


class UsageError(ValueError):
    """A configuration mistake (a CLI number out of range, a bad spec): exit 2."""


class TraceError(ValueError):
    """A malformed trace; the message names the bad field."""


class UnknownTarget(UsageError):
    """No target of that name is registered for the scenario."""


class TargetUnavailable(RuntimeError):
    """The target exists but cannot run here (no CUDA, package not installed)."""


class Interrupted(BaseException):
    """The user's own Ctrl-C, raised by the CLI's SIGINT handler. Distinct from a
    KeyboardInterrupt a target raises itself, which is a finding."""


class AdapterRefused(Exception):
    """An adapter answered a call itself, with the contract's error ``kind``, and
    sent nothing to the engine: an argument the engine's API cannot be given at
    all (a bool where its caller always passes an int, a lone id where it takes
    a tensor), or an engine answer it translates (an eviction that found fewer
    blocks than asked). One class for every engine; the report says the adapter
    answered, never that the engine did."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
