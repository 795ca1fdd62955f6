import torch

# As the CLI does: single-threaded torch ops, which are faster here than two
# threads contending for two shared cores, and deterministic.
torch.set_num_threads(1)
