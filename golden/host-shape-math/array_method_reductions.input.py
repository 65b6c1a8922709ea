import jax
import jax.numpy as jnp

EXAMPLES = [
    ("flat_tail", "jnp.ones((2, 3, 4))", "fails"),
    ("padded", "jnp.ones((2, 3))", "fails"),
    ("corner", "jnp.ones((2, 5, 3))", "fails"),
    ("half", "jnp.ones((3, 5))", "fails"),
]


@jax.jit
def flat_tail(x):
    return x.reshape(-1, jnp.array(x.shape[1:]).prod())


@jax.jit
def padded(x):
    total = jnp.array(x.shape).sum()
    return jnp.zeros(total).at[: x.shape[1]].set(x[0])


@jax.jit
def corner(x):
    shape = jnp.array(x.shape)
    return x[: shape.min(), : shape[1:].max()]


@jax.jit
def half(x):
    return x.ravel()[: (jnp.asarray(x.shape).prod() / 2).astype(int)]
