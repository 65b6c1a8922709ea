import jax
import jax.experimental.ann, jax.lib.xla_bridge
import numpy as np


def top(x, k):
    values, _ = jax.experimental.ann.approx_max_k(x, k)
    return values, jax.lib.xla_bridge.default_backend()


if __name__ == "__main__":
    print(top(np.arange(8.0), 2))
