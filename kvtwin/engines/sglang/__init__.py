"""Being moved into the engine kit (issue 32): no record registered yet."""
