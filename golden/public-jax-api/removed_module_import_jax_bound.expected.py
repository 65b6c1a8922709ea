import jax
import numpy as np


def top(x, k):
    values, _ = jax.lax.approx_max_k(x, k)
    return values, jax.default_backend()


if __name__ == "__main__":
    print(top(np.arange(8.0), 2))
