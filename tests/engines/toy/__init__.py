"""A toy outside engine, ``toy-core``, in one folder: what adding an engine costs
(docs/architecture.md, "Adding an engine", walks through it). ``engine.py`` is its
whole kvtwin side (the driver, the record, the standalone data), ``runtime.py`` what
its standalone tests run, ``tree.py`` writes releases of its code (``toyeng``) for
the tests, and ``test_conformance.py`` holds it to the conformance mixin."""
