"""Top-level ``kvtwin`` commands besides ``run``: each module defines HELP,
``add_arguments(parser)`` and ``run(args) -> int``."""

COMMANDS = {
    "replay": "kvtwin.commands.replay",
    "shrink": "kvtwin.commands.shrink",
    "bugs": "kvtwin.commands.bugs",
    "report": "kvtwin.commands.report",
}
