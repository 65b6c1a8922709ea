import jax

key = jax.random.PRNGKey(0)


def _next(key):
    key, sub = jax.random.split(key)
    return sub, key


def _noise_twice_pure(key, x):
    _next_result, key = _next(key)
    _next_result_2, key = _next(key)
    return x * jax.random.uniform(_next_result, x.shape) * jax.random.uniform(_next_result_2, x.shape), key


def noise_twice(x):
    global key
    noise_twice_result, key = _noise_twice_pure(key, x)
    return noise_twice_result


def noise_once(x):
    global key
    _next_result, key = _next(key)
    return x * jax.random.uniform(_next_result, x.shape)


@jax.jit
def _step_pure(key, x):
    return _noise_twice_pure(key, x)


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result
