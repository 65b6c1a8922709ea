import jax
import jax.numpy as jnp
from jax import lax, random


def make_chain(seed, n):
    key = random.PRNGKey(seed)

    def propose(key, x):
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape), key

    @jax.jit
    def _run_pure(key, x0):
        """`n` proposals from `x0`, under `jit`."""

        def body(x_and_key, _):
            x, key = x_and_key
            y, key = propose(key, x)
            return (y, key), y

        (scan_carry, key), scan_ys = lax.scan(body, (x0, key), None, length=n)
        return (scan_carry, scan_ys), key

    def run(x0):
        """`n` proposals from `x0`, under `jit`."""
        nonlocal key
        run_result, key = _run_pure(key, x0)
        return run_result

    def current():
        return key

    return run, current


def main():
    run, current = make_chain(0, 3)
    x = jnp.zeros(2)
    return [run(x), run(x)], current()


if __name__ == "__main__":
    print(main())
