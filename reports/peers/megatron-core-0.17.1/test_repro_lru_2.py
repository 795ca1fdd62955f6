"""Reproduction written by kvtwin: blocks on target 'megatron', 3 ops

divergence at step 2, release(ids=[30, 30]): block[30].ref expected 0, got 1

Run it with: python -m pytest test_repro_lru_2.py
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
  "policy": "lru",
  "pool_size": 32,
  "device": "cpu",
  "megatron_core": "0.17.1"
 },
 "source": "shrunk by kvtwin (ddmin) from 6 ops; kvtwin peers: blocks lru seed=2 pool=32 steps=500 (megatron-core 0.17.1)",
 "divergence": {
  "step": 2,
  "op": "release(ids=[30, 30])",
  "field": "block[30].ref",
  "expected": 0,
  "actual": 1
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
   "verb": "retain",
   "ids": [
    30
   ]
  },
  {
   "verb": "release",
   "ids": [
    30,
    30
   ]
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
