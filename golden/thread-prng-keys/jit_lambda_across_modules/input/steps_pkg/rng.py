from jax import lax, random

key = random.PRNGKey(5)


def noisy_steps(x, n):
    def body(i, acc):
        global key
        key, sub = random.split(key)
        return acc + random.randint(sub, acc.shape, 0, 5)

    return lax.fori_loop(0, n, body, x)
