import jax.numpy as jnp

EXAMPLES = [
    ("pick", "jnp.ones((3, 4))", "fails"),
    ("pick", "jnp.ones((20, 8))", "fails"),
    ("halve", "jnp.arange(16.0)", "fails"),
]


def pick(x):
    assert jnp.prod(jnp.array(x.shape)) > 0, "empty input"
    if jnp.prod(jnp.array(x.shape)) > 100 and x.ndim == 2:
        return x[:10]
    return x * 2 if jnp.sum(jnp.array(x.shape)) < 10 else x


def halve(x):
    while jnp.array(x.shape)[0] > 2:
        x = x[::2] + x[1::2]
    return x
