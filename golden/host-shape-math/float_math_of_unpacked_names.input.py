import jax
import jax.numpy as jnp

EXAMPLES = [
    ("halves", "jnp.ones((2, 5, 7))", "fails"),
    ("halves", "jnp.ones((1, 4, 9))", "fails"),
    ("tiles", "jnp.ones((2, 9, 10))", "fails"),
    ("tiles", "jnp.ones((2, 16, 3))", "fails"),
    ("third", "jnp.arange(10.0)", "fails"),
    ("third", "jnp.arange(7.0)", "fails"),
    ("doubled", "jnp.ones((2, 5, 3))", "fails"),
]


@jax.jit
def halves(x):
    # default-int jax scalars unpacked from the array: their float math is float32 (float64 with
    # x64), computed so on the host
    h, w = jnp.array(x.shape[1:])
    return x[:, : (h / 2).astype(int), : int(w * 0.5)]


@jax.jit
def tiles(x):
    h, w = jnp.asarray(x.shape)[1:]
    side = jnp.sqrt(h).astype(int)
    return x[:, :side, : int(jnp.floor(w / 2.5))]


@jax.jit
def third(x):
    n = jnp.array(x.shape)[0]
    return x[: (n / 3).astype(int)]


@jax.jit
def doubled(x):
    # an array times a Python int keeps its dtype
    h, w = jnp.array(x.shape[1:]) * 2
    return x[:, : int(h / 3), : int(w / 4)]
