"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'bug:retain-no-stamp', 3 ops: divergence at step 2, retain(ids=[30]): block[30].stamp expected 1, got 0"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'bug:retain-no-stamp',
 'config': {'policy': 'lru', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 9 ops; kvtwin bugs: blocks lru seed=0 pool=32 steps=150',
 'divergence': {'step': 2,
                'op': 'retain(ids=[30])',
                'field': 'block[30].stamp',
                'expected': 1,
                'actual': 0,
                'verb': 'retain',
                'signature': 'retain: block[].stamp'},
 'ops': [{'verb': 'allocate', 'n': 1},
         {'verb': 'tick'},
         {'verb': 'retain', 'ids': [{'ref': [0, 0]}]}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
