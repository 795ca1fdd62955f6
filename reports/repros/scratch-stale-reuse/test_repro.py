"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "prefill on target 'bug:scratch-stale-reuse', 2 ops: divergence at step 1, prefill(T=64, seqs=[61, 3]): o on hit vs fresh scratch expected 'bit-identical', got 'max abs difference 0.07051813509315252'"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'prefill',
 'target': 'bug:scratch-stale-reuse',
 'config': {'capacity': 2,
            'device': 'cpu',
            'chunk_size': 32,
            'dtype': 'float32',
            'dims': {'heads': 2, 'head_k': 16, 'head_v': 16},
            'compare_fresh': True},
 'source': 'shrunk by kvtwin from 3 calls; kvtwin bugs: prefill hot:2 seed=0 passes=4 capacity=2 '
           'chunk=32',
 'divergence': {'step': 1,
                'op': 'prefill(T=64, seqs=[61, 3])',
                'field': 'o on hit vs fresh scratch',
                'expected': 'bit-identical',
                'actual': 'max abs difference 0.07051813509315252',
                'verb': 'call',
                'signature': 'call: o on hit vs fresh scratch'},
 'ops': [{'index': 0, 'total': 64, 'seqlens': [64], 'seed': 0},
         {'index': 2, 'total': 64, 'seqlens': [61, 3], 'seed': 0}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
