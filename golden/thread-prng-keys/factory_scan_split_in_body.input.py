import jax
import jax.numpy as jnp
from jax import lax, random


def make(seed, n):
    key = random.PRNGKey(seed)

    def run(x0):
        def body(x, _):
            nonlocal key
            key, sub = random.split(key)
            y = x + random.uniform(sub, x.shape)
            return y, y

        return lax.scan(body, x0, None, length=n)

    def current():
        return key

    return jax.jit(run), current


def main():
    run, current = make(0, 3)
    x = jnp.zeros(2)
    return [run(x), run(x)], current()


if __name__ == "__main__":
    print(main())
