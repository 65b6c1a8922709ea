import jax
import jax.numpy as jnp

key = jax.random.key(0)


def _sample_pure(key):
    key, k1, k2 = jax.random.split(key, 3)
    return jnp.stack([jax.random.normal(k1, ()), jax.random.normal(k2, ())]), key


def sample():
    global key
    sample_result, key = _sample_pure(key)
    return sample_result


_sample_pure = jax.jit(_sample_pure)


def main():
    return [sample(), sample(), sample()], key
