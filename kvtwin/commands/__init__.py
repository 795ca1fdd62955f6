"""Top-level ``kvtwin`` commands besides ``run``: each module defines HELP,
``add_arguments(parser)`` and ``run(args) -> int``."""

from kvtwin.commands import bugs, fuzz, replay, report, shrink

COMMANDS = {"replay": replay, "shrink": shrink, "bugs": bugs, "report": report, "fuzz": fuzz}
