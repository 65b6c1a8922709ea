import jax
import jax.numpy as jnp

ROWS = 3
ROWS = 4.0
COUNT = 2
SIZES = [1, 2]
SCALE = 0.5
if jax.__version__ > "0.4":
    WIDTH = 8
else:
    WIDTH = len(SIZES)
for DEPTH in range(3):
    pass


def bump():
    global COUNT
    COUNT += 1


@jax.jit
def unproven(x, HIDDEN):
    a = x.reshape((jnp.array(ROWS), -1))
    b = jnp.zeros(jnp.array(COUNT))
    c = jnp.zeros(jnp.sum(jnp.array(SIZES)))
    d = jnp.zeros(jnp.array(WIDTH) + jnp.array(DEPTH))
    e = x.reshape((jnp.array(HIDDEN), -1))
    return a, b, c, d, e, x[: jnp.array(x.shape)[0] * SCALE]
