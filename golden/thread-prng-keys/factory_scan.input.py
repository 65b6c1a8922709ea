import jax
import jax.numpy as jnp
from jax import lax, random


def make_chain(seed, n):
    key = random.PRNGKey(seed)

    def propose(x):
        nonlocal key
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape)

    def run(x0):
        """`n` proposals from `x0`, under `jit`."""

        def body(x, _):
            y = propose(x)
            return y, y

        return lax.scan(body, x0, None, length=n)

    def current():
        return key

    return jax.jit(run), current


def main():
    run, current = make_chain(0, 3)
    x = jnp.zeros(2)
    return [run(x), run(x)], current()


if __name__ == "__main__":
    print(main())
