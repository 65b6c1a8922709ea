"""Float math of the starred name unpacked from shape math: elements of `jnp.array(x.shape)` are
jax ints of the default int dtype (`rest[0] / 2` is float32, float64 with x64), and `*lead, last =
x.shape` unpacks Python ints."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("halved", "jnp.ones((2, 5, 7))", "fails"),
    ("halved", "jnp.ones((3, 9, 2))", "fails"),
    ("rooted", "jnp.ones((2, 3, 17))", "fails"),
    ("scaled", "jnp.ones((4, 2, 11))", "fails"),
    ("all_halved", "jnp.ones((2, 5, 7))", "fails"),
    ("lead_halved", "jnp.ones((5, 9, 2))", "fails"),
]


@jax.jit
def halved(x):
    first, *rest = jnp.array(x.shape)
    return x[: first - 1, : (rest[0] / 2).astype(int)]


@jax.jit
def rooted(x):
    first, *rest = jnp.asarray(x.shape)
    return x[..., : jnp.sqrt(rest[-1]).astype(int)]


@jax.jit
def scaled(x):
    *lead, last = jnp.array(x.shape)
    return x[..., : jnp.floor(lead[1:][0] * 0.5).astype(int), :last]


@jax.jit
def all_halved(x):
    first, *rest = jnp.array(x.shape)
    return jnp.zeros((jnp.array(rest) / 2).astype(int)) + x.sum()


@jax.jit
def lead_halved(x):
    *lead, last = x.shape
    halves = jnp.ceil(jnp.array(lead) / 2).astype(int)
    return jnp.ones(halves).sum() + x.sum()
