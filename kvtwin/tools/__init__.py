"""Command-line tools beside the ``kvtwin`` CLI, each run as ``python -m kvtwin.tools.NAME``:
``bench`` (speed figures for reports/bench/), ``soak`` (the harness's own memory
over long runs) and ``peers`` (an outside engine's allocator under the generic
campaigns). They drive campaigns through :mod:`kvtwin.core` like the CLI does."""
