import jax
import jax.numpy as jnp

key = jax.random.key(0)


def sample():
    global key
    key, k1, k2 = jax.random.split(key, 3)
    return jnp.stack([jax.random.normal(k1, ()), jax.random.normal(k2, ())])


sample = jax.jit(sample)


def main():
    return [sample(), sample(), sample()], key
