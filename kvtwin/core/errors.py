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
