"""Reproduction written by kvtwin: blocks on target 'bug:retain-no-stamp', 3 ops

divergence at step 2, retain(ids=[30]): block[30].stamp expected 1, got 0

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "blocks",
 "target": "bug:retain-no-stamp",
 "config": {
  "policy": "lru",
  "pool_size": 32,
  "device": "cpu"
 },
 "source": "shrunk by kvtwin (ddmin) from 9 ops; kvtwin bugs: blocks lru seed=0 pool=32 steps=500",
 "divergence": {
  "step": 2,
  "op": "retain(ids=[30])",
  "field": "block[30].stamp",
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
   "verb": "tick"
  },
  {
   "verb": "retain",
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
