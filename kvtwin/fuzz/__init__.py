"""``kvtwin fuzz``: campaigns over fresh seeds, policies and targets until a time
budget is spent, on a local process pool or a Ray cluster, with every distinct
cause kept once in a findings folder that later runs replay first.

Modules: ``campaigns`` (fresh campaigns as plain, picklable descriptions),
``worker`` (what a worker does with one task), ``local`` and ``ray_backend``
(the two pools: isolated workers, per-task timeouts, a dead or hung worker is
an outcome; ``pools`` builds the one asked for), ``deaths`` (the trace of a
worker that died or hung), ``database`` (the findings folder: atomic writes
under a lock), ``findings`` (the causes one run saw), ``driver`` (the budget
loop; the one writer of findings) and ``summary`` (summary.json, exit status).
"""
