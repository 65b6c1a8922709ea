import jax
import jax.numpy as jnp


def sorted_rows(a):
    return jnp.sort(a, axis=0)


def default_key(seed):
    return jax.random.PRNGKey(seed, impl="threefry2x32")


def rbg_keys(seed):
    return jax.random.PRNGKey(seed, impl="rbg"), jax.random.PRNGKey(
        seed=seed, impl="unsafe_rbg",
    )
