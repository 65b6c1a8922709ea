from jax import lax, random

key = random.PRNGKey(5)


def _noisy_steps_pure(key, x, n):
    def body(i, acc_and_key):
        acc, key = acc_and_key
        key, sub = random.split(key)
        return acc + random.randint(sub, acc.shape, 0, 5), key

    return lax.fori_loop(0, n, body, (x, key))


def noisy_steps(x, n):
    global key
    noisy_steps_result, key = _noisy_steps_pure(key, x, n)
    return noisy_steps_result
