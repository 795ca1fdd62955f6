"""Reproduction written by kvtwin: prefill on target 'bug:scratch-output-alias', 1 ops

divergence at step 0, prefill(T=208, seqs=[208]): o aliases scratch expected 'a fresh tensor', got 'storage #10 (208, 2, 16) from call 0'

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
 "target": "bug:scratch-output-alias",
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
 "source": "shrunk by kvtwin (ddmin) from 1 calls; kvtwin bugs: prefill cyclic:6 seed=0 passes=2 capacity=4 chunk=32",
 "divergence": {
  "step": 0,
  "op": "prefill(T=208, seqs=[208])",
  "field": "o aliases scratch",
  "expected": "a fresh tensor",
  "actual": "storage #10 (208, 2, 16) from call 0"
 },
 "ops": [
  {
   "index": 0,
   "total": 208,
   "seqlens": [
    208
   ],
   "seed": 0
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
