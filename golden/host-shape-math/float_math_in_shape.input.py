import jax
import jax.numpy as jnp

EXAMPLES = [
    ("square", "jnp.ones((3, 16))", "fails"),
    ("square", "jnp.ones((2, 49))", "fails"),
    ("padded", "jnp.arange(7.0)", "fails"),
    ("padded", "jnp.arange(10.0)", "fails"),
    ("halves", "jnp.ones((9, 4))", "fails"),
    ("halves", "jnp.ones((6, 6))", "fails"),
    ("quarter_side", "jnp.ones((5, 13))", "fails"),
    ("quarter_side", "jnp.ones((2, 64))", "fails"),
    ("scaled", "jnp.arange(50.0)", "fails"),
    ("kept", "jnp.ones((10, 2))", "fails"),
    ("kept", "jnp.ones((7, 2))", "fails"),
    ("patches", "jnp.ones((2, 4, 9))", "fails"),
    ("patches", "jnp.ones((3, 2, 8))", "fails"),
]

RATE = 0.3


@jax.jit
def square(x):
    s = int(jnp.sqrt(x.shape[-1]))
    return x.reshape((-1, s, s))


@jax.jit
def padded(x):
    n = jnp.ceil(x.shape[0] / 2.5).astype(int)
    return jnp.pad(x, (0, n))


def halves(x):
    half = int(jnp.sqrt(x.size) * 0.5)
    top = jnp.rint(x.shape[0] * 0.75).astype(jnp.int32)
    return x[:half], x[:top]


@jax.jit
def quarter_side(x):
    n = x.shape[-1]
    side = jnp.floor(jnp.sqrt(n) / 2).astype(int)
    return jnp.zeros((side, x.shape[0] + 1))


def scaled(x):
    scale = jnp.sqrt(x.shape[-1])
    return x[: int(scale)] * scale


@jax.jit
def kept(x):
    return x[: jnp.floor(x.shape[0] * (1 - RATE)).astype(int)]


@jax.jit
def patches(x):
    side = int(jnp.sqrt(jnp.prod(jnp.array(x.shape[1:]))))
    return x.reshape((x.shape[0], side, side))
