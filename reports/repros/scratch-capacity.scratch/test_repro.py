"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "scratch on target 'bug:scratch-capacity', 4 ops: divergence at step 3, get(key=4, buffers=2): evicted expected 1, got None"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'scratch',
 'target': 'bug:scratch-capacity',
 'config': {'capacity': 3},
 'source': 'shrunk by kvtwin from 4 ops; kvtwin bugs: scratch seed=0 ops=400 capacity=3',
 'divergence': {'step': 3,
                'op': 'get(key=4, buffers=2)',
                'field': 'evicted',
                'expected': 1,
                'actual': None,
                'verb': 'get',
                'signature': 'get: evicted'},
 'ops': [{'verb': 'get',
          'key': 1,
          'buffers': [['buf0', [3, 2, 3], 'int16'],
                      ['buf1', [5], 'float16'],
                      ['buf2', [1, 0], 'uint8']],
          'hook': 'exact'},
         {'verb': 'get',
          'key': 2,
          'buffers': [['buf0', [2], 'bool'], ['buf1', [], 'int16'], ['buf2', [5, 0, 2], 'int32']],
          'hook': 'exact'},
         {'verb': 'get',
          'key': 3,
          'buffers': [['buf0', [0, 5], 'bfloat16'], ['buf1', [], 'int32']],
          'hook': 'exact'},
         {'verb': 'get',
          'key': 4,
          'buffers': [['buf0', [8], 'int16'], ['buf1', [], 'float32']],
          'hook': 'exact'}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
