import jax
import jax.numpy as jnp
from jax import random

EXAMPLES = [("sample", "jnp.ones((2, 3))", "fails"), ("pieces", "jnp.arange(12.0).reshape(4, 3)", "fails")]


@jax.jit
def sample(x):
    n = jnp.array(x.shape)[0]
    keys = random.split(random.PRNGKey(0), jnp.prod(jnp.array(x.shape)))
    return (
        random.normal(keys[0], jnp.array(x.shape)),
        random.uniform(keys[1], shape=(n, jnp.array(x.shape)[1] * 2), minval=-1.0),
        random.randint(keys[2], (jnp.sum(jnp.array(x.shape)),), 0, 10),
        random.bernoulli(keys[3], 0.3, (n,)),
        random.categorical(keys[4], jnp.zeros(3), shape=(jnp.max(jnp.array(x.shape)),)),
        random.permutation(keys[5], jnp.array(x.shape)[1]),
        random.permutation(keys[5], jnp.arange(4)),
        random.choice(keys[5], jnp.array(x.shape)[1], shape=(n,), replace=True),
        jnp.zeros_like(random.truncated_normal(keys[5], -1.0, 1.0, (jnp.array(x.ndim) + 1, n))),  # eager and jit values differ in the last bit
        random.gumbel(keys[5], jnp.array(x.shape)[::-1]),
    )


@jax.jit
def pieces(x):
    return jnp.split(x, jnp.array(x.shape)[0] // 2), jnp.split(x, (jnp.array(x.shape)[1] - 1,), axis=1)
