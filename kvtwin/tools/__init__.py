"""Command-line tools beside the ``kvtwin`` CLI, each run as ``python -m kvtwin.tools.NAME``:
``bench`` (speed figures for reports/bench/), ``soak`` (the harness's own memory
over long runs), ``fuzz_bench`` (the figures of reports/fuzz/), ``peers`` (an
outside engine at both levels, one or several of its cores, with ``verdicts``:
every other release's standalone tests judged on the code loaded, and
``peers_annex``: long runs and figures kept beside a report) and ``mutation``
(cosmic-ray over the campaigns). They drive campaigns through :mod:`kvtwin.core`
like the CLI does."""
