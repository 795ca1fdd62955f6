"""Reproduction written by kvtwin: blocks on target 'megatron', 4 ops

divergence at step 3, release(ids=[30]): counts.mapped expected 1, got 0

Run it with: python -m pytest test_repro_ref_zero_2.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "blocks",
 "target": "megatron",
 "config": {
  "policy": "ref_zero",
  "pool_size": 32,
  "device": "cpu",
  "megatron_core": "0.18.2"
 },
 "source": "shrunk by kvtwin (ddmin) from 61 ops; kvtwin peers: blocks ref_zero seed=1 pool=32 steps=500 (megatron-core 0.18.2)",
 "divergence": {
  "step": 3,
  "op": "release(ids=[30])",
  "field": "counts.mapped",
  "expected": 1,
  "actual": 0
 },
 "ops": [
  {
   "verb": "allocate",
   "n": 1,
   "returned": [
    30
   ]
  },
  {
   "verb": "allocate",
   "n": 1,
   "returned": [
    29
   ]
  },
  {
   "verb": "register",
   "ids": [
    30,
    29
   ],
   "hashes": [
    4120315804590049306,
    4120315804590049306
   ],
   "parent_hashes": [
    4584262412891580782,
    4584262412891580782
   ]
  },
  {
   "verb": "release",
   "ids": [
    30
   ]
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
