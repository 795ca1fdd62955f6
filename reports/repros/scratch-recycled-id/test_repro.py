"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.replay import replay_trace

DESCRIPTION = "prefill on target 'bug:scratch-recycled-id', 2 ops: divergence at step 1, prefill(T=64, seqs=[64]): call expected '(o, final_state)', got 'RuntimeError: The size of tensor a (80) must match the size of tensor b (64) at non-singleton dimension 1'"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'prefill',
 'target': 'bug:scratch-recycled-id',
 'config': {'capacity': 2,
            'device': 'cpu',
            'chunk_size': 32,
            'dtype': 'float32',
            'dims': {'heads': 2, 'head_k': 16, 'head_v': 16},
            'compare_fresh': True},
 'source': 'shrunk by kvtwin from 6 calls; kvtwin bugs: prefill hot:2 seed=0 passes=4 capacity=2 '
           'chunk=32',
 'divergence': {'step': 1,
                'op': 'prefill(T=64, seqs=[64])',
                'field': 'call',
                'expected': '(o, final_state)',
                'actual': 'RuntimeError: The size of tensor a (80) must match the size of tensor b '
                          '(64) at non-singleton dimension 1',
                'verb': 'call',
                'signature': 'call: call'},
 'ops': [{'index': 1, 'total': 80, 'seqlens': [80], 'seed': 0, 'initial_state': True},
         {'index': 5, 'total': 64, 'seqlens': [64], 'seed': 0, 'cu_seqlens_reuses_id_of': 1}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
