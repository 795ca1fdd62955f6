"""Reports: run reports, the report gallery, the bug matrix, shared plot helpers."""
