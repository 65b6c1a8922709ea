import jax
import jax.numpy as jnp
from jax import lax, random


def make(seed):
    key = random.PRNGKey(seed)

    def propose(x):
        nonlocal key
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape)

    def run(x0):
        def draw(x):
            return propose(x)

        def keep(x):
            return x

        flag = x0.sum() < 1.0
        return lax.cond(flag, draw, keep, x0)

    def current():
        return key

    return jax.jit(run), current


def main():
    run, current = make(0)
    x = jnp.zeros(2)
    return [run(x), run(x)], current()


if __name__ == "__main__":
    print(main())
