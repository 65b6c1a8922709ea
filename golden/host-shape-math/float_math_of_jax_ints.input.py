import jax
import jax.numpy as jnp

EXAMPLES = [
    ("halved", "jnp.arange(7.0)", "fails"),
    ("halved", "jnp.arange(10.0)", "fails"),
    ("square", "jnp.ones((3, 16))", "fails"),
    ("square", "jnp.ones((2, 49))", "fails"),
    ("blocks", "jnp.ones((10, 5))", "fails"),
    ("blocks", "jnp.ones((12, 3))", "fails"),
    ("quarter", "jnp.ones((3, 5))", "fails"),
    ("quarter", "jnp.ones((4, 8))", "fails"),
    ("per_axis", "jnp.ones((7, 2))", "fails"),
    ("per_axis", "jnp.ones((2, 3, 9))", "fails"),
    ("joined", "jnp.arange(9.0)", "fails"),
]

BLOCK = 4


@jax.jit
def halved(x):
    n = jnp.array(x.shape[0])
    return x[: (n / 2).astype(int)]


@jax.jit
def square(x):
    side = jnp.sqrt(jnp.array(x.shape[-1])).astype(int)
    return x.reshape((-1, side, side))


@jax.jit
def blocks(x):
    shape = jnp.array(x.shape)
    n = jnp.ceil(shape[0] / BLOCK).astype(int)
    keep = jnp.floor(shape[-1] / 2.5).astype(int)
    padded = jnp.pad(x[:, :keep], ((0, n * BLOCK - x.shape[0]), (0, 0)))
    return padded.reshape((n, BLOCK, keep))


@jax.jit
def quarter(x):
    k = int(jnp.prod(jnp.array(x.shape)) * 0.25)
    return x.ravel()[:k]


@jax.jit
def per_axis(x):
    return x.ravel()[: int(jnp.array(x.size) / jnp.asarray(x.ndim))]


@jax.jit
def joined(x):
    return x[: int(jnp.int32(x.shape[0]) * 0.5 + jnp.sqrt(x.shape[0]))]
