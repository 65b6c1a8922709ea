"""Exact rewrites are made in code JAX never traces too: the host value is the eager one, and no
device computation is left for a shape."""
import math

import numpy as np

if __name__ == "__main__":
    grid = np.ones((4, 3))
    print(grid[: min(grid.shape[0], 2)])
    print(grid.reshape(math.prod(grid.shape)))
