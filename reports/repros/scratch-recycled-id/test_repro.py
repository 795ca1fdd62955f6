"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.engine.replay import replay_trace

DESCRIPTION = "prefill on target 'bug:scratch-recycled-id', 2 ops: divergence at step 1, prefill(T=208, seqs=[208], initial_state): call expected '(o, final_state)', got 'RuntimeError: The size of tensor a (128) must match the size of tensor b (208) at non-singleton dimension 1'"

ISOLATE = False  # the target ended its process: replay in a child process

TRACE = {'schema': 2,
 'scenario': 'prefill',
 'target': 'bug:scratch-recycled-id',
 'config': {'capacity': 4,
            'device': 'cpu',
            'chunk_size': 32,
            'dtype': 'float32',
            'dims': {'heads': 2, 'head_k': 16, 'head_v': 16},
            'compare_fresh': True},
 'source': 'shrunk by kvtwin from 15 calls; kvtwin bugs: prefill cyclic:6 seed=0 passes=2 '
           'capacity=4 chunk=32',
 'divergence': {'step': 1,
                'op': 'prefill(T=208, seqs=[208], initial_state)',
                'field': 'call',
                'expected': '(o, final_state)',
                'actual': 'RuntimeError: The size of tensor a (128) must match the size of tensor '
                          'b (208) at non-singleton dimension 1',
                'verb': 'call',
                'signature': 'call: call'},
 'ops': [{'index': 12, 'total': 128, 'seqlens': [128], 'seed': 0},
         {'index': 14,
          'total': 208,
          'seqlens': [208],
          'seed': 0,
          'initial_state': True,
          'cu_seqlens_reuses_id_of': 12}]}


def test_reproduction():
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\n" + str(divergence)
