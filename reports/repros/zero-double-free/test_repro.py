"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'bug:zero-double-free', 3 ops: divergence at step 2, release(ids=[30, 30]): counts.free expected 30, got 31"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'bug:zero-double-free',
 'config': {'policy': 'ref_zero', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 122 ops; kvtwin bugs: blocks ref_zero seed=0 pool=32 steps=150',
 'divergence': {'step': 2,
                'op': 'release(ids=[30, 30])',
                'field': 'counts.free',
                'expected': 30,
                'actual': 31,
                'verb': 'release',
                'signature': 'release: counts.free'},
 'ops': [{'verb': 'allocate', 'n': 2},
         {'verb': 'retain', 'ids': [{'ref': [0, 1]}]},
         {'verb': 'release', 'ids': [{'ref': [0, 1]}, {'ref': [0, 1]}]}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
