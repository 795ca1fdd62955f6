"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "scratch on target 'bug:scratch-fifo', 3 ops: divergence at step 2, get(key=2, buffers=3): keys expected [4, 2], got [2, 4]"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'scratch',
 'target': 'bug:scratch-fifo',
 'config': {'capacity': 3},
 'source': 'shrunk by kvtwin from 5 ops; kvtwin bugs: scratch seed=0 ops=400 capacity=3',
 'divergence': {'step': 2,
                'op': 'get(key=2, buffers=3)',
                'field': 'keys',
                'expected': [4, 2],
                'actual': [2, 4],
                'verb': 'get',
                'signature': 'get: keys'},
 'ops': [{'verb': 'get',
          'key': 2,
          'buffers': [['buf0', [2], 'bool'], ['buf1', [], 'int16'], ['buf2', [5, 0, 2], 'int32']],
          'hook': 'exact'},
         {'verb': 'get',
          'key': 4,
          'buffers': [['buf0', [8], 'int16'], ['buf1', [], 'float32']],
          'hook': 'exact'},
         {'verb': 'get',
          'key': 2,
          'buffers': [['buf0', [2], 'bool'], ['buf1', [], 'int16'], ['buf2', [5, 0, 2], 'int32']],
          'hook': 'exact'}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
