"""Reproduction written by kvtwin: prefill on target 'bug:scratch-recycled-id', 2 ops

divergence at step 1, prefill(T=192, seqs=[192]): call expected '(o, final_state)', got 'RuntimeError: The size of tensor a (224) must match the size of tensor b (192) at non-singleton dimension 1'

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "prefill",
 "target": "bug:scratch-recycled-id",
 "config": {
  "capacity": 4,
  "device": "cpu",
  "chunk_size": 32,
  "dtype": "float32",
  "dims": {
   "heads": 2,
   "head_k": 16,
   "head_v": 16
  },
  "compare_fresh": true
 },
 "source": "shrunk by kvtwin (ddmin) from 12 calls; kvtwin bugs: prefill cyclic:6 seed=0 passes=2 capacity=4 chunk=32",
 "divergence": {
  "step": 1,
  "op": "prefill(T=192, seqs=[192])",
  "field": "call",
  "expected": "(o, final_state)",
  "actual": "RuntimeError: The size of tensor a (224) must match the size of tensor b (192) at non-singleton dimension 1"
 },
 "ops": [
  {
   "index": 7,
   "total": 224,
   "seqlens": [
    224
   ],
   "seed": 0
  },
  {
   "index": 11,
   "total": 192,
   "seqlens": [
    192
   ],
   "seed": 0,
   "cu_seqlens_reuses_id_of": 7
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
