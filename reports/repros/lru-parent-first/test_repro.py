"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "blocks on target 'bug:lru-parent-first', 11 ops: divergence at step 10, allocate(n=2): result expected None, got [0, 20]"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'blocks',
 'target': 'bug:lru-parent-first',
 'config': {'policy': 'lru', 'pool_size': 32, 'device': 'cpu'},
 'source': 'shrunk by kvtwin from 55 ops; kvtwin bugs: blocks lru seed=0 pool=32 steps=150',
 'divergence': {'step': 10,
                'op': 'allocate(n=2)',
                'field': 'result',
                'expected': None,
                'actual': [0, 20],
                'verb': 'allocate',
                'signature': 'allocate: result'},
 'ops': [{'verb': 'allocate', 'n': 3},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'register',
          'ids': [{'ref': [2, 0]}, {'ref': [2, 1]}],
          'hashes': [3336786196235678882, 8561608249246162177],
          'parent_hashes': [6132661572350301564, 3336786196235678882]},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 4},
         {'verb': 'allocate', 'n': 3},
         {'verb': 'release', 'ids': [{'ref': [2, 0]}]},
         {'verb': 'allocate', 'n': 2}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
