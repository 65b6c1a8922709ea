import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(11)


def noise(x):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, jnp.shape(x))


@jax.jit
def run(xs):
    def step(carry, x):
        return carry + noise(x), x

    return lax.scan(step, 0.0, xs)


def accumulate(n, scale):
    def grow(i, total):
        """A `fori_loop` body closing over `scale`, in a function never traced."""
        total = total + noise(total) * scale
        return total

    return lax.fori_loop(0, n, grow, 0.0)


def main():
    a = run(jnp.arange(3.0))
    b = accumulate(4, 0.5)
    return [a, b], key
