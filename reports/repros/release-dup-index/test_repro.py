"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.plugins import load_plugins
from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'bug:release-dup-index', 3 ops: divergence at step 2, release(ids=[30, 30]) as tuple: block[30].ref expected 0, got 1"

ISOLATE = False  # the target ended its process: replay in a child process

PLUGINS = []  # modules that register the target (kvtwin run --plugin)

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'bug:release-dup-index',
 'config': {'policy': 'lru', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 114 ops; kvtwin bugs: blocks lru seed=0 pool=32 steps=150',
 'divergence': {'step': 2,
                'op': 'release(ids=[30, 30]) as tuple',
                'field': 'block[30].ref',
                'expected': 0,
                'actual': 1,
                'verb': 'release',
                'signature': 'release: block[].ref'},
 'ops': [{'verb': 'allocate', 'n': 1},
         {'verb': 'retain', 'ids': [{'ref': [0, 0]}], 'form': 'tensor:int64'},
         {'verb': 'release', 'ids': [{'ref': [0, 0]}, {'ref': [0, 0]}], 'form': 'tuple'}]}


def test_reproduction():
    load_plugins(PLUGINS)
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
