import jax
import jax.numpy as jnp
from jax import lax, random


def make(seed):
    key = random.PRNGKey(seed)

    def propose(key, x):
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape), key

    @jax.jit
    def _run_pure(key, x0):
        def draw(key, x):
            return propose(key, x)

        def keep(x):
            return x

        flag = x0.sum() < 1.0
        return lax.cond(flag, draw, lambda key, *operands: (keep(*operands), key), key, x0)

    def run(x0):
        nonlocal key
        run_result, key = _run_pure(key, x0)
        return run_result

    def current():
        return key

    return run, current


def main():
    run, current = make(0)
    x = jnp.zeros(2)
    return [run(x), run(x)], current()


if __name__ == "__main__":
    print(main())
