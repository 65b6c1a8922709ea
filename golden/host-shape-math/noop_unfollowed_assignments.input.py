"""A variable assigned in a branch or a loop, or by an augmented assignment, is not followed: where
one of its values is jax.numpy math and it reaches a static place, a manual finding says so."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("branchy", "jnp.ones((2, 2))", "fails"),
    ("loop", "jnp.ones((5, 2))", "fails"),
    ("augmented", "jnp.arange(5)", "fails"),
    ("host_only", "jnp.arange(5)", "works"),
]


@jax.jit
def branchy(x):
    if x.ndim > 1:
        n = jnp.prod(jnp.array(x.shape))
    else:
        n = x.shape[0]
    return x.reshape(n)


@jax.jit
def loop(x):
    total = 0
    for d in x.shape:
        total = total + jnp.minimum(d, 3)
    return jnp.zeros(total)


@jax.jit
def augmented(x):
    k = jnp.minimum(2, x.shape[0])
    k += 1
    return x[:k]


@jax.jit
def host_only(x):
    k = min(2, x.shape[0])
    k += 1
    return x[:k] * jnp.float32(2)
